"""What the search levels (``rules.search``) need of the Alethiometer game: a state redealt from
one seat's knowledge (A-DEC-10), and every seat's standing mid-game."""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import replace

from rules.alethiometer import data
from rules.alethiometer.engine import score_rows
from rules.alethiometer.mechanics import kinds
from rules.alethiometer.state import State


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


def _daemon_pairs(hand: tuple[str, ...]) -> int:
    """Daemon pairs a hand can make, Wild cards filling in (A-10.2, A-10.6, A-13.5)."""
    count = Counter(kinds(hand))
    singles = sum(count[kind] % 2 for kind in data.DAEMONS)
    wild = count[data.WILD]
    return sum(count[kind] // 2 for kind in data.DAEMONS) + min(singles, wild) + max(0, wild - singles) // 2


def features(s: State) -> tuple[str, tuple[tuple[float, ...], ...]]:
    """The part being played and, per seat, what its standing is weighed from: Truth points,
    scored tile points, Dust points already counted, Dust tokens, the worth and number of tiles
    held unscored, cards in hand, Symbol tokens on the Destination and in supply, the Sky Ferry
    (A-15, A-12.3), the Daemon pairs the hand can make and how many of them have a held tile to
    score (A-10.2, A-13.5)."""
    rows = score_rows(s)
    pairs = [_daemon_pairs(hand) for hand in s.hands]
    return str(s.part), tuple(
        (
            float(rows[seat]["truths"]),
            float(rows[seat]["tiles"]),
            float(rows[seat]["dust"]),
            float(s.dust[seat]),
            float(sum(data.TILES[t].value or 2 for t in s.tiles[seat])),
            float(len(s.tiles[seat])),
            float(len(s.hands[seat])),
            float(s.on_dest[seat]),
            float(s.supply[seat]),
            float(s.ferry == seat),
            float(pairs[seat]),
            float(min(pairs[seat], len(s.tiles[seat]))),
        )
        for seat in range(s.n)
    )


# Fitted by ``python -m benchmarks.fit_estimate --game alethiometer --games 600 --every 5``
# (positions of today's AI, 2-4 players; test log-loss against who won, part I/II/III: 1.096 /
# 1.022 / 0.735; without the two Daemon-pair features 1.098 / 1.031 / 0.768, the hand-set
# weights before them 1.175 / 1.086 / 0.900 and a blind guess 1.092 / 1.103 / 1.090: part I is
# close to a coin toss whatever is counted).
WEIGHTS: dict[str, tuple[float, ...]] = {
    "1": (-0.010, 0.000, 0.000, 0.176, 0.137, -0.215, 0.042, 0.069, -0.069, -0.446, 0.005, 0.059),
    "2": (0.223, 0.000, 0.000, 0.171, 0.074, 0.028, 0.002, 0.033, -0.033, -0.183, 0.148, 0.246),
    "3": (0.338, 0.275, 0.213, 0.367, 0.162, -0.244, 0.018, -0.104, -0.201, -0.207, 0.118, 0.494),
}


def estimate(s: State) -> tuple[float, ...]:
    """Each seat's standing: its feature row weighed by the part's weights."""
    part, rows = features(s)
    weights = WEIGHTS[part]
    return tuple(sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows)
