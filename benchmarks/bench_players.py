"""What playing over days (issue 17) adds to a move and costs to look at:
``.venv/bin/python -m benchmarks.bench_players [--tables 200] [--calls 2000]``.

A channel post tells whom to ping and whom to DM (``turn_notices``) and who is in quiet hours
(``quiet_players``), from the players' settings: read with the table by a move delivered at once,
read again (``player_settings``) for a post delivered from the outbox later; ``/game mine`` loads every table
of one player (``my_tables``). Each is timed as the mean wall-clock and CPU time per call, with one
player seated at ``--tables`` running tables of which every other waits for them. The load
average is printed: wall-clock time on a shared machine includes other programs' work.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from pathlib import Path

from host import FakeClock, User
from tests.support.host import open_host

ALICE, BOB = User(1, "Alice"), User(2, "Bob")


async def timed(call, calls: int) -> tuple[float, float]:
    for _ in range(min(50, calls)):
        await call()
    wall, cpu = time.perf_counter(), time.process_time()
    for _ in range(calls):
        await call()
    return (time.perf_counter() - wall) / calls * 1e6, (time.process_time() - cpu) / calls * 1e6


async def measure(tables: int, calls: int) -> list[tuple[str, float, float]]:
    host = await open_host(Path(tempfile.mkdtemp()) / "players.sqlite3", FakeClock())
    try:
        info = None
        for number in range(tables):
            first, second = (ALICE, BOB) if number % 2 else (BOB, ALICE)
            table = await host.open_table(1, number + 1, "race", first, options={"goal": 50})
            await host.join(table.id, second)
            info = (await host.start(table.id, first)).table
        await host.set_notifications(ALICE.id, quiet="23:00-08:00", zone="Europe/Budapest", dm_on_turn=True)

        async def told_from_the_outbox() -> None:
            settings = await host.player_settings([ALICE.id, BOB.id])
            host.turn_notices(info, settings)
            host.quiet_players(settings)

        async def told_at_once() -> None:
            host.turn_notices(info, published.players)
            host.quiet_players(published.players)

        published = await host.submit(info.id, info.seats[info.awaited[0]].user_id, "step:1")
        notices = await timed(told_from_the_outbox, calls)
        quiet = await timed(told_at_once, calls)
        mine = await timed(lambda: host.my_tables(ALICE.id), max(1, calls // 100))
        return [
            ("whom a post tells, delivered from the outbox (one read)", *notices),
            ("whom a post tells, delivered at once (settings read with the table)", *quiet),
            (f"my_tables ({tables} tables)", *mine),
        ]
    finally:
        await host.store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--calls", type=int, default=2000)
    args = parser.parse_args()
    rows = asyncio.run(measure(args.tables, args.calls))
    print(f"load average {os.getloadavg()[0]:.1f}")
    print("| call | wall µs per call | CPU µs per call |")
    print("|---|---|---|")
    for name, wall, cpu in rows:
        print(f"| {name} | {wall:.0f} | {cpu:.0f} |")


if __name__ == "__main__":
    main()
