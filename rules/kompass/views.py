"""What each viewer may know (K-GAP-34, K-DEC-8), log lines redacted per viewer, and the
final standings."""

from __future__ import annotations

from typing import Any

from rules.core import Event, Outcome, Seat, seat_ref
from rules.kompass.data import BOARD, COMPANIONS, KIND_NAMES, LEVEL_NAMES, LYRA, PAN, TASKS
from rules.kompass.engine import colours, mouse_window, qualifies, ranking
from rules.kompass.model import KState, card_text

PHASE_TEXT = {
    "draw": "Phase 2: players draw Lyra cards.",
    "move": "Phase 3: players advance.",
    "task": "Phase 4: players may complete tasks.",
    "bonus": "End of the round.",
}
SOURCE_TEXT = {
    "space": "the space",
    "compass": "a compass space",
    "city": "arriving first in a city",
    "coram": "Farder Coram",
    "owl": "an Owl",
    "mouse": "a Mouse",
    "goal": "the goal bonus",
}


def card_view(card_id: str) -> dict[str, Any]:
    if card_id in LYRA:
        card = LYRA[card_id]
        return {"id": card_id, "type": "lyra", "colour": card.colour, "value": card.value}
    pan = PAN[card_id]
    return {"id": card_id, "type": "pan", "ability": pan.ability, "xp": pan.xp}


def task_view(task_id: str) -> dict[str, Any]:
    task = TASKS[task_id]
    return {
        "id": task.id,
        "name": task.name,
        "level": task.level,
        "emblems": [{"xp": e.xp, "need": e.need, "cost": e.cost} for e in task.emblems],
    }


def _pan_face(card_id: str) -> str:
    """A face-up Pan card without its instance id: ``marten`` or ``owl:dust``."""
    pan = PAN[card_id]
    return f"{pan.ability}:{pan.xp}" if pan.xp else pan.ability


def view(s: KState, viewer: Seat | None) -> dict[str, Any]:
    order = ranking(s)
    t = s.turn
    result: dict[str, Any] = {
        "game": "kompass",
        "round": s.round,
        "phase": s.phase,
        "awaited": [t.seat] if t else [],
        "order": list(s.order),
        "start_player": s.order[0],
        "players": [
            {
                "seat": seat,
                "colour": colours(s.n)[seat],
                "pos": p.pos,
                "slot": p.slot,
                "place": order.index(seat) + 1,
                "xp": dict(p.xp),
                "companions": list(p.companions),
                "hand_size": len(p.hand),
                "task_level": TASKS[p.task].level if p.task else None,
                "tasks_done": [TASKS[task].name for task in p.done],
                "lee_used": p.lee_used,
                "iorek_used": p.iorek_used,
                "qualifies": qualifies(s, seat),
            }
            for seat, p in enumerate(s.players)
        ],
        "lyra": {
            colour: {
                "draw": len(s.lyra[colour]),
                "discard": len(s.lyra_discard[colour]),
                "top": LYRA[s.lyra_discard[colour][-1]].value if s.lyra_discard[colour] else None,
            }
            for colour in colours(s.n)
        },
        "pan": {
            "draw": len(s.pan),
            "discard": len(s.pan_discard),
            "top": _pan_face(s.pan_discard[-1]) if s.pan_discard else None,
        },
        "tasks": {LEVEL_NAMES[int(level)]: len(pile) for level, pile in s.tasks.items()},
        "companions": list(s.companions),
        "cities": {BOARD[int(i)].name: count for i, count in s.arrivals.items()},
        "goal_count": s.goal_count,
        "gains_from": min(s.mouse_mark),
        "gains": s.gains[min(s.mouse_mark) :],
        "turn": None
        if t is None
        else {
            "seat": t.seat,
            "mode": t.mode,
            "left": t.left,
            "faa": t.faa,
            "moved": t.moved,
            "pending": list(t.pending),
            "owl": list(t.owl),
            "city_pan": t.city_pan,
            "borrowed": list(t.borrowed),
        },
        "ended_by": s.ended_by,
    }
    if viewer is not None:
        p = s.players[viewer]
        result["you"] = {
            "seat": viewer,
            "hand": [card_view(card) for card in p.hand],
            "task": task_view(p.task) if p.task else None,
            "mouse_window": mouse_window(s, viewer),
        }
    return result


def describe(event: Event, viewer: Seat | None) -> str:
    who = seat_ref(event.seat) if event.seat is not None else ""
    d = event.data
    own = viewer is not None and viewer == event.seat
    match event.kind:
        case "round":
            return f"Round {d['round']} begins; {who} is the start player."
        case "phase":
            return PHASE_TEXT[d["phase"]]
        case "discard":
            return f"{who} discards {card_text(d['card'])}."
        case "draw":
            pile = "the Pan pile" if d["pile"] == "pan" else f"the {d['pile']} pile"
            card = f" {card_text(d['card'])}" if own else " a card"
            return f"{who} draws{card} from {pile}."
        case "move":
            how = {"lee": " with Lee Scoresby", "forced": " (forced move)", "marten": " with a Marten"}
            played = f" playing {card_text(d['card'])}" if "card" in d and d["how"] == "card" else ""
            ice = " (Iorek: through a snow field)" if d["ice"] else ""
            route = f"from {_space(d['from'])} to {_space(d['to'])}"
            return f"{who} moves {route}{played}{how.get(d['how'], '')}{ice}."
        case "gain":
            name = KIND_NAMES[d["kind"]]
            return f"{who} gains {name} experience from {SOURCE_TEXT[d['source']]} (now {d['value']})."
        case "gain_lost":
            return f"{who} is already at 6 {KIND_NAMES[d['kind']]}: the gain is lost."
        case "play":
            extra = f" to use {COMPANIONS[d['companion']]} once" if "companion" in d else ""
            return f"{who} plays {card_text(d['card'])}{extra}."
        case "task":
            task = TASKS[d["task"]]
            return f"{who} completes the task {task.name} ({LEVEL_NAMES[task.level]})."
        case "new_task":
            name = f": {TASKS[d['task']].name}" if own else ""
            return f"{who} draws a task card {LEVEL_NAMES[d['level']]}{name}."
        case "companion":
            return f"{who} takes the companion {COMPANIONS[d['companion']]}."
        case "reshuffle":
            return f"The {d['pile']} discard pile is shuffled into a new draw pile."
        case "end_turn":
            return f"{who} ends the turn."
        case _:  # game_over
            reason = "by the rules" if d["ended_by"] == "rules" else "at the safety limit of rounds"
            return f"The game ends {reason}."


def _space(index: int) -> str:
    space = BOARD[index]
    return space.name or ("the goal" if space.kind == "goal" else f"space {index}")


def outcome(s: KState) -> Outcome | None:
    """K-12.2 to K-12.4, K-GAP-32: among qualifying players the most experience wins, then the
    earlier arrival at the goal. Everyone else is ranked by tasks, experience, then race place;
    ``scores`` are the numbers of players each seat beat."""
    if s.phase != "over":
        return None
    race = ranking(s)
    totals = [sum(p.xp.values()) for p in s.players]

    def key(seat: int) -> tuple[int, ...]:
        q = qualifies(s, seat)
        p = s.players[seat]
        return (
            q,
            totals[seat] if q else 0,
            -p.slot if q else 0,
            len(p.done),
            totals[seat],
            -race.index(seat),
        )

    standing = sorted(range(s.n), key=key, reverse=True)
    scores = tuple(s.n - 1 - standing.index(seat) for seat in range(s.n))
    return Outcome(
        scores=scores,
        winners=(standing[0],),
        detail={
            "ended_by": s.ended_by,
            "rounds": s.round,
            "totals": totals,
            "qualified": [qualifies(s, seat) for seat in range(s.n)],
            "tasks_done": [len(p.done) for p in s.players],
        },
    )
