"""What the search levels (``rules.search``) need of Saboteur: a state redealt from one seat's
knowledge (docs/saboteur-views.md), and every seat's standing mid-game."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.saboteur.data import GOLD_DIGGER, ROLE_CARDS, SABOTEUR
from rules.saboteur.maze import distance
from rules.saboteur.state import PLAY, Goal, SaboteurState, scores
from rules.saboteur.suspicion import role_deals


def redeal(s: SaboteurState, seat: int, rng: random.Random) -> SaboteurState:
    """``s`` as ``seat`` may imagine it: while a round is played, the other players' roles and
    the leftover role card (S-4.11), the other hands, the draw pile and the cards others
    discarded face down, and the goal cards neither face up nor seen with a map by ``seat``
    (S-9.4), dealt again; at any time the gold deck and the gold others hold (their counts
    kept), and a new seed for the rounds to come."""
    others = [other for other in range(s.n) if other != seat]
    changes: dict[str, object] = {"seed": rng.getrandbits(32)}
    if s.phase == PLAY:
        changes.update(_deal_roles(s, seat, rng))
        hidden_discards = [index for index, (_, owner) in enumerate(s.discard) if owner not in (None, seat)]
        cards = sorted(
            [card for other in others for card in s.hands[other]]
            + list(s.deck)
            + [s.discard[index][0] for index in hidden_discards]
        )
        rng.shuffle(cards)
        hands = list(s.hands)
        for other in others:
            size = len(s.hands[other])
            hands[other], cards = tuple(cards[:size]), cards[size:]
        discard = list(s.discard)
        for index in hidden_discards:
            discard[index] = (cards.pop(), discard[index][1])
        changes.update(hands=tuple(hands), deck=tuple(cards), discard=tuple(discard))
        seen = {(x, y) for _, x, y in s.peeks[seat]}
        unknown = [i for i, goal in enumerate(s.goals) if not goal.face_up and goal.cell not in seen]
        kinds = sorted(s.goals[i].kind for i in unknown)
        rng.shuffle(kinds)
        goals: list[Goal] = list(s.goals)
        for i, kind in zip(unknown, kinds, strict=True):
            goals[i] = replace(goals[i], kind=kind)
        changes["goals"] = tuple(goals)
    gold = sorted([g for other in others for g in s.gold[other]] + list(s.gold_deck))
    rng.shuffle(gold)
    held = list(s.gold)
    for other in others:
        size = len(s.gold[other])
        held[other], gold = tuple(gold[:size]), gold[size:]
    changes.update(gold=tuple(held), gold_deck=tuple(gold))
    return replace(s, **changes)  # type: ignore[arg-type]


def _deal_roles(s: SaboteurState, seat: int, rng: random.Random) -> dict[str, object]:
    """The other seats' roles and the leftover dealt again: where the saboteur cards lie is
    drawn by how well each way explains the public plays (``suspicion.role_deals``), then the
    cards of each role are shuffled among their places."""
    hidden = sorted([s.roles[other] for other in range(s.n) if other != seat] + [s.leftover])
    saboteur_cards = [card for card in hidden if ROLE_CARDS[card] == SABOTEUR]
    digger_cards = [card for card in hidden if ROLE_CARDS[card] != SABOTEUR]
    deals, weights = role_deals(s.plays, seat, s.role(seat) == SABOTEUR, len(saboteur_cards))
    (deal,) = rng.choices(deals, weights)
    rng.shuffle(saboteur_cards)
    rng.shuffle(digger_cards)
    dealt = [*s.roles, s.leftover]
    for position in [other for other in range(s.n) if other != seat] + [s.n]:
        dealt[position] = (saboteur_cards if position in deal else digger_cards).pop()
    return {"roles": tuple(dealt[: s.n]), "leftover": dealt[s.n]}


def features(s: SaboteurState) -> tuple[str, tuple[tuple[float, ...], ...]]:
    """The round (later rounds leave less gold to win) and, per seat, what its standing is
    weighed from: gold held; while a round is played, whether it digs for gold and, for the
    gold-diggers, how far the tunnel's open end is from the gold (S-12.1), the cards left to
    play, the share of gold-diggers with a broken tool (S-8.2) and of the table on their side
    (they share the gold, S-12.2); its own broken tools."""
    gold = scores(s)
    if s.phase != PLAY:
        return "between", tuple((float(gold[seat]), 0.0, 0.0, 0.0, 0.0, 0.0, 0.0) for seat in range(s.n))
    diggers = [seat for seat in range(s.n) if ROLE_CARDS[s.roles[seat]] == GOLD_DIGGER]
    distance = _distance(s) / 10.0
    cards = (len(s.deck) + sum(len(hand) for hand in s.hands)) / 20.0
    hampered = sum(1 for seat in diggers if s.broken[seat]) / max(1, len(diggers))
    side = len(diggers) / s.n
    return str(s.round), tuple(
        (
            float(gold[seat]),
            *((1.0, distance, cards, hampered, side) if seat in diggers else (0.0,) * 5),
            float(bool(s.broken[seat])),
        )
        for seat in range(s.n)
    )


# Fitted by ``python -m benchmarks.fit_estimate --game saboteur --games 400 --every 3``
# (positions of today's AI, 3-10 players; test log-loss against who won the game, rounds
# 1/2/3 and between rounds: 1.878 / 1.577 / 1.107 / 1.333, a blind guess 1.937 / 1.939 /
# 1.944 / 1.967).
WEIGHTS: dict[str, tuple[float, ...]] = {
    "1": (0.000, -2.664, -2.157, 0.929, 0.803, 1.426, 0.004),
    "2": (0.701, -5.169, -2.474, 1.040, -0.559, 5.204, -0.223),
    "3": (0.911, -1.024, -3.673, 1.527, 1.460, -2.937, -0.486),
    "between": (0.895, 0.000, 0.000, 0.000, 0.000, 0.000, 0.000),
}


def estimate(s: SaboteurState) -> tuple[float, ...]:
    """Each seat's standing: its feature row weighed by the round's weights."""
    bucket, rows = features(s)
    weights = WEIGHTS[bucket]
    return tuple(sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows)


def _distance(s: SaboteurState) -> int:
    """How far the tunnel's open end is from the gold."""
    return distance(s.board, [next(goal.cell for goal in s.goals if goal.kind == "gold")])
