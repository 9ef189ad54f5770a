"""AI levels against each other (issue 36), through the engine contract and ``rules.search``.

Run: ``.venv/bin/python -m benchmarks.bench_levels [--game kompass] [--games 50]
[--players 2 3 4] [--first-seed 0] [--saboteur-games 40] [--fair-games 30]
[--fair-first-seed 10000] [--part levels|saboteur|fair]``.

- **Levels** (Kompass, Alethiometer): in each seeded game (seeds from ``--first-seed``) one
  seat (``seed % n``, so every position takes its turn) plays level A, every other seat level
  B; the seat's share of the win (1/k of a k-way first place), its 95 % Wilson interval, the
  fair share 1/n and the ratio.
  Pairs: hard vs easy (today's AI), normal vs easy, hard vs normal.
- **Saboteur's teams**: seeded 3-round games cycling through 3 to 10 players; every seat of one
  team (the driver reads the roles from the state to pick each seat's level, as
  ``bench_ai.saboteur_gold_rate`` does) plays level A, the other team easy; the share of rounds
  that team wins, with its Wilson interval. Level A = easy is the baseline on the same seeds;
  with it measured, each other level's gain over it is paired by seed: the mean difference of
  rounds won per game (the game is the unit, its 3 rounds are not independent), per round, with
  a 95 % normal interval over the games.
- **Fair search player** against hard: one seat plays a perfect-information Monte Carlo player
  (the issue's yardstick): today's AI's choice and up to ``--fair-width`` - 1 other legal
  actions, each played out ``--fair-playouts`` times with today's AI in every seat, each
  playout on its own redeal of what the seat cannot see (``GameRules.redeal``) and
  ``--fair-horizon`` actions long, judged as the search levels judge; the best mean share of
  the win. Every other seat plays hard. Seeds from ``--fair-first-seed`` (10,000); each game
  is printed as it ends, so a table run in chunks of consecutive seeds adds up.
- **Decision times**: wall-clock and CPU time of every decision of a searching seat, p50 and
  p95 per game and level. The machine's 2 cores are shared with other work: wall-clock times
  include waiting for a core, CPU times do not.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from rules import GAMES
from rules.core import Action, GameRules, Seat
from rules.search import EFFORT, choose, playout, win_share

Policy = Callable[[GameRules[Any], Any, Seat, Sequence[Action], random.Random], Action]
TIMES: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)  # (game, level) -> (wall, cpu)


def level_policy(level: str) -> Policy:
    def policy(
        game: GameRules[Any], state: Any, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        wall, cpu = time.perf_counter(), time.process_time()
        action = choose(game, state, seat, legal, rng, level)
        if level != "easy" and len(legal) > 1:
            TIMES[game.id, level].append((time.perf_counter() - wall, time.process_time() - cpu))
        return action

    return policy


def fair_policy(playouts: int, horizon: int, width: int) -> Policy:
    """The fair search player: today's AI's choice and up to ``width - 1`` other distinct legal
    actions, ``playouts`` playouts each with today's AI in every seat, each on its own redeal of
    what the seat cannot see, ``horizon`` actions long (then judged as the search levels judge,
    ``rules.search.win_share``); the best mean share of the win."""

    def policy(
        game: GameRules[Any], state: Any, seat: Seat, legal: Sequence[Action], rng: random.Random
    ) -> Action:
        if len(legal) == 1:
            return legal[0]
        wall, cpu = time.perf_counter(), time.process_time()
        own = game.ai_action(game.view(state, seat), legal, rng)
        others = [action for code, action in {a.code: a for a in legal}.items() if code != own.code]
        candidates = [own, *rng.sample(others, min(len(others), width - 1))]
        worlds = [
            (game.redeal(state, seat, random.Random(rng.getrandbits(64))), rng.getrandbits(64))
            for _ in range(playouts)
        ]
        values = {
            action.code: sum(playout(game, world, seat, action, horizon, seed) for world, seed in worlds)
            for action in candidates
        }
        TIMES[game.id, "fair"].append((time.perf_counter() - wall, time.process_time() - cpu))
        return max(candidates, key=lambda action: values[action.code])

    return policy


def play(game: GameRules[Any], n: int, seed: int, policy_of: Callable[[Any, Seat], Policy]) -> Any:
    """One seeded game; ``policy_of(state, seat)`` picks each decision's policy."""
    rng = random.Random(seed)
    state = game.setup(n, seed=seed)
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        legal = game.legal_actions(state, seat)
        state = game.apply(state, seat, policy_of(state, seat)(game, state, seat, legal, rng)).state
    return state


def wilson(successes: float, trials: int, z: float = 1.96) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (shared wins count as fractions)."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = (p + z * z / (2 * trials)) / (1 + z * z / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / (1 + z * z / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def seat_shares(
    game: GameRules[Any],
    n: int,
    games: int,
    hero: Policy,
    others: Policy,
    first_seed: int = 0,
    on_game: Callable[[int, Seat, float], None] | None = None,
) -> list[float]:
    """The hero seat's (``seed % n``) share of the win in each of ``games`` seeded games from
    ``first_seed``; each game depends on its seed only, so runs over consecutive seed ranges
    add up to one run over their union. ``on_game(seed, seat, share)`` hears each game as it ends."""
    shares = []
    for seed in range(first_seed, first_seed + games):
        seat = seed % n
        state = play(game, n, seed, lambda _state, s, seat=seat: hero if s == seat else others)  # type: ignore[misc]
        shares.append(win_share(game, state, seat))
        if on_game is not None:
            on_game(seed, seat, shares[-1])
    return shares


def seat_share(
    game: GameRules[Any], n: int, games: int, hero: Policy, others: Policy, first_seed: int = 0
) -> float:
    """Summed share of the win of the hero seat (``seed % n``) over ``games`` seeded games."""
    return sum(seat_shares(game, n, games, hero, others, first_seed))


def share_row(n: int, games: int, total: float, label: str) -> str:
    low, high = wilson(total, games)
    share = total / games
    return f"| {label} | {n} | {games} | {share:.1%} ({low:.0%}–{high:.0%}) | {1 / n:.1%} | {share * n:.2f} |"


PAIRS = (("hard", "easy"), ("normal", "easy"), ("hard", "normal"))


def report_levels(
    game_id: str,
    games: int,
    players: Sequence[int],
    pairs: Sequence[tuple[str, str]] = PAIRS,
    first_seed: int = 0,
) -> None:
    game = GAMES[game_id]
    print(f"### {game_id}: one seat of level A, the others level B\n")
    print("| A vs B | players | games | A's win share (95 % CI) | fair share | ratio |")
    print("|---|---|---|---|---|---|")
    for a, b in pairs:
        for n in players:
            total = seat_share(game, n, games, level_policy(a), level_policy(b), first_seed)
            print(share_row(n, games, total, f"{a} vs {b}"), flush=True)
    print()


def report_saboteur(
    games: int,
    levels: Sequence[str] = ("easy", "normal", "hard"),
    teams: Sequence[str] = ("gold-diggers", "saboteurs"),
    first_seed: int = 0,
) -> None:
    from rules.saboteur.data import SABOTEUR

    game = GAMES["saboteur"]
    print(
        f"### saboteur: one team at level A, the other easy ({games} seeded 3-round games from seed "
        f"{first_seed}, 3–10 players)\n"
    )
    print("| team at level A | A | rounds | rounds that team won (95 % CI) |")
    print("|---|---|---|---|")
    paired: list[str] = []
    for team in teams:
        won_by: dict[str, list[int]] = {}  # level -> rounds won in each game
        for level in levels:
            won_by[level] = []
            for seed in range(first_seed, first_seed + games):
                n = 3 + seed % 8

                def policy_of(state: Any, seat: Seat, team: str = team, level: str = level) -> Policy:
                    is_saboteur = state.phase == "play" and state.role(seat) == SABOTEUR
                    return (
                        level_policy(level) if is_saboteur == (team == "saboteurs") else level_policy("easy")
                    )

                state = play(game, n, seed, policy_of)
                won_by[level].append(sum(1 for result in state.results if result.winners == team))
            won, rounds = sum(won_by[level]), 3 * games
            low, high = wilson(won, rounds)
            print(f"| {team} | {level} | {rounds} | {won / rounds:.1%} ({low:.0%}–{high:.0%}) |", flush=True)
            if level != "easy" and "easy" in won_by:
                paired.append(paired_row(team, level, won_by[level], won_by["easy"]))
    if paired:
        print(
            "\nPaired on the same seeds (the game is the unit: rounds won in it by level A minus by easy):\n"
        )
        print(
            "| team | A | games | A's rounds won minus easy's, per round (95 % CI) | games won more / fewer |"
        )
        print("|---|---|---|---|---|")
        print("\n".join(paired))
    print()


def paired_row(team: str, level: str, level_won: Sequence[int], easy_won: Sequence[int]) -> str:
    """The mean difference of rounds won per round, its 95 % interval (normal, over games)."""
    differences = [a - b for a, b in zip(level_won, easy_won, strict=True)]
    games = len(differences)
    mean = statistics.fmean(differences) / 3
    half = 1.96 * statistics.stdev(differences) / math.sqrt(games) / 3 if games > 1 else 1.0
    more, fewer = sum(d > 0 for d in differences), sum(d < 0 for d in differences)
    return (
        f"| {team} | {level} | {games} | {100 * mean:+.1f} points ({100 * (mean - half):+.1f} to "
        f"{100 * (mean + half):+.1f}) | {more} / {fewer} |"
    )


FAIR_TABLES = ("kompass:2", "kompass:3", "alethiometer:2", "saboteur:3")


def report_fair(
    games: int, playouts: int, horizon: int, width: int, tables: Sequence[str], first_seed: int = 10_000
) -> None:
    print(
        f"### fair search player ({playouts} playouts of {horizon} actions for each of up to {width} "
        f"actions) against hard, seeds {first_seed}-{first_seed + games - 1}\n"
    )
    print(
        "| game | players | games | fair player's win share (95 % CI) | fair share | points over fair share |"
    )
    print("|---|---|---|---|---|---|")
    for table in tables:
        game_id, n = table.split(":")[0], int(table.split(":")[1])
        game = GAMES[game_id]
        fair = fair_policy(playouts, horizon, width)

        def game_line(seed: int, seat: Seat, share: float, table: str = table) -> None:
            print(f"game {table} seed {seed} fair seat {seat} share {share:.3f}", flush=True)

        total = sum(seat_shares(game, n, games, fair, level_policy("hard"), first_seed, game_line))
        low, high = wilson(total, games)
        share = total / games
        print(
            f"| {game_id} | {n} | {games} | {share:.1%} ({low:.0%}–{high:.0%}) | {1 / n:.1%} "
            f"| {100 * (share - 1 / n):+.1f} |",
            flush=True,
        )
    print()


def report_times() -> None:
    print("### decision times of searching seats (ms; decisions with one legal action excluded)\n")
    print("| game | level | decisions | wall p50 | wall p95 | CPU p50 | CPU p95 |")
    print("|---|---|---|---|---|---|---|")
    for (game_id, level), samples in sorted(TIMES.items()):
        walls = sorted(1000 * wall for wall, _ in samples)
        cpus = sorted(1000 * cpu for _, cpu in samples)

        def p95(values: list[float]) -> float:
            return values[min(len(values) - 1, int(0.95 * len(values)))]

        print(
            f"| {game_id} | {level} | {len(samples)} | {statistics.median(walls):.1f} | {p95(walls):.1f} "
            f"| {statistics.median(cpus):.1f} | {p95(cpus):.1f} |"
        )
    print()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", choices=("kompass", "alethiometer"), action="append", help="default: both")
    parser.add_argument("--games", type=int, default=50, help="seeded games per pair and player count")
    parser.add_argument("--players", type=int, nargs="+", default=[2, 3, 4])
    parser.add_argument("--first-seed", type=int, default=0, help="levels: the first seed (default 0)")
    parser.add_argument("--saboteur-games", type=int, default=40)
    parser.add_argument(
        "--saboteur-level", action="append", help="team levels to measure (default: easy, normal, hard)"
    )
    parser.add_argument("--saboteur-first-seed", type=int, default=0)
    parser.add_argument(
        "--saboteur-team",
        action="append",
        choices=("gold-diggers", "saboteurs"),
        help="the team at level A (default: both)",
    )
    parser.add_argument("--fair-games", type=int, default=30)
    parser.add_argument(
        "--fair-first-seed",
        type=int,
        default=10_000,
        help="the fair player's first seed: a table run in chunks of consecutive seeds adds up",
    )
    parser.add_argument("--fair-playouts", type=int, default=16)
    parser.add_argument("--fair-horizon", type=int, default=30, help="actions per playout")
    parser.add_argument("--fair-width", type=int, default=8, help="candidate actions at most")
    parser.add_argument(
        "--fair-table", action="append", help="game:players, repeatable (default: the issue's four)"
    )
    parser.add_argument(
        "--part", choices=("levels", "saboteur", "fair"), action="append", help="default: all"
    )
    parser.add_argument("--pair", action="append", help="A:B levels, repeatable (default: the three pairs)")
    parser.add_argument(
        "--effort",
        action="append",
        help="game:level=worlds,horizon,width,margin,ranked: instead of rules.search.EFFORT",
    )
    args = parser.parse_args()
    for spec in args.effort or []:
        where, numbers = spec.split("=")
        game_id, level = where.split(":")
        worlds, horizon, width, margin, ranked = numbers.split(",")
        EFFORT[game_id][level] = replace(
            EFFORT[game_id][level],
            worlds=int(worlds),
            horizon=int(horizon),
            width=int(width),
            margin=float(margin),
            ranked=int(ranked),
        )
    print("effort:", EFFORT)
    pairs = [tuple(pair.split(":")) for pair in args.pair] if args.pair else PAIRS
    parts = args.part or ["levels", "saboteur", "fair"]
    start = time.perf_counter()
    if "levels" in parts:
        for game_id in args.game or ["kompass", "alethiometer"]:
            report_levels(game_id, args.games, args.players, pairs, args.first_seed)  # type: ignore[arg-type]
    if "saboteur" in parts:
        report_saboteur(
            args.saboteur_games,
            args.saboteur_level or ("easy", "normal", "hard"),
            args.saboteur_team or ("gold-diggers", "saboteurs"),
            args.saboteur_first_seed,
        )
    if "fair" in parts:
        report_fair(
            args.fair_games,
            args.fair_playouts,
            args.fair_horizon,
            args.fair_width,
            args.fair_table or FAIR_TABLES,
            args.fair_first_seed,
        )
    report_times()
    print(f"({time.perf_counter() - start:.0f} s)")


if __name__ == "__main__":
    main()
