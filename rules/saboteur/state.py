"""The Saboteur state: one immutable snapshot of a game, its board, and its JSON form.

Rule IDs refer to docs/rules/saboteur.md; every gap resolution there is binding
(S-DEC-1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, TypeVar

from rules.core import Stage, check_schema, required
from rules.saboteur import data
from rules.saboteur.data import CARDS, GOLD_VALUES, ROLE_CARDS
from rules.saboteur.maze import Board, Cell, card_shape, start_shape

SCHEMA = 1
_T = TypeVar("_T")
PLAY, DRAFT, GAME_OVER = "play", "draft", "game_over"

# The public record of a round's plays (``SaboteurState.plays``): what each play did, as every
# seat saw it (S-GAP-27). A through card brought the tunnel nearer a face-down goal or not, a
# dead end was placed, a rockfall removed a through card (cut) or a dead end (cleared), a map
# was read, a card discarded face down, a pass; a broken tool or a repair names its target
# seat ("break:2", "repair:0").
ADVANCED, PATH, DEAD_END, CUT, CLEARED, MAP_READ, DISCARDED, PASSED = (
    "advance",
    "path",
    "dead_end",
    "cut",
    "clear",
    "map",
    "discard",
    "pass",
)


@dataclass(frozen=True)
class Goal:
    cell: Cell
    kind: str  # a key of data.GOAL_KINDS
    face_up: bool = False
    rot: int = 0


@dataclass(frozen=True)
class RoundResult:
    round: int
    winners: str  # "gold-diggers" | "saboteurs"
    roles: tuple[str, ...]
    leftover: str
    finder: int | None
    paid: bool  # False when nobody held a saboteur card (S-12.11, S-GAP-20)


@dataclass(frozen=True)
class SaboteurState:
    n: int
    seed: int
    options: tuple[tuple[str, bool], ...]
    round: int
    phase: str
    turn: int | None
    roles: tuple[int, ...]  # role card index per seat
    leftover: int  # the leftover role card (S-4.11)
    hands: tuple[tuple[int, ...], ...]
    deck: tuple[int, ...]  # the draw pile, top first
    discard: tuple[tuple[int, int | None], ...]  # (card, seat that discarded it face down, or None)
    maze: Mapping[Cell, tuple[int, int]]  # cell -> (path card, rotation); never mutated
    goals: tuple[Goal, ...]
    broken: tuple[tuple[int, ...], ...]  # broken-tool cards in front of each seat
    peeks: tuple[tuple[tuple[int, int, int], ...], ...]  # per seat: (map card, x, y) this round
    gold_deck: tuple[int, ...]
    gold: tuple[tuple[int, ...], ...]  # gold cards each seat holds
    draft: tuple[int, ...] = ()  # gold cards still to share: only the holder sees them (S-12.16)
    draft_opened: tuple[int, ...] = ()  # the gold cards counted out face up for the draft (S-12.2)
    holder: int | None = None  # the gold-digger choosing from the draft now
    last_player: int | None = None  # who took the round's last turn (S-GAP-21)
    passes: int = 0  # consecutive passes while the draw pile is empty (pass_circuit)
    last: Mapping[str, Any] | None = None  # the view's "last" move
    plays: tuple[tuple[str, ...], ...] = ()  # per seat, this round's public record (see ADVANCED)
    results: tuple[RoundResult, ...] = ()

    def option(self, name: str) -> bool:
        return dict(self.options)[name]

    @cached_property
    def board(self) -> Board:
        return board_of(self.maze, self.goals)

    def role(self, seat: int) -> str:
        return ROLE_CARDS[self.roles[seat]]

    def broken_tools(self, seat: int) -> tuple[str, ...]:
        return tuple(required(CARDS[card].breaks) for card in self.broken[seat])


def board_of(maze: Mapping[Cell, tuple[int, int]], goals: tuple[Goal, ...]) -> Board:
    shapes = {data.START_CELL: start_shape()}
    for cell, (card, rot) in maze.items():
        kind = CARDS[card]
        shapes[cell] = card_shape(kind.open, rot, kind.through)
    for goal in goals:
        if goal.face_up:
            shapes[goal.cell] = card_shape(data.GOAL_KINDS[goal.kind].open, goal.rot, True)
    hidden = frozenset(goal.cell for goal in goals if not goal.face_up)
    return Board(shapes, hidden)


def stage(state: SaboteurState) -> Stage:
    """The round (S-3: each deals new hands and roles) and its phase (play, draft, game_over)."""
    return Stage(state.round, state.phase)


def waiting_for(state: SaboteurState) -> tuple[int, ...]:
    if state.phase == PLAY:
        return (required(state.turn),)
    if state.phase == DRAFT:
        return (required(state.holder),)
    return ()


def scores(state: SaboteurState) -> tuple[int, ...]:
    return tuple(sum(GOLD_VALUES[g] for g in held) for held in state.gold)


def with_item(seq: tuple[_T, ...], index: int, value: _T) -> tuple[_T, ...]:
    """``seq`` with item ``index`` replaced."""
    return (*seq[:index], value, *seq[index + 1 :])


# --- snapshots ---------------------------------------------------------------------------


def result_dict(result: RoundResult) -> dict[str, Any]:
    return {
        "round": result.round,
        "winners": result.winners,
        "roles": list(result.roles),
        "leftover": result.leftover,
        "finder": result.finder,
        "paid": result.paid,
    }


def to_dict(state: SaboteurState) -> dict[str, Any]:
    return {
        "schema": SCHEMA,
        "n": state.n,
        "seed": state.seed,
        "options": dict(state.options),
        "round": state.round,
        "phase": state.phase,
        "turn": state.turn,
        "roles": list(state.roles),
        "leftover": state.leftover,
        "hands": [list(h) for h in state.hands],
        "deck": list(state.deck),
        "discard": [list(entry) for entry in state.discard],
        "maze": [[x, y, card, rot] for (x, y), (card, rot) in state.maze.items()],
        "goals": [[*g.cell, g.kind, g.face_up, g.rot] for g in state.goals],
        "broken": [list(b) for b in state.broken],
        "peeks": [[list(p) for p in seat] for seat in state.peeks],
        "gold_deck": list(state.gold_deck),
        "gold": [list(g) for g in state.gold],
        "draft": list(state.draft),
        "draft_opened": list(state.draft_opened),
        "holder": state.holder,
        "last_player": state.last_player,
        "passes": state.passes,
        "last": dict(state.last) if state.last else None,
        "plays": [list(record) for record in state.plays],
        "results": [result_dict(r) for r in state.results],
    }


def from_dict(raw: Mapping[str, Any]) -> SaboteurState:
    check_schema(raw, SCHEMA, "Saboteur")
    return SaboteurState(
        n=raw["n"],
        seed=raw["seed"],
        options=tuple(sorted(raw["options"].items())),
        round=raw["round"],
        phase=raw["phase"],
        turn=raw["turn"],
        roles=tuple(raw["roles"]),
        leftover=raw["leftover"],
        hands=tuple(tuple(h) for h in raw["hands"]),
        deck=tuple(raw["deck"]),
        discard=tuple((card, owner) for card, owner in raw["discard"]),
        maze={(x, y): (card, rot) for x, y, card, rot in raw["maze"]},
        goals=tuple(Goal((x, y), kind, face_up, rot) for x, y, kind, face_up, rot in raw["goals"]),
        broken=tuple(tuple(b) for b in raw["broken"]),
        peeks=tuple(tuple(tuple(p) for p in seat) for seat in raw["peeks"]),
        gold_deck=tuple(raw["gold_deck"]),
        gold=tuple(tuple(g) for g in raw["gold"]),
        draft=tuple(raw["draft"]),
        # snapshots written before the count-out was kept: the cards left are all that was shown
        draft_opened=tuple(raw.get("draft_opened", raw["draft"])),
        holder=raw["holder"],
        last_player=raw["last_player"],
        passes=raw["passes"],
        last=raw["last"],
        # snapshots written before the record was kept start it empty
        plays=tuple(tuple(record) for record in raw.get("plays") or [[] for _ in range(raw["n"])]),
        results=tuple(
            RoundResult(r["round"], r["winners"], tuple(r["roles"]), r["leftover"], r["finder"], r["paid"])
            for r in raw["results"]
        ),
    )
