"""Value types of the kompass engine: actions (parsed from and written as short codes) and the
game state with its JSON snapshot."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from rules.core import InvalidActionError, check_schema
from rules.kompass.data import (
    COMPANIONS,
    KIND_NAMES,
    KINDS,
    LYRA,
    PAN,
    PAN_NAMES,
)

SCHEMA = 1

_CARD = r"(?:k\d{1,2}|p\d{1,2})"
_PAN = r"p\d{1,2}"
_KIND = "|".join(KINDS)
_COMP = "|".join(COMPANIONS)
_COLOUR_OR_PAN = r"red|blue|green|yellow|pan"

# verb -> pattern of the whole code
_PATTERNS: dict[str, re.Pattern[str]] = {
    verb: re.compile(pattern)
    for verb, pattern in {
        "dis": rf"dis:({_CARD})",
        "draw": rf"draw:({_COLOUR_OR_PAN})",
        "stop": "stop",
        "mv": rf"mv:({_CARD})(?::([12]))?(?::(ice))?",
        "mt": rf"mt:({_PAN}):([123])(?::(ice))?",
        "lee": "lee",
        "fm": rf"fm(?::({_CARD}))?",
        "end": "end",
        "pan": rf"pan(?::({_CARD}))?",
        "owl": rf"owl:({_PAN})",
        "bf": rf"bf:({_PAN})",
        "bfd": rf"bfd:({_CARD})",
        "bfx": "bfx",
        "cat": rf"cat:({_PAN}):({_COMP})",
        "mouse": rf"mouse:({_PAN})",
        "xp": rf"xp:({_KIND})",
        "task": "task",
        "comp": rf"comp:({_COMP})",
        "pass": "pass",
    }.items()
}


def card_text(card_id: str) -> str:
    """A card as players read it: ``red 3`` or ``Owl (dust)``."""
    if card_id in LYRA:
        card = LYRA[card_id]
        return f"{card.colour} {card.value}"
    card = PAN[card_id]
    name = PAN_NAMES[card.ability]
    return f"{name} ({KIND_NAMES[card.xp]})" if card.xp else name


@dataclass(frozen=True)
class KAction:
    """An action: a verb and its arguments; ``code`` is ``verb:arg:arg``."""

    verb: str
    args: tuple[str, ...] = ()

    @property
    def code(self) -> str:
        return ":".join((self.verb, *self.args))

    @classmethod
    def from_code(cls, code: str) -> KAction:
        verb = code.split(":", 1)[0]
        pattern = _PATTERNS.get(verb)
        match = pattern.fullmatch(code) if pattern else None
        if match is None:
            raise InvalidActionError(f"{code[:40]!r} is not a Golden Compass action.")
        args = tuple(arg for arg in match.groups() if arg is not None)
        for arg in args:
            if arg[0] in "kp" and arg[1:].isdigit() and arg not in LYRA and arg not in PAN:
                raise InvalidActionError(f"There is no card {arg}.")
        return cls(verb, args)

    @property
    def label(self) -> str:
        a = self.args
        ice = " (Iorek: ignore the snow field)" if "ice" in a else ""
        match self.verb:
            case "dis":
                return f"Discard {card_text(a[0])}"
            case "draw":
                return "Draw a Pan card (John Faa)" if a[0] == "pan" else f"Draw a {a[0]} Lyra card"
            case "stop":
                return "Stop drawing"
            case "mv":
                value = f" as {a[1]}" if len(a) > 1 and a[1] != "ice" else ""
                return f"Move with {card_text(a[0])}{value}{ice}"
            case "mt":
                return f"Marten: move {a[1]} space(s){ice}"
            case "lee":
                return "Lee Scoresby: move 1 space free"
            case "fm":
                return f"Forced move: discard {card_text(a[0])}, advance 1" if a else "Forced move: advance 1"
            case "end":
                return "End my turn"
            case "pan":
                return f"Take a Pan card, discarding {card_text(a[0])}" if a else "Take a Pan card"
            case "owl":
                return f"Play {card_text(a[0])}: one more experience"
            case "bf":
                return "Play Butterfly: swap Lyra cards"
            case "bfd":
                return f"Butterfly: discard {card_text(a[0])}"
            case "bfx":
                return "Butterfly: done discarding"
            case "cat":
                return f"Play Cat: use {COMPANIONS[a[1]]} once"
            case "mouse":
                return f"Play {card_text(a[0])}: gain one experience"
            case "xp":
                return f"Gain {KIND_NAMES[a[0]]} experience"
            case "task":
                return "Complete my task"
            case "comp":
                return f"Take companion {COMPANIONS[a[0]]}"
            case _:  # "pass"
                return "Skip: no (more) task now"


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


def _clone_plain(obj: Any) -> Any:
    return type(obj)(**{name: _copy(getattr(obj, name)) for name in obj.__dataclass_fields__})


def clone(state: KState) -> KState:
    """The working copy ``apply`` changes."""
    copy = _clone_plain(state)
    copy.players = [_clone_plain(player) for player in state.players]
    copy.turn = _clone_plain(state.turn) if state.turn is not None else None
    return copy
