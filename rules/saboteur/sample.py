"""What the search levels (``rules.search``) need of Saboteur: a state redealt from one seat's
knowledge (docs/saboteur-views.md), and every seat's standing mid-game."""

from __future__ import annotations

import random
from dataclasses import replace

from rules.saboteur.data import GOLD_DIGGER, ROLE_CARDS, STEP
from rules.saboteur.maze import neighbour
from rules.saboteur.state import PLAY, Goal, SaboteurState, scores

_GOLD = 0.5  # standing units per gold nugget held
_ROUND = 1.5  # standing units of a round's win for the seat's team (about 3 nuggets each)


def redeal(s: SaboteurState, seat: int, rng: random.Random) -> SaboteurState:
    """``s`` as ``seat`` may imagine it: while a round is played, the other players' roles and
    the leftover role card (S-4.11), the other hands, the draw pile and the cards others
    discarded face down, and the goal cards neither face up nor seen with a map by ``seat``
    (S-9.4), dealt again; at any time the gold deck and the gold others hold (their counts
    kept), and a new seed for the rounds to come."""
    others = [other for other in range(s.n) if other != seat]
    changes: dict[str, object] = {"seed": rng.getrandbits(32)}
    if s.phase == PLAY:
        roles = sorted([s.roles[other] for other in others] + [s.leftover])
        rng.shuffle(roles)
        dealt_roles = list(s.roles)
        for other in others:
            dealt_roles[other] = roles.pop()
        changes.update(roles=tuple(dealt_roles), leftover=roles.pop())
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


def estimate(s: SaboteurState) -> tuple[float, ...]:
    """Each seat's standing: the gold it holds, and while a round is played its team's chance
    in it, from how far the tunnel's open end is from the gold (S-12.1) against the cards left
    to play."""
    gold = scores(s)
    if s.phase != PLAY:
        return tuple(_GOLD * value for value in gold)
    chance = _diggers_chance(s)
    return tuple(
        _GOLD * gold[seat] + _ROUND * (chance if ROLE_CARDS[s.roles[seat]] == GOLD_DIGGER else 1 - chance)
        for seat in range(s.n)
    )


def _diggers_chance(s: SaboteurState) -> float:
    """A rough chance that the gold-diggers reach the gold this round: the nearer the tunnel's
    open end to the gold and the more cards still to play, the likelier."""
    board = s.board
    target = next(goal.cell for goal in s.goals if goal.kind == "gold")
    distance = min(
        (
            abs(other[0] - target[0]) + abs(other[1] - target[1])
            for cell in board.linked
            for edge in STEP
            if board.shapes[cell].open & edge and not board.occupied(other := neighbour(cell, edge))
        ),
        default=20,
    )
    cards = len(s.deck) + sum(len(hand) for hand in s.hands)
    return max(0.0, min(1.0, 1.0 - distance / (2.0 + cards / 4.0)))
