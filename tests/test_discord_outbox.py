"""Publishing within Discord's limits (issue 13; DESIGN.md, "Publishing"), through SimCord:

- a move made by an interaction in the table's channel sends no globally rate-limited request:
  its board is the interaction's public follow-up, the actor's hand is in his ephemeral answer;
- a 429 (or a 5xx) loses no post and sends none twice: the entry stays in the outbox and the
  courier posts it once Discord accepts;
- a channel that refuses for good (missing access) marks the entry failed with the reason, and
  the awaited player is told by DM.
"""

import random

import locales
from cogs.common import publish
from tests.discord_harness import make_world, open_and_start, pick

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
        await publish(bot, publication)
        assert len(world.public_messages()) == posts, "refused for now"
        await bot.courier.idle()
        await world.env.settle()
        assert len(world.public_messages()) == posts + 1, "posted once"
        board = max(world.public_messages(), key=lambda message: message.id)
        assert publication.caption in board.content
        (entry,) = [e for e in await world.store.outbox(table.id) if e.version == publication.table.version]
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
        await publish(bot, publication)
        await bot.courier.idle()
        assert len(world.public_messages()) == posts
        (entry,) = [e for e in await world.store.outbox(table.id) if e.version == publication.table.version]
        assert entry.status == "failed" and "Missing Access" in entry.reason
        awaited = world.by_id[publication.table.seats[publication.table.awaited[0]].user_id]
        told = locales.text("en", "bot-board-failed", channel=f"<#{world.channel.id}>")
        assert told in [m.content for m in world.direct_messages(awaited)]
    finally:
        await world.env.shutdown()
        await world.store.close()
