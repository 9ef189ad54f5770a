"""Throughput benchmark (issue 13): what a move costs through the real bot, and how many moves
per second the host and the delivery code accept across many Saboteur tables.

    .venv/bin/python -m benchmarks.bench_throughput [--tables 200] [--moves 1000]
    .venv/bin/python -m benchmarks.bench_throughput --mode concurrent [--tables 200] [--moves 3000]
    .venv/bin/python -m benchmarks.bench_throughput --open-tables 10000

``--mode discord`` (default): the real bot (bot.Bot, its cogs, a real host and database, real
rendering) on SimCord's simulated Discord in the same process; five players per table, each
move a ``/game act`` in the table's channel by its awaited player, one move at a time (SimCord
runs one interaction at a time), round robin over the tables. Measured: acknowledgement (the
user's action -> the bot's defer), board (the user's action -> the interaction settled: move
stored, actor answered, board posted as its follow-up), globally rate-limited REST requests per
move (everything but interaction responses and follow-ups), database round trips per move (calls
the aiosqlite connections run on their threads) and process CPU per move (SimCord and the
simulated players included: an upper bound of the bot's own).

``--mode concurrent``: every table at once through ``Host.submit`` and the bot's delivery code
(``cogs.delivery.deliver``: outbox read, board rendering, mark) to a Discord that only records
posts; accepted moves per second and process CPU per move.

``--open-tables N``: opens and starts N Saboteur tables (five players, one move each) through
the host and prints the process's peak resident memory.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import resource
import tempfile
import time
from pathlib import Path

import simcord

import storage
from bot import Bot
from cogs.delivery import deliver_publication
from host import FakeClock, Host, User
from tests.support.discord_harness import Acknowledgements, harness_settings
from tests.support.host import RoundTrips

INTERACTION_ROUTES = ("/interactions/", "/webhooks/")
PLAYERS = 5


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def start_tables(bot: Bot, env: simcord.Env, count: int):
    """``count`` started tables, one channel each: (channel, players by user id)."""
    guild = env.create_guild(name="Bench")
    users = [guild.add_member(env.create_user(f"p{i}")) for i in range(PLAYERS)]
    tables = []
    for number in range(count):
        channel = guild.create_text_channel(f"t{number}")
        host_user = User(users[0].id, "p0")
        table = await bot.host.open_table(guild.id, channel.id, "saboteur", host_user)
        for user in users[1:]:
            await bot.host.join(table.id, User(user.id, user.name))
        await bot.host.start(table.id, host_user)
        bot.courier.kick(table.id)
        tables.append((table.id, channel))
    await bot.courier.idle()  # the start boards, so that the moves are measured alone
    await bot.mailer.idle()
    return {user.id: user for user in users}, tables


async def through_discord(table_count: int, moves: int) -> dict[str, object]:
    """Moves one after the other (SimCord runs one interaction at a time), round robin over the
    tables."""
    folder = Path(tempfile.mkdtemp())
    store = await storage.open_store(folder / "bench.sqlite3")
    host = Host(store, clock=FakeClock(), seeds=lambda: random.randrange(2**62))
    bot = Bot(host, sync_state=folder / "commands.hash", deadline_poll_seconds=None)
    env = simcord.Env(bot)
    await env.start()
    acknowledged = Acknowledgements()
    trips = RoundTrips()
    try:
        users, tables = await start_tables(bot, env, table_count)
        rng = random.Random(1)
        ack_ms: list[float] = []
        board_ms: list[float] = []
        move_trips: list[int] = []
        requests_before = len(env.backend.http_requests)
        cpu, wall = time.process_time(), time.perf_counter()
        while len(board_ms) < moves:
            for table_id, channel in tables:
                table = await host.table(table_id)
                if table.status != "playing" or len(board_ms) >= moves:
                    continue
                user_id = table.seats[table.awaited[0]].user_id
                choices = await host.legal_actions(table_id, user_id, "en")
                acknowledged.times.clear()
                start, trips_before = time.perf_counter(), trips.count
                await users[user_id].slash(channel, "game act", action=rng.choice(choices).code)
                board_ms.append((time.perf_counter() - start) * 1000)
                move_trips.append(trips.count - trips_before)
                ack_ms.append((acknowledged.times[0] - start) * 1000)
        await bot.courier.idle()
        await bot.mailer.idle()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        counted = [
            entry
            for entry in env.backend.http_requests[requests_before:]
            if not any(route in entry.path for route in INTERACTION_ROUTES)
        ]
        done = len(board_ms)
        return {
            "tables": table_count,
            "moves (one at a time, /game act in the channel)": done,
            "ack p99 ms": quantile(ack_ms, 0.99),
            "board p95 ms": quantile(board_ms, 0.95),
            "globally limited requests per move": len(counted) / done,
            "database round trips per move (mean, most)": f"{sum(move_trips) / done:.2f}, {max(move_trips)}",
            "process CPU per move ms (bot + SimCord + players)": cpu / done * 1000,
        }
    finally:
        acknowledged.restore()
        trips.restore()
        await env.shutdown()
        await store.close()


async def concurrent(table_count: int, moves: int) -> dict[str, object]:
    """Every table playing at once through the host and the bot's delivery code
    (``cogs.delivery.deliver``: outbox, rendering, marks) to a Discord that only records posts
    (tests/discord/test_outbox_crash.py), moves offered as fast as they are accepted."""
    from tests.discord.test_outbox_crash import FakeBot, FakeDiscord

    folder = Path(tempfile.mkdtemp())
    store = await storage.open_store(folder / "bench.sqlite3")
    host = Host(store, clock=FakeClock(), seeds=lambda: random.randrange(2**62))
    bot = FakeBot(host, FakeDiscord(folder / "posts"))
    users = [User(1000 + i, f"p{i}") for i in range(PLAYERS)]
    rng = random.Random(2)
    try:
        tables = []
        for channel in range(table_count):
            table = await host.open_table(1, channel, "saboteur", users[0])
            for user in users[1:]:
                await host.join(table.id, user)
            await deliver_publication(bot, await host.start(table.id, users[0]))
            tables.append(table.id)
        done = 0
        latencies: list[float] = []

        async def play(table_id: int) -> None:
            nonlocal done
            while done < moves:
                table = await host.table(table_id)
                if table.status != "playing":
                    return
                user_id = table.seats[table.awaited[0]].user_id
                choices = await host.legal_actions(table_id, user_id, "en")
                start = time.perf_counter()
                publication = await host.submit(table_id, user_id, rng.choice(choices).code, None)
                await deliver_publication(bot, publication)
                latencies.append((time.perf_counter() - start) * 1000)
                done += 1

        cpu, wall = time.process_time(), time.perf_counter()
        await asyncio.gather(*(play(table_id) for table_id in tables))
        await bot.courier.idle()
        await bot.mailer.idle()
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        return {
            "tables (all at once)": table_count,
            "moves": done,
            "accepted moves per second": done / wall,
            "move + delivery p95 ms": quantile(latencies, 0.95),
            "process CPU per move ms": cpu / done * 1000,
        }
    finally:
        await store.close()


async def open_tables(count: int) -> dict[str, object]:
    folder = Path(tempfile.mkdtemp())
    store = await storage.open_store(folder / "bench.sqlite3")
    host = Host(store, clock=FakeClock())
    try:
        users = [User(1000 + i, f"p{i}") for i in range(PLAYERS)]
        for channel in range(count):
            table = await host.open_table(1, channel, "saboteur", users[0])
            for user in users[1:]:
                await host.join(table.id, user)
            await host.start(table.id, users[0])
            # a move on each, so that every table is loaded as a game in progress
            info = await host.table(table.id)
            seat_user = info.seats[info.awaited[0]].user_id
            code = (await host.legal_actions(table.id, seat_user, "en"))[0].code
            await host.submit(table.id, seat_user, code, None)
    finally:
        await store.close()
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {"open tables": count, "peak resident memory MB": peak_kb / 1024}


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--mode", choices=("discord", "concurrent"), default="discord")
    parser.add_argument("--open-tables", type=int, default=0)
    args = parser.parse_args()
    with harness_settings():  # as in the tests: no replay at a game's end
        if args.open_tables:
            result = asyncio.run(open_tables(args.open_tables))
        elif args.mode == "concurrent":
            result = asyncio.run(concurrent(args.tables, args.moves))
        else:
            result = asyncio.run(through_discord(args.tables, args.moves))
    print("| measure | value |")
    print("|---|---|")
    for name, value in result.items():
        print(f"| {name} | {value:.2f} |" if isinstance(value, float) else f"| {name} | {value} |")


if __name__ == "__main__":
    main()
