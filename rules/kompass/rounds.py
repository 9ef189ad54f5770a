"""The course of a game of Der Goldene Kompass: rounds, their phases and each seat's step in
them (K-2, K-3, K-12.5), and its end: who qualifies and who wins (K-12)."""

from __future__ import annotations

from rules.kompass import events as e
from rules.kompass.data import COMPASS_MAX, DRAWS_BY_PLACE, GOAL, QUALIFY_LEVEL, SAFETY_ROUNDS, TASKS_TO_WIN
from rules.kompass.events import Events
from rules.kompass.legal import has, owed_experience
from rules.kompass.race import ranking
from rules.kompass.state import KState, Turn


def start_round(s: KState, ev: Events) -> None:
    s.round += 1
    for p in s.players:
        p.lee_used = p.iorek_used = False
    start = 0 if s.round == 1 else ranking(s)[-1]  # K-3.1, K-3.2, K-DEC-9, K-16.2
    s.order = [(start + i) % s.n for i in range(s.n)]  # K-5.1 clockwise
    ev.append(e.RoundBegan(seat=start, round=s.round))
    _begin_phase(s, "move" if s.round == 1 else "draw", ev)  # K-4.1


def _begin_phase(s: KState, phase: str, ev: Events) -> None:
    s.phase, s.index = phase, 0
    ev.append(e.PhaseBegan(phase=phase, round=s.round))
    _open_step(s, ev)


def _open_step(s: KState, ev: Events) -> None:
    while s.index < s.n:
        seat = s.order[s.index]
        s.turn = new_turn(s, seat)
        if s.turn is not None:
            return
        s.index += 1
    s.turn = None
    _end_phase(s, ev)


def new_turn(s: KState, seat: int) -> Turn | None:
    p = s.players[seat]
    match s.phase:
        case "draw":
            place = ranking(s).index(seat)
            left = DRAWS_BY_PLACE[s.n][place] + has(s, seat, "macosta")  # K-4.4 to K-4.6, K-15.4
            return Turn(seat, "discard", left=left, faa=int(has(s, seat, "johnfaa")))
        case "move":
            return Turn(seat, "move")
        case "task":
            return Turn(seat, "task")
        case _:  # bonus, K-12.5
            if p.pos == GOAL and not qualifies(s, seat) and min(p.xp.values()) < COMPASS_MAX:
                return Turn(seat, "bonus", pending=[owed_experience("goal")])
            return None


def close_step(s: KState, ev: Events) -> None:
    s.turn = None
    s.index += 1
    _open_step(s, ev)


def _end_phase(s: KState, ev: Events) -> None:
    following = {"draw": "move", "move": "task", "task": "bonus"}
    if s.phase in following:
        _begin_phase(s, following[s.phase], ev)
        return
    winners = [seat for seat in range(s.n) if qualifies(s, seat)]  # K-12.1, K-GAP-32
    if winners or s.round >= SAFETY_ROUNDS:
        s.phase, s.ended_by = "over", "rules" if winners else "cap"
        first = standing(s)[0]
        ev.append(
            e.GameOver(
                seat=first,
                ended_by=s.ended_by,
                reason=win_reason(s),
                experience=experience(s, first),
                rounds=s.round,
            )
        )
        return
    start_round(s, ev)


# ---------------------------------------------------------------- who wins (K-12)


def qualifies(s: KState, seat: int) -> bool:
    """K-12.1 / K-16.5: on the goal, every token on 3 or higher, all tasks completed."""
    p = s.players[seat]
    return (
        p.pos == GOAL
        and all(value >= QUALIFY_LEVEL for value in p.xp.values())
        and len(p.done) >= TASKS_TO_WIN[s.n]
    )


def experience(s: KState, seat: int) -> int:
    return sum(s.players[seat].xp.values())


def standing(s: KState) -> list[int]:
    """K-12.2 to K-12.4, K-GAP-32: seats best first. Among qualifying players the most
    experience wins, then the earlier arrival at the goal; everyone else ranks by tasks,
    experience, then race place."""
    race = ranking(s)

    def key(seat: int) -> tuple[int, ...]:
        q = qualifies(s, seat)
        p = s.players[seat]
        total = experience(s, seat)
        return (q, total if q else 0, -p.slot if q else 0, len(p.done), total, -race.index(seat))

    return sorted(range(s.n), key=key, reverse=True)


def win_reason(s: KState) -> str:
    """Why the first of ``standing`` won: ``qualified`` (nobody else qualified), ``experience``
    (K-12.3), ``arrival`` (K-12.4) or ``cap`` (nobody qualified by the safety limit)."""
    qualified = [seat for seat in range(s.n) if qualifies(s, seat)]
    if len(qualified) < 2:
        return "qualified" if qualified else "cap"
    best = max(experience(s, seat) for seat in qualified)
    return "experience" if [experience(s, seat) for seat in qualified].count(best) == 1 else "arrival"
