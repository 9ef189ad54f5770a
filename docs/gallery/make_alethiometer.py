"""Redraw the Alethiometer sample pictures of this folder (``alethiometer-*``) from real seeded
games (docs/architecture.md, "Pictures"): every picture in English, and the Hungarian ones (``*-hu``) with
Hungarian players' names.

Run by ``docs/gallery/make.py``.
"""

from __future__ import annotations

from files import save

import images
from rules.alethiometer import GAME
from tests.support import alethiometer_scenes as scenes


def gallery(locale: str, names: list[str], suffix: str) -> None:
    """The ally choice, part I early, a busy part III, the Sky Ferry choice, hands, the part end
    and the final score in ``locale``; files named ``alethiometer-<stem><suffix>``. Each board
    marks the last turn: Lyra's path, the tiles scored or taken."""
    choosing, early, busy = scenes.choosing(), scenes.early(), scenes.busy()
    part_end, over = scenes.part_end(), scenes.over()

    def board(stem: str, state) -> None:
        save(
            f"alethiometer-{stem}{suffix}",
            images.board("alethiometer", GAME.view(state, None), names, locale),
        )

    board("choice", choosing)
    board("early", early)
    board("busy", busy)
    board("draft", part_end)
    board("ferry", scenes.ferry_choice())
    chooser = GAME.waiting_for(choosing)[0]
    (choice,) = images.private("alethiometer", GAME.view(choosing, chooser), names, locale)
    save("alethiometer-hand-choice" + suffix, choice)
    fullest = max(range(busy.n), key=lambda seat: len(busy.hands[seat]))
    (hand,) = images.private("alethiometer", GAME.view(busy, fullest), names, locale)
    save("alethiometer-hand" + suffix, hand)
    save(
        "alethiometer-part-end" + suffix,
        images.summary("alethiometer", GAME.view(part_end, None), names, locale),
    )
    save("alethiometer-final" + suffix, images.summary("alethiometer", GAME.view(over, None), names, locale))
