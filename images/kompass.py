"""Every Der Goldene Kompass picture, each a pure function of a view (rules/kompass/__init__.py):
the renderer ``images.RENDERERS`` holds for the game.

- ``board``: the public table (kompass_board.py): the route to the North with every pawn and the
  last turn's path, each player's experience, tasks and hand size, the piles, round, phase and
  turn.
- ``private``: a seat's hand as cards, its undone task against its experience, its companions
  (kompass_private.py).
- ``summary``: the race at a round's end, and the final standings (kompass_summary.py).

What they share (scale, colours, the legend, the route and its spaces, pawns, experience
symbols) is in kompass_parts.py. The board and the summary read only the public view; the
private picture reads only the seat's own view. Every word comes from the catalogs
(``locales/*/kompass.ftl``) in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence

from images import toolkit as tk
from images.kompass_board import board_alt, draw_board
from images.kompass_parts import View
from images.kompass_private import draw_private, hand_alt
from images.kompass_summary import (
    draw_round_end,
    draw_standings,
    round_end_alt,
    round_just_began,
    standings_alt,
)

words_for = tk.words_for  # the renderer interface of images/__init__.py, shared with Saboteur


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """The seat's hand as cards with what its Pan cards do, its undone task against its own
    experience, and its companions' powers: one picture, from the seat's own view only."""
    if not view.get("you"):
        return []
    return [tk.encode(draw_private(view, words_for(view, names, locale)), "hand")]


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    """The final standings once the game is over (K-12); the end of the last round when the
    next one has just begun, before its first card is drawn (K-3); None otherwise."""
    if view.get("final"):
        return tk.encode(draw_standings(view, words_for(view, names, locale)), "standings")
    if round_just_began(view):
        return tk.encode(draw_round_end(view, words_for(view, names, locale)), "round")
    return None


def alt_text(kind: str, view: View, words: tk.Words) -> list[str]:
    """What the picture ``kind`` drawn from ``view`` shows, line by line, for readers who cannot
    see it: its own headings, from the same view (the public one for the board and summaries)."""
    if kind == "board":
        return board_alt(view, words)
    if kind == "hand":
        return hand_alt(view, words)
    if kind == "standings":
        return standings_alt(view, words)
    return round_end_alt(view, words)  # "round"
