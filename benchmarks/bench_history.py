"""History benchmarks (issues 18 and 27): ``.venv/bin/python -m benchmarks.bench_history``.

- the replay of the longest 10-player Saboteur game among 30 seeds (every seat played by the AI
  policy as the host plays it): CPU time of rebuilding its scenes from the log and of drawing and
  encoding the animation, the picture's size and frames. The first run starts cold (fonts, static
  parts and every board drawn); then runs with the boards in the picture cache, as the table's
  worker holds them when its game ends; then runs with every board drawn again (seats renamed,
  so the cache has none of them: a worker that drew other tables' boards since). Budget (issue
  27): at most 1.0 s of CPU and 3 MB.
- the replay of the longest 2-player Kompass game among 200 seeds: its size. Budget: 3 MB.
- ratings kept (issue 27): a server with 10,000 finished Saboteur tables (5 seats from 300
  members, one AI seat in a fifth of them, 100 logged moves each) in an SQLite file, written as
  a release before migration 9 left them (not rated). Once: the start-up that rates them all
  (``History.rate_unrated``). Then, for each of several restarts (a new store and ``History``,
  as a new process has): ``/game top`` and ``/game stats`` (``History.leaderboard``,
  ``History.member`` of a random member), the first call after the restart included, and the
  rating of one more finished table (what ``cogs.history.table_finished`` does when a game
  ends). Budget: p95 under 50 ms for top and stats, first call after a restart included.

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
from contextlib import closing
from pathlib import Path

import asyncpg
from PIL import Image

import storage
from host.history import History, scenes
from images.replay import animation
from rules import GAMES
from storage.sql import numbered
from tests.support.history_scenes import ai_game, longest_game, longest_saboteur_game
from tests.support.pg_server import running_server

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


TABLE_INSERT = (
    "INSERT INTO tables (id, guild_id, channel_id, game_id, status, options, host_user_id, seed, "
    "version, snapshot, created_at, updated_at, turn_seconds, language) "
    "VALUES (?, ?, ?, 'saboteur', 'finished', '{}', 1, ?, ?, ?, ?, ?, 3600, 'en')"
)
SEAT_INSERT = "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES (?, ?, ?, ?, ?, 0)"
ACTION_INSERT = "INSERT INTO actions (table_id, seq, seat, code, at) VALUES (?, ?, ?, 'x', ?)"


def table_rows(number: int, rng: random.Random) -> tuple[tuple, list[tuple], list[tuple]]:
    """One finished Saboteur table of the server as the host's last step leaves it (and as a
    release before migration 9 left it: not rated): its row, its seats and its log."""
    model = FINISHED[number % len(FINISHED)]
    at = 1_800_000_000.0 + 3600 * number
    table = (number, GUILD, number, model.seed, MOVES + 1, json.dumps(model.snapshot), at - 3000, at)
    members = rng.sample(range(1, MEMBERS + 1), SEATS)
    ai_seat = SEATS - 1 if rng.random() < 0.2 else None
    seats = [
        (number, seat, None if seat == ai_seat else user, f"Member {user}", seat == ai_seat)
        for seat, user in enumerate(members)
    ]
    actions = [(number, seq, seq % SEATS, at - 3000 + 25 * seq) for seq in range(1, MOVES + 1)]
    return table, seats, actions


async def insert_tables(database: Path | str, numbers: range, rng: random.Random) -> None:
    """Written by another connection, as another process would."""
    rows = [table_rows(number, rng) for number in numbers]
    statements = [
        (TABLE_INSERT, [table for table, _, _ in rows]),
        (SEAT_INSERT, [seat for _, seats, _ in rows for seat in seats]),
        (ACTION_INSERT, [action for _, _, actions in rows for action in actions]),
    ]
    if isinstance(database, Path):
        with closing(sqlite3.connect(database)) as db, db:
            for sql, values in statements:
                db.executemany(sql, values)
        return
    connection = await asyncpg.connect(database)
    try:
        for sql, values in statements:
            await connection.executemany(numbered(sql), values)
    finally:
        await connection.close()


def timed_ms(samples: list[tuple[float, float]], wall: float, cpu: float) -> None:
    """Adds the wall and CPU milliseconds since ``wall`` and ``cpu`` to ``samples``."""
    samples.append(((time.perf_counter() - wall) * 1000, (time.process_time() - cpu) * 1000))


def p95(values: list[float]) -> float:
    return statistics.quantiles(values, n=20, method="inclusive")[-1] if len(values) > 1 else values[0]


async def bench_ratings(path: Path | str, tables: int, restarts: int, calls: int) -> None:
    """On the SQLite file or PostgreSQL schema ``path`` (new)."""
    await (await storage.open_storage(path)).close()  # the schema
    rng = random.Random(1)
    started = time.perf_counter()
    await insert_tables(path, range(1, tables + 1), rng)
    written = time.perf_counter() - started
    backend = "SQLite" if isinstance(path, Path) else "PostgreSQL"
    print(f"\nratings kept ({backend}): {tables} finished Saboteur tables, written in {written:.0f} s")
    store = await storage.open_storage(path)
    try:
        wall, cpu = time.perf_counter(), time.process_time()
        rated = await History(store).rate_unrated()
        print(
            f"first start after migration 9: {rated} tables rated once in "
            f"{time.perf_counter() - wall:.1f} s ({time.process_time() - cpu:.1f} s CPU)"
        )
    finally:
        await store.close()
    samples: dict[str, list[tuple[float, float]]] = {
        "/game top, first call after a restart": [],
        "/game stats, first call after a restart": [],
        "/game top": [],
        "/game stats": [],
        "a table finishes: its rating": [],
    }
    finished = tables
    for _ in range(restarts):
        store = await storage.open_storage(path)  # a new process
        try:
            history = History(store)
            for call in range(calls):
                first = " first call after a restart" if call == 0 else ""
                wall, cpu = time.perf_counter(), time.process_time()
                board = await history.leaderboard(GUILD, "saboteur")
                timed_ms(samples[f"/game top,{first}" if first else "/game top"], wall, cpu)
                assert len(board) == 10
                wall, cpu = time.perf_counter(), time.process_time()
                stats = await history.member(GUILD, rng.randint(1, MEMBERS))
                timed_ms(samples[f"/game stats,{first}" if first else "/game stats"], wall, cpu)
                assert stats.games
            finished += 1
            await insert_tables(path, range(finished, finished + 1), rng)
            wall, cpu = time.perf_counter(), time.process_time()
            assert await history.rate(GUILD, "saboteur") == 1
            timed_ms(samples["a table finishes: its rating"], wall, cpu)
        finally:
            await store.close()
    print(f"{restarts} restarts, {calls} calls of each after each")
    print("| call | samples | wall ms (median / p95 / max) | CPU ms (median / p95 / max) |")
    print("|---|---|---|---|")
    for name, found in samples.items():
        walls, cpus = [w for w, _ in found], [c for _, c in found]
        print(
            f"| {name} | {len(found)} | {statistics.median(walls):.1f} / {p95(walls):.1f} / {max(walls):.1f} "
            f"| {statistics.median(cpus):.1f} / {p95(cpus):.1f} / {max(cpus):.1f} |"
        )
    for name in ("/game top", "/game stats"):
        walls = [w for key, found in samples.items() if key.startswith(name) for w, _ in found]
        print(f"{name}, every call: p95 {p95(walls):.1f} ms wall over {len(walls)} calls (budget 50 ms)")


async def bench_ratings_on_both(tables: int, restarts: int, calls: int, postgres: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        await bench_ratings(Path(folder) / "history.sqlite3", tables, restarts, calls)
    if postgres:
        with running_server() as server:
            await bench_ratings(await server.new_schema(), tables, restarts, calls)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replay-runs", type=int, default=3, help="runs with boards cached, as many drawn")
    parser.add_argument("--tables", type=int, default=10_000, help="ratings kept: finished tables (0: none)")
    parser.add_argument("--restarts", type=int, default=10, help="ratings kept: restarts measured")
    parser.add_argument("--calls", type=int, default=10, help="ratings kept: top and stats calls a restart")
    parser.add_argument("--ratings-only", action="store_true", help="skip the replay benchmarks")
    parser.add_argument("--postgres", action="store_true", help="ratings kept on PostgreSQL too (pgserver)")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if not args.ratings_only:
        bench_replay(args.replay_runs)
    if args.tables:
        asyncio.run(bench_ratings_on_both(args.tables, args.restarts, args.calls, args.postgres))


if __name__ == "__main__":
    main()
