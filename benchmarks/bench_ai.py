"""AI strength of every game, through the engine contract only (``rules.GAMES``: setup,
waiting_for, legal_actions, apply, view, outcome, ai_action).

Run: ``.venv/bin/python -m benchmarks.bench_ai [--game kompass] [--games 1000] [--players 2 3 4]``.

- **One AI seat against random seats**: in each seeded game one seat (``seed % n``, so every
  seat position takes its turn) plays ``GAME.ai_action`` on its own view, every other seat picks
  uniformly among its legal actions. The AI's win share counts a shared first place as a share
  (1/k for k winners); its fair share is 1/n, and the table gives the ratio (2.0 = twice fair).
- **AI against AI**: every seat plays ``ai_action``; the length of the game in actions (every
  ``apply``) and in player turns (the awaited seat changes), median and maximum.
- **Saboteur's team measure** (``--game saboteur``): the share of rounds in which the gold is
  reached (S-12.1) with gold-digger seats played by the AI and saboteur seats at random, over
  seeded 3-round games cycling through 3 to 10 players (the measure the README has quoted since
  the AI was written, 81.6 %). The driver, not the AI, reads the roles from the state to pick
  each seat's policy; draft picks are random whatever the policy.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections import defaultdict

from rules import GAMES
from rules.core import GameRules

DEFAULT_PLAYERS = {"saboteur": (3, 5, 7, 10), "kompass": (2, 3, 4), "alethiometer": (2, 3, 4)}


def play(game: GameRules, n: int, seed: int, ai_seats: frozenset[int]):
    """One seeded game; seats in ``ai_seats`` play the AI, the others at random.
    Returns (final state, actions applied, player turns)."""
    rng = random.Random(seed)
    state = game.setup(n, seed=seed)
    actions = turns = 0
    previous = None
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        legal = game.legal_actions(state, seat)
        action = game.ai_action(game.view(state, seat), legal, rng) if seat in ai_seats else rng.choice(legal)
        state = game.apply(state, seat, action).state
        actions += 1
        turns += seat != previous
        previous = seat
    return state, actions, turns


def ai_win_share(game: GameRules, n: int, games: int) -> float:
    """The AI seat's share of wins against n-1 random seats (1/k per k-way shared first place)."""
    share = 0.0
    for seed in range(games):
        seat = seed % n
        state, _, _ = play(game, n, seed, frozenset({seat}))
        winners = game.outcome(state).winners
        share += (seat in winners) / len(winners) if winners else 0.0
    return share / games


def ai_game_lengths(game: GameRules, n: int, games: int) -> tuple[list[int], list[int]]:
    """Actions and player turns of ``games`` seeded games with every seat played by the AI."""
    actions, turns = [], []
    for seed in range(games):
        _, applied, taken = play(game, n, 1_000_000 + seed, frozenset(range(n)))
        actions.append(applied)
        turns.append(taken)
    return actions, turns


def saboteur_gold_rate(games: int, ai_diggers: bool = True, ai_saboteurs: bool = False):
    """Share of rounds in which the gold was reached (S-12.1) over ``games`` seeded 3-round
    games cycling through 3 to 10 players; also per player count: {n: (reached, rounds)}."""
    from rules.saboteur.data import SABOTEUR

    game = GAMES["saboteur"]
    per_count: dict[int, list[int]] = defaultdict(lambda: [0, 0])
    for seed in range(games):
        n = 3 + seed % 8
        rng = random.Random(seed)
        state = game.setup(n, seed=seed)
        while awaited := game.waiting_for(state):
            seat = awaited[0]
            legal = game.legal_actions(state, seat)
            uses_ai = ai_saboteurs if state.role(seat) == SABOTEUR else ai_diggers
            if uses_ai and state.phase == "play":
                action = game.ai_action(game.view(state, seat), legal, rng)
            else:
                action = rng.choice(legal)
            state = game.apply(state, seat, action).state
        per_count[n][0] += sum(1 for result in state.results if result.winners == "gold-diggers")
        per_count[n][1] += len(state.results)
    reached = sum(r for r, _ in per_count.values())
    rounds = sum(t for _, t in per_count.values())
    return reached / rounds, rounds, dict(sorted(per_count.items()))


def report_game(game_id: str, games: int, length_games: int, players: tuple[int, ...]) -> None:
    game = GAMES[game_id]
    counts = [n for n in players if game.min_players <= n <= game.max_players]
    print(f"### {game_id}\n")
    print("| players | games | AI win share vs random seats | fair share | ratio | AI-vs-AI games "
          "| actions median / max | player turns median / max |")  # fmt: skip
    print("|---|---|---|---|---|---|---|---|")
    for n in counts:
        share = ai_win_share(game, n, games) if games else float("nan")
        lengths = "- | -"
        if length_games:
            actions, turns = ai_game_lengths(game, n, length_games)
            lengths = " | ".join(f"{statistics.median(v):g} / {max(v)}" for v in (actions, turns))
        print(f"| {n} | {games} | {share:.1%} | {1 / n:.1%} | {share * n:.2f} | {length_games} | {lengths} |")
    print()
    if game_id == "saboteur" and games:
        rate, rounds, per_count = saboteur_gold_rate(games)
        print(f"AI gold-diggers vs random saboteurs: gold reached in **{rate:.1%}** of {rounds} rounds "
              f"({games} seeded 3-round games, 3 to 10 players)\n")  # fmt: skip
        print("| players | " + " | ".join(str(n) for n in per_count) + " |")
        print("|---|" + "---|" * len(per_count))
        print("| gold reached | " + " | ".join(f"{r / t:.1%}" for r, t in per_count.values()) + " |")
        print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=sorted(GAMES), action="append", help="repeatable; default: all")
    parser.add_argument("--games", type=int, default=1000, help="seeded games per player count, AI vs random")
    parser.add_argument("--length-games", type=int, default=200, help="AI-vs-AI games per player count")
    parser.add_argument("--players", type=int, nargs="+", help="player counts (default: per game)")
    args = parser.parse_args()
    for game_id in args.game or sorted(GAMES):
        start = time.perf_counter()
        players = tuple(args.players) if args.players else DEFAULT_PLAYERS[game_id]
        report_game(game_id, args.games, args.length_games, players)
        print(f"({game_id}: {time.perf_counter() - start:.0f} s)\n")


if __name__ == "__main__":
    main()
