"""A whole Alethiometer game on the simulated Discord: two humans (alice, bob) and two AI seats,
the humans playing through the ``/alethiometer`` verbs and the hand message's menus, with every
channel post checked for secrets; and the verbs' refusals."""

from __future__ import annotations

import random
import re

import locales
from cogs.alethiometer_menu import VERBS
from rules.alethiometer import data
from tests.support.discord_harness import make_world, play_by_menu, said, shown_text

SECRET_ID = re.compile(r"(?<![\w-])[ltcvb]\d{1,2}(?![\w-])")
"""Instance ids of Lyra cards, tiles, Characters, Truth and Bridge tokens (rules/alethiometer/data.py)."""
ACTION_CODE = re.compile(r"\b(keep|disc|give|take|pick|drop|score|pair|tri|spy|mag|dust|ally|ferry):\w")
WITHOUT_OPTION = {"red", "end"}  # the verbs without a choice to make


async def new_game(tmp_path):
    """alice opens an Alethiometer table, bob joins, two AI seats fill it, alice starts. The
    table's seed 4 deals the AI seats allies whose abilities make a human answer out of turn."""
    world = await make_world(tmp_path, n_players=2, seed=4)
    alice, bob = world.players
    await alice.slash(world.channel, "game new", game="alethiometer")
    await bob.slash(world.channel, "game join")
    for _ in range(2):
        await alice.slash(world.channel, "game add-ai")
    await alice.slash(world.channel, "game start")
    return world


async def play_by_verb(world, player, rng: random.Random):
    """One of the caller's verbs (those the hand menu groups their legal actions by), its choice
    taken from the bot's own suggestions."""
    table = await world.table()
    legal = await world.host.legal_actions(table.id, player.id, "en")
    key = rng.choice(sorted(verbs_of(legal)))
    if key in WITHOUT_OPTION:
        return await player.slash(world.channel, f"alethiometer {key}")
    answers = await world.autocomplete(player, f"alethiometer {key}", "choice")
    assert answers and {a["value"] for a in answers} <= {c.code for c in legal}, "only legal suggestions"
    return await player.slash(world.channel, f"alethiometer {key}", choice=rng.choice(answers)["value"])


def verbs_of(legal) -> set[str]:
    return {verb.key for verb in VERBS for choice in legal if choice.code.split(":")[0] in verb.verbs}


def dealt_names(views) -> set[str]:
    """The English names of the characters dealt to the humans and not yet revealed."""
    return {
        locales.render(data.character_name(character["id"]), "en")
        for view in views
        for character in view["you"]["dealt"]
    }


def check_channel(world, seen: int, hidden: set[str]) -> int:
    """The channel posts since the last check hold no instance id, no action code and none of
    the ``hidden`` words."""
    messages = world.public_messages()
    for message in messages[seen:]:
        text = shown_text(message)
        assert not SECRET_ID.search(text), text
        assert not ACTION_CODE.search(text), text
        assert not [word for word in hidden if word in text], text
    return len(messages)


async def test_two_humans_and_two_ai_seats_play_a_whole_game_with_the_verbs(tmp_path):
    world = await new_game(tmp_path)
    try:
        alice, bob = world.players
        table = await world.table()
        humans = {seat.user_id for seat in table.seats if seat.user_id}
        assert humans == {alice.id, bob.id}
        # the choice of allies is simultaneous: both humans are awaited at once.
        awaited_users = {table.seats[s].user_id for s in table.awaited}
        assert awaited_users == humans
        rng, steps, seen, boards, answers_for_others = random.Random(4), 0, 0, 0, 0
        for player in (alice, bob):  # each chooses while the other is still awaited
            table = await world.table()
            assert player.id in {table.seats[s].user_id for s in table.awaited}
            answers = await world.autocomplete(player, "alethiometer choose", "choice")
            assert len(answers) == 2, "two dealt characters to keep one of"
            result = await player.slash(world.channel, "alethiometer choose", choice=answers[0]["value"])
            assert result.ephemeral and "Done" in said(result), said(result)
        while table.status == "playing":
            views = [await world.host.view(table.id, user) for user in humans]
            hidden = dealt_names(views) if views[0]["phase"] == "choose" else set()
            seen = check_channel(world, seen, hidden)
            boards = sum(1 for m in world.public_messages() if m.attachments)
            player = await world.awaited_player()
            public = await world.host.view(table.id, None)
            if public["phase"] == "turn" and public["decision"]["seat"] != public["current"]:
                answers_for_others += 1  # an ability or icon of the current player asks this one
            table = await world.host.table(table.id)
            version, awaited = table.version, set(table.awaited)
            way = play_by_menu if steps % 3 == 2 else play_by_verb
            result = await way(world, player, rng)
            assert result.ephemeral and "Done" in said(result), said(result)
            table = await world.host.table(table.id)
            assert table.version > version
            if not set(table.awaited) <= awaited:  # someone new must act: the channel is told
                assert sum(1 for m in world.public_messages() if m.attachments) > boards, "a board per turn"
            steps += 1
            assert steps < 1500
        check_channel(world, seen, set())
        # with this seed an opponent's ability (A-DEC-9) makes a human answer out of turn
        assert answers_for_others >= 1
        assert table.status == "finished"
        final = world.public_messages()[-1]
        assert final.content.count("The game is over") == 1, "said once, by the game's last log line"
        assert len(final.attachments) == 2, "last board and final score"
        for player in (alice, bob):
            assert any(m.attachments for m in world.direct_messages(player)), "the hand picture by DM"
    finally:
        await world.env.shutdown()
        await world.store.close()


async def unchanged(world, table, messages: int) -> None:
    now = await world.host.table(table.id)
    assert now.version == table.version
    assert len(world.public_messages()) == messages, "a refusal posts nothing in the channel"


async def test_refusals_are_private_and_change_nothing(tmp_path):
    world = await new_game(tmp_path)
    try:
        alice, bob = world.players
        for player in (alice, bob):
            answers = await world.autocomplete(player, "alethiometer choose", "choice")
            await player.slash(world.channel, "alethiometer choose", choice=answers[0]["value"])
        table = await world.table()
        before = len(world.public_messages())
        awaited = await world.awaited_player()
        other = bob if awaited is alice else alice
        old_hand = await world.show_hand(awaited)
        # another player's turn: nothing to suggest, and the verb is refused by the host
        assert await world.autocomplete(other, "alethiometer action", "choice") == []
        refused = await other.slash(world.channel, "alethiometer red")
        assert refused.ephemeral and "not your turn" in said(refused)
        await unchanged(world, table, before)
        # an illegal move: a verb with nothing legal now, and a choice that is no legal move
        legal = {c.code for c in await world.host.legal_actions(table.id, awaited.id, "en")}
        assert not any(code.startswith("pick:") for code in legal)
        refused = await awaited.slash(world.channel, "alethiometer truth", choice="pick:4")
        assert refused.ephemeral and "no such move" in said(refused)
        refused = await awaited.slash(world.channel, "alethiometer choose", choice="keep:c1")
        assert refused.ephemeral and "no such move" in said(refused)
        await unchanged(world, table, before)
        # a stale menu: the hand message of an older version
        await play_by_verb(world, awaited, random.Random(1))
        table = await world.table()
        before = len(world.public_messages())
        menu = old_hand
        select = menu.components[0]["components"][0]
        stale = await awaited.select(menu, [select["options"][0]["value"]], custom_id=select["custom_id"])
        assert stale.ephemeral and "out of date" in said(stale)
        await unchanged(world, table, before)
    finally:
        await world.env.shutdown()
        await world.store.close()
