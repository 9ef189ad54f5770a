"""Host and storage benchmarks: ``.venv/bin/python -m benchmarks.bench_host``.

- submit latency (p50/p95) including the commit, over whole games, and separately for
  submissions on tables whose log is already long, in a database holding many other games;
- sustained commits per second with 100 tables played at once;
- resident memory of one process with 1,000 open (started) tables, each touched once.

Budget (docs/architecture.md): an action applied and persisted, p95 under 20 ms. Every seat is human so
that each submit is exactly one applied and committed action. Latency is wall-clock; beside it
is the CPU time the process spent on the submit (event loop and database thread), which the
load of other programs on a shared machine does not inflate. The load average is printed.
"""

from __future__ import annotations

import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import rules
import storage
from host import Host, SystemClock, User

SEATS = 4
LONG_LOG = 100
"""A submission counts as "on a long log" when the table already has this many entries."""


def players(game, n=SEATS):
    return [User(10_000 + i, f"Player {i}") for i in range(max(game.min_players, min(n, game.max_players)))]


async def started_table(host: Host, game, channel_id: int) -> int:
    users = players(game)
    table = await host.open_table(1, channel_id, game.id, users[0])
    for user in users[1:]:
        await host.join(table.id, user)
    await host.start(table.id, users[0])
    return table.id


async def random_move(host: Host, table_id: int, rng: random.Random) -> tuple[float, float, int] | None:
    """Submit one random legal action; returns (wall seconds, CPU seconds of the process, log
    length before) or None when the game is over."""
    info = await host.table(table_id)
    if info.status != "playing":
        return None
    user_id = info.seats[info.awaited[0]].user_id
    code = rng.choice(await host.legal_actions(table_id, user_id, "en")).code
    began, cpu = time.perf_counter(), time.process_time()
    await host.submit(table_id, user_id, code, info.version)
    return time.perf_counter() - began, time.process_time() - cpu, info.version - 1


def percentile(values: list[float], q: float) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1] if len(values) > 1 else values[0]


async def bench_latency(host: Host, game, games: int) -> list[str]:
    rng = random.Random(1)
    timings: list[tuple[float, float, int]] = []
    for channel in range(games):
        table_id = await started_table(host, game, 1_000 + channel)
        while (result := await random_move(host, table_id, rng)) is not None:
            timings.append(result)
    longest = max(length for *_, length in timings)
    rows = []
    for label, selected in (
        (f"all moves of {games} games", timings),
        (f"log already {LONG_LOG}-{longest} entries", [t for t in timings if t[2] >= LONG_LOG]),
    ):
        if selected:
            wall = [t[0] * 1000 for t in selected]
            cpu = [t[1] * 1000 for t in selected]
            rows.append(
                f"| {game.id} | submit p50 / p95, {label} ({len(selected)}) | "
                f"{percentile(wall, 50):.1f} / {percentile(wall, 95):.1f} ms "
                f"(CPU {percentile(cpu, 50):.1f} / {percentile(cpu, 95):.1f} ms) |"
            )
    return rows


async def bench_throughput(host: Host, game, tables: int, moves: int) -> list[str]:
    ids = [await started_table(host, game, 2_000 + i) for i in range(tables)]

    async def play(table_id: int, seed: int) -> int:
        rng = random.Random(seed)
        done = 0
        while done < moves and await random_move(host, table_id, rng) is not None:
            done += 1
        return done

    began = time.perf_counter()
    commits = sum(await asyncio.gather(*(play(table_id, i) for i, table_id in enumerate(ids))))
    elapsed = time.perf_counter() - began
    return [
        f"| {game.id} | sustained commits/s, {tables} tables at once ({commits} commits) | "
        f"{commits / elapsed:.0f} /s |"
    ]


def resident_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


async def bench_memory(host: Host, game, tables: int) -> list[str]:
    before = resident_mb()
    rng = random.Random(3)
    for i in range(tables):
        table_id = await started_table(host, game, 3_000 + i)
        await random_move(host, table_id, rng)
    after = resident_mb()
    return [
        f"| {game.id} | resident memory with {tables} open tables (growth while opening them) | "
        f"{after:.0f} MB ({after - before:+.0f} MB) |"
    ]


async def main(quick: bool) -> None:
    rows = ["| game | measure | result |", "|---|---|---|"]
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    with tempfile.TemporaryDirectory() as scratch:
        for game in rules.GAMES.values():
            store = await storage.open_store(Path(scratch) / f"{game.id}.sqlite3")
            host = Host(store, SystemClock())
            rows += await bench_memory(host, game, 100 if quick else 1_000)
            rows += await bench_latency(host, game, 2 if quick else 10)
            rows += await bench_throughput(host, game, 100, 5 if quick else 10)
            await store.close()
    print("\n".join(rows))
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    asyncio.run(main(quick="--quick" in sys.argv))
