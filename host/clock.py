"""Where the host gets the time, so tests can move it."""

from __future__ import annotations

import time
from typing import Protocol


class Clock(Protocol):
    """What the host needs of a clock: the unix time now."""

    def now(self) -> float: ...


class SystemClock:
    def now(self) -> float:
        return time.time()


class FakeClock:
    """A clock that stands still until ``advance`` moves it."""

    def __init__(self, start: float = 1_800_000_000.0) -> None:
        self._now = start

    def now(self) -> float:
        return self._now

    def advance(self, seconds: float) -> None:
        if seconds < 0:
            raise ValueError("time only moves forward")
        self._now += seconds
