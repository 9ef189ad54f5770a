"""Turning one step's messages into text: ``.venv/bin/python -m benchmarks.bench_locales``.

Whole AI games of every game, four seats, each a human reader; each step (one action and the
events it caused) is turned into the texts of its publication, as
``host.publishing.build_publication`` does it (``host.texts.publication_texts``, the games'
``describe`` calls included): the caption and public lines in the table's language, and the
private lines of every seat whose view the step changed, in that reader's locale. Tables:
English with English readers; Hungarian with readers alternating English and Hungarian (few
lines are shared, so the most rendering); and, as a worst case, that Hungarian table with every
seat reading every step.

Budget (issue 10): p95 under 0.2 ms per step. Latency is wall-clock; beside it is the CPU time
of the process, which the load of other programs on a shared machine does not inflate.
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass

import rules
from host.texts import closing, publication_texts
from rules.core import Event, GameRules, Message, Seat, SeatRef, msg

SEATS = 4


@dataclass(frozen=True)
class Step:
    events: tuple[Event, ...]
    before: tuple[Message, ...]
    after: tuple[Message, ...]
    changed: tuple[Seat, ...]
    """The seats whose view the step changed: the readers of its publication."""
    players: int


def steps(game: GameRules, seed: int) -> Iterator[Step]:
    """Every step of one AI game."""
    players = max(game.min_players, min(SEATS, game.max_players))
    state = game.setup(players, seed=seed)
    rng = random.Random(seed)
    views = [game.view(state, seat) for seat in range(players)]
    before = (msg("host-game-begins", game=game.title, players=tuple(map(SeatRef, range(players)))),)
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        action = game.ai_action(views[seat], game.legal_actions(state, seat), rng)
        transition = game.apply(state, seat, action)
        state = transition.state
        after = [game.view(state, seat) for seat in range(players)]
        changed = tuple(seat for seat in range(players) if after[seat] != views[seat])
        yield Step(
            transition.events, before, closing(game.waiting_for(state), game.outcome(state)), changed, players
        )
        views, before = after, ()


def timings(
    game: GameRules, games: int, language: str, locales: tuple[str, ...], everyone: bool
) -> list[tuple[float, float]]:
    """Milliseconds per step: wall-clock and CPU. Every game and case has players of its own
    names, as every table has: texts naming seats are never found rendered by another table,
    while texts naming none (card names, counts) are, as in a running bot."""
    result = []
    for seed in range(games):
        table = f"{language}{'+'.join(locales)}{everyone}{seed}"
        for step in steps(game, seed):
            names = [f"Player {seat} {table}" for seat in range(step.players)]
            seats = range(step.players) if everyone else step.changed
            readers = {seat: locales[seat % len(locales)] for seat in seats}
            began, cpu = time.perf_counter(), time.process_time()
            publication_texts(
                game, step.events, names, language, readers, before=step.before, after=step.after
            )
            result.append(((time.perf_counter() - began) * 1000, (time.process_time() - cpu) * 1000))
    return result


def percentile(values: list[float], q: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[q - 1]


CASES = (
    ("en table, en readers", "en", ("en",), False),
    ("hu table, en+hu readers", "hu", ("en", "hu"), False),
    ("hu table, en+hu, every seat reads", "hu", ("en", "hu"), True),
)


def main(quick: bool) -> None:
    games = 3 if quick else 20
    print(f"load average at start: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores", flush=True)
    print("| game | step texts | steps | p50 / p95 (CPU p50 / p95) |")
    print("|---|---|---|---|")
    for game in rules.GAMES.values():
        timings(game, 1, "hu", ("en", "hu"), True)  # warm-up: Fluent compiles each message on first use
        for label, language, locales, everyone in CASES:
            measured = timings(game, games, language, locales, everyone)
            wall, cpu = ([m[i] for m in measured] for i in (0, 1))
            print(
                f"| {game.id} | {label} | {len(measured)} | "
                f"{percentile(wall, 50):.3f} / {percentile(wall, 95):.3f} ms "
                f"(CPU {percentile(cpu, 50):.3f} / {percentile(cpu, 95):.3f} ms) |"
            )


if __name__ == "__main__":
    main(quick="--quick" in sys.argv)
