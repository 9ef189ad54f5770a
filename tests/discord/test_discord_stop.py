"""A graceful stop answers what it acknowledged (issue 25): SIGTERM reaches the bot through the
handler ``bot.run_bot`` installs (``bot.stop_on_signals``) a moment after it acknowledged an
interaction; the interaction still gets its answer (or, when its work cannot finish in time, a
short true one), and nothing is logged as a fault, the database being closed right after the bot
as ``run_bot`` does."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from collections.abc import AsyncIterator, Awaitable

import pytest

import cogs.history
import locales
from bot import stop_on_signals
from tests.support.discord_harness import Acknowledgements, attachments, finish_tables, open_and_start, said


@pytest.fixture
async def signals(world) -> AsyncIterator[None]:
    stop_on_signals(world.env.bot)
    yield
    for signum in (signal.SIGTERM, signal.SIGINT):
        asyncio.get_running_loop().remove_signal_handler(signum)


async def sigterm_after_acknowledged(world, asking: Awaitable, seconds: float):
    """Send the interaction ``asking``; ``seconds`` after the bot acknowledged it, SIGTERM; then
    wait for the bot to close and close the database, as ``run_bot`` does. Its result."""
    acknowledged = Acknowledgements()
    try:
        sent = asyncio.ensure_future(asking)
        while not acknowledged.times and not sent.done():
            await asyncio.sleep(0.005)
        await asyncio.sleep(seconds)
        os.kill(os.getpid(), signal.SIGTERM)
        result = await sent
    finally:
        acknowledged.restore()
    while not world.env.bot.is_closed():
        await asyncio.sleep(0.01)
    await world.env.bot.close()  # waits for the close the signal began
    await world.store.close()
    await asyncio.sleep(0.3)  # whatever the stop left running would fail now, on the closed database
    return result


def faults(world, caplog) -> list[str]:
    logged = [r.getMessage() for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    return logged + [repr(error) for error in world.env.errors_since(0)]


async def test_a_replay_acknowledged_before_sigterm_is_still_answered(world, signals, caplog):
    alice = world.players[0]
    [table_id] = await finish_tables(world, 1)
    with caplog.at_level(logging.INFO):
        replayed = await sigterm_after_acknowledged(
            world, alice.slash(world.channel, "game replay", table=table_id), 0.3
        )
    [picture] = attachments(replayed)
    assert picture.filename.startswith("replay")
    assert faults(world, caplog) == []


async def test_work_that_cannot_finish_in_time_gets_a_true_short_answer(world, signals, caplog, monkeypatch):
    """A replay that would take longer than the stop allows is cancelled; its user reads that
    the bot is restarting, in their own language."""
    alice = world.players[0]
    world.client_locales[alice.id] = "hu"
    [table_id] = await finish_tables(world, 1)

    async def endless(*args, **kwargs):
        await asyncio.Event().wait()

    monkeypatch.setattr(cogs.history.pool, "replay", endless)
    world.env.bot.in_flight.grace = 0.2
    with caplog.at_level(logging.INFO):
        replayed = await sigterm_after_acknowledged(
            world, alice.slash(world.channel, "game replay", table=table_id), 0.05
        )
    assert said(replayed) == locales.text("hu", "bot-restarting-unsure")
    assert faults(world, caplog) == []


async def test_a_stop_right_after_a_move_answers_it_and_logs_no_fault(world, signals, caplog):
    table = await open_and_start(world)
    player = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
    with caplog.at_level(logging.INFO):
        moved = await sigterm_after_acknowledged(
            world, player.slash(world.channel, "game act", action=code), 0.0
        )
    assert said(moved).startswith((locales.text("en", "bot-done"), locales.text("en", "bot-done-heading")))
    assert faults(world, caplog) == []


async def test_an_interaction_during_the_stop_is_refused_at_once(world):
    """While the stop waits for acknowledged work, a new command does nothing and says why."""
    bob = world.players[1]
    in_flight = world.env.bot.in_flight

    async def unfinished() -> None:
        in_flight.track()
        await asyncio.Event().wait()

    work = asyncio.ensure_future(unfinished())
    await asyncio.sleep(0)
    stopping = asyncio.ensure_future(in_flight.finish())
    await asyncio.sleep(0)
    refused = await bob.slash(world.channel, "game new", game="saboteur")
    assert refused.ephemeral and said(refused) == locales.text("en", "bot-restarting")
    assert await world.host.active_table(world.channel.id) is None
    work.cancel()
    await stopping
