"""Redraw the sample pictures of this folder from real seeded games (README, "images").

.venv/bin/python docs/gallery/make.py
"""

from __future__ import annotations

import pathlib
import sys

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import images  # noqa: E402
from benchmarks.bench_images import very_wide  # noqa: E402
from rules.saboteur import GAME  # noqa: E402
from tests import images_scenes as scenes  # noqa: E402

HERE = pathlib.Path(__file__).resolve().parent


def save(stem: str, picture: images.Picture) -> None:
    suffix = picture.filename.rsplit(".", 1)[1]
    (HERE / f"{stem}.{suffix}").write_bytes(picture.data)
    print(f"{stem}.{suffix}: {len(picture.data) / 1000:.0f} KB")


def main() -> None:
    five, ten = scenes.names_for(5), scenes.names_for(10)
    middle = scenes.middle(5, seed=2)
    late = scenes.wide_late(10, seed=3)
    broken = scenes.play(
        6, 21, scenes.preferring("break", "place"), lambda s: GAME.view(s, None)["deck"] < 20
    )
    peeker = scenes.play(5, 17, scenes.preferring("map"), lambda s: bool(GAME.view(s, 0)["you"]["peeks"]))
    draft, over = scenes.draft(5, seed=7), scenes.game_over(6, seed=6)
    save("board-start", images.board("saboteur", GAME.view(scenes.start(5, seed=1), None), five))
    save("board-middle", images.board("saboteur", GAME.view(middle, None), five))
    save("board-broken-tools", images.board("saboteur", GAME.view(broken, None), scenes.names_for(6)))
    save("board-late-10p", images.board("saboteur", GAME.view(late, None), ten))
    save("board-very-wide", images.board("saboteur", very_wide(late), ten))
    save("board-draft", images.board("saboteur", GAME.view(draft, None), five))
    hand, role, peeks = images.private("saboteur", GAME.view(peeker, 0), five)
    save("hand", hand)
    save(f"role-{GAME.view(peeker, 0)['you']['role']}", role)
    save("map", peeks)
    other = next(
        seat
        for seat in range(5)
        if GAME.view(peeker, seat)["you"]["role"] != GAME.view(peeker, 0)["you"]["role"]
    )
    save(
        f"role-{GAME.view(peeker, other)['you']['role']}",
        images.private("saboteur", GAME.view(peeker, other), five)[1],
    )
    save("round-end", images.summary("saboteur", GAME.view(draft, None), five))
    save("standings", images.summary("saboteur", GAME.view(over, None), scenes.names_for(6)))


if __name__ == "__main__":
    main()
