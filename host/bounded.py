"""Bounded in-memory maps (issue 31): what a long-running process remembers per table, channel
or user is kept for the most recently used ones only, so that its memory does not grow with
every table and user it ever met. What is forgotten is read again from the store (or, for a
record of something told, may be told once more)."""

from __future__ import annotations

import collections
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Recent(Generic[K]):
    """The ``capacity`` most recently added keys (a bounded set)."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._keys: collections.OrderedDict[K, None] = collections.OrderedDict()

    def add(self, key: K) -> bool:
        """Remember ``key``; whether it was new."""
        if key in self._keys:
            self._keys.move_to_end(key)
            return False
        self._keys[key] = None
        if len(self._keys) > self.capacity:
            self._keys.popitem(last=False)
        return True

    def __contains__(self, key: object) -> bool:
        return key in self._keys

    def __len__(self) -> int:
        return len(self._keys)


class LastUsed(Generic[K, V]):
    """A map of at most ``capacity`` entries: reading or writing one makes it the most recently
    used, and the least recently used goes first when one more is added."""

    def __init__(self, capacity: int) -> None:
        self.capacity = capacity
        self._items: collections.OrderedDict[K, V] = collections.OrderedDict()

    def get(self, key: K) -> V | None:
        if key not in self._items:
            return None
        self._items.move_to_end(key)
        return self._items[key]

    def __setitem__(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        if len(self._items) > self.capacity:
            self._items.popitem(last=False)

    def pop(self, key: K, default: V | None = None) -> V | None:
        return self._items.pop(key, default)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)
