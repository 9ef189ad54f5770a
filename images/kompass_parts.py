"""What every Kompass picture shares: its scale (composed for Discord's inline size), the
colours of players and experience kinds, the legend of the experience symbols, and the static
parts: the route of K-DEC-3 laid out as a serpentine to the North, its spaces, the experience
symbols and the pawns. Every static part is drawn once and cached (``toolkit.static_part``);
callers paste them and never draw on them."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from images import toolkit as tk
from rules.core import Message, required
from rules.kompass.data import BOARD, KIND_NAMES, KINDS

Color = tk.Color
View = dict[str, Any]

# Drawn at twice the size Discord shows it (toolkit.DOUBLE_WIDTH and the sizes after it).
WIDTH, HEIGHT = tk.DOUBLE_WIDTH, tk.DOUBLE_HEIGHT
MARGIN = tk.DOUBLE_MARGIN
TEXT = tk.DOUBLE_TEXT  # every word; names and whose turn in NAME
NAME = TITLE = tk.DOUBLE_NAME
LINE = tk.DOUBLE_LINE

COLS = 12  # spaces per row of the serpentine: 62 spaces make 5 rows and 2 spaces, a wide route
CELL_X, CELL_Y = 86, 60  # pixels from one space centre to the next, along a row and between rows
CELL = CELL_Y  # the square a single space is drawn in
SPACE_R = 21  # radius of an ordinary space
CITY_W, CITY_H = 118, 64  # a city's (and the goal's) box: its name and four pawns side by side

KIND_COLORS: dict[str, Color] = {
    "bear": (176, 124, 84),  # the armoured bear: rust and iron
    "witch": (150, 104, 196),  # the witches: violet
    "dust": (226, 186, 70),  # Dust: gold
    "north": (112, 184, 226),  # the North: ice blue
}
SNOW: Color = (236, 244, 250)
COMPASS: Color = (196, 170, 120)
CITY: Color = (96, 80, 66)
ROUTE: Color = (98, 84, 72)


@dataclass(frozen=True)
class Route:
    """Where each space of the route lies inside the route's own box: row 0 (Oxford) at the
    bottom, the goal at the top, rows running left-right then right-left."""

    rows: int = (len(BOARD) + COLS - 1) // COLS

    @property
    def width(self) -> int:
        return (COLS - 1) * CELL_X + CITY_W + 2  # a city at either end keeps its whole box

    @property
    def height(self) -> int:
        return (self.rows - 1) * CELL_Y + CITY_H + 2

    def column(self, space: int) -> int:
        row, step = divmod(space, COLS)
        return step if row % 2 == 0 else COLS - 1 - step

    def centre(self, space: int) -> tuple[int, int]:
        row = space // COLS
        return self.column(space) * CELL_X + CITY_W // 2 + 1, (self.rows - 1 - row) * CELL_Y + CITY_H // 2 + 1

    @property
    def free_width(self) -> int:
        """The width the top row leaves free at its left end, where it ends (the legend's
        place): the serpentine's last row runs right to left."""
        return self.column(len(BOARD) - 1) * CELL_X - CITY_W // 2 if (self.rows - 1) % 2 else 0


ROUTE_LAYOUT = Route()


def _symbol(draw: ImageDraw.ImageDraw, kind: str, cx: float, cy: float, r: float, fill: Color) -> None:
    """The shape of an experience kind, so that kinds differ by more than colour: a paw for
    the bear, a witch's hat, a star of Dust, an arrow to the North."""
    if kind == "bear":
        draw.ellipse((cx - r * 0.55, cy - r * 0.2, cx + r * 0.55, cy + r * 0.75), fill=fill)
        for dx in (-0.6, -0.2, 0.2, 0.6):
            x, y = cx + dx * r, cy - r * (0.45 if abs(dx) < 0.4 else 0.3)
            draw.ellipse((x - r * 0.2, y - r * 0.25, x + r * 0.2, y + r * 0.25), fill=fill)
    elif kind == "witch":
        draw.polygon(
            [(cx, cy - r * 0.9), (cx - r * 0.5, cy + r * 0.45), (cx + r * 0.5, cy + r * 0.45)], fill=fill
        )
        draw.rectangle((cx - r * 0.85, cy + r * 0.45, cx + r * 0.85, cy + r * 0.7), fill=fill)
    elif kind == "dust":
        points = []
        for i in range(8):
            radius = r * (0.9 if i % 2 == 0 else 0.3)
            dx, dy = [(0, -1), (0.7, -0.7), (1, 0), (0.7, 0.7), (0, 1), (-0.7, 0.7), (-1, 0), (-0.7, -0.7)][i]
            points.append((cx + dx * radius, cy + dy * radius))
        draw.polygon(points, fill=fill)
    else:
        draw.polygon([(cx, cy - r * 0.9), (cx - r * 0.6, cy), (cx + r * 0.6, cy)], fill=fill)
        draw.rectangle((cx - r * 0.22, cy - r * 0.05, cx + r * 0.22, cy + r * 0.85), fill=fill)


@tk.static_part
def kind_icon(kind: str, size: int) -> Image.Image:
    """An experience kind's symbol on its colour, for the players panel and the legend."""

    def paint(draw: ImageDraw.ImageDraw, unit: float) -> None:
        s = size * unit
        draw.ellipse((0, 0, s - 1, s - 1), fill=KIND_COLORS[kind])
        _symbol(draw, kind, s / 2, s / 2, s * 0.36, tk.INK_DARK)

    return tk.supersampled(size, size, paint)


@tk.static_part
def snow_icon(size: int) -> Image.Image:
    """A snow field for the legend: a space's broad white rim (K-11)."""

    def paint(draw: ImageDraw.ImageDraw, unit: float) -> None:
        s = size * unit
        draw.ellipse((0, 0, s - 1, s - 1), fill=SNOW)
        draw.ellipse((s * 0.22, s * 0.22, s * 0.78, s * 0.78), fill=ROUTE)

    return tk.supersampled(size, size, paint)


def _space_face(draw: ImageDraw.ImageDraw, index: int, cx: float, cy: float, unit: float) -> None:
    space = BOARD[index]
    r = SPACE_R * unit
    if space.kind in ("city", "goal"):
        w, h = CITY_W * unit / 2, CITY_H * unit / 2
        fill = tk.GOLD_DARK if space.kind == "goal" else CITY
        draw.rounded_rectangle(
            (cx - w, cy - h, cx + w, cy + h),
            radius=10 * unit,
            fill=fill,
            outline=tk.INK_DIM,
            width=round(2 * unit),
        )
    elif space.kind == "compass":
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r), fill=COMPASS, outline=tk.INK_DARK, width=round(2 * unit)
        )
        draw.polygon([(cx, cy - r * 0.85), (cx - r * 0.25, cy), (cx + r * 0.25, cy)], fill=tk.DANGER)
        draw.polygon([(cx, cy + r * 0.85), (cx - r * 0.25, cy), (cx + r * 0.25, cy)], fill=tk.INK_DARK)
        draw.polygon([(cx - r * 0.85, cy), (cx, cy - r * 0.2), (cx, cy + r * 0.2)], fill=tk.INK_DARK)
        draw.polygon([(cx + r * 0.85, cy), (cx, cy - r * 0.2), (cx, cy + r * 0.2)], fill=tk.INK_DARK)
    else:
        kind = required(space.xp)  # an xp or snow space shows its experience
        if space.kind == "snow":  # K-11: a broad white rim marks the snow field
            outer = r + 5 * unit
            draw.ellipse((cx - outer, cy - outer, cx + outer, cy + outer), fill=SNOW)
        draw.ellipse(
            (cx - r, cy - r, cx + r, cy + r),
            fill=KIND_COLORS[kind],
            outline=tk.INK_DARK,
            width=round(2 * unit),
        )
        _symbol(draw, kind, cx, cy, r * 0.62, tk.INK_DARK)


@tk.static_part(maxsize=2)
def route_base() -> Image.Image:
    """The empty route: the track joining the spaces, every space with its symbol. City
    names and numbers are words, drawn by the board over this."""
    layout = ROUTE_LAYOUT

    def paint(draw: ImageDraw.ImageDraw, unit: float) -> None:
        points = [(x * unit, y * unit) for x, y in map(layout.centre, range(len(BOARD)))]
        draw.line(points, fill=ROUTE, width=round(10 * unit), joint="curve")
        for index in range(len(BOARD)):
            x, y = layout.centre(index)
            _space_face(draw, index, x * unit, y * unit, unit)

    return tk.supersampled(layout.width, layout.height, paint)


@tk.static_part
def space_face(index: int) -> Image.Image:
    """One space alone on a transparent box of one cell, to paste over a path line."""
    width, height = max(CELL, CITY_W + 4), max(CELL, CITY_H + 4)

    def paint(draw: ImageDraw.ImageDraw, unit: float) -> None:
        _space_face(draw, index, width * unit / 2, height * unit / 2, unit)

    return tk.supersampled(width, height, paint)


PAWN_R = 13


@tk.static_part
def pawn(colour: str, radius: int = PAWN_R) -> Image.Image:
    """A pawn seen from above: the player's colour in a dark and a light ring, in the colour's
    shape (toolkit.SEAT_SHAPES), so that it is told apart by more than its colour."""

    def paint(draw: ImageDraw.ImageDraw, unit: float) -> None:
        s = (2 * radius + 4) * unit
        for inset, fill in ((0, tk.INK_DARK), (2 * unit, tk.INK), (4 * unit, tk.SEAT_COLOURS[colour])):
            tk.seat_shape(draw, colour, (inset, inset, s - 1 - inset, s - 1 - inset), fill, outline=None)

    side = 2 * radius + 4
    return tk.supersampled(side, side, paint)


def legend_items(words: tk.Words, snow: bool) -> list[tuple[Image.Image, str]]:
    """The experience kinds by symbol, and a snow field (K-11) when ``snow``."""
    items = [(kind_icon(kind, 24), words.render(Message(KIND_NAMES[kind]))) for kind in KINDS]
    return [*items, (snow_icon(24), words("kom-img-snow"))] if snow else items


def legend_width(items: list[tuple[Image.Image, str]]) -> float:
    return sum(30 + tk.text_width(label, TEXT) + 16 for _, label in items) - 16


def legend(image: Image.Image, items: list[tuple[Image.Image, str]], x: float, y: float) -> None:
    """``items`` in one line from ``x``: on the board where the route's last row leaves room, on
    a hand above its Pan cards' powers."""
    for icon, label in items:
        tk.paste(image, icon, (x, y + 1))
        tk.text(image, (x + 30, y + 13), label, TEXT, tk.INK_DIM, "lm")
        x += 30 + tk.text_width(label, TEXT) + 16
