"""Der Goldene Kompass in Discord's words: a seat's hand as text, and the verbs of each
``/kompass`` command and of the hand message's one-click buttons (``cogs.games`` names both).

Read from the seat's own view only: its ``you`` part (hand, undone task) and its own public
entry (experience, companions), so nothing of another seat can appear. Pure: it imports only
``locales``, ``rules`` and the standard library.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import locales
from rules.core import Message, msg
from rules.kompass.data import (
    CARD_NAMES,
    COLOURS,
    COMPANION_POWERS,
    COMPANIONS,
    HAND_LIMIT,
    KIND_NAMES,
    KINDS,
    LEVEL_NAMES,
    PAN_NAMES,
    PAN_POWERS,
)

# The view names companions by message id; this finds what each one does.
_POWER_BY_NAME = {COMPANIONS[companion]: power for companion, power in COMPANION_POWERS.items()}

# The verbs of each command (rules/kompass/actions.py).
DISCARD = {"dis", "bfd"}  # before drawing (K-4.2); with the Butterfly (K-14.7)
DRAW = {"draw"}  # a Lyra pile, or the Pan pile with John Faa (K-15.6)
STOP = {"stop", "bfx"}  # stop drawing; stop discarding with the Butterfly
MOVE = {"mv", "mt", "lee", "fm"}  # a card, the Marten, Lee Scoresby, a forced move (K-5, K-8)
POWER = {"owl", "mouse", "cat", "bf"}  # Pan cards played for their power (K-14)
TAKE = {"xp", "comp", "pan"}  # experience owed, a companion, a city's Pan card (K-6, K-10)
TASK = {"task"}
SKIP = {"pass"}
END = {"end"}


ONE_CLICK = frozenset(STOP | SKIP | END)
"""Decisions without arguments that come at almost every turn: one click on the hand message."""


def private_text(seat_view: dict[str, Any], locale: str, names: Sequence[str]) -> str:
    """The hand (Lyra cards by colour and value, Pan cards with what they do), the undone task
    with each requirement against the seat's experience, and the seat's companions."""
    you = seat_view["you"]
    me = seat_view["players"][you["seat"]]
    lines = [
        msg("kom-text-hand", count=len(you["hand"]), limit=HAND_LIMIT),
        *_lyra_lines(you["hand"]),
        *_pan_lines(you["hand"]),
        *_task_lines(you["task"], me["xp"]),
        *_companion_lines(me["companions"]),
    ]
    return "\n".join(locales.render(line, locale, names) for line in lines)


def _grouped(cards: list[dict[str, Any]]) -> list[tuple[Message, list[dict[str, Any]]]]:
    """Cards with the same face under one name (instance ids differ, faces repeat)."""
    groups: dict[Message, list[dict[str, Any]]] = {}
    for card in cards:
        groups.setdefault(CARD_NAMES[card["id"]], []).append(card)
    return list(groups.items())


def _times(name: Message, count: int) -> Message:
    return name if count == 1 else msg("kom-text-times", item=name, count=count)


def _lyra_lines(hand: list[dict[str, Any]]) -> list[Message]:
    lyra = sorted(
        (card for card in hand if card["type"] == "lyra"),
        key=lambda card: (COLOURS.index(card["colour"]), card["value"]),
    )
    if not lyra:
        return [msg("kom-text-no-lyra")]
    return [msg("kom-text-lyra", cards=tuple(_times(name, len(same)) for name, same in _grouped(lyra)))]


def _pan_lines(hand: list[dict[str, Any]]) -> list[Message]:
    """One line per ability: the cards that have it (a Mouse or an Owl with its kind), then what
    it does."""
    pan = sorted(
        (card for card in hand if card["type"] == "pan"),
        key=lambda card: (
            list(PAN_NAMES).index(card["ability"]),
            KINDS.index(card["xp"]) if card["xp"] else 0,
        ),
    )
    if not pan:
        return [msg("kom-text-no-pan")]
    by_ability: dict[str, list[dict[str, Any]]] = {}
    for card in pan:
        by_ability.setdefault(card["ability"], []).append(card)
    return [
        msg("kom-text-pan"),
        *(
            msg(
                "kom-text-pan-card",
                cards=tuple(_times(name, len(same)) for name, same in _grouped(cards)),
                power=Message(PAN_POWERS[ability]),
            )
            for ability, cards in by_ability.items()
        ),
    ]


def _task_lines(task: dict[str, Any] | None, xp: dict[str, int]) -> list[Message]:
    if task is None:
        return [msg("kom-text-no-task")]
    emblems = task["emblems"]
    return [
        msg("kom-text-task", level=LEVEL_NAMES[task["level"]], task=Message(task["name"])),
        *(
            msg(
                "kom-text-emblem",
                kind=Message(KIND_NAMES[emblem["xp"]]),
                have=xp[emblem["xp"]],
                need=emblem["need"],
                cost=emblem["cost"],
            )
            for emblem in emblems
        ),
        msg("kom-text-task-ready", ready=all(xp[e["xp"]] >= e["need"] for e in emblems)),
    ]


def _companion_lines(companions: list[str]) -> list[Message]:
    if not companions:
        return [msg("kom-text-no-companions")]
    return [
        msg("kom-text-companions"),
        *(
            msg("kom-text-companion", companion=Message(name), power=Message(_POWER_BY_NAME[name]))
            for name in dict.fromkeys(companions)
        ),
    ]
