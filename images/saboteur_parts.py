"""What every Saboteur picture shares: its scale (composed for Discord's inline size), the role
names and colours, and the static parts: card faces, tunnel pieces, tool icons, dwarves, coins.

Each part is drawn once per size (``toolkit.static_part``) and shared read-only by every
render and thread. Shapes come from the view (open edges, through or dead end) or from the
component data module, never from a second table here.
"""

from __future__ import annotations

import random
from typing import Any

from PIL import Image, ImageDraw

from images import toolkit as tk
from rules.saboteur.data import KINDS, ROUNDS, letters_of

View = dict[str, Any]

CARD_RATIO = 1.4  # height / width, as the real cards are portrait
MARGIN = 12

# Every channel picture is composed for the 550 x 350 box Discord shows it in (issue 23): drawn
# 1.6 times larger, so that it stays sharp on dense screens, and no taller than the box allows.
WIDTH = 880
MAX_HEIGHT = 560
SHOWN = tk.display_scale(WIDTH, MAX_HEIGHT)
TEXT = tk.size_to_show(tk.MIN_TEXT_DESKTOP, SHOWN.desktop)
"""What a player needs to read: 10 px on desktop."""
NAME = max(TEXT, tk.size_to_show(tk.MIN_NAME_PHONE, SHOWN.phone))
"""Names and whose turn: 7 px on a phone too."""
HEADING = NAME + 3

ROLE_NAMES = {"saboteur": "img-role-saboteur", "gold-digger": "img-role-gold-digger"}
ROLE_COLORS = {"saboteur": tk.DANGER, "gold-digger": tk.SAFE}


def round_of(number: int, words: tk.Words) -> str:
    """The round in words ("Round 2 of 3"), as the header, the hand and the alt texts name it."""
    return words("img-round-of", round=number, rounds=ROUNDS)


Box = tuple[float, float, float, float]

WOOD = (150, 98, 52)
METAL = (186, 190, 196)
METAL_DARK = (90, 94, 100)
SKIN = (238, 198, 160)
PARCHMENT = (232, 214, 172)
GOAL_BACK = (44, 52, 64)
INTACT_TOOL = (104, 90, 78)  # faded: visible on every panel row, never mistaken for broken

# Card families by code, for the frame colour of action cards.
ACTION_TINT = {"BREAK": tk.DANGER, "FIX": tk.SAFE, "ROCKFALL": tk.STONE_DARK, "MAP": tk.SKY}


def _card_body(
    draw: ImageDraw.ImageDraw, w: float, h: float, u: float, fill: tk.Color, border: tk.Color = tk.CARD_BORDER
) -> None:
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1), radius=w * 0.09, fill=fill, outline=border, width=round(2 * u)
    )


def _rock_texture(draw: ImageDraw.ImageDraw, w: float, h: float) -> None:
    """The same pebbles on every earth face: texture without a per-card difference."""
    pebbles = random.Random(20260)
    for _ in range(18):
        x, y = pebbles.uniform(0.08, 0.92) * w, pebbles.uniform(0.06, 0.94) * h
        r = pebbles.uniform(0.015, 0.04) * w
        color = tk.ROCK_DARK if pebbles.random() < 0.6 else tk.ROCK_LIGHT
        draw.ellipse((x - r, y - r * 0.7, x + r, y + r * 0.7), fill=color)


def _edge_point(edge: str, w: float, h: float) -> tuple[float, float]:
    return {"N": (w / 2, 0), "S": (w / 2, h), "E": (w, h / 2), "W": (0, h / 2)}[edge]


def _tunnels(draw: ImageDraw.ImageDraw, open_edges: str, through: bool, w: float, h: float, u: float) -> None:
    """Tunnels from each open edge: to the centre when ``through``, else short stubs ending
    in a boulder (S-GAP-26 dead ends)."""
    cx, cy = w / 2, h / 2
    half = w * 0.17
    rim = 2.2 * u
    stub = 0.42  # a dead-end stub covers this fraction of the way to the centre

    def segment(edge: str) -> Box:
        ex, ey = _edge_point(edge, w, h)
        reach = 1.0 if through else stub
        tx, ty = ex + (cx - ex) * reach, ey + (cy - ey) * reach
        return (min(ex, tx) - half, min(ey, ty) - half, max(ex, tx) + half, max(ey, ty) + half)

    boxes = [segment(edge) for edge in open_edges]
    for grow, color in ((rim, tk.TUNNEL_EDGE), (0, tk.TUNNEL)):
        for x0, y0, x1, y1 in boxes:
            draw.rectangle((x0 - grow, y0 - grow, x1 + grow, y1 + grow), fill=color)
        if through and open_edges:
            draw.ellipse(
                (
                    cx - half * 1.25 - grow,
                    cy - half * 1.25 - grow,
                    cx + half * 1.25 + grow,
                    cy + half * 1.25 + grow,
                ),
                fill=color,
            )
    if not through:
        for edge in open_edges:
            ex, ey = _edge_point(edge, w, h)
            bx, by = ex + (cx - ex) * stub, ey + (cy - ey) * stub
            _boulder(draw, bx, by, half * 1.15, tk.ROCK_DARK, u)
        _boulder(draw, cx, cy, half * 0.9, tk.ROCK_DARK, u)


def _boulder(draw: ImageDraw.ImageDraw, x: float, y: float, r: float, color: tk.Color, u: float) -> None:
    draw.ellipse((x - r, y - r * 0.8, x + r, y + r * 0.8), fill=color, outline=tk.CARD_BORDER, width=round(u))
    draw.ellipse((x - r * 0.5, y - r * 0.55, x - r * 0.05, y - r * 0.2), fill=tk.shade(color, 1.25))


def _ladder(draw: ImageDraw.ImageDraw, w: float, h: float, u: float) -> None:
    cx, cy = w / 2, h / 2
    rail_x, top, bottom = w * 0.11, cy - h * 0.2, cy + h * 0.2
    for x in (cx - rail_x, cx + rail_x):
        draw.line((x, top, x, bottom), fill=WOOD, width=round(3 * u))
    for i in range(5):
        y = top + (bottom - top) * (i + 0.5) / 5
        draw.line((cx - rail_x, y, cx + rail_x, y), fill=WOOD, width=round(2 * u))


def _nugget(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, u: float) -> None:
    points = [
        (cx - r, cy + r * 0.3),
        (cx - r * 0.55, cy - r * 0.6),
        (cx + r * 0.2, cy - r * 0.8),
        (cx + r, cy - r * 0.1),
        (cx + r * 0.6, cy + r * 0.7),
        (cx - r * 0.4, cy + r * 0.75),
    ]
    draw.polygon(points, fill=tk.GOLD, outline=tk.GOLD_DARK, width=round(2 * u))
    draw.polygon(
        [(cx - r * 0.45, cy - r * 0.35), (cx, cy - r * 0.55), (cx - r * 0.1, cy - r * 0.1)],
        fill=(255, 240, 170),
    )


@tk.static_part
def path_face(open_edges: str, through: bool, kind: str, width: int, height: int) -> Image.Image:
    """A face-up maze card. ``kind`` is "path", "start", "gold" or "stone"; the shape comes
    from the view's ``open`` and ``through`` so the picture follows the engine exactly."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        w, h = width * u, height * u
        border = {"start": tk.SKY, "gold": tk.GOLD, "stone": tk.STONE}.get(kind, tk.CARD_BORDER)
        _card_body(draw, w, h, u, tk.ROCK, border)
        _rock_texture(draw, w, h)
        _tunnels(draw, open_edges, through, w, h, u)
        if kind == "start":
            _ladder(draw, w, h, u)
        elif kind == "gold":
            _nugget(draw, w / 2, h / 2, w * 0.26, u)
        elif kind == "stone":
            _boulder(draw, w / 2, h / 2, w * 0.24, tk.STONE, u)
        if kind != "path":  # a frame in the card's colour, over the tunnel mouths too
            draw.rounded_rectangle(
                (u, u, w - 1 - u, h - 1 - u), radius=w * 0.09, outline=border, width=round(2 * u)
            )

    return tk.supersampled(width, height, paint)


@tk.static_part
def empty_cell(width: int, height: int, frontier: bool) -> Image.Image:
    """An empty place in the maze; brighter where a card could go next (beside a card)."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        outline = tk.GRID if frontier else tk.shade(tk.GRID, 0.8)
        draw.rounded_rectangle(
            (u, u, (width - 1) * u, (height - 1) * u),
            radius=width * u * 0.09,
            outline=outline,
            width=round(u),
        )

    return tk.supersampled(width, height, paint)


@tk.static_part(maxsize=16)  # up to a few MB each; a table's grid changes rarely
def empty_grid(cols: int, rows: int, width: int, height: int, gap: int) -> Image.Image:
    """The table under the maze: ``cols`` x ``rows`` empty places, pasted in one go."""
    cell = empty_cell(width, height, False)
    line = Image.new("RGB", (cols * (width + gap) - gap, height), tk.BACKGROUND)
    for col in range(cols):
        line.paste(cell, (col * (width + gap), 0), cell)
    grid = Image.new("RGB", (line.width, rows * (height + gap) - gap), tk.BACKGROUND)
    for row in range(rows):
        grid.paste(line, (0, row * (height + gap)))
    return grid


@tk.static_part
def goal_back(width: int, height: int) -> Image.Image:
    """A face-down goal card: identical for all three goals, so it can reveal nothing."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        w, h = width * u, height * u
        _card_body(draw, w, h, u, GOAL_BACK, tk.GOLD_DARK)
        inset = w * 0.1
        draw.rounded_rectangle(
            (inset, inset, w - inset, h - inset), radius=w * 0.06, outline=tk.GOLD_DARK, width=round(1.5 * u)
        )
        draw.text((w / 2, h / 2), "?", font=tk.font(round(h * 0.42)), fill=tk.GOLD, anchor="mm")

    return tk.supersampled(width, height, paint)


@tk.static_part
def hand_card(code: str, width: int, height: int) -> Image.Image:
    """A card as it lies in a hand: path cards upright (0°), action cards with their icon."""
    kind = KINDS[code]
    if kind.is_path:
        return path_face(letters_of(kind.open), kind.through, "path", width, height)

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        w, h = width * u, height * u
        tint = ACTION_TINT[code.split("-")[0]]
        _card_body(draw, w, h, u, PARCHMENT, tint)
        draw.rounded_rectangle((0, 0, w - 1, h * 0.16), radius=w * 0.09, fill=tint)
        if kind.breaks:
            _tool(draw, kind.breaks, (w * 0.15, h * 0.3, w * 0.85, h * 0.8), u)
            _slash(draw, (w * 0.12, h * 0.28, w * 0.88, h * 0.82), u)
        elif kind.repairs:
            boxes = _icon_boxes(len(kind.repairs), w, h)
            for tool, box in zip(kind.repairs, boxes, strict=True):
                _tool(draw, tool, box, u)
            _check(draw, w * 0.72, h * 0.78, w * 0.14, u)
        elif code == "ROCKFALL":
            _rockfall(draw, w, h, u)
        else:
            _map(draw, w, h, u)

    return tk.supersampled(width, height, paint)


def _icon_boxes(count: int, w: float, h: float) -> list[Box]:
    if count == 1:
        return [(w * 0.15, h * 0.3, w * 0.85, h * 0.8)]
    return [(w * 0.05, h * 0.25, w * 0.55, h * 0.6), (w * 0.45, h * 0.5, w * 0.95, h * 0.85)]


def _slash(draw: ImageDraw.ImageDraw, box: Box, u: float) -> None:
    x0, y0, x1, y1 = box
    draw.line((x0, y1, x1, y0), fill=tk.DANGER, width=round(5 * u))
    draw.line((x0, y0, x1, y1), fill=tk.DANGER, width=round(5 * u))


def _check(draw: ImageDraw.ImageDraw, cx: float, cy: float, r: float, u: float) -> None:
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=tk.SAFE, outline=tk.CARD_BORDER, width=round(u))
    draw.line(
        (cx - r * 0.5, cy, cx - r * 0.1, cy + r * 0.45, cx + r * 0.55, cy - r * 0.4),
        fill=(255, 255, 255),
        width=round(3 * u),
    )


def _rockfall(draw: ImageDraw.ImageDraw, w: float, h: float, u: float) -> None:
    for fx, fy, fr in (
        (0.3, 0.72, 0.16),
        (0.6, 0.74, 0.19),
        (0.45, 0.6, 0.14),
        (0.72, 0.5, 0.09),
        (0.35, 0.38, 0.08),
        (0.55, 0.3, 0.06),
    ):
        _boulder(draw, w * fx, h * fy, w * fr, tk.STONE_DARK, u)
    for fx in (0.25, 0.5, 0.75):
        draw.line((w * fx, h * 0.2, w * (fx - 0.05), h * 0.3), fill=tk.INK_DARK, width=round(1.5 * u))


def _map(draw: ImageDraw.ImageDraw, w: float, h: float, u: float) -> None:
    x0, y0, x1, y1 = w * 0.14, h * 0.28, w * 0.86, h * 0.82
    draw.rectangle((x0, y0, x1, y1), fill=(246, 232, 196), outline=tk.GOLD_DARK, width=round(2 * u))
    draw.line(
        (x0 + w * 0.06, y1 - h * 0.08, w * 0.4, h * 0.6, w * 0.55, h * 0.66, x1 - w * 0.14, y0 + h * 0.12),
        fill=tk.SKY,
        width=round(2 * u),
    )
    cx, cy, r = x1 - w * 0.14, y0 + h * 0.12, w * 0.06
    draw.line((cx - r, cy - r, cx + r, cy + r), fill=tk.DANGER, width=round(3 * u))
    draw.line((cx - r, cy + r, cx + r, cy - r), fill=tk.DANGER, width=round(3 * u))


def _tool(draw: ImageDraw.ImageDraw, tool: str, box: Box, u: float, color: tk.Color | None = None) -> None:
    """One of the three tools (S-GAP-8) inside ``box``; ``color`` paints it in one colour."""
    x0, y0, x1, y1 = box
    s = min(x1 - x0, y1 - y0)
    ox, oy = x0 + (x1 - x0 - s) / 2, y0 + (y1 - y0 - s) / 2

    def p(fx: float, fy: float) -> tuple[float, float]:
        return ox + fx * s, oy + fy * s

    wood, metal, glow = (color or WOOD), (color or METAL), (color or tk.GOLD)
    line = round(max(1.0, s * 0.09))
    if tool == "pickaxe":
        draw.line((*p(0.2, 0.92), *p(0.62, 0.22)), fill=wood, width=round(line * 1.3))
        draw.polygon(
            [
                p(0.1, 0.4),
                p(0.3, 0.16),
                p(0.6, 0.05),
                p(0.9, 0.12),
                p(0.98, 0.36),
                p(0.74, 0.24),
                p(0.42, 0.26),
            ],
            fill=metal,
            outline=color or METAL_DARK,
        )
    elif tool == "lantern":
        draw.arc((*p(0.36, 0.02), *p(0.64, 0.26)), 180, 360, fill=metal, width=round(line * 0.6))
        draw.polygon([p(0.3, 0.24), p(0.7, 0.24), p(0.62, 0.14), p(0.38, 0.14)], fill=metal)
        draw.rectangle((*p(0.3, 0.24), *p(0.7, 0.8)), fill=glow, outline=color or METAL_DARK, width=line)
        draw.rectangle((*p(0.25, 0.8), *p(0.75, 0.9)), fill=metal)
    else:  # cart
        draw.polygon(
            [p(0.08, 0.28), p(0.92, 0.28), p(0.8, 0.7), p(0.2, 0.7)], fill=metal, outline=color or METAL_DARK
        )
        draw.rectangle((*p(0.05, 0.24), *p(0.95, 0.32)), fill=wood)
        for fx in (0.3, 0.7):
            cx, cy = p(fx, 0.8)
            r = s * 0.11
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=color or METAL_DARK)


@tk.static_part
def tool_icon(tool: str, size: int, broken: bool) -> Image.Image:
    """A tool slot in front of a player: broken on red with a crack, intact faded."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        if broken:
            draw.rounded_rectangle((0, 0, s - 1, s - 1), radius=s * 0.22, fill=tk.DANGER)
            _tool(draw, tool, (s * 0.14, s * 0.14, s * 0.86, s * 0.86), u, color=(255, 238, 228))
            draw.line((s * 0.12, s * 0.12, s * 0.88, s * 0.88), fill=(60, 10, 10), width=round(2.5 * u))
        else:
            draw.rounded_rectangle(
                (0, 0, s - 1, s - 1), radius=s * 0.22, outline=tk.GRID, width=round(1.5 * u)
            )
            _tool(draw, tool, (s * 0.18, s * 0.18, s * 0.82, s * 0.82), u, color=INTACT_TOOL)

    return tk.supersampled(size, size, paint)


@tk.static_part
def card_back_icon(width: int, height: int) -> Image.Image:
    """The back of a path/action card, for hand sizes and the deck."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        w, h = width * u, height * u
        _card_body(draw, w, h, u, (112, 64, 40), tk.GOLD_DARK)
        draw.rounded_rectangle(
            (w * 0.2, h * 0.2, w * 0.8, h * 0.8), radius=w * 0.1, outline=tk.GOLD_DARK, width=round(u)
        )

    return tk.supersampled(width, height, paint)


@tk.static_part
def gold_card(value: int, width: int, height: int) -> Image.Image:
    """A face-up gold card (S-2.5): ``value`` nuggets and the number."""

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        w, h = width * u, height * u
        _card_body(draw, w, h, u, (92, 60, 30), tk.GOLD)
        for i in range(value):
            _nugget(draw, w * (0.5 + (i - (value - 1) / 2) * 0.26), h * 0.42, w * 0.16, u)
        draw.text((w / 2, h * 0.8), str(value), font=tk.font(round(h * 0.24)), fill=tk.GOLD, anchor="mm")

    return tk.supersampled(width, height, paint)


@tk.static_part
def nugget_icon(size: int) -> Image.Image:
    """Marks the seat that found the gold (S-11.2)."""
    return tk.supersampled(
        size, size, lambda draw, u: _nugget(draw, size * u / 2, size * u / 2, size * u * 0.45, u)
    )


@tk.static_part
def coin(size: int) -> Image.Image:
    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u
        draw.ellipse((0, 0, s - 1, s - 1), fill=tk.GOLD, outline=tk.GOLD_DARK, width=round(1.5 * u))
        draw.ellipse((s * 0.22, s * 0.22, s * 0.78, s * 0.78), outline=tk.GOLD_DARK, width=round(u))

    return tk.supersampled(size, size, paint)


@tk.static_part
def dwarf(role: str, size: int) -> Image.Image:
    """A role card's dwarf: a gold-digger with a lamp helmet and pickaxe, or a hooded saboteur."""
    saboteur = role == "saboteur"

    def paint(draw: ImageDraw.ImageDraw, u: float) -> None:
        s = size * u

        def b(x0: float, y0: float, x1: float, y1: float) -> Box:
            return (x0 * s, y0 * s, x1 * s, y1 * s)

        shirt = (120, 40, 44) if saboteur else (56, 110, 70)
        beard = (48, 40, 36) if saboteur else (176, 112, 60)
        draw.rounded_rectangle(b(0.24, 0.58, 0.76, 0.98), radius=s * 0.1, fill=shirt)
        draw.ellipse(b(0.3, 0.2, 0.7, 0.6), fill=SKIN)
        draw.polygon([(0.3 * s, 0.42 * s), (0.7 * s, 0.42 * s), (0.5 * s, 0.86 * s)], fill=beard)
        draw.ellipse(b(0.33, 0.4, 0.67, 0.62), fill=beard)
        for fx in (0.42, 0.58):
            draw.ellipse(b(fx - 0.025, 0.33, fx + 0.025, 0.38), fill=tk.INK_DARK)
        if saboteur:
            draw.pieslice(b(0.22, 0.06, 0.78, 0.54), 180, 360, fill=(36, 32, 36))
            draw.polygon([(0.22 * s, 0.3 * s), (0.3 * s, 0.3 * s), (0.26 * s, 0.6 * s)], fill=(36, 32, 36))
            draw.polygon([(0.78 * s, 0.3 * s), (0.7 * s, 0.3 * s), (0.74 * s, 0.6 * s)], fill=(36, 32, 36))
            draw.line(b(0.36, 0.3, 0.46, 0.33), fill=tk.INK_DARK, width=round(2 * u))
            draw.line(b(0.64, 0.3, 0.54, 0.33), fill=tk.INK_DARK, width=round(2 * u))
        else:
            draw.pieslice(b(0.27, 0.1, 0.73, 0.5), 180, 360, fill=tk.GOLD)
            draw.rectangle(b(0.25, 0.28, 0.75, 0.31), fill=tk.GOLD_DARK)
            draw.ellipse(b(0.45, 0.12, 0.55, 0.22), fill=(255, 250, 210), outline=tk.GOLD_DARK)
            _tool(draw, "pickaxe", b(0.62, 0.52, 0.98, 0.88), u)

    return tk.supersampled(size, size, paint)
