"""A bot process without Discord, for the tests and benchmarks of several processes on one
PostgreSQL database (issue 16): ``python -m tests.host.host_process MODE URL [ARGS]``. It opens a
host on the database, prints ``ready``, waits for a line on standard input (so that every
process starts at once), then plays and prints one line per committed result:

- ``race TABLE_IDS MOVES``: on each table, submit the awaited seat's ``step:1`` against the
  version it read, until the table has MOVES logged actions; ``accepted TABLE VERSION`` for
  each accepted submission, ``refused TABLE VERSION`` for each one refused as out of date or
  not the player's turn.
- ``stream FIRST_CHANNEL``: play new tables one after another (``moved TABLE VERSION CODE``
  after each committed move) while sending due reminders and playing expired turns (``fired
  TABLE VERSION`` for each timeout published); the clock stands at ``NOW``, after every
  deadline the test set. Stops when standard input closes.
- ``claim TABLE``: claim the delivery of the table's outbox, print ``claimed True`` (or
  ``False``) and hold the claim until standard input closes.
- ``bench TABLE_IDS MOVES``: play MOVES random legal moves on each of its own tables (fewer
  where the game ends), all tables at once; print ``done COUNT`` (for
  ``benchmarks/bench_processes.py``).

A line is printed only after the host returned, that is after the commit: what is printed is
acknowledged.
"""

from __future__ import annotations

import asyncio
import random
import sys

from host import FakeClock, HostError, User
from host.host import Host
from tests.support.host import open_host

NOW = 10_000_000.0
"""The processes' clock: later than any deadline of the tables the tests open at 1000."""


def say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


async def race(host: Host, table_ids: list[int], moves: int) -> None:
    async def play(table_id: int) -> None:
        while (info := await host.table(table_id)).version <= moves:
            user_id = info.seats[info.awaited[0]].user_id
            try:
                await host.submit(table_id, user_id, "step:1", info.version)
            except HostError as refusal:
                say(f"refused {table_id} {info.version} {type(refusal).__name__}")
            else:
                say(f"accepted {table_id} {info.version}")

    await asyncio.gather(*(play(table_id) for table_id in table_ids))


async def bench(host: Host, table_ids: list[int], moves: int) -> None:
    async def play(table_id: int) -> int:
        rng = random.Random(table_id)
        accepted = 0
        while accepted < moves and (info := await host.table(table_id)).status == "playing":
            user_id = info.seats[info.awaited[0]].user_id
            code = rng.choice(await host.legal_actions(table_id, user_id, "en")).code
            await host.submit(table_id, user_id, code, info.version)
            accepted += 1
        return accepted

    say(f"done {sum(await asyncio.gather(*(play(table_id) for table_id in table_ids)))}")


async def stream(host: Host, first_channel: int) -> None:
    async def moves() -> None:
        rng = random.Random(first_channel)
        users = [User(first_channel + 1, "Player 1"), User(first_channel + 2, "Player 2")]
        for channel in range(first_channel, first_channel + 1000):
            table = await host.open_table(1, channel, "race", users[0], {"goal": 12})
            await host.join(table.id, users[1])
            await host.start(table.id, users[0])
            while (info := await host.table(table.id)).status == "playing":
                user_id = info.seats[info.awaited[0]].user_id
                code = rng.choice(await host.legal_actions(table.id, user_id, "en")).code
                await host.submit(table.id, user_id, code, info.version)
                say(f"moved {table.id} {info.version} {code}")

    async def deadlines() -> None:
        while True:
            try:
                published = await host.run_due()
            except HostError:  # a table another process holds past the lock timeout: next round
                continue
            for result in published:
                if getattr(result, "kind", None) == "timeout":
                    say(f"fired {result.table.id} {result.table.version}")
            await asyncio.sleep(0.01)

    tasks = [asyncio.create_task(moves()), asyncio.create_task(deadlines())]
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)  # until stdin closes
    for task in tasks:
        task.cancel()
    await asyncio.gather(*tasks, return_exceptions=True)


async def main(mode: str, url: str, *args: str) -> None:
    host = await open_host(url, FakeClock(NOW))
    try:
        say("ready")
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        if mode == "stream":
            await stream(host, int(args[0]))
        elif mode == "claim":
            async with host.delivery_claim(int(args[0])) as claimed:
                say(f"claimed {claimed}")
                await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
        else:
            table_ids = [int(table_id) for table_id in args[0].split(",")]
            await (race if mode == "race" else bench)(host, table_ids, int(args[1]))
    finally:
        await host.store.close()


if __name__ == "__main__":
    asyncio.run(main(*sys.argv[1:]))
