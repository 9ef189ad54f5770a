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
from rules.core import Message, SeatRef, msg
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
    QUALIFY_LEVEL,
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

POWER_OF_COMPANION = {COMPANIONS[companion]: power for companion, power in COMPANION_POWERS.items()}
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
    place = words("kom-img-place", place=player["place"])
    tk.text(image, (right - 10, top + 9), place, 15, tk.INK_DIM, "ra")
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
    room = PANEL_W - 26
    if player["qualifies"]:  # K-12.1, in gold where the companions line ends
        qualified = words("kom-img-qualifies")
        tk.text(image, (right - 10, top + 100), qualified, 14, tk.GOLD, "ra", tk.BOLD)
        room -= tk.text_width(qualified, 14, tk.BOLD) + 12
    tk.text(image, (left + 16, top + 100), tk.fit(said, 14, room), 14, tk.INK_DIM)


def _track(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    kind: str,
    value: int,
    x: int,
    y: int,
    mark: int = QUALIFY_LEVEL,
) -> None:
    """An experience compass as a track of six steps (K-DEC-2); step ``mark`` is outlined in
    gold: the level that qualifies (K-12.1) on the board, a task's requirement (K-9.1) on a
    task card."""
    tk.paste(image, parts.kind_icon(kind, 20), (x, y))
    for step in range(1, 7):
        left = x + 10 + step * (PIP + 4)
        box = (left, y + 3, left + PIP, y + 3 + 14)
        fill = parts.KIND_COLORS[kind] if step <= value else tk.BACKGROUND
        draw.rectangle(
            box, fill=fill, outline=tk.GOLD if step == mark else tk.INK_DIM, width=2 if step == mark else 1
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


# ---------------------------------------------------------------- private pictures

CARD_W, CARD_H, CARD_GAP = 112, 150, 10
HAND_TOP = 48
PRIVATE_W = 2 * MARGIN + 8 * (CARD_W + CARD_GAP) - CARD_GAP  # a full hand (K-4.9: 8 cards)
POWER_LINE = 20


def private(view: View, names: Sequence[str], locale: str) -> list[tk.Picture]:
    """The seat's hand as cards with what its Pan cards do, its undone task against its own
    experience, and its companions' powers: one picture, from the seat's own view only."""
    if not view.get("you"):
        return []
    return [tk.encode(draw_private(view, words_for(view, names, locale)), "hand")]


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the private picture."""
    x = MARGIN + index * (CARD_W + CARD_GAP)
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


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    me = view["players"][you["seat"]]
    hand = _sorted_hand(you["hand"])
    abilities = list(dict.fromkeys(card["ability"] for card in hand if card["type"] == "pan"))
    powers_top = HAND_TOP + CARD_H + 12
    lower_top = powers_top + (len(abilities) + 1) * POWER_LINE + 14 if abilities else powers_top
    height = lower_top + LOWER_H + MARGIN
    image, draw = tk.canvas(PRIVATE_W, height)
    title = words("kom-img-hand-title", player=SeatRef(you["seat"]), count=len(hand), limit=HAND_LIMIT)
    tk.text(
        image, (MARGIN, 12), tk.fit(title, 20, PRIVATE_W - 2 * MARGIN, tk.BOLD), 20, tk.GOLD, weight=tk.BOLD
    )
    if not hand:
        tk.text(
            image, (PRIVATE_W / 2, HAND_TOP + CARD_H / 2), words("kom-img-hand-empty"), 18, tk.INK_DIM, "mm"
        )
    for index, card in enumerate(hand):
        x, top, _, _ = hand_card_box(index)
        _hand_card(image, draw, card, words, x, top)
    if abilities:
        tk.text(image, (MARGIN, powers_top), words("kom-text-pan"), 15, tk.INK, weight=tk.BOLD)
        for line, ability in enumerate(abilities, 1):
            said = words(
                "kom-img-power", card=Message(PAN_NAMES[ability]), power=Message(PAN_POWERS[ability])
            )
            tk.text(
                image,
                (MARGIN, powers_top + line * POWER_LINE),
                tk.fit(said, 15, PRIVATE_W - 2 * MARGIN),
                15,
                tk.INK_DIM,
            )
    half = (PRIVATE_W - 2 * MARGIN - 12) // 2
    _task(image, draw, you["task"], me["xp"], words, MARGIN, lower_top, half)
    _companions(image, draw, me["companions"], words, MARGIN + half + 12, lower_top, half)
    return image


def _hand_card(
    image: Image.Image, draw: ImageDraw.ImageDraw, card: View, words: tk.Words, x: int, top: int
) -> None:
    box = (x, top, x + CARD_W, top + CARD_H)
    if card["type"] == "lyra":
        draw.rounded_rectangle(
            box, radius=10, fill=parts.PLAYER_COLORS[card["colour"]], outline=tk.CARD_BORDER, width=2
        )
        tk.text(image, (x + CARD_W / 2, top + 8), words("kom-img-lyra-card"), 15, tk.INK_DARK, "ma", tk.BOLD)
        tk.text(
            image, (x + CARD_W / 2, top + CARD_H / 2 + 4), str(card["value"]), 48, tk.INK_DARK, "mm", tk.BOLD
        )
        colour = words.render(Message(COLOUR_NAMES[card["colour"]]))
        tk.text(image, (x + CARD_W / 2, top + CARD_H - 10), colour, 15, tk.INK_DARK, "md")
        return
    draw.rounded_rectangle(box, radius=10, fill=tk.TUNNEL, outline=tk.CARD_BORDER, width=2)
    tk.text(image, (x + CARD_W / 2, top + 8), words("kom-img-pan-card"), 15, tk.INK_DARK, "ma", tk.BOLD)
    name = words.render(Message(PAN_NAMES[card["ability"]]))
    tk.text(
        image,
        (x + CARD_W / 2, top + 40),
        tk.fit(name, 18, CARD_W - 8, tk.BOLD),
        18,
        tk.INK_DARK,
        "ma",
        tk.BOLD,
    )
    if card["xp"]:  # a Mouse or an Owl shows a kind of experience (K-DEC-5)
        tk.paste(image, parts.kind_icon(card["xp"], 40), (x + CARD_W / 2 - 20, top + 72))
        kind = words.render(Message(KIND_NAMES[card["xp"]]))
        tk.text(
            image, (x + CARD_W / 2, top + CARD_H - 10), tk.fit(kind, 14, CARD_W - 8), 14, tk.INK_DARK, "md"
        )


LOWER_H = 230  # three companions with two lines of power each


def _task(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    task: View | None,
    xp: dict[str, int],
    words: tk.Words,
    x: int,
    top: int,
    width: int,
) -> None:
    """The undone task card (K-9): each emblem's requirement against the seat's experience."""
    draw.rounded_rectangle((x, top, x + width, top + LOWER_H), radius=8, fill=tk.SURFACE)
    if task is None:
        tk.text(image, (x + 12, top + 10), words("kom-img-no-task"), 17, tk.INK, weight=tk.BOLD)
        return
    title = words("kom-img-task", level=LEVEL_NAMES[task["level"]], task=Message(task["name"]))
    tk.text(image, (x + 12, top + 10), tk.fit(title, 17, width - 24, tk.BOLD), 17, tk.GOLD, weight=tk.BOLD)
    for number, emblem in enumerate(task["emblems"]):
        y = top + 42 + number * 66
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
        for line_no, line in enumerate(tk.wrap(said, 14, width - 24, 2)):
            tk.text(image, (x + 12, y + 24 + line_no * 18), line, 14, tk.INK_DIM)
    ready = all(xp[e["xp"]] >= e["need"] for e in task["emblems"])
    tk.text(
        image,
        (x + 12, top + LOWER_H - 28),
        words("kom-text-task-ready", ready="yes" if ready else "no"),
        15,
        tk.SAFE if ready else tk.INK_DIM,
        weight=tk.BOLD,
    )


def _companions(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    companions: list[str],
    words: tk.Words,
    x: int,
    top: int,
    width: int,
) -> None:
    """The seat's companions (K-15), each with what it does."""
    draw.rounded_rectangle((x, top, x + width, top + LOWER_H), radius=8, fill=tk.SURFACE)
    if not companions:
        tk.text(image, (x + 12, top + 10), words("kom-img-no-companions"), 17, tk.INK, weight=tk.BOLD)
        return
    tk.text(image, (x + 12, top + 10), words("kom-img-companions-title"), 17, tk.INK, weight=tk.BOLD)
    y = top + 38
    for name in dict.fromkeys(companions):
        tk.text(
            image,
            (x + 12, y),
            tk.fit(words.render(Message(name)), 15, width - 24, tk.BOLD),
            15,
            tk.INK,
            weight=tk.BOLD,
        )
        power = words.render(Message(POWER_OF_COMPANION[name]))
        for line in tk.wrap(power, 14, width - 24, 2):
            y += 18
            tk.text(image, (x + 12, y), line, 14, tk.INK_DIM)
        y += 24


# ---------------------------------------------------------------- round end and standings

SUMMARY_W = 980
ROW_H = 44
STANDING_H = 52  # a line of the standings may take two lines of text


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


def _summary_canvas(height: int, title: str) -> tuple[Image.Image, ImageDraw.ImageDraw]:
    image, draw = tk.canvas(SUMMARY_W, height)
    tk.text(
        image, (MARGIN, 12), tk.fit(title, 22, SUMMARY_W - 2 * MARGIN, tk.BOLD), 22, tk.GOLD, weight=tk.BOLD
    )
    return image, draw


def draw_round_end(view: View, words: tk.Words) -> Image.Image:
    """The race after a round (K-3.2, K-12.1): every player by place in the race, with where
    the pawn stands, its experience, its tasks and whether it meets the winning conditions;
    then who starts the next round and why."""
    players = sorted(view["players"], key=lambda player: player["place"])
    top = 50
    height = top + 30 + len(players) * ROW_H + 64 + MARGIN
    image, draw = _summary_canvas(height, words("kom-img-round-end", round=view["round"] - 1))
    _race_header(image, words, top)
    for row, player in enumerate(players):
        _race_row(image, draw, player, words, top + 30 + row * ROW_H)
    qualified = tuple(SeatRef(player["seat"]) for player in players if player["qualifies"])
    said = words("kom-img-qualified", players=qualified, count=len(qualified))
    tk.text(image, (MARGIN, height - MARGIN - 50), tk.fit(said, 16, SUMMARY_W - 2 * MARGIN), 16, tk.GOLD)
    said = words("kom-img-next-start", player=SeatRef(view["start_player"]), round=view["round"])
    tk.text(image, (MARGIN, height - MARGIN - 24), tk.fit(said, 16, SUMMARY_W - 2 * MARGIN), 16, tk.INK)
    return image


COLUMNS = (
    ("kom-img-col-player", 14),
    ("kom-img-col-space", 330),
    ("kom-img-col-experience", 500),
    ("kom-img-col-tasks", 790),
)


def _race_header(image: Image.Image, words: tk.Words, top: int) -> None:
    for message_id, x in COLUMNS:
        tk.text(image, (x, top), words(message_id), 14, tk.INK_DIM, weight=tk.BOLD)


def _race_row(image: Image.Image, draw: ImageDraw.ImageDraw, player: View, words: tk.Words, top: int) -> None:
    draw.rounded_rectangle(
        (MARGIN - 4, top, SUMMARY_W - MARGIN + 4, top + ROW_H - 6), radius=6, fill=tk.SURFACE
    )
    piece = parts.pawn(player["colour"], 10)
    tk.paste(image, piece, (COLUMNS[0][1] + 4, top + (ROW_H - 6 - piece.height) / 2))
    name = f"{player['place']}. {words.name(player['seat'])}"
    tk.text(image, (COLUMNS[0][1] + 34, top + 19), tk.fit(name, 17, 280, tk.BOLD), 17, tk.INK, "lm", tk.BOLD)
    where = words.render(space_name(player["pos"]))
    tk.text(image, (COLUMNS[1][1], top + 19), tk.fit(where, 15, 160), 15, tk.INK, "lm")
    x = COLUMNS[2][1]
    for kind in KINDS:
        tk.paste(image, parts.kind_icon(kind, 20), (x, top + 9))
        tk.text(image, (x + 24, top + 19), str(player["xp"][kind]), 16, tk.INK, "lm", tk.BOLD)
        x += 56
    total = words("kom-img-total", total=sum(player["xp"].values()))
    tk.text(image, (x + 4, top + 19), total, 15, tk.INK, "lm")
    done = words("kom-img-tasks-done", count=len(player["tasks_done"]))
    tk.text(
        image,
        (COLUMNS[3][1], top + 19),
        tk.fit(done, 15, SUMMARY_W - MARGIN - COLUMNS[3][1]),
        15,
        tk.INK,
        "lm",
    )


def standing_pawn(top: int, row: int) -> tuple[int, int]:
    """The top left corner of the pawn on the standings' ``row`` (0 = the winner)."""
    side = 2 * 10 + 4
    return MARGIN + 4, top + row * STANDING_H + (STANDING_H - 6 - side) // 2


def draw_standings(view: View, words: tk.Words) -> Image.Image:
    """The final standings as the engine decided them (K-12.2 to K-12.4): who won, how places
    are decided, and one line per place with the numbers that decided it."""
    final = view["final"]
    explanation = tk.wrap(words.render(Message.from_json(final["summary"])), 15, SUMMARY_W - 2 * MARGIN, 6)
    standings = [Message.from_json(line) for line in final["standings"]]
    lines = [words.render(line) for line in standings]
    top = 50 + len(explanation) * 20 + 12
    height = top + len(lines) * STANDING_H + MARGIN
    # K-12.4: the tie-breaks leave one winner
    image, draw = _summary_canvas(height, words("kom-img-winner", player=SeatRef(final["winners"][0])))
    for number, line in enumerate(explanation):
        tk.text(image, (MARGIN, 48 + number * 20), line, 15, tk.INK_DIM)
    colours = {player["seat"]: player["colour"] for player in view["players"]}
    for row, line in enumerate(lines):
        y = top + row * STANDING_H
        fill = tk.SURFACE_LIGHT if row == 0 else tk.SURFACE
        draw.rounded_rectangle(
            (MARGIN - 4, y, SUMMARY_W - MARGIN + 4, y + STANDING_H - 6), radius=6, fill=fill
        )
        piece = parts.pawn(colours[standings[row].args["player"].seat], 10)
        tk.paste(image, piece, standing_pawn(top, row))
        for sub, part in enumerate(tk.wrap(line, 15, SUMMARY_W - 2 * MARGIN - 40, 2)):
            tk.text(image, (MARGIN + 36, y + 4 + sub * 20), part, 15, tk.INK if row else tk.GOLD)
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
