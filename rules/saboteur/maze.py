"""The tunnel maze: geometry, connectivity and placement legality (S-6, S-11.1, S-GAP-6,
S-GAP-12 to S-GAP-14, S-GAP-26). Pure functions of a ``Board`` snapshot."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from rules.core import required
from rules.saboteur.data import GOAL_KINDS, OPPOSITE, START, START_CELL, STEP, rotated

Cell = tuple[int, int]


@dataclass(frozen=True)
class Shape:
    open: int
    through: bool


def neighbour(cell: Cell, edge: int) -> Cell:
    dx, dy = STEP[edge]
    return cell[0] + dx, cell[1] + dy


class Board:
    """Face-up cards as shapes, face-down goals as occupied cells without edges (S-GAP-12),
    and the set of through cards linked to the start by an uninterrupted tunnel (S-GAP-26)."""

    def __init__(self, shapes: dict[Cell, Shape], hidden: frozenset[Cell]):
        self.shapes = shapes
        self.hidden = hidden
        self.linked = self._linked()

    def _linked(self) -> frozenset[Cell]:
        seen = {START_CELL}
        queue = deque(seen)
        while queue:
            cell = queue.popleft()
            mask = self.shapes[cell].open
            for edge in STEP:
                if not mask & edge:
                    continue
                other = neighbour(cell, edge)
                shape = self.shapes.get(other)
                if other not in seen and shape and shape.through and shape.open & OPPOSITE[edge]:
                    seen.add(other)
                    queue.append(other)
        return frozenset(seen)

    def occupied(self, cell: Cell) -> bool:
        return cell in self.shapes or cell in self.hidden

    def candidate_cells(self, loose: bool) -> list[Cell]:
        """Empty cells a path card could go to: next to a linked open edge (S-GAP-6 condition 4),
        or next to any card with ``loose_connection`` (S-DEC-2)."""
        sources = self.shapes.keys() | self.hidden if loose else self.linked
        cells = set()
        for cell in sources:
            for edge in STEP:
                other = neighbour(cell, edge)
                if not self.occupied(other) and (loose or self.shapes[cell].open & edge):
                    cells.add(other)
        return sorted(cells)

    def fits(self, cell: Cell, mask: int, loose: bool) -> bool:
        """S-6.2, S-6.3, S-GAP-6: empty, next to a card, matching every face-up neighbour, and
        (unless ``loose``) one open edge meeting an open edge of a linked card."""
        if cell in self.shapes or cell in self.hidden:
            return False
        touches = joined = False
        x, y = cell
        for edge, (dx, dy) in STEP.items():
            other = (x + dx, y + dy)
            shape = self.shapes.get(other)
            if shape is None:
                touches = touches or other in self.hidden
                continue
            touches = True
            mine = bool(mask & edge)
            if mine != bool(shape.open & OPPOSITE[edge]):
                return False
            if mine and other in self.linked:
                joined = True
        return touches and (joined or loose)

    def reached_goal(self, prefer: Cell | None) -> tuple[Cell, Cell] | None:
        """S-GAP-12, S-GAP-13: a face-down goal with a linked card whose open edge faces it,
        as (goal cell, that card's cell); the card just placed is preferred."""
        for goal in sorted(self.hidden):
            sources = []
            for edge in STEP:
                other = neighbour(goal, edge)
                shape = self.shapes.get(other)
                if other in self.linked and required(shape).open & OPPOSITE[edge]:
                    sources.append(other)
            if sources:
                return goal, (prefer if prefer in sources else sources[0])
        return None


def distance(board: Board, targets: Iterable[Cell], far: int = 20) -> int:
    """How far the tunnel's open end is from ``targets``: the smallest Manhattan distance from
    an empty cell a linked tunnel opens onto to one of them (``far`` when no tunnel opens)."""
    cells = tuple(targets)
    return min(
        (
            abs(other[0] - x) + abs(other[1] - y)
            for cell in board.linked
            for edge in STEP
            if board.shapes[cell].open & edge and not board.occupied(other := neighbour(cell, edge))
            for x, y in cells
        ),
        default=far,
    )


def goal_rotation(kind: str, goal: Cell, towards: Cell) -> int:
    """S-11.5, S-GAP-14: the orientation in which the goal's tunnel opens towards ``towards``."""
    for edge in STEP:
        if neighbour(goal, edge) == towards:
            return 0 if GOAL_KINDS[kind].open & edge else 180
    raise ValueError("not a neighbour")  # pragma: no cover - callers pass a neighbour


def start_shape() -> Shape:
    return Shape(START.open, True)


def card_shape(open_at_zero: int, rot: int, through: bool) -> Shape:
    return Shape(rotated(open_at_zero, rot), through)
