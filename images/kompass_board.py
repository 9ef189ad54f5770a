"""The Kompass board, from the public view only: the route to the North with every pawn and the
last turn's path, each player's experience, tasks and hand size, the piles, round, phase and
turn; and the lines its header says (phase, whose turn, the last move), which the alt text
repeats."""

from __future__ import annotations

from PIL import Image, ImageDraw

from images import kompass_parts as parts
from images import toolkit as tk
from images.kompass_parts import HEIGHT, LINE, MARGIN, NAME, TEXT, WIDTH, View
from rules.core import Message, SeatRef, msg
from rules.kompass.data import (
    BOARD,
    COLOURS,
    KIND_NAMES,
    KINDS,
    LEVEL_NAMES,
    PAN_NAMES,
    PHASE_NAMES,
    PHASE_NUMBERS,
    TASKS,
)
from rules.kompass.views import space_name

HEADER_H = 78  # the round and phase, then whose turn and the last move
ROUTE_LEFT, ROUTE_TOP = (WIDTH - parts.ROUTE_LAYOUT.width) // 2, HEADER_H + 4
BAND_TOP = ROUTE_TOP + parts.ROUTE_LAYOUT.height + 8  # the players and the piles, under the route
PANEL_W, PLAYER_H = 366, 112  # a player's panel; four of them two by two
PILES_LEFT = MARGIN + 2 * PANEL_W + 2 * 10
PILES_W = WIDTH - MARGIN - PILES_LEFT
XP_STEP = 62  # an experience kind on a player's panel: its symbol and its number

LEVEL_OF_TASK = {task.name: task.level for task in TASKS.values()}


def space_centre(index: int) -> tuple[int, int]:
    """Where a space's centre lies on the board picture."""
    x, y = parts.ROUTE_LAYOUT.centre(index)
    return ROUTE_LEFT + x, ROUTE_TOP + y


CITY_PAWN_R = 12


def city_pawn_centre(index: int, slot: int) -> tuple[int, int]:
    """A pawn in a city or on the goal, by arrival number (1 first): side by side under its name."""
    x, y = space_centre(index)
    step = 2 * CITY_PAWN_R + 5
    return round(x + (max(slot, 1) - 2.5) * step), y + 14


def player_rect(seat: int) -> tuple[int, int, int, int]:
    """A player's panel under the route: two by two, seat order."""
    return tk.grid_box(seat, 2, (MARGIN, BAND_TOP), (PANEL_W, PLAYER_H), (10, 8))


def draw_board(view: View, words: tk.Words) -> Image.Image:
    image, draw = tk.canvas(WIDTH, HEIGHT)
    _header(image, draw, view, words)
    tk.paste(image, parts.route_base(), (ROUTE_LEFT, ROUTE_TOP))
    _last_path(image, draw, view.get("last"))
    _place_names(image, words)
    _pawns(image, view)
    _space_numbers(image)
    parts.legend(image, parts.legend_items(words, snow=True), ROUTE_LEFT, ROUTE_TOP)
    for player in view["players"]:
        _player(image, draw, view, player, words)
    _piles(image, draw, view, words)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    title = words("kom-img-title", round=view["round"])
    tk.double_header(image, draw, HEADER_H, title, phase_line(view, words), status_line(view, words))
    last = view.get("last")
    if last:
        tk.text(image, (WIDTH - MARGIN, 43), last_line(last, words), TEXT, tk.INK_DIM, "ra")


def phase_line(view: View, words: tk.Words) -> str:
    phase = view["phase"]
    if phase == "over":
        return words("kom-img-over")
    if phase == "bonus":
        return words.render(Message(PHASE_NAMES["bonus"]))
    return words("kom-img-phase", number=PHASE_NUMBERS[phase], phase=Message(PHASE_NAMES[phase]))


def status_line(view: View, words: tk.Words) -> str:
    turn = view.get("turn")
    if turn is None:
        return ""
    return words("kom-img-waiting", player=SeatRef(turn["seat"]), mode=turn["mode"])


def last_line(last: View, words: tk.Words) -> str:
    """The last turn: who moved from where to where."""
    path = last["path"]
    return words(
        "kom-img-last", player=SeatRef(last["seat"]), start=space_name(path[0]), to=space_name(path[-1])
    )


def _last_path(image: Image.Image, draw: ImageDraw.ImageDraw, last: View | None) -> None:
    """The last turn: a bright line along every space the pawn passed, its stops ringed (the
    spaces whose reward it took)."""
    if not last:
        return
    path = last["path"]
    walked = range(path[0], path[-1] + 1)
    draw.line([space_centre(index) for index in walked], fill=tk.HIGHLIGHT, width=10, joint="curve")
    for index in walked:
        x, y = space_centre(index)
        face = parts.space_face(index)
        tk.paste(image, face, (x - face.width // 2, y - face.height // 2))
    for index in path[1:]:
        x, y = space_centre(index)
        if BOARD[index].kind in ("city", "goal"):
            w, h = parts.CITY_W // 2 + 3, parts.CITY_H // 2 + 3
            draw.rounded_rectangle((x - w, y - h, x + w, y + h), radius=12, outline=tk.HIGHLIGHT, width=3)
        else:
            r = parts.SPACE_R + 6
            draw.ellipse((x - r, y - r, x + r, y + r), outline=tk.HIGHLIGHT, width=3)


def _place_names(image: Image.Image, words: tk.Words) -> None:
    for index, space in enumerate(BOARD):
        if space.kind in ("city", "goal"):
            x, y = space_centre(index)
            name = words.render(Message(space.name)) if space.name else words("kom-img-goal")
            tk.text(image, (x, y - parts.CITY_H // 2 + 1), name, TEXT, tk.INK, "ma", tk.BOLD)


NUMBER_W, NUMBER_H = 30, 20  # a space's number tag, astride the top of its disc


def _space_numbers(image: Image.Image) -> None:
    """Each track space's number, as the last move, the panels and the menus name it ("space
    14", ``space_name``), on a dark tag astride the top of its disc: above a pawn standing
    there, so the number stays readable; cities and the goal are named instead."""
    for index, space in enumerate(BOARD):
        if space.kind in ("city", "goal"):
            continue
        x, y = space_centre(index)
        tag = _number_tag(index)
        tk.note_text(str(index), TEXT, "essential")
        tk.paste(image, tag, (x - tag.width // 2, y - parts.SPACE_R - 3 - tag.height // 2))


@tk.static_part(maxsize=len(BOARD))
def _number_tag(index: int) -> Image.Image:
    """A space's number on its dark tag, drawn once: the numbers are the same in every language."""
    tag = Image.new("RGBA", (NUMBER_W, NUMBER_H), (0, 0, 0, 0))
    ImageDraw.Draw(tag).rounded_rectangle(
        (0, 0, NUMBER_W - 1, NUMBER_H - 1), radius=NUMBER_H // 2, fill=tk.INK_DARK
    )
    tk.text(tag, (NUMBER_W / 2, NUMBER_H / 2), str(index), TEXT, tk.INK, "mm", tk.BOLD)
    return tag


def _pawns(image: Image.Image, view: View) -> None:
    """The pawns in their players' colours (the panels under the route carry the same pawn
    beside each name); in a city, side by side in arrival order with the arrival number."""
    for player in view["players"]:
        index = player["pos"]
        if BOARD[index].kind in ("city", "goal"):
            x, y = city_pawn_centre(index, player["slot"])
            piece = parts.pawn(player["colour"], CITY_PAWN_R)
            tk.paste(image, piece, (x - piece.width // 2, y - piece.height // 2))
            tk.text(image, (x, y), str(player["slot"]), TEXT, tk.INK_DARK, "mm", tk.BOLD)
        else:
            x, y = space_centre(index)
            piece = parts.pawn(player["colour"])
            tk.paste(image, piece, (x - piece.width // 2, y - piece.height // 2))


def _player(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, player: View, words: tk.Words) -> None:
    """A player's panel in few, large words: pawn, name and place in the race; each kind of
    experience by symbol and number, and the hand's size; the task worked on, those done, and
    whether the player meets the winning conditions (K-12.1)."""
    seat = player["seat"]
    left, top, right, bottom = player_rect(seat)
    awaited = seat in view["awaited"]
    draw.rounded_rectangle(
        (left, top, right, bottom),
        radius=8,
        fill=tk.SURFACE,
        outline=tk.HIGHLIGHT if awaited else tk.SURFACE_LIGHT,
        width=3 if awaited else 1,
    )
    piece = parts.pawn(player["colour"], 11)
    tk.paste(image, piece, (left + 8, top + 8))
    place = words("kom-img-place-short", place=player["place"])
    tk.text(image, (right - 10, top + 8), place, TEXT, tk.INK_DIM, "ra")
    room = PANEL_W - 60 - tk.text_width(place, TEXT)  # the name gives way to the place
    tk.text(
        image,
        (left + 42, top + 4),
        tk.fit(words.name(seat), NAME, room, tk.BOLD),
        NAME,
        weight=tk.BOLD,
        role="name",
    )
    x = left + 10
    for kind in KINDS:
        tk.paste(image, parts.kind_icon(kind, 24), (x, top + 44))
        tk.text(image, (x + 29, top + 56), str(player["xp"][kind]), NAME, tk.INK, "lm", tk.BOLD)
        x += XP_STEP
    cards = words("kom-img-cards", count=player["hand_size"])
    tk.text(image, (right - 10, top + 56), cards, TEXT, tk.INK, "rm")
    levels = tuple(LEVEL_NAMES[LEVEL_OF_TASK[name]] for name in player["tasks_done"])
    tasks = words(
        "kom-img-tasks-short",
        level=LEVEL_NAMES[player["task_level"]] if player["task_level"] else Message("kom-img-none"),
        done=levels or Message("kom-img-none"),
    )
    tk.text(image, (left + 10, top + 72), tasks, TEXT, tk.INK_DIM)
    if player["qualifies"]:  # K-12.1, in gold at the end of the tasks line
        tk.text(image, (right - 10, top + 72), words("kom-img-can-win"), TEXT, tk.GOLD, "ra", tk.BOLD)


PILE_W, PILE_H = 40, 50


def _piles(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    """The Lyra piles two by two (the face-up card's value on the pile's colour, the cards left
    to draw beside it), then the Pan pile, the task piles and the companions left."""
    left, top = PILES_LEFT, BAND_TOP
    bottom = HEIGHT - MARGIN + 4
    draw.rounded_rectangle((left, top, left + PILES_W, bottom), radius=8, fill=tk.SURFACE)
    tk.text(image, (left + 10, top + 4), words("kom-img-lyra-piles-short"), TEXT, tk.INK, weight=tk.BOLD)
    shown = [colour for colour in COLOURS if colour in view["lyra"]]
    for number, colour in enumerate(shown):
        pile = view["lyra"][colour]
        x = left + 10 + number % 2 * (PILES_W // 2)
        y = top + 36 + number // 2 * (PILE_H + 6)
        for depth in (4, 2, 0):  # a pile, not a card
            draw.rounded_rectangle(
                (x + depth, y + depth, x + depth + PILE_W, y + depth + PILE_H - 4),
                radius=4,
                fill=tk.shade(tk.SEAT_COLOURS[colour], 0.7 if depth else 1),
                outline=tk.CARD_BORDER,
            )
        if pile["top"] is not None:
            tk.text(
                image,
                (x + PILE_W / 2, y + PILE_H / 2 - 2),
                str(pile["top"]),
                NAME,
                tk.INK_DARK,
                "mm",
                tk.BOLD,
            )
        middle = y + PILE_H / 2
        # the mark of the players of this colour (K-7), then the cards left to draw
        tk.seat_shape(draw, colour, (x + PILE_W + 12, middle - 10, x + PILE_W + 32, middle + 10))
        tk.text(image, (x + PILE_W + 40, middle), str(pile["draw"]), NAME, tk.INK, "lm", tk.BOLD)
    y = top + 36 + 2 * (PILE_H + 6)
    pan = view["pan"]
    top_card = _pan_face(pan["top"]) if pan["top"] else msg("kom-img-none")
    tk.text(
        image, (left + 10, y), words("kom-img-pan-short", count=pan["draw"], top=top_card), TEXT, tk.INK_DIM
    )
    tasks = view["tasks"]
    said = words("kom-img-task-piles-short", one=tasks["I"], two=tasks["II"], three=tasks["III"])
    tk.text(image, (left + 10, y + LINE), said, TEXT, tk.INK_DIM)
    said = words("kom-img-companions-left", count=len(view["companions"]))
    tk.text(image, (left + 10, y + 2 * LINE), said, TEXT, tk.INK_DIM)


def _pan_face(face: str) -> Message:
    """A face-up Pan card as the view gives it (``owl:dust``), by name."""
    ability, _, kind = face.partition(":")
    if not kind:
        return Message(PAN_NAMES[ability])
    return msg("kom-card-pan-kind", pan=Message(PAN_NAMES[ability]), kind=Message(KIND_NAMES[kind]))


def board_alt(view: View, words: tk.Words) -> list[str]:
    """What the board says in its header, line by line: round, phase, whose turn, the last move."""
    lines = [words("kom-img-title", round=view["round"]), phase_line(view, words)]
    lines += [status_line(view, words)] if view.get("turn") else []
    last = view.get("last")
    return lines + ([last_line(last, words)] if last else [])
