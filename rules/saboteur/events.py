"""The Saboteur event records: one per kind of thing that happens. Fields may hold secrets
(a card in hand, a peeked goal, the roles dealt, the gold received); ``log.describe`` decides
what each viewer reads. ``seat`` is who acted (or whom the event is about)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Event
from rules.saboteur.state import RoundResult


@dataclass(frozen=True, kw_only=True)
class RoundStarted(Event):
    """S-4.14 to S-4.22, S-13: a fresh deal; ``seat`` starts. ``roles``: the role dealt to each
    seat, each seat's own secret."""

    seat: int
    round: int
    roles: tuple[str, ...]


@dataclass(frozen=True, kw_only=True)
class TurnPlayed(Event):
    """A turn's play (S-5.2). ``drew``: the card drawn after it (S-GAP-3), the seat's secret;
    None when the draw pile was empty or the round ended at once."""

    seat: int
    drew: int | None = None


@dataclass(frozen=True, kw_only=True)
class GoalRevealed(Event):
    """S-11.1 to S-11.5: the goal card at ``x``,``y`` (a key of ``data.GOAL_KINDS``) turned up,
    lying at ``rot``; ``seat`` placed the card that reached it."""

    seat: int
    x: int
    y: int
    goal: str
    rot: int


@dataclass(frozen=True, kw_only=True)
class Placed(TurnPlayed):
    """S-6: path card ``card`` placed at ``x``,``y`` turned ``rot`` degrees; ``revealed``: the
    goals it turned up (S-11.1), told before the draw that follows."""

    card: int
    x: int
    y: int
    rot: int
    revealed: tuple[GoalRevealed, ...] = ()


@dataclass(frozen=True, kw_only=True)
class ToolBroken(TurnPlayed):
    """S-7.4: broken-tool card ``card`` put in front of ``target``."""

    card: int
    target: int
    tool: str


@dataclass(frozen=True, kw_only=True)
class ToolRepaired(TurnPlayed):
    """S-7.8 to S-7.13: ``target``'s ``tool`` repaired with ``card``."""

    card: int
    target: int
    tool: str


@dataclass(frozen=True, kw_only=True)
class RockFell(TurnPlayed):
    """S-8: rockfall card ``card`` removed path card ``removed`` from ``x``,``y``."""

    card: int
    x: int
    y: int
    removed: int


@dataclass(frozen=True, kw_only=True)
class MapRead(TurnPlayed):
    """S-9: the seat looked at the goal at ``x``,``y``; ``goal`` ("gold" or "stone") is its secret."""

    card: int
    x: int
    y: int
    goal: str


@dataclass(frozen=True, kw_only=True)
class Discarded(TurnPlayed):
    """S-10.2, S-GAP-17: ``card`` discarded face down, known to the seat only."""

    card: int


@dataclass(frozen=True, kw_only=True)
class Passed(TurnPlayed):
    """S-10.4: a pass with an empty hand."""


@dataclass(frozen=True, kw_only=True)
class RoundEnded(Event):
    """S-11.7, S-12.1, S-12.12: the round is over; ``seat`` took its last turn."""

    result: RoundResult


@dataclass(frozen=True, kw_only=True)
class DraftOpened(Event):
    """S-12.2, S-12.3: gold cards worth ``values`` counted out face up; ``seat`` chooses first."""

    seat: int
    values: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class GoldTaken(Event):
    """S-12.3 to S-12.7: the seat took gold card ``card`` worth ``value`` (its secret)."""

    seat: int
    card: int
    value: int


@dataclass(frozen=True, kw_only=True)
class SaboteurPaid(Event):
    """S-12.13 to S-12.15, S-GAP-19: a winning saboteur took gold ``cards`` worth ``values``
    from the gold deck, unseen by the others."""

    seat: int
    cards: tuple[int, ...]
    values: tuple[int, ...]


@dataclass(frozen=True, kw_only=True)
class GameEnded(Event):
    """S-14: the third round is over; ``scores``: gold per seat."""

    scores: tuple[int, ...]
