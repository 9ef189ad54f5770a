"""Alethiometer benchmark: full AI games per player count, apply / legal_actions latency, and the
A-DEC-16 balance checks (points by source; fixed strategies against the AI).

    .venv/bin/python -m benchmarks.bench_alethiometer [--games 1000] [--strategy-games 200]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.alethiometer import GAME


def _quantile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def _fixed(verb):
    """A fixed strategy: take ``verb`` whenever it is legal, else play like the AI."""

    def policy(view, legal, rng):
        for action in legal:
            if action.code.split(":")[0] == verb:
                return action
        return GAME.ai_action(view, legal, rng)

    return policy


def play(n, seed, policies=None, timings=None):
    """One game; returns the final state. ``policies[seat]`` overrides the AI for that seat."""
    state = GAME.setup(n, seed=seed)
    rng = random.Random(seed)
    while GAME.waiting_for(state):
        seat = GAME.waiting_for(state)[0]
        started = time.perf_counter()
        legal = GAME.legal_actions(state, seat)
        middle = time.perf_counter()
        policy = (policies or {}).get(seat, GAME.ai_action)
        action = policy(GAME.view(state, seat), legal, rng)
        before_apply = time.perf_counter()
        state = GAME.apply(state, seat, action).state
        if timings is not None:
            timings["legal"].append(middle - started)
            timings["apply"].append(time.perf_counter() - before_apply)
    return state


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000, help="AI games per player count")
    parser.add_argument("--strategy-games", type=int, default=200, help="games per fixed strategy and count")
    args = parser.parse_args()
    timings = {"legal": [], "apply": []}
    print("| players | games | all ended | games/s | median turns | max turns | tiles % | Dust % | Truth % |")
    print("|---|---|---|---|---|---|---|---|---|")
    for n in (2, 3, 4):
        turns, sources = [], {"tiles": 0, "dust": 0, "truths": 0}
        started = time.perf_counter()
        ended = 0
        for seed in range(args.games):
            state = play(n, seed, timings=timings)
            outcome = GAME.outcome(state)
            ended += outcome is not None
            turns.append(state.turns)
            for row in outcome.detail["breakdown"]:
                for source in sources:
                    sources[source] += row[source]
        rate = args.games / (time.perf_counter() - started)
        total = sum(sources.values()) or 1
        shares = " | ".join(f"{100 * sources[s] / total:.0f}" for s in ("tiles", "dust", "truths"))
        print(
            f"| {n} | {args.games} | {ended == args.games} | {rate:.1f} | {statistics.median(turns):.0f} | "
            f"{max(turns)} | {shares} |"
        )
    print()
    print("| call | p50 ms | p95 ms |")
    print("|---|---|---|")
    for name in ("apply", "legal"):
        values = timings[name]
        print(
            f"| {'apply' if name == 'apply' else 'legal_actions'} | {1000 * _quantile(values, 0.5):.3f} | "
            f"{1000 * _quantile(values, 0.95):.3f} |"
        )
    if not args.strategy_games:
        return
    print()
    print("| fixed strategy (one seat, others AI) | 2p win / fair | 3p win / fair | 4p win / fair |")
    print("|---|---|---|---|")
    for verb in ("red", "dust", "alet", "ally", "skip"):
        cells = []
        for n in (2, 3, 4):
            wins = 0.0
            for seed in range(args.strategy_games):
                seat = seed % n
                outcome = GAME.outcome(play(n, 10_000 + seed, {seat: _fixed(verb)}))
                wins += (seat in outcome.winners) / len(outcome.winners)
            cells.append(f"{wins / args.strategy_games * n:.2f}")
        print(f"| always `{verb}` | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
