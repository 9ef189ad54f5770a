"""The Saboteur AI policy (the host's AI seats and expired turns). It decides from its own
seat's view and the legal actions only, never from the state.

Gold-diggers dig towards the likely gold (map peeks and turned-up stones rule goals out; a
map is played while the gold is unknown), repair themselves first and other players next,
and break the tools of a player whose last move was plainly hostile. Saboteurs play like
quiet gold-diggers without bringing the tunnel closer while the draw pile is still more
than half full and the tunnel is far off (S-6.7); after that they cut the tunnel nearest
the gold with rockfalls, block it with dead ends and break tools. The informed policy (the
hard level's) also judges the other seats by the round's public plays (``suspicion``).

The measure of a maze is the tunnel's distance to the target: the smallest Manhattan
distance from an empty cell that a linked tunnel opens onto to a candidate goal.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from rules.core import Action, View, required
from rules.saboteur.actions import (
    BREAK,
    DISCARD,
    MAP,
    PASS,
    PICK,
    PLACE,
    REPAIR,
    ROCKFALL,
    Play,
    decode,
    to_action,
)
from rules.saboteur.data import (
    CARDS,
    OPPOSITE,
    ROLES_BY_PLAYERS,
    SABOTEUR,
    STEP,
    edges_of,
    hand_size,
    rotated,
)
from rules.saboteur.maze import Board, Cell, Shape, neighbour
from rules.saboteur.suspicion import role_deals, saboteur_chances

FAR = 99
TRUSTED = 0.5  # the informed policy trusts a seat less likely a saboteur than this
SURELY_DIGGING = 0.25  # an informed saboteur breaks such a seat's tools even while quiet
# How much a gold-digger wants to keep a card (repairs 8, broken tools 4, dead ends 0).
CARD_WORTH = {"X": 9, "TNES": 8, "TNEW": 8, "INS": 6, "IEW": 7, "LNE": 5, "LNW": 5, "MAP": 7, "ROCKFALL": 3}


@dataclass(frozen=True)
class Sight:
    """What the seat knows about the maze and the goals."""

    board: Board
    targets: tuple[Cell, ...]
    gold_known: bool

    def distance(self, cell: Cell) -> int:
        return min(abs(cell[0] - x) + abs(cell[1] - y) for x, y in self.targets)

    @cached_property
    def now(self) -> dict[Cell, int]:
        """The frontier of the maze as it is."""
        return self.frontier(self.board)

    def frontier(self, board: Board) -> dict[Cell, int]:
        """Empty cells a linked tunnel opens onto, with their distance to the targets."""
        cells = {}
        for cell in board.linked:
            for edge in STEP:
                other = neighbour(cell, edge)
                if board.shapes[cell].open & edge and not board.occupied(other):
                    cells[other] = self.distance(other)
        return cells


def sight(view: View) -> Sight:
    shapes: dict[Cell, Shape] = {}
    hidden = set()
    stones = set()
    for entry in view["maze"]:
        cell = (entry["x"], entry["y"])
        if entry.get("face_up") is False:
            hidden.add(cell)
        else:
            shapes[cell] = Shape(edges_of(entry["open"]), entry["through"])
            if entry["card"].startswith("STONE"):
                stones.add(cell)
    peeks = {(p["x"], p["y"]): p["goal"] for p in view["you"]["peeks"]}
    gold = [cell for cell, goal in peeks.items() if goal == "gold" and cell in hidden]
    candidates = sorted(cell for cell in hidden if peeks.get(cell) != "stone")
    targets = tuple(gold or candidates or sorted(hidden) or [(8, 0)])
    return Sight(Board(shapes, frozenset(hidden)), targets, bool(gold) or len(candidates) == 1)


def choose(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """Today's AI (the ``easy`` level): suspects only a seat whose last move was hostile."""
    return _choose(view, legal, rng, informed=False)


def choose_informed(view: View, legal: Sequence[Action], rng: random.Random) -> Action:
    """The same policy judging the other seats by the round's public plays (``suspicion``):
    a gold-digger repairs only seats likelier gold-diggers than not, the least suspected first,
    and breaks the tools of the likeliest saboteur; a saboteur repairs a likely fellow saboteur
    and breaks the tools of the next likely gold-digger clockwise, already while quiet when the
    seat is surely one. The ``hard`` level (``rules.search.EFFORT``)."""
    return _choose(view, legal, rng, informed=True)


def _choose(view: View, legal: Sequence[Action], rng: random.Random, informed: bool) -> Action:
    plays = [decode(action) for action in legal]
    if len(plays) == 1 or plays[0].kind in (PASS, PICK):
        return legal[0]  # draft picks come highest value first
    look = sight(view)
    chances = _saboteur_chances(view) if informed else None
    policy = _saboteur if view["you"]["role"] == SABOTEUR else _gold_digger
    return to_action(policy(view, plays, look, rng, chances))


def _saboteur_chances(view: View) -> tuple[float, ...]:
    """Each seat's chance to be a saboteur, judged from the public plays as ``view``'s seat."""
    me, n = view["you"]["seat"], len(view["players"])
    saboteur = view["you"]["role"] == SABOTEUR
    plays = tuple(tuple(record) for record in view["plays"]) or ((),) * n
    deals = role_deals(plays, me, saboteur, ROLES_BY_PLAYERS[n][0] - saboteur)
    return saboteur_chances(n, me, saboteur, *deals)


def _gold_digger(
    view: View, legal: list[Play], look: Sight, rng: random.Random, chances: tuple[float, ...] | None
) -> Play:
    me = view["you"]["seat"]
    by_kind = _by_kind(legal)
    own_repair = [a for a in by_kind[REPAIR] if a.target == me]
    if own_repair:
        return own_repair[0]
    if by_kind[MAP] and not look.gold_known:
        maps = sorted(by_kind[MAP], key=lambda a: (a.cell not in look.targets, abs(a.cell[1])))
        return maps[0]
    now = min(look.now.values(), default=FAR)
    best = _best_by_distance(look, by_kind[PLACE] + _dead_end_rockfalls(view, by_kind[ROCKFALL]), rng)
    if best and best[1] < now:
        return best[0]
    suspect = _suspect(view)
    others_repair = [a for a in by_kind[REPAIR] if a.target != suspect]
    if chances:  # the likeliest saboteur, when likelier than not; trust only likely gold-diggers
        likeliest = max((seat for seat in range(len(chances)) if seat != me), key=lambda seat: chances[seat])
        suspect = likeliest if chances[likeliest] >= TRUSTED else suspect
        trusted = [a for a in by_kind[REPAIR] if chances[required(a.target)] < TRUSTED]
        others_repair = sorted(trusted, key=lambda a: chances[required(a.target)])
    if others_repair:
        return others_repair[0]
    breaks = [a for a in by_kind[BREAK] if a.target == suspect and suspect != me]
    if breaks:
        return breaks[0]
    if best and best[1] == now and rng.random() < 0.5:
        return best[0]
    return _discard(by_kind, rng)


def _saboteur(
    view: View, legal: list[Play], look: Sight, rng: random.Random, chances: tuple[float, ...] | None
) -> Play:
    me = view["you"]["seat"]
    by_kind = _by_kind(legal)
    now = min(look.now.values(), default=FAR)
    full_deck = 67 - len(view["players"]) * hand_size(len(view["players"]))
    quiet = view["deck"] > full_deck // 2 and now > 3
    own_repair = [a for a in by_kind[REPAIR] if a.target == me]
    if own_repair and not quiet:
        return own_repair[0]
    if by_kind[MAP] and not look.gold_known:
        return by_kind[MAP][0]
    n = len(view["players"])
    if quiet and chances:  # informed: a tool lost early holds a sure gold-digger back longest
        sure = [a for a in by_kind[BREAK] if chances[required(a.target)] < SURELY_DIGGING]
        if sure:
            return min(sure, key=lambda a: (required(a.target) - me) % n)
    if quiet:  # S-6.7: look like a gold-digger, without bringing the tunnel closer
        harmless = [
            a for a in by_kind[PLACE] if _placed_distance(look, a) >= now and CARDS[required(a.card)].through
        ]
        return rng.choice(harmless) if harmless and rng.random() < 0.6 else _discard(by_kind, rng)
    front = sorted(
        (a for a in by_kind[ROCKFALL] if a.cell in look.board.linked), key=lambda a: look.distance(a.cell)
    )
    if front and now <= 3:  # S-8.4: cut the tunnel where it comes nearest the gold
        return front[0]
    worst = _best_by_distance(look, by_kind[PLACE], rng, sign=-1)
    if worst and worst[1] > now:
        return worst[0]
    fellows = [
        a for a in by_kind[REPAIR] if chances and a.target != me and chances[required(a.target)] >= TRUSTED
    ]
    if fellows and chances:  # a likely fellow saboteur back at work
        return max(fellows, key=lambda a: chances[required(a.target)])
    breaks = [a for a in by_kind[BREAK] if a.target != me]
    if breaks and chances:  # informed: the next likely gold-digger clockwise
        return min(
            breaks, key=lambda a: (chances[required(a.target)] >= TRUSTED, (required(a.target) - me) % n)
        )
    if breaks:
        nearest = min((a.target - me) % n for a in breaks)
        return next(a for a in breaks if (a.target - me) % n == nearest)
    useful = [a for a in by_kind[DISCARD] if CARDS[required(a.card)].through]  # keep them from the others
    return rng.choice(useful) if useful else _discard(by_kind, rng)


def _by_kind(legal: list[Play]) -> dict[str, list[Play]]:
    groups: dict[str, list[Play]] = {k: [] for k in (PLACE, BREAK, REPAIR, ROCKFALL, MAP, DISCARD)}
    for action in legal:
        groups.setdefault(action.kind, []).append(action)
    return groups


def _placed_distance(look: Sight, action: Play) -> int:
    """The tunnel's distance after placing: the cell taken leaves the frontier; a through card
    joined to a linked tunnel adds the cells it opens onto (the target itself counts 0)."""
    frontier = dict(look.now)
    frontier.pop(action.cell, None)
    kind = CARDS[required(action.card)]
    mask = rotated(kind.open, action.rot)
    board = look.board
    if kind.through and any(
        mask & edge
        and neighbour(action.cell, edge) in board.linked
        and board.shapes[neighbour(action.cell, edge)].open & OPPOSITE[edge]
        for edge in STEP
    ):
        for edge in STEP:
            other = neighbour(action.cell, edge)
            if not mask & edge:
                continue
            if other in look.targets:
                return 0
            if not board.occupied(other):
                frontier[other] = look.distance(other)
    return min(frontier.values(), default=FAR)


def _removed_distance(look: Sight, action: Play) -> int:
    board = look.board
    shapes = {cell: shape for cell, shape in board.shapes.items() if cell != action.cell}
    return min(look.frontier(Board(shapes, board.hidden)).values(), default=FAR)


def _best_by_distance(
    look: Sight, actions: list[Play], rng: random.Random, sign: int = 1
) -> tuple[Play, int] | None:
    """The action giving the smallest distance (``sign=-1``: the largest), ties at random."""
    if not actions:
        return None
    scored = [
        (a, _placed_distance(look, a) if a.kind == PLACE else _removed_distance(look, a)) for a in actions
    ]
    best = min(sign * d for _a, d in scored)
    return rng.choice([(a, d) for a, d in scored if sign * d == best])


def _dead_end_rockfalls(view: View, rockfalls: list[Play]) -> list[Play]:
    dead = {(e["x"], e["y"]) for e in view["maze"] if e.get("through") is False}
    return [a for a in rockfalls if a.cell in dead]


def _suspect(view: View) -> int | None:
    """The seat whose last move was a dead end or a rockfall, when it was not this seat."""
    last = view["last"]
    if not last or last["seat"] == view["you"]["seat"]:
        return None
    seat: int = last["seat"]
    if last["kind"] == ROCKFALL:
        return seat
    if last["kind"] == PLACE:
        placed = next((e for e in view["maze"] if (e["x"], e["y"]) == (last["x"], last["y"])), None)
        if placed and placed.get("through") is False:
            return seat
    return None


def _discard(by_kind: dict[str, list[Play]], rng: random.Random) -> Play:
    """Discard the card a gold-digger needs least (given only some of the legal actions, as
    the search does when it asks for the next best one, any of them when no discard is)."""
    discards = by_kind[DISCARD] or [action for group in by_kind.values() for action in group]

    def worth(action: Play) -> float:
        kind = CARDS[required(action.card)]
        base = CARD_WORTH.get(kind.code, 8 if kind.repairs else 4 if kind.breaks else 0)
        return base + rng.random()

    return min(discards, key=worth)
