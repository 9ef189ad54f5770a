"""Fit Saboteur's suspicion (``LIKELIHOOD`` and ``SHARPNESS`` in
``rules/saboteur/suspicion.py``, issue 36) to the plays of today's AI.

Run: ``.venv/bin/python -m benchmarks.fit_suspicion [--games 600] [--every 4]``.

Seeded games of the game's own AI at 3 to 10 players. From even seeds, every play recorded in
the public record (``SaboteurState.plays``) is counted by its kind (``suspicion.kind_of_play``,
with the true roles) and its player's role: the share of a gold-digger's and of a saboteur's
plays of each kind, add-one smoothed and never below ``--floor`` (a person may play anything: no
single play settles a role), is the likelihood. (A round's last play is not counted:
the record of a round ends with it.) On odd seeds, at every ``--every``-th decision of the
play phase, the deciding seat's chances for the other seats to be saboteurs
(``suspicion.saboteur_chances``) are scored against the true roles (mean log-loss over seats),
for several sharpnesses: 0 is the uniform deal the search used before.
"""

from __future__ import annotations

import argparse
import math
import random
from collections import Counter
from collections.abc import Iterator

from rules import GAMES
from rules.saboteur.data import ROLES_BY_PLAYERS, SABOTEUR
from rules.saboteur.state import PLAY, SaboteurState
from rules.saboteur.suspicion import LIKELIHOOD, kind_of_play, saboteur_chances, weigh


def transitions(seed: int) -> Iterator[tuple[SaboteurState, int, SaboteurState]]:
    """(state, deciding seat, next state) of a seeded game of today's AI, 3-10 players."""
    game = GAMES["saboteur"]
    rng = random.Random(seed)
    state = game.setup(3 + seed % 8, seed=seed)
    while awaited := game.waiting_for(state):
        seat = awaited[0]
        legal = game.legal_actions(state, seat)
        after = game.apply(state, seat, game.ai_action(game.view(state, seat), legal, rng)).state
        yield state, seat, after
        state = after


def saboteurs(state: SaboteurState) -> set[int]:
    return {seat for seat in range(state.n) if state.role(seat) == SABOTEUR}


def count(games: int) -> tuple[Counter[str], Counter[str]]:
    """Plays of each kind by gold-diggers and by saboteurs, over the even seeds."""
    diggers: Counter[str] = Counter()
    sabs: Counter[str] = Counter()
    for seed in range(0, games, 2):
        for state, seat, after in transitions(seed):
            if state.phase != PLAY or after.round != state.round or after.phase != PLAY:
                continue
            kind = kind_of_play(after.plays[seat][-1], seat, saboteurs(state))
            (sabs if seat in saboteurs(state) else diggers)[kind] += 1
    return diggers, sabs


def likelihood(diggers: Counter[str], sabs: Counter[str], floor: float) -> dict[str, tuple[float, float]]:
    """Add-one smoothed shares, none below ``floor``."""
    kinds = sorted(LIKELIHOOD)
    digger_total, sab_total = sum(diggers.values()) + len(kinds), sum(sabs.values()) + len(kinds)
    return {
        kind: (max(floor, (diggers[kind] + 1) / digger_total), max(floor, (sabs[kind] + 1) / sab_total))
        for kind in kinds
    }


def test_loss(
    games: int, every: int, table: dict[str, tuple[float, float]], sharpnesses: list[float]
) -> tuple[int, dict[float, float]]:
    """(seats judged, mean log-loss per sharpness) over the odd seeds."""
    logs = {kind: (math.log(d), math.log(s)) for kind, (d, s) in table.items()}
    losses = dict.fromkeys(sharpnesses, 0.0)
    judged = 0
    for seed in range(1, games, 2):
        for step, (state, seat, _after) in enumerate(transitions(seed)):
            if state.phase != PLAY or step % every:
                continue
            truth = saboteurs(state)
            own = seat in truth
            hidden = ROLES_BY_PLAYERS[state.n][0] - own
            for sharpness in sharpnesses:
                deals, weights = weigh(state.plays, seat, own, hidden, logs, sharpness)
                chances = saboteur_chances(state.n, seat, own, deals, weights)
                for other in range(state.n):
                    if other != seat:
                        p = min(max(chances[other], 1e-9), 1 - 1e-9)
                        losses[sharpness] -= math.log(p if other in truth else 1 - p)
            judged += state.n - 1
    return judged, {sharpness: loss / max(1, judged) for sharpness, loss in losses.items()}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--every", type=int, default=4, help="judge every n-th decision (odd seeds)")
    parser.add_argument("--floor", type=float, default=0.005, help="the least share of any kind of play")
    args = parser.parse_args()
    diggers, sabs = count(args.games)
    table = likelihood(diggers, sabs, args.floor)
    print(f"plays counted: gold-diggers {sum(diggers.values())}, saboteurs {sum(sabs.values())}")
    print("LIKELIHOOD = {")
    for kind, (digger, saboteur) in table.items():
        print(f'    "{kind}": ({digger:.4f}, {saboteur:.4f}),  # {diggers[kind]} / {sabs[kind]}')
    print("}")
    sharpnesses = [0.0, 0.25, 0.5, 0.75, 1.0]
    judged, floored = test_loss(args.games, args.every, table, sharpnesses)
    _judged, bare = test_loss(args.games, args.every, likelihood(diggers, sabs, 0.0), sharpnesses)
    print(f"test log-loss over {judged} (seat, other seat) pairs, by sharpness (0: the uniform deal):")
    for sharpness in sharpnesses:
        print(f"  {sharpness:.2f}: floored {floored[sharpness]:.4f}, no floor {bare[sharpness]:.4f}")


if __name__ == "__main__":
    main()
