"""What a player reads after each move, said once (issue 23): one turn line per post, one
message saying the game began, a status message in words; one private answer per move; menus
whose entries can be told apart."""

import random
import re

import pytest

import cogs.alethiometer
import cogs.saboteur  # noqa: F401  (they register their menus' groups)
import locales
from cogs.components import PLAY_NOW, group_option
from cogs.games import action_groups
from host.table import labelled_choices
from rules import GAMES
from tests.support.discord_harness import make_world, open_and_start, play_by_act, said
from tests.support.games import random_playout

TURN_MARKERS = ("your turn", "Waiting for")
SETTLE_SECONDS = 60.0
"""A start renders every seat's pictures: on a loaded 2-core machine that takes more than
SimCord's default 5 seconds."""


def turn_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if any(marker in line for marker in TURN_MARKERS)]


async def test_a_post_says_whose_turn_once_and_one_message_says_the_game_began(tmp_path):
    world = await make_world(tmp_path)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        table, rng = await open_and_start(world), random.Random(5)
        for _ in range(12):
            if table.status != "playing":
                break
            await play_by_act(world, await world.awaited_player(), rng)
            table = await world.table()
        posts = world.public_messages()
        for post in posts:
            lines = turn_lines(post.content)
            awaited = table.status == "playing" and post.id == table.board_message_id
            assert len(lines) <= 1, post.content
            if awaited:
                assert len(lines) == 1 and lines[0].startswith("<@"), "@X, your turn — deadline …"
        everything = [m.content for m in posts] + [text for _, text in world.answers()]
        began = [text for text in everything if "begins:" in text or "started" in text]
        assert len(began) == 1, began
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_the_status_says_options_in_words_and_links_the_board(tmp_path):
    world = await make_world(tmp_path)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        await open_and_start(world, options="greedy_dwarf=true")
        status = said(await world.players[1].slash(world.channel, "game status"))
        assert "greedy_dwarf" not in status and "=" not in status
        description = locales.text("en", "sab-option-greedy-dwarf")
        assert locales.text("en", "bot-status-option", option=description, value="true") in status
        lines = status.splitlines()
        last_seat = max(i for i, line in enumerate(lines) if line[:2] in {f"{n}." for n in range(1, 10)})
        assert lines[last_seat + 1] == "", "a blank line ends the seat list"
        assert "](https://discord.com/channels/" in status, "the board as a markdown link"
    finally:
        await world.env.shutdown()
        await world.store.close()


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("locale", ["en", "hu"])
def test_no_two_menu_entries_read_the_same_at_any_decision_point(game_id, locale):
    """Random playouts of every game: at each decision point the choices (what autocomplete
    filters), the hand menu's first select and each group's action select have unique labels,
    and a card with one thing to do is that action itself, not a menu of one (issue 23)."""
    game = GAMES[game_id]
    decisions = 0
    for seed in range(3):
        n = game.min_players + seed % (game.max_players - game.min_players + 1)
        names = [f"P{seat}" for seat in range(n)]
        for state, seat, _action, _transition in random_playout(game, n, seed):
            choices = labelled_choices(game.legal_actions(state, seat), locale, names)
            decisions += 1
            assert unique([choice.label for choice in choices]), choices
            groups = action_groups(game_id, choices, locale)
            options = [group_option(group) for group in groups]
            assert unique([option.label for option in options]), options
            for group, option in zip(groups, options, strict=True):
                assert unique([choice.label for choice in group.choices]), group
                assert (len(group.choices) == 1) == option.value.startswith(PLAY_NOW)
    assert decisions > 100


def unique(labels: list[str]) -> bool:
    return len(labels) == len(set(labels))


def test_kompass_moves_say_where_they_go():
    game = GAMES["kompass"]
    for state, seat, _action, _transition in random_playout(game, 3, 1):
        moves = [a for a in game.legal_actions(state, seat) if a.verb == "mv"]
        if moves:
            label = locales.render(moves[0].label, "en", ["A", "B", "C"])
            assert re.fullmatch(r"Move with .+ → (space \d+( \(.+\))?|the goal)", label), label
            return
    raise AssertionError("no move in a whole game")


def private_messages(result) -> list:
    """The messages an interaction's sender alone got (its ephemeral answer and follow-ups)."""
    return [m for m in ([result.response] if result.response else []) + result.followups if m.flags.ephemeral]


async def test_a_move_leaves_one_private_answer_with_one_picture_and_my_hand_edits_it(tmp_path):
    world = await make_world(tmp_path)
    world.env.settle_timeout = SETTLE_SECONDS
    try:
        table, rng, moves = await open_and_start(world), random.Random(11), 0
        label = locales.text("en", "bot-button-hand")
        bob = world.players[1]
        first = await bob.click(await world.board_message(), label=label)
        second = await bob.click(await world.board_message(), label=label)
        assert len(private_messages(first)) == 1 and private_messages(second) == [], (
            "My hand twice: one reply"
        )
        assert_edited(world, private_messages(first)[0])
        last_answer = {}
        while table.status == "playing" and moves < 25:
            player = await world.awaited_player()
            dms = {dm.id for dm in world.direct_messages(player)}
            result = await play_by_act(world, player, rng)
            table, moves = await world.table(), moves + 1
            answers = private_messages(result)
            assert len(answers) == 1, [m.content for m in answers]
            assert len(answers[0].attachments) <= 1, "the hand as one picture"
            done = answers[0].content.split(locales.text("en", "bot-choose-below"))[0].strip()
            assert "\n" not in done, "what he did, in one line"
            last_answer[player.id] = answers[0]
            new_dms = [dm for dm in world.direct_messages(player) if dm.id not in dms]
            assert all("A new round of" in dm.content for dm in new_dms), "a DM to the mover: the round's"
        player = next(p for p in world.players if p.id in last_answer)
        pressed = [await player.click(await world.board_message(), label=label) for _ in range(2)]
        assert [private_messages(result) for result in pressed] == [[], []], "My hand edits his last answer"
        assert_edited(world, last_answer[player.id])
    finally:
        await world.env.shutdown()
        await world.store.close()


def assert_edited(world, message) -> None:
    shown = world.env.backend.get_message(world.channel.id, message.id)
    assert shown.edited_timestamp is not None and len(shown.attachments) == 1, "the answer, edited"
