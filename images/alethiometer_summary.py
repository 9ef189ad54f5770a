"""The Alethiometer summaries, from the public view only: the end of a part (the Truth-token
draft on offer, A-12) and the final score (A-15)."""

from __future__ import annotations

from PIL import Image

from images import toolkit as tk
from images.alethiometer_parts import MARGIN, NAME, TEXT, View, truth_tokens
from rules.core import SeatRef

SUMMARY_W = 900


def draw_part_end(view: View, words: tk.Words) -> Image.Image:
    """The Truth-token draft (A-12): the tokens on offer and the order of choosing."""
    top = 128
    height = top + ROW * len(view["draft_order"]) + MARGIN
    title = words("ale-img-part-end", part=view["part"])
    image, draw = tk.titled_canvas(SUMMARY_W, height, title, NAME + 2, MARGIN)
    offer = words("ale-img-offer")
    tk.text(image, (MARGIN, 54), offer, TEXT, tk.INK)
    truth_tokens(
        image, draw, [t["value"] for t in view["drawn"]], MARGIN + tk.text_width(offer, TEXT) + 26, 68
    )
    tk.text(image, (MARGIN, 92), words("ale-img-draft-order"), TEXT, tk.INK_DIM)
    for row, seat in enumerate(view["draft_order"]):
        y = top + row * ROW
        mark = tk.HIGHLIGHT if seat in view["awaited"] else tk.INK
        name = tk.fit(f"{row + 1}. {words.name(seat)}", NAME, 380, tk.BOLD)
        tk.text(image, (MARGIN + 10, y), name, NAME, mark, weight=tk.BOLD, role="name")
        taken = view["seats"][seat]["truths"]
        truth_tokens(image, draw, [t["value"] for t in taken], MARGIN + 420, y + 17)
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
    height = final_row_top(len(scores)) + MARGIN
    image, draw = tk.titled_canvas(SUMMARY_W, height, words("ale-img-final"), NAME + 2, MARGIN)
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
        tk.seat_shape(draw, view["seats"][seat]["colour"], (MARGIN - 2, y + 7, MARGIN + 18, y + 27))
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
