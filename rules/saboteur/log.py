"""Log lines: each event as a Message, redacted for one viewer (S-GAP-27): a card in hand, a
peeked goal, a seat's role while the round runs and the gold a seat receives are named to
that seat alone."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rules.core import Arg, Event, Message, SeatRef, listed, msg
from rules.saboteur.actions import card_name, edges
from rules.saboteur.data import GOAL_KINDS, ROLE_NAMES, goal_word, rotated
from rules.saboteur.events import (
    Discarded,
    DraftOpened,
    GameEnded,
    GoalRevealed,
    GoldTaken,
    MapRead,
    Passed,
    Placed,
    RockFell,
    RoundEnded,
    RoundStarted,
    SaboteurPaid,
    ToolBroken,
    ToolRepaired,
    TurnPlayed,
)
from rules.saboteur.state import RoundResult

_ROLES = {role: Message(name) for role, name in ROLE_NAMES.items()}


def describe(event: Event, viewer: int | None) -> Message:
    mine = viewer is not None and viewer == event.seat
    if isinstance(event, TurnPlayed):
        line = _turn(event, mine)
        for goal in event.revealed if isinstance(event, Placed) else ():
            line = msg("sab-then", first=line, then=_goal_revealed(goal))  # told before the draw
        if event.drew is None:
            return line
        who = SeatRef(event.seat)
        drew = (
            msg("sab-drew", player=who, card=card_name(event.drew))
            if mine
            else msg("sab-drew-card", player=who)
        )
        return msg("sab-then", first=line, then=drew)
    match event:
        case RoundStarted():
            if viewer is None:
                return msg("sab-round-started", round=event.round, player=SeatRef(event.seat))
            return msg(
                "sab-round-started-role",
                round=event.round,
                player=SeatRef(event.seat),
                role=_ROLES[event.roles[viewer]],
            )
        case RoundEnded():
            return _round_ended(event.result)
        case DraftOpened():
            return msg("sab-draft-opened", values=event.values, player=SeatRef(event.seat))
        case GoldTaken():
            who = SeatRef(event.seat)
            return (
                msg("sab-gold-taken-own", player=who, value=event.value)
                if mine
                else msg("sab-gold-taken", player=who)
            )
        case SaboteurPaid():
            who = SeatRef(event.seat)
            if not mine:
                return msg("sab-paid", player=who)
            return msg("sab-paid-own", player=who, total=sum(event.values), values=event.values)
        case GameEnded():
            # the host's closing line names the winners (S-14.2 to S-14.4): this one gives the tally
            gold = tuple(msg("sab-seat-gold", player=SeatRef(s), gold=g) for s, g in enumerate(event.scores))
            return msg("sab-game-ended", scores=gold)
    raise TypeError(f"not a Saboteur event: {event!r}")


def _turn(event: TurnPlayed, mine: bool) -> Message:
    who = SeatRef(event.seat)
    match event:
        case Placed():
            return msg(
                "sab-placed",
                player=who,
                card=card_name(event.card),
                x=event.x,
                y=event.y,
                turned=bool(event.rot),
            )
        case ToolBroken():
            if event.target == event.seat:
                return msg("sab-broke-own", player=who, tool=event.tool)
            return msg("sab-broke", player=who, target=SeatRef(event.target), tool=event.tool)
        case ToolRepaired():
            tool, card = event.tool, card_name(event.card)
            if event.target == event.seat:
                return msg("sab-repaired-own", player=who, tool=tool, card=card)
            return msg("sab-repaired", player=who, target=SeatRef(event.target), tool=tool, card=card)
        case RockFell():
            return msg("sab-rockfall", player=who, card=card_name(event.removed), x=event.x, y=event.y)
        case MapRead():
            if mine:
                return msg("sab-map-read-own", player=who, x=event.x, y=event.y, goal=event.goal)
            return msg("sab-map-read", player=who, x=event.x, y=event.y)
        case Discarded() if event.drew is None:  # S-10.2: with the draw pile empty, a pass
            if mine:
                return msg("sab-discarded-pass-own", player=who, card=card_name(event.card))
            return msg("sab-discarded-pass", player=who)
        case Discarded():
            if mine:
                return msg("sab-discarded-own", player=who, card=card_name(event.card))
            return msg("sab-discarded", player=who)
        case Passed():
            return msg("sab-passed", player=who)
    raise TypeError(f"not a Saboteur play: {event!r}")


def _goal_revealed(event: GoalRevealed) -> Message:
    """S-11.1 to S-11.5: who turned the goal up, and for a stone which way its tunnel now opens."""
    opening = edges(rotated(GOAL_KINDS[event.goal].open, event.rot))
    return msg(
        "sab-goal-revealed",
        player=SeatRef(event.seat),
        x=event.x,
        y=event.y,
        goal=goal_word(event.goal),
        open=opening,
    )


def _round_ended(result: RoundResult) -> Message:
    if result.finder is not None:
        outcome = msg("sab-gold-reached", finder=SeatRef(result.finder))
    else:
        outcome = msg("sab-gold-not-reached")
    roles = tuple(
        msg("sab-seat-role", player=SeatRef(s), role=_ROLES[role]) for s, role in enumerate(result.roles)
    )
    return msg(
        "sab-round-ended",
        round=result.round,
        result=outcome,
        roles=roles,
        leftover=_ROLES[result.leftover],
        paid=result.paid,
    )


def _discarded_and_drew(line: Message) -> bool:
    """A public turn line that says only "discards a card face down, draws a card" (S-10.2)."""
    first, then = line.args.get("first"), line.args.get("then")
    return (
        line.id == "sab-then"
        and isinstance(first, Message)
        and first.id == "sab-discarded"
        and isinstance(then, Message)
        and then.id == "sab-drew-card"
    )


_FOLDS: tuple[tuple[Callable[[Message], bool], str], ...] = (
    (_discarded_and_drew, "sab-discarded-many"),
    (lambda line: line.id == "sab-discarded-pass", "sab-passed-discarding-many"),  # S-10.2, S-GAP-17
    (lambda line: line.id == "sab-passed", "sab-passed-many"),  # S-10.4
    (lambda line: line.id == "sab-gold-taken", "sab-gold-taken-many"),  # S-12.3 to S-12.7
)
"""The public lines that say nothing but who did the same hidden thing, and the line that says
a run of them once."""


def summarize(lines: Sequence[Message]) -> tuple[Message, ...]:
    """A turn post's public lines with a run of the same hidden move said once: consecutive face
    down discards (S-10.2), passes with an empty draw pile or an empty hand (S-10.4) and gold
    cards taken in the sharing (S-12.3 to S-12.7) become one line naming the players in order
    ("Ann, Bob and Cy pass, ..."). The card drawn after each play (S-10.1) goes unsaid: every
    turn has one while the pile lasts, and the board counts the pile. ``/game log`` keeps every
    line (``describe``)."""
    said: list[Message] = []
    i = 0
    while i < len(lines):
        fold, end = _fold_of(lines[i]), i + 1
        while fold is not None and end < len(lines) and _fold_of(lines[end]) == fold:
            end += 1
        if fold is None or end - i < 2:
            said.append(_without_draw(lines[i]))
        else:
            players: tuple[Arg, ...] = tuple(_player(line) for line in lines[i:end])
            said.append(msg(fold, players=listed(players)))
        i = end
    return tuple(said)


def _without_draw(line: Message) -> Message:
    """A play's public line without the card drawn after it ("Ann places ...")."""
    first, then = line.args.get("first"), line.args.get("then")
    drew = line.id == "sab-then" and isinstance(then, Message) and then.id == "sab-drew-card"
    return first if drew and isinstance(first, Message) else line


def _fold_of(line: Message) -> str | None:
    return next((many for same, many in _FOLDS if same(line)), None)


def _player(line: Message) -> Arg:
    first = line.args.get("first")
    return first.args["player"] if isinstance(first, Message) else line.args["player"]
