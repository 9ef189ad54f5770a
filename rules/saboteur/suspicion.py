"""Who is likely a saboteur, judged from the public record of the round's plays
(``SaboteurState.plays``) alone: the search levels deal the other seats' roles by it
(``sample.redeal``), so that their imagined tables hold the saboteurs where the plays point.

Every assignment of the role cards the seat cannot see (the other seats' and the leftover,
S-4.11) that keeps their counts is weighed by how likely the plays seen are under it: each play
by a seat is a kind of play (a through card that brought the tunnel nearer a goal, a dead end,
a rockfall on a through card, a broken tool in front of a gold-digger, a repair of a saboteur's
tool, ...), and ``LIKELIHOOD`` says how often a gold-digger and how often a saboteur makes a
play of that kind. The seat's own plays are left out (they follow its own beliefs, not new
evidence). ``SHARPNESS`` tempers the product, since the plays of one seat are not independent.
Both are fitted by ``benchmarks/fit_suspicion.py`` to seeded games of today's AI.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from functools import lru_cache
from itertools import combinations

from rules.saboteur.data import GOLD_DIGGER, SABOTEUR

Deal = tuple[int, ...]
"""The positions holding a saboteur card: seats, and ``n`` for the leftover role card."""

SELF = "self"

# Fitted by ``python -m benchmarks.fit_suspicion --games 600`` (27,465 plays of gold-diggers and
# 14,104 of saboteurs of today's AI at 3-10 players, even seeds; add-one smoothed, none below
# 0.005: a person may play anything, so no single play settles a role): kind of play -> (share
# of a gold-digger's plays, share of a saboteur's plays). Test log-loss of each other seat's
# chance to be a saboteur (odd seeds, 62,679 judgements): 0.289 at sharpness 1, 0.297 at 0.75,
# 0.323 at 0.5; the uniform deal 0.624.
LIKELIHOOD: dict[str, tuple[float, float]] = {
    "advance": (0.2972, 0.0051),
    f"break:{GOLD_DIGGER}": (0.0131, 0.1014),
    f"break:{SABOTEUR}": (0.0121, 0.0237),
    f"break:{SELF}": (0.0050, 0.0050),
    "clear": (0.0257, 0.0050),
    "cut": (0.0050, 0.0408),
    "dead_end": (0.0410, 0.0777),
    "discard": (0.2835, 0.3955),
    "map": (0.0978, 0.0985),
    "pass": (0.0050, 0.0050),
    "path": (0.1606, 0.2408),
    f"repair:{GOLD_DIGGER}": (0.0281, 0.0050),
    f"repair:{SABOTEUR}": (0.0137, 0.0050),
    f"repair:{SELF}": (0.0270, 0.0163),
}
SHARPNESS = 1.0


def kind_of_play(fact: str, actor: int, saboteurs: frozenset[int] | set[int]) -> str:
    """The kind of a recorded play by ``actor`` when ``saboteurs`` hold the saboteur cards: a
    broken tool or a repair is told by its target's role."""
    verb, _, target = fact.partition(":")
    if not target:
        return fact
    seat = int(target)
    role = SELF if seat == actor else SABOTEUR if seat in saboteurs else GOLD_DIGGER
    return f"{verb}:{role}"


_LOG = {kind: (math.log(digger), math.log(saboteur)) for kind, (digger, saboteur) in LIKELIHOOD.items()}


@lru_cache(maxsize=128)
def role_deals(
    plays: tuple[tuple[str, ...], ...], seat: int, saboteur: bool, hidden_saboteurs: int
) -> tuple[tuple[Deal, ...], tuple[float, ...]]:
    """Every way the ``hidden_saboteurs`` saboteur cards the seat cannot see may lie among the
    other seats and the leftover (position ``n``), with its weight: the likelihood of the other
    seats' recorded plays, tempered. ``saboteur`` is the seat's own role."""
    return weigh(plays, seat, saboteur, hidden_saboteurs, _LOG, SHARPNESS)


def weigh(
    plays: tuple[tuple[str, ...], ...],
    seat: int,
    saboteur: bool,
    hidden_saboteurs: int,
    log_likelihood: Mapping[str, tuple[float, float]],
    sharpness: float,
) -> tuple[tuple[Deal, ...], tuple[float, ...]]:
    """``role_deals`` with the log-likelihoods and the sharpness given (the fitter tries
    others)."""
    n = len(plays)
    positions = [other for other in range(n) if other != seat] + [n]
    known = {seat} if saboteur else set()
    # a play's kind depends on its actor's role and, for a tool played on another seat whose
    # role is unknown, on that seat's role too: the rest is summed once per seat and role
    alone = {other: [0.0, 0.0] for other in positions[:-1]}
    paired: list[tuple[int, str, int]] = []
    for other in positions[:-1]:
        for fact in plays[other]:
            verb, _, target = fact.partition(":")
            if target and int(target) not in (other, seat):
                paired.append((other, verb, int(target)))
                continue
            digger, saboteur_ = log_likelihood[kind_of_play(fact, other, known)]
            alone[other][0] += digger
            alone[other][1] += saboteur_
    deals = tuple(combinations(positions, hidden_saboteurs))
    logs = []
    for deal in deals:
        value = sum(alone[other][other in deal] for other in positions[:-1])
        for actor, verb, aimed in paired:
            value += log_likelihood[f"{verb}:{SABOTEUR if aimed in deal else GOLD_DIGGER}"][actor in deal]
        logs.append(value)
    top = max(logs, default=0.0)
    return deals, tuple(math.exp(sharpness * (value - top)) for value in logs)


def saboteur_chances(
    n: int,
    seat: int,
    saboteur: bool,
    deals: tuple[Deal, ...],
    weights: tuple[float, ...],
) -> tuple[float, ...]:
    """Each seat's chance to hold a saboteur card, as ``seat`` judges from ``role_deals`` (its
    own: 1 or 0)."""
    total = sum(weights)
    return tuple(
        float(saboteur)
        if other == seat
        else sum(weight for deal, weight in zip(deals, weights, strict=True) if other in deal) / total
        for other in range(n)
    )
