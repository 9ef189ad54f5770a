"""Where the gallery's pictures go and how they are named (shared by make.py and the game
modules it runs)."""

from __future__ import annotations

import pathlib

import images

HERE = pathlib.Path(__file__).resolve().parent
HUNGARIAN_NAMES = ["Őrsi", "Űrsula", "Bálint", "Zsófia", "Gergő", "Júlia", "Ödön", "Réka", "Tünde", "Áron"]
"""Players' names of the Hungarian pictures (``*-hu``): accents the font must draw."""


def save(stem: str, picture: images.Picture) -> None:
    suffix = picture.filename.rsplit(".", 1)[1]
    (HERE / f"{stem}.{suffix}").write_bytes(picture.data)
    print(f"{stem}.{suffix}: {len(picture.data) / 1000:.0f} KB")
