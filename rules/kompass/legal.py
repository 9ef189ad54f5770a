"""The legal-action generator of Der Goldene Kompass, the single source of truth for what a seat
may do (``legal``), and whether a step may offer more than finishing it, judged from public
information only (``may_choose``)."""

from __future__ import annotations

from rules.core import Action
from rules.kompass.actions import ICE, action
from rules.kompass.data import COMPASS_MAX, GOAL, HAND_LIMIT, KINDS, LYRA, PAN, TASKS
from rules.kompass.race import allowed_colours, colours, walk
from rules.kompass.state import KState, Turn

PHASE2_LENDABLE = ("macosta", "johnfaa")  # K-GAP-22: a Cat copies these in phase 2 ...
PHASE3_LENDABLE = ("iorek", "serafina", "lee", "coram")  # ... and these in phase 3


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


def mouse_window(s: KState, seat: int) -> list[str]:
    """K-DEC-8: kinds an opponent gained since this seat's previous decision (not via a Mouse)."""
    kinds = []
    for gain in s.gains[s.mouse_mark[seat] :]:
        who, kind, source = gain.split(":")
        if int(who) != seat and source != "mouse":
            kinds.append(kind)
    return kinds


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
            acts += draw_actions(s, t)
            acts += _cat_actions(s, t, PHASE2_LENDABLE)
            return [*acts, action("stop")]
        case "bf_discard":
            return [*(action("bfd", c) for c in p.hand if c in LYRA), action("bfx")]
        case "bf_draw":
            return draw_actions(s, t)
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


def draw_actions(s: KState, t: Turn) -> list[Action]:
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


def own_ready(s: KState, t: Turn, companion: str) -> bool:
    flag = ONCE_PER_ROUND.get(companion)
    return has(s, t.seat, companion) and not (flag and getattr(s.players[t.seat], flag))


def ability_ready(s: KState, t: Turn, companion: str) -> bool:
    """The seat may use this companion's ability now: its own, or one lent by a Cat."""
    return own_ready(s, t, companion) or companion in t.borrowed


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
            return discard or bool(draw_actions(s, t)) or _might_hold_cat(s, t, PHASE2_LENDABLE)
        case "bf_discard":
            return bool(p.hand)  # any of them may be a Lyra card (K-14.4)
        case "move":
            on_track = p.pos != GOAL
            more = on_track and (not t.moved or bool(p.hand) or ability_ready(s, t, "lee"))
            return more or (t.city_pan and _can_draw_pan(s))
        case "task":
            return might_complete(s, t.seat)
    return True
