"""A seat's private Saboteur picture, from ``you`` of its own view only: its hand across the
width (card names and the open edges the menus name), under it its role as a badge with its gold,
and beside that what it saw with a map this round (S-9.2); and the lines the alt text repeats."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from images import saboteur_parts as parts
from images import toolkit as tk
from images.saboteur_parts import (
    CARD_RATIO,
    HEADING,
    MARGIN,
    NAME,
    ROLE_COLORS,
    ROLE_NAMES,
    TEXT,
    WIDTH,
    View,
)
from rules.core import Message, SeatRef, msg
from rules.saboteur.actions import edges
from rules.saboteur.data import GOAL_CELLS, GOAL_KINDS, edges_of, letters_of

# The hand across the whole width, each card in a slot wide enough for its name on at most two
# lines (the longest words: "(csákány/lámpa)", "pickaxe/lantern"); the role badge and the map
# results in a row under it.
HAND_SLOTS = 6  # the largest hand (S-4.18)
HAND_SLOT = (WIDTH - 2 * MARGIN) // HAND_SLOTS
HAND_W = 96
HAND_H = round(HAND_W * CARD_RATIO)
HAND_TOP = 48
HAND_LINE = TEXT + 5
LABEL_LINES = 3  # under a card: its name, and for a path card the edges it opens
BADGE_TOP = HAND_TOP + HAND_H + 4 + LABEL_LINES * HAND_LINE + 6
BADGE_W = 420
PEEK_W = 34
PEEK_H = round(PEEK_W * CARD_RATIO)
BADGE_H = HAND_LINE + PEEK_H + 4 + HAND_LINE  # as tall as the map results beside it
PRIVATE_H = BADGE_TOP + BADGE_H + MARGIN


def hand_card_box(index: int) -> tuple[int, int, int, int]:
    """Where the ``index``-th hand card lies on the private picture: in the middle of its slot."""
    x = MARGIN + index * HAND_SLOT + (HAND_SLOT - HAND_W) // 2
    return x, HAND_TOP, x + HAND_W, HAND_TOP + HAND_H


def draw_private(view: View, words: tk.Words) -> Image.Image:
    you = view["you"]
    hand = you["hand"]
    image, draw = tk.canvas(WIDTH, PRIVATE_H)
    facts = " · ".join((parts.round_of(view["round"], words), words("img-card-count", count=len(hand))))
    facts_w = tk.text_width(facts, TEXT)
    title = msg("img-hand-title", player=SeatRef(you["seat"]))
    (line,) = words.lines(title, HEADING, WIDTH - 3 * MARGIN - facts_w, 1, tk.BOLD)
    tk.text(image, (MARGIN, 8), line, HEADING, tk.GOLD, weight=tk.BOLD)
    tk.text(image, (WIDTH - MARGIN, 14), facts, TEXT, tk.INK_DIM, "ra")
    if not hand:
        empty = words("img-hand-empty")
        tk.text(image, (WIDTH / 2, HAND_TOP + HAND_H / 2), empty, NAME, tk.INK_DIM, "mm")
    for index, card in enumerate(hand):
        x, top, _, bottom = hand_card_box(index)
        tk.paste(image, parts.hand_card(card["card"], HAND_W, HAND_H), (x, top))
        middle = x + HAND_W / 2
        label = [words("img-card-caption", card=Message(card["name"]))]  # "name": a catalog id
        if card.get("open"):  # the edges the commands' labels name (S-6.4: upright as shown)
            label.append(words("img-card-open", edges=edges(edges_of(card["open"]))))
        name_lines = tk.wrap(label[0], TEXT, HAND_SLOT - 6, LABEL_LINES - len(label) + 1)
        for line_no, line in enumerate(name_lines):
            tk.text(image, (middle, bottom + 4 + line_no * HAND_LINE), line, TEXT, tk.INK, "ma")
        for shape in label[1:]:
            y = bottom + 4 + len(name_lines) * HAND_LINE
            tk.text(image, (middle, y), tk.fit(shape, TEXT, HAND_SLOT - 6), TEXT, tk.INK_DIM, "ma")
    if you.get("role"):
        _role_badge(image, draw, RoleCard.of(view), words)
    if you.get("peeks"):
        _map_peeks(image, tuple((peek["x"], peek["y"], peek["goal"]) for peek in you["peeks"]), words)
    return image


ROLE_GOALS = {"gold-digger": "img-goal-gold-digger", "saboteur": "img-goal-saboteur"}


@dataclass(frozen=True)
class RoleCard:
    """All the role badge shows: the seat's role and gold in a round (S-4, S-12)."""

    seat: int
    role: str
    round: int
    gold: int
    gold_cards: tuple[int, ...]

    @classmethod
    def of(cls, view: View) -> RoleCard:
        you = view["you"]
        cards = tuple(you.get("gold_cards") or ())
        return cls(you["seat"], you["role"], view["round"], you.get("gold", 0), cards)

    def gold_text(self, words: tk.Words) -> str:
        if len(self.gold_cards) > 1:
            summed = " + ".join(map(str, self.gold_cards))
            return words("img-your-gold-cards", gold=self.gold, cards=summed)
        return words("img-your-gold", gold=self.gold)


DWARF = 80


def badge_box() -> tuple[int, int, int, int]:
    """Where the role badge lies on the private picture: under the hand, on the left."""
    return MARGIN, BADGE_TOP, MARGIN + BADGE_W, BADGE_TOP + BADGE_H


def map_box() -> tuple[int, int, int, int]:
    """Where the map results lie on the private picture: beside the badge."""
    return MARGIN + BADGE_W + MARGIN, BADGE_TOP, WIDTH - MARGIN, PRIVATE_H


def _role_badge(image: Image.Image, draw: ImageDraw.ImageDraw, card: RoleCard, words: tk.Words) -> None:
    """The seat's role (S-4) in its colour with its dwarf, and its gold so far (S-12)."""
    left, top, right, bottom = badge_box()
    color = ROLE_COLORS[card.role]
    draw.rounded_rectangle((left, top, right, bottom), radius=10, fill=tk.SURFACE, outline=color, width=3)
    tk.paste(image, parts.dwarf(card.role, DWARF), (left + 6, top + (BADGE_H - DWARF) / 2))
    x, room = left + DWARF + 12, right - left - DWARF - 20
    tk.text(
        image,
        (x, top + 16),
        tk.fit(words(ROLE_NAMES[card.role]), HEADING, room, tk.BOLD),
        HEADING,
        color,
        weight=tk.BOLD,
    )
    tk.text(image, (x, top + 56), tk.fit(card.gold_text(words), TEXT, room), TEXT, tk.GOLD)


GOALS_NORTH_FIRST = tuple(sorted(GOAL_CELLS, key=lambda cell: -cell[1]))


def _peek_column() -> float:
    left, _, right, _ = map_box()
    return (right - left) / len(GOALS_NORTH_FIRST)


def peek_card_box(x: int, y: int) -> tuple[int, int, int, int]:
    """Where the goal at (x, y) lies on the private picture's map strip, north on the left."""
    strip_left, strip_top, _, _ = map_box()
    middle = strip_left + (GOALS_NORTH_FIRST.index((x, y)) + 0.5) * _peek_column()
    left, top = round(middle - PEEK_W / 2), strip_top + HAND_LINE
    return left, top, left + PEEK_W, top + PEEK_H


VERDICTS: dict[str | None, tuple[str, tk.Color]] = {
    "gold": ("img-map-gold", tk.GOLD),
    "stone": ("img-map-stone", tk.STONE),
}
"""What a map showed under a goal, by ``peeks``; a goal not looked at (None) is ``UNSEEN``."""
UNSEEN = ("img-map-unseen", tk.INK_DIM)


Peek = tuple[int, int, str]  # x, y and "gold" or "stone"


def _map_peeks(image: Image.Image, peeks: Sequence[Peek], words: tk.Words) -> None:
    """Map results (S-9.2): each goal the seat has looked at this round, shown face up under
    its coordinates; goals not looked at stay face down."""
    peeked = {(x, y): goal for x, y, goal in peeks}
    room = _peek_column() - 4
    for x, y in GOALS_NORTH_FIRST:
        left, top, right, bottom = peek_card_box(x, y)
        goal = peeked.get((x, y))
        if goal is None:
            face = parts.goal_back(PEEK_W, PEEK_H)
        else:  # the peek tells gold or stone, not which way the stone's tunnel will turn
            shape = letters_of(GOAL_KINDS["gold"].open) if goal == "gold" else ""
            face = parts.path_face(shape, True, goal, PEEK_W, PEEK_H)
        tk.paste(image, face, (left, top))
        middle = (left + right) / 2
        tk.text(image, (middle, top - 2), words("img-cell", x=x, y=y), TEXT, tk.INK, "md")
        verdict, color = VERDICTS.get(goal, UNSEEN)
        tk.text(image, (middle, bottom + 2), tk.fit(words(verdict), TEXT, room), TEXT, color, "ma")


def hand_alt(view: View, words: tk.Words) -> list[str]:
    """What the private picture shows, line by line: title, round and hand size, role and gold,
    the map results, then each card."""
    you = view["you"]
    cards = []
    for card in you["hand"]:
        name = words("img-card-caption", card=Message(card["name"]))
        if card.get("open"):
            name = words("img-alt-path-card", card=name, edges=edges(edges_of(card["open"])))
        cards.append(name)
    lines = [
        words("img-hand-title", player=SeatRef(you["seat"])),
        " · ".join((parts.round_of(view["round"], words), words("img-card-count", count=len(cards)))),
    ]
    if you.get("role"):
        card = RoleCard.of(view)
        lines.append(
            f"{words(ROLE_NAMES[card.role])}: {words(ROLE_GOALS[card.role])} {card.gold_text(words)}"
        )
    if you.get("peeks"):
        peeked = {(peek["x"], peek["y"]): peek["goal"] for peek in you["peeks"]}
        seen = [
            words("img-alt-peek", x=x, y=y, verdict=msg(VERDICTS.get(peeked.get((x, y)), UNSEEN)[0]))
            for x, y in GOALS_NORTH_FIRST
        ]
        lines.append(f"{words('img-map-title')}: {', '.join(seen)}")
    return [*lines, *cards]
