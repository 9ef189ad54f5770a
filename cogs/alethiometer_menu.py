"""The Alethiometer's verbs: the first word of an action code (rules/alethiometer/__init__.py,
"Action codes") sorts the legal actions into the ``/alethiometer`` commands and the hand menu's
groups, in turn order. ``cogs.games`` names the grouping for the game."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import locales
from cogs.choices import ActionGroup
from host import ActionChoice


@dataclass(frozen=True)
class Verb:
    """One command of the group and one group of the hand menu: the action verbs it covers."""

    key: str
    verbs: frozenset[str]
    label: str  # message id naming the group in the hand menu


VERBS = (
    Verb("choose", frozenset({"keep"}), "ale-group-choose"),  # simultaneous
    Verb("red", frozenset({"red"}), "ale-group-red"),
    Verb("action", frozenset({"alet", "mag", "dust", "skip"}), "ale-group-action"),
    Verb("ally", frozenset({"ally"}), "ale-group-ally"),
    Verb("set", frozenset({"pair", "tri", "spy"}), "ale-group-set"),
    Verb("score", frozenset({"score"}), "ale-group-score"),
    Verb("end", frozenset({"end"}), "ale-group-end"),
    Verb("card", frozenset({"disc", "done", "give", "take"}), "ale-group-card"),
    Verb("ferry", frozenset({"ferry"}), "ale-group-ferry"),
    Verb("truth", frozenset({"pick", "drop"}), "ale-group-truth"),
)
BY_KEY = {verb.key: verb for verb in VERBS}


def verb_of(choice: ActionChoice) -> str:
    return choice.code.split(":", 1)[0]


def of_verb(choices: Sequence[ActionChoice], key: str) -> list[ActionChoice]:
    verbs = BY_KEY[key].verbs
    return [choice for choice in choices if verb_of(choice) in verbs]


def group_by_verb(choices: Sequence[ActionChoice], locale: str) -> list[ActionGroup]:
    """The hand menu's first select: the verbs the caller can use now, in turn order."""
    return [
        ActionGroup(verb.key, locales.text(locale, verb.label), tuple(found))
        for verb in VERBS
        if (found := of_verb(choices, verb.key))
    ]
