"""Saboteur actions (S-5.2): every move is a ``rules.core.Action``; ``Play`` is its typed
reading for the engine, the AI and the commands (``decode(action)``), and the constructors
below are the only way the engine builds one.

| code                     | meaning                                              |
|--------------------------|------------------------------------------------------|
| ``p:c17:3,-1:180``       | place path card c17 at x=3, y=-1, turned 180°         |
| ``b:c41:2``              | put broken-tool card c41 in front of seat 2           |
| ``r:c51:1:lantern``      | repair seat 1's lantern with repair card c51          |
| ``f:c60:2,0``            | rockfall: remove the path card at 2,0                 |
| ``m:c62:8,2``            | map: look at the goal card at 8,2                     |
| ``d:c17``                | discard c17 face down (the pass of S-10, S-GAP-17)    |
| ``pass``                 | pass with an empty hand (S-10.4)                      |
| ``g:3``                  | draft: take a gold card worth 3 (S-DEC-4)             |

Actions are immutable, so each is built once and shared (``functools.cache``): the legal-move
generator of a late round offers hundreds of them.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from functools import cache

from rules.core import Action, InvalidActionError, Message, SeatRef, msg, required
from rules.saboteur.data import CARDS, TOOL_NAMES, TOOLS, E, N, S, W, card_id, rotated

# The kinds of play; also the ``kind`` of the view's ``last`` move.
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

VERBS = {PLACE: "p", BREAK: "b", REPAIR: "r", ROCKFALL: "f", MAP: "m", DISCARD: "d", PASS: "pass", PICK: "g"}

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
class Play:
    """What an action does. ``kind`` is one of place, break, repair, rockfall, map, discard,
    pass, pick. The other fields are set where they apply: ``card`` (card index; ``card_id`` is
    "c17"), ``x``/``y`` (the cell placed on, removed by a rockfall or looked at with a map),
    ``rot`` (0 or 180), ``target`` (seat), ``tool``, ``value`` (gold value picked in the draft)."""

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
        """The cell of a place, rockfall or map play."""
        return required(self.x), required(self.y)

    @property
    def args(self) -> tuple[str, ...]:
        where = f"{self.x},{self.y}"
        card = str(self.card_id)
        arguments: dict[str, Callable[[], tuple[str, ...]]] = {
            PLACE: lambda: (card, where, str(self.rot)),
            BREAK: lambda: (card, str(self.target)),
            REPAIR: lambda: (card, str(self.target), required(self.tool)),
            ROCKFALL: lambda: (card, where),
            MAP: lambda: (card, where),
            DISCARD: lambda: (card,),
            PASS: lambda: (),
            PICK: lambda: (str(self.value),),
        }
        return arguments[self.kind]()

    @property
    def code(self) -> str:
        return ":".join((VERBS[self.kind], *self.args))


def card_name(card: int) -> Message:
    """The name of card instance ``card`` (its kind's name)."""
    return _CARD_NAMES[card]


def card_title(card: int) -> Message:
    """Card instance ``card`` as a menu names it: a path card with its open edges as dealt
    ("T-junction (open NES)"), since cards of one name come in several shapes."""
    kind = CARDS[card]
    if not kind.is_path:
        return msg("sab-card-title", card=card_name(card))
    return msg("sab-card-shaped", card=card_name(card), open=edges(kind.open))


_CARD_NAMES = tuple(Message(kind.name) for kind in CARDS)
_TOOL_NAMES = {tool: Message(name) for tool, name in TOOL_NAMES.items()}


@cache
def edges(mask: int) -> Message:
    """The open edges of a card as it lies (S-6.4), in the reader's compass letters."""
    return msg("sab-edges", n=bool(mask & N), e=bool(mask & E), s=bool(mask & S), w=bool(mask & W))


def tool_name(tool: str) -> Message:
    return _TOOL_NAMES[tool]


def label(play: Play) -> Message:
    """What the action says in a menu; it names cards, cells and seats, never a secret."""
    kind = play.kind
    if kind == PICK:
        return msg("sab-label-pick", value=play.value)
    if kind == PASS:
        return msg("sab-label-pass")
    card = required(play.card)  # every other play is of a card (S-5.2)
    if kind == PLACE:
        return msg(
            "sab-label-place",
            card=card_name(card),
            x=play.x,
            y=play.y,
            turned=bool(play.rot),
            open=edges(rotated(CARDS[card].open, play.rot)),
        )
    if kind == BREAK:
        return msg(
            "sab-label-break",
            card=card_name(card),
            target=SeatRef(required(play.target)),
            tool=required(CARDS[card].breaks),
        )
    if kind == REPAIR:
        return msg(
            "sab-label-repair",
            card=card_name(card),
            target=SeatRef(required(play.target)),
            tool=required(play.tool),
        )
    if kind == ROCKFALL:
        return msg("sab-label-rockfall", x=play.x, y=play.y)
    if kind == MAP:
        return msg("sab-label-map", x=play.x, y=play.y)
    return msg("sab-label-discard", card=card_title(card))


@cache
def to_action(play: Play) -> Action:
    return Action(VERBS[play.kind], play.args, label=label(play))


@cache
def decode(action: Action) -> Play:
    """The typed reading of a Saboteur action; InvalidActionError for anything else."""
    return _parse(action.code)


def parse(code: str) -> Action:
    """The action a code names; InvalidActionError for text that is not one."""
    return to_action(_parse(code))


def _parse(code: str) -> Play:
    for kind, pattern in _PATTERNS.items():
        match = pattern.fullmatch(code)
        if match:
            play = _build(kind, match.groups())
            if not _card_does(play):
                break  # "b:c1:7": a path card breaks nothing; no label can say such a move
            return play
    raise InvalidActionError(msg("sab-not-an-action", code=code[:40]))


def _card_does(play: Play) -> bool:
    """Whether the card named can make this kind of move at all (S-2.2, S-2.3)."""
    if play.card is None:
        return True
    card = CARDS[play.card]
    return {
        PLACE: card.is_path,
        BREAK: card.breaks is not None,
        REPAIR: play.tool in card.repairs,
        ROCKFALL: card.code == "ROCKFALL",
        MAP: card.code == "MAP",
    }.get(play.kind, True)


def _build(kind: str, groups: tuple[str, ...]) -> Play:
    """The play of a code matched by ``_PATTERNS[kind]``: ``groups`` are its numbers, then the
    tool of a repair."""
    if kind == PASS:
        return Play(PASS)
    if kind == PICK:
        return Play(kind, value=int(groups[0]))
    card, *numbers = (int(group) for group in (groups[:2] if kind == REPAIR else groups))
    if card >= len(CARDS):
        raise InvalidActionError(msg("sab-no-such-card", card=card_id(card)))
    if kind == PLACE:
        x, y, rot = numbers
        return Play(kind, card=card, x=x, y=y, rot=rot)
    if kind in (BREAK, REPAIR):
        return Play(kind, card=card, target=numbers[0], tool=groups[2] if kind == REPAIR else None)
    if kind in (ROCKFALL, MAP):
        x, y = numbers
        return Play(kind, card=card, x=x, y=y)
    return Play(DISCARD, card=card)


# --- constructors (cached: the same move is offered again and again) -----------------------


@cache
def place(card: int, x: int, y: int, rot: int) -> Action:
    return to_action(Play(PLACE, card=card, x=x, y=y, rot=rot))


@cache
def break_tool(card: int, target: int) -> Action:
    return to_action(Play(BREAK, card=card, target=target))


@cache
def repair(card: int, target: int, tool: str) -> Action:
    return to_action(Play(REPAIR, card=card, target=target, tool=tool))


@cache
def rockfall(card: int, x: int, y: int) -> Action:
    return to_action(Play(ROCKFALL, card=card, x=x, y=y))


@cache
def read_map(card: int, x: int, y: int) -> Action:
    return to_action(Play(MAP, card=card, x=x, y=y))


@cache
def discard(card: int) -> Action:
    return to_action(Play(DISCARD, card=card))


@cache
def pick(value: int) -> Action:
    return to_action(Play(PICK, value=value))


PASS_TURN = to_action(Play(PASS))
