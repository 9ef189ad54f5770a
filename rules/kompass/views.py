"""What each viewer may know (K-GAP-34, K-DEC-8), log lines redacted per viewer, and the
final standings."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from functools import lru_cache
from typing import Any

from rules.core import Action, Arg, Event, Message, Outcome, Seat, SeatRef, msg, required
from rules.kompass import events as e
from rules.kompass.data import (
    BOARD,
    CARD_NAMES,
    COLOUR_NAMES,
    COMPANIONS,
    KIND_NAMES,
    LEVEL_NAMES,
    LYRA,
    PAN,
    PHASE_NAMES,
    PHASE_NUMBERS,
    TASKS,
)
from rules.kompass.legal import mouse_window
from rules.kompass.moves import move_length
from rules.kompass.race import colours, other_pawns, ranking, walk_track
from rules.kompass.rounds import experience, qualifies, standing
from rules.kompass.state import KState

SOURCE_NAMES = {
    "space": "kom-source-space",
    "compass": "kom-source-compass",
    "city": "kom-source-city",
    "coram": "kom-source-coram",
    "owl": "kom-source-owl",
    "mouse": "kom-source-mouse",
    "goal": "kom-source-goal",
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
    t = s.turn
    result: dict[str, Any] = {
        "game": "kompass",
        "round": s.round,
        "phase": s.phase,
        "awaited": [t.seat] if t else [],
        "order": list(s.order),
        "start_player": s.order[0],
        "players": _players(s),
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
        "companions": [COMPANIONS[c] for c in s.companions],
        "cities": _cities(s),
        "goal_count": s.goal_count,
        "gains_from": min(s.mouse_mark),
        "gains": s.gains[min(s.mouse_mark) :],
        "turn": _turn(s),
        "ended_by": s.ended_by,
        "last": {"seat": s.trail_seat, "path": list(s.trail)} if s.trail else None,
        "final": _final(s),
    }
    if viewer is not None:
        result["you"] = _you(s, viewer)
    return result


def policy_view(s: KState, seat: Seat) -> dict[str, Any]:
    """The keys of ``seat``'s view the AI policy (``ai.choose``) reads, as the view has them."""
    return {
        "round": s.round,
        "players": _players(s),
        "cities": _cities(s),
        "turn": _turn(s),
        "you": _you(s, seat),
    }


def _players(s: KState) -> list[dict[str, Any]]:
    order = ranking(s)
    return [
        {
            "seat": seat,
            "colour": colours(s.n)[seat],
            "pos": p.pos,
            "slot": p.slot,
            "place": order.index(seat) + 1,
            "xp": dict(p.xp),
            "companions": [COMPANIONS[c] for c in p.companions],
            "hand_size": len(p.hand),
            "task_level": TASKS[p.task].level if p.task else None,
            "tasks_done": [TASKS[task].name for task in p.done],
            "lee_used": p.lee_used,
            "iorek_used": p.iorek_used,
            "qualifies": qualifies(s, seat),
        }
        for seat, p in enumerate(s.players)
    ]


def _cities(s: KState) -> dict[str | None, int]:
    return {BOARD[int(i)].name: count for i, count in s.arrivals.items()}


def _turn(s: KState) -> dict[str, Any] | None:
    t = s.turn
    if t is None:
        return None
    return {
        "seat": t.seat,
        "mode": t.mode,
        "left": t.left,
        "faa": t.faa,
        "moved": t.moved,
        "pending": list(t.pending),
        "owl": list(t.owl),
        "city_pan": t.city_pan,
        "borrowed": [COMPANIONS[c] for c in t.borrowed],
    }


def _you(s: KState, viewer: Seat) -> dict[str, Any]:
    p = s.players[viewer]
    return {
        "seat": viewer,
        "hand": [card_view(card) for card in p.hand],
        "task": task_view(p.task) if p.task else None,
        "mouse_window": mouse_window(s, viewer),
    }


def describe(event: Event, viewer: Seat | None) -> Message | None:
    player = SeatRef(event.seat) if event.seat is not None else None
    own = viewer is not None and viewer == event.seat
    match event:
        case e.RoundBegan():
            return msg("kom-log-round", round=event.round, player=player)
        case e.PhaseBegan(phase="bonus"):
            return msg("kom-log-round-end", phase=Message(PHASE_NAMES["bonus"]))
        case e.PhaseBegan():
            phase = Message(PHASE_NAMES[event.phase])
            return msg("kom-log-phase", number=PHASE_NUMBERS[event.phase], phase=phase)
        case e.Discarded():
            return msg("kom-log-discard", player=player, card=CARD_NAMES[event.card])
        case e.Drew(pile="pan") if event.city is not None:  # K-6.7: a later arrival's reward
            city = space_name(event.city)
            if own:
                return msg("kom-log-city-pan-seen", player=player, city=city, card=CARD_NAMES[event.card])
            return msg("kom-log-city-pan", player=player, city=city)
        case e.Drew(pile="pan"):
            if own:
                return msg("kom-log-draw-pan-seen", player=player, card=CARD_NAMES[event.card])
            return msg("kom-log-draw-pan", player=player)
        case e.Drew():
            colour = Message(COLOUR_NAMES[event.pile])
            if own:
                return msg(
                    "kom-log-draw-lyra-seen", player=player, colour=colour, card=CARD_NAMES[event.card]
                )
            return msg("kom-log-draw-lyra", player=player, colour=colour)
        case e.Moved():
            played = CARD_NAMES[event.card] if event.card is not None and event.how == "card" else None
            how = event.how
            if played is not None and event.card in LYRA and event.steps < LYRA[event.card].value:
                how = "lowered"  # K-15.2: Serafina's 3 played as 1 or 2
            return msg(
                "kom-log-move",
                player=player,
                start=space_name(event.start),
                to=space_name(event.to),
                how=how,
                card=played,
                steps=event.steps,
                ice=event.ice,
                skipped=event.skipped,
            )
        case e.DrawStopped():
            return msg("kom-log-draw-stopped", player=player, left=event.left)
        case e.Gained():
            return msg(
                "kom-log-gain",
                player=player,
                kind=Message(KIND_NAMES[event.kind]),
                source=Message(SOURCE_NAMES[event.source]),
                value=event.value,
            )
        case e.GainLost():
            return msg("kom-log-gain-lost", player=player, kind=Message(KIND_NAMES[event.kind]))
        case e.Played(companion=None) if event.answers is not None:
            return msg(
                "kom-log-play-mouse",  # always a Mouse, of the kind just gained: named by its kind
                player=player,
                other=SeatRef(event.answers),
                kind=Message(KIND_NAMES[required(PAN[event.card].xp)]),
            )
        case e.Played(companion=None):
            return msg("kom-log-play", player=player, card=CARD_NAMES[event.card])
        case e.Played():
            companion = Message(COMPANIONS[required(event.companion)])
            return msg("kom-log-play-cat", player=player, card=CARD_NAMES[event.card], companion=companion)
        case e.TaskCompleted():
            task = Message(TASKS[event.task].name)
            return msg("kom-log-task", player=player, task=task, level=LEVEL_NAMES[event.level])
        case e.TaskDrawn():
            level = LEVEL_NAMES[event.level]
            if own:
                task = Message(TASKS[event.task].name)
                return msg("kom-log-new-task-seen", player=player, level=level, task=task)
            return msg("kom-log-new-task", player=player, level=level)
        case e.CompanionTaken():
            return msg("kom-log-companion", player=player, companion=Message(COMPANIONS[event.companion]))
        case e.LyraReshuffled():
            return msg("kom-log-reshuffle-lyra", colour=Message(COLOUR_NAMES[event.colour]))
        case e.PanReshuffled():
            return msg("kom-log-reshuffle-pan")
        case e.TasksReshuffled():
            return msg("kom-log-reshuffle-tasks", level=LEVEL_NAMES[event.level])
        case e.TurnEnded():
            return msg("kom-log-end-turn", player=player)
        case e.GameOver():
            return msg(
                "kom-log-game-over",
                player=player,
                reason=event.reason,
                experience=event.experience,
                rounds=event.rounds,
            )
    raise AssertionError(event)


def space_name(index: int) -> Message:
    """A space as players read it: a city by name, the goal, else "space 23"."""
    space = BOARD[index]
    if space.name is not None:
        return Message(space.name)
    return msg("kom-space-goal") if space.kind == "goal" else msg("kom-space", number=index)


def space_with_number(index: int) -> Message:
    """A space as a move menu names it: its number, and a city's name with it (the board shows
    both), or the goal."""
    space = BOARD[index]
    if space.kind == "goal":
        return msg("kom-space-goal")
    if space.name is not None:
        return msg("kom-space-city", number=index, city=Message(space.name))
    return msg("kom-space", number=index)


def with_destinations(s: KState, seat: Seat, acts: Sequence[Action]) -> tuple[Action, ...]:
    """The legal actions, each move labelled with where it takes the pawn ("Move with blue 2 →
    space 14"): moves of different cards read apart (issue 23). K-5.5 to K-5.7, K-11."""
    labelled = []
    start, others = s.players[seat].pos, other_pawns(s, seat)
    for act in acts:
        length = move_length(act)
        if length is not None:
            steps, ice = length
            act = _moving_to(act, walk_track(start, steps, others, ice)[0])
        labelled.append(act)
    return tuple(labelled)


@lru_cache(maxsize=1 << 14)  # the search lists the same few moves over and over; Actions are immutable
def _moving_to(act: Action, destination: int) -> Action:
    label = msg("kom-act-to", move=act.label, space=space_with_number(destination))
    return Action(act.verb, act.args, label=label)


def outcome(s: KState) -> Outcome | None:
    """K-12.2 to K-12.4, K-GAP-32: among qualifying players the most experience wins, then the
    earlier arrival at the goal. Everyone else is ranked by tasks, experience, then race place;
    ``scores`` are the numbers of players each seat beat. ``detail`` says why: ``summary``
    (how the game ended and how places are decided) and ``standings`` (one line per place, best
    first, with the numbers that decided it), as ``Message.to_json()``."""
    if s.phase != "over":
        return None
    race = ranking(s)
    totals = [experience(s, seat) for seat in range(s.n)]
    qualified = [qualifies(s, seat) for seat in range(s.n)]
    places = standing(s)
    scores = tuple(s.n - 1 - places.index(seat) for seat in range(s.n))
    return Outcome(
        scores=scores,
        winners=(places[0],),
        detail={
            "ended_by": s.ended_by,
            "rounds": s.round,
            "totals": totals,
            "qualified": qualified,
            "tasks_done": [len(p.done) for p in s.players],
            "summary": msg("kom-outcome-summary", ended_by=s.ended_by).to_json(),
            "standings": [
                _standing_line(s, seat, place, totals[seat], qualified[seat], race).to_json()
                for place, seat in enumerate(places, 1)
            ],
        },
    )


def _final(s: KState) -> dict[str, Any] | None:
    """Once the game is over, what decided it, for the standings picture: the winner and the
    outcome's ``summary`` and ``standings`` messages (as ``Message.to_json()``)."""
    result = outcome(s)
    if result is None:
        return None
    return {
        "winners": list(result.winners),
        "summary": result.detail["summary"],
        "standings": result.detail["standings"],
    }


def _standing_line(s: KState, seat: int, place: int, total: int, qualified: bool, race: list[int]) -> Message:
    p = s.players[seat]
    common: dict[str, Arg] = {
        "place": place,
        "player": SeatRef(seat),
        "experience": total,
        "tasks": len(p.done),
    }
    if qualified:  # on the goal, so ``slot`` is the order of arrival there (K-12.4)
        return msg("kom-standing-qualified", **common, arrival=p.slot)
    return msg("kom-standing-other", **common, race=race.index(seat) + 1)


_DRAW_LINES = frozenset({"kom-log-draw-lyra"})
_ADVANCE_LINES = frozenset(
    {"kom-log-move", "kom-log-gain", "kom-log-gain-lost", "kom-log-play", "kom-log-play-cat"}
)
"""The lines of one player's advance (K-5): its moves, the cards it plays, what it gains."""
_GAIN_LINES = frozenset({"kom-log-gain", "kom-log-gain-lost"})


def summarize(lines: Sequence[Message]) -> tuple[Message, ...]:
    """A turn post's public lines said once: a player's run of Lyra draws (K-4.7, K-4.8) and
    the stop that ends it become one line ("draws Lyra cards (2 green, 1 blue), then stops"),
    a run of discards one line (K-4.2, K-4.12), and an advance (K-5.3) its moves along one way
    as one line ("moves: Oxford → space 3 (red 3) → space 5 (red 2)") and the experience
    gained one line after them (K-5.8, K-5.12, K-6.6). ``/game log`` keeps every line
    (``describe``)."""
    said: list[Message] = []
    i = 0
    while i < len(lines):
        player = lines[i].args.get("player")
        end = _run_end(lines, i, _DRAW_LINES, player)
        if end > i:
            stop = _run_end(lines, end, {"kom-log-draw-stopped"}, player) > end
            said.append(_draws(lines[i:end], player, lines[end] if stop else None))
            i = end + stop
            continue
        end = _run_end(lines, i, {"kom-log-discard"}, player)
        if end > i + 1:
            cards = tuple(line.args["card"] for line in lines[i:end])
            said.append(msg("kom-log-discards", player=player, count=len(cards), cards=cards))
            i = end
            continue
        end = max(_run_end(lines, i, _ADVANCE_LINES, player), i + 1)
        said.extend(_advance(lines[i:end], player))
        i = end
    return tuple(said)


def _advance(lines: Sequence[Message], player: Any) -> list[Message]:
    """One advance's lines: its plays and moves in order, each unbroken way of two or more
    moves as one line where its last move was (after a Cat's play that lent the move), then
    what it gained, one line for two or more gains."""
    gains = [line for line in lines if line.id == "kom-log-gain"]
    if len(gains) < 2 and len([line for line in lines if line.id == "kom-log-move"]) < 2:
        return list(lines)  # nothing to say together: every line as it happened
    said: list[Message] = []
    way: list[Message] = []  # the moves so far of the unbroken way being walked
    for line in lines:
        if line.id != "kom-log-move":
            if line.id not in _GAIN_LINES:
                said.append(line)
            continue
        if way and way[-1].args["to"] != line.args["start"]:
            said.append(_moves(way, player))
            way = []
        way.append(line)
    if way:
        said.append(_moves(way, player))
    if len(gains) > 1:
        said.append(msg("kom-log-gains", player=player, gains=_gained(gains)))
        said.extend(line for line in lines if line.id == "kom-log-gain-lost")
    else:
        said.extend(line for line in lines if line.id in _GAIN_LINES)
    return said


def _moves(way: Sequence[Message], player: Any) -> Message:
    """One move as its own line; a way of several as one: where it began, then each space
    reached with how (``kom-log-moves-step``), joined by arrows (``kom-route``)."""
    if len(way) == 1:
        return way[0]
    how = ("to", "how", "card", "steps", "skipped", "ice")  # kom-log-move's, less who and whence
    steps = [msg("kom-log-moves-step", **{name: move.args[name] for name in how}) for move in way]
    route: Message = steps[-1]
    for step in reversed(steps[:-1]):
        route = msg("kom-route", first=step, rest=route)
    return msg("kom-log-moves", player=player, route=msg("kom-route", first=way[0].args["start"], rest=route))


def _gained(gains: Sequence[Message]) -> tuple[Message, ...]:
    """One item per kind of experience, in the order first gained: how many steps its token
    went up in this advance and where it stands now (K-5.8: each space stopped on counts)."""
    kinds: dict[Arg, tuple[int, Arg]] = {}  # kind (a Message) -> (steps, latest value)
    for gain in gains:
        steps, _ = kinds.get(gain.args["kind"], (0, None))
        kinds[gain.args["kind"]] = (steps + 1, gain.args["value"])
    return tuple(
        msg("kom-log-gain-item", kind=kind, count=steps, value=value)
        for kind, (steps, value) in kinds.items()
    )


def _run_end(lines: Sequence[Message], start: int, ids: Collection[str], player: Any) -> int:
    """Where the run of ``player``'s lines with these ``ids`` that begins at ``start`` ends."""
    end = start
    while (
        player is not None
        and end < len(lines)
        and lines[end].id in ids
        and lines[end].args.get("player") == player
    ):
        end += 1
    return end


def _draws(draws: Sequence[Message], player: Any, stop: Message | None) -> Message:
    counts: dict[Arg, int] = {}  # by colour (a Message), in the order first drawn
    for draw in draws:
        colour = draw.args["colour"]
        counts[colour] = counts.get(colour, 0) + 1
    piles = tuple(msg("kom-log-drew-pile", count=count, colour=colour) for colour, count in counts.items())
    left = 0 if stop is None else stop.args["left"]
    return msg("kom-log-drew", player=player, piles=piles, stopped=stop is not None, left=left)
