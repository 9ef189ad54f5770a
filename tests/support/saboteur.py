"""Saboteur's entry in the shared game tests: conservation laws and secret tokens."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import replace

import locales
from rules.core import Message
from rules.saboteur import GAME
from rules.saboteur.data import (
    CARDS,
    GOAL_CELLS,
    GOLD_VALUES,
    ROLE_CARDS,
    card_id,
    gold_id,
    role_cards_for,
    role_marker,
)
from rules.saboteur.state import PLAY, Goal, SaboteurState
from tests.support.games import SUPPORT, GameSupport, SecretChoice


def invariant(state: SaboteurState) -> None:
    """Every card, gold card and role card is in exactly one place (S-2.1 to S-2.8)."""
    cards = Counter(
        [
            *(c for hand in state.hands for c in hand),
            *state.deck,
            *(card for card, _owner in state.discard),
            *(card for card, _rot in state.maze.values()),
            *(c for cards in state.broken for c in cards),
        ]
    )
    assert cards == Counter(range(len(CARDS))), "path and action cards not conserved"
    gold = Counter([*state.gold_deck, *state.draft, *(g for held in state.gold for g in held)])
    assert gold == Counter(range(len(GOLD_VALUES))), "gold cards not conserved"
    assert sorted((*state.roles, state.leftover)) == sorted(role_cards_for(state.n)), (
        "role cards not conserved"
    )


def secrets(state: SaboteurState) -> dict[int | None, set[str]]:
    """S-GAP-27: hands, roles until revealed, peeks, face-down discards and gold are the
    owner's; the draw pile, the gold deck and the leftover role card are nobody's."""
    hidden_roles = state.phase == PLAY
    owned: dict[int | None, set[str]] = {seat: set() for seat in range(state.n)}
    for seat in range(state.n):
        owned[seat] |= {card_id(c) for c in state.hands[seat]}
        owned[seat] |= {gold_id(g) for g in state.gold[seat]}
        owned[seat] |= {f"peek-{card_id(card)}" for card, _x, _y in state.peeks[seat]}
        if hidden_roles:
            owned[seat].add(role_marker(state.roles[seat]))
    for card, owner in state.discard:
        if owner is not None:
            owned[owner].add(card_id(card))
    owned[None] = {card_id(c) for c in state.deck} | {gold_id(g) for g in state.gold_deck}
    if hidden_roles:
        owned[None].add(role_marker(state.leftover))
    return owned


# --- building situations for the rule tests ---------------------------------------------


def build(
    n: int = 4,
    *,
    hands: Mapping[int, Sequence[str]] | None = None,
    maze: Mapping[tuple[int, int], str | tuple[str, int]] | None = None,
    broken: Mapping[int, Sequence[str]] | None = None,
    roles: Sequence[str] | None = None,
    goals: Sequence[str] = ("stone_ne", "gold", "stone_nw"),
    face_up: Mapping[tuple[int, int], int] | None = None,
    deck: int | None = None,
    turn: int = 0,
    options: Mapping[str, bool] | None = None,
    **fields,
) -> SaboteurState:
    """A play-phase state of round 1 holding exactly the named cards (kind codes): hands,
    maze cells (code or (code, rotation)), broken tools, roles per seat, goal kinds at (8,2),
    (8,0), (8,-2) with some face up (cell -> rotation). The other cards form the draw pile
    (``deck`` of them; the rest lie face up on the discard pile). Conservation holds."""
    free = list(range(len(CARDS)))

    def take(code: str) -> int:
        card = next(c for c in free if CARDS[c].code == code)
        free.remove(card)
        return card

    base = GAME.setup(n, seed=1, options=options)
    hands = hands or {}
    broken = broken or {}
    face_up = face_up or {}
    hand_cards = tuple(tuple(take(code) for code in hands.get(seat, ())) for seat in range(n))
    cells = {}
    for cell, spec in (maze or {}).items():
        code, rot = (spec, 0) if isinstance(spec, str) else spec
        cells[cell] = (take(code), rot)
    broken_cards = tuple(tuple(take(f"BREAK-{tool}") for tool in broken.get(seat, ())) for seat in range(n))
    deck = len(free) if deck is None else deck
    return replace(
        base,
        turn=turn,
        roles=_role_cards(n, roles)[:n] if roles else base.roles,
        leftover=_role_cards(n, roles)[n] if roles else base.leftover,
        hands=hand_cards,
        maze=cells,
        broken=broken_cards,
        deck=tuple(free[:deck]),
        discard=tuple((card, None) for card in free[deck:]),
        goals=tuple(
            Goal(cell, kind, cell in face_up, face_up.get(cell, 0))
            for cell, kind in zip(GOAL_CELLS, goals, strict=True)
        ),
        **fields,
    )


def _role_cards(n: int, roles: Sequence[str]) -> tuple[int, ...]:
    """Role card indices for the named roles, then the leftover card."""
    pool = list(role_cards_for(n))
    chosen = []
    for role in roles:
        card = next(c for c in pool if ROLE_CARDS[c] == role)
        pool.remove(card)
        chosen.append(card)
    return (*chosen, *pool)


def hand_id(state: SaboteurState, seat: int, code: str) -> str:
    """The id of a card of kind ``code`` in the seat's hand, e.g. "c17"."""
    return next(card_id(c) for c in state.hands[seat] if CARDS[c].code == code)


def legal_codes(state: SaboteurState, seat: int) -> set[str]:
    return {action.code for action in GAME.legal_actions(state, seat)}


NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jon")


def english(message: Message) -> str:
    """A Message as an English reader sees it, seats named by ``NAMES``."""
    return locales.render(message, "en", NAMES)


def act(state: SaboteurState, seat: int, code: str):
    """Apply an action given by its code; returns the Transition."""
    return GAME.apply(state, seat, GAME.parse_action(code))


TUNNEL = {(1, 0): "X", (2, 0): "X", (3, 0): "X", (4, 0): "X", (5, 0): "X", (6, 0): "IEW"}
"""A straight tunnel from the start to (6,0): one more card at (7,0) reaches the middle goal."""


def reach_gold(n: int, roles: Sequence[str], finder: int, **fields) -> SaboteurState:
    """``finder`` places the card that turns up the gold at (8,0); the round ends (S-11.2)."""
    state = build(
        n,
        hands={finder: ["IEW"]},
        maze=TUNNEL,
        goals=("stone_ne", "gold", "stone_nw"),
        roles=roles,
        turn=finder,
        **fields,
    )
    return act(state, finder, f"p:{hand_id(state, finder, 'IEW')}:7,0:0").state


def run_dry(n: int, roles: Sequence[str], last: int, **fields) -> SaboteurState:
    """``last`` discards the last card in play; the gold was not reached (S-GAP-16)."""
    state = build(n, hands={last: ["X"]}, deck=0, roles=roles, turn=last, **fields)
    return act(state, last, f"d:{hand_id(state, last, 'X')}").state


def gold_picks() -> list[SecretChoice]:
    """S-12.16, S-DEC-4: which gold card a gold-digger takes in the draft is theirs to know,
    and the next chooser's, who is handed what is left. Five players, seats 1 and 4
    saboteurs: the finder (seat 3) chooses first from the count-out, then seat 2."""
    five = ["gold-digger", "saboteur", "gold-digger", "gold-digger", "saboteur"]
    choices = []
    for name, values in (("draft-32123", (3, 2, 1, 2, 3)), ("draft-31111", (3, 1, 1, 1, 1))):
        state = reach_gold(5, five, finder=3, gold_deck=gold_cards(values))
        one, other = GAME.parse_action("g:3"), GAME.parse_action("g:1")
        choices.append(SecretChoice(name, state, 5, 3, one, other, told=(2,)))
    return choices


def gold_cards(values: Sequence[int]) -> tuple[int, ...]:
    """A gold deck starting with cards of these values, the other gold cards after them."""
    free = list(range(len(GOLD_VALUES)))
    first = []
    for value in values:
        card = next(g for g in free if GOLD_VALUES[g] == value)
        free.remove(card)
        first.append(card)
    return (*first, *free)


FOLDED = re.compile(
    r" draws a card\.$| passes, discarding a card face down| passes with no cards in hand\.$"
    r"| takes a gold card\.$"
)
"""Lines a Saboteur post says together or shorter (SaboteurGame.summarize): a run of face-down
discards, passes or gold cards taken; any play without the card drawn after it."""
SUMMARY = re.compile(
    r" each discard a card face down | pass, each discarding | pass with no cards|^Gold cards go in turn to "
)
"""The lines that say them together (sab-discarded-many, sab-passed-discarding-many,
sab-passed-many, sab-gold-taken-many)."""

SUPPORT["saboteur"] = GameSupport(
    player_counts=(3, 4, 5, 7, 10),
    invariant=invariant,
    secrets=secrets,
    secret_choices=gold_picks,
    folded=FOLDED,
    summary=SUMMARY,
)
