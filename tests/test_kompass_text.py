"""The Kompass text hand (``cogs/kompass_text.py``): the seat's Lyra cards by colour and value,
its Pan cards with what they do (K-14), its undone task against its experience (K-9.1 to K-9.4)
and its companions (K-15), in English and Hungarian, from its own view only (K-GAP-34).

Cards: k0..k5 red 1, k14 red 3, k20 blue 1, p0 and p1 Marten, p4 to p7 Mouse (bear,
witch, dust, north), p8 and p9 Owl (bear, witch), p12 Cat, p14 Butterfly; tasks: t0 The
Master of Jordan (dust 3/2, north 2/1), t3 Tony Costa (bear 3/2, witch 2/1)."""

import ast
import pathlib
import sys

import pytest

from cogs.kompass_text import private_text
from rules.kompass import GAME
from rules.kompass.data import PAN
from tests.support_kompass import build

NAMES = ["Ann", "Bo", "Cy"]


def hand_state(**kw):
    kw.setdefault("hands", {0: ["k14", "k0", "k1", "k20", "p9", "p0", "p1"]})
    kw.setdefault("tasks", {0: "t3", 1: "t0"})
    kw.setdefault("xp", {0: {"bear": 3, "witch": 1}})
    return build(**kw)


def test_the_hand_task_and_companions_read_in_english():
    text = private_text(GAME.view(hand_state(companions={0: ["lee", "coram"]}), 0), "en", NAMES)
    assert text.splitlines() == [
        "**Your hand** (7/8 cards)",
        "Lyra cards: red 1 ×2, red 3, blue 1",
        "Pan cards (any of them can also move 1 space):",
        "• Marten ×2: move 1, 2 or 3 spaces",
        "• Owl (Witches): when a move gains you experience of its kind, gain one more",
        "**Task I**: Tony Costa",
        "• Armoured bear: you have 3 of 3 needed; completing it moves the token back 2",
        "• Witches: you have 1 of 2 needed; completing it moves the token back 1",
        "Not ready yet.",
        "**Companions**:",
        "• Lee Scoresby: once per round, move 1 space without playing a card",
        "• Farder Coram: 1 experience of your choice on every compass space and city you stop on",
    ]


def test_the_hand_task_and_companions_read_in_hungarian():
    text = private_text(GAME.view(hand_state(companions={0: ["lee"]}), 0), "hu", NAMES)
    assert text.splitlines() == [
        "**A kezed** (7/8 kártya)",
        "Lyra-kártyák: piros 1 ×2, piros 3, kék 1",
        "Pan-kártyák (bármelyikkel 1 mezőt is léphetsz):",
        "• Nyest ×2: 1, 2 vagy 3 mezőt léphetsz vele",
        "• Bagoly (Boszorkányok): ha előrehaladás után ilyen tapasztalatot szerzel, eggyel többet kapsz",
        "**Feladat (I)**: Tony Costa",
        "• Páncélos medve: 3 van, 3 kell; teljesítéskor a jelző 2 mezőt visszalép",
        "• Boszorkányok: 1 van, 2 kell; teljesítéskor a jelző 1 mezőt visszalép",
        "Még nem teljesítheted.",
        "**Kísérők**:",
        "• Lee Scoresby: fordulónként egyszer kártya kijátszása nélkül léphetsz egy mezőt",
    ]


@pytest.mark.parametrize(
    "locale,ready,none_left",
    [
        ("en", "You can complete it in phase 4.", ["Lyra cards: none", "Pan cards: none"]),
        ("hu", "A 4. fázisban teljesítheted.", ["Lyra-kártyák: nincs", "Pan-kártyák: nincs"]),
    ],
)
def test_k9_4_a_task_whose_minimums_are_met_is_ready(locale, ready, none_left):
    state = hand_state(hands={0: []}, xp={0: {"bear": 3, "witch": 2}})
    lines = private_text(GAME.view(state, 0), locale, NAMES).splitlines()
    assert ready in lines and lines[1:3] == none_left


def test_k9_9_no_task_left_and_no_companion_yet():
    state = hand_state(tasks={0: None})
    assert "**Task**: none left to do" in private_text(GAME.view(state, 0), "en", NAMES)
    hungarian = private_text(GAME.view(state, 0), "hu", NAMES)
    assert "**Feladat**: nincs több" in hungarian and hungarian.endswith("**Kísérők**: még nincs")


@pytest.mark.parametrize("locale", ["en", "hu"])
def test_k_gap_34_only_the_own_seat_is_read(locale):
    """Seat 1's task (The Master of Jordan) and hand never appear in seat 0's text."""
    state = hand_state(hands={0: ["k0"], 1: ["p12", "k40"]})
    text = private_text(GAME.view(state, 0), locale, NAMES)
    assert "Tony Costa" in text
    assert not any(word in text for word in ("Jordan", "Cat", "Macska", "green", "zöld"))


@pytest.mark.parametrize("locale", ["en", "hu"])
def test_the_fullest_hand_fits_well_in_one_discord_message(locale):
    """Eight Pan cards of five abilities (K-4.9), a task and four companions (the most anyone
    takes, K-16.6): under 1,200 characters, each ability explained once."""
    hand = ["p0", "p4", "p5", "p6", "p8", "p9", "p12", "p14"]
    assert {PAN[card].ability for card in hand} == {"marten", "mouse", "owl", "cat", "butterfly"}
    companions = ["iorek", "serafina", "macosta", "johnfaa"]
    text = private_text(GAME.view(hand_state(hands={0: hand}, companions={0: companions}), 0), locale, NAMES)
    assert text.count("\n• ") == 5 + 2 + 4 and len(text) < 1200


def test_the_text_hand_imports_only_locales_rules_and_the_standard_library():
    path = pathlib.Path(__file__).resolve().parent.parent / "cogs" / "kompass_text.py"
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {alias.name for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names}
    imported |= {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    roots = {name.split(".")[0] for name in imported}
    assert roots - sys.stdlib_module_names - {"__future__"} <= {"locales", "rules"}
