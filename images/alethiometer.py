"""Every Alethiometer picture, each a pure function of a view (rules/alethiometer/__init__.py):
the renderer ``images.RENDERERS`` holds for the game.

- ``board``: the public table (alethiometer_board.py): journey track with Lyra, the dial with
  this turn's needle, the Item tiles of each location, the piles and tokens, and every player's
  table.
- ``private``: a seat's hand as cards, its own tiles with their values, the two characters
  dealt to it, and the cards and tiles it has seen in other hands (A-DEC-10;
  alethiometer_private.py).
- ``summary``: the end of a part (the Truth-token draft on offer) or the final score (A-15;
  alethiometer_summary.py).

What they share (scale, colours, a tile face up, Truth tokens) is in alethiometer_parts.py. The
board and the summary read only the public view; the private picture reads only ``you`` of a
seat view. Every word comes from ``locales/*/alethiometer.ftl`` in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence

from images import toolkit as tk
from images.alethiometer_board import draw_board, ferry_line, last_turn_line, status
from images.alethiometer_parts import View
from images.alethiometer_private import draw_private
from images.alethiometer_summary import draw_final, draw_part_end
from rules.core import SeatRef


def words_for(view: View, names: Sequence[str], locale: str) -> tk.Words:
    return tk.Words.of(names, view["players"], locale)


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    you = view.get("you")
    if you is None:
        return []
    words = words_for(view, names, locale)
    return [tk.encode(draw_private(view, words), "hand")]


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    if view["phase"] not in ("end", "over"):
        return None
    words = words_for(view, names, locale)
    image = draw_final(view, words) if view["phase"] == "over" else draw_part_end(view, words)
    return tk.encode(image, "summary")


def alt_text(kind: str, view: View, words: tk.Words) -> list[str]:
    """What the picture ``kind`` drawn from ``view`` shows, line by line, for readers who cannot
    see it: its own headings, from the same view (the public one for the board and summaries)."""
    if kind == "board":
        lines = [words("ale-title"), words("ale-img-part", part=view["part"], turns=view["turns"])]
        lines += [status(view, words), ferry_line(view, words)]
        return lines + ([last_turn_line(view["last"], words)] if view.get("last") else [])
    if kind == "hand":
        return [words("ale-img-hand-title", player=SeatRef(view["viewer"]), count=len(view["you"]["hand"]))]
    if view["phase"] == "over":  # "summary": the final score
        scores = view["scores"]
        best = max(row["total"] for row in scores)
        winners = tuple(SeatRef(seat) for seat, row in enumerate(scores) if row["total"] == best)
        return [words("ale-img-final"), words("ale-img-winners", players=winners, count=len(winners))]
    return [words("ale-img-part-end", part=view["part"])]  # "summary": a part's end
