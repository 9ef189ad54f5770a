"""The Saboteur engine: state, legal actions, transitions, views and log lines.

Rule IDs refer to ../shared/rules/saboteur.md; every SUGGESTED gap resolution is binding
(S-DEC-1).
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property
from typing import Any

from rules.core import (
    Event,
    IllegalActionError,
    LegacyEvent,
    OptionSpec,
    Outcome,
    Transition,
    check_player_count,
    check_schema,
    find_action,
    seat_ref,
    shuffled,
    validate_options,
)
from rules.saboteur import ai, data
from rules.saboteur.actions import (
    BREAK,
    DISCARD,
    MAP,
    PASS,
    PICK,
    PLACE,
    REPAIR,
    ROCKFALL,
    SaboteurAction,
)
from rules.saboteur.data import CARDS, GOLD_DIGGER, GOLD_VALUES, ROLE_CARDS, SABOTEUR, card_id, gold_id
from rules.saboteur.maze import Board, Cell, card_shape, goal_rotation, start_shape

SCHEMA = 1
PLAY, DRAFT, GAME_OVER = "play", "draft", "game_over"

OPTIONS = {
    "loose_connection": OptionSpec(
        "loose_connection",
        "A path card only has to match its neighbours; it need not join a tunnel linked to the start.",
        False,
    ),
    "greedy_dwarf": OptionSpec(
        "greedy_dwarf",
        "A gold-digger with a broken tool when the round ends gets no gold when his team wins.",
        False,
    ),
    "pass_circuit": OptionSpec(
        "pass_circuit",
        "Once the draw pile is empty, a full circuit of consecutive passes also ends the round.",
        False,
    ),
}


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
    draft: tuple[int, ...] = ()  # face-up gold cards still to share (S-12.2)
    holder: int | None = None  # the gold-digger choosing from the draft now
    last_player: int | None = None  # who took the round's last turn (S-GAP-21)
    passes: int = 0  # consecutive passes while the draw pile is empty (pass_circuit)
    last: Mapping[str, Any] | None = None
    results: tuple[RoundResult, ...] = ()

    def option(self, name: str) -> bool:
        return dict(self.options)[name]

    @cached_property
    def board(self) -> Board:
        return board_of(self.maze, self.goals)

    @cached_property
    def awaited_actions(self) -> tuple[SaboteurAction, ...]:
        """The legal actions of the awaited seat, computed once per (immutable) state."""
        return _awaited_actions(self)

    def role(self, seat: int) -> str:
        return ROLE_CARDS[self.roles[seat]]

    def broken_tools(self, seat: int) -> tuple[str, ...]:
        return tuple(CARDS[card].breaks for card in self.broken[seat])


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


def _with(seq: tuple, index: int, value) -> tuple:
    return (*seq[:index], value, *seq[index + 1 :])


def _counter_clockwise(start: int, n: int) -> list[int]:
    """Seats from ``start`` (included) going counter-clockwise (S-12.4)."""
    return [(start - step) % n for step in range(n)]


# --- setup and rounds --------------------------------------------------------------------


def setup(n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> SaboteurState:
    check_player_count(GAME, n_players)
    chosen = validate_options(GAME, options)
    gold_deck = shuffled(range(len(GOLD_VALUES)), seed, "gold")  # S-4.21
    base = SaboteurState(
        n=n_players,
        seed=seed,
        options=tuple(sorted(chosen.items())),
        round=0,
        phase=PLAY,
        turn=None,
        roles=(),
        leftover=-1,
        hands=(),
        deck=(),
        discard=(),
        maze={},
        goals=(),
        broken=(),
        peeks=(),
        gold_deck=tuple(gold_deck),
        gold=((),) * n_players,
    )
    return _start_round(base, 1, 0, [])  # S-DEC-3: the first seat starts round 1


def _start_round(state: SaboteurState, number: int, first: int, events: list[Event]) -> SaboteurState:
    """S-4.14 to S-4.20, S-13.1 to S-13.7, S-GAP-1, S-GAP-2, S-GAP-22: a fresh deal."""
    n = state.n
    roles = shuffled(data.role_cards_for(n), state.seed, "roles", number)
    deck = shuffled(range(len(CARDS)), state.seed, "deck", number)
    kinds = shuffled(data.GOAL_KINDS, state.seed, "goals", number)
    size = data.hand_size(n)
    roles_dealt = [ROLE_CARDS[r] for r in roles[:n]]
    events.append(LegacyEvent("round_start", first, {"round": number, "roles": roles_dealt}))
    return replace(
        state,
        round=number,
        phase=PLAY,
        turn=first,
        roles=tuple(roles[:n]),
        leftover=roles[n],
        hands=tuple(tuple(deck[seat * size : (seat + 1) * size]) for seat in range(n)),
        deck=tuple(deck[n * size :]),
        discard=(),
        maze={},
        goals=tuple(Goal(cell, kind) for cell, kind in zip(data.GOAL_CELLS, kinds, strict=True)),
        broken=((),) * n,
        peeks=((),) * n,
        draft=(),
        holder=None,
        last_player=None,
        passes=0,
        last=None,
    )


def _end_round(
    state: SaboteurState, last_player: int, finder: int | None, events: list[Event]
) -> SaboteurState:
    """S-11.7, S-12, S-13.8: reveal the roles, share the gold, then deal the next round."""
    roles = tuple(state.role(seat) for seat in range(state.n))
    saboteurs = [seat for seat in range(state.n) if roles[seat] == SABOTEUR]
    result = RoundResult(
        round=state.round,
        winners="gold-diggers" if finder is not None else "saboteurs",  # S-12.1, S-12.12
        roles=roles,
        leftover=ROLE_CARDS[state.leftover],
        finder=finder,
        paid=bool(saboteurs),
    )
    events.append(LegacyEvent("round_end", last_player, _result_dict(result)))
    state = replace(state, results=(*state.results, result), last_player=last_player, turn=None)
    if not saboteurs:  # S-12.10, S-12.11, S-GAP-20: no saboteur, no gold
        return _next_round(state, events)
    if finder is None:
        return _next_round(_pay_saboteurs(state, saboteurs, events), events)
    return _open_draft(state, finder, events)


def _draft_seats(state: SaboteurState) -> list[int]:
    """S-12.6: saboteurs are skipped; with greedy_dwarf (S-DEC-2) so are gold-diggers with a
    broken tool in front of them."""
    greedy = state.option("greedy_dwarf")
    return [s for s in range(state.n) if state.role(s) == GOLD_DIGGER and not (greedy and state.broken[s])]


def _next_holder(state: SaboteurState, after: int, include_self: bool) -> int | None:
    eligible = _draft_seats(state)
    order = _counter_clockwise(after, state.n)
    order = order if include_self else [*order[1:], after]
    return next((seat for seat in order if seat in eligible), None)


def _open_draft(state: SaboteurState, finder: int, events: list[Event]) -> SaboteurState:
    """S-12.2, S-12.3, S-12.9, S-GAP-18, S-GAP-23: count gold cards face up; the finder (or the
    first gold-digger counter-clockwise from a saboteur finder) chooses first."""
    count = min(state.n, data.MAX_DIGGER_GOLD_CARDS, len(state.gold_deck))
    holder = _next_holder(state, finder, include_self=True)
    if holder is None or count == 0:  # greedy_dwarf left nobody to share: the gold stays
        return _next_round(state, events)
    draft = state.gold_deck[:count]
    events.append(LegacyEvent("draft", holder, {"cards": [GOLD_VALUES[g] for g in draft]}))
    state = replace(state, phase=DRAFT, draft=draft, gold_deck=state.gold_deck[count:], holder=holder)
    return _settle_draft(state, events)


def _take_gold(state: SaboteurState, seat: int, value: int, events: list[Event]) -> SaboteurState:
    """S-12.3 to S-12.7, S-DEC-4: take one card worth ``value``, pass the rest counter-clockwise."""
    card = next(g for g in state.draft if GOLD_VALUES[g] == value)
    draft = tuple(g for g in state.draft if g != card)
    events.append(LegacyEvent("pick", seat, {"card": gold_id(card), "value": value}))
    return replace(
        state,
        draft=draft,
        gold=_with(state.gold, seat, (*state.gold[seat], card)),
        holder=_next_holder(state, seat, include_self=False) if draft else None,
    )


def _settle_draft(state: SaboteurState, events: list[Event]) -> SaboteurState:
    """Picks without a choice (every card left is worth the same) are made for the holder."""
    while state.draft and len({GOLD_VALUES[g] for g in state.draft}) == 1:
        state = _take_gold(state, state.holder, GOLD_VALUES[state.draft[0]], events)
    return state if state.draft else _next_round(state, events)


def choose_gold(deck: tuple[int, ...], amount: int) -> tuple[int, ...]:
    """S-GAP-19: gold cards from ``deck`` totalling exactly ``amount`` with as few cards as
    possible, else the largest total below it; bigger cards first among equals."""
    available = {value: [g for g in deck if GOLD_VALUES[g] == value] for value in (3, 2, 1)}
    best = max(
        (
            combo
            for combo in itertools.product(*(range(len(available[v]) + 1) for v in (3, 2, 1)))
            if 3 * combo[0] + 2 * combo[1] + combo[2] <= amount
        ),
        key=lambda c: (3 * c[0] + 2 * c[1] + c[2], -sum(c), c),
    )
    return tuple(
        card for value, take in zip((3, 2, 1), best, strict=True) for card in available[value][:take]
    )


def _pay_saboteurs(state: SaboteurState, saboteurs: list[int], events: list[Event]) -> SaboteurState:
    """S-12.13 to S-12.15, S-GAP-19: each winning saboteur, counter-clockwise from the last
    player, takes his share from the gold deck, unseen by the others."""
    amount = data.SABOTEUR_PAY[len(saboteurs)]
    for seat in _counter_clockwise(state.last_player, state.n):
        if seat not in saboteurs:
            continue
        cards = choose_gold(state.gold_deck, amount)
        state = replace(
            state,
            gold_deck=tuple(g for g in state.gold_deck if g not in cards),
            gold=_with(state.gold, seat, (*state.gold[seat], *cards)),
        )
        events.append(
            LegacyEvent(
                "paid",
                seat,
                {"cards": [gold_id(g) for g in cards], "values": [GOLD_VALUES[g] for g in cards]},
            )
        )
    return state


def _next_round(state: SaboteurState, events: list[Event]) -> SaboteurState:
    """S-13.8, S-GAP-21: the seat clockwise from the last player starts; S-14.1: three rounds."""
    state = replace(state, phase=PLAY, draft=(), holder=None)
    if state.round < data.ROUNDS:
        return _start_round(state, state.round + 1, (state.last_player + 1) % state.n, events)
    state = replace(state, phase=GAME_OVER, turn=None)
    events.append(LegacyEvent("game_end", None, {"scores": list(scores(state))}))
    return state


def scores(state: SaboteurState) -> tuple[int, ...]:
    return tuple(sum(GOLD_VALUES[g] for g in held) for held in state.gold)


# --- legal actions -----------------------------------------------------------------------


def waiting_for(state: SaboteurState) -> tuple[int, ...]:
    if state.phase == PLAY:
        return (state.turn,)
    if state.phase == DRAFT:
        return (state.holder,)
    return ()


def legal_actions(state: SaboteurState, seat: int) -> tuple[SaboteurAction, ...]:
    return state.awaited_actions if seat in waiting_for(state) else ()


def _awaited_actions(state: SaboteurState) -> tuple[SaboteurAction, ...]:
    if state.phase == GAME_OVER:
        return ()
    seat = waiting_for(state)[0]
    if state.phase == DRAFT:  # S-DEC-4: one choice per distinct value
        return tuple(
            SaboteurAction(PICK, value=v) for v in sorted({GOLD_VALUES[g] for g in state.draft}, reverse=True)
        )
    hand = state.hands[seat]
    if not hand:  # S-10.4
        return (SaboteurAction(PASS),)
    actions: list[SaboteurAction] = []
    for card in hand:
        actions.extend(_card_actions(state, seat, card))
    # S-10.2, S-GAP-17: any card may be discarded face down instead.
    actions.extend(SaboteurAction(DISCARD, card=card) for card in hand)
    return tuple(actions)


def _card_actions(state: SaboteurState, seat: int, card: int) -> list[SaboteurAction]:
    kind = CARDS[card]
    targets = range(state.n)
    if kind.is_path:
        return _placements(state, seat, card)
    if kind.breaks:  # S-7.4, S-7.6, S-GAP-9: anyone, oneself included, once per tool
        return [
            SaboteurAction(BREAK, card=card, target=t)
            for t in targets
            if kind.breaks not in state.broken_tools(t)
        ]
    if kind.repairs:  # S-7.9, S-7.11, S-7.13, S-7.14: only a matching broken tool, one tool
        return [
            SaboteurAction(REPAIR, card=card, target=t, tool=tool)
            for t in targets
            for tool in kind.repairs
            if tool in state.broken_tools(t)
        ]
    if kind.code == "ROCKFALL":  # S-8.2, S-GAP-14, S-GAP-15: path cards only
        return [SaboteurAction(ROCKFALL, card=card, x=x, y=y) for (x, y) in sorted(state.maze)]
    # S-9.2, S-GAP-24: a map looks at a face-down goal only
    return [SaboteurAction(MAP, card=card, x=g.cell[0], y=g.cell[1]) for g in state.goals if not g.face_up]


def _placements(state: SaboteurState, seat: int, card: int) -> list[SaboteurAction]:
    """S-6.2 to S-6.4, S-7.4, S-7.7, S-GAP-6, S-GAP-7, S-GAP-11, S-GAP-25."""
    if state.broken[seat]:
        return []
    kind = CARDS[card]
    loose = state.option("loose_connection")
    board = state.board
    cells = board.candidate_cells(loose)
    return [
        SaboteurAction(PLACE, card=card, x=x, y=y, rot=rot)
        for rot in ((0,) if kind.symmetric else (0, 180))
        for (x, y) in cells
        if board.fits((x, y), card_shape(kind.open, rot, kind.through).open, loose)
    ]


# --- transitions -------------------------------------------------------------------------


def apply(state: SaboteurState, seat: int, action: SaboteurAction):
    legal = legal_actions(state, seat)
    if not legal:
        if state.phase == GAME_OVER:
            raise IllegalActionError("The game is over.")
        raise IllegalActionError(
            f"It is not your turn; the game waits for {seat_ref(waiting_for(state)[0])}."
        )
    if not isinstance(action, SaboteurAction):
        action = SaboteurAction.from_code(action.code)
    if action not in legal:
        find_action(legal, action)  # raises the player-readable refusal
    events: list[Event] = []
    if action.kind == PICK:
        state = _settle_draft(_take_gold(state, seat, action.value, events), events)
    else:
        state = _play(state, seat, action, events)
    return Transition(state, tuple(events))


def _play(state: SaboteurState, seat: int, action: SaboteurAction, events: list[Event]) -> SaboteurState:
    """S-5: one card per turn, then draw (S-5.3, S-5.4, S-GAP-3), then the round may end."""
    hand = tuple(c for c in state.hands[seat] if c != action.card)
    detail: dict[str, Any] = {"card": action.card_id}
    last: dict[str, Any] = {"seat": seat, "kind": action.kind}
    is_pass = action.kind in (DISCARD, PASS)
    changes: dict[str, Any] = {"last": last, "passes": state.passes + 1 if is_pass and not state.deck else 0}
    if action.kind == PLACE:
        changes["maze"] = {**state.maze, action.cell: (action.card, action.rot)}
        detail.update(x=action.x, y=action.y, rot=action.rot)
        last.update(x=action.x, y=action.y)
    elif action.kind == BREAK:  # S-7.4: the card lies in front of the target
        changes["broken"] = _with(state.broken, action.target, (*state.broken[action.target], action.card))
        detail.update(target=action.target, tool=CARDS[action.card].breaks)
        last.update(target=action.target, tool=CARDS[action.card].breaks)
    elif action.kind == REPAIR:  # S-7.8, S-7.10: both cards go to the discard pile face up
        removed = next(c for c in state.broken[action.target] if CARDS[c].breaks == action.tool)
        broken = tuple(c for c in state.broken[action.target] if c != removed)
        changes["broken"] = _with(state.broken, action.target, broken)
        changes["discard"] = (*state.discard, (action.card, None), (removed, None))
        detail.update(target=action.target, tool=action.tool)
        last.update(target=action.target, tool=action.tool)
    elif action.kind == ROCKFALL:  # S-8.1 to S-8.3, S-GAP-10, S-GAP-15
        removed = state.maze[action.cell][0]
        changes["maze"] = {cell: placed for cell, placed in state.maze.items() if cell != action.cell}
        changes["discard"] = (*state.discard, (action.card, None), (removed, None))
        detail.update(x=action.x, y=action.y, removed=card_id(removed))
        last.update(x=action.x, y=action.y)
    elif action.kind == MAP:  # S-9.1 to S-9.4, S-GAP-10: a private peek
        goal = next(g for g in state.goals if g.cell == action.cell)
        changes["discard"] = (*state.discard, (action.card, None))
        changes["peeks"] = _with(state.peeks, seat, (*state.peeks[seat], (action.card, action.x, action.y)))
        detail.update(x=action.x, y=action.y, goal=_goal_word(goal.kind))
        last.update(x=action.x, y=action.y)
    elif action.kind == DISCARD:  # S-10.2, S-GAP-17: face down, hidden from the others
        changes["discard"] = (*state.discard, (action.card, seat))
    reveals: list[Event] = []
    if action.kind == PLACE:
        state = replace(state, hands=_with(state.hands, seat, hand), **changes)
        state, gold_found = _reveal_goals(state, seat, action.cell, reveals)
        if gold_found:  # S-11.2: the round ends at once
            events.extend([LegacyEvent(action.kind, seat, detail), *reveals])
            return _end_round(state, seat, seat, events)
        changes = {}
    deck = state.deck
    if deck:  # S-GAP-3: draw after every play, passes included
        detail["drew"] = card_id(deck[0])
        hand, deck = (*hand, deck[0]), deck[1:]
    events.extend([LegacyEvent(action.kind, seat, detail), *reveals])
    state = replace(
        state, hands=_with(state.hands, seat, hand), deck=deck, turn=(seat + 1) % state.n, **changes
    )
    if not deck and not any(state.hands):  # S-11.6, S-GAP-16
        return _end_round(state, seat, None, events)
    if state.option("pass_circuit") and state.passes >= state.n:  # S-DEC-2
        return _end_round(state, seat, None, events)
    return state  # S-4.22: the turn passes clockwise


def _reveal_goals(
    state: SaboteurState, seat: int, placed: Cell, events: list[Event]
) -> tuple[SaboteurState, bool]:
    """S-11.1 to S-11.5, S-GAP-12 to S-GAP-14: turn up every goal an uninterrupted tunnel now
    reaches, turned towards the card that reached it; report whether one is the gold."""
    gold = False
    while hit := state.board.reached_goal(placed):
        cell, source = hit
        index = next(i for i, g in enumerate(state.goals) if g.cell == cell)
        goal = state.goals[index]
        rot = goal_rotation(goal.kind, cell, source)
        state = replace(state, goals=_with(state.goals, index, replace(goal, face_up=True, rot=rot)))
        events.append(
            LegacyEvent("reveal", seat, {"x": cell[0], "y": cell[1], "goal": goal.kind, "rot": rot})
        )
        gold = gold or goal.kind == "gold"
    return state, gold


def _goal_word(kind: str) -> str:
    return "gold" if kind == "gold" else "stone"


# --- views -------------------------------------------------------------------------------


def _result_dict(result: RoundResult) -> dict[str, Any]:
    return {
        "round": result.round,
        "winners": result.winners,
        "roles": list(result.roles),
        "leftover": result.leftover,
        "finder": result.finder,
        "paid": result.paid,
    }


def _static_entry(code: str, open_at_zero: int, through: bool, rot: int) -> dict[str, Any]:
    return {
        "card": code,
        "rot": rot,
        "open": data.letters_of(data.rotated(open_at_zero, rot)),
        "through": through,
    }


# What the view says of a card lying at a rotation, computed once.
_PATH_ENTRIES = {
    (kind.code, rot): _static_entry(kind.code, kind.open, kind.through, rot)
    for kind in data.PATH_KINDS
    for rot in (0, 180)
}
_GOAL_ENTRIES = {
    (name, rot): {**_static_entry(kind.code, kind.open, True, rot), "face_up": True}
    for name, kind in data.GOAL_KINDS.items()
    for rot in (0, 180)
}


def maze_view(state: SaboteurState) -> list[dict[str, Any]]:
    entries = [{"x": 0, "y": 0, **_static_entry("START", data.START.open, True, 0)}]
    for goal in state.goals:
        (x, y) = goal.cell
        if goal.face_up:
            entries.append({"x": x, "y": y, **_GOAL_ENTRIES[goal.kind, goal.rot]})
        else:
            entries.append({"x": x, "y": y, "card": "GOAL", "face_up": False})
    for (x, y), (card, rot) in state.maze.items():
        entries.append({"x": x, "y": y, **_PATH_ENTRIES[CARDS[card].code, rot]})
    return entries


def _card_entry(card: int) -> dict[str, Any]:
    kind = CARDS[card]
    entry = {"id": card_id(card), "card": kind.code, "name": kind.name}
    if kind.is_path:
        entry.update(open=data.letters_of(kind.open), through=kind.through)
    return entry


def view(state: SaboteurState, viewer: int | None) -> dict[str, Any]:
    revealed = state.phase in (DRAFT, GAME_OVER)  # S-11.7; S-12.16 for the gold
    over = state.phase == GAME_OVER
    totals = scores(state)
    public: dict[str, Any] = {
        "game": "saboteur",
        "round": state.round,
        "phase": state.phase,
        "turn": state.turn if state.phase == PLAY else None,
        "awaited": list(waiting_for(state)),
        "deck": len(state.deck),
        "discard": len(state.discard),
        "options": dict(state.options),
        "players": [
            {
                "seat": seat,
                "hand_size": len(state.hands[seat]),
                "broken": list(state.broken_tools(seat)),
                "role": state.role(seat) if revealed else None,
                "gold": totals[seat] if over else None,
            }
            for seat in range(state.n)
        ],
        "maze": maze_view(state),
        "last": dict(state.last) if state.last else None,
        "draft": {"cards": [GOLD_VALUES[g] for g in state.draft], "holder": state.holder}
        if state.draft
        else None,
        "round_results": [_result_dict(r) for r in state.results],
        "scores": list(totals) if over else None,
    }
    if viewer is None:
        return public
    goals = {g.cell: g for g in state.goals}
    public["you"] = {
        "seat": viewer,
        "role": state.role(viewer),
        "role_card": data.role_marker(state.roles[viewer]),
        "hand": [_card_entry(card) for card in state.hands[viewer]],
        "peeks": [
            {"x": x, "y": y, "goal": _goal_word(goals[(x, y)].kind), "id": f"peek-{card_id(card)}"}
            for card, x, y in state.peeks[viewer]
        ],
        "gold_cards": [GOLD_VALUES[g] for g in state.gold[viewer]],
        "gold_card_ids": [gold_id(g) for g in state.gold[viewer]],
        "gold": totals[viewer],
    }
    return public


# --- log lines ---------------------------------------------------------------------------


def describe(event: Event, viewer: int | None) -> str:
    d = event.data
    who = seat_ref(event.seat) if event.seat is not None else ""
    mine = viewer is not None and viewer == event.seat
    name = CARDS[int(d["card"][1:])].name if d.get("card", "").startswith("c") else ""
    if event.kind == "round_start":
        line = f"Round {d['round']} begins: roles and hands are dealt; {who} starts."
        return line + (f" You are a {d['roles'][viewer]}." if viewer is not None else "")
    if event.kind in (PLACE, BREAK, REPAIR, ROCKFALL, MAP, DISCARD, PASS):
        return _describe_play(event, mine, name) + _describe_draw(d, who, mine)
    if event.kind == "reveal":
        found = "gold!" if d["goal"] == "gold" else "a stone."
        return f"The goal at {d['x']},{d['y']} is turned up: {found}"
    if event.kind == "round_end":
        return _describe_round_end(d)
    if event.kind == "draft":
        values = ", ".join(str(v) for v in d["cards"])
        return f"Gold cards counted out for the gold-diggers: {values}. {who} chooses first."
    if event.kind == "pick":
        return f"{who} took a gold card worth {d['value']}." if mine else f"{who} took a gold card."
    if event.kind == "paid":
        worth = "+".join(str(v) for v in d["values"]) or "nothing (the gold deck is empty)"
        return (
            f"{who} received gold worth {worth}." if mine else f"{who} received a saboteur's share of gold."
        )
    totals = ", ".join(f"{seat_ref(s)} {g}" for s, g in enumerate(d["scores"]))
    return f"The game is over. Gold: {totals}."


def _describe_play(event: Event, mine: bool, name: str) -> str:
    d, who = event.data, seat_ref(event.seat)
    if event.kind == PLACE:
        turned = " upside down" if d["rot"] else ""
        return f"{who} placed a {name} at {d['x']},{d['y']}{turned}."
    if event.kind == BREAK:
        return f"{who} broke {seat_ref(d['target'])}'s {d['tool']}."
    if event.kind == REPAIR:
        return f"{who} repaired {seat_ref(d['target'])}'s {d['tool']} with a {name}."
    if event.kind == ROCKFALL:
        removed = CARDS[int(d["removed"][1:])].name
        return f"{who} caused a rockfall: the {removed} at {d['x']},{d['y']} is gone."
    if event.kind == MAP:
        seen = f": it is {'the gold' if d['goal'] == 'gold' else 'a stone'}" if mine else ""
        return f"{who} looked at the goal at {d['x']},{d['y']} with a map{seen}."
    if event.kind == DISCARD:
        return f"{who} discarded {name} face down." if mine else f"{who} discarded a card face down."
    return f"{who} passed with no cards in hand."


def _describe_draw(d: Mapping[str, Any], who: str, mine: bool) -> str:
    if "drew" not in d:
        return ""
    return f" {who} drew a {CARDS[int(d['drew'][1:])].name}." if mine else f" {who} drew a card."


def _describe_round_end(d: Mapping[str, Any]) -> str:
    if d["winners"] == "gold-diggers":
        line = f"Round {d['round']} is over: {seat_ref(d['finder'])} reached the gold; the gold-diggers win."
    else:
        line = f"Round {d['round']} is over: the gold was not reached; the saboteurs win."
    roles = ", ".join(f"{seat_ref(s)} {role}" for s, role in enumerate(d["roles"]))
    line += f" Roles: {roles}; the leftover card was a {d['leftover']}."
    if not d["paid"]:
        line += " Nobody held a saboteur card, so nobody gets gold this round."
    return line


# --- outcome and snapshots ---------------------------------------------------------------


def outcome(state: SaboteurState) -> Outcome | None:
    if state.phase != GAME_OVER:
        return None
    totals = scores(state)
    best = max(totals)  # S-14.2 to S-14.4: the most gold wins; ties share the win
    return Outcome(
        scores=totals,
        winners=tuple(s for s in range(state.n) if totals[s] == best),
        detail={"rounds": [_result_dict(r) for r in state.results]},
    )


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
        "holder": state.holder,
        "last_player": state.last_player,
        "passes": state.passes,
        "last": dict(state.last) if state.last else None,
        "results": [_result_dict(r) for r in state.results],
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
        holder=raw["holder"],
        last_player=raw["last_player"],
        passes=raw["passes"],
        last=raw["last"],
        results=tuple(
            RoundResult(r["round"], r["winners"], tuple(r["roles"]), r["leftover"], r["finder"], r["paid"])
            for r in raw["results"]
        ),
    )


class SaboteurGame:
    id = "saboteur"
    title = "Saboteur"
    min_players = data.MIN_PLAYERS
    max_players = data.MAX_PLAYERS
    options = OPTIONS

    setup = staticmethod(setup)
    waiting_for = staticmethod(waiting_for)
    legal_actions = staticmethod(legal_actions)
    apply = staticmethod(apply)
    view = staticmethod(view)
    describe = staticmethod(describe)
    outcome = staticmethod(outcome)
    to_dict = staticmethod(to_dict)
    from_dict = staticmethod(from_dict)

    @staticmethod
    def parse_action(code: str) -> SaboteurAction:
        return SaboteurAction.from_code(code)

    ai_action = staticmethod(ai.choose)


GAME = SaboteurGame()
