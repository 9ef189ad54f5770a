"""Saboteur: a seat's secrets as text (its role, hand, broken tools, map peeks, gold, draft),
read from its own view only, in the reader's locale.

Pure: reads the seat's view, returns text; ``cogs.games`` names it for the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import locales
from rules.core import Arg, msg
from rules.saboteur.actions import tool_name


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
