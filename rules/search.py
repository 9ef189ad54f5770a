"""AI levels shared by every game: ``easy`` is the game's own policy (``GameRules.ai_action``),
``normal`` and ``hard`` a determinized Monte Carlo search on top of it or of a policy the
effort names (``Effort.lead``; Saboteur's hard is its informed policy alone, docs/results/ai-levels.md).

The search never reads a secret. Its first step, for every sample, is ``GameRules.redeal``:
a state the seat cannot tell from the real one, in which everything the seat cannot see (other
hands, deck orders, face-down cards, the seed of later shuffles) is dealt again at random from
what the seat cannot see, counts kept. ``redeal`` draws from the hidden cards sorted, so its
result depends on the seat's knowledge and the generator only; the search works on redealt
states alone, so two states that differ only in what the seat cannot see get the same choice
(tests/rules/test_search.py proves it per game).

Each candidate action is applied to the same redealt worlds, the game played on by the game's
own policy for every seat for a few actions, and the end judged: a finished game by its outcome
(the seat's share of the win), an unfinished one by ``GameRules.estimate`` (a share of the win
from each seat's standing so far). Successive halving spends the playouts on the candidates
still in the running; the game's own choice wins ties and small margins, so the search deviates
from it only on evidence. Everything is drawn from the generator it is given: a choice is
reproducible from the table's seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core import Action, GameRules, Seat, View
from rules.saboteur import ai as saboteur_ai

LEVELS = ("easy", "normal", "hard")
"""The AI levels a table may choose, weakest first; ``easy`` is the game's own policy."""


@dataclass(frozen=True)
class Effort:
    """How much one decision may search: ``worlds`` redealt states shared by the candidates
    (more are never drawn), ``horizon`` actions played after the candidate before the state is
    judged, ``width`` candidates at most (the game's own choice and a sample of the others),
    ``margin`` the share of a win by which another candidate must beat the game's own choice,
    ``ranked`` how many of the other candidates are the policy's next choices (its choice
    among the legal actions left once the better ones are taken away) before random ones;
    ``lead`` a policy of the game's whose choice stands in for the game's own (the playouts
    still play the game's own)."""

    worlds: int
    horizon: int
    width: int
    margin: float
    ranked: int = 0
    lead: Callable[[View, Sequence[Action], random.Random], Action] | None = None


EFFORT: dict[str, dict[str, Effort]] = {
    "kompass": {"normal": Effort(4, 10, 4, 0.04), "hard": Effort(10, 14, 6, 0.02, ranked=3)},
    "alethiometer": {"normal": Effort(2, 16, 3, 0.06), "hard": Effort(6, 10, 4, 0.04, ranked=3)},
    "saboteur": {
        "normal": Effort(2, 3, 4, 0.2),
        "hard": Effort(1, 0, 1, 0.0, lead=saboteur_ai.choose_informed),
    },
}
"""Effort per game and level, sized so that a decision stays within 50 ms at p95 on the
project's machines (benchmarks/bench_levels.py measures it). Saboteur's hard level is its
informed policy alone (one candidate): a search on top of it, 4/4/5/0.15, won no measurably
more rounds (docs/results/ai-levels.md)."""


def choose(
    game: GameRules[Any], state: Any, seat: Seat, legal: Sequence[Action], rng: random.Random, level: str
) -> Action:
    """The action of an AI of ``level`` for ``seat``. ``easy`` asks the game's own policy with
    the seat's view; the others search redealt states (see the module's docstring)."""
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r}")
    view = game.view(state, seat)
    effort = EFFORT[game.id][level] if level != "easy" else None
    own = (effort.lead if effort and effort.lead else game.ai_action)(view, legal, rng)
    candidates = _candidates(game, view, legal, own, level, rng)
    if effort is None or len(candidates) == 1:
        return own
    worlds: list[tuple[Any, int]] = []  # (redealt state, playout seed), drawn as needed
    totals = {action.code: 0.0 for action in candidates}
    played = {action.code: 0 for action in candidates}

    def mean(action: Action) -> float:
        bonus = effort.margin if action.code == own.code else 0.0
        return totals[action.code] / played[action.code] + bonus

    running = list(candidates)
    used = 0
    while len(running) > 1 and used < effort.worlds:
        # successive halving: each round doubles the worlds every remaining candidate has seen
        upto = min(effort.worlds, max(1, used * 2))
        while len(worlds) < upto:
            worlds.append((game.redeal(state, seat, random.Random(rng.getrandbits(64))), rng.getrandbits(64)))
        for action in running:
            for world, seed in worlds[used:upto]:
                totals[action.code] += playout(game, world, seat, action, effort.horizon, seed)
                played[action.code] += 1
        used = upto
        running.sort(key=mean, reverse=True)
        if len(running) > 2:
            running = running[: math.ceil(len(running) / 2)]
    return running[0]


def _candidates(
    game: GameRules[Any], view: Any, legal: Sequence[Action], own: Action, level: str, rng: random.Random
) -> list[Action]:
    """The game's own choice first, then its next ``ranked`` choices (asked again without the
    ones already taken: plausible alternatives, not random ones), then other legal actions at
    random, ``width`` in all."""
    if level == "easy":
        return [own]
    effort = EFFORT[game.id][level]
    chosen = [own]
    others = [action for action in legal if action.code != own.code]
    while others and len(chosen) < min(effort.width, 1 + effort.ranked):
        following = game.ai_action(view, others, rng)
        chosen.append(following)
        others = [action for action in others if action.code != following.code]
    room = effort.width - len(chosen)
    return chosen + (rng.sample(others, room) if len(others) > room else others)


def playout(game: GameRules[Any], world: Any, seat: Seat, action: Action, horizon: int, seed: int) -> float:
    """``seat``'s share of the win after ``action`` in ``world`` and ``horizon`` more actions
    of the game's own policy for every seat (the same generator for every candidate)."""
    rng = random.Random(seed)
    state = game.apply(world, seat, action).state
    for _ in range(horizon):
        awaited = game.waiting_for(state)
        if not awaited:
            break
        mover = awaited[0]
        legal = game.legal_actions(state, mover)
        state = game.apply(state, mover, game.ai_action(game.policy_view(state, mover), legal, rng)).state
    return win_share(game, state, seat)


def win_share(game: GameRules[Any], state: Any, seat: Seat) -> float:
    """The seat's share of the win: exact once the game is over (1/k of a k-way first place),
    before that a softmax of the game's ``estimate`` of every seat's standing."""
    outcome = game.outcome(state)
    if outcome is not None:
        return (seat in outcome.winners) / len(outcome.winners) if outcome.winners else 0.0
    standing = game.estimate(state)
    top = max(standing)
    weights = [math.exp(value - top) for value in standing]
    return weights[seat] / sum(weights)
