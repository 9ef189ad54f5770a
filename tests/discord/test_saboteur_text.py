"""The Saboteur commands' words (cogs/saboteur_text.py, cogs/saboteur_menu.py, cogs/saboteur.py):
a seat's secrets as text, the hand menu's groups and the card suggestions, in the reader's own
language, read from the seat's view and its legal actions only (S-GAP-27)."""

import locales
from cogs.saboteur import card_choices
from cogs.saboteur_menu import group_by_card
from cogs.saboteur_text import private_text
from host import ActionChoice
from rules.saboteur import GAME
from rules.saboteur.actions import BREAK, DISCARD, PLACE
from tests.support.saboteur import NAMES, act, build, hand_id, reach_gold

D, S = "gold-digger", "saboteur"


def peeked_state():
    """Seat 0, a saboteur with a broken cart, has looked at the gold with a map."""
    state = build(
        4,
        hands={0: ["MAP", "X", "FIX-cart"]},
        broken={0: ["cart"]},
        roles=[S, D, D, D],
        goals=("gold", "stone_ne", "stone_nw"),
        deck=0,
    )
    return act(state, 0, f"m:{hand_id(state, 0, 'MAP')}:8,2").state


def choices(state, seat, locale):
    return [
        ActionChoice(a.code, locales.render(a.label, locale, NAMES)) for a in GAME.legal_actions(state, seat)
    ]


def test_private_text_tells_role_hand_broken_tools_and_peeks_in_english_and_hungarian():
    """S-3.5, S-7.4, S-9.3: the seat's own role, hand, broken tools and map results."""
    view = GAME.view(peeked_state(), 0)
    assert private_text(view, "en", NAMES).splitlines() == [
        "Round 1: you are a **Saboteur**.",
        "Your hand: Crossroads, Repair cart.",
        "Your broken tools: cart — you cannot build a path.",
        "Map: the goal at 8,2 is gold.",
    ]
    assert private_text(view, "hu", NAMES).splitlines() == [
        "1. játékmenet: **szabotőr** vagy.",
        "A kezedben: kereszteződés, csillejavítás.",
        "Törött szerszámaid: csille – nem rakhatsz le járatkártyát.",
        "Térkép: a célkártyán (8; 2) aranyrög van.",
    ]


def test_private_text_tells_the_draft_holder_the_gold_cards_left_and_nobody_else():
    """S-12.16, S-DEC-4: only the gold-digger choosing reads the cards left in the draft."""
    deck = (27, 16, 0, *range(1, 16), *range(17, 27))  # worth 3, 2, 1, then the rest
    state = reach_gold(4, [D, S, D, D], finder=0, gold_deck=deck)
    assert private_text(GAME.view(state, 0), "en", NAMES).splitlines()[-1] == (
        "Gold cards left for you to choose from: 3, 2, 1, 1."
    )
    assert private_text(GAME.view(state, 0), "hu", NAMES).splitlines()[-1] == (
        "Ezekből az aranykártyákból választhatsz: 3, 2, 1, 1."
    )
    assert "choose from" not in private_text(GAME.view(state, 2), "en", NAMES)


def test_private_text_of_an_empty_hand_and_gold():
    state = build(4, hands={1: []}, roles=[D, D, S, D], gold=((), (27,), (), ()), gold_deck=tuple(range(27)))
    view = GAME.view(state, 1)
    assert private_text(view, "en", NAMES).splitlines() == [
        "Round 1: you are a **Gold-digger**.",
        "Your hand: no cards.",
        "Your gold so far: 3.",
    ]


def test_hand_menu_groups_by_card_named_in_the_readers_language():
    """S-5.2: one group per card in hand, each holding every legal action of that card."""
    state = build(4, hands={0: ["X", "BREAK-lantern"]})
    groups = group_by_card(choices(state, 0, "hu"), "hu")
    crossroads, broken = hand_id(state, 0, "X"), hand_id(state, 0, "BREAK-lantern")
    assert [(group.key, group.label) for group in groups] == [
        (crossroads, "Kereszteződés (nyitva: É K D Ny)"),
        (broken, "Törött lámpa"),
    ]
    assert {choice.code.split(":")[1] for group in groups for choice in group.choices} == {crossroads, broken}
    assert sum(len(group.choices) for group in groups) == len(GAME.legal_actions(state, 0))


def test_draft_and_pass_are_groups_of_their_own():
    """S-10.4, S-DEC-4: the empty-hand pass and the draft picks are one group each."""
    state = build(4, hands={0: []}, deck=0)
    [group] = group_by_card(choices(state, 0, "en"), "en")
    assert (group.key, group.label, [c.code for c in group.choices]) == ("pass", "Pass", ["pass"])
    draft = reach_gold(4, [D, S, D, D], finder=0, gold_deck=(27, 16, 0, *range(1, 16)))
    [group] = group_by_card(choices(draft, 0, "hu"), "hu")
    assert (group.key, group.label, [c.code for c in group.choices]) == (
        "draft",
        "Osztozkodás az aranyon",
        ["g:3", "g:2", "g:1"],
    )


def test_card_suggestions_name_each_card_once_in_the_readers_language():
    """S-5.2: a card suggestion per card in hand, two identical crossroads read as one (issue 23)."""
    state = build(4, hands={0: ["X", "X", "BREAK-lantern", "MAP"]})
    legal = choices(state, 0, "hu")
    names = [choice.name for choice in card_choices(legal, {PLACE, DISCARD}, "", "hu")]
    assert sorted(names) == ["Kereszteződés (nyitva: É K D Ny)", "Térkép", "Törött lámpa"], "two X once"
    assert [c.name for c in card_choices(legal, {BREAK}, "lám", "hu")] == ["Törött lámpa"]
    assert card_choices(legal, {BREAK}, "lantern", "hu") == []
