"""Saboteur's hand menu: the legal actions grouped by card (S-5.2: a turn is one card), each
action read through ``rules.saboteur.actions.decode``. ``cogs.games`` names the grouping for the
game; the ``/saboteur`` verbs sort by the same reading."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import locales
from cogs.choices import ActionGroup
from host import ActionChoice
from rules import GAMES
from rules.core import required
from rules.saboteur.actions import PASS, PICK, Play, card_title, decode

GAME = GAMES["saboteur"]


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
