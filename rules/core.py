"""The engine contract every game implements (DESIGN.md, "The engine contract").

A game is data plus pure functions: ``setup`` builds a state from a seed, ``legal_actions``
is the single source of truth for what a seat may do, ``apply`` returns a new state and the
event records of the transition, ``view`` strips what a viewer may not know, ``describe``
turns an event into a log line redacted for one viewer.

Standard library only: nothing here knows about Discord, storage or images.
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeVar, runtime_checkable

Seat = int
"""Seats are 0..n-1 in table order (clockwise). Discord ids never enter ``rules/``."""

View = dict[str, Any]
"""What one viewer may know: plain JSON-able data (dicts, lists, str, int, bool, None)."""

State = Any
"""A game's own immutable state object; only that game's functions look inside it."""


class InvalidActionError(ValueError):
    """The text is not an action of this game at all (malformed code)."""


class IllegalActionError(ValueError):
    """A well-formed action that the rules do not allow now. The message is for players."""


@runtime_checkable
class Action(Protocol):
    """A move. ``code`` is stable, short ASCII (it travels in Discord custom_ids together with
    a table id and a version, so keep it under 60 characters); ``label`` is for humans."""

    @property
    def code(self) -> str: ...

    @property
    def label(self) -> str: ...


@dataclass(frozen=True)
class Event:
    """One thing that happened during a transition (pokerkit-style event record).

    ``data`` must be JSON-able. It may hold secrets (a discarded card, a peeked goal):
    ``describe(event, viewer)`` decides what each viewer reads.
    """

    kind: str
    seat: Seat | None = None
    data: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Transition:
    state: State
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Outcome:
    """Final standings. ``scores[seat]`` is the seat's final score, ``winners`` every seat
    that shares first place, ``detail`` game-specific JSON-able extras (tie-breaks...)."""

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class OptionSpec:
    """A documented table option. ``default`` fixes the type (bool or int)."""

    name: str
    description: str
    default: bool | int
    minimum: int | None = None
    maximum: int | None = None


class GameRules(Protocol):
    """What the host, the images, the AI players and the tests rely on."""

    id: str
    title: str
    min_players: int
    max_players: int
    options: Mapping[str, OptionSpec]

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> State: ...

    def waiting_for(self, state: State) -> tuple[Seat, ...]:
        """Seats whose decision is awaited now (several for simultaneous choices); () at the end."""
        ...

    def legal_actions(self, state: State, seat: Seat) -> tuple[Action, ...]:
        """Every action ``seat`` may take now; () when the seat is not awaited."""
        ...

    def apply(self, state: State, seat: Seat, action: Action) -> Transition:
        """Pure: never mutates ``state``. Raises IllegalActionError for anything not legal."""
        ...

    def parse_action(self, code: str) -> Action:
        """Raises InvalidActionError for text that is not an action of this game."""
        ...

    def view(self, state: State, viewer: Seat | None) -> View: ...

    def describe(self, event: Event, viewer: Seat | None) -> str:
        """The log line for ``viewer`` (None = public). Seats are written with ``seat_ref``."""
        ...

    def outcome(self, state: State) -> Outcome | None: ...

    def to_dict(self, state: State) -> dict[str, Any]:
        """JSON-able snapshot including a ``schema`` version."""
        ...

    def from_dict(self, data: Mapping[str, Any]) -> State: ...

    def ai_action(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The AI policy: decides from the seat's own view and its legal actions only, never
        from the state. The host uses it for AI seats and for expired turn deadlines."""
        ...


def validate_options(game: GameRules, given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in; unknown names, wrong types and out-of-range values refused."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(game.options))
    if unknown:
        known = ", ".join(sorted(game.options)) or "none"
        raise InvalidActionError(f"Unknown option {', '.join(unknown)} for {game.title} (known: {known}).")
    result: dict[str, Any] = {}
    for name, spec in game.options.items():
        value = given.get(name, spec.default)
        if isinstance(spec.default, bool):
            if not isinstance(value, bool):
                raise InvalidActionError(f"Option {name} must be true or false.")
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidActionError(f"Option {name} must be a whole number.")
            if (spec.minimum is not None and value < spec.minimum) or (
                spec.maximum is not None and value > spec.maximum
            ):
                raise InvalidActionError(f"Option {name} must be between {spec.minimum} and {spec.maximum}.")
        result[name] = value
    return result


def check_player_count(game: GameRules, n_players: int) -> None:
    if not game.min_players <= n_players <= game.max_players:
        raise IllegalActionError(
            f"{game.title} is for {game.min_players} to {game.max_players} players, not {n_players}."
        )


def seeded_rng(seed: int, *salt: object) -> random.Random:
    """The only source of randomness in rules: a generator derived from the table's seed and a
    salt naming the draw (round number, shuffle name, spin counter...). Deriving instead of
    storing a generator keeps snapshots small and replays exact."""
    return random.Random(":".join(str(part) for part in (seed, *salt)))


def check_schema(data: Mapping[str, Any], schema: int, title: str) -> None:
    """``from_dict``'s first line: refuse a snapshot written with another ``schema`` version."""
    if data.get("schema") != schema:
        raise ValueError(f"Unknown {title} snapshot schema {data.get('schema')!r}.")


_T = TypeVar("_T")


def shuffled(items: Iterable[_T], seed: int, *salt: object) -> list[_T]:
    """A new list of ``items`` in the order ``seeded_rng(seed, *salt)`` shuffles them."""
    result = list(items)
    seeded_rng(seed, *salt).shuffle(result)
    return result


_SEAT_REF = re.compile(r"\{seat:(\d+)\}")


def seat_ref(seat: Seat) -> str:
    """How log lines and captions name a seat; ``fill_seats`` later puts in names or mentions."""
    return f"{{seat:{seat}}}"


def fill_seats(text: str, names: Sequence[str]) -> str:
    """Replace every ``seat_ref`` in ``text`` with the seat's display name (or mention)."""
    return _SEAT_REF.sub(lambda m: names[int(m.group(1))], text)


def find_action(legal: Sequence[Action], action: Action) -> Action:
    """The legal action equal to ``action`` by code, or IllegalActionError."""
    for candidate in legal:
        if candidate.code == action.code:
            return candidate
    raise IllegalActionError(f"{action.label} is not allowed now.")
