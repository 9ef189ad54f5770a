"""Pillow renderers: a *view* in, a picture out (docs/interfaces.md, "images/").

Each game with pictures is one module exposing ``board``, ``private`` and ``summary`` with the
signatures below minus the game id; adding a game means adding its module to ``RENDERERS``.
Every function is pure and thread-safe: callers run them in worker threads. ``locale`` ("en",
"hu") is the language of every word on the picture: the table's language for the board and the
summary, the reader's own locale for private pictures (DESIGN.md, "Words and languages").
"""

from __future__ import annotations

from collections.abc import Sequence
from types import ModuleType
from typing import Any

from images import alethiometer, kompass, saboteur
from images.toolkit import Picture

__all__ = ["RENDERERS", "Picture", "board", "private", "summary"]

RENDERERS: dict[str, ModuleType] = {"saboteur": saboteur, "kompass": kompass, "alethiometer": alethiometer}
"""Game id -> module drawing that game's pictures. Games missing here have no pictures yet."""


def board(game_id: str, public_view: dict[str, Any], names: Sequence[str], locale: str) -> Picture | None:
    """The public table picture, or None when the game has no pictures yet."""
    renderer = RENDERERS.get(game_id)
    return renderer.board(public_view, names, locale) if renderer else None


def private(game_id: str, seat_view: dict[str, Any], names: Sequence[str], locale: str) -> list[Picture]:
    """The pictures only that seat may see (hand, role, map peeks); [] when there are none."""
    renderer = RENDERERS.get(game_id)
    return renderer.private(seat_view, names, locale) if renderer else []


def summary(game_id: str, public_view: dict[str, Any], names: Sequence[str], locale: str) -> Picture | None:
    """Round end or final standings when the view is at one, else None."""
    renderer = RENDERERS.get(game_id)
    return renderer.summary(public_view, names, locale) if renderer else None
