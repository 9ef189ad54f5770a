"""Publishing within Discord's limits (issue 13; docs/architecture.md, "Publishing"), through SimCord:

- a move made by an interaction in the table's channel sends no globally rate-limited request:
  its board is the interaction's public follow-up, the actor's hand is in his ephemeral answer;
- a 429 (or a 5xx) loses no post and sends none twice: the entry stays in the outbox and the
  courier posts it once Discord accepts;
- a channel that refuses for good (missing access) marks the entry failed with the reason, and
  the awaited player is told by DM.
"""

import random

import discord

import locales
from cogs.delivery import deliver_publication, send_dm
from tests.support.discord_harness import PLAYING_WAYS, make_world, open_and_start, pick
from tests.support.host import RoundTrips
from tests.support.storage import outbox


class FakeResponse:
    def __init__(self, status: int) -> None:
        self.status, self.reason, self.headers = status, "Not Found", {}


INTERACTION_ROUTES = ("/interactions/", "/webhooks/")
"""Interaction responses and follow-ups: not bound to the bot's global rate limit."""


def globally_limited(requests) -> list[str]:
    return [
        f"{entry.method} {entry.path}"
        for entry in requests
        if not any(route in entry.path for route in INTERACTION_ROUTES)
    ]


async def test_a_move_made_in_the_channel_sends_no_globally_limited_request(tmp_path):
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)
        rng = random.Random(5)
        for _ in range(6):  # the first turns of the round: only the actor's secrets change
            player = await world.awaited_player()
            answers = await world.autocomplete(player, "game act", "action")
            posts, before = len(world.public_messages()), len(world.env.backend.http_requests)
            dms = len(world.direct_messages(player))
            result = await player.slash(world.channel, "game act", action=pick(rng, answers))
            assert globally_limited(world.env.backend.http_requests[before:]) == []
            assert len(world.public_messages()) == posts + 1, "the board, as the public follow-up"
            assert max(m.id for m in world.public_messages()) == (await world.table()).board_message_id
            assert len(world.direct_messages(player)) == dms, "the actor's hand is not a DM"
            assert result.ephemeral, "the actor's answer is his alone"
        assert await world.host.pending_publications(table.id) == []
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_move_costs_three_database_round_trips_whichever_way_it_is_played(tmp_path):
    """Issue 13, lean database path: one load (the table with its players' settings and how many
    of its posts are pending), one commit (the step with its outbox entry), one mark (the board
    delivered), for a move made with /game act, a /saboteur verb or the hand menu's last select.
    Counted on the aiosqlite connections, every trip to their threads (a cursor's close
    included), for the interaction that makes the move."""
    trips = RoundTrips()
    world = await make_world(tmp_path)
    try:
        await open_and_start(world)
        for player in world.players:
            for name in ("slash", "select", "click"):
                setattr(player, name, counting_from_here(trips, getattr(player, name)))
        rng = random.Random(8)
        for play in PLAYING_WAYS * 2:
            posts = len(world.public_messages())
            await play(world, await world.awaited_player(), rng)
            assert len(world.public_messages()) == posts + 1, "the move posted its board"
            assert trips.calls == ["read", "write", "write"], f"load, commit, mark ({play})"
    finally:
        trips.restore()
        await world.env.shutdown()
        await world.store.close()


def counting_from_here(trips: RoundTrips, interact):
    """``interact`` (a member's slash, select or click), forgetting the round trips before it."""

    async def counted(*args, **kwargs):
        trips.calls.clear()
        return await interact(*args, **kwargs)

    return counted


async def test_a_rate_limited_board_is_posted_once_when_discord_accepts(tmp_path):
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)
        bot = world.env.bot
        bot.courier.retry_first = 0.01
        player = await world.awaited_player()
        code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
        world.env.inject_error(
            "POST", f"/channels/{world.channel.id}/messages", status=429, message="rate limited", times=3
        )
        posts = len(world.public_messages())
        publication = await world.host.submit(table.id, player.id, code, None)  # as from a DM
        await deliver_publication(bot, publication)
        assert len(world.public_messages()) == posts, "refused for now"
        await bot.courier.idle()
        await bot.mailer.idle()
        await world.env.settle()
        assert len(world.public_messages()) == posts + 1, "posted once"
        board = max(world.public_messages(), key=lambda message: message.id)
        assert publication.caption in board.content
        entries = await outbox(world.db_path, table.id)
        (entry,) = [e for e in entries if e.version == publication.table.version]
        assert (entry.status, entry.attempts, entry.message_id) == ("delivered", 3, board.id)
        assert "429" in entry.reason
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_channel_that_refuses_for_good_fails_the_entry_and_the_players_hear_by_dm(tmp_path):
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)
        bot = world.env.bot
        player = await world.awaited_player()
        code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
        world.env.inject_error(
            "POST", f"/channels/{world.channel.id}/messages", status=403, code=50001, message="Missing Access"
        )
        posts = len(world.public_messages())
        publication = await world.host.submit(table.id, player.id, code, None)
        await deliver_publication(bot, publication)
        await bot.courier.idle()
        await bot.mailer.idle()
        assert len(world.public_messages()) == posts
        entries = await outbox(world.db_path, table.id)
        (entry,) = [e for e in entries if e.version == publication.table.version]
        assert entry.status == "failed" and "Missing Access" in entry.reason
        awaited = world.by_id[publication.table.seats[publication.table.awaited[0]].user_id]
        told = locales.text("en", "bot-board-failed", channel=f"<#{world.channel.id}>")
        assert told in [m.content for m in world.direct_messages(awaited)]
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_failed_follow_up_falls_back_to_a_channel_post(tmp_path, monkeypatch):
    """The board's follow-up fails (say the interaction's token expired): the board is posted
    in the channel instead, once, and its outbox entry is delivered."""
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)
        player = await world.awaited_player()
        code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
        posts, before = len(world.public_messages()), len(world.env.backend.http_requests)
        original = discord.Webhook.send

        async def refusing(self, *args, **kwargs):
            if kwargs.get("ephemeral") is False:
                raise discord.NotFound(FakeResponse(404), {"code": 10015, "message": "Unknown Webhook"})
            return await original(self, *args, **kwargs)

        monkeypatch.setattr(discord.Webhook, "send", refusing)
        result = await player.slash(world.channel, "game act", action=code)
        assert result.ephemeral
        await assert_posted_once_in_the_channel(world, table, posts, before)
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_failed_answer_still_posts_the_board_in_the_channel(tmp_path):
    """The actor's answer fails: the committed move's board still goes out, in the channel (a
    follow-up would take the answer's place, seen by him alone)."""
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)
        player = await world.awaited_player()
        code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
        posts, before = len(world.public_messages()), len(world.env.backend.http_requests)
        world.env.inject_error(
            "POST", "/webhooks/*", status=404, code=10015, message="Unknown Webhook", times=2
        )
        await player.slash(world.channel, "game act", action=code)
        await assert_posted_once_in_the_channel(world, table, posts, before)
    finally:
        await world.env.shutdown()
        await world.store.close()


async def assert_posted_once_in_the_channel(world, table, posts: int, before: int) -> None:
    assert len(world.public_messages()) == posts + 1
    requests = globally_limited(world.env.backend.http_requests[before:])
    assert requests.count(f"POST /channels/{world.channel.id}/messages") == 1
    assert await world.host.pending_publications(table.id) == []
    assert (await world.table()).board_message_id == max(m.id for m in world.public_messages())


async def test_dm_channels_are_stored_and_never_created_twice(tmp_path):
    """discord.py keeps 128 DM channels; the bot stores each one it opens, so a DM (even after
    a restart, and for a user its bounded memory forgot, issue 31) needs no create request."""
    world = await make_world(tmp_path)
    try:
        table = await open_and_start(world)  # the round's hands go out by DM: one create each
        creates = [e for e in world.env.backend.http_requests if e.path == "/users/@me/channels"]
        assert len(creates) == len(world.players)
        await world.restart()
        world.env.bot.dm_channel_ids.capacity = 2  # remembers two users: the others are read back
        before = len(world.env.backend.http_requests)
        for player in world.players * 2:
            assert await send_dm(world.env.bot, table, player.id, content="ping")
            assert world.direct_messages(player)[-1].content == "ping"
        requests = world.env.backend.http_requests[before:]
        assert [e.path for e in requests if e.path == "/users/@me/channels"] == []
    finally:
        await world.env.shutdown()
        await world.store.close()
