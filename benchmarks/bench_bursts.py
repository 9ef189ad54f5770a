"""Bursts under Discord's limits (issue 25): many tables opened while moves are played, through
the real bot on SimCord with Discord's rate limits simulated (``tests.discord_harness.DiscordLimits``:
50 counted requests per second, 5 posts per 5 s per channel, 429 with ``retry_after`` beyond).

    .venv/bin/python -m benchmarks.bench_bursts [--tables 200] [--open-every 0.4]
        [--moves-per-second 50] [--per-second 50] [--serial [--moves-per-step 1]]

Each table has its own channel and five players of its own (each needs a DM channel created: a
counted request). Opening a table is six interactions (``/game new``, four ``/game join``,
``/game start``), each sent once the previous one is answered; a new table starts opening every
``--open-every`` seconds (200 tables in 80 s), while ``--moves-per-second`` moves (``/game act``
by the awaited player, on a started table with no move in flight) are sent on the tables
started so far, until the last table is open. Interactions are sent as Discord clients send
them, many in flight at once (``tests.discord_harness.send_slash``), not one at a time:
``actor.slash`` settles all of the bot's work before returning, its paced background requests
(DMs, lobby edits) included, which held the earlier runs of this benchmark to the pace of the
counted requests (``--serial``: that way, ``--moves-per-step`` moves after each opening step).

``--steady SECONDS``: steady play instead: every table is opened first (and its round-start
DMs sent), then ``--moves-per-second`` moves are played for that many seconds.

Boards (issue 31): each board's delay is from the commit of a move (``Host.submit`` returning)
to the mark that its board was posted (``Host.mark_delivered``, right after Discord's answer),
for every publication the board carries; p50 / p95 / max, and how many took over 1 s and over
30 s. Boards posted twice: board posts in the channels beyond the distinct boards marked. The DM
queue: the most DMs waiting at once, and when the last queued DM was sent, counted from the
start and from the last interaction answered.

Counted at the end (all must be 0): apologies in any answer, tracebacks logged (or errors
SimCord caught from the bot), seated players without their round-start DM, moves answered as
done but not in the table's log (lost), outbox entries not delivered, interactions never
answered, boards posted twice, boards failed.
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import contextlib
import logging
import random
import re
import tempfile
import time
import traceback
from pathlib import Path

import simcord

import locales
import storage
from bot import Bot
from host import FakeClock, Host
from tests.support.discord_harness import (
    DiscordLimits,
    answer_of,
    harness_settings,
    real_timers,
    said,
    send_slash,
)

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
        self.first_traceback = ""

    def emit(self, record: logging.LogRecord) -> None:
        self.tracebacks += record.exc_info is not None
        self.errors += record.levelno >= logging.ERROR
        if len(self.lines) < 10:
            self.lines.append(record.getMessage()[:160])
        if record.exc_info is not None and not self.first_traceback:
            self.first_traceback = "".join(traceback.format_exception(*record.exc_info))


def board_ids(tables) -> set[int]:
    """The ids of the bot's posts with a picture (the boards) in the tables' channels."""
    return {m.id for channel, _ in tables for m in channel.history() if m.author.bot and m.attachments}


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(len(ordered) * share))] if ordered else float("nan")


async def burst(args: argparse.Namespace) -> dict[str, object]:
    folder = Path(tempfile.mkdtemp())
    store = await storage.open_store(folder / "bench.sqlite3")
    host = Host(store, clock=FakeClock(), seeds=lambda: random.randrange(2**62))
    bot = Bot(host, sync_state=folder / "commands.hash", deadline_poll_seconds=None)
    env = simcord.Env(bot, settle_timeout=300.0)
    await env.start()
    timers = contextlib.nullcontext() if args.serial else real_timers(env)
    timers.__enter__()
    logs = Tracebacks()
    logging.getLogger().addHandler(logs)
    limits = DiscordLimits(per_second=args.per_second).install()
    apology = locales.text("en", "bot-apology")
    done_texts = (locales.text("en", "bot-done"), locales.text("en", "bot-done-heading"))
    rng = random.Random(3)
    committed: dict[tuple[int, int], float] = {}
    board_seconds: list[float] = []
    marked: set[int] = set()
    failed_boards = 0
    queue_high = 0
    last_dm = 0.0
    mark_delivered, mark_failed, done = host.mark_delivered, host.mark_failed, host.direct_message_done

    def timed(commit):
        """``commit`` (a host call committing a step), noting when each post was committed."""

        async def committing(*args, **kwargs):
            publication = await commit(*args, **kwargs)
            if publication.post_to_channel:
                committed[publication.table.id, publication.table.version] = time.perf_counter()
            return publication

        return committing

    async def timed_mark(publications, message_id, dms=()):
        nonlocal queue_high
        publications, dms = list(publications), list(dms)
        await mark_delivered(publications, message_id, dms)
        now = time.perf_counter()
        marked.add(message_id)
        for publication in publications:
            at = committed.pop((publication.table.id, publication.table.version), None)
            if at is not None:
                board_seconds.append(now - at)
        if dms:
            queue_high = max(queue_high, await store.pending_direct_messages())

    async def counted_failure(publications, *args, **kwargs):
        nonlocal failed_boards
        failed_boards += 1
        await mark_failed(publications, *args, **kwargs)

    async def timed_done(*args, **kwargs):
        nonlocal last_dm
        await done(*args, **kwargs)
        last_dm = time.perf_counter()

    host.submit, host.submit_here = timed(host.submit), timed(host.submit_here)  # type: ignore[method-assign]
    host.start, host.mark_delivered = timed(host.start), timed_mark  # type: ignore[method-assign]
    host.mark_failed, host.direct_message_done = counted_failure, timed_done  # type: ignore[method-assign]
    try:
        guild = env.create_guild(name="Burst")
        tables = []
        for number in range(args.tables):
            channel = guild.create_text_channel(f"t{number}")
            users = [guild.add_member(env.create_user(f"t{number}p{i}")) for i in range(PLAYERS)]
            tables.append((channel, users))
        started: list[tuple[int, object, dict]] = []
        moving: set[int] = set()
        answered_done = 0
        unanswered = 0
        answer_seconds: list[float] = []
        ack_seconds: list[float] = []
        slowest_ack: dict[str, float] = {}

        async def command(user, channel, name: str, **options):
            """One interaction: sent concurrently (or, ``--serial``, one at a time, settled)."""
            nonlocal unanswered
            if args.serial:
                return await user.slash(channel, name, **options)
            sent, acknowledged = time.perf_counter(), []
            record = send_slash(user, channel, name, **options)
            result = await answer_of(env, record, acknowledged=acknowledged)
            if acknowledged:
                ack_seconds.append(acknowledged[0] - sent)
                slowest_ack[name] = max(slowest_ack.get(name, 0.0), acknowledged[0] - sent)
            if result is None:
                unanswered += 1
            else:
                answer_seconds.append(time.perf_counter() - sent)
            return result

        async def move(table_id: int, channel, by_id: dict) -> None:
            nonlocal answered_done
            moving.add(table_id)
            try:
                table = await host.table(table_id)
                if table.status != "playing":
                    return
                user_id = table.seats[table.awaited[0]].user_id
                choices = await host.legal_actions(table_id, user_id, "en")
                result = await command(by_id[user_id], channel, "game act", action=rng.choice(choices).code)
                answered_done += result is not None and said(result).startswith(done_texts)
            finally:
                moving.discard(table_id)

        async def open_table(channel, users) -> None:
            opener = users[0]
            await command(opener, channel, "game new", game="saboteur")
            for user in users[1:]:
                await command(user, channel, "game join")
                if args.serial:
                    await play_serial()
            await command(opener, channel, "game start")
            table = await host.active_table(channel.id)
            started.append((table.id, channel, {user.id: user for user in users}))
            if args.serial:
                await play_serial()

        move_turn = 0

        async def play_serial() -> None:
            nonlocal move_turn
            for _ in range(args.moves_per_step):
                if started:
                    await move(*started[move_turn % len(started)])
                    move_turn += 1

        if args.steady:  # every table opened and its DMs sent first; then only moves are measured
            for number in range(0, len(tables), 20):
                await asyncio.gather(
                    *(open_table(channel, users) for channel, users in tables[number : number + 20])
                )
            for _ in range(3):
                await bot.courier.idle()
                await bot.mailer.idle()
                await env.settle()
            board_seconds.clear()
            answer_seconds.clear()
            ack_seconds.clear()
            answered_done = 0
            limits.accepted.clear()
            limits.refused.clear()
            logged_before = 0
            for table_id, _, _ in started:
                logged_before += (await host.table(table_id)).version - 1
        else:
            logged_before = 0
        wall = time.perf_counter()
        loop = asyncio.get_running_loop()
        loop_lag = 0.0

        async def watch_loop() -> None:
            """How long the event loop was blocked: a 50 ms timer's lateness, the most seen."""
            nonlocal loop_lag
            while True:
                before = time.perf_counter()
                await asyncio.sleep(0.05)
                loop_lag = max(loop_lag, time.perf_counter() - before - 0.05)

        watcher = loop.create_task(watch_loop())
        if args.slow_callbacks:  # asyncio's debug mode logs each callback over this long
            loop.set_debug(True)
            loop.slow_callback_duration = args.slow_callbacks

        async def play_moves(going_on) -> None:
            """``--moves-per-second`` moves on idle started tables while ``going_on()``."""
            moves, sent_moves = [], 0
            while going_on():
                due = wall + sent_moves / args.moves_per_second
                await asyncio.sleep(max(0.0, due - time.perf_counter()))
                idle = [entry for entry in started if entry[0] not in moving]
                if idle:
                    moves.append(loop.create_task(move(*rng.choice(idle))))
                sent_moves += 1
            await asyncio.gather(*moves)

        if args.steady:
            await play_moves(lambda: time.perf_counter() < wall + args.steady)
        elif args.serial:
            for channel, users in tables:
                await open_table(channel, users)
        else:
            openings = []

            async def open_all() -> None:
                for number, (channel, users) in enumerate(tables):
                    await asyncio.sleep(max(0.0, wall + number * args.open_every - time.perf_counter()))
                    openings.append(loop.create_task(open_table(channel, users)))
                await asyncio.gather(*openings)

            opening = loop.create_task(open_all())
            await play_moves(lambda: not opening.done())
            await opening
        played = time.perf_counter() - wall
        watcher.cancel()
        for _ in range(3):
            await bot.errands.idle()
            await bot.courier.idle()
            await bot.mailer.idle()
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
        logged = -logged_before
        for table_id, _, _ in started:
            logged += (await host.table(table_id)).version - 1  # version 1: started
        undelivered = len(await host.pending_publications())
        interactions = len(env.backend.interactions)
        board_posts = sum(
            1
            for channel, _ in tables
            for message in channel.history()
            if message.author.bot and message.attachments
        )
        mode = "one interaction at a time, settled (--serial)" if args.serial else "concurrent clients"
        if args.steady:
            mode = f"steady play for {args.steady:g} s after every table opened"
        results: dict[str, object] = {
            "mode": mode,
            "tables opened (6 interactions each)": args.tables,
            "moves answered as done": answered_done,
            "interactions": interactions,
            "seconds until the last interaction answered": round(played, 1),
            "interactions per second": round(interactions / played, 1),
            "moves per second": round(answered_done / played, 1),
        }
        if not args.serial:
            results["first response (sent to acknowledged: defer or answer) p50 / p99 / max, ms"] = (
                " / ".join(f"{percentile(ack_seconds, share) * 1000:.0f}" for share in (0.5, 0.99, 1.0))
            )
            results["slowest first response by command, ms"] = {
                name: round(seconds * 1000) for name, seconds in sorted(slowest_ack.items())
            }
            results["event loop: most late a 50 ms timer fired, ms"] = round(loop_lag * 1000)
            results["first responses later than 3 s (Discord refuses the token)"] = sum(
                seconds > 3.0 for seconds in ack_seconds
            )
            results["final answer (sent to answered, the follow-up after a defer) p50 / p99 / max, ms"] = (
                " / ".join(f"{percentile(answer_seconds, share) * 1000:.0f}" for share in (0.5, 0.99, 1.0))
            )
            results["interactions never answered"] = unanswered
        ms = " / ".join(f"{percentile(board_seconds, share) * 1000:.0f}" for share in (0.5, 0.95, 1.0))
        return results | {
            "boards: move committed to board posted p50 / p95 / max, ms": ms,
            "boards later than 1 s / later than 30 s": (
                f"{sum(s > 1.0 for s in board_seconds)} / {sum(s > 30.0 for s in board_seconds)}"
                f" of {len(board_seconds)}"
            ),
            "boards posted twice": board_posts - len(marked & board_ids(tables)),
            "boards failed": failed_boards,
            "DM queue: most waiting at once": queue_high,
            "DM queue: last DM sent, s from start / after the last answer": (
                f"{max(0.0, last_dm - wall):.1f} / {max(0.0, last_dm - wall - played):.1f}"
            ),
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
            "first traceback": logs.first_traceback,
        }
    finally:
        timers.__exit__(None, None, None)
        limits.restore()
        logging.getLogger().removeHandler(logs)
        await env.shutdown()
        await store.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--open-every", type=float, default=0.4, help="seconds between two tables' openings")
    parser.add_argument("--moves-per-second", type=float, default=50.0)
    parser.add_argument(
        "--per-second",
        type=int,
        default=50,
        help="counted requests Discord accepts per second: lower it to play a bot whose global "
        "budget other traffic (other servers, other shards' tables) spends too",
    )
    parser.add_argument("--serial", action="store_true", help="one interaction at a time, each settled")
    parser.add_argument("--moves-per-step", type=int, default=1, help="with --serial: moves after each step")
    parser.add_argument(
        "--steady", type=float, default=0.0, help="seconds of steady play after every table opened"
    )
    parser.add_argument(
        "--slow-callbacks",
        type=float,
        default=0.0,
        help="seconds: log each event-loop callback that ran longer (asyncio debug mode; slower)",
    )
    args = parser.parse_args()
    with harness_settings():
        results = asyncio.run(burst(args))
    for name, value in results.items():
        print(f"{name}: {value}")


if __name__ == "__main__":
    main()
