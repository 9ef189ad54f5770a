"""Turning one step's messages into text: ``.venv/bin/python -m benchmarks.bench_locales``.

Whole AI games of every game, four seats; each step (one action and the events it caused) is
turned into what one publication carries, exactly as ``Host._publish`` does it
(``host.texts.step_texts``): the caption and public lines in the table's language, every seat's
private lines in its reader's locale (the games' ``describe`` calls included). Two tables:
English with English readers, and Hungarian with readers alternating English and Hungarian (the
most rendering: few lines are shared). Every seat reads each step, more than a real
publication, which only carries the seats whose view changed.

Budget (issue 10): p95 under 0.2 ms per step.
"""

from __future__ import annotations

import random
import statistics
import sys
import time

import rules
from host.texts import closing, step_texts
from rules.core import GameRules, SeatRef, msg

SEATS = 4


def steps(game: GameRules, seed: int):
    """(events, awaited after, outcome, players) of each step of one AI game."""
    n_players = max(game.min_players, min(SEATS, game.max_players))
    state = game.setup(n_players, seed=seed)
    rng = random.Random(seed)
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        action = game.ai_action(game.view(state, seat), game.legal_actions(state, seat), rng)
        transition = game.apply(state, seat, action)
        state = transition.state
        yield transition.events, game.waiting_for(state), game.outcome(state), n_players


def timings(game: GameRules, games: int, language: str, reader_locales: tuple[str, ...]) -> list[float]:
    """Microseconds per step."""
    result = []
    for seed in range(games):
        for number, (events, awaited, outcome, n_players) in enumerate(steps(game, seed)):
            names = [f"Player {seat}" for seat in range(n_players)]
            readers = {seat: reader_locales[seat % len(reader_locales)] for seat in range(n_players)}
            players = tuple(map(SeatRef, range(n_players)))
            before = (msg("host-game-begins", game=game.title, players=players),) if number == 0 else ()
            began = time.perf_counter()
            step_texts(game, events, names, language, readers, before=before, after=closing(awaited, outcome))
            result.append((time.perf_counter() - began) * 1e6)
    return result


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


def main(quick: bool) -> None:
    games = 3 if quick else 20
    print("| game | table / readers | steps | p50 | p95 |")
    print("|---|---|---|---|---|")
    for game in rules.GAMES.values():
        timings(game, 1, "hu", ("en", "hu"))  # warm-up: Fluent compiles each message on first use
        for language, readers in (("en", ("en",)), ("hu", ("en", "hu"))):
            measured = timings(game, games, language, readers)
            print(
                f"| {game.id} | {language} / {'+'.join(readers)} | {len(measured)} | "
                f"{percentile(measured, 50) / 1000:.3f} ms | {percentile(measured, 95) / 1000:.3f} ms |"
            )


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
