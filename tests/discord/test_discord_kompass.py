"""A whole Der Goldene Kompass game on the simulated Discord: two humans playing by the
``/kompass`` verbs (each option picked from the bot's own suggestions) against two AI seats,
with boards, hands by DM and every channel post checked for secrets."""

from __future__ import annotations

import random
import re

import pytest

import locales
from cogs import kompass_text as verbs
from cogs.games import DISCORD_GAMES
from rules.core import Message
from rules.kompass import GAME
from rules.kompass.data import TASKS
from tests.support.discord_harness import make_world, said, shown_text

# The command and option of each verb set; commands without an option name their one action.
COMMANDS = [
    (verbs.DISCARD, "kompass discard", "card"),
    (verbs.DRAW, "kompass draw", "pile"),
    (verbs.STOP, "kompass stop", None),
    (verbs.MOVE, "kompass move", "how"),
    (verbs.POWER, "kompass power", "card"),
    (verbs.TAKE, "kompass take", "what"),
    (verbs.TASK, "kompass task", None),
    (verbs.SKIP, "kompass skip", None),
    (verbs.END, "kompass end", None),
]
SECRET_ID = re.compile(r"(?<![\w-])[kpt]\d{1,2}(?![\w-])")
"""Card and task instance ids (``k17``, ``p3``, ``t5``): secret to all but their holder."""


@pytest.fixture(name="world")
async def two_player_world(tmp_path):
    world = await make_world(tmp_path, n_players=2)
    yield world
    await world.env.shutdown()
    await world.store.close()


async def open_kompass(world):
    alice, bob = world.players
    await alice.slash(world.channel, "game new", game="kompass")
    await bob.slash(world.channel, "game join")
    for _ in range(2):
        await alice.slash(world.channel, "game add-ai")
    await alice.slash(world.channel, "game start")
    return await world.table()


def command_for(verb: str) -> tuple[set[str], str, str | None]:
    return next(entry for entry in COMMANDS if verb in entry[0])


async def play_by_verb(world, table, player, rng):
    """The AI's choice for this human, played through the matching ``/kompass`` verb: the
    option's suggestions are exactly the legal actions of that verb set."""
    view = await world.host.view(table.id, player.id)
    legal = await world.host.legal_actions(table.id, player.id, "en")
    actions = tuple(GAME.parse_action(choice.code) for choice in legal)
    wanted = GAME.ai_action(view, actions, rng).code
    kinds, command, option = command_for(GAME.parse_action(wanted).verb)
    if option is None:
        assert len([c for c in legal if GAME.parse_action(c.code).verb in kinds]) == 1
        return await player.slash(world.channel, command)
    answers = await world.autocomplete(player, command, option)
    offered = {answer["value"] for answer in answers}
    of_kind = {c.code for c in legal if GAME.parse_action(c.code).verb in kinds}
    assert offered <= of_kind and len(offered) == min(len(of_kind), 25)
    return await player.slash(world.channel, command, **{option: wanted})


def undone_task_names() -> dict[str, str]:
    return {task.name: locales.render(Message(task.name), "en") for task in TASKS.values()}


def check_posts(world, public_view, seen: int) -> int:
    """Channel posts since ``seen``: a board picture on each, no card or task id, and no name
    of a task nobody has completed (the undone task cards are secret, K-GAP-34)."""
    done = {name for player in public_view["players"] for name in player["tasks_done"]}
    secret_names = [text for name, text in undone_task_names().items() if name not in done]
    messages = world.public_messages()
    for message in messages[seen:]:
        text = shown_text(message)
        assert not SECRET_ID.search(text), text
        assert not any(name in message.content for name in secret_names if name != "Bolvangar"), text
        assert any(a.filename.startswith("board") for a in message.attachments), message.content
    return len(messages)


async def test_two_humans_and_two_ai_seats_play_a_whole_game_by_the_verbs(world):
    table = await open_kompass(world)
    start = len(world.public_messages())
    rng, steps, seen = random.Random(3), 0, start
    humans = {player.id: player for player in world.players}
    while table.status == "playing":
        seen = check_posts(world, await world.host.view(table.id, None), seen)
        player = humans[table.seats[table.awaited[0]].user_id]
        version = table.version
        result = await play_by_verb(world, table, player, rng)
        assert result.ephemeral and "Done" in said(result), said(result)
        table = await world.host.table(table.id)
        assert table.version > version
        steps += 1
        assert steps < 2000
    check_posts(world, await world.host.view(table.id, None), seen)
    final = world.public_messages()[-1]
    assert any(a.filename.startswith("standings") for a in final.attachments)
    for player in world.players:
        pictures = [a.filename for m in world.direct_messages(player) for a in m.attachments]
        assert "hand.png" in pictures, "the hand picture comes by DM"


async def test_refusals_are_private_and_change_nothing(world):
    """Another player's turn, and a move that is not legal now, are refused only to the sender."""
    table = await open_kompass(world)
    awaited = await world.awaited_player()
    other = next(player for player in world.players if player is not awaited)
    before, version = len(world.public_messages()), table.version
    off_turn = await other.slash(world.channel, "kompass draw", pile="draw:red")
    waiting = locales.text("en", "host-not-your-turn", players=(awaited.name,))
    assert off_turn.ephemeral and said(off_turn) == waiting, "the reason, not just 'no such move'"
    assert await world.autocomplete(other, "kompass draw", "pile") == [], "nothing to suggest off-turn"
    assert (await world.host.view(table.id, None))["phase"] == "move"  # K-1.17: round 1 moves first
    own = {card["id"] for card in (await world.host.view(table.id, awaited.id))["you"]["hand"]}
    absent = next(f"mv:k{number}" for number in range(80) if f"k{number}" not in own)
    illegal = await awaited.slash(world.channel, "kompass move", how=absent)
    assert illegal.ephemeral and f"`{absent}` does not name one of your moves" in said(illegal)
    wrong_phase = await awaited.slash(world.channel, "kompass draw", pile="draw:red")
    assert wrong_phase.ephemeral and locales.text("en", "bot-no-such-move") in said(wrong_phase)
    assert (await world.table()).version == version
    assert len(world.public_messages()) == before


async def test_a_player_with_closed_dms_gets_the_hand_picture_by_game_hand(world):
    bob = world.players[1]
    world.env.inject_error(
        "POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007, times=None
    )
    table = await open_kompass(world)
    notes = [m for m in world.public_messages() if "can't DM you" in m.content]
    assert len(notes) == 1 and bob.mention in notes[0].content
    hand = await bob.slash(world.channel, "game hand")
    assert hand.ephemeral
    assert [a.filename for a in hand.response.attachments] == ["hand.png"]
    own = {card["id"] for card in (await world.host.view(table.id, bob.id))["you"]["hand"]}
    assert not any(card in notes[0].content for card in own)


async def test_a_stale_hand_menu_is_refused_privately(world):
    """The hand menu of a Kompass seat, used after the table moved on, changes nothing."""
    table = await open_kompass(world)
    awaited = await world.awaited_player()
    menu = await world.show_hand(awaited)
    assert [a.filename for a in menu.attachments] == ["hand.png"]
    await play_by_verb(world, table, awaited, random.Random(1))
    table = await world.host.table(table.id)
    before = len(world.public_messages())
    row = menu.components[0]["components"][0]
    stale = await awaited.select(menu, [row["options"][0]["value"]], custom_id=row["custom_id"])
    assert stale.ephemeral and locales.text("en", "bot-stale-board") in said(stale)
    now = await world.host.table(table.id)
    assert now.version == table.version and len(world.public_messages()) == before


async def test_one_click_decisions_are_buttons_on_the_hand_message(world):
    """Stop drawing, Skip and End my turn (issue 11) come as buttons beside the hand menu; a
    press plays that action, and the same button pressed again (an old version) is refused."""
    table = await open_kompass(world)
    humans = {player.id: player for player in world.players}
    rng = random.Random(5)
    for _ in range(2000):
        player = humans[table.seats[table.awaited[0]].user_id]
        legal = await world.host.legal_actions(table.id, player.id, "en")
        one_click = [c for c in legal if c.code in DISCORD_GAMES["kompass"].one_click]
        if one_click:
            break
        await play_by_verb(world, table, player, rng)
        table = await world.host.table(table.id)
    choice = one_click[0]
    hand = await player.slash(world.channel, "game hand")
    buttons = [
        component
        for row in hand.response.components
        for component in row["components"]
        if component["custom_id"].startswith("gh:do:")
    ]
    assert [button["label"] for button in buttons] == [c.label for c in one_click]
    assert buttons[0]["custom_id"] == f"gh:do:{table.id}:{table.version}:{choice.code}"
    pressed = await player.click(hand.response, custom_id=buttons[0]["custom_id"])
    assert pressed.ephemeral and "Done" in said(pressed)
    after = await world.host.table(table.id)
    assert after.version == table.version + 1
    again = await player.click(hand.response, custom_id=buttons[0]["custom_id"])
    assert again.ephemeral and locales.text("en", "bot-stale-board") in said(again)
    assert (await world.host.table(table.id)).version == after.version
