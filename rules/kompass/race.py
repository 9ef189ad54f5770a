"""The race along the track of Der Goldene Kompass: each seat's colour, who is ahead, which
colours a seat may move with beyond Fens, and where a number of free spaces takes a pawn (K-5.5
to K-5.7, K-7, K-11)."""

from __future__ import annotations

from collections.abc import Iterable
from functools import lru_cache

from rules.kompass.data import BOARD, COLOURS, FENS, GOAL
from rules.kompass.state import KState


def colours(n: int) -> tuple[str, ...]:
    """K-1.8 / K-DEC-4: one colour per seat, in seat order."""
    return COLOURS[:n]


def ranking(s: KState) -> list[int]:
    """Seats from first place to last (K-GAP-8): the goal first in order of arrival, then
    further along the track; within a city (and Oxford) the lower place is ahead."""

    def key(seat: int) -> tuple[int, int, int]:
        p = s.players[seat]
        return (p.pos == GOAL, p.pos, -p.slot)

    return sorted(range(s.n), key=key, reverse=True)


def allowed_colours(s: KState, seat: int) -> set[str]:
    """K-7.2 to K-7.4, K-GAP-16: beyond Fens the leader uses only his own colour, everyone
    else only the colours of the players ahead of him (not his own)."""
    cols = colours(s.n)
    if s.players[seat].pos <= FENS:
        return set(cols)
    order = ranking(s)
    place = order.index(seat)
    if place == 0:
        return {cols[seat]}
    return {cols[ahead] for ahead in order[:place]}


def other_pawns(s: KState, seat: int) -> list[int]:
    """Where the other pawns stand."""
    return [p.pos for i, p in enumerate(s.players) if i != seat]


def walk(s: KState, seat: int, steps: int, ice: bool) -> tuple[int, tuple[int, ...], bool]:
    """Where ``steps`` free spaces take ``seat``'s pawn in ``s``."""
    return walk_track(s.players[seat].pos, steps, other_pawns(s, seat), ice)


def occupied_spaces(others: Iterable[int]) -> set[int]:
    """Spaces a pawn skips without counting them (K-5.5): any but a city or the goal (K-6.2)."""
    return {pos for pos in others if BOARD[pos].kind not in ("city", "goal")}


def walk_track(start: int, steps: int, others: list[int], ice: bool) -> tuple[int, tuple[int, ...], bool]:
    """Where ``steps`` free spaces take a pawn from ``start`` when the other pawns stand on
    ``others``: (destination, cities and goal entered on the way, whether Iorek's exemption
    was needed). K-5.5 to K-5.7, K-11, K-GAP-14, K-GAP-31."""
    return _walk(start, steps, tuple(others), ice)


@lru_cache(maxsize=1 << 16)  # the search walks the same few pawns' moves over and over
def _walk(start: int, steps: int, others: tuple[int, ...], ice: bool) -> tuple[int, tuple[int, ...], bool]:
    occupied = occupied_spaces(others)
    pos, left, entered, iced = start, steps, [], False
    while left > 0:
        pos += 1
        space = BOARD[pos]
        if space.kind == "goal":
            entered.append(pos)
            break
        if pos in occupied:
            continue  # K-5.5, K-11.6: occupied spaces are not counted
        left -= 1
        if space.is_city:
            entered.append(pos)
        elif space.kind == "snow" and left > 0:
            if ice and not iced:
                iced = True  # K-15.1, K-GAP-26
            else:
                left = 0  # K-11.2, K-11.3: the rest of the movement is lost
    return pos, tuple(entered), iced
