"""Saboteur actions: one small frozen value type with ``code``/``from_code`` (S-5.2).

| code                     | meaning                                              |
|--------------------------|------------------------------------------------------|
| ``p:c17:3,-1:180``       | place path card c17 at x=3, y=-1, turned 180°         |
| ``b:c41:2``              | put broken-tool card c41 in front of seat 2           |
| ``r:c47:1:lantern``      | repair seat 1's lantern with repair card c47          |
| ``f:c60:2,0``            | rockfall: remove the path card at 2,0                 |
| ``m:c62:8,2``            | map: look at the goal card at 8,2                     |
| ``d:c17``                | discard c17 face down (the pass of S-10, S-GAP-17)    |
| ``pass``                 | pass with an empty hand (S-10.4)                      |
| ``g:3``                  | draft: take a gold card worth 3 (S-DEC-4)             |
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rules.core import InvalidActionError, seat_ref
from rules.saboteur.data import CARDS, TOOLS, card_id, letters_of, rotated

PLACE, BREAK, REPAIR, ROCKFALL, MAP, DISCARD, PASS, PICK = (
    "place",
    "break",
    "repair",
    "rockfall",
    "map",
    "discard",
    "pass",
    "pick",
)

_NUMBER = r"(?:0|[1-9]\d?)"  # canonical: no leading zeros, so every action has one code
_CARD = rf"c({_NUMBER})"
_COORDINATE = r"(0|-?[1-9]\d?)"
_CELL = rf"{_COORDINATE},{_COORDINATE}"
_PATTERNS = {
    PLACE: re.compile(rf"p:{_CARD}:{_CELL}:(0|180)"),
    BREAK: re.compile(rf"b:{_CARD}:({_NUMBER})"),
    REPAIR: re.compile(rf"r:{_CARD}:({_NUMBER}):({'|'.join(TOOLS)})"),
    ROCKFALL: re.compile(rf"f:{_CARD}:{_CELL}"),
    MAP: re.compile(rf"m:{_CARD}:{_CELL}"),
    DISCARD: re.compile(rf"d:{_CARD}"),
    PASS: re.compile(r"pass"),
    PICK: re.compile(r"g:([1-3])"),
}


@dataclass(frozen=True)
class SaboteurAction:
    """``kind`` is one of place, break, repair, rockfall, map, discard, pass, pick. The other
    fields are set where they apply: ``card`` (card index; ``card_id`` is "c17"), ``x``/``y``
    (the cell placed on, removed by a rockfall or looked at with a map), ``rot`` (0 or 180),
    ``target`` (seat), ``tool``, ``value`` (gold value picked in the draft)."""

    kind: str
    card: int | None = None
    x: int | None = None
    y: int | None = None
    rot: int = 0
    target: int | None = None
    tool: str | None = None
    value: int | None = None

    @property
    def card_id(self) -> str | None:
        return None if self.card is None else card_id(self.card)

    @property
    def cell(self) -> tuple[int, int]:
        return self.x, self.y

    @property
    def code(self) -> str:
        where = f"{self.x},{self.y}"
        return {
            PLACE: lambda: f"p:{self.card_id}:{where}:{self.rot}",
            BREAK: lambda: f"b:{self.card_id}:{self.target}",
            REPAIR: lambda: f"r:{self.card_id}:{self.target}:{self.tool}",
            ROCKFALL: lambda: f"f:{self.card_id}:{where}",
            MAP: lambda: f"m:{self.card_id}:{where}",
            DISCARD: lambda: f"d:{self.card_id}",
            PASS: lambda: "pass",
            PICK: lambda: f"g:{self.value}",
        }[self.kind]()

    @property
    def label(self) -> str:
        name = CARDS[self.card].name if self.card is not None else ""
        where = f"{self.x},{self.y}"
        if self.kind == PLACE:
            shape = letters_of(rotated(CARDS[self.card].open, self.rot))
            turned = " upside down" if self.rot else ""
            return f"Place {name} at {where}{turned} (open {shape})"
        return {
            BREAK: lambda: f"{name}: break {seat_ref(self.target)}'s {CARDS[self.card].breaks}",
            REPAIR: lambda: f"{name}: repair {seat_ref(self.target)}'s {self.tool}",
            ROCKFALL: lambda: f"Rockfall: remove the card at {where}",
            MAP: lambda: f"Map: look at the goal at {where}",
            DISCARD: lambda: f"Discard {name} face down",
            PASS: lambda: "Pass (no cards in hand)",
            PICK: lambda: f"Take a gold card worth {self.value}",
        }[self.kind]()

    @classmethod
    def from_code(cls, code: str) -> SaboteurAction:
        for kind, pattern in _PATTERNS.items():
            match = pattern.fullmatch(code)
            if match:
                return _build(kind, [int(g) if re.fullmatch(r"-?\d+", g) else g for g in match.groups()])
        raise InvalidActionError(f"{code[:40]!r} is not a Saboteur action.")


def _build(kind: str, parts: list) -> SaboteurAction:
    if kind in (PLACE, BREAK, REPAIR, ROCKFALL, MAP, DISCARD) and parts[0] >= len(CARDS):
        raise InvalidActionError(f"There is no card c{parts[0]}.")
    if kind == PLACE:
        return SaboteurAction(kind, card=parts[0], x=parts[1], y=parts[2], rot=parts[3])
    if kind == BREAK:
        return SaboteurAction(kind, card=parts[0], target=parts[1])
    if kind == REPAIR:
        return SaboteurAction(kind, card=parts[0], target=parts[1], tool=parts[2])
    if kind in (ROCKFALL, MAP):
        return SaboteurAction(kind, card=parts[0], x=parts[1], y=parts[2])
    if kind == DISCARD:
        return SaboteurAction(kind, card=parts[0])
    if kind == PICK:
        return SaboteurAction(kind, value=parts[0])
    return SaboteurAction(PASS)
