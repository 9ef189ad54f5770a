"""The Saboteur AI policy: decides from its own seat's view and the legal actions only."""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.saboteur.actions import SaboteurAction


def choose(view: dict, legal: Sequence[SaboteurAction], rng: random.Random) -> SaboteurAction:
    return rng.choice(list(legal))
