"""Shared-test support for the Alethiometer game: conservation laws and secrets (A-DEC-10)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import replace

import locales
from rules.alethiometer import GAME, data
from rules.alethiometer.state import State
from rules.core import Message
from tests.support.games import SUPPORT, GameSupport


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
        job.kind in ("discard", "limit") for job in state.queue
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


FOLDED = re.compile(
    r" is dealt two Character cards\.$| chooses an ally\.$| discards .* \(| chooses a Truth token worth "
    r"| takes the red icon\.$"
)
"""Lines an Alethiometer post says together (Alethiometer.summarize): the deal, the allies
chosen, a player's discards and Truth tokens, the red icon before its draw."""
SUMMARY = re.compile(
    r"^Part \d begins\.| choose their allies\.$| discards .*, .* \(| chooses Truth tokens worth "
    r"| draws (no|\d+) Lyra cards? \(red icon\)"
)
"""The lines that say them together (ale-log-part, ale-log-kept-many, ale-log-discards,
ale-log-picks, the draw by the red icon)."""

SUPPORT["alethiometer"] = GameSupport(
    player_counts=(2, 3, 4), invariant=invariant, secrets=secrets, folded=FOLDED, summary=SUMMARY
)


# --- a small builder for rule tests: situations are constructed, not played into ----------------


def _ids_of(kinds, pool):
    """Card ids for the given kinds, taken (in id order) from ``pool``, which loses them."""
    chosen = []
    for kind in kinds:
        card = next(c for c in pool if data.ALL_CARDS[c] == kind)
        pool.remove(card)
        chosen.append(card)
    return chosen


def english(message: Message, names=("Ann", "Bob", "Cy", "Di")) -> str:
    """``message`` as an English player reads it; seats are Ann, Bob, Cy and Di."""
    return locales.render(message, "en", names)


def character(name: str) -> str:
    """The id of the Character card whose English name is ``name``."""
    return next(cid for cid in data.CHARACTERS if english(data.character_name(cid)) == name)


def build(
    n: int = 3,
    *,
    part: int = 1,
    lyra: int = 2,
    current: int = 0,
    spin: int = 1,
    hands=None,
    deck_top=(),
    discard=(),
    allies=None,
    oppositions=None,
    tiles=None,
    scored=None,
    queue=None,
    phase: str = "turn",
    **fields,
) -> State:
    """A state in the middle of ``current``'s turn of ``part`` after spinning dial position
    ``spin`` (1-8). ``hands``/``deck_top``/``discard`` are card kinds, ``tiles`` tile ids per seat,
    ``scored`` {seat: [(tile, location index)]}, ``allies``/``oppositions`` character names."""
    from rules.alethiometer import GAME
    from rules.alethiometer.state import Job

    base = GAME.setup(n, seed=1)
    pool = sorted(data.lyra_cards(base.decks), key=lambda c: int(c[1:]))
    hand_ids = [_ids_of((hands or {}).get(seat, ()), pool) for seat in range(n)]
    discard_ids = _ids_of(discard, pool)
    top = _ids_of(deck_top, pool)
    deck = tuple(pool + top[::-1])  # the first of deck_top is drawn first
    held = {t for ts in (tiles or {}).values() for t in ts} | {
        t for ts in (scored or {}).values() for t, _ in ts
    }
    stacks = tuple(
        tuple(t for t, tile in data.TILES.items() if tile.origin == where and t not in held)
        for where in data.TILE_LOCATIONS
    )
    placed = [[], []]
    scored_by = [[] for _ in range(n)]
    for seat, items in (scored or {}).items():
        for tile, where in items:
            placed[where].append(tile)
            scored_by[seat].append(tile)
    allies_ids = tuple(
        character((allies or {}).get(seat, "")) if (allies or {}).get(seat) else "" for seat in range(n)
    )
    opp_ids = tuple(
        character((oppositions or {}).get(seat, "")) if (oppositions or {}).get(seat) else ""
        for seat in range(n)
    )
    used = {c for c in allies_ids + opp_ids if c}
    char_decks = tuple(tuple(c for c in deck_ids if c not in used) for deck_ids in data.CHARACTER_DECKS)
    on_dest = fields.get("on_dest", (0,) * n)
    supply = tuple(data.SYMBOL_TOKENS - len(scored_by[seat]) - on_dest[seat] for seat in range(n))
    values = dict(
        part=part,
        phase=phase,
        lyra=lyra,
        current=current,
        dealer=current,
        dial=spin - 1,
        turns=1,
        deck=deck,
        discard=tuple(discard_ids),
        hands=tuple(tuple(h) for h in hand_ids),
        char_decks=char_decks,
        dealt=((),) * n,
        kept=("",) * n,
        allies=allies_ids,
        oppositions=opp_ids,
        stacks=stacks,
        tiles=tuple(tuple((tiles or {}).get(seat, ())) for seat in range(n)),
        placed=tuple(tuple(p) for p in placed),
        scored=tuple(tuple(s) for s in scored_by),
        supply=supply,
        queue=tuple(queue) if queue is not None else (Job("icon", current),),
    )
    values.update(fields)
    return replace(base, **values)


def act(state: State, seat: int, code: str) -> State:
    """Apply the action ``code`` for ``seat`` and check the invariants on the result."""
    state = GAME.apply(state, seat, GAME.parse_action(code)).state
    invariant(state)
    return state


def codes(state: State, seat: int) -> set[str]:
    return {a.code for a in GAME.legal_actions(state, seat)}
