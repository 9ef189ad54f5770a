"""Alethiometer action codes (``verb[:arg...]``, e.g. ``red``, ``mag:2``, ``pair:ermine:1``,
``ally:3:2``): parsing, and the labels that say what an action does.

The engine labels its legal actions with what it knows of the moment (the spin, Lyra's location,
the ally); ``parse`` labels a code with what the code alone says.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

from rules.alethiometer import data, events
from rules.core import Action, InvalidActionError, Message, SeatRef, msg

_SEAT = frozenset("0123")
_VALUES = frozenset(str(v) for v in set(data.TRUTH_VALUES))
_ARGS: dict[str, tuple[Callable[[str], bool], ...]] = {
    # verb: allowed argument tuples, as one predicate per position
    "keep": ((lambda a: a in data.CHARACTERS),),
    "red": (),
    "skip": (),
    "alet": (),
    "mag": ((lambda a: a in _SEAT),),
    "pair": ((lambda a: a in data.DAEMONS), (lambda a: a in ("1", "2"))),
    "score": ((lambda a: a in data.DAEMONS), (lambda a: a in ("1", "2")), (lambda a: a in data.TILES)),
    "tri": ((lambda a: a in data.SYMBOLS), (lambda a: a in ("1", "2", "3"))),
    "spy": ((lambda a: a in _SEAT),),
    "end": (),
    "disc": ((lambda a: a in data.CARD_KINDS),),
    "done": (),
    "give": ((lambda a: a in data.CARD_KINDS),),
    "take": ((lambda a: a in data.CARD_KINDS),),
    "ferry": ((lambda a: a in ("a", "b")),),
    "pick": ((lambda a: a in _VALUES),),
    "drop": ((lambda a: a in _VALUES),),
}
# verbs with up to this many arguments from a set: ally takes seats, counts 1-2, kinds or tiles
_VARIADIC = {"dust": (1, _SEAT), "ally": (2, _SEAT | set(data.CARD_KINDS) | set(data.TILES))}


def parse(code: str) -> Action:
    """The action of ``code``, labelled from the code alone; InvalidActionError for anything else."""
    if not isinstance(code, str) or not code.isascii() or len(code) > 60:
        raise InvalidActionError(msg("ale-refuse-code", code=str(code)[:60]))
    verb, *args = code.split(":")
    if verb in _VARIADIC:
        most, allowed = _VARIADIC[verb]
        ok = len(args) <= most and all(arg in allowed for arg in args)
    else:
        checks = _ARGS.get(verb)
        ok = (
            checks is not None
            and len(args) == len(checks)
            and all(check(arg) for check, arg in zip(checks, args, strict=True))
        )
    if not ok:
        raise InvalidActionError(msg("ale-refuse-code", code=code))
    return Action(verb, tuple(args), label=_code_label(verb, args))


# --- labels --------------------------------------------------------------------------------
# Cached: a label depends only on its arguments, and legal_actions builds dozens per call.
# Messages are never changed once made, so one instance serves every caller.

SKIP = msg("ale-act-skip")
ALETHIOMETER = msg("ale-act-alethiometer")
END = msg("ale-act-end")
FERRY_TRUTH = msg("ale-act-ferry-truth")


@cache
def card_set(kind: str, naturals: int, size: int) -> Message:
    """``naturals`` cards of ``kind`` and Wild cards up to ``size`` (A-10.6)."""
    return msg("ale-set", card=data.card_name(kind), count=naturals, wilds=size - naturals)


@cache
def keep(ally: str, opposition: str) -> Message:
    """A-5.2, A-5.3: keep one dealt Character, pass the other to the left."""
    return msg("ale-act-keep", ally=data.character_name(ally), opposition=data.character_name(opposition))


@cache
def red(position: int) -> Message:
    """The red end of dial ``position`` (0-7): draw, then maybe advance (A-7.1, A-7.5)."""
    return msg("ale-act-red", red=data.DIAL[position].red_label)


@cache
def magisterium(chooser: int, target: int) -> Message:
    """A-8.3: ``target`` takes the Sky Ferry; ``chooser`` -1 when not known (a parsed code)."""
    return msg("ale-act-magisterium", player=SeatRef(target), yourself=target == chooser)


@cache
def dust(source: int | None) -> Message:
    """A-8.6/A-8.7: from the supply (None) or from a player."""
    if source is None:
        return msg("ale-act-dust")
    return msg("ale-act-dust-from", player=SeatRef(source))


@cache
def pair(kind: str, naturals: int, location: str) -> Message:
    """A-10.2: a Daemon pair takes a tile from Lyra's location."""
    return msg("ale-act-pair", set=card_set(kind, naturals, 2), location=data.location_name(location))


@cache
def score(kind: str, naturals: int, tile: str, location: str) -> Message:
    """A-13.5: a Daemon pair scores a held tile where Lyra is."""
    return msg(
        "ale-act-score",
        set=card_set(kind, naturals, 2),
        tile=data.TILES[tile].label,
        location=data.location_name(location),
    )


@cache
def tri(kind: str, naturals: int) -> Message:
    return msg("ale-act-tri", set=card_set(kind, naturals, 3))


@cache
def spy(target: int) -> Message:
    return msg("ale-act-spy", card=data.card_name(data.SPYFLY), player=SeatRef(target))


@cache
def discard(kind: str, count: int, why: str, by: int | None, seat: int) -> Message:
    """One card of a discard ``count`` cards long, for a reason (events.reason): the hand limit,
    an ability, the Sky Ferry."""
    reason = events.reason(why, by, seat)
    return msg("ale-act-discard-count", card=data.card_name(kind), why=reason, count=count)


@cache
def redraw(kind: str, why: str) -> Message:
    """Mrs Lonsdale: discard any number, then draw as many."""
    return msg("ale-act-discard-why", card=data.card_name(kind), why=data.reason_name(why))


@cache
def stop(count: int) -> Message:
    return msg("ale-act-stop", count=count)


@cache
def give(kind: str, target: int, why: str, by: int | None, seat: int) -> Message:
    reason = events.reason(why, by, seat)
    return msg("ale-act-give", card=data.card_name(kind), player=SeatRef(target), why=reason)


@cache
def take(kind: str, target: int) -> Message:
    return msg("ale-act-take", card=data.card_name(kind), player=SeatRef(target))


@cache
def ferry_cards(count: int) -> Message:
    """A-12.3 (a): the Magisterium score plus one in Lyra cards."""
    return msg("ale-act-ferry-cards", count=count)


@cache
def pick(value: int) -> Message:
    return msg("ale-act-pick", value=value)


@cache
def drop(value: int) -> Message:
    return msg("ale-act-drop", value=value)


def _ally_detail(arg: str) -> Message:
    if arg in _SEAT:
        return msg("ale-detail-player", player=SeatRef(int(arg)))
    if arg in data.TILES:
        return data.TILES[arg].label
    return data.card_name(arg)


def _code_label(verb: str, args: list[str]) -> Message:
    if verb == "keep":
        return msg("ale-act-keep-code", ally=data.character_name(args[0]))
    if verb == "red":
        return msg("ale-act-red-code")
    if verb == "skip":
        return SKIP
    if verb == "alet":
        return ALETHIOMETER
    if verb == "mag":
        return magisterium(-1, int(args[0]))
    if verb == "dust":
        return dust(int(args[0]) if args else None)
    if verb == "ally":
        ally = msg("ale-your-ally")
        if not args:
            return msg("ale-act-ally", ally=ally)
        # a count follows a seat only for Fra Pavel's tokens (A-DEC-9)
        details = tuple(
            msg("ale-detail-tokens", count=int(arg)) if i and arg in ("1", "2") else _ally_detail(arg)
            for i, arg in enumerate(args)
        )
        return msg("ale-act-ally-with", ally=ally, details=details)
    if verb == "pair":
        return msg("ale-act-pair-code", set=card_set(args[0], int(args[1]), 2))
    if verb == "score":
        return msg(
            "ale-act-score-code", set=card_set(args[0], int(args[1]), 2), tile=data.TILES[args[2]].label
        )
    if verb == "tri":
        return tri(args[0], int(args[1]))
    if verb == "spy":
        return spy(int(args[0]))
    if verb == "end":
        return END
    if verb == "disc":
        return msg("ale-act-discard", card=data.card_name(args[0]))
    if verb == "done":
        return msg("ale-act-stop-code")
    if verb == "give":
        return msg("ale-act-give-code", card=data.card_name(args[0]))
    if verb == "take":
        return msg("ale-act-take-code", card=data.card_name(args[0]))
    if verb == "ferry":
        return msg("ale-act-ferry-cards-code") if args[0] == "a" else FERRY_TRUTH
    if verb == "pick":
        return pick(int(args[0]))
    return drop(int(args[0]))
