"""Redraw the Alethiometer sample pictures of this folder (``alethiometer-*``) from real seeded
games (README, "images"): every picture in English, and the Hungarian ones (``*-hu``) with
Hungarian players' names.

.venv/bin/python docs/gallery/make_alethiometer.py
"""

from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import images  # noqa: E402
from rules.alethiometer import GAME  # noqa: E402
from tests import alethiometer_scenes as scenes  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent
HUNGARIAN_NAMES = ["Őrsi", "Űrsula", "Bálint", "Zsófia"]


def save(stem: str, picture: images.Picture) -> None:
    suffix = picture.filename.rsplit(".", 1)[1]
    (HERE / f"alethiometer-{stem}.{suffix}").write_bytes(picture.data)
    print(f"alethiometer-{stem}.{suffix}: {len(picture.data) / 1000:.0f} KB")


def gallery(locale: str, names: list[str], suffix: str) -> None:
    """The ally choice, part I early, a busy part III, the Sky Ferry choice, hands, the part end
    and the final score in ``locale``; files named ``alethiometer-<stem><suffix>``. Each board
    marks the last turn: Lyra's path, the tiles scored or taken."""
    choosing, early, busy = scenes.choosing(), scenes.early(), scenes.busy()
    part_end, over = scenes.part_end(), scenes.over()

    def board(stem: str, state) -> None:
        save(stem + suffix, images.board("alethiometer", GAME.view(state, None), names, locale))

    board("choice", choosing)
    board("early", early)
    board("busy", busy)
    board("draft", part_end)
    board("ferry", scenes.ferry_choice())
    chooser = GAME.waiting_for(choosing)[0]
    (choice,) = images.private("alethiometer", GAME.view(choosing, chooser), names, locale)
    save("hand-choice" + suffix, choice)
    fullest = max(range(busy.n), key=lambda seat: len(busy.hands[seat]))
    (hand,) = images.private("alethiometer", GAME.view(busy, fullest), names, locale)
    save("hand" + suffix, hand)
    save("part-end" + suffix, images.summary("alethiometer", GAME.view(part_end, None), names, locale))
    save("final" + suffix, images.summary("alethiometer", GAME.view(over, None), names, locale))


if __name__ == "__main__":
    gallery("en", scenes.names_for(4), "")
    gallery("hu", HUNGARIAN_NAMES, "-hu")
