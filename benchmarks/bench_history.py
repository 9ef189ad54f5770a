"""History benchmarks (issues 18 and 27): ``.venv/bin/python -m benchmarks.bench_history``.

- the replay of the longest 10-player Saboteur game among 30 seeds (every seat played by the AI
  policy as the host plays it): CPU time of rebuilding its scenes from the log and of drawing and
  encoding the animation, the picture's size and frames. The first run starts cold (fonts, static
  parts and every board drawn); then runs with the boards in the picture cache, as the table's
  worker holds them when its game ends; then runs with every board drawn again (seats renamed,
  so the cache has none of them: a worker that drew other tables' boards since). Budget (issue
  27): at most 1.0 s of CPU and 3 MB.
- the replay of the longest 2-player Kompass game among 200 seeds: its size. Budget: 3 MB.
- the leaderboard of a server with 10,000 finished Saboteur tables (5 seats from 300 members,
  one AI seat in a fifth of them, 100 logged moves each) in an SQLite file: the first call of a
  process (every table rated), then calls after one more table finished (the cached ratings
  brought up to date) and calls with nothing new. Budget: under 200 ms once cached.

CPU times are the process's own (``time.process_time``): the load of other programs on a shared
machine does not inflate them; wall-clock times are printed beside them with the load average.
"""

from __future__ import annotations

import argparse
import asyncio
import io
import json
import os
import random
import sqlite3
import statistics
import tempfile
import time
from pathlib import Path

from PIL import Image

import storage
from host.history import History, scenes
from images.replay import animation
from rules import GAMES
from tests.support.history_scenes import ai_game, longest_game, longest_saboteur_game

GUILD = 1
MEMBERS = 300
SEATS = 5
MOVES = 100


REPLAY_HEADING = (
    "| run | boards | scenes CPU s | animation CPU s | total CPU s | wall s | size MB | frames (boards) |\n"
    "|---|---|---|---|---|---|---|---|"
)


def bench_replay(runs: int) -> None:
    table, log = longest_saboteur_game()
    names = [seat.name for seat in table.seats]
    print(f"replay: the longest of 30 seeded 10-player Saboteur games, {len(log)} moves")
    print(REPLAY_HEADING)
    for run in range(1, 2 * runs + 2):
        cached = 1 < run <= runs + 1
        drawn = names if run <= runs + 1 else [f"{name} ({run})" for name in names]
        kind = "cold process" if run == 1 else "cached" if cached else "drawn again"
        replay_row(f"{run}", kind, "saboteur", table, log, drawn)

    table, log = longest_game("kompass", 2, range(200))
    names = [seat.name for seat in table.seats]
    print(f"\nreplay: the longest of 200 seeded 2-player Kompass games, {len(log)} moves")
    print(REPLAY_HEADING)
    replay_row("1", "drawn", "kompass", table, log, names)


def replay_row(run: str, kind: str, game_id: str, table, log, names: list[str]) -> None:
    wall, cpu = time.perf_counter(), time.process_time()
    found = scenes(GAMES[game_id], table, log)
    between = time.process_time()
    replay = animation(game_id, found, names, "en")
    end = time.process_time()
    frames = Image.open(io.BytesIO(replay.picture.data)).n_frames
    print(
        f"| {run} | {kind} | {between - cpu:.2f} | {end - between:.2f} | {end - cpu:.2f} | "
        f"{time.perf_counter() - wall:.2f} | {len(replay.picture.data) / 1e6:.2f} | "
        f"{frames} ({replay.boards} of {len(found)} turns) |"
    )


FINISHED = [ai_game("saboteur", SEATS, seed)[0].record for seed in range(20)]
"""Final states to give the tables (their seats are the benchmark's members)."""


def insert_table(db: sqlite3.Connection, number: int, rng: random.Random) -> None:
    """One finished Saboteur table of the server, as the host's last step leaves it."""
    model = FINISHED[number % len(FINISHED)]
    at = 1_800_000_000.0 + 3600 * number
    db.execute(
        "INSERT INTO tables (id, guild_id, channel_id, game_id, status, options, host_user_id, seed, "
        "version, snapshot, created_at, updated_at, turn_seconds, language) "
        "VALUES (?, ?, ?, 'saboteur', 'finished', '{}', 1, ?, ?, ?, ?, ?, 3600, 'en')",
        (number, GUILD, number, model.seed, MOVES + 1, json.dumps(model.snapshot), at - 3000, at),
    )
    members = rng.sample(range(1, MEMBERS + 1), SEATS)
    ai_seat = SEATS - 1 if rng.random() < 0.2 else None
    db.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES (?, ?, ?, ?, ?, 0)",
        [
            (number, seat, None if seat == ai_seat else user, f"Member {user}", int(seat == ai_seat))
            for seat, user in enumerate(members)
        ],
    )
    db.executemany(
        "INSERT INTO actions (table_id, seq, seat, code, at) VALUES (?, ?, ?, 'x', ?)",
        [(number, seq, seq % SEATS, at - 3000 + 25 * seq) for seq in range(1, MOVES + 1)],
    )


def insert_tables(path: Path, numbers: range, rng: random.Random) -> None:
    with sqlite3.connect(path) as db:
        for number in numbers:
            insert_table(db, number, rng)


async def bench_leaderboard(tables: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "history.sqlite3"
        await (await storage.open_store(path)).close()  # the schema
        rng = random.Random(1)
        started = time.perf_counter()
        insert_tables(path, range(1, tables + 1), rng)
        written = time.perf_counter() - started
        print(f"\nleaderboard: {tables} finished Saboteur tables, written in {written:.0f} s")
        store = await storage.open_store(path)
        try:
            history = History(store)
            rows = []
            wall, cpu = time.perf_counter(), time.process_time()
            board = await history.leaderboard(GUILD, "saboteur")
            rows.append(("first call (all rated)", time.perf_counter() - wall, time.process_time() - cpu))
            assert len(board) == 10
            one_more, none_new = [], []
            for run in range(runs):
                insert_tables(path, range(tables + 1 + run, tables + 2 + run), rng)  # another process
                wall, cpu = time.perf_counter(), time.process_time()
                await history.leaderboard(GUILD, "saboteur")
                one_more.append((time.perf_counter() - wall, time.process_time() - cpu))
                wall, cpu = time.perf_counter(), time.process_time()
                await history.leaderboard(GUILD, "saboteur")
                none_new.append((time.perf_counter() - wall, time.process_time() - cpu))
        finally:
            await store.close()
    print("| call | wall ms (median / max) | CPU ms (median / max) |")
    print("|---|---|---|")
    name, wall, cpu = rows[0]
    print(f"| {name} | {wall * 1000:.0f} | {cpu * 1000:.0f} |")
    for name, samples in (("after one more table finished", one_more), ("nothing new", none_new)):
        walls, cpus = [w * 1000 for w, _ in samples], [c * 1000 for _, c in samples]
        print(
            f"| {name} | {statistics.median(walls):.1f} / {max(walls):.1f} | "
            f"{statistics.median(cpus):.1f} / {max(cpus):.1f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replay-runs", type=int, default=3, help="runs with boards cached, as many drawn")
    parser.add_argument("--tables", type=int, default=10_000, help="0: no leaderboard")
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    bench_replay(args.replay_runs)
    if args.tables:
        asyncio.run(bench_leaderboard(args.tables, args.runs))


if __name__ == "__main__":
    main()
