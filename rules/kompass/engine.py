"""The rules of Der Goldene Kompass: setup, the legal-action generator and the transitions.

``legal`` is the single source of truth; ``perform`` carries out one legal action on a working
copy and ``settle`` runs everything automatic that follows (next step, next phase, next round),
finishing a step by itself when public information shows it can offer nothing but finishing it
(``may_choose``).
"""

from __future__ import annotations

from rules.core import Action, Event, required, shuffled
from rules.kompass import events as e
from rules.kompass.actions import ICE, action
from rules.kompass.data import (
    BOARD,
    COLOURS,
    COMPANION_DECK,
    COMPASS_MAX,
    DRAWS_BY_PLACE,
    FENS,
    GOAL,
    HAND_LIMIT,
    KINDS,
    LYRA,
    PAN,
    QUALIFY_LEVEL,
    SAFETY_ROUNDS,
    START_LYRA,
    TASKS,
    TASKS_TO_WIN,
)
from rules.kompass.state import KState, Player, Turn

Events = list[Event]
FINISHERS = frozenset({"stop", "end", "pass", "bfx"})
PHASE2_LENDABLE = ("macosta", "johnfaa")  # K-GAP-22: a Cat copies these in phase 2 ...
PHASE3_LENDABLE = ("iorek", "serafina", "lee", "coram")  # ... and these in phase 3


# ---------------------------------------------------------------- setup


def colours(n: int) -> tuple[str, ...]:
    """K-1.8 / K-DEC-4: one colour per seat, in seat order."""
    return COLOURS[:n]


def setup(n: int, seed: int) -> KState:
    lyra = {
        colour: shuffled([c.id for c in LYRA.values() if c.colour == colour], seed, f"lyra-{colour}")
        for colour in colours(n)
    }  # K-1.6 to K-1.8
    pan = shuffled(PAN, seed, "pan")  # K-1.9
    tasks = {
        str(level): shuffled([t.id for t in TASKS.values() if t.level == level], seed, f"tasks-{level}")
        for level in (1, 2, 3)
    }  # K-1.10, K-1.11, K-GAP-33 (all task cards, K-16.3)
    players = []
    for seat in range(n):
        colour = colours(n)[seat]
        hand = [lyra[colour].pop() for _ in range(START_LYRA)] + [pan.pop()]  # K-1.17, K-1.18
        players.append(
            Player(
                pos=0,
                slot=seat + 1,  # K-1.14 to K-1.16, K-DEC-9: seat 0 is the youngest, on place 1
                hand=hand,
                task=tasks["1"].pop(),  # K-1.19
                done=[],
                companions=[],
                xp=dict.fromkeys(KINDS, 0),  # K-1.5, K-GAP-19: tokens start off the compass
            )
        )
    state = KState(
        n=n,
        seed=seed,
        round=0,
        phase="draw",
        order=list(range(n)),
        index=0,
        players=players,
        lyra=lyra,
        lyra_discard={colour: [] for colour in colours(n)},
        pan=pan,
        pan_discard=[],
        tasks=tasks,
        task_discard={"1": [], "2": [], "3": []},
        companions=list(COMPANION_DECK),  # K-1.12
        arrivals={str(i): 0 for i, space in enumerate(BOARD) if space.is_city},
        goal_count=0,
        shuffles=0,
        gains=[],
        mouse_mark=[0] * n,
        turn=None,
    )
    state.arrivals["0"] = n  # K-GAP-29: Oxford's places are taken at setup
    _start_round(state, [])
    settle(state, [])
    return state


# ---------------------------------------------------------------- derived facts


def ranking(s: KState) -> list[int]:
    """Seats from first place to last (K-GAP-8): the goal first in order of arrival, then
    further along the track; within a city (and Oxford) the lower place is ahead."""

    def key(seat: int) -> tuple[int, int, int]:
        p = s.players[seat]
        return (p.pos == GOAL, p.pos, -p.slot)

    return sorted(range(s.n), key=key, reverse=True)


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


def _meets(xp: dict[str, int], task: str) -> bool:
    """K-9.4: every emblem's minimum is met."""
    return all(xp[e.xp] >= e.need for e in TASKS[task].emblems)


def can_complete(s: KState, seat: int) -> bool:
    p = s.players[seat]
    return p.task is not None and _meets(p.xp, p.task)


def might_complete(s: KState, seat: int) -> bool:
    """Whether, for all his opponents know, the seat could complete a task now: some card of
    his task level (public: it follows from his tasks done) that is not lying face up on the
    task discard pile (K-9.7) has requirements his public experience meets."""
    p = s.players[seat]
    if p.task is None:
        return False
    level = TASKS[p.task].level
    seen = set(s.task_discard[str(level)])
    return any(t.level == level and t.id not in seen and _meets(p.xp, t.id) for t in TASKS.values())


def has(s: KState, seat: int, companion: str) -> bool:
    return companion in s.players[seat].companions


def _can_draw_lyra(s: KState, colour: str) -> bool:
    return bool(s.lyra[colour] or s.lyra_discard[colour])


def _can_draw_pan(s: KState) -> bool:
    return bool(s.pan or s.pan_discard)


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


def mouse_window(s: KState, seat: int) -> list[str]:
    """K-DEC-8: kinds an opponent gained since this seat's previous decision (not via a Mouse)."""
    kinds = []
    for gain in s.gains[s.mouse_mark[seat] :]:
        who, kind, source = gain.split(":")
        if int(who) != seat and source != "mouse":
            kinds.append(kind)
    return kinds


def _others(s: KState, seat: int) -> list[int]:
    """Where the other pawns stand."""
    return [p.pos for i, p in enumerate(s.players) if i != seat]


def walk(s: KState, seat: int, steps: int, ice: bool) -> tuple[int, list[int], bool]:
    """Where ``steps`` free spaces take ``seat``'s pawn in ``s``."""
    return walk_track(s.players[seat].pos, steps, _others(s, seat), ice)


def occupied_spaces(others: list[int]) -> set[int]:
    """Spaces a pawn skips without counting them (K-5.5): any but a city or the goal (K-6.2)."""
    return {pos for pos in others if BOARD[pos].kind not in ("city", "goal")}


def walk_track(start: int, steps: int, others: list[int], ice: bool) -> tuple[int, list[int], bool]:
    """Where ``steps`` free spaces take a pawn from ``start`` when the other pawns stand on
    ``others``: (destination, cities and goal entered on the way, whether Iorek's exemption
    was needed). K-5.5 to K-5.7, K-11, K-GAP-14, K-GAP-31."""
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
    return pos, entered, iced


# ---------------------------------------------------------------- legal actions


def legal(s: KState, seat: int) -> list[Action]:
    t = s.turn
    if t is None or t.seat != seat:
        return []
    acts = _step_actions(s, t)
    for card in s.players[seat].hand:  # K-DEC-8: a Mouse fits any decision of the owner
        pan = PAN.get(card)
        if pan and pan.ability == "mouse" and pan.xp in mouse_window(s, seat):
            acts.append(action("mouse", card))
    return acts


def _step_actions(s: KState, t: Turn) -> list[Action]:
    p = s.players[t.seat]
    if t.pending:
        return _pending_actions(s, t)
    match t.mode:
        case "discard" | "draw":
            acts = [action("dis", card) for card in p.hand] if t.mode == "discard" else []
            acts += _draw_actions(s, t)
            acts += _cat_actions(s, t, PHASE2_LENDABLE)
            return [*acts, action("stop")]
        case "bf_discard":
            return [*(action("bfd", c) for c in p.hand if c in LYRA), action("bfx")]
        case "bf_draw":
            return _draw_actions(s, t)
        case "move":
            return _move_step_actions(s, t)
        case "task":
            return ([action("task")] if can_complete(s, t.seat) else []) + [action("pass")]
    raise AssertionError(t.mode)


def owed_experience(source: str) -> str:
    """The entry of ``Turn.pending`` for an experience of the seat's choice owed from ``source``
    (compass K-5.12, city K-6.6, coram K-15.7, goal K-12.5)."""
    return f"xp:{source}"


def _pending_actions(s: KState, t: Turn) -> list[Action]:
    p = s.players[t.seat]
    if t.pending[0] == "companion":
        mine = set(p.companions)
        fresh = [c for c in dict.fromkeys(s.companions) if c not in mine]  # K-10.4
        return [action("comp", c) for c in (fresh or dict.fromkeys(s.companions))]
    open_kinds = [kind for kind in KINDS if p.xp[kind] < COMPASS_MAX]
    return [action("xp", kind) for kind in open_kinds or KINDS]  # at 6 the gain is lost


def _draw_actions(s: KState, t: Turn) -> list[Action]:
    if t.left <= 0 or len(s.players[t.seat].hand) >= HAND_LIMIT:  # K-4.9, K-4.11
        return []
    acts = [action("draw", c) for c in colours(s.n) if _can_draw_lyra(s, c)]  # K-4.8
    if t.faa > 0 and _can_draw_pan(s):
        acts.append(action("draw", "pan"))  # K-15.6
    return acts


def _lendable(s: KState, t: Turn, lendable: tuple[str, ...]) -> list[str]:
    """Opponents' face-up companions a Cat could copy now (K-14.3)."""
    shown = {c for seat, p in enumerate(s.players) if seat != t.seat for c in p.companions}
    return [c for c in lendable if c in shown and c not in t.borrowed]


def _cat_actions(s: KState, t: Turn, lendable: tuple[str, ...]) -> list[Action]:
    cats = [c for c in s.players[t.seat].hand if c in PAN and PAN[c].ability == "cat"]
    return [action("cat", cats[0], c) for c in _lendable(s, t, lendable)] if cats else []


def _might_hold_cat(s: KState, t: Turn, lendable: tuple[str, ...]) -> bool:
    """For all opponents know, the seat could play a Cat now: his hand is not empty, not every
    Cat lies face up on the Pan discard pile (K-13.4), and there is something to copy."""
    cats_seen = {c for c in s.pan_discard if PAN[c].ability == "cat"}
    cats = {c for c, card in PAN.items() if card.ability == "cat"}
    return bool(s.players[t.seat].hand) and cats != cats_seen and bool(_lendable(s, t, lendable))


ONCE_PER_ROUND = {"lee": "lee_used", "iorek": "iorek_used"}  # K-15.1, K-15.3


def _own_ready(s: KState, t: Turn, companion: str) -> bool:
    flag = ONCE_PER_ROUND.get(companion)
    return has(s, t.seat, companion) and not (flag and getattr(s.players[t.seat], flag))


def ability_ready(s: KState, t: Turn, companion: str) -> bool:
    """The seat may use this companion's ability now: its own, or one lent by a Cat."""
    return _own_ready(s, t, companion) or companion in t.borrowed


def _use_ability(s: KState, t: Turn, companion: str) -> None:
    """Spend the seat's own once-per-round use first, else the Cat's loan (K-GAP-22)."""
    if _own_ready(s, t, companion):
        if companion in ONCE_PER_ROUND:
            setattr(s.players[t.seat], ONCE_PER_ROUND[companion], True)
    else:
        t.borrowed.remove(companion)


def _with_ice(s: KState, t: Turn, verb: str, args: tuple[str, ...], steps: int) -> list[Action]:
    """The move, plus its Iorek variant when Iorek would change where it ends (K-15.1)."""
    acts = [action(verb, *args)]
    if steps > 1 and ability_ready(s, t, "iorek") and walk(s, t.seat, steps, True)[2]:
        acts.append(action(verb, *args, ICE))
    return acts


def move_options(s: KState, t: Turn) -> list[Action]:
    """Every way to make a move now (K-5.4, K-5.13, K-7, K-14.1, K-15.2, K-15.3)."""
    p = s.players[t.seat]
    allowed = allowed_colours(s, t.seat)
    serafina = ability_ready(s, t, "serafina")
    acts: list[Action] = []
    for card in p.hand:
        if card in LYRA:
            lyra = LYRA[card]
            if lyra.colour not in allowed:
                continue
            acts += _with_ice(s, t, "mv", (card,), lyra.value)
            if lyra.value == 3 and serafina:
                for value in (1, 2):
                    acts += _with_ice(s, t, "mv", (card, str(value)), value)
        else:
            acts.append(action("mv", card))  # K-5.14, K-7.5: a Pan card moves 1, any place
            if PAN[card].ability == "marten":
                for steps in (1, 2, 3):
                    acts += _with_ice(s, t, "mt", (card, str(steps)), steps)
    if ability_ready(s, t, "lee"):
        acts.append(action("lee"))
    return acts


def _move_step_actions(s: KState, t: Turn) -> list[Action]:
    p = s.players[t.seat]
    acts: list[Action] = []
    if p.pos != GOAL:  # K-12.6, K-GAP-31
        acts = move_options(s, t)
        if not acts and not t.moved:  # K-8.2, K-GAP-13
            lyra = [c for c in p.hand if c in LYRA]
            acts = [action("fm", c) for c in lyra] if lyra else [action("fm")]
    if t.city_pan and _can_draw_pan(s):  # K-6.7, K-GAP-11
        if len(p.hand) < HAND_LIMIT:
            acts.append(action("pan"))
        else:
            acts += [action("pan", c) for c in p.hand]
    for card in p.hand:
        pan = PAN.get(card)
        if pan is None:
            continue
        if pan.ability == "owl" and pan.xp in t.owl:  # K-14.6, K-14.7, K-GAP-24
            acts.append(action("owl", card))
        if pan.ability == "butterfly" and p.pos != GOAL and any(c in LYRA for c in p.hand):
            acts.append(action("bf", card))  # K-14.4, K-GAP-23
    if p.pos != GOAL:
        acts += _cat_actions(s, t, PHASE3_LENDABLE)
    if t.moved or p.pos == GOAL:
        acts.append(action("end"))
    return _unique(acts)


def _unique(acts: list[Action]) -> list[Action]:
    return list(dict.fromkeys(acts))


# ---------------------------------------------------------------- transitions


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
            if t.mode == "bf_draw" and not _draw_actions(s, t):
                t.mode = "move"
            _reopen_discard_at_limit(s, t)
        case "stop" | "pass":
            if action.verb == "stop":  # K-4.11: perhaps short of the entitlement
                ev.append(e.DrawStopped(seat=seat, left=t.left))
            _close_step(s, ev)
        case "mv" | "mt" | "lee":
            _move(s, t, action, ev)
        case "fm":
            if a:
                _discard(s, seat, a[0], ev)
            _advance(s, t, 1, False, "forced", None, ev)  # K-8.2, K-8.3
        case "end":
            ev.append(e.TurnEnded(seat=seat))
            _close_step(s, ev)
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
            if t.mode == "bf_draw" and not _draw_actions(s, t):
                t.mode = "move"
        case "xp":
            source = t.pending.pop(0).split(":")[1]
            gained = _gain(s, seat, a[0], source, ev)
            if gained and source in ("compass", "city"):
                t.owl.append(a[0])
            if t.mode == "bonus" and not t.pending:
                _close_step(s, ev)
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
    skipped = sum(1 for pos in occupied_spaces(_others(s, t.seat)) if start < pos < dest)
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


# ---------------------------------------------------------------- flow


def _start_round(s: KState, ev: Events) -> None:
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


def _close_step(s: KState, ev: Events) -> None:
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
    _start_round(s, ev)


def may_choose(s: KState, t: Turn) -> bool:
    """Whether the step may offer more than finishing it, judged from public information only.

    Hands and the undone task card are secret (K-GAP-34), and who is awaited is public: a step
    that closed by itself depending on them would tell opponents what they hold. Completing a
    task is optional (K-9.4), so in the box game a player who could complete his task but
    declines looks like one who cannot; here every seat that might complete one is asked and
    may skip. Likewise a seat that might hold a Cat after its last draw, a usable card after
    moving, or a Lyra card during a Butterfly is asked, and one that can do nothing more may
    just finish. Always true where no finishing action exists."""
    p = s.players[t.seat]
    if t.pending:
        return True
    match t.mode:
        case "discard" | "draw":
            discard = t.mode == "discard" and bool(p.hand)
            return discard or bool(_draw_actions(s, t)) or _might_hold_cat(s, t, PHASE2_LENDABLE)
        case "bf_discard":
            return bool(p.hand)  # any of them may be a Lyra card (K-14.4)
        case "move":
            on_track = p.pos != GOAL
            more = on_track and (not t.moved or bool(p.hand) or ability_ready(s, t, "lee"))
            return more or (t.city_pan and _can_draw_pan(s))
        case "task":
            return might_complete(s, t.seat)
    return True


def settle(s: KState, ev: Events) -> None:
    """Finish by itself any step whose only legal action is to finish it, provided public
    information shows the same (``may_choose``). A Mouse does not count: waiting for its
    holder would reveal it (K-DEC-8), and its window stays open until the holder's next real
    decision."""
    while s.turn is not None:
        acts = [a for a in legal(s, s.turn.seat) if a.verb != "mouse"]
        if len(acts) == 1 and acts[0].verb in FINISHERS and not may_choose(s, s.turn):
            perform(s, s.turn.seat, acts[0], ev)
        else:
            return
