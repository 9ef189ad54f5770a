"""What every Alethiometer picture shares: its scale (composed for Discord's inline size), the
colours of seats, decks, the dial and the cards, an Item tile face up and the Truth tokens."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from images import toolkit as tk
from rules.alethiometer import data

View = dict[str, Any]

# Drawn at twice the size Discord shows it (toolkit.DOUBLE_WIDTH and the sizes after it).
WIDTH, HEIGHT = tk.DOUBLE_WIDTH, tk.DOUBLE_HEIGHT
MARGIN = tk.DOUBLE_MARGIN
TEXT = tk.DOUBLE_TEXT  # every word; names and whose turn in NAME
NAME = tk.DOUBLE_NAME
LINE = tk.DOUBLE_LINE

# The seats' colours are toolkit.SEAT_COLOURS (shared with Kompass); the decks of parts I-III
# take the same shades (tests/images/test_colour_blindness.py checks both).
DECK_COLORS = {deck: tk.SEAT_COLOURS[deck] for deck in data.DECK_COLOURS}
NEEDLE_RED = (226, 60, 50)
NEEDLE_BLUE = (120, 196, 240)
DIAL_FACE = (214, 184, 120)
DIAL_RIM = (120, 84, 40)
TRACK_BOX = tk.SURFACE_LIGHT
DESTINATION_BOX = (92, 74, 120)
PATH_BOX = (112, 92, 40)  # the boxes Lyra moved through in the last turn
CARD_FACE = (236, 224, 196)
KIND_COLORS = {  # a Lyra card's band, under its family's name; apart for colour-blind eyes too
    **{kind: (160, 70, 30) for kind in data.DAEMONS},
    **{kind: (40, 80, 170) for kind in data.SYMBOLS},
    data.SPYFLY: (0, 130, 95),
    data.WILD: (150, 110, 170),
}


def tile_face(
    image: Image.Image, draw: ImageDraw.ImageDraw, rect: tuple[int, int, int, int], tile: View
) -> None:
    """An Item tile face up: its value, or the alethiometer drawn as a small dial."""
    draw.rounded_rectangle(rect, 5, fill=CARD_FACE, outline=tk.CARD_BORDER, width=2)
    x, top = (rect[0] + rect[2]) / 2, rect[1]
    if tile["alethiometer"]:
        draw.ellipse((x - 9, top + 5, x + 9, top + 23), fill=DIAL_FACE, outline=DIAL_RIM, width=2)
        draw.line(((x, top + 14), (x + 5, top + 8)), fill=NEEDLE_RED, width=2)
    else:
        tk.text(image, (x, top - 1), str(tile["value"]), TEXT, tk.INK_DARK, "ma", tk.BOLD)


def truth_tokens(
    image: Image.Image, draw: ImageDraw.ImageDraw, values: Sequence[int], x: float, y: float
) -> None:
    """Truth tokens face up: a round token with its value each."""
    for value in values:
        draw.ellipse((x - 13, y - 13, x + 13, y + 13), fill=tk.GOLD, outline=tk.GOLD_DARK, width=2)
        tk.text(image, (x, y), str(value), TEXT, tk.INK_DARK, "mm", tk.BOLD)
        x += 29
