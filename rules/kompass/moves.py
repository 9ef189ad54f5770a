"""Carrying out one legal action of Der Goldene Kompass on a working copy of the state
(``perform``): drawing and discarding, moving and what a stop gives, experience, tasks and
companions, Pan cards."""

from __future__ import annotations

from rules.core import Action, Event, required, shuffled
from rules.kompass import events as e
from rules.kompass.actions import ICE
from rules.kompass.data import BOARD, COMPASS_MAX, GOAL, HAND_LIMIT, LYRA, PAN, TASKS, TASKS_TO_WIN
from rules.kompass.events import Events
from rules.kompass.legal import ONCE_PER_ROUND, ability_ready, draw_actions, owed_experience, own_ready
from rules.kompass.race import occupied_spaces, other_pawns, walk
from rules.kompass.rounds import close_step
from rules.kompass.state import KState, Turn


def perform(s: KState, seat: int, action: Action, ev: Events) -> None:
    """Carry out one action already checked against ``legal``."""
    t = s.turn
    assert t is not None
    p = s.players[seat]
    a = action.args
    match action.verb:
        case "dis":
            _discard(s, seat, a[0], ev)  # K-4.2, K-4.12, K-GAP-10
        case "draw":
            if t.mode == "discard":
                t.mode = "draw"  # K-GAP-9: no discarding between draws below the limit
            t.left -= 1
            if a[0] == "pan":
                t.faa -= 1
            _draw(s, seat, a[0], ev)
            if t.mode == "bf_draw" and not draw_actions(s, t):
                t.mode = "move"
            _reopen_discard_at_limit(s, t)
        case "stop" | "pass":
            if action.verb == "stop":  # K-4.11: perhaps short of the entitlement
                ev.append(e.DrawStopped(seat=seat, left=t.left))
            close_step(s, ev)
        case "mv" | "mt" | "lee":
            _move(s, t, action, ev)
        case "fm":
            if a:
                _discard(s, seat, a[0], ev)
            _advance(s, t, 1, False, "forced", None, ev)  # K-8.2, K-8.3
        case "end":
            ev.append(e.TurnEnded(seat=seat))
            close_step(s, ev)
        case "pan":
            if a:
                _discard(s, seat, a[0], ev)  # K-GAP-11: make room first
            t.city_pan = False
            _draw(s, seat, "pan", ev, city=p.pos)  # K-6.7: not the first to arrive
        case "owl":
            _play_pan(s, seat, a[0], ev)
            kind = required(PAN[a[0]].xp)  # an Owl shows a kind (K-DEC-5)
            t.owl.remove(kind)
            _gain(s, seat, kind, "owl", ev)
        case "mouse":
            kind = required(PAN[a[0]].xp)  # a Mouse shows a kind (K-DEC-5)
            _play_pan(s, seat, a[0], ev, answers=_answered_gain(s, seat, kind))
            _gain(s, seat, kind, "mouse", ev)  # K-GAP-21: capped at 6
        case "cat":
            _play_pan(s, seat, a[0], ev, companion=a[1])
            if a[1] == "macosta":
                t.left += 1
                _reopen_discard_at_limit(s, t)
            elif a[1] == "johnfaa":
                t.faa += 1
            else:
                t.borrowed.append(a[1])
        case "bf":
            _play_pan(s, seat, a[0], ev)
            t.mode, t.left = "bf_discard", 0
        case "bfd":
            _discard(s, seat, a[0], ev)
            t.left += 1
        case "bfx":
            t.mode = "bf_draw" if t.left else "move"
            if t.mode == "bf_draw" and not draw_actions(s, t):
                t.mode = "move"
        case "xp":
            source = t.pending.pop(0).split(":")[1]
            gained = _gain(s, seat, a[0], source, ev)
            if gained and source in ("compass", "city"):
                t.owl.append(a[0])
            if t.mode == "bonus" and not t.pending:
                close_step(s, ev)
        case "task":
            _complete_task(s, seat, ev)
        case "comp":
            t.pending.pop(0)
            s.companions.remove(a[0])
            p.companions.append(a[0])  # K-10.2
            ev.append(e.CompanionTaken(seat=seat, companion=a[0]))
        case _:
            raise AssertionError(action.verb)


def _reopen_discard_at_limit(s: KState, t: Turn) -> None:
    """K-4.10, K-4.12, K-GAP-9: a player who reaches 8 cards still entitled to more may discard
    any number of cards and go on drawing, or stop (the hand size is public: asking reveals
    nothing)."""
    if t.mode == "draw" and t.left > 0 and len(s.players[t.seat].hand) >= HAND_LIMIT:
        t.mode = "discard"


def _discard(s: KState, seat: int, card: str, ev: Events) -> None:
    s.players[seat].hand.remove(card)
    if card in LYRA:
        s.lyra_discard[LYRA[card].colour].append(card)  # K-5.16
    else:
        s.pan_discard.append(card)  # K-13.4
    ev.append(e.Discarded(seat=seat, card=card))


def _play_pan(
    s: KState, seat: int, card: str, ev: Events, companion: str | None = None, answers: int | None = None
) -> None:
    s.players[seat].hand.remove(card)
    s.pan_discard.append(card)
    ev.append(e.Played(seat=seat, card=card, companion=companion, answers=answers))


def _answered_gain(s: KState, seat: int, kind: str) -> int:
    """K-14.2, K-DEC-8: the opponent whose gain of ``kind`` a Mouse answers (the latest one in
    the seat's window)."""
    for gain in reversed(s.gains[s.mouse_mark[seat] :]):
        who, gained, source = gain.split(":")
        if int(who) != seat and gained == kind and source != "mouse":
            return int(who)
    raise AssertionError("a Mouse is legal only with a gain to answer")


def _take_top(s: KState, pile: list[str], discard: list[str], renewed: Event, ev: Events) -> str:
    """K-GAP-12: an empty draw pile is renewed from its shuffled discard pile (``renewed`` says
    which)."""
    if not pile:
        s.shuffles += 1
        pile.extend(shuffled(discard, s.seed, f"reshuffle-{s.shuffles}"))
        discard.clear()
        ev.append(renewed)
    return pile.pop()


def _draw(s: KState, seat: int, pile: str, ev: Events, city: int | None = None) -> None:
    if pile == "pan":
        card = _take_top(s, s.pan, s.pan_discard, e.PanReshuffled(), ev)
    else:
        card = _take_top(s, s.lyra[pile], s.lyra_discard[pile], e.LyraReshuffled(colour=pile), ev)  # K-4.7
    s.players[seat].hand.append(card)
    assert len(s.players[seat].hand) <= HAND_LIMIT  # K-4.9
    ev.append(e.Drew(seat=seat, pile=pile, card=card, city=city))


def _gain(s: KState, seat: int, kind: str, source: str, ev: Events) -> bool:
    """K-5.9 to K-5.11: one step up the compass; at 6 the gain is lost. Effective gains go into
    the public record (K-DEC-8)."""
    xp = s.players[seat].xp
    if xp[kind] >= COMPASS_MAX:
        ev.append(e.GainLost(seat=seat, kind=kind, source=source))
        return False
    xp[kind] += 1
    s.gains.append(f"{seat}:{kind}:{source}")
    ev.append(e.Gained(seat=seat, kind=kind, source=source, value=xp[kind]))
    return True


def _move(s: KState, t: Turn, action: Action, ev: Events) -> None:
    p = s.players[t.seat]
    args = [arg for arg in action.args if arg != ICE]
    ice = ICE in action.args
    card = None
    if action.verb == "lee":  # K-15.3, K-GAP-27
        steps, how = 1, "lee"
        _use_ability(s, t, "lee")
    else:
        card = args[0]
        p.hand.remove(card)
        if card in LYRA:
            steps = int(args[1]) if len(args) > 1 else LYRA[card].value
            if len(args) > 1:
                _use_ability(s, t, "serafina")  # K-15.2
            s.lyra_discard[LYRA[card].colour].append(card)
            how = "card"
        else:
            steps = int(args[1]) if action.verb == "mt" else 1  # K-14.1 / K-5.14
            s.pan_discard.append(card)
            how = "marten" if action.verb == "mt" else "card"
    _advance(s, t, steps, ice, how, card, ev)


def _use_ability(s: KState, t: Turn, companion: str) -> None:
    """Spend the seat's own once-per-round use first, else the Cat's loan (K-GAP-22)."""
    if own_ready(s, t, companion):
        if companion in ONCE_PER_ROUND:
            setattr(s.players[t.seat], ONCE_PER_ROUND[companion], True)
    else:
        t.borrowed.remove(companion)


def move_length(action: Action) -> tuple[int, bool] | None:
    """How many free spaces a move action counts and whether it uses Iorek (as ``_move`` and
    the forced move take them); None for an action that moves no pawn."""
    ice = ICE in action.args
    args = [arg for arg in action.args if arg != ICE]
    match action.verb:
        case "lee" | "fm":
            return 1, False
        case "mt":
            return int(args[1]), ice
        case "mv" if args[0] in LYRA:
            return (int(args[1]) if len(args) > 1 else LYRA[args[0]].value), ice
        case "mv":
            return 1, ice  # K-5.14: a Pan card moves 1
    return None


def _advance(s: KState, t: Turn, steps: int, ice: bool, how: str, card: str | None, ev: Events) -> None:
    p = s.players[t.seat]
    start = p.pos
    dest, entered, iced = walk(s, t.seat, steps, ice)
    skipped = sum(1 for pos in occupied_spaces(other_pawns(s, t.seat)) if start < pos < dest)
    if iced:
        _use_ability(s, t, "iorek")
    for space in entered:
        if space == GOAL:
            s.goal_count += 1
        else:
            s.arrivals[str(space)] += 1  # K-6.3, K-GAP-29: passing counts too
    p.pos = dest
    p.slot = s.goal_count if dest == GOAL else s.arrivals.get(str(dest), 0)
    if not t.moved or s.trail_seat != t.seat:  # the first move of a turn starts a new trail
        s.trail_seat, s.trail = t.seat, [start]
    s.trail.append(dest)
    t.moved, t.owl, t.city_pan = True, [], False
    ev.append(
        e.Moved(seat=t.seat, how=how, start=start, to=dest, steps=steps, ice=iced, card=card, skipped=skipped)
    )
    if how != "forced":
        _stop_rewards(s, t, dest, ev)


def _stop_rewards(s: KState, t: Turn, dest: int, ev: Events) -> None:
    """What stopping on ``dest`` after a normal move gives (K-5.8, K-5.12, K-6.6, K-6.7,
    K-15.7, K-GAP-15, K-GAP-25)."""
    space = BOARD[dest]
    if space.kind in ("xp", "snow") and _gain(s, t.seat, required(space.xp), "space", ev):
        t.owl.append(required(space.xp))
    elif space.kind == "compass":
        t.pending.append(owed_experience("compass"))
    elif space.is_city:
        if s.arrivals[str(dest)] == 1:
            t.pending.append(owed_experience("city"))
        else:
            t.city_pan = True
    if space.kind in ("compass", "city") and ability_ready(s, t, "coram"):
        _use_ability(s, t, "coram")
        t.pending.append(owed_experience("coram"))


def _complete_task(s: KState, seat: int, ev: Events) -> None:
    """K-9.5 to K-9.9, K-10.1, K-16.4, K-GAP-18, K-GAP-19."""
    p = s.players[seat]
    task = TASKS[required(p.task)]
    for emblem in task.emblems:
        p.xp[emblem.xp] = max(0, p.xp[emblem.xp] - emblem.cost)
    s.task_discard[str(task.level)].append(task.id)
    p.done.append(task.id)
    ev.append(e.TaskCompleted(seat=seat, task=task.id, level=task.level))
    level = task.level + 1 if task.level < 3 else 3
    more = task.level < 3 or (s.n == 2 and len(p.done) < TASKS_TO_WIN[2])
    p.task = None
    if more:
        pile, discard = s.tasks[str(level)], s.task_discard[str(level)]
        if pile or discard:
            p.task = _take_top(s, pile, discard, e.TasksReshuffled(level=level), ev)
            ev.append(e.TaskDrawn(seat=seat, task=p.task, level=level))
    if s.companions:
        required(s.turn).pending.append("companion")
