"""The Alethiometer board, from the public view only: the journey track with Lyra, the dial with
this turn's needle, the Item tiles of each location, the piles and tokens, and every player's
table; and the lines it says (whose decision, the Sky Ferry, the last turn), which the alt text
repeats."""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from images import toolkit as tk
from images.alethiometer_parts import (
    DECK_COLORS,
    DESTINATION_BOX,
    DIAL_FACE,
    DIAL_RIM,
    LINE,
    MARGIN,
    NAME,
    NEEDLE_BLUE,
    NEEDLE_RED,
    PATH_BOX,
    TEXT,
    TRACK_BOX,
    WIDTH,
    View,
    tile_face,
    truth_tokens,
)
from rules.alethiometer import data
from rules.core import SeatRef, msg

HEADER_H = 76

# --- the journey track: one row per part, Start before part I (A-DEC-2); each location's name
# above its four boxes with the face-down tiles left there; the scoring spaces of the
# two scoring locations under their boxes -----------------------------------------------

TRACK_TOP = HEADER_H + 6
ROW_H = 70
NAME_H = 27  # a location's name above its boxes
LABEL_W = 74  # the part label (and the Start box on the first row)
STEP_W = 58
DEST_W = 190  # room for each seat's Symbol tokens on the current Destination
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
    if box.kind == "destination":  # no location's name above it: the box takes that room too
        left += 8 * STEP_W
        return left, top - NAME_H + 4, left + DEST_W - 6, top + BOX_H
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
    return tk.grid_box(seat, 2, (MARGIN, PLAYERS_TOP), (PLAYER_W, PLAYER_H), (10, 8))


def board_height(players: int) -> int:
    return PLAYERS_TOP + -(-players // 2) * (PLAYER_H + 8) + MARGIN - 8


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
    part = words("ale-img-part", part=view["part"], turns=view["turns"])
    tk.double_header(image, draw, HEADER_H, words("ale-title"), part, status(view, words))


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
            _symbol_tokens(image, draw, view, rect)
    _lyra(draw, box_rect(view["lyra"]["box"]))


def _symbol_tokens(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, rect: tuple[int, int, int, int]
) -> None:
    """The Symbol tokens each player has on the current Destination (A-13.3): the seat's mark
    (its colour and shape) and how many, along the bottom of the box."""
    x, y = rect[0] + 6, rect[3] - 16
    for seat in view["seats"]:
        if seat["on_destination"]:
            tk.seat_shape(draw, seat["colour"], (x, y - 10, x + 20, y + 10))
            count = str(seat["on_destination"])
            tk.text(image, (x + 23, y), count, TEXT, tk.INK, "lm", tk.BOLD)
            x += 23 + round(tk.text_width(count, TEXT, tk.BOLD)) + 9


def _lyra(draw: ImageDraw.ImageDraw, rect: tuple[int, int, int, int]) -> None:
    """Lyra's marker: a gold pawn in the lower right of her box."""
    cx, cy = lyra_centre(rect)
    draw.ellipse((cx - 9, cy - 9, cx + 9, cy + 9), fill=tk.GOLD, outline=tk.GOLD_DARK, width=3)
    draw.rounded_rectangle(rect, 6, outline=tk.GOLD, width=3)


def lyra_centre(rect: tuple[int, int, int, int]) -> tuple[int, int]:
    """At the right of a box's top line: the lower right of a track box, beside the label of
    a (taller) Destination, whose bottom holds the Symbol tokens."""
    return rect[2] - 13, rect[1] + 26


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
            tile_face(image, draw, slot, tile)
            owner = view["seats"][tile["owner"]]["colour"]
            x, y = (slot[0] + slot[2]) / 2, slot[3] - 11
            tk.seat_shape(draw, owner, (x - 10, y - 10, x + 10, y + 10))


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
        truth_tokens(
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
        words(said, player=SeatRef(mark["seat"]), location=words(data.LOCATION_NAMES[mark["location"]]))
        for key, said in (("scored", "ale-img-last-scored"), ("taken", "ale-img-last-taken"))
        for mark in last[key]
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


def _player(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, seat: View, words: tk.Words) -> None:
    """A player's panel: name and marks (dealer, Sky Ferry), the ally and the opposition (or
    the secret choice under way), the Truth tokens, then the counts in one short line."""
    rect = player_rect(seat["seat"])
    awaited = seat["seat"] in view["awaited"]
    draw.rounded_rectangle(
        rect, 8, fill=tk.SURFACE, outline=tk.HIGHLIGHT if awaited else tk.GRID, width=3 if awaited else 1
    )
    left, top, right = rect[0], rect[1], rect[2]
    stripe = (left + 4, top + 4, left + 12, rect[3] - 4)
    draw.rounded_rectangle(stripe, 3, fill=tk.SEAT_COLOURS[seat["colour"]])
    tk.seat_shape(draw, seat["colour"], (left + 20, top + 7, left + 42, top + 29))  # as on the board
    marks = [words("ale-img-dealer")] if seat["seat"] == view["dealer"] else []
    if view["sky_ferry"] == seat["seat"]:
        marks.append(words("ale-img-ferry-mark"))
    said = " · ".join(marks)
    tk.text(image, (right - 10, top + 6), said, TEXT, tk.GOLD, "ra")
    room = PLAYER_W - 64 - tk.text_width(said, TEXT)
    tk.text(
        image,
        (left + 48, top + 2),
        tk.fit(words.name(seat["seat"]), NAME, room, tk.BOLD),
        NAME,
        weight=tk.BOLD,
        role="name",
    )
    truths = [t["value"] for t in seat["truths"]]
    truth_tokens(image, draw, truths, right - 22 - 29 * (len(truths) - 1), top + 50)
    if seat["has_chosen"] is not None:
        chosen = words("ale-img-chosen" if seat["has_chosen"] else "ale-img-choosing-seat")
        tk.text(image, (left + 20, top + 30), chosen, TEXT, tk.INK_DIM)
    for row, (key, message) in enumerate((("ally", "ale-img-ally"), ("opposition", "ale-img-opposition"))):
        character = seat[key]
        if character is not None:
            y = top + 30 + row * 24
            # the deck's part as a numeral in its colour: a colour square read as a seat's mark
            deck = words("ale-img-deck", part=data.DECK_COLOURS.index(character["deck"]) + 1)
            tk.text(image, (left + 30, y), deck, TEXT, DECK_COLORS[character["deck"]], "ma", tk.BOLD)
            tk.text(image, (left + 52, y), words(message, name=msg(character["name"])), TEXT, tk.INK)
    facts = words(
        "ale-img-seat-counts",
        hand=seat["hand_size"],
        tiles=len(seat["tile_origins"]),
        magisterium=seat["magisterium"],
        dust=seat["dust"],
        symbols=seat["symbols_left"],
    )
    tk.text(image, (left + 20, top + 78), facts, TEXT, tk.INK_DIM)
