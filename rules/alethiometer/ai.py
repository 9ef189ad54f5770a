"""The AI policy (placeholder while the engine settles)."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any


def choose(view: dict[str, Any], legal: Sequence, rng: random.Random):
    return rng.choice(list(legal))
