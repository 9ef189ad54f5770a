"""Redraw the sample pictures of this folder from real seeded games (docs/architecture.md), of every
game (Saboteur here, ``make_kompass.py``, ``make_alethiometer.py``): every picture in English,
and the Hungarian ones (``*-hu``) with Hungarian players' names.

.venv/bin/python docs/gallery/make.py
"""

from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import make_alethiometer  # noqa: E402  (this folder: the script's own)
import make_kompass  # noqa: E402
from files import HUNGARIAN_NAMES, save  # noqa: E402

import images  # noqa: E402
from benchmarks.bench_images import very_wide  # noqa: E402
from rules.saboteur import GAME  # noqa: E402
from tests import images_scenes as scenes  # noqa: E402


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
    hand, role, peeks = images.private("saboteur", GAME.view(peeker, 0), five, locale)
    save("hand" + suffix, hand)
    save(f"role-{GAME.view(peeker, 0)['you']['role']}{suffix}", role)
    save("map" + suffix, peeks)
    other = next(
        seat
        for seat in range(5)
        if GAME.view(peeker, seat)["you"]["role"] != GAME.view(peeker, 0)["you"]["role"]
    )
    save(
        f"role-{GAME.view(peeker, other)['you']['role']}{suffix}",
        images.private("saboteur", GAME.view(peeker, other), five, locale)[1],
    )
    save("round-end" + suffix, images.summary("saboteur", GAME.view(draft, None), five, locale))
    save("standings" + suffix, images.summary("saboteur", GAME.view(over, None), six, locale))


def main() -> None:
    gallery("en", scenes.names_for, "")
    gallery("hu", lambda n: HUNGARIAN_NAMES[:n], "-hu")
    for game in (make_kompass, make_alethiometer):
        game.gallery("en", scenes.names_for(4), "")
        game.gallery("hu", HUNGARIAN_NAMES[:4], "-hu")


if __name__ == "__main__":
    main()
