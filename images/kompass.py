"""Every Der Goldene Kompass picture, each a pure function of a view (rules/kompass/__init__.py).

- ``board``: the public table: the route to the North with every pawn and the last turn's path,
  each player's experience, tasks, companions and hand size, the piles, round, phase and turn.

The board reads only the public view. Every word comes from the catalogs
(``locales/*/kompass.ftl``) in the picture's locale.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PIL import Image, ImageDraw

from images import kompass_parts as parts
from images import toolkit as tk
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

View = dict[str, Any]

WIDTH = 1180
MARGIN = 14
HEADER_H = 88
ROUTE_LEFT, ROUTE_TOP = MARGIN, HEADER_H
PANEL_LEFT = ROUTE_LEFT + parts.ROUTE_LAYOUT.width + 18
PANEL_W = WIDTH - PANEL_LEFT - MARGIN
PLAYER_H = 124
PIP = 16  # an experience step on a player's track

LEVEL_OF_TASK = {task.name: task.level for task in TASKS.values()}


def words_for(view: View, names: Sequence[str], locale: str) -> tk.Words:
    return tk.Words.of(names, len(view["players"]), locale)


def board(view: View, names: Sequence[str], locale: str) -> tk.Picture:
    return tk.encode(draw_board(view, words_for(view, names, locale)), "board")


def space_centre(index: int) -> tuple[int, int]:
    """Where a space's centre lies on the board picture."""
    x, y = parts.ROUTE_LAYOUT.centre(index)
    return ROUTE_LEFT + x, ROUTE_TOP + y


def city_pawn_centre(index: int, slot: int) -> tuple[int, int]:
    """A pawn in a city or on the goal, by arrival number (1 first): two by two in the box."""
    x, y = space_centre(index)
    row, col = divmod(max(slot, 1) - 1, 2)
    return x - 15 + 30 * col, y - 2 + 24 * row


def board_height(view: View) -> int:
    route_bottom = ROUTE_TOP + parts.ROUTE_LAYOUT.height + 34  # and the legend
    panel_bottom = ROUTE_TOP + len(view["players"]) * (PLAYER_H + 8) + PILES_H
    return max(route_bottom, panel_bottom) + MARGIN


def draw_board(view: View, words: tk.Words) -> Image.Image:
    image, draw = tk.canvas(WIDTH, board_height(view))
    _header(image, draw, view, words)
    tk.paste(image, parts.route_base(), (ROUTE_LEFT, ROUTE_TOP))
    _last_path(image, draw, view.get("last"))
    _place_names(image, words)
    _pawns(image, view, words)
    _legend(image, words, ROUTE_TOP + parts.ROUTE_LAYOUT.height + 8)
    top = ROUTE_TOP
    for player in view["players"]:
        _player(image, draw, view, player, words, top)
        top += PLAYER_H + 8
    _piles(image, draw, view, words, top)
    return image


def _header(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words) -> None:
    draw.rectangle((0, 0, WIDTH, HEADER_H - 8), fill=tk.SURFACE)
    tk.text(image, (MARGIN, 8), words("kom-img-title", round=view["round"]), 22, tk.GOLD, weight=tk.BOLD)
    tk.text(image, (WIDTH - MARGIN, 12), _phase(view, words), 17, tk.INK, "ra")
    tk.text(image, (MARGIN, 40), tk.fit(_status(view, words), 16, WIDTH - 2 * MARGIN), 16, tk.INK)
    last = view.get("last")
    if last:
        path = last["path"]
        said = words(
            "kom-img-last", player=SeatRef(last["seat"]), start=space_name(path[0]), to=space_name(path[-1])
        )
        tk.text(image, (MARGIN, 60), tk.fit(said, 15, WIDTH - 2 * MARGIN), 15, tk.INK_DIM)


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
        tk.paste(image, parts.space_face(index), (x - parts.CELL // 2, y - parts.CELL // 2))
    for index in path[1:]:
        x, y = space_centre(index)
        if BOARD[index].kind in ("city", "goal"):
            w, h = parts.CITY_W // 2 + 3, parts.CITY_H // 2 + 3
            draw.rounded_rectangle((x - w, y - h, x + w, y + h), radius=12, outline=tk.HIGHLIGHT, width=3)
        else:
            r = parts.SPACE_R + 8
            draw.ellipse((x - r, y - r, x + r, y + r), outline=tk.HIGHLIGHT, width=3)


def _place_names(image: Image.Image, words: tk.Words) -> None:
    for index, space in enumerate(BOARD):
        if space.kind in ("city", "goal"):
            x, y = space_centre(index)
            name = words.render(Message(space.name)) if space.name else words("kom-img-goal")
            tk.text(
                image,
                (x, y - parts.CITY_H // 2 + 1),
                tk.fit(name, 14, parts.CITY_W - 4),
                14,
                tk.INK,
                "ma",
                tk.BOLD,
            )


def _pawns(image: Image.Image, view: View, words: tk.Words) -> None:
    for player in view["players"]:
        index = player["pos"]
        if BOARD[index].kind in ("city", "goal"):
            x, y = city_pawn_centre(index, player["slot"])
            piece = parts.pawn(player["colour"], 10)
            tk.paste(image, piece, (x - piece.width // 2, y - piece.height // 2))
            tk.text(image, (x, y), str(player["slot"]), 14, tk.INK_DARK, "mm", tk.BOLD)
        else:
            x, y = space_centre(index)
            piece = parts.pawn(player["colour"])
            tk.paste(image, piece, (x - piece.width // 2, y - piece.height // 2))
            name = tk.fit(words.name(player["seat"]), 14, parts.CELL - 4)
            tk.text(image, (x, y + parts.SPACE_R + 1), name, 14, tk.INK, "ma", tk.BOLD)


def _legend(image: Image.Image, words: tk.Words, top: int) -> None:
    x = ROUTE_LEFT
    for kind in KINDS:
        tk.paste(image, parts.kind_icon(kind, 20), (x, top))
        label = words.render(Message(KIND_NAMES[kind]))
        tk.text(image, (x + 25, top + 10), label, 14, tk.INK_DIM, "lm")
        x += 32 + tk.text_width(label, 14)
    tk.text(image, (x + 6, top + 10), words("kom-img-legend-snow"), 14, tk.INK_DIM, "lm")


def _player(
    image: Image.Image, draw: ImageDraw.ImageDraw, view: View, player: View, words: tk.Words, top: int
) -> None:
    seat, left = player["seat"], PANEL_LEFT
    right = left + PANEL_W
    awaited = seat in view["awaited"]
    draw.rounded_rectangle(
        (left, top, right, top + PLAYER_H),
        radius=8,
        fill=tk.SURFACE,
        outline=tk.HIGHLIGHT if awaited else tk.SURFACE_LIGHT,
        width=3 if awaited else 1,
    )
    draw.rectangle((left, top + 8, left + 6, top + PLAYER_H - 8), fill=parts.PLAYER_COLORS[player["colour"]])
    place = words("kom-img-place", place=player["place"], qualifies="yes" if player["qualifies"] else "no")
    tk.text(image, (right - 10, top + 9), place, 15, tk.GOLD if player["qualifies"] else tk.INK_DIM, "ra")
    room = PANEL_W - 40 - tk.text_width(place, 15)  # the name gives way to the place
    tk.text(image, (left + 16, top + 6), tk.fit(words.name(seat), 18, room, tk.BOLD), 18, weight=tk.BOLD)
    levels = tuple(LEVEL_NAMES[LEVEL_OF_TASK[name]] for name in player["tasks_done"])
    facts = words(
        "kom-img-facts",
        space=space_name(player["pos"]),
        hand=player["hand_size"],
        done=", ".join(levels) or "-",
        level=LEVEL_NAMES[player["task_level"]] if player["task_level"] else "-",
    )
    tk.text(image, (left + 16, top + 32), tk.fit(facts, 15, PANEL_W - 26), 15, tk.INK_DIM)
    for number, kind in enumerate(KINDS):
        x = left + 16 + (number % 2) * (PANEL_W // 2)
        y = top + 56 + (number // 2) * 22
        _track(image, draw, kind, player["xp"][kind], x, y)
    companions = ", ".join(words.render(Message(name)) for name in player["companions"])
    said = words("kom-img-companions", names=companions or "-")
    tk.text(image, (left + 16, top + 100), tk.fit(said, 14, PANEL_W - 26), 14, tk.INK_DIM)


def _track(image: Image.Image, draw: ImageDraw.ImageDraw, kind: str, value: int, x: int, y: int) -> None:
    """An experience compass as a track of six steps (K-DEC-2); the third step, the level that
    qualifies (K-12.1), is outlined in gold."""
    tk.paste(image, parts.kind_icon(kind, 20), (x, y))
    for step in range(1, 7):
        left = x + 10 + step * (PIP + 4)
        box = (left, y + 3, left + PIP, y + 3 + 14)
        fill = parts.KIND_COLORS[kind] if step <= value else tk.BACKGROUND
        draw.rectangle(
            box, fill=fill, outline=tk.GOLD if step == 3 else tk.INK_DIM, width=2 if step == 3 else 1
        )
    tk.text(image, (x + 14 + 7 * (PIP + 4), y + 10), str(value), 15, tk.INK, "lm", tk.BOLD)


PILES_H = 128


def _piles(image: Image.Image, draw: ImageDraw.ImageDraw, view: View, words: tk.Words, top: int) -> None:
    left = PANEL_LEFT
    draw.rounded_rectangle((left, top, left + PANEL_W, top + PILES_H - 8), radius=8, fill=tk.SURFACE)
    tk.text(image, (left + 12, top + 6), words("kom-img-lyra-piles"), 15, tk.INK, weight=tk.BOLD)
    x = left + 12
    for colour in COLOURS:
        if colour not in view["lyra"]:
            continue
        pile = view["lyra"][colour]
        draw.rounded_rectangle(
            (x, top + 30, x + 34, top + 74),
            radius=4,
            fill=parts.PLAYER_COLORS[colour],
            outline=tk.CARD_BORDER,
        )
        if pile["top"] is not None:
            tk.text(image, (x + 17, top + 52), str(pile["top"]), 20, tk.INK_DARK, "mm", tk.BOLD)
        tk.text(
            image, (x + 40, top + 52), words("kom-img-draw-count", count=pile["draw"]), 14, tk.INK_DIM, "lm"
        )
        x += 96
    pan = view["pan"]
    top_card = _pan_face(pan["top"]) if pan["top"] else msg("kom-img-none")
    said = words("kom-img-pan-pile", count=pan["draw"], top=top_card)
    tk.text(image, (left + 12, top + 80), tk.fit(said, 14, PANEL_W - 24), 14, tk.INK_DIM)
    tasks = view["tasks"]
    said = words(
        "kom-img-task-piles",
        one=tasks["I"],
        two=tasks["II"],
        three=tasks["III"],
        companions=len(view["companions"]),
    )
    tk.text(image, (left + 12, top + 98), tk.fit(said, 14, PANEL_W - 24), 14, tk.INK_DIM)


def _pan_face(face: str) -> Message:
    """A face-up Pan card as the view gives it (``owl:dust``), by name."""
    ability, _, kind = face.partition(":")
    if not kind:
        return Message(PAN_NAMES[ability])
    return msg("kom-card-pan-kind", pan=Message(PAN_NAMES[ability]), kind=Message(KIND_NAMES[kind]))


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    return []


def summary(view: View, names: Sequence[str], locale: str) -> tk.Picture | None:
    return None
