"""Crash safety: a child process plays a stream of actions and is killed with SIGKILL at a
random moment; after reopening, every action it reported as committed is in the log, each
snapshot equals the replay of its log, and play continues.

Children are forked from a "zygote" (this module run as a script) that imported everything
once, so each of the runs costs a fork instead of a Python start-up.
"""

from __future__ import annotations

import asyncio
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import storage
from host import FakeClock, Host, User
from tests.support.crash import kill_after_first_write, running_zygote, start_child
from tests.support.host import GAME_IDS, GAMES, open_host, replayed_matches_snapshot
from tests.support.storage import tables

RUNS = 24


async def play_stream(db_path: Path, game_id: str, seed: int, report_fd: int) -> None:
    """Open tables one after another and play them with random legal actions, writing
    "table seq code" to ``report_fd`` after each submission returns (that is, committed)."""
    host = await open_host(db_path, FakeClock())
    game = GAMES[game_id]
    rng = random.Random(seed)
    for channel in range(1, 1_000):
        users = [User(1000 + i, f"Player {i}") for i in range(game.min_players)]
        table = await host.open_table(1, channel, game_id, users[0])
        for user in users[1:]:
            await host.join(table.id, user)
        if game.max_players > game.min_players:
            await host.add_ai(table.id, users[0])
        await host.start(table.id, users[0])
        while (info := await host.table(table.id)).status == "playing":
            user_id = next(info.seats[s].user_id for s in info.awaited if not info.seats[s].is_ai)
            code = rng.choice(await host.legal_actions(table.id, user_id, "en")).code
            await host.submit(table.id, user_id, code, info.version)
            os.write(report_fd, f"{table.id} {info.version} {code}\n".encode())


def zygote() -> None:
    """Read "db game seed" lines; fork a child playing that stream for each; print its pid."""
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)  # children are reaped automatically
    for line in sys.stdin:
        db_path, game_id, seed = line.split()
        pid = os.fork()
        if pid == 0:
            fd = os.open(f"{db_path}.reports", os.O_WRONLY | os.O_CREAT | os.O_APPEND)
            asyncio.run(play_stream(Path(db_path), game_id, int(seed), fd))
            os._exit(0)
        print(pid, flush=True)


def run_and_kill(
    zygote_process: subprocess.Popen, db_path: Path, game_id: str, rng: random.Random
) -> list[str]:
    """Start a child, let it commit for a random while, SIGKILL it; return its reports."""
    reports = Path(f"{db_path}.reports")
    pid = start_child(zygote_process, f"{db_path} {game_id} {rng.randrange(10**6)}")
    kill_after_first_write(pid, reports, rng, wait=20, longest=0.1)
    return reports.read_text().splitlines() if reports.exists() else []


async def check_after_crash(db_path: Path, reports: list[str]) -> None:
    host = await open_host(db_path, FakeClock())
    try:
        assert reports, "the child committed nothing before it was killed"
        for line in reports:
            table_id, seq, code = line.split()
            entry = (await host.store.log(int(table_id), after_seq=int(seq) - 1))[0]
            assert (entry.seq, entry.code) == (int(seq), code), line
        playing = await tables(db_path, "playing")
        for record in [*playing, *await tables(db_path, "finished")]:
            assert record.version == len(await host.store.log(record.id)) + 1
            assert await replayed_matches_snapshot(host, record.id)
        await continue_play(host, playing)
    finally:
        await host.store.close()


async def continue_play(host: Host, playing: list[storage.TableRecord]) -> None:
    """Every interrupted table takes its next move (AI seats first, if the kill came between
    a human move and the AI moves it triggers)."""
    await host.run_due()
    for record in playing:
        info = await host.table(record.id)
        if info.status != "playing":
            continue
        user_id = next(info.seats[s].user_id for s in info.awaited if not info.seats[s].is_ai)
        choice = (await host.legal_actions(info.id, user_id, "en"))[0]
        published = await host.submit(info.id, user_id, choice.code, info.version)
        assert published.table.version > info.version
        assert await replayed_matches_snapshot(host, info.id)


async def test_sigkilled_child_loses_no_committed_action(tmp_path):
    rng = random.Random(20)
    with running_zygote("tests.host.test_host_crash") as process:
        for run in range(RUNS):
            db_path = tmp_path / f"run{run}.sqlite3"
            reports = run_and_kill(process, db_path, GAME_IDS[run % len(GAME_IDS)], rng)
            await check_after_crash(db_path, reports)


if __name__ == "__main__":
    zygote()
