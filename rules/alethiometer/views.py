"""What each viewer may know (A-DEC-10), and the final standings (A-15, A-GAP-26)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.alethiometer import data
from rules.alethiometer import mechanics as m
from rules.alethiometer.engine import legal_actions, score_rows, waiting_for
from rules.alethiometer.state import State
from rules.core import Outcome, seeded_rng


def _card(card: str) -> dict[str, str]:
    return {"id": card, "kind": m.kind_of(card)}


# Cards are listed by kind (in data.CARD_KINDS' order), then by number.
_CARD_ORDER = {card: (data.CARD_KINDS.index(kind), int(card[1:])) for card, kind in data.ALL_CARDS.items()}


def _cards(cards: Iterable[str]) -> list[dict[str, str]]:
    return [_card(c) for c in sorted(cards, key=_CARD_ORDER.__getitem__)]


def _tile(tile: str) -> dict[str, Any]:
    info = data.TILES[tile]
    return {"id": tile, "origin": info.origin, "value": info.value, "alethiometer": info.alethiometer}


def _character(cid: str) -> dict[str, Any] | None:
    if not cid:
        return None
    c = data.CHARACTERS[cid]
    return {"id": c.id, "name": c.name, "deck": c.deck, "magisterium": c.magisterium, "text": c.text}


def _truth(token: str) -> dict[str, Any]:
    return {"id": token, "value": data.TRUTHS[token]}


def _decision(state: State) -> dict[str, Any] | None:
    if state.phase == "choose":
        return {"kind": "choose_ally", "seats": list(waiting_for(state))}
    if state.phase == "over":
        return None
    job = state.queue[0]
    return {
        "kind": job.kind,
        "seat": job.seat,
        "target": job.target if job.target >= 0 else None,
        "count": job.n,
        "why": job.why,
    }


def _last(state: State) -> dict[str, Any] | None:
    """The last completed turn in public terms: whose it was, Lyra's path, the tiles scored
    (face up from then on), taken (from which location only) and stolen (from whom, and the
    tile's origin, which is public, A-DEC-10)."""
    if state.last_turn < 0:
        return None
    return {
        "seat": state.last_turn,
        "path": list(state.last_path),
        "scored": [
            {"seat": seat, "location": where, "tile": _tile(tile)}
            for kind, seat, where, tile in state.last_marks
            if kind == "scored"
        ],
        "taken": [
            {"seat": seat, "location": where} for kind, seat, where, _ in state.last_marks if kind == "taken"
        ],
        "stolen": [
            {"seat": seat, "victim": int(victim), "location": where}
            for kind, seat, where, victim in state.last_marks
            if kind == "stolen"
        ],
    }


def _seat(state: State, seat: int) -> dict[str, Any]:
    magisterium = m.magisterium(state, seat) if state.allies[seat] else 0
    return {
        "seat": seat,
        "colour": data.COLOURS[seat],
        "hand_size": len(state.hands[seat]),
        "tile_origins": sorted(data.TILES[t].origin for t in state.tiles[seat]),
        "scored_tiles": [_tile(t) for t in state.scored[seat]],
        "symbols_left": state.supply[seat],
        "on_destination": state.on_dest[seat],
        "dust": state.dust[seat],
        "truths": [_truth(t) for t in state.truths[seat]],
        "ally": _character(state.allies[seat]),
        "opposition": _character(state.oppositions[seat]),
        "magisterium": magisterium,
        "has_chosen": bool(state.kept[seat]) if state.phase == "choose" else None,
    }


def _you(state: State, viewer: int) -> dict[str, Any]:
    seen_cards: dict[str, list[dict[str, Any]]] = {}
    seen_tiles: dict[str, list[dict[str, Any]]] = {}
    for other in range(state.n):
        if other == viewer:
            continue
        cards = [c for c in state.hands[other] if (c, viewer) in state.known]
        tiles = [t for t in state.tiles[other] if (t, viewer) in state.known]
        if cards:
            seen_cards[str(other)] = _cards(cards)
        if tiles:
            seen_tiles[str(other)] = [_tile(t) for t in tiles]
    return {
        "hand": _cards(state.hands[viewer]),
        "tiles": [_tile(t) for t in state.tiles[viewer]],
        "dealt": [_character(cid) for cid in state.dealt[viewer]],
        "kept": _character(state.kept[viewer]),
        "seen_cards": seen_cards,
        "seen_tiles": seen_tiles,
    }


def _lyra(state: State) -> dict[str, Any]:
    box = data.TRACK[state.lyra]
    return {
        "box": state.lyra,
        "kind": box.kind,
        "number": box.number,
        "location": data.LOCATION_NAMES[box.location] if box.location else None,
        "counts_as": m.location(state) if state.phase in ("turn", "end") else None,
    }


def _spin(state: State) -> dict[str, Any] | None:
    if state.dial < 0:
        return None
    spin = data.DIAL[state.dial]
    return {
        "position": state.dial + 1,
        "red_draw": spin.red_draw,
        "red_advance": spin.red_advance,
        "blue": spin.blue,
    }


def _scoring_places(state: State) -> dict[str, list[dict[str, Any]]]:
    return {
        where: [dict(_tile(t), owner=next(s for s in range(state.n) if t in state.scored[s])) for t in places]
        for where, places in zip(data.SCORING_LOCATIONS, state.placed, strict=True)
    }


def view(state: State, viewer: int | None) -> dict[str, Any]:
    result = {
        "game": "alethiometer",
        "players": state.n,
        "viewer": viewer,
        "part": state.part,
        "phase": state.phase,
        "awaited": list(waiting_for(state)),
        "decision": _decision(state),
        "dealer": state.dealer,
        "current": state.current,
        "turns": state.turns,
        "lyra": _lyra(state),
        "still_turns": state.still,
        "spin": _spin(state),
        "deck_size": len(state.deck),
        "discard": [_card(c) for c in state.discard],
        "stacks": {where: len(stack) for where, stack in zip(data.TILE_LOCATIONS, state.stacks, strict=True)},
        "scoring_places": _scoring_places(state),
        "dust_supply": state.dust_supply,
        "sky_ferry": state.ferry if state.ferry >= 0 else None,
        "ferry_choice": {"seat": state.ferry_seat, "option": state.ferry_choice}
        if state.ferry_choice
        else None,
        "last": _last(state),
        "bag_size": len(state.bag),
        "drawn": [_truth(t) for t in state.drawn],
        "draft_order": list(state.draft_order),
        "bridges_drawn": len(state.bridges),
        "truth_discard": [_truth(t) for t in state.truth_discard],
        "seats": [_seat(state, seat) for seat in range(state.n)],
        "scores": score_rows(state) if state.phase == "over" else None,
    }
    if viewer is not None:
        result["you"] = _you(state, viewer)
    return result


def policy_view(state: State, viewer: int) -> dict[str, Any]:
    """The keys of ``viewer``'s view that the AI policy (``ai.choose``) reads, each as the view
    has it: what the search's playouts build at every step instead of the whole view. With one
    legal action the policy reads nothing: the viewer only."""
    if len(legal_actions(state, viewer)) == 1:
        return {"viewer": viewer}
    return {
        "players": state.n,
        "viewer": viewer,
        "part": state.part,
        "decision": _decision(state),
        "lyra": _lyra(state),
        "spin": _spin(state),
        "scoring_places": _scoring_places(state),
        "sky_ferry": state.ferry if state.ferry >= 0 else None,
        "bag_size": len(state.bag),
        "seats": [_seat(state, seat) for seat in range(state.n)],
        "you": _you(state, viewer),
    }


def outcome(state: State) -> Outcome | None:
    """A-15.9 with A-GAP-26: tied players share the win; ``detail.ranking`` breaks ties by Truth
    points, then cards in hand, then lot, for when one winner is required. ``detail.points``
    says per seat (a ``Message.to_json()``) where the points come from: Truth tokens, scored
    Item tiles, and Dust tokens times the Bridge to the Stars tokens drawn (A-15.2 to A-15.6)."""
    if state.phase != "over":
        return None
    rows = score_rows(state)
    scores = tuple(row["total"] for row in rows)
    best = max(scores)
    lots = seeded_rng(state.seed, "final-tie")
    lot = [lots.random() for _ in range(state.n)]
    ranking = sorted(
        range(state.n), key=lambda s: (-scores[s], -rows[s]["truths"], -len(state.hands[s]), lot[s])
    )
    # No standings in words here (``host.texts.OUTCOME_WORDS``): the game-over log line gives
    # every seat's breakdown already, and the last post would say it twice.
    return Outcome(
        scores=scores,
        winners=tuple(s for s in range(state.n) if scores[s] == best),
        detail={"breakdown": rows, "ranking": ranking, "bridges": len(state.bridges)},
    )
