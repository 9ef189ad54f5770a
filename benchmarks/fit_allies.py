"""Measure what each Alethiometer Character is worth as an ally (issue 36: knowledge for the hard
level's choice of allies, which its search cannot see; docs/results/ai-levels.md).

Run: ``.venv/bin/python -m benchmarks.fit_allies [--games 1800]``.

Seeded games of today's AI at 2, 3 and 4 players (the count cycling with the seed), except that
every seat keeps one of its two Character cards at random (A-5.2), so that which ally a seat
has is not tied to anything else in its game: a Character's row says what having it as an ally
does, not when today's AI happens to keep it. For every part of every game and every seat, the
ally it kept and its final share of the win (a k-way first place counts 1/k); per Character, the
mean of (share - 1/n) * n over the seats that kept it: how much more than its fair share such a
seat wins, as a ratio minus one, with its standard error, overall and per player count.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import defaultdict

from rules import GAMES
from rules.alethiometer import data
from rules.search import win_share


def measure(games: int) -> dict[str, dict[int, list[float]]]:
    """Per Character, per player count (0: all), the seats' win shares over fair share."""
    game = GAMES["alethiometer"]
    results: dict[str, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    for seed in range(games):
        n = (2, 3, 4)[seed % 3]
        rng, lots = random.Random(seed), random.Random(-seed - 1)
        state = game.setup(n, seed=seed)
        kept: list[tuple[int, str]] = []  # (seat, ally), one per seat and part
        parts_seen: set[int] = set()
        while awaited := game.waiting_for(state):
            seat = awaited[0]
            legal = game.legal_actions(state, seat)
            choice = lots.choice(legal) if state.phase == "choose" else None
            state = game.apply(
                state, seat, choice or game.ai_action(game.view(state, seat), legal, rng)
            ).state
            if state.phase == "turn" and state.part not in parts_seen:
                parts_seen.add(state.part)
                kept += [(s, ally) for s, ally in enumerate(state.allies)]
        for seat, ally in kept:
            gain = (win_share(game, state, seat) - 1 / n) * n
            results[ally][n].append(gain)
            results[ally][0].append(gain)
    return results


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1800)
    args = parser.parse_args()
    results = measure(args.games)
    print("| Character | ability | kept | win over fair share (SE) | 2 / 3 / 4 players |")
    print("|---|---|---|---|---|")
    for cid in sorted(results, key=lambda c: int(c[1:])):
        gains = results[cid][0]
        mean = sum(gains) / len(gains)
        spread = math.sqrt(sum((g - mean) ** 2 for g in gains) / max(1, len(gains) - 1) / len(gains))
        by_n = " / ".join(
            f"{sum(results[cid][n]) / len(results[cid][n]):+.2f}" if results[cid][n] else "-"
            for n in (2, 3, 4)
        )
        print(
            f"| {cid} | {data.CHARACTERS[cid].ability} | {len(gains)} | {mean:+.2f} ({spread:.2f}) | {by_n} |"
        )
    print(
        "ALLY_VALUE = {"
        + ", ".join(
            f'"{c}": {sum(r[0]) / len(r[0]):.2f}'
            for c, r in sorted(results.items(), key=lambda item: int(item[0][1:]))
        )
        + "}"
    )


if __name__ == "__main__":
    main()
