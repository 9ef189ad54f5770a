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

# Every channel picture is composed for how Discord shows it inline: fitted into about 550 x 350
# on a desktop, 330 px wide on a phone. The board is drawn at twice that (1100 x 700, scale 0.5
# and 0.3): TEXT (20 px) is 10 px high at 550, NAME (24 px) 7.2 px at 330.
WIDTH, HEIGHT = 1100, 700
MARGIN = 14
HEADER_H = 76
TEXT = 20  # every word; names and whose turn in NAME
NAME = 24
LINE = 28

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

# --- the journey track: one row per part, Start before part I (A-DEC-2); each location's name
# above its four boxes with the face-down tiles left there; the scoring spaces of the
# two scoring locations under their boxes -----------------------------------------------

TRACK_TOP = HEADER_H + 6
ROW_H = 70
NAME_H = 27  # a location's name above its boxes
LABEL_W = 74  # the part label (and the Start box on the first row)
STEP_W = 58
DEST_W = 142
BOX_H = 38
SLOTS_TOP = TRACK_TOP + 3 * ROW_H
SLOT_H = 46


def box_rect(index: int) -> tuple[int, int, int, int]:
    """Where box ``index`` of data.TRACK lies on the board: left, top, right, bottom."""
    box = data.TRACK[index]
    if box.kind == "start":
        return MARGIN, TRACK_TOP + NAME_H, MARGIN + LABEL_W - 6, TRACK_TOP + NAME_H + BOX_H
    top = TRACK_TOP + (box.part - 1) * ROW_H + NAME_H
    left = MARGIN + LABEL_W
    if box.kind == "destination":
        left += 8 * STEP_W
        return left, top, left + DEST_W - 6, top + BOX_H
    column = (box.number - 1) % 8
    return left + column * STEP_W, top, left + column * STEP_W + STEP_W - 6, top + BOX_H


def _group_left(part: int, group: int) -> int:
    """The left edge of the ``group``-th (0, 1) location of ``part``'s row: four boxes each."""
    return MARGIN + LABEL_W + group * 4 * STEP_W


def _group_of(location: str) -> tuple[int, int]:
    part = next(part for part, where in data.PART_LOCATIONS.items() if location in where)
    return part, data.PART_LOCATIONS[part].index(location)


# --- the dial (A-DEC-3), right of the track -----------------------------------------------------

TRACK_RIGHT = MARGIN + LABEL_W + 8 * STEP_W + DEST_W
DIAL_RADIUS = 118
DIAL_CENTER = ((TRACK_RIGHT + WIDTH) // 2, TRACK_TOP + DIAL_RADIUS + 10)
LEGEND_TOP = DIAL_CENTER[1] + DIAL_RADIUS + 10  # what the needle's two ends say, under the dial


def dial_point(position: int, radius: float) -> tuple[float, float]:
    """The point at ``radius`` from the centre towards dial position ``position`` (1-8),
    position 1 at the top, clockwise."""
    angle = math.radians(-90 + (position - 1) * 45)
    return DIAL_CENTER[0] + radius * math.cos(angle), DIAL_CENTER[1] + radius * math.sin(angle)


def needle_tip(position: int) -> tuple[float, float]:
    """A point of the red end of the needle pointing at ``position`` (tests sample it)."""
    return dial_point(position, DIAL_RADIUS * 0.4)


# --- what is left: piles, the Sky Ferry, the last turn; then the players two by two -----------

INFO_TOP = SLOTS_TOP + SLOT_H + 6
PLAYERS_TOP = INFO_TOP + 4 * LINE + 4
PLAYER_W = (WIDTH - 2 * MARGIN - 10) // 2
PLAYER_H = 108


def scoring_slot(location: str, index: int) -> tuple[int, int, int, int]:
    """The box of the ``index``-th scoring space (0-5) of ``svalbard`` or ``lights``: six under
    the location's four track boxes."""
    part, group = _group_of(location)
    width = (4 * STEP_W - 6) // data.SCORING_SPACES
    left = _group_left(part, group) + index * width
    return left, SLOTS_TOP + 2, left + width - 4, SLOTS_TOP + SLOT_H - 2


def stack_rect(location: str) -> tuple[int, int, int, int]:
    """Where a tile location (``data.TILE_LOCATIONS``) says its name and how many face-down
    tiles are left there: above its boxes."""
    part, group = _group_of(location)
    left, top = _group_left(part, group), TRACK_TOP + (part - 1) * ROW_H
    return left - 4, top - 1, left + 4 * STEP_W - 8, top + NAME_H - 2


def ring(rect: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
    """The ring around a scoring slot that marks a tile scored in the last turn."""
    return rect[0] - 3, rect[1] - 3, rect[2] + 3, rect[3] + 3


def player_rect(seat: int) -> tuple[int, int, int, int]:
    left = MARGIN + seat % 2 * (PLAYER_W + 10)
    top = PLAYERS_TOP + seat // 2 * (PLAYER_H + 8)
    return left, top, left + PLAYER_W, top + PLAYER_H


def board_height(players: int) -> int:
    return PLAYERS_TOP + -(-players // 2) * (PLAYER_H + 8) + MARGIN - 8


def words_for(view: View, names: Sequence[str], locale: str) -> tk.Words:
    return tk.Words.of(names, view["players"], locale)


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def draw_board(view: View, words: tk.Words) -> Image.Image:
    image, draw = tk.canvas(WIDTH, board_height(view["players"]))
    _header(image, draw, view, words)
    _track(image, draw, view, words)
    _places(image, draw, view, words)
    _dial(image, draw, view, words)
    _info(image, draw, view, words)
    for seat in view["seats"]:
        _player(image, draw, view, seat, words)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=tk.SURFACE)
    tk.text(image, (MARGIN, 6), words("ale-title"), NAME, tk.GOLD, weight=tk.BOLD)
    part = words("ale-img-part", part=view["part"], turns=view["turns"])
    tk.text(image, (WIDTH - MARGIN, 9), part, TEXT, tk.INK, "ra")
    tk.text(image, (MARGIN, 40), status(view, words), NAME, tk.HIGHLIGHT, weight=tk.BOLD, role="turn")


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
        label_y = top + NAME_H + BOX_H / 2 if part > 1 else top + NAME_H / 2
        tk.text(image, (MARGIN, label_y), words("ale-img-part-row", part=part), TEXT, tk.INK_DIM, "lm")
        for group, location in enumerate(data.PART_LOCATIONS[part]):
            tk.text(
                image, (_group_left(part, group), top), words(data.LOCATION_NAMES[location]), TEXT, tk.INK_DIM
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
        tk.text(image, (rect[0] + 4, rect[1] - 1), label, TEXT, tk.INK)
        if box.index == current_destination:
            _symbol_tokens(draw, view, rect)
    _lyra(draw, box_rect(view["lyra"]["box"]))


def _symbol_tokens(draw: ImageDraw.ImageDraw, view: View, rect: tuple[int, int, int, int]) -> None:
    """The Symbol tokens each player has on the current Destination (A-13.3), one dot each."""
    x, y = rect[0] + 8, rect[3] - 9
    for seat in view["seats"]:
        for _ in range(seat["on_destination"]):
            if x > rect[2] - 30:
                break
            draw.ellipse(
                (x - 4, y - 4, x + 4, y + 4), fill=SEAT_COLORS[seat["colour"]], outline=tk.CARD_BORDER
            )
            x += 9


def _lyra(draw: ImageDraw.ImageDraw, rect: tuple[int, int, int, int]) -> None:
    """Lyra's marker: a gold pawn in the lower right of her box."""
    cx, cy = lyra_centre(rect)
    draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=tk.GOLD, outline=tk.GOLD_DARK, width=3)
    draw.rounded_rectangle(rect, 6, outline=tk.GOLD, width=3)


def lyra_centre(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    return rect[2] - 13, rect[3] - 12


def path_point(index: int) -> tuple[int, int]:
    """A point of box ``index`` that only its fill covers (tests sample the last turn's path)."""
    rect = box_rect(index)
    return rect[0] + 6, rect[3] - 5


def lyra_point(index: int) -> tuple[int, int]:
    """The centre of Lyra's marker when she stands on box ``index`` (tests sample it)."""
    return lyra_centre(box_rect(index))


def _dial(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    cx, cy = DIAL_CENTER
    r = DIAL_RADIUS
    draw.ellipse((cx - r - 8, cy - r - 8, cx + r + 8, cy + r + 8), fill=DIAL_RIM)
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=DIAL_FACE)
    for position, face in enumerate(data.DIAL, start=1):
        x, y = dial_point(position, r - 32)
        tk.text(image, (x, y - 11), f"{face.red_draw}+{face.red_advance}", TEXT, NEEDLE_RED, "mm", tk.BOLD)
        tk.text(
            image,
            (x, y + 11),
            words("ale-img-icon-short", icon=face.blue),
            TEXT,
            (30, 70, 110),
            "mm",
            tk.BOLD,
        )
    spin = view["spin"]
    if spin is not None:
        # The needle: its red end points at the spun position, its light-blue end lies beside it
        # (both ends of one position are read together, A-7.1).
        tip = dial_point(spin["position"], r - 62)
        tail = dial_point(spin["position"], -r * 0.3)
        draw.line((tail, (cx, cy)), fill=NEEDLE_BLUE, width=9)
        draw.line(((cx, cy), tip), fill=NEEDLE_RED, width=9)
    draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=tk.CARD_BORDER)


def needle_ends(view: View, words: tk.Words) -> tuple[str, str]:
    """What the needle's red and light-blue ends say this turn (A-7.1); ("", "") unspun."""
    spin = view["spin"]
    if spin is None:
        return "", ""
    red = words("ale-img-red", effect=msg("ale-red-end", draw=spin["red_draw"], advance=spin["red_advance"]))
    return red, words("ale-img-blue", icon=msg(data.BLUE_NAMES[spin["blue"]]))


def _places(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    """Face-down Item tiles left at each tile location (a tile and a count at the end of its
    name), and the scored tiles of the two scoring locations with the Symbol token (the owner's
    colour) on each (A-13.5). The locations where the last turn took a tile, and the tiles it
    scored, are ringed."""
    last = view["last"] or {"taken": [], "scored": []}
    taken_from = {mark["location"] for mark in last["taken"]}
    scored = {mark["tile"]["id"] for mark in last["scored"]}
    for location in data.TILE_LOCATIONS:
        rect = stack_rect(location)
        if location in taken_from:
            draw.rounded_rectangle(rect, 6, outline=tk.HIGHLIGHT, width=3)
        count = str(view["stacks"][location])
        x = rect[2] - 6 - tk.text_width(count, TEXT, tk.BOLD)
        tk.text(image, (x, rect[1] + 1), count, TEXT, tk.INK, weight=tk.BOLD)
        for depth in (3, 0):  # a face-down tile, the count beside it
            tile = (x - 24 + depth, rect[1] + 5 - depth, x - 8 + depth, rect[1] + 23 - depth)
            draw.rounded_rectangle(tile, 3, fill=tk.ROCK, outline=tk.CARD_BORDER)
    for location in data.SCORING_LOCATIONS:
        tiles = view["scoring_places"][location]
        for index in range(data.SCORING_SPACES):
            slot = scoring_slot(location, index)
            if index >= len(tiles):
                draw.rounded_rectangle(slot, 5, outline=tk.GRID, width=2)
                continue
            tile = tiles[index]
            if tile["id"] in scored:
                draw.rounded_rectangle(ring(slot), 7, outline=tk.HIGHLIGHT, width=3)
            _tile_face(image, draw, slot, tile)
            owner = SEAT_COLORS[view["seats"][tile["owner"]]["colour"]]
            x, y = (slot[0] + slot[2]) / 2, slot[3] - 9
            draw.ellipse((x - 6, y - 6, x + 6, y + 6), fill=owner, outline=tk.CARD_BORDER, width=2)


def _tile_face(image: Image.Image, draw: ImageDraw.ImageDraw, rect, tile: View) -> None:
    """An Item tile face up: its value, or the alethiometer drawn as a small dial."""
    draw.rounded_rectangle(rect, 5, fill=CARD_FACE, outline=tk.CARD_BORDER, width=2)
    x, top = (rect[0] + rect[2]) / 2, rect[1]
    if tile["alethiometer"]:
        draw.ellipse((x - 9, top + 5, x + 9, top + 23), fill=DIAL_FACE, outline=DIAL_RIM, width=2)
        draw.line(((x, top + 14), (x + 5, top + 8)), fill=NEEDLE_RED, width=2)
    else:
        tk.text(image, (x, top - 1), str(tile["value"]), TEXT, tk.INK_DARK, "ma", tk.BOLD)


def _info(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    piles = words(
        "ale-img-piles",
        deck=view["deck_size"],
        discard=len(view["discard"]),
        dust=view["dust_supply"],
        bag=view["bag_size"],
        bridges=view["bridges_drawn"],
    )
    tk.text(image, (MARGIN, INFO_TOP), piles, TEXT, tk.INK)
    red, blue = needle_ends(view, words)
    if red:
        tk.text(image, (MARGIN, INFO_TOP + LINE), red, TEXT, NEEDLE_RED, weight=tk.BOLD)
        x = MARGIN + tk.text_width(red, TEXT, tk.BOLD) + 20
        tk.text(image, (x, INFO_TOP + LINE), blue, TEXT, NEEDLE_BLUE, weight=tk.BOLD)
        needle_end = x + tk.text_width(blue, TEXT, tk.BOLD)
    else:
        tk.text(image, (MARGIN, INFO_TOP + LINE), words("ale-img-no-spin"), TEXT, tk.INK_DIM)
        needle_end = MARGIN + tk.text_width(words("ale-img-no-spin"), TEXT)
    tk.text(image, (MARGIN, INFO_TOP + 2 * LINE), ferry_line(view, words), TEXT, tk.INK)
    if view["last"]:
        tk.text(image, (MARGIN, INFO_TOP + 3 * LINE), last_turn_line(view["last"], words), TEXT, tk.HIGHLIGHT)
    if view["drawn"]:  # the Truth tokens on offer at a part's end, after the needle's line
        x = needle_end + 30
        offer = words("ale-img-offer")
        tk.text(image, (x, INFO_TOP + LINE), offer, TEXT, tk.INK)
        _truths(
            image,
            draw,
            [t["value"] for t in view["drawn"]],
            x + tk.text_width(offer, TEXT) + 20,
            INFO_TOP + LINE + 14,
        )


def ferry_line(view: View, words: tk.Words) -> str:
    """Who holds the Sky Ferry and, at the end of a part, how its holder pays or must choose to
    pay for it: Magisterium score plus one Lyra cards, when the hand holds that many, or one of
    the two new Truth tokens (A-12.3, A-12.4, A-DEC-13)."""
    holder = view["sky_ferry"]
    decision = view["decision"]
    choosing = decision is not None and decision["kind"] == "ferry"
    if choosing:  # the chooser is the holder, named in what follows
        parts = []
    elif holder is None:
        parts = [words("ale-img-ferry-free")]
    else:
        parts = [words("ale-img-ferry", player=SeatRef(holder))]
    if choosing:
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
        draw.ellipse((x - 13, y - 13, x + 13, y + 13), fill=tk.GOLD, outline=tk.GOLD_DARK, width=2)
        tk.text(image, (x, y), str(value), TEXT, tk.INK_DARK, "mm", tk.BOLD)
        x += 29


def _player(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: View, words: tk.Words) -> None:
    """A player's panel: name and marks (dealer, Sky Ferry), the ally and the opposition (or
    the secret choice under way), the Truth tokens, then the counts in one short line."""
    rect = player_rect(seat["seat"])
    awaited = seat["seat"] in view["awaited"]
    draw.rounded_rectangle(
        rect, 8, fill=tk.SURFACE, outline=tk.HIGHLIGHT if awaited else tk.GRID, width=3 if awaited else 1
    )
    left, top, right = rect[0], rect[1], rect[2]
    draw.rounded_rectangle((left + 4, top + 4, left + 12, rect[3] - 4), 3, fill=SEAT_COLORS[seat["colour"]])
    marks = [words("ale-img-dealer")] if seat["seat"] == view["dealer"] else []
    if view["sky_ferry"] == seat["seat"]:
        marks.append(words("ale-img-ferry-mark"))
    said = " · ".join(marks)
    tk.text(image, (right - 10, top + 6), said, TEXT, tk.GOLD, "ra")
    room = PLAYER_W - 40 - tk.text_width(said, TEXT)
    tk.text(
        image,
        (left + 20, top + 2),
        tk.fit(words.name(seat["seat"]), NAME, room, tk.BOLD),
        NAME,
        weight=tk.BOLD,
        role="name",
    )
    truths = [t["value"] for t in seat["truths"]]
    _truths(image, draw, truths, right - 22 - 29 * (len(truths) - 1), top + 50)
    if seat["has_chosen"] is not None:
        chosen = words("ale-img-chosen" if seat["has_chosen"] else "ale-img-choosing-seat")
        tk.text(image, (left + 20, top + 30), chosen, TEXT, tk.INK_DIM)
    for row, (key, message) in enumerate((("ally", "ale-img-ally"), ("opposition", "ale-img-opposition"))):
        character = seat[key]
        if character is not None:
            y = top + 30 + row * 24
            draw.rectangle((left + 20, y + 8, left + 30, y + 20), fill=DECK_COLORS[character["deck"]])
            tk.text(image, (left + 36, y), words(message, name=msg(character["name"])), TEXT, tk.INK)
    facts = words(
        "ale-img-seat-counts",
        hand=seat["hand_size"],
        tiles=len(seat["tile_origins"]),
        magisterium=seat["magisterium"],
        dust=seat["dust"],
        symbols=seat["symbols_left"],
    )
    tk.text(image, (left + 20, top + 78), facts, TEXT, tk.INK_DIM)


# ---------------------------------------------------------------- private pictures

CARD_W, CARD_H, CARD_GAP = 122, 150, 8
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


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    you = view.get("you")
    if you is None:
        return []
    words = words_for(view, names, locale)
    return [tk.encode(draw_private(view, words), "hand")]


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
    draw.rounded_rectangle((5, 5, CARD_W - 6, CARD_H - 44), 6, fill=KIND_COLORS[kind])
    family, name = _card_words(kind, tk.Words(locale, ()))
    tk.text(face, (CARD_W / 2, (CARD_H - 40) / 2), family, TEXT, tk.INK, "mm", role="decor")
    tk.text(face, (CARD_W / 2, CARD_H - 22), name, TEXT, tk.INK_DARK, "mm", tk.BOLD, role="decor")
    return face


def _tiles_row(column: _Column, title: str, tiles: Sequence[View], words: tk.Words) -> None:
    _heading(column, title, tk.INK)
    x = MARGIN
    for tile in tiles:
        rect = (x, column.y, x + TILE_W, column.y + TILE_H)
        _tile_face(column.image, column.draw, rect, tile)
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
    top = 128
    height = top + ROW * len(view["draft_order"]) + MARGIN
    image, draw = tk.canvas(SUMMARY_W, height)
    tk.text(
        image, (MARGIN, 10), words("ale-img-part-end", part=view["part"]), NAME + 2, tk.GOLD, weight=tk.BOLD
    )
    offer = words("ale-img-offer")
    tk.text(image, (MARGIN, 54), offer, TEXT, tk.INK)
    _truths(image, draw, [t["value"] for t in view["drawn"]], MARGIN + tk.text_width(offer, TEXT) + 26, 68)
    tk.text(image, (MARGIN, 92), words("ale-img-draft-order"), TEXT, tk.INK_DIM)
    for row, seat in enumerate(view["draft_order"]):
        y = top + row * ROW
        mark = tk.HIGHLIGHT if seat in view["awaited"] else tk.INK
        name = tk.fit(f"{row + 1}. {words.name(seat)}", NAME, 380, tk.BOLD)
        tk.text(image, (MARGIN + 10, y), name, NAME, mark, weight=tk.BOLD, role="name")
        taken = view["seats"][seat]["truths"]
        _truths(image, draw, [t["value"] for t in taken], MARGIN + 420, y + 17)
    return image


ROW = 44  # a player's line on the summaries
FINAL_COLUMNS = (
    ("truths", "ale-img-col-truths"),
    ("tiles", "ale-img-col-tiles"),
    ("dust", "ale-img-col-dust"),
    ("total", "ale-img-col-total"),
)


def final_row_top(row: int) -> int:
    """The top of the ``row``-th line (0 for the best) of the final score."""
    return 136 + row * ROW


def draw_final(view: View, words: tk.Words) -> Image.Image:
    """The final breakdown per player (A-15.2 to A-15.6) and the winners (A-15.9)."""
    scores = view["scores"]
    best = max(row["total"] for row in scores)
    ranking = sorted(range(len(scores)), key=lambda seat: (-scores[seat]["total"], seat))
    image, draw = tk.canvas(SUMMARY_W, final_row_top(len(scores)) + MARGIN)
    tk.text(image, (MARGIN, 10), words("ale-img-final"), NAME + 2, tk.GOLD, weight=tk.BOLD)
    winners = tuple(SeatRef(seat) for seat in ranking if scores[seat]["total"] == best)
    said = words("ale-img-winners", players=winners, count=len(winners))
    tk.text(image, (MARGIN, 52), said, NAME, tk.HIGHLIGHT, weight=tk.BOLD)
    columns = [420 + i * 150 for i in range(len(FINAL_COLUMNS))]
    for x, (_, header) in zip(columns, FINAL_COLUMNS, strict=True):
        tk.text(image, (x, 98), words(header, bridges=view["bridges_drawn"]), TEXT, tk.INK_DIM, "ra")
    for row, seat in enumerate(ranking):
        y = final_row_top(row)
        if scores[seat]["total"] == best:
            draw.rounded_rectangle((MARGIN - 6, y - 4, SUMMARY_W - MARGIN, y + ROW - 8), 6, fill=tk.SURFACE)
        colour = SEAT_COLORS[view["seats"][seat]["colour"]]
        draw.ellipse((MARGIN, y + 9, MARGIN + 16, y + 25), fill=colour)
        tk.text(
            image,
            (MARGIN + 26, y),
            tk.fit(words.name(seat), NAME, 200, tk.BOLD),
            NAME,
            tk.INK,
            weight=tk.BOLD,
            role="name",
        )
        for x, (key, _) in zip(columns, FINAL_COLUMNS, strict=True):
            value = str(scores[seat][key])
            if key == "dust":
                value = words(
                    "ale-img-dust-product",
                    tokens=view["seats"][seat]["dust"],
                    bridges=view["bridges_drawn"],
                    points=scores[seat]["dust"],
                )
            tk.text(
                image, (x, y + 2), value, TEXT + 2, tk.INK, "ra", tk.BOLD if key == "total" else tk.REGULAR
            )
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
