"""What the search levels (``rules.search``) need of Der Goldene Kompass: a state redealt from
one seat's knowledge, and every seat's standing mid-game."""

from __future__ import annotations

import random

from rules.kompass.data import GOAL, LYRA, QUALIFY_LEVEL, TASKS, TASKS_TO_WIN
from rules.kompass.state import KState, clone

# Standing weights, in units where one more makes a win about e times likelier: a task is the
# big step (K-12.1), experience up to the qualifying 3 next, then the race to the goal.
_TASK = 1.6
_QUALIFYING_XP = 0.45
_EXTRA_XP = 0.12
_STEP = 0.05
_ON_GOAL = 0.8


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


def estimate(s: KState) -> tuple[float, ...]:
    """Each seat's standing: tasks done, experience towards the qualifying level and beyond,
    the way travelled, and a place on the goal (K-12)."""
    needed = TASKS_TO_WIN[s.n]
    return tuple(
        _TASK * min(len(p.done), needed)
        + _QUALIFYING_XP * sum(min(value, QUALIFY_LEVEL) for value in p.xp.values())
        + _EXTRA_XP * sum(max(0, value - QUALIFY_LEVEL) for value in p.xp.values())
        + _STEP * p.pos
        + (_ON_GOAL if p.pos == GOAL else 0.0)
        for p in s.players
    )
