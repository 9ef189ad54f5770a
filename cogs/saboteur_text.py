"""Saboteur in Discord's words: a seat's secrets as text (its role, hand, broken tools, map
peeks, gold, draft), read from its own view only, in the reader's locale, and the hand menu's
groups of legal actions (by card). Pure; ``cogs.games`` names both for the game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

import locales
from cogs.choices import ActionGroup
from host import ActionChoice
from rules import GAMES
from rules.core import Arg, msg, required
from rules.saboteur.actions import PASS, PICK, Play, card_title, decode, tool_name

GAME = GAMES["saboteur"]


def private_text(view: dict[str, Any], locale: str, names: Sequence[str]) -> str:
    """A seat's secrets in words (docs/saboteur-views.md, "A seat's view")."""
    you = view["you"]

    def say(message_id: str, /, **args: Arg) -> str:
        return locales.render(msg(message_id, **args), locale, names)

    lines = [say("sab-private-role", round=view["round"], role=you.get("role") or "none")]
    hand = tuple(msg(card["name"]) for card in you.get("hand", []))
    lines.append(say("sab-private-hand", cards=hand) if hand else say("sab-private-no-cards"))
    broken = view["players"][you["seat"]]["broken"]
    if broken:
        lines.append(say("sab-private-broken", tools=tuple(tool_name(tool) for tool in broken)))
    for peek in you.get("peeks", []):
        lines.append(say("sab-private-peek", x=peek["x"], y=peek["y"], goal=peek["goal"]))
    if you.get("gold"):
        lines.append(say("sab-private-gold", gold=you["gold"]))
    if you.get("draft"):  # S-12.16: the cards left in the draft, for their holder only
        lines.append(say("sab-private-draft", values=tuple(you["draft"])))
    return "\n".join(lines)


def parsed(choices: Iterable[ActionChoice]) -> list[tuple[ActionChoice, Play]]:
    return [(choice, decode(GAME.parse_action(choice.code))) for choice in choices]


def group_by_card(choices: Sequence[ActionChoice], locale: str) -> list[ActionGroup]:
    """The hand menu's first select (S-5.2: a turn is one card): each card with its actions,
    identical cards once (by name and shape, keyed by the first of them), by name; the gold draft
    and the empty-hand pass are one group each."""
    groups: dict[str, tuple[str, list[ActionChoice]]] = {}  # by label
    for choice, play in parsed(choices):
        if play.kind == PICK:
            key, label = "draft", locales.text(locale, "sab-group-draft")
        elif play.kind == PASS:
            key, label = "pass", locales.text(locale, "sab-group-pass")
        else:
            key, label = required(play.card_id), locales.render(card_title(required(play.card)), locale)
        groups.setdefault(label, (key, []))[1].append(choice)
    return [ActionGroup(key, label, tuple(found)) for label, (key, found) in sorted(groups.items())]
