"""Der Goldene Kompass benchmarks: full AI games per second per player count (with the finish
rate and median rounds of K-DEC-6), ``apply`` / ``legal_actions`` latency, and how many
decisions offered nothing but finishing the step (asked so as not to reveal secret cards,
K-GAP-34).

Run: ``.venv/bin/python -m benchmarks.bench_kompass [--games N]``. Every seat is played by
``GAME.ai_action`` on its own view.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from dataclasses import dataclass, field

from rules.kompass import GAME
from rules.kompass.engine import FINISHERS

PLAYER_COUNTS = (2, 3, 4)
FINISH_ONLY = [[verb] for verb in FINISHERS]


@dataclass
class GameRecord:
    ended_by: str
    rounds: int
    steps: int
    finish_only: int = 0  # decisions whose only choice (a Mouse aside) was to finish the step
    legal_times: list[float] = field(default_factory=list)
    apply_times: list[float] = field(default_factory=list)


def ai_game(n: int, seed: int, timed: bool = False) -> GameRecord:
    """One game between AI seats; with ``timed``, every legal_actions and apply is timed."""
    rng = random.Random(seed)
    state = GAME.setup(n, seed=seed)
    record = GameRecord("", 0, 0)
    clock = time.perf_counter
    while awaited := GAME.waiting_for(state):
        seat = awaited[0]
        start = clock()
        legal = GAME.legal_actions(state, seat)
        middle = clock()
        choice = GAME.ai_action(GAME.view(state, seat), legal, rng)
        before_apply = clock()
        state = GAME.apply(state, seat, choice).state
        if timed:
            record.finish_only += [a.code for a in legal if not a.code.startswith("mouse")] in FINISH_ONLY
            record.legal_times.append(middle - start)
            record.apply_times.append(clock() - before_apply)
        record.steps += 1
    record.ended_by, record.rounds = state.ended_by, state.round
    return record


def finish_table(games: int, first_seed: int = 0) -> list[tuple[int, float, float, float, float]]:
    """Per player count: (n, finish rate, median rounds of finished games, games/s, steps/game)."""
    rows = []
    for n in PLAYER_COUNTS:
        start = time.perf_counter()
        records = [ai_game(n, seed) for seed in range(first_seed, first_seed + games)]
        elapsed = time.perf_counter() - start
        finished = [r.rounds for r in records if r.ended_by == "rules"]
        rows.append(
            (
                n,
                len(finished) / games,
                statistics.median(finished) if finished else float("nan"),
                games / elapsed,
                statistics.mean(r.steps for r in records),
            )
        )
    return rows


def percentiles(samples: list[float]) -> tuple[float, float]:
    ordered = sorted(samples)
    return statistics.median(ordered) * 1000, ordered[int(len(ordered) * 0.95)] * 1000


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=50, help="AI games per player count")
    args = parser.parse_args()
    print("| players | AI games/s | steps/game | finished by the rules | median rounds |")
    print("|---|---|---|---|---|")
    for n, rate, rounds, per_second, steps in finish_table(args.games):
        print(f"| {n} | {per_second:.1f} | {steps:.0f} | {rate:.0%} | {rounds:g} |")
    print()
    print("| players | legal_actions p50 / p95 (ms) | apply p50 / p95 (ms) | finish-only decisions/game |")
    print("|---|---|---|---|")
    for n in PLAYER_COUNTS:
        legal, applied, finish_only = [], [], 0
        for seed in range(10):
            record = ai_game(n, 10_000 + seed, timed=True)
            legal += record.legal_times
            applied += record.apply_times
            finish_only += record.finish_only
        lp50, lp95 = percentiles(legal)
        ap50, ap95 = percentiles(applied)
        print(f"| {n} | {lp50:.2f} / {lp95:.2f} | {ap50:.2f} / {ap95:.2f} | {finish_only / 10:.1f} |")


if __name__ == "__main__":
    main()
