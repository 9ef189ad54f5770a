"""The engine contract every game implements (docs/architecture.md, "The engine contract").

A game is data plus pure functions: ``setup`` builds a state from a seed, ``legal_actions``
is the single source of truth for what a seat may do, ``apply`` returns a new state and the
event records of the transition, ``view`` strips what a viewer may not know, ``describe``
turns an event into a log line redacted for one viewer.

Standard library only: nothing here knows about Discord, storage or images.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

Seat = int
"""Seats are 0..n-1 in table order (clockwise). Discord ids never enter ``rules/``."""

View = dict[str, Any]
"""What one viewer may know: plain JSON-able data (dicts, lists, str, int, bool, None)."""

StateT = TypeVar("StateT")
"""A game's own immutable state type (``SaboteurState`` ...): only that game's functions look
inside it. ``GameRules[StateT]`` ties a game's functions to its state type."""

State: TypeAlias = Any
"""The state of a game the caller does not know (the host and the registry serve every game):
``GameRules[State]`` is any game, and its states are opaque to the caller."""

Arg: TypeAlias = "str | int | float | bool | SeatRef | Message | tuple[Arg, ...] | list[Arg] | None"
"""A Message argument: a scalar, a ``SeatRef``, a nested ``Message``, or a tuple of these
(rendered as a list). JSON-able through ``Message.to_json``."""


@dataclass(frozen=True)
class SeatRef:
    """A seat named in a Message. The name (or a mention) is filled in last, by the reader's
    renderer, so rules never see Discord names."""

    seat: Seat


@dataclass(frozen=True)
class Message:
    """What a game says, not how: a catalog id (``locales/<locale>/*.ftl``) and its arguments.
    Ids are written as whole string literals with an area prefix (``core-``, ``sab-`` ...) so the
    catalog tests can find every id the code can produce."""

    id: str
    args: Mapping[str, Arg] = field(default_factory=dict, hash=False)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "args": {name: _arg_to_json(value) for name, value in self.args.items()}}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(data["id"], {name: _arg_from_json(value) for name, value in data["args"].items()})

    def __str__(self) -> str:
        # for logs and tracebacks only; players read the rendered catalog text
        return json.dumps(self.to_json(), ensure_ascii=False, sort_keys=True)

    @cached_property
    def key(self) -> tuple[Any, ...]:
        """A hashable value, equal for equal messages: what caches of rendered text look up.
        Computed once per message (nested messages reuse theirs)."""
        return (self.id, tuple((name, _arg_key(value)) for name, value in self.args.items()))

    @cached_property
    def names_seats(self) -> bool:
        """Whether the text depends on who sits where (a ``SeatRef`` anywhere inside)."""
        return any(_arg_names_seats(value) for value in self.args.values())


def msg(message_id: str, /, **args: Arg) -> Message:
    """``msg("sab-took-gold", seat=SeatRef(2), value=3)``."""
    return Message(message_id, args)


def listed(items: Sequence[Arg]) -> Arg:
    """``items`` as a sentence names them: "A, B and C" (``core-list-and``, each locale's own
    "and"); a single item as itself."""
    if len(items) < 2:
        return items[0]
    return msg("core-list-and", items=tuple(items[:-1]), last=items[-1])


def one_per_line(lines: Sequence[Message]) -> Message:
    """``lines`` said one under another (``core-lines``): a list too long for one sentence,
    such as a breakdown per player."""
    said = lines[-1]
    for line in reversed(lines[:-1]):
        said = msg("core-lines", first=line, rest=said)
    return said


def _arg_key(value: Arg) -> Any:
    if isinstance(value, Message):
        return value.key
    if isinstance(value, SeatRef):
        return ("seat", value.seat)
    if isinstance(value, tuple | list):
        return ("list", tuple(_arg_key(item) for item in value))
    return (type(value).__name__, value)


def _arg_names_seats(value: Arg) -> bool:
    if isinstance(value, Message):
        return value.names_seats
    if isinstance(value, tuple | list):
        return any(_arg_names_seats(item) for item in value)
    return isinstance(value, SeatRef)


def _arg_to_json(value: Arg) -> Any:
    if isinstance(value, SeatRef):
        return {"seat": value.seat}
    if isinstance(value, Message):
        return {"message": value.to_json()}
    if isinstance(value, tuple | list):
        return {"list": [_arg_to_json(item) for item in value]}
    return value


def _arg_from_json(value: Any) -> Arg:
    if isinstance(value, dict):
        if "seat" in value:
            return SeatRef(value["seat"])
        if "message" in value:
            return Message.from_json(value["message"])
        return tuple(_arg_from_json(item) for item in value["list"])
    scalar: Arg = value  # str, int, float, bool or None: JSON has them as they are
    return scalar


class _RefusalError(ValueError):
    """A refusal a player reads: ``message`` says why (``str()`` is for logs)."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message


class InvalidActionError(_RefusalError):
    """The text is not an action of this game at all (malformed code)."""


class IllegalActionError(_RefusalError):
    """A well-formed action that the rules do not allow now."""


@dataclass(frozen=True)
class Action:
    """A move of any game: a ``verb`` and its ``args`` (short ASCII words). ``code`` is
    ``verb:arg:arg`` (stable; it travels in Discord custom_ids with a table id and a version, so
    keep it under 60 characters); ``label`` says it for humans and takes no part in equality."""

    verb: str
    args: tuple[str, ...] = ()
    label: Message = field(kw_only=True, compare=False, repr=False)

    @property
    def code(self) -> str:
        return ":".join((self.verb, *self.args))


@dataclass(frozen=True, kw_only=True)
class Event:
    """Base of every game's event records (pokerkit-style): each game subclasses it with one
    frozen dataclass per kind of event. Fields may hold secrets (a discarded card, a peeked
    goal): ``describe(event, viewer)`` decides what each viewer reads. ``seat``: who acted."""

    seat: Seat | None = None


@dataclass(frozen=True)
class Transition(Generic[StateT]):
    state: StateT
    events: tuple[Event, ...]


@dataclass(frozen=True)
class Outcome:
    """Final standings. ``scores[seat]`` is the seat's final score, ``winners`` every seat
    that shares first place, ``detail`` game-specific JSON-able extras (tie-breaks...)."""

    scores: tuple[int, ...]
    winners: tuple[Seat, ...]
    detail: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Stage:
    """Where a game stands, as the engine says it (the host reads it, never the view's keys).
    ``deal`` numbers the deals from 1 (a Saboteur or Kompass round, an Alethiometer part): a new
    one gives the seats new private information (hands, roles, drawn cards). ``phase`` names the
    part of the deal being played; a change of either ends a player's turn even when the same
    seat is awaited next (a Saboteur round's finder drafts gold first, S-12; a Kompass round's
    moves end and its tasks begin, K-2.2)."""

    deal: int
    phase: str


@dataclass(frozen=True)
class OptionSpec:
    """A documented table option. ``default`` fixes the type (bool or int)."""

    name: str
    description: Message
    default: bool | int
    minimum: int | None = None
    maximum: int | None = None


class GameRules(Protocol[StateT]):
    """What the host, the images, the AI players and the tests rely on. A game is a
    ``GameRules[its state type]``; the description of the game is read-only."""

    @property
    def id(self) -> str: ...

    @property
    def title(self) -> Message: ...

    @property
    def min_players(self) -> int: ...

    @property
    def max_players(self) -> int: ...

    @property
    def options(self) -> Mapping[str, OptionSpec]: ...

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> StateT: ...

    def waiting_for(self, state: StateT) -> tuple[Seat, ...]:
        """Seats whose decision is awaited now (several for simultaneous choices); () at the end."""
        ...

    def legal_actions(self, state: StateT, seat: Seat) -> tuple[Action, ...]:
        """Every action ``seat`` may take now; () when the seat is not awaited."""
        ...

    def apply(self, state: StateT, seat: Seat, action: Action) -> Transition[StateT]:
        """Pure: never mutates ``state``. Raises IllegalActionError for anything not legal."""
        ...

    def parse_action(self, code: str) -> Action:
        """Raises InvalidActionError for text that is not an action of this game."""
        ...

    def view(self, state: StateT, viewer: Seat | None) -> View: ...

    def describe(self, event: Event, viewer: Seat | None) -> Message | None:
        """The log line for ``viewer`` (None = public), seats as ``SeatRef`` arguments; None when
        the event says nothing to that viewer."""
        ...

    def summarize(self, lines: Sequence[Message]) -> tuple[Message, ...]:
        """A turn post's public ``lines`` (``describe``'s, with what the host said) with
        repeated events said once; the log keeps every line. ``tuple(lines)`` when a game
        has nothing to fold."""
        ...

    def outcome(self, state: StateT) -> Outcome | None: ...

    def stage(self, state: StateT) -> Stage:
        """The deal and phase ``state`` is in."""
        ...

    def to_dict(self, state: StateT) -> dict[str, Any]:
        """JSON-able snapshot including a ``schema`` version."""
        ...

    def from_dict(self, data: Mapping[str, Any]) -> StateT: ...

    def ai_action(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        """The AI policy: decides from the seat's own view and its legal actions only, never
        from the state. The host uses it for AI seats and for expired turn deadlines."""
        ...

    def policy_view(self, state: StateT, seat: Seat) -> View:
        """What ``ai_action`` reads of ``seat``'s view: the view itself, or only the keys the
        policy reads, each as the view has it (the same choice, for less work). The search's
        playouts (``rules.search``) ask the policy with it at every step."""
        ...

    def redeal(self, state: StateT, seat: Seat, rng: random.Random) -> StateT:
        """A state ``seat`` cannot tell from ``state`` (the same view): everything it cannot see
        (other hands, pile orders, face-down cards, the seed of later draws) dealt again at
        random from what it cannot see, counts kept. The hidden items are sorted before they
        are shuffled, so the result depends only on the seat's view and ``rng``: the search
        levels (``rules.search``) look at the game through it and never read a secret."""
        ...

    def estimate(self, state: StateT) -> tuple[float, ...]:
        """Each seat's standing in a game not over yet, in units where one unit more makes a
        win about e times likelier (the search levels judge a position by its softmax)."""
        ...


def validate_options(game: GameRules[Any], given: Mapping[str, Any] | None) -> dict[str, Any]:
    """Defaults filled in; unknown names, wrong types and out-of-range values refused."""
    given = dict(given or {})
    unknown = sorted(set(given) - set(game.options))
    if unknown:
        raise InvalidActionError(
            msg("core-option-unknown", names=tuple(unknown), game=game.title, known=tuple(game.options))
        )
    result: dict[str, Any] = {}
    for name, spec in game.options.items():
        value = given.get(name, spec.default)
        if isinstance(spec.default, bool):
            if not isinstance(value, bool):
                raise InvalidActionError(msg("core-option-not-bool", name=name))
        else:
            if isinstance(value, bool) or not isinstance(value, int):
                raise InvalidActionError(msg("core-option-not-int", name=name))
            if (spec.minimum is not None and value < spec.minimum) or (
                spec.maximum is not None and value > spec.maximum
            ):
                raise InvalidActionError(
                    msg("core-option-range", name=name, minimum=spec.minimum, maximum=spec.maximum)
                )
        result[name] = value
    return result


def check_player_count(game: GameRules[Any], n_players: int) -> None:
    if not game.min_players <= n_players <= game.max_players:
        raise IllegalActionError(
            msg(
                "core-player-count",
                game=game.title,
                minimum=game.min_players,
                maximum=game.max_players,
                count=n_players,
            )
        )


def seeded_rng(seed: int, *salt: object) -> random.Random:
    """The only source of randomness in rules: a generator derived from the table's seed and a
    salt naming the draw (round number, shuffle name, spin counter...). Deriving instead of
    storing a generator keeps snapshots small and replays exact."""
    return random.Random(":".join(str(part) for part in (seed, *salt)))


class SnapshotSchemaError(ValueError):
    """A snapshot written by another version of the game's engine (its ``schema`` differs), not
    a damaged one: the host rebuilds such a state by replaying the table's action log."""


def check_schema(data: Mapping[str, Any], schema: int, title: str) -> None:
    """``from_dict``'s first line: refuse a snapshot written with another ``schema`` version
    (``SnapshotSchemaError``)."""
    if data.get("schema") != schema:
        raise SnapshotSchemaError(f"Unknown {title} snapshot schema {data.get('schema')!r}.")


_T = TypeVar("_T")


def required(value: _T | None) -> _T:
    """``value``, which the case at hand always sets (a field of a record that only some kinds
    of record fill in). A ``TypeError`` here is a bug, never bad input: input is refused before."""
    if value is None:
        raise TypeError("a value this case always sets is missing")
    return value


def shuffled(items: Iterable[_T], seed: int, *salt: object) -> list[_T]:
    """A new list of ``items`` in the order ``seeded_rng(seed, *salt)`` shuffles them."""
    result = list(items)
    seeded_rng(seed, *salt).shuffle(result)
    return result


def find_action(legal: Sequence[Action], action: Action) -> Action:
    """The legal action equal to ``action`` by code, or IllegalActionError."""
    for candidate in legal:
        if candidate.code == action.code:
            return candidate
    raise IllegalActionError(msg("core-not-allowed-now", action=action.label))
