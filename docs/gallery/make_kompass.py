"""Redraw the Der Goldene Kompass sample pictures of this folder (``kompass-*``) from real seeded
games (the hand: a set-up position): every picture in English, and in Hungarian (``*-hu``)
with Hungarian players' names.

Run by ``docs/gallery/make.py``.
"""

from __future__ import annotations

from files import save

import images
from rules.kompass import GAME
from tests.support import kompass_scenes as scenes
from tests.support.kompass import build


def gallery(locale: str, names: list[str], suffix: str) -> None:
    def board(stem: str, state) -> None:
        save(f"kompass-{stem}{suffix}", images.board("kompass", GAME.view(state, None), names, locale))

    board("start", scenes.start())
    board("middle", scenes.middle())
    board("late", scenes.late())
    # The AI plays its Pan cards at once, so a hand with both kinds of card is set up.
    holder = build(
        4,
        hands={0: ["k0", "k25", "k47", "p0", "p5", "p9", "p12"]},
        companions={0: ["iorek", "coram"]},
        tasks={0: "t5"},
        xp={0: {"bear": 3, "dust": 1, "witch": 2, "north": 4}},
    )
    [hand] = images.private("kompass", GAME.view(holder, 0), names, locale)
    save(f"kompass-hand{suffix}", hand)
    round_end = scenes.play(4, 2, lambda state: state.round == 5)
    save(f"kompass-round-end{suffix}", images.summary("kompass", GAME.view(round_end, None), names, locale))
    over = scenes.game_over()
    save(f"kompass-standings{suffix}", images.summary("kompass", GAME.view(over, None), names, locale))
