"""Pillow renderers: a *view* in, a picture out (docs/interfaces.md, "images/").

Each game with pictures is one module satisfying ``Renderer`` (``board``, ``private``,
``summary``, ``words_for``, ``alt_text``); adding a game means adding its module to ``RENDERERS``,
the pictures' registry as ``rules.GAMES`` is the rules'. Every
function is pure and thread-safe; the bot runs them in the worker processes of ``images.pool``.
``locale`` ("en", "hu") is the language of every word on the picture: the table's language for
the board and the summary, the reader's own locale for private pictures (docs/architecture.md,
"Words and languages").

Each distinct (game, kind, view, names, locale) is drawn and encoded once, then reused from
``toolkit.PICTURES`` for every recipient and every resend.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Sequence
from typing import Any, Protocol, TypeVar

from images import alethiometer, kompass, saboteur, toolkit
from images.toolkit import Picture

__all__ = ["MAX_ALT_TEXT", "RENDERERS", "Picture", "Renderer", "alt_text", "board", "private", "summary"]

View = dict[str, Any]
_Drawn = TypeVar("_Drawn")


class Renderer(Protocol):
    """What a game's picture module offers (each of its functions pure)."""

    def board(self, view: View, names: Sequence[str], locale: str) -> Picture: ...

    def private(self, view: View, names: Sequence[str], locale: str) -> list[Picture]: ...

    def summary(self, view: View, names: Sequence[str], locale: str) -> Picture | None: ...

    def words_for(self, view: View, names: Sequence[str], locale: str) -> toolkit.Words: ...

    def alt_text(self, kind: str, view: View, words: toolkit.Words) -> list[str]: ...


RENDERERS: dict[str, Renderer] = {"saboteur": saboteur, "kompass": kompass, "alethiometer": alethiometer}
"""Game id -> module drawing that game's pictures. Games missing here have no pictures yet."""


def board(game_id: str, public_view: View, names: Sequence[str], locale: str) -> Picture | None:
    """The public table picture, or None when the game has no pictures yet."""
    return _remembered("board", game_id, public_view, names, locale, lambda renderer: renderer.board)


def private(game_id: str, seat_view: View, names: Sequence[str], locale: str) -> list[Picture]:
    """The pictures only that seat may see (hand, role, map peeks); [] when there are none."""
    return list(
        _remembered("private", game_id, seat_view, names, locale, lambda renderer: renderer.private) or []
    )


def summary(game_id: str, public_view: View, names: Sequence[str], locale: str) -> Picture | None:
    """Round end or final standings when the view is at one, else None."""
    return _remembered("summary", game_id, public_view, names, locale, lambda renderer: renderer.summary)


MAX_ALT_TEXT = 1024
"""Discord's limit for an attachment's description (its alt text)."""


def alt_text(game_id: str, kind: str, view: View, names: Sequence[str], locale: str) -> str:
    """What the picture ``kind`` (``Picture.kind``) drawn from ``view`` shows, in ``locale``, for
    readers who cannot see it: built from the same view as the picture, so a board's alt text
    tells no more than the board. At most ``MAX_ALT_TEXT`` characters; "" for a game without
    pictures."""
    renderer = RENDERERS.get(game_id)
    if renderer is None:
        return ""
    words = renderer.words_for(view, names, locale)
    said = "\n".join(line for line in renderer.alt_text(kind, view, words) if line)
    return said if len(said) <= MAX_ALT_TEXT else said[: MAX_ALT_TEXT - 1] + "…"


def _remembered(
    kind: str,
    game_id: str,
    view: View,
    names: Sequence[str],
    locale: str,
    drawing: Callable[[Renderer], Callable[[View, Sequence[str], str], _Drawn]],
) -> _Drawn | None:
    """``kind`` drawn by the game's renderer (None for a game without pictures), once per view."""
    renderer = RENDERERS.get(game_id)
    if renderer is None:
        return None
    draw = drawing(renderer)
    key = (kind, game_id, view_digest(view), tuple(names), locale)
    return toolkit.PICTURES.get(key, lambda: draw(view, names, locale))


def view_digest(view: View) -> bytes:
    """A view's fingerprint: equal views give equal digests, whatever their keys' order."""
    written = json.dumps(view, sort_keys=True, separators=(",", ":"), default=repr)
    return hashlib.blake2b(written.encode(), digest_size=16).digest()
