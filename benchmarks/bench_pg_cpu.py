"""CPU per accepted move on PostgreSQL, of the bot processes and of the server (issue 16):
``.venv/bin/python -m benchmarks.bench_pg_cpu [--runs 3] [--moves 15] [--processes 1]
[--game saboteur]``.

PROCESSES bot processes (``tests/host/host_process.py bench``) play MOVES moves on each of 200 new
tables, split between them (``benchmarks.bench_processes.spread``), RUNS times, each run in a
new schema of one durable server. Printed per run and as the median: CPU milliseconds per move
of the bot processes and of the server (all its processes: backends, WAL writer, checkpointer,
autovacuum). CPU per move, unlike moves per second, depends little on what else the machine
runs, so it tells what a change to the store or the schema costs or saves. Two processes can
gain at most 2 / (1 + server CPU / bot CPU) on a 2-core machine that runs the server too.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys

import rules
from benchmarks.bench_processes import SPREAD_TABLES, spread
from tests.support.pg_server import running_server


async def main(runs: int, moves: int, processes: int, game_id: str) -> None:
    game = rules.GAMES[game_id]
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    print("| run | accepted moves | moves/s | bot CPU ms/move | server CPU ms/move | ceiling of two / one |")
    print("|---|---|---|---|---|---|", flush=True)
    bot, server_ms = [], []
    with running_server(durable=True) as server:
        for number in range(1, runs + 1):
            url = await server.new_schema()
            run = await spread(server, url, game, processes, moves, 10_000)
            bot.append(1000 * run.bot_cpu / run.accepted)
            server_ms.append(1000 * run.server_cpu / run.accepted)
            print(
                f"| {number} | {run.accepted} | {run.accepted / run.seconds:.0f} | {bot[-1]:.2f} "
                f"| {server_ms[-1]:.2f} | {2 / (1 + server_ms[-1] / bot[-1]):.2f}x |",
                flush=True,
            )
    bot_median, server_median = statistics.median(bot), statistics.median(server_ms)
    print(
        f"| median of {runs} ({processes} process(es), {SPREAD_TABLES} tables) | | | {bot_median:.2f} "
        f"| {server_median:.2f} | {2 / (1 + server_median / bot_median):.2f}x |"
    )
    print(f"load average at the end: {os.getloadavg()[0]:.1f}")


def _option(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


if __name__ == "__main__":
    runs, moves, processes = (int(_option(name, default)) for name, default in (
        ("--runs", "3"), ("--moves", "15"), ("--processes", "1")
    ))  # fmt: skip
    asyncio.run(main(runs, moves, processes, _option("--game", "saboteur")))
