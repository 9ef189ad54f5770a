"""Every Alethiometer picture, each a pure function of a view (rules/alethiometer/__init__.py).

- ``board``: the public table: journey track with Lyra, the dial with this turn's needle, the
  Item tiles of each location, the piles and tokens, and every player's table.
- ``private``: a seat's hand as cards, its own tiles with their values, the two characters
  dealt to it, and the cards and tiles it has seen in other hands (A-DEC-10).
- ``summary``: the end of a part (the Truth-token draft on offer) or the final score (A-15).

The board and the summary read only the public view; the private picture reads only ``you``
of a seat view. Every word comes from ``locales/*/alethiometer.ftl`` in the picture's locale.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from images import toolkit as tk
from rules.alethiometer import data
from rules.core import SeatRef, msg

View = dict[str, Any]

WIDTH = 1120
MARGIN = 16
HEADER_H = 72
TEXT = 15  # body text; nothing on a picture is smaller than 14 px (phone-readable)
SMALL = 14

SEAT_COLORS = {"blue": (74, 128, 214), "yellow": (226, 190, 48), "green": (78, 170, 90), "red": (210, 70, 60)}
DECK_COLORS = {"green": (60, 120, 70), "blue": (56, 92, 150), "red": (150, 56, 50)}
NEEDLE_RED = (226, 60, 50)
NEEDLE_BLUE = (120, 196, 240)
DIAL_FACE = (214, 184, 120)
DIAL_RIM = (120, 84, 40)
TRACK_BOX = tk.SURFACE_LIGHT
DESTINATION_BOX = (92, 74, 120)
PATH_BOX = (112, 92, 40)  # the boxes Lyra moved through in the last turn
CARD_FACE = (236, 224, 196)
KIND_COLORS = {
    **{kind: (150, 96, 60) for kind in data.DAEMONS},
    **{kind: (70, 100, 150) for kind in data.SYMBOLS},
    data.SPYFLY: (90, 120, 80),
    data.WILD: (150, 110, 170),
}
PARTS = ("I", "II", "III")

# --- the journey track: one row per part, Start before part I (A-DEC-2) ----------------------

TRACK_TOP = HEADER_H + 8
ROW_H = 78
LABEL_W = 76  # the part label (and the Start box on the first row)
STEP_W = 62
DEST_W = 104
BOX_H = 46


def box_rect(index: int) -> tuple[int, int, int, int]:
    """Where box ``index`` of data.TRACK lies on the board: left, top, right, bottom."""
    box = data.TRACK[index]
    if box.kind == "start":
        left, row = MARGIN, 0
        return left, TRACK_TOP + 22, left + LABEL_W - 8, TRACK_TOP + 22 + BOX_H
    row = box.part - 1
    top = TRACK_TOP + row * ROW_H + 22
    left = MARGIN + LABEL_W
    if box.kind == "destination":
        left += 8 * STEP_W
        return left, top, left + DEST_W - 6, top + BOX_H
    column = (box.number - 1) % 8
    return left + column * STEP_W, top, left + column * STEP_W + STEP_W - 6, top + BOX_H


# --- the dial (A-DEC-3) -----------------------------------------------------------------------

DIAL_CENTER = (WIDTH - MARGIN - 170, TRACK_TOP + 150)
DIAL_RADIUS = 128


def dial_point(position: int, radius: float) -> tuple[float, float]:
    """The point at ``radius`` from the centre towards dial position ``position`` (1-8),
    position 1 at the top, clockwise."""
    angle = math.radians(-90 + (position - 1) * 45)
    return DIAL_CENTER[0] + radius * math.cos(angle), DIAL_CENTER[1] + radius * math.sin(angle)


def needle_tip(position: int) -> tuple[float, float]:
    """A point of the red end of the needle pointing at ``position`` (tests sample it)."""
    return dial_point(position, DIAL_RADIUS * 0.55)


# --- locations, players -----------------------------------------------------------------------

LEGEND_TOP = TRACK_TOP + 3 * ROW_H + 6  # what the needle's two ends say, under the track
PLACES_TOP = DIAL_CENTER[1] + DIAL_RADIUS + 20
PLACES_H = 112
STACK_W = 126
SLOT_W = 46
PLACE_W = 6 * SLOT_W + 16
INFO_TOP = PLACES_TOP + PLACES_H + 10
PLAYERS_TOP = INFO_TOP + 84
PLAYER_W = (WIDTH - 3 * MARGIN) // 2
PLAYER_H = 132


def scoring_slot(location: str, index: int) -> tuple[int, int, int, int]:
    """The box of the ``index``-th scoring space (0-5) of ``svalbard`` or ``lights``."""
    left = MARGIN + 4 * STACK_W + data.SCORING_LOCATIONS.index(location) * (PLACE_W + 8) + 8
    top = PLACES_TOP + 34
    return left + index * SLOT_W, top, left + index * SLOT_W + SLOT_W - 6, top + 58


def stack_rect(location: str) -> tuple[int, int, int, int]:
    """The panel of a tile location's face-down stack (``data.TILE_LOCATIONS``)."""
    left = MARGIN + data.TILE_LOCATIONS.index(location) * STACK_W
    return left, PLACES_TOP, left + STACK_W - 8, PLACES_TOP + PLACES_H


def ring(rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The ring around a scoring slot that marks a tile scored in the last turn."""
    return rect[0] - 4, rect[1] - 4, rect[2] + 4, rect[3] + 4


def player_rect(seat: int) -> tuple[int, int, int, int]:
    left = MARGIN + seat % 2 * (PLAYER_W + MARGIN)
    top = PLAYERS_TOP + seat // 2 * (PLAYER_H + 10)
    return left, top, left + PLAYER_W, top + PLAYER_H


def board_height(players: int) -> int:
    return PLAYERS_TOP + -(-players // 2) * (PLAYER_H + 10) + MARGIN


def words_for(view: View, names: Sequence[str], locale: str) -> tk.Words:
    return tk.Words.of(names, view["players"], locale)


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def draw_board(view: View, words: tk.Words) -> Image.Image:
    image, draw = tk.canvas(WIDTH, board_height(view["players"]))
    _header(image, draw, view, words)
    _track(image, draw, view, words)
    _dial(image, draw, view, words)
    _places(image, draw, view, words)
    _info(image, draw, view, words)
    for seat in view["seats"]:
        _player(image, draw, view, seat, words)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H - 6), fill=tk.SURFACE)
    tk.text(image, (MARGIN, 8), words("ale-title"), 22, tk.GOLD, weight=tk.BOLD)
    part = words("ale-img-part", part=view["part"], turns=view["turns"])
    tk.text(image, (WIDTH - MARGIN, 12), part, 17, tk.INK, "ra")
    tk.text(image, (MARGIN, 40), tk.fit(status(view, words), TEXT, WIDTH - 2 * MARGIN), TEXT, tk.HIGHLIGHT)


def status(view: View, words: tk.Words) -> str:
    """Whose decision it is, and which."""
    decision = view["decision"]
    if decision is None:
        return words("ale-img-over")
    if decision["kind"] == "choose_ally":
        return words("ale-img-choosing")
    return words("ale-img-decision", player=SeatRef(decision["seat"]), kind=decision["kind"])


def _track(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    for part in (1, 2, 3):
        top = TRACK_TOP + (part - 1) * ROW_H
        # Part I's label sits above the Start box, which takes its place in the row.
        label_y = top + 22 + BOX_H / 2 if part > 1 else top + 8
        tk.text(image, (MARGIN + 4, label_y), words("ale-img-part-row", part=part), SMALL, tk.INK_DIM, "lm")
        for i, location in enumerate(data.PART_LOCATIONS[part]):
            left = MARGIN + LABEL_W + i * 4 * STEP_W
            tk.text(
                image,
                (left, top),
                tk.fit(words(data.LOCATION_NAMES[location]), SMALL, 4 * STEP_W - 8),
                SMALL,
                tk.INK_DIM,
            )
    current_destination = data.DESTINATIONS[view["part"] - 1]
    path = set(view["last"]["path"]) if view["last"] else set()
    for box in data.TRACK:
        rect = box_rect(box.index)
        if box.index in path:
            draw.rounded_rectangle(rect, 6, fill=PATH_BOX, outline=tk.HIGHLIGHT, width=2)
        else:
            fill = DESTINATION_BOX if box.kind == "destination" else TRACK_BOX
            draw.rounded_rectangle(rect, 6, fill=fill, outline=tk.GRID)
        label = {
            "start": words("ale-box-start"),
            "destination": words("ale-img-destination", number=box.number),
        }.get(box.kind, str(box.number))
        tk.text(image, (rect[0] + 5, rect[1] + 3), tk.fit(label, SMALL, rect[2] - rect[0] - 8), SMALL, tk.INK)
        if box.index == current_destination:
            _symbol_tokens(draw, view, rect)
    _lyra(draw, box_rect(view["lyra"]["box"]))


def _symbol_tokens(draw: ImageDraw.ImageDraw, view: View, rect: tuple[int, int, int, int]) -> None:
    """The Symbol tokens each player has on the current Destination (A-13.3), one dot each."""
    x, y = rect[0] + 8, rect[3] - 12
    for seat in view["seats"]:
        for _ in range(seat["on_destination"]):
            if x > rect[2] - 8:
                break
            draw.ellipse(
                (x - 4, y - 4, x + 4, y + 4), fill=SEAT_COLORS[seat["colour"]], outline=tk.CARD_BORDER
            )
            x += 9


def _lyra(draw: ImageDraw.ImageDraw, rect: tuple[int, int, int, int]) -> None:
    """Lyra's marker: a gold pawn in the lower right of her box."""
    cx, cy = rect[2] - 14, rect[3] - 15
    draw.ellipse((cx - 10, cy - 10, cx + 10, cy + 10), fill=tk.GOLD, outline=tk.GOLD_DARK, width=3)
    draw.rounded_rectangle(rect, 6, outline=tk.GOLD, width=3)


def path_point(index: int) -> tuple[int, int]:
    """A point of box ``index`` that only its fill covers (tests sample the last turn's path)."""
    rect = box_rect(index)
    return rect[0] + 10, rect[3] - 6


def lyra_point(index: int) -> tuple[int, int]:
    """The centre of Lyra's marker when she stands on box ``index`` (tests sample it)."""
    rect = box_rect(index)
    return rect[2] - 14, rect[3] - 15


def _dial(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    cx, cy = DIAL_CENTER
    r = DIAL_RADIUS
    draw.ellipse((cx - r - 8, cy - r - 8, cx + r + 8, cy + r + 8), fill=DIAL_RIM)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=DIAL_FACE)
    for position, face in enumerate(data.DIAL, start=1):
        x, y = dial_point(position, r - 22)
        tk.text(image, (x, y - 9), f"{face.red_draw}+{face.red_advance}", SMALL, NEEDLE_RED, "mm", tk.BOLD)
        tk.text(
            image,
            (x, y + 9),
            words("ale-img-icon-short", icon=face.blue),
            SMALL,
            (30, 70, 110),
            "mm",
            tk.BOLD,
        )
    spin = view["spin"]
    if spin is not None:
        # The needle: its red end points at the spun position, its light-blue end lies beside it
        # (both ends of one position are read together, A-7.1).
        tip = dial_point(spin["position"], r - 44)
        tail = dial_point(spin["position"], -r * 0.35)
        draw.line((tail, (cx, cy)), fill=NEEDLE_BLUE, width=9)
        draw.line(((cx, cy), tip), fill=NEEDLE_RED, width=9)
    draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=tk.CARD_BORDER)
    width = cx - r - 3 * MARGIN
    if spin is None:
        tk.text(image, (MARGIN, LEGEND_TOP), words("ale-img-no-spin"), TEXT, tk.INK_DIM)
        return
    red = words("ale-img-red", effect=msg("ale-red-end", draw=spin["red_draw"], advance=spin["red_advance"]))
    blue = words("ale-img-blue", icon=msg(data.BLUE_NAMES[spin["blue"]]))
    tk.text(image, (MARGIN, LEGEND_TOP), tk.fit(red, TEXT, width), TEXT, NEEDLE_RED, weight=tk.BOLD)
    tk.text(image, (MARGIN, LEGEND_TOP + 22), tk.fit(blue, TEXT, width), TEXT, NEEDLE_BLUE, weight=tk.BOLD)


def _places(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    """Face-down Item tiles left at each tile location, and the scored tiles of the two scoring
    locations with the Symbol token (the owner's colour) on each (A-13.5). The locations where
    the last turn took a tile, and the tiles it scored, are ringed."""
    last = view["last"] or {"taken": [], "scored": []}
    taken_from = {mark["location"] for mark in last["taken"]}
    scored = {mark["tile"]["id"] for mark in last["scored"]}
    for i, location in enumerate(data.TILE_LOCATIONS):
        left = MARGIN + i * STACK_W
        draw.rounded_rectangle(
            stack_rect(location),
            8,
            fill=tk.SURFACE,
            outline=tk.HIGHLIGHT if location in taken_from else None,
            width=3,
        )
        name = tk.fit(words(data.LOCATION_NAMES[location]), SMALL, STACK_W - 20)
        tk.text(image, (left + 8, PLACES_TOP + 6), name, SMALL, tk.INK_DIM)
        count = view["stacks"][location]
        for k in range(min(count, 6)):
            x, y = left + 10 + k * 5, PLACES_TOP + 34 - k * 2
            draw.rounded_rectangle((x, y + 12, x + 40, y + 52), 5, fill=tk.ROCK, outline=tk.CARD_BORDER)
        tk.text(
            image,
            (left + STACK_W - 16, PLACES_TOP + PLACES_H - 8),
            words("ale-img-tiles-left", count=count),
            SMALL,
            tk.INK,
            "rd",
        )
    for location in data.SCORING_LOCATIONS:
        left = MARGIN + 4 * STACK_W + data.SCORING_LOCATIONS.index(location) * (PLACE_W + 8)
        draw.rounded_rectangle((left, PLACES_TOP, left + PLACE_W, PLACES_TOP + PLACES_H), 8, fill=tk.SURFACE)
        tk.text(image, (left + 8, PLACES_TOP + 6), words(data.LOCATION_NAMES[location]), SMALL, tk.INK_DIM)
        tiles = view["scoring_places"][location]
        for index in range(data.SCORING_SPACES):
            slot = scoring_slot(location, index)
            if index >= len(tiles):
                draw.rounded_rectangle(slot, 5, outline=tk.GRID, width=2)
                continue
            tile = tiles[index]
            if tile["id"] in scored:
                draw.rounded_rectangle(ring(slot), 7, outline=tk.HIGHLIGHT, width=3)
            _tile_face(image, draw, slot, tile, words)
            owner = SEAT_COLORS[view["seats"][tile["owner"]]["colour"]]
            x, y = (slot[0] + slot[2]) / 2, slot[3] - 12
            draw.ellipse((x - 8, y - 8, x + 8, y + 8), fill=owner, outline=tk.CARD_BORDER, width=2)


def _tile_face(image: Image.Image, draw: ImageDraw.ImageDraw, rect, tile: View, words: tk.Words) -> None:
    draw.rounded_rectangle(rect, 5, fill=CARD_FACE, outline=tk.CARD_BORDER, width=2)
    label = words("ale-img-icon-short", icon="alethiometer") if tile["alethiometer"] else str(tile["value"])
    tk.text(image, ((rect[0] + rect[2]) / 2, rect[1] + 4), label, 16, tk.INK_DARK, "ma", tk.BOLD)


def _info(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    piles = words(
        "ale-img-piles",
        deck=view["deck_size"],
        discard=len(view["discard"]),
        dust=view["dust_supply"],
        bag=view["bag_size"],
        bridges=view["bridges_drawn"],
    )
    tk.text(image, (MARGIN, INFO_TOP), tk.fit(piles, TEXT, WIDTH - 2 * MARGIN), TEXT, tk.INK)
    offer_w = 360 if view["drawn"] else 0
    line = tk.fit(ferry_line(view, words), TEXT, WIDTH - 2 * MARGIN - offer_w)
    tk.text(image, (MARGIN, INFO_TOP + 24), line, TEXT, tk.INK)
    if view["last"]:
        caption = tk.fit(last_turn_line(view["last"], words), TEXT, WIDTH - 2 * MARGIN)
        tk.text(image, (MARGIN, INFO_TOP + 48), caption, TEXT, tk.HIGHLIGHT)
    if view["drawn"]:
        x = MARGIN + tk.text_width(line, TEXT) + 30
        offer = words("ale-img-offer")
        tk.text(image, (x, INFO_TOP + 24), offer, TEXT, tk.INK)
        _truths(
            image,
            draw,
            [t["value"] for t in view["drawn"]],
            x + tk.text_width(offer, TEXT) + 16,
            INFO_TOP + 34,
        )


def ferry_line(view: View, words: tk.Words) -> str:
    """Who holds the Sky Ferry and, at the end of a part, how its holder pays or must choose to
    pay for it: Magisterium score plus one Lyra cards, when the hand holds that many, or one of
    the two new Truth tokens (A-12.3, A-12.4, A-DEC-13)."""
    holder = view["sky_ferry"]
    if holder is None:
        parts = [words("ale-img-ferry-free")]
    else:
        parts = [words("ale-img-ferry", player=SeatRef(holder))]
    decision = view["decision"]
    if decision is not None and decision["kind"] == "ferry":
        seat = view["seats"][decision["seat"]]
        cost = seat["magisterium"] + 1
        player = SeatRef(decision["seat"])
        if seat["hand_size"] >= cost:
            parts.append(words("ale-img-ferry-choose", player=player, count=cost))
        else:
            parts.append(words("ale-img-ferry-must-truth", player=player))
    choice = view["ferry_choice"]
    if choice is not None:
        parts.append(words("ale-img-ferry-chose", player=SeatRef(choice["seat"]), option=choice["option"]))
    return " · ".join(parts)


def last_turn_line(last: View, words: tk.Words) -> str:
    """The last completed turn in one line: whose, how far Lyra moved, what was scored, taken or
    stolen."""
    moved = len(last["path"]) - 1 if last["path"] else 0
    parts = [
        words("ale-img-last", player=SeatRef(last["seat"])),
        words("ale-img-last-moved", count=moved) if moved else words("ale-img-last-still"),
    ]
    parts += [
        words(
            "ale-img-last-scored",
            player=SeatRef(mark["seat"]),
            location=words(data.LOCATION_NAMES[mark["location"]]),
        )
        for mark in last["scored"]
    ]
    parts += [
        words(
            "ale-img-last-taken",
            player=SeatRef(mark["seat"]),
            location=words(data.LOCATION_NAMES[mark["location"]]),
        )
        for mark in last["taken"]
    ]
    parts += [
        words(
            "ale-img-last-stolen",
            player=SeatRef(mark["seat"]),
            victim=SeatRef(mark["victim"]),
            location=words(data.LOCATION_NAMES[mark["location"]]),
        )
        for mark in last["stolen"]
    ]
    return " · ".join(parts)


def _truths(image: Image.Image, draw: ImageDraw.ImageDraw, values: Sequence[int], x: float, y: float) -> None:
    """Truth tokens face up: a round token with its value each."""
    for value in values:
        draw.ellipse((x - 11, y - 11, x + 11, y + 11), fill=tk.GOLD, outline=tk.GOLD_DARK, width=2)
        tk.text(image, (x, y), str(value), SMALL, tk.INK_DARK, "mm", tk.BOLD)
        x += 26


def _player(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: View, words: tk.Words) -> None:
    rect = player_rect(seat["seat"])
    awaited = seat["seat"] in view["awaited"]
    draw.rounded_rectangle(
        rect, 8, fill=tk.SURFACE, outline=tk.HIGHLIGHT if awaited else tk.GRID, width=3 if awaited else 1
    )
    left, top = rect[0], rect[1]
    draw.rounded_rectangle((left + 4, top + 4, left + 12, rect[3] - 4), 3, fill=SEAT_COLORS[seat["colour"]])
    marks = [words("ale-img-dealer")] if seat["seat"] == view["dealer"] else []
    if view["sky_ferry"] == seat["seat"]:
        marks.append(words("ale-img-ferry-mark"))
    name = words.name(seat["seat"])
    tk.text(image, (left + 20, top + 6), tk.fit(name, 18, PLAYER_W - 200), 18, tk.INK, weight=tk.BOLD)
    tk.text(image, (rect[2] - 10, top + 9), " · ".join(marks), SMALL, tk.GOLD, "ra")
    width = PLAYER_W - 30
    if seat["has_chosen"] is not None:
        chosen = words("ale-img-chosen" if seat["has_chosen"] else "ale-img-choosing-seat")
        tk.text(image, (left + 20, top + 34), chosen, TEXT, tk.INK_DIM)
    for row, (key, message) in enumerate((("ally", "ale-img-ally"), ("opposition", "ale-img-opposition"))):
        character = seat[key]
        if character is not None:
            y = top + 34 + row * 22
            draw.rectangle((left + 20, y + 3, left + 30, y + 15), fill=DECK_COLORS[character["deck"]])
            line = words(message, name=msg(character["name"]))
            tk.text(image, (left + 36, y), tk.fit(line, TEXT, width - 20), TEXT, tk.INK)
    facts = words(
        "ale-img-seat-facts",
        hand=seat["hand_size"],
        tiles=len(seat["tile_origins"]),
        magisterium=seat["magisterium"],
        dust=seat["dust"],
        symbols=seat["symbols_left"],
    )
    tk.text(image, (left + 20, top + 80), tk.fit(facts, TEXT, width), TEXT, tk.INK_DIM)
    truths = words("ale-img-truths")
    tk.text(image, (left + 20, top + 104), truths, TEXT, tk.INK_DIM)
    _truths(
        image, draw, [t["value"] for t in seat["truths"]], left + 34 + tk.text_width(truths, TEXT), top + 114
    )


# ---------------------------------------------------------------- private pictures

CARD_W, CARD_H = 96, 132
PRIVATE_W = 8 * (CARD_W + 10) + 2 * MARGIN


@dataclass
class _Column:
    """A picture built top to bottom: sections append their height as they draw."""

    image: Image.Image
    draw: ImageDraw.ImageDraw
    y: int = MARGIN


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    you = view.get("you")
    if you is None:
        return []
    words = words_for(view, names, locale)
    return [tk.encode(draw_private(view, words), "hand")]


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th card of the hand lies on the private picture."""
    left = MARGIN + index % 8 * (CARD_W + 10)
    top = MARGIN + 34 + index // 8 * (CARD_H + 10)
    return left, top, left + CARD_W, top + CARD_H


def _private_height(you: View) -> int:
    rows = max(1, -(-len(you["hand"]) // 8))
    height = MARGIN + 34 + rows * (CARD_H + 10)
    if you["tiles"]:
        height += 34 + 70
    if you["dealt"] and not you["kept"]:
        height += 34 + 2 * 110
    for cards in you["seen_cards"].values():
        height += 34 + -(-len(cards) // 8) * (CARD_H + 10)
    for _ in you["seen_tiles"].values():
        height += 34 + 70
    return height + MARGIN


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    image, draw = tk.canvas(PRIVATE_W, _private_height(you))
    me = view["viewer"]
    tk.text(
        image,
        (MARGIN, MARGIN),
        words("ale-img-hand-title", player=SeatRef(me), count=len(you["hand"])),
        18,
        tk.GOLD,
        weight=tk.BOLD,
    )
    column = _Column(image, draw, MARGIN + 34)
    _cards(column, you["hand"], words)
    if you["tiles"]:
        _tiles_row(column, words("ale-img-your-tiles"), you["tiles"], words)
    if you["dealt"] and not you["kept"]:
        _dealt(column, you["dealt"], words)
    for seat, cards in sorted(you["seen_cards"].items()):
        tk.text(
            image,
            (MARGIN, column.y + 6),
            words("ale-img-seen-cards", player=SeatRef(int(seat))),
            TEXT,
            tk.INK,
        )
        column.y += 34
        _cards(column, cards, words)
    for seat, tiles in sorted(you["seen_tiles"].items()):
        _tiles_row(column, words("ale-img-seen-tiles", player=SeatRef(int(seat))), tiles, words)
    return image


def _cards(column: _Column, cards: Sequence[View], words: tk.Words) -> None:
    if not cards:
        tk.text(column.image, (MARGIN, column.y + 40), words("ale-img-no-cards"), TEXT, tk.INK_DIM)
    top = column.y
    for index, card in enumerate(cards):
        left = MARGIN + index % 8 * (CARD_W + 10)
        y = top + index // 8 * (CARD_H + 10)
        tk.paste(column.image, card_face(card["kind"], words.locale), (left, y))
    column.y = top + max(1, -(-len(cards) // 8)) * (CARD_H + 10)


@tk.static_part
def card_face(kind: str, locale: str) -> Image.Image:
    """One Lyra card: its kind's colour band and name (daemon, symbol, Spyfly or Wild)."""
    face = Image.new("RGBA", (CARD_W, CARD_H), (0, 0, 0, 0))
    draw = ImageDraw.Draw(face)
    draw.rounded_rectangle((0, 0, CARD_W - 1, CARD_H - 1), 8, fill=CARD_FACE, outline=tk.CARD_BORDER, width=2)
    draw.rounded_rectangle((6, 6, CARD_W - 7, CARD_H - 40), 6, fill=KIND_COLORS[kind])
    words = tk.Words(locale, ())
    family = "daemon" if kind in data.DAEMONS else "symbol" if kind in data.SYMBOLS else kind
    tk.text(
        face,
        (CARD_W / 2, (CARD_H - 34) / 2),
        words("ale-img-card-family", family=family),
        SMALL,
        tk.INK,
        "mm",
    )
    name = tk.fit(words(data.CARD_NAMES[kind]), TEXT, CARD_W - 8, tk.BOLD)
    tk.text(face, (CARD_W / 2, CARD_H - 20), name, TEXT, tk.INK_DARK, "mm", tk.BOLD)
    return face


def _tiles_row(column: _Column, title: str, tiles: Sequence[View], words: tk.Words) -> None:
    tk.text(column.image, (MARGIN, column.y + 6), title, TEXT, tk.INK)
    column.y += 34
    x = MARGIN
    for tile in tiles:
        rect = (x, column.y, x + 120, column.y + 60)
        _tile_face(column.image, column.draw, rect, tile, words)
        origin = tk.fit(words(data.LOCATION_NAMES[tile["origin"]]), SMALL, 112)
        tk.text(column.image, (x + 60, column.y + 34), origin, SMALL, tk.INK_DARK, "ma")
        x += 130
    column.y += 70


def _dealt(column: _Column, dealt: Sequence[View], words: tk.Words) -> None:
    """The two characters to choose an ally from, with their ability text (A-5.2)."""
    tk.text(column.image, (MARGIN, column.y + 6), words("ale-img-dealt"), TEXT, tk.HIGHLIGHT)
    column.y += 34
    for character in dealt:
        rect = (MARGIN, column.y, PRIVATE_W - MARGIN, column.y + 100)
        column.draw.rounded_rectangle(
            rect, 8, fill=tk.SURFACE, outline=DECK_COLORS[character["deck"]], width=3
        )
        title = words("ale-img-character", name=msg(character["name"]), magisterium=character["magisterium"])
        tk.text(column.image, (MARGIN + 12, column.y + 8), title, 17, tk.INK, weight=tk.BOLD)
        _wrapped(
            column.image, words(character["text"]), MARGIN + 12, column.y + 34, PRIVATE_W - 2 * MARGIN - 24, 3
        )
        column.y += 110


def _wrapped(image: Image.Image, value: str, x: int, y: int, width: int, lines: int) -> None:
    """``value`` broken into at most ``lines`` lines of ``width`` pixels (the last one cut)."""
    rows: list[str] = []
    for word in value.split():
        if rows and tk.text_width(f"{rows[-1]} {word}", TEXT) <= width:
            rows[-1] = f"{rows[-1]} {word}"
        else:
            rows.append(word)
    for index, row in enumerate(rows[:lines]):
        last = index == lines - 1 and len(rows) > lines
        tk.text(
            image, (x, y + index * 20), tk.fit(row + (" …" if last else ""), TEXT, width), TEXT, tk.INK_DIM
        )


# ---------------------------------------------------------------- part end, final score

SUMMARY_W = 900


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    if view["phase"] not in ("end", "over"):
        return None
    words = words_for(view, names, locale)
    image = draw_final(view, words) if view["phase"] == "over" else draw_part_end(view, words)
    return tk.encode(image, "summary")


def draw_part_end(view: View, words: tk.Words) -> Image.Image:
    """The Truth-token draft (A-12): the tokens on offer and the order of choosing."""
    height = 150 + 34 * len(view["draft_order"])
    image, draw = tk.canvas(SUMMARY_W, height)
    tk.text(
        image, (MARGIN, MARGIN), words("ale-img-part-end", part=view["part"]), 22, tk.GOLD, weight=tk.BOLD
    )
    offer = words("ale-img-offer")
    tk.text(image, (MARGIN, 60), offer, TEXT, tk.INK)
    _truths(image, draw, [t["value"] for t in view["drawn"]], MARGIN + tk.text_width(offer, TEXT) + 24, 70)
    tk.text(image, (MARGIN, 100), words("ale-img-draft-order"), TEXT, tk.INK_DIM)
    for row, seat in enumerate(view["draft_order"]):
        y = 130 + row * 34
        mark = tk.HIGHLIGHT if seat in view["awaited"] else tk.INK
        tk.text(image, (MARGIN + 10, y), f"{row + 1}. {words.name(seat)}", TEXT, mark)
        taken = view["seats"][seat]["truths"]
        _truths(image, draw, [t["value"] for t in taken], MARGIN + 320, y + 10)
    return image


FINAL_COLUMNS = (
    ("truths", "ale-img-col-truths"),
    ("tiles", "ale-img-col-tiles"),
    ("dust", "ale-img-col-dust"),
    ("total", "ale-img-col-total"),
)


def final_row_top(row: int) -> int:
    """The top of the ``row``-th line (0 for the best) of the final score."""
    return 120 + row * 40


def draw_final(view: View, words: tk.Words) -> Image.Image:
    """The final breakdown per player (A-15.2 to A-15.6) and the winners (A-15.9)."""
    scores = view["scores"]
    best = max(row["total"] for row in scores)
    ranking = sorted(range(len(scores)), key=lambda seat: (-scores[seat]["total"], seat))
    image, draw = tk.canvas(SUMMARY_W, 150 + 40 * len(scores))
    tk.text(image, (MARGIN, MARGIN), words("ale-img-final"), 22, tk.GOLD, weight=tk.BOLD)
    winners = tuple(SeatRef(seat) for seat in ranking if scores[seat]["total"] == best)
    tk.text(
        image, (MARGIN, 52), words("ale-img-winners", players=winners, count=len(winners)), 17, tk.HIGHLIGHT
    )
    columns = [360 + i * 140 for i in range(len(FINAL_COLUMNS))]
    for x, (_, header) in zip(columns, FINAL_COLUMNS, strict=True):
        tk.text(image, (x, 92), words(header, bridges=view["bridges_drawn"]), SMALL, tk.INK_DIM, "ra")
    for row, seat in enumerate(ranking):
        y = final_row_top(row)
        if scores[seat]["total"] == best:
            draw.rounded_rectangle((MARGIN - 6, y - 6, SUMMARY_W - MARGIN, y + 28), 6, fill=tk.SURFACE)
        colour = SEAT_COLORS[view["seats"][seat]["colour"]]
        draw.ellipse((MARGIN, y + 4, MARGIN + 14, y + 18), fill=colour)
        tk.text(image, (MARGIN + 24, y), tk.fit(words.name(seat), 17, 200), 17, tk.INK, weight=tk.BOLD)
        for x, (key, _) in zip(columns, FINAL_COLUMNS, strict=True):
            value = str(scores[seat][key])
            if key == "dust":
                value = words(
                    "ale-img-dust-product",
                    tokens=view["seats"][seat]["dust"],
                    bridges=view["bridges_drawn"],
                    points=scores[seat]["dust"],
                )
            tk.text(image, (x, y), value, 17, tk.INK, "ra", tk.BOLD if key == "total" else tk.REGULAR)
    return image


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
