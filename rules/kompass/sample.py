"""What the search levels (``rules.search``) need of Der Goldene Kompass: a state redealt from
one seat's knowledge, and every seat's standing mid-game."""

from __future__ import annotations

import random

from rules.kompass.data import FENS, GOAL, LYRA, QUALIFY_LEVEL, TASKS, TASKS_TO_WIN
from rules.kompass.state import KState, clone


def redeal(s: KState, seat: int, rng: random.Random) -> KState:
    """``s`` as ``seat`` may imagine it (K-GAP-34): the other hands, the Lyra and Pan draw piles,
    the discards under their face-up tops, the other players' task cards (their levels are
    public), the task piles and discards dealt again from the cards ``seat`` cannot see, and a
    new seed for later reshuffles."""
    w = clone(s)
    others = [other for other in range(s.n) if other != seat]
    to_hands: list[str] = []
    for colour in s.lyra:
        hidden = [
            card
            for other in others
            for card in s.players[other].hand
            if LYRA.get(card, None) is not None and LYRA[card].colour == colour
        ]
        pile, below = s.lyra[colour], s.lyra_discard[colour][:-1]
        cards = sorted(hidden + pile + below)
        rng.shuffle(cards)
        w.lyra[colour] = cards[: len(pile)]
        w.lyra_discard[colour] = cards[len(pile) : len(pile) + len(below)] + s.lyra_discard[colour][-1:]
        to_hands += cards[len(pile) + len(below) :]
    hidden_pan = [card for other in others for card in s.players[other].hand if card not in LYRA]
    below_pan = s.pan_discard[:-1]
    pan = sorted(hidden_pan + s.pan + below_pan)
    rng.shuffle(pan)
    w.pan = pan[: len(s.pan)]
    w.pan_discard = pan[len(s.pan) : len(s.pan) + len(below_pan)] + s.pan_discard[-1:]
    to_hands += pan[len(s.pan) + len(below_pan) :]
    to_hands.sort()
    rng.shuffle(to_hands)
    for other in others:
        size = len(s.players[other].hand)
        w.players[other].hand, to_hands = to_hands[:size], to_hands[size:]
    tasks = {other: task for other in others if (task := s.players[other].task) is not None}
    for level in s.tasks:
        holders = [other for other, task in tasks.items() if TASKS[task].level == int(level)]
        cards = sorted([tasks[other] for other in holders] + s.tasks[level] + s.task_discard[level])
        rng.shuffle(cards)
        for other in holders:
            w.players[other].task = cards.pop()
        w.tasks[level] = cards[: len(s.tasks[level])]
        w.task_discard[level] = cards[len(s.tasks[level]) :]
    w.seed = rng.getrandbits(32)
    return w


def features(s: KState) -> tuple[str, tuple[tuple[float, ...], ...]]:
    """How far the race is (the leader before Fens, before the last third, after) and, per
    seat, what its standing is weighed from: tasks done (K-12.1), experience up to the
    qualifying 3 and beyond, the way travelled, a place on the goal, cards in hand, the level
    of the task held, companions."""
    needed = TASKS_TO_WIN[s.n]
    leader = max(p.pos for p in s.players)
    stage = "early" if leader < FENS else "middle" if leader < 2 * GOAL // 3 else "late"
    return stage, tuple(
        (
            float(min(len(p.done), needed)),
            float(sum(min(value, QUALIFY_LEVEL) for value in p.xp.values())),
            float(sum(max(0, value - QUALIFY_LEVEL) for value in p.xp.values())),
            float(p.pos),
            float(p.pos == GOAL),
            float(len(p.hand)),
            float(TASKS[p.task].level if p.task else 0),
            float(len(p.companions)),
        )
        for p in s.players
    )


# Fitted by ``python -m benchmarks.fit_estimate --game kompass --games 600 --every 5``
# (positions of today's AI, 2-4 players; test log-loss against who won, early/middle/late:
# 1.106 / 1.013 / 0.673, where the hand-set weights before scored 1.335 / 1.089 / 0.804 and a
# blind guess 1.116 / 1.111 / 1.123). The way travelled counts against a seat once the others'
# experience and tasks are known: the leader is held to its own colour beyond Fens (K-7.2).
WEIGHTS: dict[str, tuple[float, ...]] = {
    "early": (-0.045, 0.398, 1.370, -0.152, 0.000, 0.057, -0.045, 0.456),
    "middle": (0.665, 0.433, 0.381, -0.125, 0.000, 0.036, 0.665, -0.225),
    "late": (3.003, 0.577, 0.554, -0.126, 1.610, 0.011, -0.257, 0.257),
}


def estimate(s: KState) -> tuple[float, ...]:
    """Each seat's standing: its feature row weighed by the race's stage."""
    stage, rows = features(s)
    weights = WEIGHTS[stage]
    return tuple(sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows)
