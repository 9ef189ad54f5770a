"""Boards first (issue 31; docs/architecture.md, "Publishing"), through SimCord: a board never
waits for a DM, is never posted twice, and a delivery gives up cleanly.

- an exception while a DM is drawn (not Discord's: a rendering bug) gives exactly one board and
  a failed DM entry, with one log line;
- a stop between a board and its DMs gives one board after the restart, and the DMs;
- a board Discord refuses with a 4xx is not retried for ever: marked failed at once, and one it
  refuses for now is given up after a bounded number of attempts;
- a backlog of DMs does not delay the next board;
- every post and DM carries a string nonce of at most 25 characters.
"""

import logging

import discord
import pytest

import cogs.delivery
from cogs.delivery import BOARD_ATTEMPTS, deliver, deliver_publication, nonce
from tests.support.discord_harness import idle, make_world, open_and_start
from tests.support.storage import direct_messages, outbox


@pytest.fixture
async def world(tmp_path):
    world = await make_world(tmp_path)
    bot = world.env.bot
    bot.courier.retry_first = bot.mailer.retry_first = 0.01
    try:
        yield world
    finally:
        await world.env.shutdown()
        await world.store.close()


def boards(world) -> list[discord.Message]:
    """The board posts in the table's channel: the messages with a picture."""
    return [m for m in world.public_messages() if m.attachments]


async def test_an_exception_while_a_dm_is_drawn_gives_one_board_and_a_failed_dm(world, monkeypatch, caplog):
    """The round-start DMs draw each player's hand; drawing raises a KeyError (a rendering bug):
    the start's board is posted once, its outbox entry is delivered, and each DM is marked failed
    with its error, one log line each (the start itself stands)."""
    caplog.set_level(logging.INFO)

    async def broken(*args, **kwargs):
        raise KeyError("a card without a picture")

    monkeypatch.setattr(cogs.delivery, "private_files", broken)
    table = await open_and_start(world)
    await idle(world)
    assert len(boards(world)) == 1, "one start board"
    assert [e.status for e in await outbox(world.db_path, table.id)] == ["delivered"]
    queued = await direct_messages(world.db_path, table.id)
    assert len(queued) == len(world.players), "one round-start DM each"
    assert {row["status"] for row in queued} == {"failed"}
    assert all("KeyError" in row["reason"] for row in queued)
    failed = [r for r in caplog.records if "KeyError" in r.getMessage()]
    assert len(failed) == len(world.players), "one log line per failed DM"
    assert not [r for r in caplog.records if r.exc_info], "no traceback repeated"


async def test_a_stop_between_the_board_and_its_dms_gives_one_board_after_the_restart(world):
    """The start's board goes out (the interaction's follow-up), Discord fails to open the DM
    channels for now and the process stops before trying again: after the restart the board is
    not posted again, and every player gets their round-start DM."""
    bot = world.env.bot
    bot.courier.kick = bot.mailer.kick = lambda *table_id: None  # the process stops first
    world.env.inject_error("POST", "/users/@me/channels", status=503, message="Unavailable", times=1000)
    table = await open_and_start(world)
    await deliver(bot, table.id)  # what a move's own delivery does, before the stop
    assert len(boards(world)) == 1
    assert [e.status for e in await outbox(world.db_path, table.id)] == ["delivered"], (
        "the board's id is stored before its DMs are sent"
    )
    world.env.backend.faults.clear()
    await world.restart()
    world.env.bot.mailer.retry_first = 0.01
    await idle(world)
    assert len(boards(world)) == 1, "not posted again"
    for player in world.players:
        round_start = [m for m in world.direct_messages(player) if m.attachments]
        assert len(round_start) == 1, player.user.name
    assert {row["status"] for row in await direct_messages(world.db_path, table.id)} == {"sent"}


async def move_from_a_dm(world):
    """The awaited player's first legal action, committed as from a DM (no interaction in the
    channel: the board is a channel post)."""
    table = await world.table()
    player = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
    return await world.host.submit(table.id, player.id, code, None)


async def test_a_board_refused_with_a_4xx_is_marked_failed_at_once(world, caplog):
    table = await open_and_start(world)
    await idle(world)
    caplog.set_level(logging.INFO)
    world.env.inject_error(
        "POST", f"/channels/{world.channel.id}/messages", status=400, code=50035, message="Invalid Form Body",
        times=100,
    )  # fmt: skip
    before, posts = len(world.env.backend.http_requests), len(world.public_messages())
    publication = await move_from_a_dm(world)
    await deliver_publication(world.env.bot, publication)
    await idle(world)
    assert len(world.public_messages()) == posts
    tried = [
        e
        for e in world.env.backend.http_requests[before:]
        if e.path == f"/channels/{world.channel.id}/messages"
    ]
    assert len(tried) == 1, "a refusal for good is not tried again"
    (entry,) = [e for e in await outbox(world.db_path, table.id) if e.version == publication.table.version]
    assert entry.status == "failed" and "400" in entry.reason
    assert not [r for r in caplog.records if r.exc_info], "one log line, no traceback"


async def test_a_board_refused_for_now_is_given_up_after_bounded_attempts(world):
    table = await open_and_start(world)
    await idle(world)
    world.env.inject_error(
        "POST", f"/channels/{world.channel.id}/messages", status=503, message="Unavailable", times=1000
    )
    posts = len(world.public_messages())
    publication = await move_from_a_dm(world)
    await deliver_publication(world.env.bot, publication)
    await idle(world)
    assert len(world.public_messages()) == posts
    (entry,) = [e for e in await outbox(world.db_path, table.id) if e.version == publication.table.version]
    assert (entry.status, entry.attempts) == ("failed", BOARD_ATTEMPTS)


async def test_a_dm_backlog_does_not_delay_the_next_board(world):
    """The round-start DMs wait (the DM worker is busy elsewhere): a move committed meanwhile
    gets its board at once, and the DMs follow when the worker comes to them."""
    bot = world.env.bot
    kick = bot.mailer.kick
    bot.mailer.kick = lambda: None
    table = await open_and_start(world)
    assert len(boards(world)) == 1
    publication = await move_from_a_dm(world)
    assert await deliver(bot, table.id) is None
    assert len(boards(world)) == 2, "the move's board did not wait for the DMs"
    assert {e.status for e in await outbox(world.db_path, table.id)} == {"delivered"}
    assert publication.caption in max(boards(world), key=lambda m: m.id).content
    assert {row["status"] for row in await direct_messages(world.db_path, table.id)} == {"pending"}
    kick()
    await idle(world)
    assert {row["status"] for row in await direct_messages(world.db_path, table.id)} == {"sent"}
    for player in world.players:
        assert len([m for m in world.direct_messages(player) if m.attachments]) >= 1, player.user.name


def test_nonces_are_short_strings():
    for key in (("b", 7, 12), ("b", 2**62, 2**31), ("n", 123456789012), ("d", 2**63 - 1)):
        made = nonce(*key)
        assert isinstance(made, str) and 0 < len(made) <= 25, made
    assert nonce("b", 7, "v", 12) == nonce("b", 7, "v", 12) != nonce("b", 7, "v", 13)


async def test_every_post_and_dm_carries_a_string_nonce(world, monkeypatch):
    sent: list[object] = []
    original = discord.abc.Messageable.send

    async def recorded(self, *args, **kwargs):
        sent.append(kwargs.get("nonce"))
        return await original(self, *args, **kwargs)

    monkeypatch.setattr(discord.abc.Messageable, "send", recorded)
    await open_and_start(world)
    await idle(world)
    for _ in range(3):
        await deliver_publication(world.env.bot, await move_from_a_dm(world))
    await idle(world)
    assert len(sent) >= len(world.players) + 3
    assert all(isinstance(n, str) and len(n) <= 25 for n in sent), sent
    assert len(set(sent)) == len(sent), "one nonce per message"
