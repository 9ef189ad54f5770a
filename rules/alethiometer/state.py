"""The immutable game state, the mutable draft an ``apply`` works on, and snapshots."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import MISSING, asdict, dataclass, fields
from typing import Any

from rules.core import check_schema

SCHEMA = 2  # 2: Job.why holds a reason code or a Character id, no longer words


@dataclass(frozen=True)
class Job:
    """One entry of the pending-work queue: a decision of ``seat`` or an automatic job.

    Decisions: icon, play, discard, redraw, give, take, ferry, pick, drop.
    Automatic: limit, advance, lose_dust, end_turn, draw_truths, part_over.
    ``why``: a reason code of ``data.REASONS`` or the id of the Character whose ability asks.
    """

    kind: str
    seat: int
    n: int = 0
    target: int = -1
    why: str = ""


@dataclass(frozen=True)
class State:
    n: int
    seed: int
    decks: int
    part: int  # 1..3
    phase: str  # "choose" | "turn" | "end" | "over"
    lyra: int  # index into data.TRACK
    dealer: int
    current: int  # the seat whose individual turn it is (or was, during the end of a part)
    last_turn: int  # the seat that took the last individual turn, -1 before any
    turns: int  # individual turns played so far
    rolls: int  # random draws made so far (salt for seeded_rng)
    dial: int  # index into data.DIAL of this turn's spin, -1 when none
    still: int  # turns in a row without Lyra moving (A-DEC-4)
    moved: bool  # Lyra moved during the current turn
    deck: tuple[str, ...]  # Lyra cards, top last
    discard: tuple[str, ...]  # face-up discard pile, top last
    hands: tuple[tuple[str, ...], ...]
    known: frozenset[tuple[str, int]]  # (card or tile id, seat): seat knows it in another's hand/tiles
    char_decks: tuple[tuple[str, ...], ...]  # green, blue, red; top last
    dealt: tuple[tuple[str, ...], ...]  # the two Character cards dealt to each seat
    kept: tuple[str, ...]  # the ally each seat chose, "" until chosen (secret until all chose)
    allies: tuple[str, ...]  # "" when none
    oppositions: tuple[str, ...]
    char_discard: tuple[str, ...]
    stacks: tuple[tuple[str, ...], ...]  # face-down tiles per data.TILE_LOCATIONS, top last
    tiles: tuple[tuple[str, ...], ...]  # unscored tiles per seat
    placed: tuple[tuple[str, ...], ...]  # scored tiles per data.SCORING_LOCATIONS
    scored: tuple[tuple[str, ...], ...]  # scored tiles per seat
    supply: tuple[int, ...]  # Symbol tokens still in each player's supply
    on_dest: tuple[int, ...]  # Symbol tokens of each player on the current Destination
    dust_supply: int
    dust: tuple[int, ...]
    ferry: int  # Sky Ferry holder, -1 when nobody holds it
    ferry_choice: str  # "a" | "b" | "" for the draw of the part ending now
    ferry_seat: int  # who made that choice, -1 when none
    bag: tuple[str, ...]  # Truth (and, for the last draw, Bridge) tokens, next drawn last
    bridge_aside: tuple[str, ...]
    bridges: tuple[str, ...]  # Bridge to the Stars tokens drawn
    drawn: tuple[str, ...]  # the face-up Truth tokens of the current draw
    draft_order: tuple[int, ...]
    truths: tuple[tuple[str, ...], ...]
    truth_discard: tuple[str, ...]
    queue: tuple[Job, ...]
    # The public record of a turn (defaults: snapshots written before it still load). ``path``:
    # the boxes Lyra stood on during the turn in progress, her start first, () while she has not
    # moved; ``marks``: (kind "scored" | "taken" | "stolen", seat, location, detail): for a scored
    # tile its location and id, for a taken one its location and "", for a stolen one (by a
    # Spyfly pair or an ally, ``seat`` the thief) its origin and the victim's seat as a digit.
    # ``last_path`` and ``last_marks`` keep them for the last completed turn, that of ``last_turn``.
    path: tuple[int, ...] = ()
    marks: tuple[tuple[str, int, str, str], ...] = ()
    last_path: tuple[int, ...] = ()
    last_marks: tuple[tuple[str, int, str, str], ...] = ()


def _thaw(value: Any) -> Any:
    """One level or two: State fields are scalars, tuples, tuples of tuples or a frozenset."""
    if isinstance(value, tuple):
        if value and isinstance(value[0], tuple):
            return [list(item) for item in value]
        return list(value)
    if isinstance(value, frozenset):
        return set(value)
    return value


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        if value and isinstance(value[0], list):
            return tuple(tuple(item) for item in value)
        return tuple(value)
    if isinstance(value, set):
        return frozenset(value)
    return value


FIELDS = tuple(f.name for f in fields(State))
FIELD_SET = frozenset(FIELDS)
DEFAULTS = {f.name: f.default for f in fields(State) if f.default is not MISSING}
# What a draft does with each field, by its annotation: a scalar is read as it is, a tuple (of
# tuples) becomes a list (of lists), a frozenset a set; and back when the draft is frozen.
# A field is copied the first time it is read, so later reads skip ``__getattr__``.
_SCALAR, _FLAT, _NESTED, _SET = range(4)
_KIND = {
    f.name: _NESTED
    if str(f.type).startswith("tuple[tuple")
    else _FLAT
    if str(f.type).startswith("tuple")
    else _SET
    if str(f.type).startswith("frozenset")
    else _SCALAR
    for f in fields(State)
}


class Draft:
    """A mutable copy of a State for one ``apply``: a field is copied (tuples become lists,
    frozensets sets) the first time it is read; untouched fields are reused as they are.
    The annotations below are the State's fields as a draft holds them, for the type checker
    only: no class attribute is set, so reading one still goes through ``__getattr__``."""

    n: int
    seed: int
    decks: int
    part: int
    phase: str
    lyra: int
    dealer: int
    current: int
    last_turn: int
    turns: int
    rolls: int
    dial: int
    still: int
    moved: bool
    deck: list[str]
    discard: list[str]
    hands: list[list[str]]
    known: set[tuple[str, int]]
    char_decks: list[list[str]]
    dealt: list[list[str]]
    kept: list[str]
    allies: list[str]
    oppositions: list[str]
    char_discard: list[str]
    stacks: list[list[str]]
    tiles: list[list[str]]
    placed: list[list[str]]
    scored: list[list[str]]
    supply: list[int]
    on_dest: list[int]
    dust_supply: int
    dust: list[int]
    ferry: int
    ferry_choice: str
    ferry_seat: int
    bag: list[str]
    bridge_aside: list[str]
    bridges: list[str]
    drawn: list[str]
    draft_order: list[int]
    truths: list[list[str]]
    truth_discard: list[str]
    queue: list[Job]
    path: list[int]
    marks: list[Sequence[str | int]]
    last_path: list[int]
    last_marks: list[Sequence[str | int]]

    def __init__(self, state: State) -> None:
        self._state = state

    def __getattr__(self, name: str) -> Any:
        kind = _KIND.get(name)
        if kind is None:
            raise AttributeError(name)
        value = getattr(self._state, name)
        if kind == _FLAT:
            value = list(value)
        elif kind == _NESTED:
            value = [list(item) for item in value]
        elif kind == _SET:
            value = set(value)
        setattr(self, name, value)
        return value

    def freeze(self) -> State:
        """The new State: the fields this draft copied frozen again, the others shared with the
        state it started from. Filled in as ``copy.copy`` would, without ``State.__init__`` and
        its one frozen assignment per field: a search's playouts freeze a draft every step."""
        values = dict(self._state.__dict__)
        for name, value in self.__dict__.items():
            kind = _KIND.get(name)
            if kind == _FLAT:
                values[name] = tuple(value)
            elif kind == _NESTED:
                values[name] = tuple(tuple(item) for item in value)
            elif kind == _SET:
                values[name] = frozenset(value)
            elif kind == _SCALAR:
                values[name] = value
        state = object.__new__(State)
        state.__dict__.update(values)
        return state


def to_dict(state: State) -> dict[str, Any]:
    data: dict[str, Any] = {"schema": SCHEMA}
    for name in FIELDS:
        value = getattr(state, name)
        if name == "known":
            data[name] = sorted([item, seat] for item, seat in value)
        elif name == "queue":
            data[name] = [asdict(job) for job in value]
        else:
            data[name] = _thaw(value)
    return data


def from_dict(data: Mapping[str, Any]) -> State:
    check_schema(data, SCHEMA, "Alethiometer")
    values: dict[str, Any] = {}
    for name in FIELDS:
        value = data[name] if name in data or name not in DEFAULTS else DEFAULTS[name]
        if name == "known":
            values[name] = frozenset((item, seat) for item, seat in value)
        elif name == "queue":
            values[name] = tuple(Job(**job) for job in value)
        else:
            values[name] = _freeze(value)
    return State(**values)
