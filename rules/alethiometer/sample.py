"""What the search levels (``rules.search``) need of the Alethiometer game: a state redealt from
one seat's knowledge (A-DEC-10), and every seat's standing mid-game."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.alethiometer import data
from rules.alethiometer.engine import score_rows
from rules.alethiometer.state import State

_POINT = 0.3  # standing units per point: about three points make a win e times likelier
_HELD_TILE = 0.5  # an unscored tile counts half its worth: it may never be scored
_CARD = 0.4  # a Lyra card in hand, in points (the draft of Truth tokens is bought with cards)
_DESTINATION = 1.0  # a Symbol token on the Destination, in points: it buys an earlier Truth pick
_BRIDGES = 1.1  # Bridge to the Stars tokens a Dust token is likely to count (A-15.6, about 1.1)


def redeal(s: State, seat: int, rng: random.Random) -> State:
    """``s`` as ``seat`` may imagine it: the cards in other hands that ``seat`` does not know
    and the Lyra deck; the face-down tiles of each location and the other players' tiles from
    there that ``seat`` does not know; the order of the Character decks and, while allies are
    being chosen, the other players' dealt and kept cards; the order of the Truth bag; and the
    seed of later spins and shuffles, all dealt again. Of what other seats know, only what
    ``seat`` knows it knows (its own knowledge) is kept."""
    others = [other for other in range(s.n) if other != seat]

    def unknown(items: tuple[str, ...]) -> list[str]:
        return [item for item in items if (item, seat) not in s.known]

    cards = sorted([card for other in others for card in unknown(s.hands[other])] + list(s.deck))
    rng.shuffle(cards)
    hands = list(s.hands)
    for other in others:
        kept = [card for card in s.hands[other] if (card, seat) in s.known]
        size = len(s.hands[other]) - len(kept)
        hands[other], cards = tuple(kept + cards[:size]), cards[size:]
    stacks = []
    tiles = [list(held) for held in s.tiles]
    for where, stack in zip(data.TILE_LOCATIONS, s.stacks, strict=True):
        holders = [
            (other, t) for other in others for t in unknown(s.tiles[other]) if data.TILES[t].origin == where
        ]
        pool = sorted([t for _, t in holders] + list(stack))
        rng.shuffle(pool)
        for other, tile in holders:
            tiles[other][tiles[other].index(tile)] = pool.pop()
        stacks.append(tuple(pool))
    char_decks = [list(deck) for deck in s.char_decks]
    dealt, kept_chars = list(s.dealt), list(s.kept)
    if s.phase == "choose":  # A-5.1, A-5.2: the others' two cards and choice are secret until all chose
        deck = char_decks[s.part - 1]
        for other in others:
            deck += s.dealt[other]
        deck.sort()
        rng.shuffle(deck)
        for other in others:
            dealt[other] = (deck.pop(), deck.pop())
            kept_chars[other] = rng.choice(dealt[other]) if s.kept[other] else ""
    for deck in char_decks:
        deck.sort()
        rng.shuffle(deck)
    bag = sorted(s.bag)
    rng.shuffle(bag)
    return replace(
        s,
        seed=rng.getrandbits(32),
        deck=tuple(cards),
        hands=tuple(hands),
        known=frozenset(entry for entry in s.known if entry[1] == seat),
        stacks=tuple(stacks),
        tiles=tuple(tuple(held) for held in tiles),
        char_decks=tuple(tuple(deck) for deck in char_decks),
        dealt=tuple(tuple(pair) for pair in dealt),
        kept=tuple(kept_chars),
        bag=tuple(bag),
    )


def estimate(s: State) -> tuple[float, ...]:
    """Each seat's standing: its points so far (A-15, Dust at the Bridge tokens it is likely to
    count), half the worth of the tiles it holds unscored, its cards in hand and its Symbol
    tokens on the Destination."""
    rows = score_rows(s)
    return tuple(
        _POINT
        * (
            rows[seat]["truths"]
            + rows[seat]["tiles"]
            + _BRIDGES * s.dust[seat]
            + _HELD_TILE * sum(data.TILES[t].value or 2 for t in s.tiles[seat])
            + _CARD * len(s.hands[seat])
            + _DESTINATION * s.on_dest[seat]
        )
        for seat in range(s.n)
    )
