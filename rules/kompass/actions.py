"""Der Goldene Kompass actions: one ``rules.core.Action`` per decision, written as a short code
``verb:arg:arg`` and labelled with a catalog Message.

Codes: ``dis:k17`` discard before drawing, ``draw:red`` / ``draw:pan`` (John Faa), ``stop``;
``mv:k17`` move with a card, ``mv:k17:2`` a 3 played as 2 (Serafina), ``mt:p2:3`` Marten,
``lee``, any move with ``:ice`` (Iorek passes a snow field), ``fm:k17`` / ``fm`` forced move,
``end``; ``pan`` / ``pan:k17`` take the city's Pan card (making room); ``owl:p9``,
``mouse:p5``, ``cat:p12:lee``, ``bf:p14`` then ``bfd:k3``... ``bfx`` and draws; ``xp:dust``
choose a kind; ``task``, ``comp:iorek``, ``pass``.
"""

from __future__ import annotations

import re
from functools import cache

from rules.core import Action, InvalidActionError, Message, msg
from rules.kompass.data import CARD_NAMES, COLOUR_NAMES, COMPANIONS, KIND_NAMES, KINDS, LYRA, PAN

_CARD = r"(?:k\d{1,2}|p\d{1,2})"
_PAN = r"p\d{1,2}"
_KIND = "|".join(KINDS)
_COMP = "|".join(COMPANIONS)
_COLOUR_OR_PAN = "|".join((*COLOUR_NAMES, "pan"))
# The last argument of a move on which Iorek lets the pawn pass a snow field (K-15.1).
ICE = "ice"

# verb -> pattern of the whole code
_PATTERNS: dict[str, re.Pattern[str]] = {
    verb: re.compile(pattern)
    for verb, pattern in {
        "dis": rf"dis:({_CARD})",
        "draw": rf"draw:({_COLOUR_OR_PAN})",
        "stop": "stop",
        "mv": rf"mv:({_CARD})(?::([12]))?(?::({ICE}))?",
        "mt": rf"mt:({_PAN}):([123])(?::({ICE}))?",
        "lee": "lee",
        "fm": rf"fm(?::({_CARD}))?",
        "end": "end",
        "pan": rf"pan(?::({_CARD}))?",
        "owl": rf"owl:({_PAN})",
        "bf": rf"bf:({_PAN})",
        "bfd": rf"bfd:({_CARD})",
        "bfx": "bfx",
        "cat": rf"cat:({_PAN}):({_COMP})",
        "mouse": rf"mouse:({_PAN})",
        "xp": rf"xp:({_KIND})",
        "task": "task",
        "comp": rf"comp:({_COMP})",
        "pass": "pass",
    }.items()
}


def from_code(code: str) -> Action:
    """The action a code names; InvalidActionError for anything else."""
    verb = code.split(":", 1)[0]
    pattern = _PATTERNS.get(verb)
    match = pattern.fullmatch(code) if pattern else None
    if match is None:
        raise InvalidActionError(msg("kom-not-an-action", code=code[:40]))
    args = tuple(arg for arg in match.groups() if arg is not None)
    for arg in args:
        if arg[0] in "kp" and arg[1:].isdigit() and arg not in LYRA and arg not in PAN:
            raise InvalidActionError(msg("kom-no-such-card", card=arg))
    return action(verb, *args)


@cache
def action(verb: str, *args: str) -> Action:
    """The action ``verb:args`` with its label. Cached: the engine offers the same few hundred
    actions over and over, and an Action is immutable."""
    return Action(verb, args, label=label(verb, args))


def label(verb: str, args: tuple[str, ...]) -> Message:
    """What the action says to the player who may take it (it may name his own cards)."""
    ice = ICE in args
    match verb:
        case "dis":
            return msg("kom-act-discard", card=CARD_NAMES[args[0]])
        case "draw":
            if args[0] == "pan":
                return msg("kom-act-draw-pan")
            return msg("kom-act-draw-lyra", colour=Message(COLOUR_NAMES[args[0]]))
        case "stop":
            return msg("kom-act-stop")
        case "mv":
            if len(args) > 1 and args[1] != ICE:
                return msg("kom-act-move-as", card=CARD_NAMES[args[0]], value=int(args[1]), ice=ice)
            return msg("kom-act-move", card=CARD_NAMES[args[0]], ice=ice)
        case "mt":
            return msg("kom-act-marten", steps=int(args[1]), ice=ice)
        case "lee":
            return msg("kom-act-lee")
        case "fm":
            return msg("kom-act-forced-discard", card=CARD_NAMES[args[0]]) if args else msg("kom-act-forced")
        case "end":
            return msg("kom-act-end")
        case "pan":
            return (
                msg("kom-act-take-pan-discarding", card=CARD_NAMES[args[0]])
                if args
                else msg("kom-act-take-pan")
            )
        case "owl":
            return msg("kom-act-owl", card=CARD_NAMES[args[0]])
        case "bf":
            return msg("kom-act-butterfly")
        case "bfd":
            return msg("kom-act-butterfly-discard", card=CARD_NAMES[args[0]])
        case "bfx":
            return msg("kom-act-butterfly-done")
        case "cat":
            return msg("kom-act-cat", companion=Message(COMPANIONS[args[1]]))
        case "mouse":
            return msg("kom-act-mouse", card=CARD_NAMES[args[0]])
        case "xp":
            return msg("kom-act-gain", kind=Message(KIND_NAMES[args[0]]))
        case "task":
            return msg("kom-act-task")
        case "comp":
            return msg("kom-act-companion", companion=Message(COMPANIONS[args[0]]))
        case "pass":
            return msg("kom-act-pass")
    raise AssertionError(verb)
