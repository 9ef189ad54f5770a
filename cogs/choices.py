"""The legal actions as a player picks them in Discord: autocomplete answers and the hand
message's menus. Pure: it reads the host's ``ActionChoice`` list, never decides what is legal.
Each game's grouping of its actions is in its text module, named in ``cogs.games``."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from host import ActionChoice

MAX_CHOICES = 25  # Discord's limit for autocomplete answers and select options
MAX_CHOICE_NAME = 100


@dataclass(frozen=True)
class ActionGroup:
    key: str  # select option value: short, stable within one hand
    label: str
    choices: tuple[ActionChoice, ...]


ActionGrouper = Callable[[Sequence[ActionChoice], str], list[ActionGroup]]
"""``fn(choices, locale)``: how the hand message's first select groups a game's legal actions,
labels rendered in ``locale``."""


def choice_name(choice: ActionChoice) -> str:
    return choice.label if len(choice.label) <= MAX_CHOICE_NAME else choice.label[: MAX_CHOICE_NAME - 1] + "…"


def filter_choices(choices: Sequence[ActionChoice], typed: str) -> list[ActionChoice]:
    """Autocomplete: what was typed narrows by label or code, at most 25 answers."""
    words = typed.lower().split()
    found = [c for c in choices if all(w in c.label.lower() or w in c.code.lower() for w in words)]
    return found[:MAX_CHOICES]
