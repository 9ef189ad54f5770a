"""A turn: the legal-move generator (the single source of truth for what a seat may do) and
the transitions of play and of the gold draft (S-5 to S-11, S-DEC-4).

Rule IDs refer to docs/rules/saboteur.md; every gap resolution there is binding
(S-DEC-1).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial
from typing import Any

from rules.core import Action, Event, IllegalActionError, SeatRef, Transition, find_action, msg, required
from rules.saboteur import actions
from rules.saboteur.actions import BREAK, DISCARD, MAP, PASS, PICK, PLACE, REPAIR, ROCKFALL, Play
from rules.saboteur.data import CARDS, GOLD_VALUES, goal_word
from rules.saboteur.events import (
    Discarded,
    GoalRevealed,
    MapRead,
    Passed,
    Placed,
    RockFell,
    ToolBroken,
    ToolRepaired,
)
from rules.saboteur.maze import Cell, card_shape, distance, goal_rotation
from rules.saboteur.rounds import end_round, settle_draft, take_gold
from rules.saboteur.state import (
    ADVANCED,
    CLEARED,
    CUT,
    DEAD_END,
    DISCARDED,
    DRAFT,
    GAME_OVER,
    MAP_READ,
    PASSED,
    PATH,
    SaboteurState,
    board_of,
    waiting_for,
    with_item,
)

# --- legal actions -----------------------------------------------------------------------


def legal_actions(state: SaboteurState, seat: int) -> tuple[Action, ...]:
    return awaited_actions(state) if seat in waiting_for(state) else ()


_AWAITED = "_awaited_actions"
"""Where a state keeps its awaited actions, beside what ``functools.cached_property`` keeps there
(``board``): kept here, not as a property of the state, so that the state's module needs no
import of this one (no import cycle)."""


def awaited_actions(state: SaboteurState) -> tuple[Action, ...]:
    """The legal actions of the awaited seat, computed once per (immutable) state."""
    cached: tuple[Action, ...] | None = state.__dict__.get(_AWAITED)
    if cached is None:
        cached = state.__dict__[_AWAITED] = _awaited_actions(state)
    return cached


def _awaited_actions(state: SaboteurState) -> tuple[Action, ...]:
    if state.phase == GAME_OVER:
        return ()
    seat = waiting_for(state)[0]
    if state.phase == DRAFT:  # S-DEC-4: one choice per distinct value
        return tuple(actions.pick(v) for v in sorted({GOLD_VALUES[g] for g in state.draft}, reverse=True))
    hand = state.hands[seat]
    if not hand:  # S-10.4
        return (actions.PASS_TURN,)
    found: list[Action] = []
    for card in hand:
        found.extend(_card_actions(state, seat, card))
    # S-10.2, S-GAP-17: any card may be discarded face down instead.
    found.extend(actions.discard(card) for card in hand)
    return tuple(found)


def _card_actions(state: SaboteurState, seat: int, card: int) -> list[Action]:
    kind = CARDS[card]
    targets = range(state.n)
    if kind.is_path:
        return _placements(state, seat, card)
    if kind.breaks:  # S-7.4, S-7.6, S-GAP-9: anyone, oneself included, once per tool
        return [actions.break_tool(card, t) for t in targets if kind.breaks not in state.broken_tools(t)]
    if kind.repairs:  # S-7.9, S-7.11, S-7.13, S-7.14: only a matching broken tool, one tool
        return [
            actions.repair(card, t, tool)
            for t in targets
            for tool in kind.repairs
            if tool in state.broken_tools(t)
        ]
    if kind.code == "ROCKFALL":  # S-8.2, S-GAP-14, S-GAP-15: path cards only
        return [actions.rockfall(card, x, y) for (x, y) in sorted(state.maze)]
    # S-9.2, S-GAP-24: a map looks at a face-down goal only
    return [actions.read_map(card, *g.cell) for g in state.goals if not g.face_up]


def _placements(state: SaboteurState, seat: int, card: int) -> list[Action]:
    """S-6.2 to S-6.4, S-7.4, S-7.7, S-GAP-6, S-GAP-7, S-GAP-11, S-GAP-25."""
    if state.broken[seat]:
        return []
    kind = CARDS[card]
    loose = state.option("loose_connection")
    board = state.board
    cells = board.candidate_cells(loose)
    return [
        actions.place(card, x, y, rot)
        for rot in ((0,) if kind.symmetric else (0, 180))
        for (x, y) in cells
        if board.fits((x, y), card_shape(kind.open, rot, kind.through).open, loose)
    ]


# --- transitions -------------------------------------------------------------------------


def apply(state: SaboteurState, seat: int, action: Action) -> Transition[SaboteurState]:
    legal = legal_actions(state, seat)
    if not legal:
        if state.phase == GAME_OVER:
            raise IllegalActionError(msg("sab-game-over"))
        raise IllegalActionError(msg("sab-not-your-turn", player=SeatRef(waiting_for(state)[0])))
    if action not in legal:
        find_action(legal, action)  # raises the player-readable refusal
    play = actions.decode(action)
    events: list[Event] = []
    if play.kind == PICK:
        state = settle_draft(take_gold(state, seat, required(play.value), events), events)
    else:
        state = _play(state, seat, play, events)
    return Transition(state, tuple(events))


def _play(state: SaboteurState, seat: int, play: Play, events: list[Event]) -> SaboteurState:
    """S-5: one card per turn, then draw (S-5.3, S-5.4, S-GAP-3), then the round may end."""
    hand = tuple(c for c in state.hands[seat] if c != play.card)
    last: dict[str, Any] = {"seat": seat, "kind": play.kind}
    is_pass = play.kind in (DISCARD, PASS)
    changes: dict[str, Any] = {"last": last, "passes": state.passes + 1 if is_pass and not state.deck else 0}
    record: Callable[..., Event]  # the event, once the draw is known
    if play.kind == PLACE:
        card, (x, y) = required(play.card), play.cell
        changes["maze"] = {**state.maze, play.cell: (card, play.rot)}
        record = partial(Placed, seat=seat, card=card, x=x, y=y, rot=play.rot)
        last.update(x=x, y=y)
    elif play.kind == BREAK:  # S-7.4: the card lies in front of the target
        card, target = required(play.card), required(play.target)
        tool = required(CARDS[card].breaks)
        changes["broken"] = with_item(state.broken, target, (*state.broken[target], card))
        record = partial(ToolBroken, seat=seat, card=card, target=target, tool=tool)
        last.update(target=target, tool=tool)
    elif play.kind == REPAIR:  # S-7.8, S-7.10: both cards go to the discard pile face up
        card, target, tool = required(play.card), required(play.target), required(play.tool)
        removed = next(c for c in state.broken[target] if CARDS[c].breaks == tool)
        broken = tuple(c for c in state.broken[target] if c != removed)
        changes["broken"] = with_item(state.broken, target, broken)
        changes["discard"] = (*state.discard, (card, None), (removed, None))
        record = partial(ToolRepaired, seat=seat, card=card, target=target, tool=tool)
        last.update(target=target, tool=tool)
    elif play.kind == ROCKFALL:  # S-8.1 to S-8.3, S-GAP-10, S-GAP-15
        card, (x, y) = required(play.card), play.cell
        removed = state.maze[play.cell][0]
        changes["maze"] = {cell: placed for cell, placed in state.maze.items() if cell != play.cell}
        changes["discard"] = (*state.discard, (card, None), (removed, None))
        record = partial(RockFell, seat=seat, card=card, x=x, y=y, removed=removed)
        last.update(x=x, y=y)
    elif play.kind == MAP:  # S-9.1 to S-9.4, S-GAP-10: a private peek
        card, (x, y) = required(play.card), play.cell
        goal = next(g for g in state.goals if g.cell == play.cell)
        changes["discard"] = (*state.discard, (card, None))
        changes["peeks"] = with_item(state.peeks, seat, (*state.peeks[seat], (card, x, y)))
        record = partial(MapRead, seat=seat, card=card, x=x, y=y, goal=goal_word(goal.kind))
        last.update(x=x, y=y)
    elif play.kind == DISCARD:  # S-10.2, S-GAP-17: face down, hidden from the others
        card = required(play.card)
        changes["discard"] = (*state.discard, (card, seat))
        record = partial(Discarded, seat=seat, card=card)
    else:
        record = partial(Passed, seat=seat)
    changes["plays"] = with_item(state.plays, seat, (*state.plays[seat], _public_fact(state, play, changes)))
    if play.kind == PLACE:
        reveals: list[GoalRevealed] = []
        state = replace(state, hands=with_item(state.hands, seat, hand), **changes)
        state, gold_found = _reveal_goals(state, seat, play.cell, reveals)
        record = partial(record, revealed=tuple(reveals))
        if gold_found:  # S-11.2: the round ends at once
            events.append(record())
            return end_round(state, seat, seat, events)
        changes = {}
    deck = state.deck
    drew = None
    if deck:  # S-GAP-3: draw after every play, passes included
        drew = deck[0]
        hand, deck = (*hand, drew), deck[1:]
    events.append(record(drew=drew))
    state = replace(
        state, hands=with_item(state.hands, seat, hand), deck=deck, turn=(seat + 1) % state.n, **changes
    )
    if not deck and not any(state.hands):  # S-11.6, S-GAP-16
        return end_round(state, seat, None, events)
    if state.option("pass_circuit") and state.passes >= state.n:  # S-DEC-2
        return end_round(state, seat, None, events)
    return state  # S-4.22: the turn passes clockwise


def _public_fact(state: SaboteurState, play: Play, changes: dict[str, Any]) -> str:
    """What ``play`` adds to the public record (``SaboteurState.plays``), judged on the table
    before it and, for a placement, after (``changes``): whether a through card brought the
    tunnel nearer the goals still face down."""
    if play.kind == PLACE:
        if not CARDS[required(play.card)].through:
            return DEAD_END
        hidden = state.board.hidden
        after = board_of(changes["maze"], state.goals)
        return ADVANCED if distance(after, hidden) < distance(state.board, hidden) else PATH
    if play.kind in (BREAK, REPAIR):
        return f"{play.kind}:{play.target}"
    if play.kind == ROCKFALL:
        return CUT if CARDS[state.maze[play.cell][0]].through else CLEARED
    return {MAP: MAP_READ, DISCARD: DISCARDED}.get(play.kind, PASSED)


def _reveal_goals(
    state: SaboteurState, seat: int, placed: Cell, events: list[GoalRevealed]
) -> tuple[SaboteurState, bool]:
    """S-11.1 to S-11.5, S-GAP-12 to S-GAP-14: turn up every goal an uninterrupted tunnel now
    reaches, turned towards the card that reached it; report whether one is the gold."""
    gold = False
    while hit := state.board.reached_goal(placed):
        cell, source = hit
        index = next(i for i, g in enumerate(state.goals) if g.cell == cell)
        goal = state.goals[index]
        rot = goal_rotation(goal.kind, cell, source)
        state = replace(state, goals=with_item(state.goals, index, replace(goal, face_up=True, rot=rot)))
        events.append(GoalRevealed(seat=seat, x=cell[0], y=cell[1], goal=goal.kind, rot=rot))
        gold = gold or goal.kind == "gold"
    return state, gold
