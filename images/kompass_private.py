"""A seat's private Kompass picture, from its own view only: its hand as cards with what its Pan
cards do, its undone task against its experience, and its companions' powers; and the lines the
alt text repeats."""

from __future__ import annotations

from PIL import Image, ImageDraw

from images import kompass_parts as parts
from images import toolkit as tk
from images.kompass_parts import LINE, MARGIN, NAME, TEXT, TITLE, WIDTH, View
from rules.core import Message, SeatRef
from rules.kompass.data import (
    COLOUR_NAMES,
    COLOURS,
    COMPANION_POWERS,
    COMPANIONS,
    HAND_LIMIT,
    KIND_NAMES,
    LEVEL_NAMES,
    PAN_NAMES,
    PAN_POWERS,
)

CARD_W, CARD_H, CARD_GAP = 122, 150, 10
HAND_TOP = 50
PRIVATE_W = WIDTH  # a full hand (K-4.9: 8 cards) across a board-wide picture
CARDS_LEFT = (PRIVATE_W - 8 * (CARD_W + CARD_GAP) + CARD_GAP) // 2
LOWER_GAP = 12
PIP = 22  # an experience step on a task card's track

POWER_OF_COMPANION = {COMPANIONS[companion]: power for companion, power in COMPANION_POWERS.items()}


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the private picture."""
    x = CARDS_LEFT + index * (CARD_W + CARD_GAP)
    return x, HAND_TOP, x + CARD_W, HAND_TOP + CARD_H


def sorted_hand(hand: list[View]) -> list[View]:
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
    hand = sorted_hand(you["hand"])
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
        legend = parts.legend_items(words, snow=False)  # the Mouse's and the Owl's symbols (K-DEC-5)
        parts.legend(image, legend, PRIVATE_W - MARGIN - parts.legend_width(legend), powers_top - 1)
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
            box, radius=10, fill=tk.SEAT_COLOURS[card["colour"]], outline=tk.CARD_BORDER, width=2
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


def hand_alt(view: View, words: tk.Words) -> list[str]:
    """What the private picture says first: its title, then the task worked on."""
    you = view["you"]
    task = you.get("task")
    title = words("kom-img-hand-title", player=SeatRef(you["seat"]), count=len(you["hand"]), limit=HAND_LIMIT)
    if task is None:
        return [title, words("kom-img-no-task")]
    return [title, words("kom-img-task", level=LEVEL_NAMES[task["level"]], task=Message(task["name"]))]
