"""One channel post per player's turn on Discord (docs/architecture.md, "Publishing"): a step in the middle
of a turn posts nothing in the channel and sends no DM; the player's own reply carries his hand
and the menu of what he may do next; every public line reaches the channel."""

import random

from cogs.kompass_text import private_text
from tests.support.discord_harness import make_world, pick, said
from tests.support.kompass import FOLDED, SUMMARY


async def test_a_kompass_game_posts_once_per_turn_and_answers_mid_turn_steps_privately(tmp_path):
    world = await make_world(tmp_path, n_players=2)
    try:
        alice, bob = world.players
        await alice.slash(world.channel, "game new", game="kompass")
        await bob.slash(world.channel, "game join")
        await alice.slash(world.channel, "game start")
        table, rng, steps, held = await world.table(), random.Random(3), 0, 0
        while table.status == "playing" and steps < 400:
            player = world.by_id[table.seats[table.awaited[0]].user_id]
            posts, dms = len(world.public_messages()), len(world.direct_messages(player))
            answers = await world.autocomplete(player, "game act", "action")
            result = await player.slash(world.channel, "game act", action=pick(rng, answers))
            table, steps = await world.host.table(table.id), steps + 1
            if len(world.public_messages()) == posts:  # held: the turn goes on
                held += 1
                assert len(world.direct_messages(player)) == dms, "no DM in the middle of a turn"
                view = await world.host.view(table.id, player.id)
                answer = ([result.response] if result.response else []) + result.followups
                hand = answer[-1].attachments
                assert len(hand) == 1 and hand[0].description, "his hand as one picture, with its alt text"
                assert private_text(view, "en", table.names) not in said(result), "no text repeating it"
                assert answer[-1].components, "the menu of the next step"
                other = bob if player is alice else alice
                shown = await other.click(await world.board_message(), label="My hand")
                assert "out of date" not in said(shown), "the newest board is current mid-turn"
            else:
                assert len(world.public_messages()) == posts + 1, "one post when the turn ends"
        assert table.status == "finished" and 0 < held < steps
        channel = "\n".join(message.content for message in world.public_messages())
        missing = [
            line for line in await world.host.log(table.id, None, "en", 100_000) if line not in channel
        ]
        # a Kompass post says a run of draws or gains once (K-4.11, K-5.8); the log keeps each
        assert all(FOLDED.search(line) for line in missing), missing[:5]
        assert SUMMARY.search(channel) or not missing
    finally:
        await world.env.shutdown()
        await world.store.close()
