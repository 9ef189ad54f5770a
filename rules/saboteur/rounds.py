"""Dealing, ending rounds and sharing the gold (S-4, S-11.7, S-12, S-13, S-14).

Rule IDs refer to docs/rules/saboteur.md; every gap resolution there is binding
(S-DEC-1).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from rules.core import Event, required, shuffled
from rules.saboteur import data
from rules.saboteur.data import CARDS, GOLD_DIGGER, GOLD_VALUES, ROLE_CARDS, SABOTEUR
from rules.saboteur.events import DraftOpened, GameEnded, GoldTaken, RoundEnded, RoundStarted, SaboteurPaid
from rules.saboteur.state import (
    DRAFT,
    GAME_OVER,
    PLAY,
    Goal,
    RoundResult,
    SaboteurState,
    scores,
    with_item,
)


def _counter_clockwise(start: int, n: int) -> list[int]:
    """Seats from ``start`` (included) going counter-clockwise (S-12.4)."""
    return [(start - step) % n for step in range(n)]


def setup(n_players: int, seed: int, options: Mapping[str, Any]) -> SaboteurState:
    """S-4.21: the gold deck, then round 1 (``options`` already validated)."""
    gold_deck = shuffled(range(len(GOLD_VALUES)), seed, "gold")
    base = SaboteurState(
        n=n_players,
        seed=seed,
        options=tuple(sorted(options.items())),
        round=0,
        phase=PLAY,
        turn=None,
        roles=(),
        leftover=-1,
        hands=(),
        deck=(),
        discard=(),
        maze={},
        goals=(),
        broken=(),
        peeks=(),
        gold_deck=tuple(gold_deck),
        gold=((),) * n_players,
    )
    return _start_round(base, 1, 0, [])  # S-DEC-3: the first seat starts round 1


def _start_round(state: SaboteurState, number: int, first: int, events: list[Event]) -> SaboteurState:
    """S-4.14 to S-4.20, S-13.1 to S-13.7, S-GAP-1, S-GAP-2, S-GAP-22: a fresh deal."""
    n = state.n
    roles = shuffled(data.role_cards_for(n), state.seed, "roles", number)
    deck = shuffled(range(len(CARDS)), state.seed, "deck", number)
    kinds = shuffled(data.GOAL_KINDS, state.seed, "goals", number)
    size = data.hand_size(n)
    events.append(RoundStarted(seat=first, round=number, roles=tuple(ROLE_CARDS[r] for r in roles[:n])))
    return replace(
        state,
        round=number,
        phase=PLAY,
        turn=first,
        roles=tuple(roles[:n]),
        leftover=roles[n],
        hands=tuple(tuple(deck[seat * size : (seat + 1) * size]) for seat in range(n)),
        deck=tuple(deck[n * size :]),
        discard=(),
        maze={},
        goals=tuple(Goal(cell, kind) for cell, kind in zip(data.GOAL_CELLS, kinds, strict=True)),
        broken=((),) * n,
        peeks=((),) * n,
        draft=(),
        holder=None,
        last_player=None,
        passes=0,
        last=None,
        plays=((),) * n,
    )


def end_round(
    state: SaboteurState, last_player: int, finder: int | None, events: list[Event]
) -> SaboteurState:
    """S-11.7, S-12, S-13.8: reveal the roles, share the gold, then deal the next round."""
    roles = tuple(state.role(seat) for seat in range(state.n))
    saboteurs = [seat for seat in range(state.n) if roles[seat] == SABOTEUR]
    result = RoundResult(
        round=state.round,
        winners="gold-diggers" if finder is not None else "saboteurs",  # S-12.1, S-12.12
        roles=roles,
        leftover=ROLE_CARDS[state.leftover],
        finder=finder,
        paid=bool(saboteurs),
    )
    events.append(RoundEnded(seat=last_player, result=result))
    state = replace(state, results=(*state.results, result), last_player=last_player, turn=None)
    if not saboteurs:  # S-12.10, S-12.11, S-GAP-20: no saboteur, no gold
        return _next_round(state, events)
    if finder is None:
        return _next_round(_pay_saboteurs(state, saboteurs, events), events)
    return _open_draft(state, finder, events)


def _draft_seats(state: SaboteurState) -> list[int]:
    """S-12.6: saboteurs are skipped; with greedy_dwarf (S-DEC-2) so are gold-diggers with a
    broken tool in front of them."""
    greedy = state.option("greedy_dwarf")
    return [s for s in range(state.n) if state.role(s) == GOLD_DIGGER and not (greedy and state.broken[s])]


def _next_holder(state: SaboteurState, after: int, include_self: bool) -> int | None:
    eligible = _draft_seats(state)
    order = _counter_clockwise(after, state.n)
    order = order if include_self else [*order[1:], after]
    return next((seat for seat in order if seat in eligible), None)


def _open_draft(state: SaboteurState, finder: int, events: list[Event]) -> SaboteurState:
    """S-12.2, S-12.3, S-12.9, S-GAP-18, S-GAP-23: count gold cards face up; the finder (or the
    first gold-digger counter-clockwise from a saboteur finder) chooses first."""
    count = min(state.n, data.MAX_DIGGER_GOLD_CARDS, len(state.gold_deck))
    holder = _next_holder(state, finder, include_self=True)
    if holder is None or count == 0:  # greedy_dwarf left nobody to share: the gold stays
        return _next_round(state, events)
    draft = state.gold_deck[:count]
    events.append(DraftOpened(seat=holder, values=tuple(GOLD_VALUES[g] for g in draft)))
    state = replace(
        state, phase=DRAFT, draft=draft, draft_opened=draft, gold_deck=state.gold_deck[count:], holder=holder
    )
    return settle_draft(state, events)


def take_gold(state: SaboteurState, seat: int, value: int, events: list[Event]) -> SaboteurState:
    """S-12.3 to S-12.7, S-DEC-4: take one card worth ``value``, pass the rest counter-clockwise."""
    card = next(g for g in state.draft if GOLD_VALUES[g] == value)
    draft = tuple(g for g in state.draft if g != card)
    events.append(GoldTaken(seat=seat, card=card, value=value))
    return replace(
        state,
        draft=draft,
        gold=with_item(state.gold, seat, (*state.gold[seat], card)),
        holder=_next_holder(state, seat, include_self=False) if draft else None,
    )


def settle_draft(state: SaboteurState, events: list[Event]) -> SaboteurState:
    """The last card goes to its holder without asking. Cards all worth the same are still
    offered one by one: only the holder may know they are equal (S-12.16), so taking them
    without asking would tell everyone what the others took."""
    if len(state.draft) == 1:
        state = take_gold(state, required(state.holder), GOLD_VALUES[state.draft[0]], events)
    return state if state.draft else _next_round(state, events)


def choose_gold(deck: tuple[int, ...], amount: int) -> tuple[int, ...]:
    """S-GAP-19: gold cards from ``deck`` totalling exactly ``amount`` with as few cards as
    possible, else the largest total below it; bigger cards first among equals."""
    available = {value: [g for g in deck if GOLD_VALUES[g] == value] for value in (3, 2, 1)}
    best = max(
        (
            combo
            for combo in itertools.product(*(range(len(available[v]) + 1) for v in (3, 2, 1)))
            if 3 * combo[0] + 2 * combo[1] + combo[2] <= amount
        ),
        key=lambda c: (3 * c[0] + 2 * c[1] + c[2], -sum(c), c),
    )
    return tuple(
        card for value, take in zip((3, 2, 1), best, strict=True) for card in available[value][:take]
    )


def _pay_saboteurs(state: SaboteurState, saboteurs: list[int], events: list[Event]) -> SaboteurState:
    """S-12.13 to S-12.15, S-GAP-19: each winning saboteur, counter-clockwise from the last
    player, takes his share from the gold deck, unseen by the others."""
    amount = data.SABOTEUR_PAY[len(saboteurs)]
    for seat in _counter_clockwise(required(state.last_player), state.n):
        if seat not in saboteurs:
            continue
        cards = choose_gold(state.gold_deck, amount)
        state = replace(
            state,
            gold_deck=tuple(g for g in state.gold_deck if g not in cards),
            gold=with_item(state.gold, seat, (*state.gold[seat], *cards)),
        )
        events.append(SaboteurPaid(seat=seat, cards=cards, values=tuple(GOLD_VALUES[g] for g in cards)))
    return state


def _next_round(state: SaboteurState, events: list[Event]) -> SaboteurState:
    """S-13.8, S-GAP-21: the seat clockwise from the last player starts; S-14.1: three rounds."""
    state = replace(state, phase=PLAY, draft=(), draft_opened=(), holder=None)
    if state.round < data.ROUNDS:
        return _start_round(state, state.round + 1, (required(state.last_player) + 1) % state.n, events)
    state = replace(state, phase=GAME_OVER, turn=None)
    events.append(GameEnded(scores=scores(state)))
    return state
