"""The Saboteur summaries, from the public view only: the end of a round (roles revealed,
S-11.7, and the gold's count-out while it is shared, S-12) and the final standings (S-14)."""

from __future__ import annotations

from collections.abc import Sequence

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
from rules.saboteur import data

GOLD_CARD_W = 48  # its number, a quarter of its height, is 16 px: shown 10 px high
GOLD_CARD_H = round(GOLD_CARD_W * CARD_RATIO)
MEDALS = {1: tk.GOLD, 2: (200, 200, 210), 3: (196, 124, 70)}

HEADLINES = {"gold-diggers": "img-round-won-gold-diggers", "saboteurs": "img-round-won-saboteurs"}
WON = {"gold-diggers": "img-gold-diggers-won", "saboteurs": "img-saboteurs-won"}
WINNING_ROLE = {"gold-diggers": "gold-digger", "saboteurs": "saboteur"}


def headline(result: View, words: tk.Words) -> str:
    return words(HEADLINES[result["winners"]], round=result["round"])


def round_note(result: View, words: tk.Words) -> str:
    """What else the end of a round made public: the leftover role card (S-4.11) and, when no
    one was a saboteur, that nobody is paid (S-12.11, S-GAP-20)."""
    notes = [words("img-roles-revealed")]
    if result.get("leftover"):
        # the role as running text names it, not as its card's face (lower case in Hungarian: N31)
        notes.append(words("img-leftover-role", role=Message(data.ROLE_NAMES[result["leftover"]])))
    if result.get("paid") is False:
        notes.append(words("img-nobody-paid"))
    if result.get("finder") is not None:
        notes.append(words("img-finder-marked"))
    return " · ".join(notes)


TITLE_TOP = 6
NOTE_TOP = TITLE_TOP + HEADING + 10
NOTE_LINE = TEXT + 5
TITLE_ROOM = WIDTH - 2 * MARGIN
NAME_W = 230
ROUND_W = 168  # "szabotőrök nyertek" whole, three rounds and the gold beside the names


def _table_top(notes: Sequence[str]) -> int:
    """Where the table starts under the title and its ``notes`` lines."""
    return NOTE_TOP + len(notes) * NOTE_LINE - 5 + 14


def _title(image: Image.Image, title: str, notes: Sequence[str]) -> None:
    tk.text(
        image,
        (MARGIN, TITLE_TOP),
        tk.fit(title, HEADING, TITLE_ROOM, tk.BOLD),
        HEADING,
        tk.GOLD,
        weight=tk.BOLD,
    )
    for line_no, line in enumerate(notes):
        tk.text(image, (MARGIN, NOTE_TOP + line_no * NOTE_LINE), line, TEXT, tk.INK_DIM)


def _row_pitch(players: int) -> int:
    return 36 if players <= 6 else 30


def _table_height(players: int) -> int:
    return 2 * TEXT + 12 + players * _row_pitch(players)


def _role_table(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    view: View,
    words: tk.Words,
    order: Sequence[int],
    top: int,
    ranks: dict[int, int] | None,
) -> None:
    """One row per seat: name, the role of every finished round (S-11.7), who found the gold,
    and with ``ranks`` the final gold."""
    results = view["round_results"]
    scores = view.get("scores")
    pitch = _row_pitch(len(order))
    name_x = MARGIN + (40 if ranks else 10)
    rounds_x = name_x + NAME_W
    for column, result in enumerate(results):
        x = rounds_x + column * ROUND_W
        tk.text(image, (x, top), words("img-round", round=result["round"]), TEXT, tk.INK)
        won = tk.fit(words(WON[result["winners"]]), TEXT, ROUND_W - 6)
        tk.text(image, (x, top + TEXT + 4), won, TEXT, ROLE_COLORS[WINNING_ROLE[result["winners"]]])
    gold_x = rounds_x + len(results) * ROUND_W
    if scores:
        tk.text(image, (gold_x, top + TEXT + 4), words("img-gold"), TEXT, tk.INK_DIM)
    for index, seat in enumerate(order):
        y = top + 2 * TEXT + 12 + index * pitch
        middle = y + (pitch - 4) / 2
        draw.rounded_rectangle((MARGIN, y, WIDTH - MARGIN, y + pitch - 4), radius=6, fill=tk.SURFACE)
        if ranks:
            rank = ranks[seat]
            medal = MEDALS.get(rank, tk.SURFACE_LIGHT)
            draw.ellipse((MARGIN + 6, middle - 12, MARGIN + 30, middle + 12), fill=medal)
            ink = tk.INK_DARK if rank in MEDALS else tk.INK
            tk.text(image, (MARGIN + 18, middle), str(rank), TEXT, ink, "mm")
        name = tk.fit(words.name(seat), NAME, NAME_W - 10)
        tk.text(image, (name_x, middle), name, NAME, tk.INK, "lm", role="name")
        for column, result in enumerate(results):
            role = result["roles"][seat]
            x = rounds_x + column * ROUND_W
            tk.text(
                image,
                (x, middle),
                tk.fit(words(ROLE_NAMES[role]), TEXT, ROUND_W - 30),
                TEXT,
                ROLE_COLORS[role],
                "lm",
            )
            if result.get("finder") == seat:
                tk.paste(image, parts.nugget_icon(20), (x + ROUND_W - 26, middle - 10))
        if scores:
            tk.paste(image, parts.coin(18), (gold_x, middle - 9))
            tk.text(image, (gold_x + 24, middle), str(scores[seat]), NAME, tk.GOLD, "lm")


def draw_round_end(view: View, words: tk.Words) -> Image.Image:
    result = view["round_results"][-1]
    draft = view.get("draft")
    players = len(view["players"])
    draft_h = GOLD_CARD_H + 12 if draft else 0
    notes = tk.lines_of(round_note(result, words), TEXT, TITLE_ROOM)
    top = _table_top(notes)
    image, draw = tk.canvas(WIDTH, top + draft_h + _table_height(players) + MARGIN)
    _title(image, headline(result, words), notes)
    if draft:  # S-12.2: the public count-out, then who chooses
        for index, value in enumerate(draft["opened"]):
            card = parts.gold_card(value, GOLD_CARD_W, GOLD_CARD_H)
            tk.paste(image, card, (MARGIN + index * (GOLD_CARD_W + 8), top))
            tk.note_text(str(value), round(GOLD_CARD_H * 0.24), "essential")
        x = MARGIN + len(draft["opened"]) * (GOLD_CARD_W + 8) + 8
        share = msg("img-draft-cards", left=draft["left"], player=SeatRef(draft["holder"]))
        lines = words.lines(share, NAME, WIDTH - MARGIN - x, 2)
        for line_no, line in enumerate(lines):
            y = top + GOLD_CARD_H / 2 + (line_no - (len(lines) - 1) / 2) * (NAME + 6)
            tk.text(image, (x, y), line, NAME, tk.INK, "lm", role="turn")
        top += draft_h
    _role_table(image, draw, view, words, [player["seat"] for player in view["players"]], top, None)
    return image


def draw_standings(view: View, words: tk.Words) -> Image.Image:
    scores = view["scores"]
    order = sorted(range(len(scores)), key=lambda seat: (-scores[seat], seat))
    ranks = {seat: 1 + sum(1 for other in scores if other > scores[seat]) for seat in order}
    winners = tuple(SeatRef(seat) for seat in order if ranks[seat] == 1)
    notes = words.lines(msg("img-most-gold", players=winners), TEXT, TITLE_ROOM, 2)
    top = _table_top(notes)
    image, draw = tk.canvas(WIDTH, top + _table_height(len(order)) + MARGIN)
    _title(image, words("img-standings"), notes)
    _role_table(image, draw, view, words, order, top, ranks)
    return image
