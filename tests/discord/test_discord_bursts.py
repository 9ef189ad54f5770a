"""Bursts under Discord's limits (issue 25; docs/architecture.md, "Publishing"), through SimCord
with its bot HTTP client rate limited (``DiscordLimits``: 429 with ``retry_after``):

- ``/game new``, ``/game join`` and ``/game start`` answer truthfully while every counted
  request is refused: the lobby is the interaction's own public follow-up (not counted), its
  edits wait for the budget; no apology, no traceback in the log;
- lobby edits are coalesced: at most one waits per table, the newest state wins;
- every seated player gets their round-start DM although the first attempts were refused, and
  still after a restart when the process stopped before it could send them.
"""

import logging

import pytest

import locales
from cogs.delivery import deliver
from cogs.hosting import refresh_lobby
from host import User
from rules.core import required
from tests.support.discord_harness import DiscordLimits, make_world, said
from tests.support.storage import direct_messages, outbox

APOLOGY = locales.text("en", "bot-apology")


@pytest.fixture
async def limited(tmp_path):
    world = await make_world(tmp_path)
    world.env.settle_timeout = 30.0  # real pauses of a second or two: Discord's retry_after
    limits = DiscordLimits().install()
    bot = world.env.bot
    bot.courier.retry_first = bot.errands.retry_first = bot.mailer.retry_first = 0.05
    try:
        yield world, limits
    finally:
        limits.restore()
        await world.env.shutdown()
        await world.store.close()


def quiet_log(caplog) -> None:
    """One line per refused request at most: no traceback, nothing logged as an error."""
    assert not [r for r in caplog.records if r.exc_info], "a traceback was logged"
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


async def idle(world) -> None:
    bot = world.env.bot
    for _ in range(3):  # an errand done may kick the courier and the other way round
        await bot.errands.idle()
        await bot.courier.idle()
        await bot.mailer.idle()
        await world.env.settle()


async def test_new_join_and_start_answer_truthfully_while_discord_refuses_counted_requests(limited, caplog):
    world, limits = limited
    alice, bob, carol, dave, erin = world.players
    caplog.set_level(logging.INFO)
    limits.saturate(1.0)
    opened = await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    assert said(opened).startswith(
        locales.text("en", "bot-table-opened", table=table.id, channel=world.channel.mention)
    ), said(opened)
    lobby = world.channel.last_message
    assert lobby.content.startswith(locales.text("en", "bot-lobby-open")), "the lobby, as a follow-up"
    assert (await world.table()).lobby_message_id == lobby.id
    limits.saturate(1.0)
    for player in (bob, carol):
        joined = await player.click(lobby, label=locales.text("en", "bot-button-join"))
        assert said(joined) == locales.text("en", "bot-joined")
    for player in (dave, erin):
        joined = await player.slash(world.channel, "game join")
        assert said(joined) == locales.text("en", "bot-joined")
    limits.saturate(1.0)
    started = await alice.click(lobby, label=locales.text("en", "bot-button-start"))
    assert said(started).startswith(locales.text("en", "bot-done"))
    assert APOLOGY not in said(opened) + said(started)
    await idle(world)
    assert limits.refused, "Discord refused some counted requests"
    assert APOLOGY not in "\n".join(text for _, text in world.answers())
    quiet_log(caplog)
    table = await world.table()
    assert table.status == "playing" and len(table.seats) == 5
    lobby = next(message for message in world.channel.history() if message.id == lobby.id)
    assert all(f"<@{p.id}>" in lobby.content for p in world.players), "the lobby caught up"
    assert not lobby.components, "its buttons went when the game started"


async def test_lobby_edits_are_coalesced_the_newest_state_wins(limited, caplog):
    """Four joins while Discord refuses: one edit waits at a time, the last one with everyone.
    (SimCord runs one user operation at a time and settles after each, so the joins are
    driven as ``cogs.moves.MoveFlow.lobby_verb`` drives them: the host's join, then
    ``refresh_lobby``.)"""
    world, limits = limited
    alice, *others = world.players
    caplog.set_level(logging.INFO)
    await alice.slash(world.channel, "game new", game="saboteur")
    lobby, table = world.channel.last_message, await world.table()
    limits.saturate(1.0)
    for player in others:
        joined = await world.host.join(table.id, User(player.id, player.user.name))
        refresh_lobby(world.env.bot, joined)
    await idle(world)
    edit = f"PATCH /channels/{world.channel.id}/messages/{lobby.id}"
    assert limits.accepted.count(edit) == 1, "one edit, with the newest state"
    assert limits.refused.count(edit) == 1, "the first, refused; the others replaced it while it waited"
    content = next(message for message in world.channel.history() if message.id == lobby.id).content
    assert all(f"<@{p.id}>" in content for p in world.players)
    quiet_log(caplog)


async def seated_and_started(world, limits, refused_for: float = 2.0):
    alice, *others = world.players
    await alice.slash(world.channel, "game new", game="saboteur")
    lobby = world.channel.last_message
    for player in others:
        await player.slash(world.channel, "game join")
    await idle(world)
    # every DM (and DM channel creation) of the round start refused at first, each on its own
    limits.saturate(refused_for, is_global=False)
    started = await alice.click(lobby, label=locales.text("en", "bot-button-start"))
    assert said(started).startswith(locales.text("en", "bot-done"))


def round_start_dms(world, player) -> list:
    """The DMs that told ``player`` their role and hand (S-2: every seat learns its role)."""
    return [m for m in world.direct_messages(player) if "Saboteur" in m.content and m.attachments]


async def test_every_seated_player_gets_the_round_start_dm_after_429s(limited, caplog):
    world, limits = limited
    caplog.set_level(logging.INFO)
    await seated_and_started(world, limits)
    assert any(path.startswith("POST /users/@me/channels") for path in limits.refused)
    await idle(world)
    for player in world.players:
        assert len(round_start_dms(world, player)) == 1, player.user.name
    table = await world.table()
    assert {e.status for e in await outbox(world.db_path, table.id)} == {"delivered"}
    quiet_log(caplog)


async def test_round_start_dms_refused_then_a_restart_still_sends_them(limited, caplog):
    """Committed is not lost: the start's DMs wait in the DM queue (its board delivered, the
    entry done), so a process stopped before they went out sends them after its restart."""
    world, limits = limited
    bot = world.env.bot
    bot.courier.kick = bot.mailer.kick = lambda *table_id: None  # the process stops first
    await seated_and_started(world, limits, refused_for=60.0)
    table = await world.table()
    assert {e.status for e in await outbox(world.db_path, table.id)} == {"delivered"}
    assert {row["status"] for row in await direct_messages(world.db_path, table.id)} == {"pending"}
    assert not any(round_start_dms(world, player) for player in world.players)
    limits.saturate(0.0)
    await world.restart()
    await idle(world)
    for player in world.players:
        assert round_start_dms(world, player), player.user.name
    assert {row["status"] for row in await direct_messages(world.db_path, table.id)} == {"sent"}


async def test_a_board_repost_discord_refuses_for_now_says_so_and_can_be_asked_again(limited, caplog):
    world, limits = limited
    alice = world.players[0]
    await seated_and_started(world, limits, refused_for=0.0)
    await idle(world)
    caplog.set_level(logging.INFO)
    limits.saturate(5.0)
    refused = await alice.slash(world.channel, "game board")
    assert said(refused) == locales.text("en", "bot-discord-busy")
    quiet_log(caplog)
    limits.saturate(0.0)
    posts = len(world.public_messages())
    reposted = await alice.slash(world.channel, "game board")
    assert said(reposted) == locales.text("en", "bot-board-posted")
    assert len(world.public_messages()) == posts + 1


async def test_a_board_committed_while_the_round_start_dms_wait_goes_first(limited):
    """The start's DMs refused for now, a move committed meanwhile: its board goes out at once
    (no board waits for a DM, issue 31), and the DMs follow once Discord accepts, each once
    (docs/architecture.md, "Publishing")."""
    world, limits = limited
    bot = world.env.bot
    await seated_and_started(world, limits, refused_for=60.0)
    table = await world.table()
    player = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
    limits.saturate(0.0)
    publication = await world.host.submit(table.id, player.id, code, None)  # as from a DM
    assert await deliver(bot, table.id) is None
    assert {e.status for e in await outbox(world.db_path, table.id)} == {"delivered"}
    board = max(world.public_messages(), key=lambda message: message.id)
    assert publication.caption in board.content and board.id == (await world.table()).board_message_id
    await idle(world)
    for seated in world.players:
        assert len(round_start_dms(world, seated)) == 1, seated.user.name


async def table_in(world, channel_id: int) -> int:
    """A Saboteur table of the world's first three players in ``channel_id``, started through
    the host, its start delivered; its id."""
    alice, bob, carol = (User(p.id, p.user.name) for p in world.players[:3])
    table = await world.host.open_table(world.channel.guild.id, channel_id, "saboteur", alice)
    for user in (bob, carol):
        await world.host.join(table.id, user)
    await world.host.start(table.id, alice)
    await deliver(world.env.bot, table.id)
    return table.id


async def move_committed(world, table_id: int) -> None:
    """The awaited player's first legal move at ``table_id``, committed (as from a DM: its
    board is a channel post)."""
    table = await world.host.table(table_id)
    user_id = required(table.seats[table.awaited[0]].user_id)
    code = (await world.host.legal_actions(table_id, user_id, "en"))[0].code
    await world.host.submit(table_id, user_id, code, None)


async def test_a_channels_own_429_holds_that_channel_only(limited, caplog):
    """Issue 31: Discord refusing one channel's posts (its own bucket, ``X-RateLimit-Scope:
    shared``) holds that channel in the bot's pacer for the ``retry_after`` asked, not the bot:
    a board in another channel is posted at once, and the refused board is not sent again
    into the refusal (one 429 for it). (A global 429 holds every channel: tests/discord/
    test_pacer.py, and the saturated tests above.)"""
    world, limits = limited
    bot = world.env.bot
    caplog.set_level(logging.INFO)
    other = world.channel.guild.create_text_channel("other-table")
    held, free = await table_in(world, world.channel.id), await table_in(world, other.id)
    await idle(world)
    limits.saturate_channel(world.channel.id, 60.0)
    await move_committed(world, held)
    await move_committed(world, free)
    assert await deliver(bot, held) == pytest.approx(60.0, abs=10.0), "tried again once Discord allows"
    assert bot.budget.delay(world.channel.id) > 10.0, "that channel is held"
    assert bot.budget.delay(other.id) == 0 and bot.budget.delay(None) == 0, "nothing else is"
    posts = len(other.history())
    assert await deliver(bot, free) is None, "posted at once"
    assert len(other.history()) == posts + 1 and (await world.host.table(free)).version == 2
    board = f"POST /channels/{world.channel.id}/messages"
    assert limits.refused == [board]
    quiet_log(caplog)
