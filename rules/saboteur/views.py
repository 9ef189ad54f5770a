"""What each viewer may know (docs/saboteur-views.md; S-GAP-27, S-3.5, S-11.7, S-12.16) and
the final standings (S-14)."""

from __future__ import annotations

from typing import Any

from rules.core import Outcome
from rules.saboteur import data
from rules.saboteur.data import CARDS, GOLD_VALUES, card_id, goal_word, gold_id
from rules.saboteur.state import DRAFT, GAME_OVER, PLAY, SaboteurState, result_dict, scores, waiting_for


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
    entry: dict[str, Any] = {"id": card_id(card), "card": kind.code, "name": kind.name}
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
        "plays": [list(record) for record in state.plays],  # this round's public record, per seat
        # S-12.2: the count-out is public; S-12.16: what is left only its holder sees
        "draft": {
            "opened": [GOLD_VALUES[g] for g in state.draft_opened],
            "left": len(state.draft),
            "holder": state.holder,
        }
        if state.draft
        else None,
        "round_results": [result_dict(r) for r in state.results],
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
            {"x": x, "y": y, "goal": goal_word(goals[(x, y)].kind), "id": f"peek-{card_id(card)}"}
            for card, x, y in state.peeks[viewer]
        ],
        "gold_cards": [GOLD_VALUES[g] for g in state.gold[viewer]],
        "gold_card_ids": [gold_id(g) for g in state.gold[viewer]],
        "gold": totals[viewer],
        "draft": [GOLD_VALUES[g] for g in state.draft] if state.draft and viewer == state.holder else None,
    }
    return public


def outcome(state: SaboteurState) -> Outcome | None:
    if state.phase != GAME_OVER:
        return None
    totals = scores(state)
    best = max(totals)  # S-14.2 to S-14.4: the most gold wins; ties share the win
    return Outcome(
        scores=totals,
        winners=tuple(s for s in range(state.n) if totals[s] == best),
        detail={"rounds": [result_dict(r) for r in state.results]},
    )
