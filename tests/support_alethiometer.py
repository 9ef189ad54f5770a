"""Shared-test support for the Alethiometer game: conservation laws and secrets (A-DEC-10)."""

from __future__ import annotations

from collections import Counter

from rules.alethiometer import data
from rules.alethiometer.state import State
from tests.support import SUPPORT, GameSupport


def _once(items, expected, what):
    counts = Counter(items)
    assert not [item for item, count in counts.items() if count > 1], f"{what} duplicated"
    assert set(counts) == set(expected), f"{what} lost or invented"


def invariant(state: State) -> None:
    """Every card, tile, character, token exists exactly once; counts never change."""
    n = state.n
    _once(
        [*state.deck, *state.discard, *(c for hand in state.hands for c in hand)],
        data.lyra_cards(state.decks),
        "Lyra cards",
    )
    assert all(len(hand) <= data.HAND_LIMIT for hand in state.hands) or any(
        step.kind in ("discard", "limit") for step in state.queue
    ), "hand over the limit with no discard due"
    _once(
        [
            *(t for s in state.stacks for t in s),
            *(t for s in state.tiles for t in s),
            *(t for p in state.placed for t in p),
        ],
        data.TILES,
        "Item tiles",
    )
    assert sorted(t for p in state.placed for t in p) == sorted(t for s in state.scored for t in s)
    assert all(len(places) <= data.SCORING_SPACES for places in state.placed)
    _once(
        [
            *(c for deck in state.char_decks for c in deck),
            *(c for d in state.dealt for c in d),
            *(c for c in state.allies if c),
            *(c for c in state.oppositions if c),
            *state.char_discard,
        ],
        data.CHARACTERS,
        "Character cards",
    )
    _once(
        [
            *state.bag,
            *state.bridge_aside,
            *state.bridges,
            *state.drawn,
            *(t for ts in state.truths for t in ts),
            *state.truth_discard,
        ],
        [*data.TRUTHS, *data.BRIDGES],
        "Truth and Bridge tokens",
    )
    assert state.dust_supply + sum(state.dust) == data.DUST_TOKENS and min(state.dust) >= 0
    for seat in range(n):
        total = state.supply[seat] + state.on_dest[seat] + len(state.scored[seat])
        assert total == data.SYMBOL_TOKENS and state.supply[seat] >= 0, f"Symbol tokens of seat {seat}"


def secrets(state: State) -> dict[int | None, set[str]]:
    """Hands, unscored tiles and dealt characters belong to their holder and to every seat
    that has seen them (cards passed between two hands, a look at a hand, a stolen tile);
    the deck, the stacks, the bag and the Character decks belong to nobody."""
    owners: dict[int | None, set[str]] = {seat: set() for seat in range(state.n)}
    owners[None] = {
        *state.deck,
        *(t for s in state.stacks for t in s),
        *state.bag,
        *(c for deck in state.char_decks for c in deck),
    }
    for seat in range(state.n):
        held = {*state.hands[seat], *state.tiles[seat], *state.dealt[seat]}
        owners[seat] |= held
    for item, seat in state.known:
        owners[seat].add(item)
    return owners


SUPPORT["alethiometer"] = GameSupport(player_counts=(2, 3, 4), invariant=invariant, secrets=secrets)
