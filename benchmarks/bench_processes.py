"""PostgreSQL next to SQLite, and two bot processes on one PostgreSQL (issue 16):
``.venv/bin/python -m benchmarks.bench_processes [--quick] [--game saboteur] [--spread-only]``.

- one process, each backend: submit latency p50/p95 over whole games and sustained commits per
  second with 100 tables at once (``benchmarks.bench_host``'s measures, so the SQLite rows are
  comparable with its table);
- accepted moves per second across 200 tables, played by one process, then by two processes
  (``tests/host/host_process.py bench``, 100 tables each) on the same server; budget: two at least
  1.5 times one.

The PostgreSQL server is a throwaway one (``tests.support.pg_server``) with PostgreSQL's durable
defaults: a commit returns once it is flushed to disk. SQLite runs as the bot runs it (WAL,
synchronous=NORMAL: a commit is in the operating system's hands, not yet on disk), so the
PostgreSQL rows are also given with ``synchronous_commit=off`` (a query parameter of
DATABASE_URL), the same promise: a killed bot loses nothing, a power cut the last moments.
Every seat is human, so each submit is one applied and committed action.
"""

from __future__ import annotations

import asyncio
import os
import resource
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import rules
import storage
from benchmarks.bench_host import bench_latency, bench_throughput, started_table
from host import Host, SystemClock
from tests.support.pg_server import PostgresServer, running_server

ROOT = Path(__file__).resolve().parent.parent
SPREAD_TABLES = 200


async def one_process_rows(label: str, database: str | Path, game, quick: bool) -> list[str]:
    host = Host(await storage.open_storage(database), SystemClock())
    try:
        rows = await bench_latency(host, game, 2 if quick else 6)
        rows += await bench_throughput(host, game, 100, 5 if quick else 10)
    finally:
        await host.store.close()
    return [row.replace(f"| {game.id} |", f"| {label} | {game.id} |", 1) for row in rows]


@dataclass(frozen=True)
class Spread:
    """One run of ``spread``: accepted moves, wall seconds, CPU seconds of the bot processes
    and of the PostgreSQL server."""

    accepted: int
    seconds: float
    bot_cpu: float
    server_cpu: float


async def spread(
    server: PostgresServer, url: str, game, processes: int, moves: int, first_channel: int
) -> Spread:
    """``processes`` processes playing ``moves`` moves on each of SPREAD_TABLES new tables."""
    host = Host(await storage.open_storage(url), SystemClock())
    try:
        ids = [await started_table(host, game, first_channel + i) for i in range(SPREAD_TABLES)]
    finally:
        await host.store.close()
    shares = [ids[i::processes] for i in range(processes)]
    workers = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "tests.host.host_process",
                "bench",
                url,
                ",".join(map(str, share)),
                str(moves),
            ],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for share in shares
    ]
    for worker in workers:
        assert worker.stdout.readline() == "ready\n"
    await asyncio.sleep(0.5)  # the server reaps the backends of the closed set-up connections
    began, cpu, server_cpu = time.perf_counter(), _children_cpu(), server.cpu_seconds()
    for worker in workers:
        worker.stdin.write("go\n")
        worker.stdin.flush()
    accepted = sum(int(worker.stdout.readline().split()[1]) for worker in workers)
    elapsed = time.perf_counter() - began
    for worker in workers:
        worker.communicate()
    # a backend that has just ended is counted neither as running nor as ended until the
    # server reaps it
    await asyncio.sleep(0.5)
    return Spread(accepted, elapsed, _children_cpu() - cpu, server.cpu_seconds() - server_cpu)


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


async def main(quick: bool, game_id: str, spread_only: bool) -> None:
    game = rules.GAMES[game_id]
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    with tempfile.TemporaryDirectory() as scratch, running_server(durable=True) as server:
        durable = await server.new_schema()
        relaxed = f"{await server.new_schema()}&synchronous_commit=off"
        if not spread_only:
            rows = ["| backend | game | measure | result |", "|---|---|---|---|"]
            rows += await one_process_rows(
                "SQLite (WAL, NORMAL)", Path(scratch) / "bench.sqlite3", game, quick
            )
            rows += await one_process_rows("PostgreSQL", durable, game, quick)
            rows += await one_process_rows("PostgreSQL, synchronous_commit=off", relaxed, game, quick)
            print("\n".join(rows), flush=True)
        moves = 5 if quick else 15
        table = [
            "| PostgreSQL | processes | tables | accepted moves | moves/s | CPU: bot processes, server "
            "| CPU ms per move: bot, server |",
            "|---|---|---|---|---|---|---|",
        ]
        ratios = []
        for label, url in (("durable", durable), ("synchronous_commit=off", relaxed)):
            rates = []
            for processes, channel in ((1, 10_000), (2, 20_000)):
                run = await spread(server, url, game, processes, moves, channel)
                rates.append(run.accepted / run.seconds)
                table.append(
                    f"| {label} | {processes} | {SPREAD_TABLES} | {run.accepted} | {rates[-1]:.0f} "
                    f"| {run.bot_cpu / run.seconds:.2f} + {run.server_cpu / run.seconds:.2f} cores "
                    f"| {run.bot_cpu / run.accepted * 1e3:.2f} + {run.server_cpu / run.accepted * 1e3:.2f} |"
                )
            ratios.append(f"{label}: {rates[1] / rates[0]:.2f}x")
        print("\n".join(table))
        print(f"two processes / one: {', '.join(ratios)} (budget: at least 1.5x)")
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    game_id = sys.argv[sys.argv.index("--game") + 1] if "--game" in sys.argv else "saboteur"
    asyncio.run(main(quick="--quick" in sys.argv, game_id=game_id, spread_only="--spread-only" in sys.argv))
