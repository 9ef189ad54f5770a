"""What a player reads after each move, said once (issue 23): one turn line per post, one
message saying the game began, a status message in words; one private answer per move; menus
whose entries can be told apart."""

import random
import re

import pytest

import cogs.alethiometer
import cogs.saboteur  # noqa: F401  (they register their menus' groups)
import locales
from cogs.common import action_groups
from cogs.components import PLAY_NOW, group_option
from host.table import labelled_choices
from rules import GAMES
from tests.discord_harness import make_world, open_and_start, play_by_act, said
from tests.support import random_playout

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
