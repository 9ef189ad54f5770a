"""Fit a game's standing weights (``WEIGHTS`` in ``rules/<game>/sample.py``, issue 36) to who
wins games of today's AI.

Run: ``.venv/bin/python -m benchmarks.fit_estimate --game alethiometer [--games 400]``.

The search levels judge a running game by a softmax over seats of ``estimate`` (each seat's
standing): the chance that each seat wins. This script plays seeded games of the game's own AI
at every player count, keeps every ``--every``-th position with each seat's feature row
(``sample.features``: a bucket such as the part of the game, and one row per seat) and the
seats' final shares of the win, and fits one weight vector per bucket by maximum likelihood
of that softmax (conditional logit, Newton's method, a small ridge penalty). Positions from
even seeds fit, from odd seeds test: it prints the test log-loss of the fitted weights, of
the weights the game ships and of a blind guess (1/n), and the weights to paste.
"""

from __future__ import annotations

import argparse
import importlib
import math
import random
from collections import defaultdict
from typing import Any

from rules import GAMES
from rules.search import win_share

Sample = tuple[tuple[tuple[float, ...], ...], tuple[float, ...]]  # (a row per seat, shares)


def collect(game_id: str, games: int, every: int) -> tuple[dict[str, list[Sample]], dict[str, list[Sample]]]:
    """(fitting, testing) samples by bucket, from seeded games of the game's own AI."""
    game = GAMES[game_id]
    features = importlib.import_module(f"rules.{game_id}.sample").features
    fit: dict[str, list[Sample]] = defaultdict(list)
    test: dict[str, list[Sample]] = defaultdict(list)
    counts = range(game.min_players, game.max_players + 1)
    for seed in range(games):
        n = counts[seed % len(counts)]
        rng = random.Random(seed)
        state = game.setup(n, seed=seed)
        positions = []
        step = 0
        while awaited := game.waiting_for(state):
            seat = awaited[0]
            legal = game.legal_actions(state, seat)
            state = game.apply(state, seat, game.ai_action(game.view(state, seat), legal, rng)).state
            step += 1
            if step % every == 0 and game.outcome(state) is None:
                positions.append(features(state))
        shares = tuple(win_share(game, state, seat) for seat in range(n))
        for bucket, rows in positions:
            (fit if seed % 2 == 0 else test)[bucket].append((rows, shares))
    return fit, test


def probabilities(weights: list[float], rows: tuple[tuple[float, ...], ...]) -> list[float]:
    scores = [sum(w * x for w, x in zip(weights, row, strict=True)) for row in rows]
    top = max(scores)
    exps = [math.exp(score - top) for score in scores]
    total = sum(exps)
    return [e / total for e in exps]


def log_loss(weights: list[float], samples: list[Sample]) -> float:
    """Mean cross-entropy of the seats' shares of the win against the softmax."""
    loss = 0.0
    for rows, shares in samples:
        p = probabilities(weights, rows)
        loss -= sum(y * math.log(max(q, 1e-12)) for y, q in zip(shares, p, strict=True))
    return loss / max(1, len(samples))


def solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (small dense systems)."""
    size = len(vector)
    a = [[*row, vector[i]] for i, row in enumerate(matrix)]
    for col in range(size):
        pivot = max(range(col, size), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        for r in range(size):
            if r != col and a[col][col] != 0:
                factor = a[r][col] / a[col][col]
                a[r] = [x - factor * y for x, y in zip(a[r], a[col], strict=True)]
    return [a[i][size] / a[i][i] if a[i][i] else 0.0 for i in range(size)]


def fit(samples: list[Sample], ridge: float, rounds: int = 12) -> list[float]:
    """Maximum likelihood of the softmax over seats, by Newton's method."""
    k = len(samples[0][0][0])
    weights = [0.0] * k
    for _ in range(rounds):
        gradient = [-ridge * w for w in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(k)] for i in range(k)]
        for rows, shares in samples:
            p = probabilities(weights, rows)
            mean = [sum(q * row[i] for q, row in zip(p, rows, strict=True)) for i in range(k)]
            for y, q, row in zip(shares, p, rows, strict=True):
                for i in range(k):
                    gradient[i] += (y - q) * row[i]
                    centred = row[i] - mean[i]
                    if centred:
                        for j in range(k):
                            hessian[i][j] += q * centred * (row[j] - mean[j])
        weights = [w + d for w, d in zip(weights, solve(hessian, gradient), strict=True)]
    return weights


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), required=True)
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--every", type=int, default=9, help="keep every n-th position")
    parser.add_argument("--ridge", type=float, default=1.0)
    args = parser.parse_args()
    sample: Any = importlib.import_module(f"rules.{args.game}.sample")
    fitting, testing = collect(args.game, args.games, args.every)
    fitted = {}
    for bucket in sorted(fitting):
        fitted[bucket] = fit(fitting[bucket], args.ridge)
        shipped = sample.WEIGHTS.get(bucket)
        blind = sum(math.log(len(rows)) for rows, _ in testing[bucket]) / max(1, len(testing[bucket]))
        print(
            f"{bucket}: {len(fitting[bucket])} fitting / {len(testing[bucket])} testing positions; "
            f"test log-loss fitted {log_loss(fitted[bucket], testing[bucket]):.4f}, "
            f"shipped {log_loss(list(shipped), testing[bucket]) if shipped else float('nan'):.4f}, "
            f"blind {blind:.4f}"
        )
    print("WEIGHTS = {")
    for bucket, weights in fitted.items():
        print(f'    "{bucket}": ({", ".join(f"{w:.3f}" for w in weights)}),')
    print("}")


if __name__ == "__main__":
    main()
