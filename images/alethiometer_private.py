"""A seat's private Alethiometer picture, from ``you`` of its own view only: its hand as cards,
its own tiles with their values, the two characters dealt to it, and the cards and tiles it has
seen in other hands (A-DEC-10)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from images import toolkit as tk
from images.alethiometer_parts import (
    CARD_FACE,
    DECK_COLORS,
    KIND_COLORS,
    LINE,
    MARGIN,
    NAME,
    TEXT,
    WIDTH,
    View,
    tile_face,
)
from rules.alethiometer import data
from rules.core import SeatRef, msg

CARD_W, CARD_H, CARD_GAP = 122, 150, 8
BAND = (5, 5, CARD_W - 6, CARD_H - 44)  # a Lyra card's band in its kind's colour, with its family
LABEL_ROOM = BAND[2] - BAND[0] - 2 * 8  # 8 px clear of each edge (4 px where Discord shows it)
NAME_ROOM = CARD_W - 2 * 8  # the card's name under the band, as clear of the card's edges
PER_ROW = 8
PRIVATE_W = WIDTH
HEADING_H = 36  # a section's heading line
TILE_W, TILE_H = 184, 64  # a tile with its value and where it comes from (A-DEC-10)
TILE_ROW_H = TILE_H + 10
CHARACTER_H = 30 + 3 * LINE + 10  # a dealt character: name, then its ability in up to three lines


@dataclass
class _Column:
    """A picture built top to bottom: sections append their height as they draw."""

    image: Image.Image
    draw: ImageDraw.ImageDraw
    y: int = MARGIN


def _card_left(index: int) -> int:
    return MARGIN + index % PER_ROW * (CARD_W + CARD_GAP)


def _card_rows(cards: Sequence[View]) -> int:
    return max(1, -(-len(cards) // PER_ROW))


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th card of the hand lies on the private picture."""
    left = _card_left(index)
    top = MARGIN + HEADING_H + index // PER_ROW * (CARD_H + 10)
    return left, top, left + CARD_W, top + CARD_H


def _private_height(you: View) -> int:
    height = MARGIN + HEADING_H + _card_rows(you["hand"]) * (CARD_H + 10)
    if you["tiles"]:
        height += HEADING_H + TILE_ROW_H
    if you["dealt"] and not you["kept"]:
        height += HEADING_H + 2 * (CHARACTER_H + 10)
    for cards in you["seen_cards"].values():
        height += HEADING_H + _card_rows(cards) * (CARD_H + 10)
    for _ in you["seen_tiles"].values():
        height += HEADING_H + TILE_ROW_H
    return height + MARGIN


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    image, draw = tk.canvas(PRIVATE_W, _private_height(you))
    title = words("ale-img-hand-title", player=SeatRef(view["viewer"]), count=len(you["hand"]))
    tk.text(image, (MARGIN, MARGIN - 4), title, NAME, tk.GOLD, weight=tk.BOLD)
    column = _Column(image, draw, MARGIN + HEADING_H)
    _cards(column, you["hand"], words)
    if you["tiles"]:
        _tiles_row(column, words("ale-img-your-tiles"), you["tiles"], words)
    if you["dealt"] and not you["kept"]:
        _dealt(column, you["dealt"], words)
    for seat, cards in sorted(you["seen_cards"].items()):
        _heading(column, words("ale-img-seen-cards", player=SeatRef(int(seat))), tk.INK)
        _cards(column, cards, words)
    for seat, tiles in sorted(you["seen_tiles"].items()):
        _tiles_row(column, words("ale-img-seen-tiles", player=SeatRef(int(seat))), tiles, words)
    return image


def _heading(column: _Column, title: str, fill: tk.Color) -> None:
    tk.text(column.image, (MARGIN, column.y + 2), title, TEXT, fill)
    column.y += HEADING_H


def _cards(column: _Column, cards: Sequence[View], words: tk.Words) -> None:
    if not cards:
        tk.text(column.image, (MARGIN, column.y + 40), words("ale-img-no-cards"), TEXT, tk.INK_DIM)
    top = column.y
    for index, card in enumerate(cards):
        y = top + index // PER_ROW * (CARD_H + 10)
        tk.paste(column.image, card_face(card["kind"], words.locale), (_card_left(index), y))
        for value in _card_words(card["kind"], words):  # drawn once, in the cached face
            tk.note_text(value, TEXT, "essential")
    column.y = top + _card_rows(cards) * (CARD_H + 10)


def _card_words(kind: str, words: tk.Words) -> tuple[str, str]:
    """A Lyra card's family and name, as its face says them."""
    family = "daemon" if kind in data.DAEMONS else "symbol" if kind in data.SYMBOLS else kind
    return words("ale-img-card-family", family=family), words(data.CARD_NAMES[kind])


@tk.static_part
def card_face(kind: str, locale: str) -> Image.Image:
    """One Lyra card: its kind's colour band and name (daemon, symbol, Spyfly or Wild)."""
    face = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(face)
    draw.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 8, fill=CARD_FACE, outline=tk.CARD_BORDER, width=2)
    draw.rounded_rectangle(BAND, 6, fill=KIND_COLORS[kind])
    family, name = _card_words(kind, tk.Words(locale, ()))
    # a long word ("szimbólum", "napkorong") narrows rather than touching the band's or the
    # card's edges (review hungarian-2 N40)
    stretch = tk.stretch_to_fit(family, TEXT, LABEL_ROOM)
    tk.text(face, (CARD_W / 2, (CARD_H - 40) / 2), family, TEXT, tk.INK, "mm", role="decor", stretch=stretch)
    stretch = tk.stretch_to_fit(name, TEXT, NAME_ROOM, tk.BOLD)
    tk.text(face, (CARD_W / 2, CARD_H - 22), name, TEXT, tk.INK_DARK, "mm", tk.BOLD, "decor", stretch)
    return face


def _tiles_row(column: _Column, title: str, tiles: Sequence[View], words: tk.Words) -> None:
    _heading(column, title, tk.INK)
    x = MARGIN
    for tile in tiles:
        rect = (x, column.y, x + TILE_W, column.y + TILE_H)
        tile_face(column.image, column.draw, rect, tile)
        origin = words(data.LOCATION_NAMES[tile["origin"]])
        tk.text(column.image, (x + TILE_W / 2, column.y + 30), origin, TEXT, tk.INK_DARK, "ma")
        x += TILE_W + 10
    column.y += TILE_ROW_H


def _dealt(column: _Column, dealt: Sequence[View], words: tk.Words) -> None:
    """The two characters to choose an ally from, with their ability text (A-5.2)."""
    _heading(column, words("ale-img-dealt"), tk.HIGHLIGHT)
    for character in dealt:
        rect = (MARGIN, column.y, PRIVATE_W - MARGIN, column.y + CHARACTER_H)
        column.draw.rounded_rectangle(
            rect, 8, fill=tk.SURFACE, outline=DECK_COLORS[character["deck"]], width=3
        )
        title = words("ale-img-character", name=msg(character["name"]), magisterium=character["magisterium"])
        tk.text(column.image, (MARGIN + 12, column.y + 4), title, NAME - 2, tk.INK, weight=tk.BOLD)
        ability = tk.wrap(words(character["text"]), TEXT, PRIVATE_W - 2 * MARGIN - 24, 3)
        for number, line in enumerate(ability):
            tk.text(column.image, (MARGIN + 12, column.y + 34 + number * LINE), line, TEXT, tk.INK_DIM)
        column.y += CHARACTER_H + 10
