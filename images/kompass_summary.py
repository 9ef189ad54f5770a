"""The Kompass summaries, from the public view only: the race at a round's end (K-3.2, K-12.1)
and the final standings (K-12); and the lines the alt text repeats."""

from __future__ import annotations

from typing import cast

from PIL import Image, ImageDraw

from images import kompass_parts as parts
from images import toolkit as tk
from images.kompass_parts import LINE, MARGIN, NAME, TEXT, TITLE, WIDTH, View
from rules.core import Message, SeatRef, listed
from rules.kompass.data import KINDS
from rules.kompass.views import space_name

SUMMARY_W = WIDTH
ROW_H = 56
STANDING_H = 72  # a line of the standings may take two lines of text, each naming its player


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
        piece = parts.pawn(colours[cast(SeatRef, standings[row].args["player"]).seat], 12)
        tk.paste(image, piece, standing_pawn(top, row))
        for sub, part in enumerate(tk.wrap(line, NAME, SUMMARY_W - 2 * MARGIN - 44, 2)):
            fill = tk.INK if row else tk.GOLD
            tk.text(image, (MARGIN + 42, y + 1 + sub * 32), part, NAME, fill, role="name")
    return image


def round_end_alt(view: View, words: tk.Words) -> list[str]:
    """What the round end says: its title and who starts the next round."""
    return [
        words("kom-img-round-end", round=view["round"] - 1),
        words("kom-img-next-start", player=SeatRef(view["start_player"]), round=view["round"]),
    ]


def standings_alt(view: View, words: tk.Words) -> list[str]:
    """What the standings say: who won, then one line per place."""
    final = view["final"]
    lines = [words("kom-img-winner", player=SeatRef(final["winners"][0]))]
    return lines + [words.render(Message.from_json(line)) for line in final["standings"]]
