"""The Alethiometer text hand (cogs/alethiometer_text.py): a seat's own secrets as words in the
reader's language, read from its own view only (A-DEC-10), short enough for one message."""

import ast
import pathlib
import random
import sys

import pytest

import locales
from cogs.alethiometer_text import MAX_CHARS, private_text
from rules.alethiometer import GAME
from tests.support.alethiometer import act, build

NAMES = ["Ann", "Bob", "Cy"]


def text(state, seat, locale="en"):
    return private_text(GAME.view(state, seat), locale, NAMES)


def test_hand_counted_tiles_with_values_ally_opposition_and_truths_in_english():
    state = build(
        spin=1,
        hands={0: ["goose", "sun", "goose", "wild"], 1: ["anchor"]},
        tiles={0: ["t1", "t8"]},
        allies={0: "Lord Boreal", 1: "Mrs Coulter"},
        oppositions={0: "Fra Pavel"},
        truths=(("v1", "v13"), (), ()),
    )
    assert text(state, 0).splitlines() == [
        "**Lyra cards**: Goose ×2, Sun, Wild",
        "**Item tiles**: Alethiometer tile from Jordan College, 3-point Item tile from London",
        "**Ally**: Lord Boreal — Look at another player's hand and take 1 Lyra card of your choice from it.",
        "**Opposition**: Fra Pavel (your Magisterium score: 3)",
        "**Truth tokens**: 1, 2 (3 points)",
    ]


def test_the_same_hand_in_hungarian():
    state = build(
        spin=1,
        hands={0: ["goose", "sun", "goose", "wild"]},
        tiles={0: ["t1", "t8"]},
        allies={0: "Lord Boreal"},
        oppositions={0: "Fra Pavel"},
        truths=(("v1", "v13"), (), ()),
    )
    assert text(state, 0, "hu").splitlines() == [
        "**Lyra-kártyák**: lúd ×2, napkorong, dzsóker",
        "**Tárgylapkák**: aletiométer-lapka (Jordan Kollégium), 3 pontos tárgylapka (London)",
        "**Szövetséges**: Lord Boreal – Nézd meg egy másik játékos lapjait, és végy el közülük "
        "1 Lyra-kártyát, amelyiket akarod.",
        "**Ellenlábas**: Fra Pavel (a Magisztérium-értéked: 3)",
        "**Igazságjelzők**: 1, 2 (összesen 3 pont)",
    ]


@pytest.mark.parametrize("locale", locales.LOCALES)
def test_the_two_dealt_characters_with_their_abilities_while_choosing_A_5_2(locale):
    state = GAME.setup(3, seed=3)
    shown = text(state, 0, locale)
    for entry in GAME.view(state, 0)["you"]["dealt"]:
        assert locales.text(locale, entry["name"]) in shown and locales.text(locale, entry["text"]) in shown
    for entry in GAME.view(state, 1)["you"]["dealt"]:  # another seat's choice stays out
        assert locales.text(locale, entry["name"]) not in shown
    kept = act(state, 0, f"keep:{state.dealt[0][1]}")
    after = text(kept, 0, locale)
    chosen = locales.text(locale, GAME.view(kept, 0)["you"]["kept"]["name"])
    assert chosen in after and locales.text(locale, "ale-hand-choose") not in after


def test_cards_known_in_another_hand_under_that_players_name_A_DEC_10():
    state = build(spin=3, allies={0: "Lord Boreal"}, hands={1: ["sun", "wild", "sun"]}, tiles={1: ["t8"]})
    state = act(state, 0, "ally:1")
    assert "**Known to be with Bob**: Sun ×2, Wild" in text(state, 0)
    assert "Known" not in text(state, 2)
    stolen = act(
        act(build(spin=1, hands={0: ["spyfly", "spyfly"]}, tiles={1: ["t8"]}), 0, "skip"), 0, "spy:1"
    )
    assert "**Known to be with Ann**: 3-point Item tile from London" in text(stolen, 1)


def test_only_the_own_view_is_read_and_every_text_fits_one_message():
    """Whole AI games: each seat's text in each locale is under the limit, differs between the
    locales, and never names a card kind another seat holds that this seat cannot know."""
    for seed in range(3):
        state, rng = GAME.setup(3, seed=seed), random.Random(seed)
        while GAME.waiting_for(state):
            for seat in range(3):
                english, hungarian = text(state, seat), text(state, seat, "hu")
                assert len(english) <= MAX_CHARS and len(hungarian) <= MAX_CHARS
                assert english != hungarian
            seat = GAME.waiting_for(state)[0]
            choice = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
            state = GAME.apply(state, seat, choice).state


def test_a_view_without_secrets_says_so():
    assert private_text(GAME.view(GAME.setup(2, seed=1), None), "hu", NAMES) == "Most nincs titkos lapod."


def test_a_long_text_is_cut_to_fit():
    view = GAME.view(build(spin=1, hands={0: ["goose"] * 7}), 0)
    view["you"]["seen_cards"] = {str(seat): [{"id": "l1", "kind": "goose"}] for seat in range(1, 80)}
    shown = private_text(view, "en", [f"Player {seat}" for seat in range(80)])
    assert len(shown) == MAX_CHARS and shown.endswith("…")


def test_the_module_is_pure():
    """It imports only locales, rules and the standard library."""
    source = pathlib.Path(sys.modules[private_text.__module__].__file__).read_text(encoding="utf-8")
    roots = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            roots |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            roots.add(node.module.split(".")[0])
    assert roots - set(sys.stdlib_module_names) <= {"locales", "rules"}
