"""Every Der Goldene Kompass picture, each a pure function of a view (rules/kompass/__init__.py).

- ``board``: the public table: the route to the North with every pawn and the last turn's path,
  each player's experience, tasks, companions and hand size, the piles, round, phase and turn.
- ``private``: a seat's hand as cards, its undone task against its experience, its companions.

- ``summary``: the race at a round's end, and the final standings.

The board and the summary read only the public view; the private picture reads only the
seat's own view. Every word comes from the catalogs (``locales/*/kompass.ftl``) in the
picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from images import kompass_parts as parts
from images import toolkit as tk
from rules.core import Message, SeatRef, listed, msg
from rules.kompass.data import (
    BOARD,
    COLOUR_NAMES,
    COLOURS,
    COMPANION_POWERS,
    COMPANIONS,
    HAND_LIMIT,
    KIND_NAMES,
    KINDS,
    LEVEL_NAMES,
    PAN_NAMES,
    PAN_POWERS,
    PHASE_NAMES,
    PHASE_NUMBERS,
    TASKS,
)
from rules.kompass.views import space_name

View = dict[str, Any]

# Every channel picture is composed for how Discord shows it inline: fitted into about 550 x 350
# on a desktop, 330 px wide on a phone. The board is drawn at twice that (1100 x 700, scale 0.5
# and 0.3): TEXT (20 px) is 10 px high at 550, NAME (24 px) 7.2 px at 330.
WIDTH, HEIGHT = 1100, 700
MARGIN = 14
TEXT, NAME, TITLE = 20, 24, 24
LINE = 28  # a line of TEXT
HEADER_H = 78  # the round and phase, then whose turn and the last move
ROUTE_LEFT, ROUTE_TOP = (WIDTH - parts.ROUTE_LAYOUT.width) // 2, HEADER_H + 4
BAND_TOP = ROUTE_TOP + parts.ROUTE_LAYOUT.height + 8  # the players and the piles, under the route
PANEL_W, PLAYER_H = 366, 112  # a player's panel; four of them two by two
PILES_LEFT = MARGIN + 2 * PANEL_W + 2 * 10
PILES_W = WIDTH - MARGIN - PILES_LEFT
XP_STEP = 62  # an experience kind on a player's panel: its symbol and its number
PIP = 22  # an experience step on a task card's track

POWER_OF_COMPANION = {COMPANIONS[companion]: power for companion, power in COMPANION_POWERS.items()}
LEVEL_OF_TASK = {task.name: task.level for task in TASKS.values()}


words_for = tk.words_for  # the renderer interface of images/__init__.py, shared with Saboteur


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


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
    _legend(image, _legend_items(words, snow=True), ROUTE_LEFT, ROUTE_TOP)
    for player in view["players"]:
        _player(image, draw, view, player, words)
    _piles(image, draw, view, words)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H - 4), fill=tk.SURFACE)
    title = words("kom-img-title", round=view["round"])
    tk.text(image, (MARGIN, 6), title, TITLE, tk.GOLD, weight=tk.BOLD)
    phase = _phase(view, words)
    tk.text(image, (WIDTH - MARGIN, 9), phase, TEXT, tk.INK, "ra")
    status = _status(view, words)
    tk.text(image, (MARGIN, 40), status, NAME, tk.HIGHLIGHT, weight=tk.BOLD, role="turn")
    last = view.get("last")
    if last:
        path = last["path"]
        said = words(
            "kom-img-last", player=SeatRef(last["seat"]), start=space_name(path[0]), to=space_name(path[-1])
        )
        tk.text(image, (WIDTH - MARGIN, 43), said, TEXT, tk.INK_DIM, "ra")


def _phase(view: View, words: tk.Words) -> str:
    phase = view["phase"]
    if phase == "over":
        return words("kom-img-over")
    if phase == "bonus":
        return words.render(Message(PHASE_NAMES["bonus"]))
    return words("kom-img-phase", number=PHASE_NUMBERS[phase], phase=Message(PHASE_NAMES[phase]))


def _status(view: View, words: tk.Words) -> str:
    turn = view.get("turn")
    if turn is None:
        return ""
    return words("kom-img-waiting", player=SeatRef(turn["seat"]), mode=turn["mode"])


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


def _legend_items(words: tk.Words, snow: bool) -> list[tuple[Image.Image, str]]:
    """The experience kinds by symbol, and a snow field (K-11) when ``snow``."""
    items = [(parts.kind_icon(kind, 24), words.render(Message(KIND_NAMES[kind]))) for kind in KINDS]
    return [*items, (parts.snow_icon(24), words("kom-img-snow"))] if snow else items


def _legend_width(items: list[tuple[Image.Image, str]]) -> float:
    return sum(30 + tk.text_width(label, TEXT) + 16 for _, label in items) - 16


def _legend(image: Image.Image, items: list[tuple[Image.Image, str]], x: float, y: float) -> None:
    """``items`` in one line from ``x``; on the board where the route's last row leaves room."""
    for icon, label in items:
        tk.paste(image, icon, (x, y + 1))
        tk.text(image, (x + 30, y + 13), label, TEXT, tk.INK_DIM, "lm")
        x += 30 + tk.text_width(label, TEXT) + 16


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
        level=LEVEL_NAMES[player["task_level"]] if player["task_level"] else "-",
        done=", ".join(levels) or "-",
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
                fill=tk.shade(parts.PLAYER_COLORS[colour], 0.7 if depth else 1),
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
        tk.text(image, (x + PILE_W + 12, y + PILE_H / 2), str(pile["draw"]), NAME, tk.INK, "lm", tk.BOLD)
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


# ---------------------------------------------------------------- private pictures

CARD_W, CARD_H, CARD_GAP = 122, 150, 10
HAND_TOP = 50
PRIVATE_W = WIDTH  # a full hand (K-4.9: 8 cards) across a board-wide picture
CARDS_LEFT = (PRIVATE_W - 8 * (CARD_W + CARD_GAP) + CARD_GAP) // 2
LOWER_GAP = 12


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """The seat's hand as cards with what its Pan cards do, its undone task against its own
    experience, and its companions' powers: one picture, from the seat's own view only."""
    if not view.get("you"):
        return []
    return [tk.encode(draw_private(view, words_for(view, names, locale)), "hand")]


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the private picture."""
    x = CARDS_LEFT + index * (CARD_W + CARD_GAP)
    return x, HAND_TOP, x + CARD_W, HAND_TOP + CARD_H


def _sorted_hand(hand: list[View]) -> list[View]:
    """Lyra cards by colour and value, then Pan cards by ability and kind."""
    return sorted(
        hand,
        key=lambda card: (
            (0, COLOURS.index(card["colour"]), card["value"], "")
            if card["type"] == "lyra"
            else (1, list(PAN_NAMES).index(card["ability"]), 0, card["xp"] or "")
        ),
    )


def _lower_height(task: View | None, companions: list[str], words: tk.Words) -> int:
    """The task and companion panels' height: the taller of the two."""
    half = (PRIVATE_W - 2 * MARGIN - LOWER_GAP) // 2
    task_h = 44 + (len(task["emblems"]) * (30 + 2 * LINE) + 36 if task else 0)
    said = [
        tk.wrap(words.render(Message(POWER_OF_COMPANION[c])), TEXT, half - 24, 2)
        for c in dict.fromkeys(companions)
    ]
    companions_h = 44 + sum(LINE + len(lines) * LINE + 6 for lines in said)
    return max(task_h, companions_h)


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    me = view["players"][you["seat"]]
    hand = _sorted_hand(you["hand"])
    abilities = list(dict.fromkeys(card["ability"] for card in hand if card["type"] == "pan"))
    powers_top = HAND_TOP + CARD_H + 10
    lower_top = powers_top + (len(abilities) + 1) * LINE + 8 if abilities else powers_top
    height = lower_top + _lower_height(you["task"], me["companions"], words) + MARGIN
    image, draw = tk.canvas(PRIVATE_W, height)
    title = words("kom-img-hand-title", player=SeatRef(you["seat"]), count=len(hand), limit=HAND_LIMIT)
    tk.text(image, (MARGIN, 10), title, TITLE, tk.GOLD, weight=tk.BOLD)
    if not hand:
        tk.text(
            image, (PRIVATE_W / 2, HAND_TOP + CARD_H / 2), words("kom-img-hand-empty"), NAME, tk.INK_DIM, "mm"
        )
    for index, card in enumerate(hand):
        x, top, _, _ = hand_card_box(index)
        _hand_card(image, draw, card, words, x, top)
    if abilities:
        tk.text(image, (MARGIN, powers_top), words("kom-text-pan"), TEXT, tk.INK, weight=tk.BOLD)
        legend = _legend_items(words, snow=False)  # the Mouse's and the Owl's symbols (K-DEC-5)
        _legend(image, legend, PRIVATE_W - MARGIN - _legend_width(legend), powers_top - 1)
        for line, ability in enumerate(abilities, 1):
            said = words(
                "kom-img-power", card=Message(PAN_NAMES[ability]), power=Message(PAN_POWERS[ability])
            )
            tk.text(image, (MARGIN, powers_top + line * LINE), said, TEXT, tk.INK_DIM)
    half = (PRIVATE_W - 2 * MARGIN - LOWER_GAP) // 2
    bottom = height - MARGIN
    _task(image, draw, you["task"], me["xp"], words, (MARGIN, lower_top, MARGIN + half, bottom))
    right = PRIVATE_W - MARGIN
    _companions(image, draw, me["companions"], words, (right - half, lower_top, right, bottom))
    return image


def _hand_card(
    image: Image.Image, draw: ImageDraw.ImageDraw, card: View, words: tk.Words, x: int, top: int
) -> None:
    box = (x, top, x + CARD_W, top + CARD_H)
    middle = x + CARD_W / 2
    if card["type"] == "lyra":
        draw.rounded_rectangle(
            box, radius=10, fill=parts.PLAYER_COLORS[card["colour"]], outline=tk.CARD_BORDER, width=2
        )
        tk.text(image, (middle, top + 8), words("kom-img-lyra-card"), TEXT, tk.INK_DARK, "ma", tk.BOLD)
        tk.text(image, (middle, top + CARD_H / 2 + 2), str(card["value"]), 56, tk.INK_DARK, "mm", tk.BOLD)
        colour = words.render(Message(COLOUR_NAMES[card["colour"]]))
        tk.text(image, (middle, top + CARD_H - 10), colour, TEXT, tk.INK_DARK, "md")
        return
    draw.rounded_rectangle(box, radius=10, fill=tk.TUNNEL, outline=tk.CARD_BORDER, width=2)
    tk.text(image, (middle, top + 6), words("kom-img-pan-card"), TEXT, tk.INK_DARK, "ma", tk.BOLD)
    name = words.render(Message(PAN_NAMES[card["ability"]]))
    tk.text(image, (middle, top + 34), name, NAME - 2, tk.INK_DARK, "ma", tk.BOLD)
    if card["xp"]:  # a Mouse or an Owl shows a kind of experience (K-DEC-5), named in the legend
        tk.paste(image, parts.kind_icon(card["xp"], 56), (middle - 28, top + 80))


def _track(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    kind: str,
    value: int,
    x: int,
    y: int,
    mark: int,
) -> None:
    """An experience compass as a track of six steps (K-DEC-2); step ``mark``, the task's
    requirement (K-9.1), is outlined in gold."""
    tk.paste(image, parts.kind_icon(kind, 26), (x, y))
    for step in range(1, 7):
        left = x + 10 + step * (PIP + 4)
        box = (left, y + 3, left + PIP, y + 3 + 20)
        fill = parts.KIND_COLORS[kind] if step <= value else tk.BACKGROUND
        draw.rectangle(
            box, fill=fill, outline=tk.GOLD if step == mark else tk.INK_DIM, width=2 if step == mark else 1
        )
    tk.text(image, (x + 16 + 7 * (PIP + 4), y + 13), str(value), NAME, tk.INK, "lm", tk.BOLD)


def _task(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    task: View | None,
    xp: dict[str, int],
    words: tk.Words,
    box: tuple[int, int, int, int],
) -> None:
    """The undone task card (K-9): each emblem's requirement against the seat's experience."""
    x, top, right, _ = box
    width = right - x
    draw.rounded_rectangle(box, radius=8, fill=tk.SURFACE)
    if task is None:
        tk.text(image, (x + 12, top + 8), words("kom-img-no-task"), NAME, tk.INK, weight=tk.BOLD)
        return
    title = words("kom-img-task", level=LEVEL_NAMES[task["level"]], task=Message(task["name"]))
    tk.text(image, (x + 12, top + 8), title, NAME - 2, tk.GOLD, weight=tk.BOLD)
    y = top + 44
    for emblem in task["emblems"]:
        kind, have, need = emblem["xp"], xp[emblem["xp"]], emblem["need"]
        _track(image, draw, kind, have, x + 12, y, mark=need)
        said = words(
            "kom-img-emblem",
            kind=Message(KIND_NAMES[kind]),
            have=have,
            need=need,
            missing=max(0, need - have),
            cost=emblem["cost"],
        )
        for line_no, line in enumerate(tk.wrap(said, TEXT, width - 24, 2)):
            tk.text(image, (x + 12, y + 30 + line_no * LINE), line, TEXT, tk.INK_DIM)
        y += 30 + 2 * LINE
    ready = all(xp[e["xp"]] >= e["need"] for e in task["emblems"])
    tk.text(
        image,
        (x + 12, y + 2),
        words("kom-text-task-ready", ready="yes" if ready else "no"),
        TEXT,
        tk.SAFE if ready else tk.INK_DIM,
        weight=tk.BOLD,
    )


def _companions(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    companions: list[str],
    words: tk.Words,
    box: tuple[int, int, int, int],
) -> None:
    """The seat's companions (K-15), each with what it does."""
    x, top, right, _ = box
    width = right - x
    draw.rounded_rectangle(box, radius=8, fill=tk.SURFACE)
    if not companions:
        tk.text(image, (x + 12, top + 8), words("kom-img-no-companions"), NAME, tk.INK, weight=tk.BOLD)
        return
    tk.text(image, (x + 12, top + 8), words("kom-img-companions-title"), NAME - 2, tk.INK, weight=tk.BOLD)
    y = top + 44
    for name in dict.fromkeys(companions):
        tk.text(image, (x + 12, y), words.render(Message(name)), TEXT, tk.INK, weight=tk.BOLD)
        power = words.render(Message(POWER_OF_COMPANION[name]))
        for line in tk.wrap(power, TEXT, width - 24, 2):
            y += LINE
            tk.text(image, (x + 12, y), line, TEXT, tk.INK_DIM)
        y += LINE + 6


# ---------------------------------------------------------------- round end and standings

SUMMARY_W = WIDTH
ROW_H = 56
STANDING_H = 72  # a line of the standings may take two lines of text, each naming its player


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    """The final standings once the game is over (K-12); the end of the last round when the
    next one has just begun, before its first card is drawn (K-3); None otherwise."""
    if view.get("final"):
        return tk.encode(draw_standings(view, words_for(view, names, locale)), "standings")
    if round_just_began(view):
        return tk.encode(draw_round_end(view, words_for(view, names, locale)), "round")
    return None


def round_just_began(view: View) -> bool:
    turn = view.get("turn")
    return (
        view["round"] > 1
        and view["phase"] == "draw"
        and turn is not None
        and turn["seat"] == view["start_player"]
        and turn["mode"] == "discard"
    )


def draw_round_end(view: View, words: tk.Words) -> Image.Image:
    """The race after a round (K-3.2, K-12.1): every player by place in the race, with where
    the pawn stands, its experience, its tasks and whether it meets the winning conditions;
    then who starts the next round and why."""
    players = sorted(view["players"], key=lambda player: player["place"])
    top = 54
    height = top + 34 + len(players) * ROW_H + 2 * LINE + 20 + MARGIN
    title = words("kom-img-round-end", round=view["round"] - 1)
    image, draw = tk.titled_canvas(SUMMARY_W, height, title, TITLE + 2, MARGIN)
    _race_header(image, words, top)
    for row, player in enumerate(players):
        _race_row(image, draw, player, words, top + 34 + row * ROW_H)
    qualified = tuple(SeatRef(player["seat"]) for player in players if player["qualifies"])
    said = words("kom-img-qualified", players=listed(qualified) if qualified else (), count=len(qualified))
    tk.text(image, (MARGIN, height - MARGIN - 2 * LINE - 6), said, TEXT, tk.GOLD)
    said = words("kom-img-next-start", player=SeatRef(view["start_player"]), round=view["round"])
    tk.text(image, (MARGIN, height - MARGIN - LINE - 2), said, TEXT, tk.INK)
    return image


COLUMNS = (
    ("kom-img-col-player", 14),
    ("kom-img-col-space", 400),
    ("kom-img-col-experience", 580),
    ("kom-img-col-tasks", 930),
)


def _race_header(image: Image.Image, words: tk.Words, top: int) -> None:
    for message_id, x in COLUMNS:
        tk.text(image, (x, top), words(message_id), TEXT, tk.INK_DIM, weight=tk.BOLD)


def _race_row(image: Image.Image, draw: ImageDraw.ImageDraw, player: View, words: tk.Words, top: int) -> None:
    middle = top + (ROW_H - 6) // 2
    draw.rounded_rectangle(
        (MARGIN - 4, top, SUMMARY_W - MARGIN + 4, top + ROW_H - 6), radius=6, fill=tk.SURFACE
    )
    piece = parts.pawn(player["colour"], 12)
    tk.paste(image, piece, (COLUMNS[0][1] + 4, middle - piece.height / 2))
    name = f"{player['place']}. {words.name(player['seat'])}"
    room = COLUMNS[1][1] - COLUMNS[0][1] - 48
    tk.text(
        image,
        (COLUMNS[0][1] + 38, middle),
        tk.fit(name, NAME, room, tk.BOLD),
        NAME,
        tk.INK,
        "lm",
        tk.BOLD,
        role="name",
    )
    where = words.render(space_name(player["pos"]))
    tk.text(image, (COLUMNS[1][1], middle), where, TEXT, tk.INK, "lm")
    x = COLUMNS[2][1]
    for kind in KINDS:
        tk.paste(image, parts.kind_icon(kind, 26), (x, middle - 13))
        tk.text(image, (x + 31, middle), str(player["xp"][kind]), NAME, tk.INK, "lm", tk.BOLD)
        x += 66
    total = words("kom-img-total", total=sum(player["xp"].values()))
    tk.text(image, (x + 2, middle), total, TEXT, tk.INK, "lm")
    done = words("kom-img-tasks-done", count=len(player["tasks_done"]))
    tk.text(image, (COLUMNS[3][1], middle), done, TEXT, tk.INK, "lm")


def standing_pawn(top: int, row: int) -> tuple[int, int]:
    """The top left corner of the pawn on the standings' ``row`` (0 = the winner)."""
    side = 2 * 12 + 4
    return MARGIN + 4, top + row * STANDING_H + (STANDING_H - 6 - side) // 2


def draw_standings(view: View, words: tk.Words) -> Image.Image:
    """The final standings as the engine decided them (K-12.2 to K-12.4): who won, how places
    are decided, and one line per place with the numbers that decided it."""
    final = view["final"]
    said = words.render(Message.from_json(final["summary"]))
    explanation = tk.wrap(said, TEXT, SUMMARY_W - 2 * MARGIN, 6)
    standings = [Message.from_json(line) for line in final["standings"]]
    lines = [words.render(line) for line in standings]
    top = 54 + len(explanation) * LINE + 10
    height = top + len(lines) * STANDING_H + MARGIN
    # K-12.4: the tie-breaks leave one winner
    title = words("kom-img-winner", player=SeatRef(final["winners"][0]))
    image, draw = tk.titled_canvas(SUMMARY_W, height, title, TITLE + 2, MARGIN)
    for number, line in enumerate(explanation):
        tk.text(image, (MARGIN, 52 + number * LINE), line, TEXT, tk.INK_DIM)
    colours = {player["seat"]: player["colour"] for player in view["players"]}
    for row, line in enumerate(lines):
        y = top + row * STANDING_H
        fill = tk.SURFACE_LIGHT if row == 0 else tk.SURFACE
        draw.rounded_rectangle(
            (MARGIN - 4, y, SUMMARY_W - MARGIN + 4, y + STANDING_H - 6), radius=6, fill=fill
        )
        piece = parts.pawn(colours[standings[row].args["player"].seat], 12)
        tk.paste(image, piece, standing_pawn(top, row))
        for sub, part in enumerate(tk.wrap(line, NAME, SUMMARY_W - 2 * MARGIN - 44, 2)):
            fill = tk.INK if row else tk.GOLD
            tk.text(image, (MARGIN + 42, y + 1 + sub * 32), part, NAME, fill, role="name")
    return image


def alt_text(kind: str, view: View, words: tk.Words) -> list[str]:
    """What the picture ``kind`` drawn from ``view`` shows, line by line, for readers who cannot
    see it: its own headings, from the same view (the public one for the board and summaries)."""
    if kind == "board":
        last, lines = view.get("last"), [words("kom-img-title", round=view["round"]), _phase(view, words)]
        lines += [_status(view, words)] if view.get("turn") else []
        if last:
            path = last["path"]
            start, to = space_name(path[0]), space_name(path[-1])
            lines.append(words("kom-img-last", player=SeatRef(last["seat"]), start=start, to=to))
        return lines
    if kind == "hand":
        you = view["you"]
        task = you.get("task")
        title = words(
            "kom-img-hand-title", player=SeatRef(you["seat"]), count=len(you["hand"]), limit=HAND_LIMIT
        )
        if task is None:
            return [title, words("kom-img-no-task")]
        return [title, words("kom-img-task", level=LEVEL_NAMES[task["level"]], task=Message(task["name"]))]
    if kind == "standings":
        final = view["final"]
        lines = [words("kom-img-winner", player=SeatRef(final["winners"][0]))]
        return lines + [words.render(Message.from_json(line)) for line in final["standings"]]
    return [  # "round"
        words("kom-img-round-end", round=view["round"] - 1),
        words("kom-img-next-start", player=SeatRef(view["start_player"]), round=view["round"]),
    ]
