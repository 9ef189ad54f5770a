"""Every Saboteur picture, each a pure function of a view (docs/saboteur-views.md): the renderer
``images.RENDERERS`` holds for the game.

- ``board``: the public table (saboteur_board.py): maze, coordinates, players, deck, turn, last
  move.
- ``private``: one picture: a seat's hand, its role as a badge and its map-peek results
  (saboteur_private.py).
- ``summary``: the round end (roles revealed, S-11.7) or the final standings (S-14;
  saboteur_summary.py).

All are composed for the size Discord shows them inline (``WIDTH``, ``TEXT``, ``NAME`` of
saboteur_parts.py, which also holds the card faces, tools, dwarves and coins they share).
The board reads only the public view; the private picture reads only ``you`` of a seat view.
Every word comes from the catalogs (``locales/*/pictures.ftl``) in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence

from images import toolkit as tk
from images.saboteur_board import board_alt, draw_board
from images.saboteur_parts import View
from images.saboteur_private import draw_private, hand_alt
from images.saboteur_summary import draw_round_end, draw_standings, headline, round_note
from rules.core import SeatRef

words_for = tk.words_for  # the renderer interface of images/__init__.py, shared with Kompass


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """One picture of what only this seat knows (issue 23): its hand, its role as a badge
    beside it, and what it saw with a map this round (S-9.2)."""
    if not view.get("you"):
        return []
    return [tk.encode(draw_private(view, words_for(view, names, locale)), "hand")]


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    """The final standings once the game is over (S-14); the end of the last finished round
    (roles revealed, S-11.7) while its gold is shared out (S-12) and when the next round has
    just been dealt, before its first move; None otherwise."""
    if view["phase"] == "game_over":
        return tk.encode(draw_standings(view, words_for(view, names, locale)), "standings")
    just_dealt = view["phase"] == "play" and view.get("last") is None
    if view.get("round_results") and (view["phase"] == "draft" or just_dealt):
        return tk.encode(draw_round_end(view, words_for(view, names, locale)), "round")
    return None


def alt_text(kind: str, view: View, words: tk.Words) -> list[str]:
    """What the picture ``kind`` drawn from ``view`` shows, line by line, for readers who cannot
    see it: its own headings and the facts it draws, from the same view (the public one for the
    board and the summaries)."""
    if kind == "board":
        return board_alt(view, words)
    if kind == "hand":
        return hand_alt(view, words)
    if kind == "standings":
        scores = view["scores"]
        best = max(scores)
        winners = tuple(SeatRef(seat) for seat, score in enumerate(scores) if score == best)
        return [words("img-standings"), words("img-most-gold", players=winners)]
    result = view["round_results"][-1]  # "round"
    return [headline(result, words), round_note(result, words)]
