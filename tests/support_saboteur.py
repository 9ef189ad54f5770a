"""Saboteur's entry in the shared game tests: conservation laws and secret tokens."""

from __future__ import annotations

from collections import Counter

from rules.saboteur.data import CARDS, GOLD_VALUES, card_id, gold_id, role_cards_for, role_marker
from rules.saboteur.engine import PLAY, SaboteurState
from tests.support import SUPPORT, GameSupport


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


SUPPORT["saboteur"] = GameSupport(player_counts=(3, 4, 5, 7, 10), invariant=invariant, secrets=secrets)
