"""The event records of Der Goldene Kompass: one frozen dataclass per kind of event. ``seat`` is
the seat that acted (None for what the game does by itself). Fields may hold secrets (a drawn
card, a new task card); ``views.describe`` decides what each viewer reads (K-GAP-34)."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Event

Events = list[Event]
"""The events of one transition, in order: moves.py and rounds.py append to the same list."""


@dataclass(frozen=True, kw_only=True)
class RoundBegan(Event):
    """K-3: ``seat`` is the start player."""

    round: int


@dataclass(frozen=True, kw_only=True)
class PhaseBegan(Event):
    """K-2.2: ``phase`` is draw, move, task or bonus (the end-of-round goal bonus, K-12.5)."""

    phase: str
    round: int


@dataclass(frozen=True, kw_only=True)
class Discarded(Event):
    """A card discarded face up (K-4.2, K-8.2, K-14.4, K-GAP-11): public."""

    card: str


@dataclass(frozen=True, kw_only=True)
class Drew(Event):
    """A card drawn from ``pile`` (a colour or ``pan``): the card is the drawer's secret.
    ``city``: the city whose Pan card this is, for arriving there after the first (K-6.7)."""

    pile: str
    card: str
    city: int | None = None


@dataclass(frozen=True, kw_only=True)
class DrawStopped(Event):
    """The seat stopped drawing with ``left`` cards of its entitlement undrawn (K-4.10, K-4.11;
    0 when the step was still open after the last draw)."""

    left: int


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    """A pawn's advance from space ``start`` to ``to``. ``how``: ``card`` (a Lyra card or a Pan
    card played as 1), ``marten``, ``lee`` or ``forced``; ``card`` the card played, if any;
    ``steps`` the spaces counted (a 3 played as 1 or 2 with Serafina, K-15.2); ``skipped`` the
    occupied spaces passed over without counting them (K-5.5)."""

    how: str
    start: int
    to: int
    steps: int
    ice: bool
    card: str | None = None
    skipped: int = 0


@dataclass(frozen=True, kw_only=True)
class Gained(Event):
    """One experience of ``kind`` from ``source`` (space, compass, city, coram, owl, mouse,
    goal); ``value`` the token's new value."""

    kind: str
    source: str
    value: int


@dataclass(frozen=True, kw_only=True)
class GainLost(Event):
    """A gain of ``kind`` lost because the token is already on 6 (K-5.11)."""

    kind: str
    source: str


@dataclass(frozen=True, kw_only=True)
class Played(Event):
    """A Pan card played for its ability; ``companion`` the one a Cat copies (K-14.3);
    ``answers`` the seat whose gain a Mouse answers (K-14.2)."""

    card: str
    companion: str | None = None
    answers: int | None = None


@dataclass(frozen=True, kw_only=True)
class TaskCompleted(Event):
    """K-9.5: the completed task card is shown to everyone."""

    task: str
    level: int


@dataclass(frozen=True, kw_only=True)
class TaskDrawn(Event):
    """K-9.8: the new task card is the drawer's secret; its level is public."""

    task: str
    level: int


@dataclass(frozen=True, kw_only=True)
class CompanionTaken(Event):
    """K-10.2: the companion is placed face up."""

    companion: str


@dataclass(frozen=True, kw_only=True)
class LyraReshuffled(Event):
    """K-GAP-12: a colour's discard pile became its new draw pile."""

    colour: str


@dataclass(frozen=True, kw_only=True)
class PanReshuffled(Event):
    """K-GAP-12: the Pan discard pile became the new Pan draw pile."""


@dataclass(frozen=True, kw_only=True)
class TasksReshuffled(Event):
    """K-GAP-12: the task discard pile of ``level`` became its new draw pile."""

    level: int


@dataclass(frozen=True, kw_only=True)
class TurnEnded(Event):
    """The seat ended its phase-3 turn (K-5.2)."""


@dataclass(frozen=True, kw_only=True)
class GameOver(Event):
    """``ended_by``: ``rules`` (K-12.1) or ``cap`` (the safety limit of rounds). ``seat``: the
    winner; ``reason`` why: ``qualified`` (the only one to qualify), ``experience`` (the most
    among those who qualified, K-12.3), ``arrival`` (equal experience, first on the goal,
    K-12.4) or ``cap``; ``experience`` the winner's total; ``rounds`` played."""

    ended_by: str
    reason: str
    experience: int
    rounds: int
