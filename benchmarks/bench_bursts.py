"""Bursts under Discord's limits (issue 25): many tables opened while moves are played, through
the real bot on SimCord with Discord's rate limits simulated (``tests.discord_harness.DiscordLimits``:
50 counted requests per second, 5 posts per 5 s per channel, 429 with ``retry_after`` beyond).

    .venv/bin/python -m benchmarks.bench_bursts [--tables 200] [--moves-per-step 1] [--per-second 50]

Each table has its own channel and five players of its own (each needs a DM channel created: a
counted request). Opening a table is six interactions (``/game new``, four ``/game join``,
``/game start``); after each of them ``--moves-per-step`` moves are played (``/game act`` by
the awaited player) on the tables already started, round robin. SimCord runs one interaction at
a time, so "at once" is as fast as the bot answers them, back to back; the bot's deliveries,
lobby edits and retries run between them and alongside.

Counted at the end (all must be 0): apologies in any answer, tracebacks logged (or errors
SimCord caught from the bot), seated players without their round-start DM, moves answered as
done but not in the table's log (lost), outbox entries not delivered.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import logging
import random
import re
import tempfile
import time
from pathlib import Path

import simcord

import locales
import storage
from bot import GameBot
from host import FakeClock, Host
from tests.support.discord_harness import DiscordLimits, harness_settings, said

PLAYERS = 5


def refused_route(request: str) -> str:
    """``POST /channels/123/messages`` -> ``POST /channels/{id}/messages``."""
    return re.sub(r"\d+", "{id}", request)


class Tracebacks(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.WARNING)
        self.tracebacks = 0
        self.errors = 0
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.tracebacks += record.exc_info is not None
        self.errors += record.levelno >= logging.ERROR
        if len(self.lines) < 10:
            self.lines.append(record.getMessage()[:160])


async def burst(table_count: int, moves_per_step: int, per_second: int) -> dict[str, object]:
    folder = Path(tempfile.mkdtemp())
    store = await storage.open_store(folder / "bench.sqlite3")
    host = Host(store, clock=FakeClock(), seeds=lambda: random.randrange(2**62))
    bot = GameBot(host, sync_state=folder / "commands.hash", deadline_poll_seconds=None)
    env = simcord.Env(bot, settle_timeout=120.0)
    await env.start()
    logs = Tracebacks()
    logging.getLogger().addHandler(logs)
    limits = DiscordLimits(per_second=per_second).install()
    apology = locales.text("en", "bot-apology")
    done_texts = (locales.text("en", "bot-done"), locales.text("en", "bot-done-heading"))
    rng = random.Random(3)
    try:
        guild = env.create_guild(name="Burst")
        tables = []
        for number in range(table_count):
            channel = guild.create_text_channel(f"t{number}")
            users = [guild.add_member(env.create_user(f"t{number}p{i}")) for i in range(PLAYERS)]
            tables.append((channel, users))
        started: list[tuple[int, object, dict]] = []
        answered_done = 0
        move_turn = 0

        async def play_moves() -> None:
            nonlocal answered_done, move_turn
            for _ in range(moves_per_step):
                if not started:
                    return
                table_id, channel, by_id = started[move_turn % len(started)]
                move_turn += 1
                table = await host.table(table_id)
                if table.status != "playing":
                    continue
                user_id = table.seats[table.awaited[0]].user_id
                choices = await host.legal_actions(table_id, user_id, "en")
                result = await by_id[user_id].slash(channel, "game act", action=rng.choice(choices).code)
                answered_done += said(result).startswith(done_texts)

        wall = time.perf_counter()
        for channel, users in tables:
            opener = users[0]
            await opener.slash(channel, "game new", game="saboteur")
            await play_moves()
            for user in users[1:]:
                await user.slash(channel, "game join")
                await play_moves()
            await opener.slash(channel, "game start")
            table = await host.active_table(channel.id)
            started.append((table.id, channel, {user.id: user for user in users}))
            await play_moves()
        played = time.perf_counter() - wall
        for _ in range(3):
            await bot.errands.idle()
            await bot.courier.idle()
            await env.settle()
        drained = time.perf_counter() - wall

        apologies = 0
        for record in env.backend.interactions.values():
            result = simcord.InteractionResult(env, record)
            apologies += apology in said(result)
        without_dm = 0
        for channel, users in tables:
            for user in users:
                dms = user.user.dm_channel.history() if user.user.dm_channel else []
                without_dm += not any(
                    f"<#{channel.id}>" in m.content and m.attachments for m in dms if m.author.bot
                )
        logged = 0
        for table_id, _, _ in started:
            logged += (await host.table(table_id)).version - 1  # version 1: started
        undelivered = len(await host.pending_publications())
        interactions = len(env.backend.interactions)
        return {
            "tables opened (6 interactions each)": table_count,
            "moves answered as done": answered_done,
            "interactions": interactions,
            "seconds until the last interaction answered": round(played, 1),
            "interactions per second": round(interactions / played, 1),
            "moves per second": round(answered_done / played, 1),
            "seconds until every delivery and retry was done": round(drained, 1),
            "counted requests accepted / refused with 429": f"{len(limits.accepted)} / {len(limits.refused)}",
            "apologies": apologies,
            "tracebacks logged": logs.tracebacks + len(env.errors_since(0)),
            "errors logged": logs.errors,
            "seated players without their round-start DM": without_dm,
            "lost moves (answered done, not in the log)": answered_done - logged,
            "outbox entries not delivered": undelivered,
            "refused, by route": dict(collections.Counter(refused_route(r) for r in limits.refused)),
            "first warnings": logs.lines,
        }
    finally:
        limits.restore()
        logging.getLogger().removeHandler(logs)
        await env.shutdown()
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--moves-per-step", type=int, default=1)
    parser.add_argument(
        "--per-second",
        type=int,
        default=50,
        help="counted requests Discord accepts per second: lower it to play a bot whose global "
        "budget other traffic (other servers, other shards' tables) spends too",
    )
    args = parser.parse_args()
    with harness_settings():
        results = asyncio.run(burst(args.tables, args.moves_per_step, args.per_second))
    for name, value in results.items():
        print(f"{name}: {value}")


if __name__ == "__main__":
    main()
