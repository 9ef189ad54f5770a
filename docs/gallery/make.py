"""Redraw the sample pictures of this folder from real seeded games (docs/architecture.md), of every
game (Saboteur here, ``make_kompass.py``, ``make_alethiometer.py``): every picture in English,
and the Hungarian ones (``*-hu``) with Hungarian players' names.

.venv/bin/python docs/gallery/make.py [--palette]

``--palette`` first learns the pictures' palette (``images/palette.png``) again from these same
drawings, before they are encoded: run it after adding or changing a colour.
"""

from __future__ import annotations

import argparse
import pathlib
import sys
from collections import Counter
from collections.abc import Sequence

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import make_alethiometer  # noqa: E402  (this folder: the script's own)
import make_kompass  # noqa: E402
from files import HUNGARIAN_NAMES, save  # noqa: E402
from PIL import Image  # noqa: E402

import images  # noqa: E402
from benchmarks.bench_images import very_wide  # noqa: E402
from images import toolkit  # noqa: E402
from images.toolkit import Color  # noqa: E402
from rules.saboteur import GAME  # noqa: E402
from tests.support import saboteur_scenes as scenes  # noqa: E402


def gallery(locale: str, names_for, suffix: str) -> None:
    """Every kind of picture in ``locale``; files named ``<stem><suffix>``."""
    five, six = names_for(5), names_for(6)
    middle = scenes.middle(5, seed=2)
    late = scenes.wide_late(10, seed=3)
    broken = scenes.play(
        6, 21, scenes.preferring("break", "place"), lambda s: GAME.view(s, None)["deck"] < 20
    )
    peeker = scenes.play(5, 17, scenes.preferring("map"), lambda s: bool(GAME.view(s, 0)["you"]["peeks"]))
    draft, over = scenes.draft(5, seed=7), scenes.game_over(6, seed=6)

    def board(stem: str, view) -> None:
        save(stem + suffix, images.board("saboteur", view, names_for(len(view["players"])), locale))

    board("board-start", GAME.view(scenes.start(5, seed=1), None))
    board("board-middle", GAME.view(middle, None))
    board("board-broken-tools", GAME.view(broken, None))
    board("board-late-10p", GAME.view(late, None))
    board("board-very-wide", very_wide(late))
    board("board-draft", GAME.view(draft, None))
    (hand,) = images.private("saboteur", GAME.view(peeker, 0), five, locale)  # hand, role and map
    save("hand" + suffix, hand)
    other = next(
        seat
        for seat in range(5)
        if GAME.view(peeker, seat)["you"]["role"] != GAME.view(peeker, 0)["you"]["role"]
    )
    save(
        f"hand-{GAME.view(peeker, other)['you']['role']}{suffix}",
        *images.private("saboteur", GAME.view(peeker, other), five, locale),
    )
    save("round-end" + suffix, images.summary("saboteur", GAME.view(draft, None), five, locale))
    save("standings" + suffix, images.summary("saboteur", GAME.view(over, None), six, locale))


def draw_all() -> None:
    gallery("en", scenes.names_for, "")
    gallery("hu", lambda n: HUNGARIAN_NAMES[:n], "-hu")
    for game in (make_kompass, make_alethiometer):
        game.gallery("en", scenes.names_for(4), "")
        game.gallery("hu", HUNGARIAN_NAMES[:4], "-hu")


FLAT_SHARE = 0.0005
"""A colour covering this share of the gallery's pixels is a flat colour (a panel, a card face):
kept exactly, unless it would take another flat colour's pixels."""


def learn_palette() -> None:
    """The flat colours of the gallery's drawings exactly, then, for the blends at their edges
    (text, rounded parts), a median cut of the other pixels refined by three k-means passes. A
    learned colour that would take a flat colour's pixels is left out: Pillow maps a pixel by the
    corner of its 4 x 4 x 4 cell, so the nearest entry to that corner must be the colour itself."""
    drawings: list[Image.Image] = []
    encode = toolkit.encode

    def keep(image: Image.Image, stem: str) -> images.Picture:
        drawings.append(image.convert("RGB"))
        return encode(image, stem)

    toolkit.encode = keep
    try:
        draw_all()
    finally:
        toolkit.encode = encode
    counts = Counter[Color]()
    for drawing in drawings:
        counts.update({colour: count for count, colour in drawing.getcolors(drawing.width * drawing.height)})
    flat: list[Color] = []
    for colour, count in counts.most_common():
        if count < FLAT_SHARE * counts.total():
            break
        if all(_keeps(kept, colour) and _keeps(colour, kept) for kept in flat):
            flat.append(colour)
    edges = b"".join(bytes(colour) * count for colour, count in counts.items() if colour not in flat)
    learned = Image.frombytes("RGB", (len(edges) // 3, 1), edges).quantize(
        256 - len(flat), method=Image.Quantize.MEDIANCUT, kmeans=3
    )
    values = learned.getpalette()[: 3 * (256 - len(flat))]
    blends = [tuple(values[i : i + 3]) for i in range(0, len(values), 3)]
    colours = flat + [blend for blend in blends if all(_keeps(kept, blend) for kept in flat)]
    colours += [colours[0]] * (256 - len(colours))  # unused entries
    sheet = Image.new("RGB", (16, 16))
    sheet.putdata(colours)
    sheet.save(toolkit.PALETTE_FILE)
    toolkit.PALETTE = toolkit.load_palette()
    # the pictures drawn to learn from were encoded with the old palette: draw them again
    toolkit.PICTURES = toolkit.PictureCache(toolkit.PICTURES.budget)


def _keeps(flat: Color, other: Color) -> bool:
    """Whether a pixel of colour ``flat`` stays ``flat`` with ``other`` in the palette too."""
    corner = tuple(value & ~3 for value in flat)
    return _distance(other, corner) > _distance(flat, corner)


def _distance(a: Sequence[int], b: Sequence[int]) -> int:
    return sum((x - y) ** 2 for x, y in zip(a, b, strict=True))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--palette", action="store_true", help="learn images/palette.png first")
    if parser.parse_args().palette:
        learn_palette()
    draw_all()


if __name__ == "__main__":
    main()
