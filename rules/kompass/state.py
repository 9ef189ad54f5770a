"""Value types of the kompass engine: the game state and its JSON snapshot (actions are in
``actions.py``, event records in ``events.py``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, TypeVar

from rules.core import check_schema

SCHEMA = 1


@dataclass
class Player:
    pos: int
    slot: int  # place number in a city (K-6.2) or order of arrival at the goal; 0 elsewhere
    hand: list[str]
    task: str | None
    done: list[str]
    companions: list[str]
    xp: dict[str, int]
    lee_used: bool = False
    iorek_used: bool = False


@dataclass
class Turn:
    """The step of the seat the game waits for. ``mode``: ``discard``/``draw`` (phase 2),
    ``move``/``bf_discard``/``bf_draw`` (phase 3), ``task`` (phase 4), ``bonus`` (K-12.5)."""

    seat: int
    mode: str
    left: int = 0  # cards still to draw (phase 2 entitlement, Butterfly)
    faa: int = 0  # Pan-for-Lyra draws left (John Faa, K-15.6)
    moved: bool = False  # K-8.1
    pending: list[str] = field(default_factory=list)  # choices owed: "xp:<source>", "companion"
    owl: list[str] = field(default_factory=list)  # kinds just gained by stopping (K-GAP-24)
    city_pan: bool = False  # may take the K-6.7 Pan card now
    borrowed: list[str] = field(default_factory=list)  # companions lent by a Cat (K-GAP-22)


@dataclass
class KState:
    """Treated as immutable: ``apply`` works on a deep copy."""

    n: int
    seed: int
    round: int
    phase: str  # draw | move | task | bonus | over
    order: list[int]
    index: int
    players: list[Player]
    lyra: dict[str, list[str]]  # colour -> draw pile, top card last
    lyra_discard: dict[str, list[str]]
    pan: list[str]
    pan_discard: list[str]
    tasks: dict[str, list[str]]  # "1" | "2" | "3" -> draw pile
    task_discard: dict[str, list[str]]
    companions: list[str]
    arrivals: dict[str, int]  # city space index -> pawns that entered it (K-GAP-29)
    goal_count: int
    shuffles: int
    gains: list[str]  # public record "seat:kind:source" (K-DEC-8)
    mouse_mark: list[int]  # per seat: len(gains) at its previous decision
    turn: Turn | None
    ended_by: str | None = None
    # The pawn that moved last and the spaces it stood on during that turn, first its start,
    # then every stop (the board draws this path). Absent from older snapshots: empty then.
    trail_seat: int = -1
    trail: list[int] = field(default_factory=list)


def _copy(value: Any) -> Any:
    """Copy a field: the state nests at most dicts of lists of strings and numbers."""
    if isinstance(value, list):
        return list(value)
    if isinstance(value, dict):
        return {key: list(item) if isinstance(item, list) else item for key, item in value.items()}
    return value


def _plain(obj: Any) -> dict[str, Any]:
    return {name: _copy(getattr(obj, name)) for name in obj.__dataclass_fields__}


def to_dict(state: KState) -> dict[str, Any]:
    data = _plain(state)
    data["players"] = [_plain(player) for player in state.players]
    data["turn"] = _plain(state.turn) if state.turn is not None else None
    return {"schema": SCHEMA, **data}


def from_dict(data: Mapping[str, Any]) -> KState:
    check_schema(data, SCHEMA, "Kompass")
    fields = {key: _copy(value) for key, value in data.items() if key != "schema"}
    fields["players"] = [Player(**{k: _copy(v) for k, v in player.items()}) for player in data["players"]]
    turn = data["turn"]
    fields["turn"] = Turn(**{k: _copy(v) for k, v in turn.items()}) if turn is not None else None
    return KState(**fields)


_CopyT = TypeVar("_CopyT", "KState", "Player", "Turn")


def _copied(record: _CopyT, names: tuple[str, ...]) -> _CopyT:
    """``record`` with its instance dict copied directly (no ``__init__`` with keywords) and
    the list or dict fields ``names`` copied."""
    fields = record.__dict__.copy()
    for name in names:
        fields[name] = fields[name].copy()
    copy = object.__new__(type(record))
    copy.__dict__ = fields
    return copy


def _piles(piles: dict[str, list[str]]) -> dict[str, list[str]]:
    return {key: pile.copy() for key, pile in piles.items()}


_STATE_LISTS = ("order", "pan", "pan_discard", "companions", "arrivals", "gains", "mouse_mark", "trail")
_PLAYER_LISTS = ("hand", "done", "companions", "xp")
_TURN_LISTS = ("pending", "owl", "borrowed")


def clone(state: KState) -> KState:
    """The working copy ``apply`` changes. The search clones states thousands of times a
    decision: every field is copied by its known kind."""
    copy = _copied(state, _STATE_LISTS)
    copy.players = [_copied(player, _PLAYER_LISTS) for player in state.players]
    copy.lyra, copy.lyra_discard = _piles(state.lyra), _piles(state.lyra_discard)
    copy.tasks, copy.task_discard = _piles(state.tasks), _piles(state.task_discard)
    copy.turn = _copied(state.turn, _TURN_LISTS) if state.turn is not None else None
    return copy
