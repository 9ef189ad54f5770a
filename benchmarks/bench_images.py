"""Render time and file size of every picture type (docs/benchmarks.md, "Pictures").

    .venv/bin/python -m benchmarks.bench_images [--runs 60] [--locale hu]

Each case is a view from a real seeded game (tests/images_scenes.py, tests/kompass_scenes.py,
tests/alethiometer_scenes.py). A render is the whole public call (drawing and encoding), timed
after one warm-up call that fills the caches of static parts, as in a running bot. Budget
(DESIGN.md): board p95 < 60 ms and < 300 KB; the Kompass and Alethiometer boards also mean CPU
< 15 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import time
from collections.abc import Callable

import images
from rules.alethiometer import GAME as ALETHIOMETER
from rules.kompass import GAME as KOMPASS
from rules.saboteur import GAME
from tests import alethiometer_scenes as ale_scenes
from tests import images_scenes as scenes
from tests import kompass_scenes


def very_wide(state):
    """The late 10-player maze plus a long tunnel to the far east (S-GAP-25: no bounds)."""
    view = GAME.view(state, None)
    extra = [{"x": x, "y": 1, "card": "X", "rot": 0, "open": "NESW", "through": True} for x in range(9, 30)]
    return {**view, "maze": view["maze"] + extra}


def cases(locale: str = "en") -> list[tuple[str, Callable[[], object]]]:
    start, middle, late = scenes.start(5, seed=1), scenes.middle(5, seed=2), scenes.wide_late(10, seed=3)
    draft, over = scenes.draft(5, seed=7), scenes.game_over(6, seed=6)
    peeker = scenes.play(5, 17, scenes.preferring("map"), lambda s: bool(GAME.view(s, 0)["you"]["peeks"]))
    names5, names10, names6 = scenes.names_for(5), scenes.names_for(10), scenes.names_for(6)
    wide = very_wide(late)
    return [
        ("board, start, 5 players", lambda: images.board("saboteur", GAME.view(start, None), names5, locale)),
        (
            "board, middle, 5 players",
            lambda: images.board("saboteur", GAME.view(middle, None), names5, locale),
        ),
        (
            "board, late maze, 10 players",
            lambda: images.board("saboteur", GAME.view(late, None), names10, locale),
        ),
        ("board, very wide maze, 10 players", lambda: images.board("saboteur", wide, names10, locale)),
        (
            "hand + role (private), 5 players",
            lambda: images.private("saboteur", GAME.view(middle, 0), names5, locale),
        ),
        (
            "hand + role + map (private)",
            lambda: images.private("saboteur", GAME.view(peeker, 0), names5, locale),
        ),
        ("round end (summary)", lambda: images.summary("saboteur", GAME.view(draft, None), names5, locale)),
        (
            "final standings (summary)",
            lambda: images.summary("saboteur", GAME.view(over, None), names6, locale),
        ),
        *kompass_cases(locale),
        *alethiometer_cases(locale),
    ]


def alethiometer_cases(locale: str) -> list[tuple[str, Callable[[], object]]]:
    choosing, early, busy = ale_scenes.choosing(), ale_scenes.early(), ale_scenes.busy()
    part_end, over, names = ale_scenes.part_end(), ale_scenes.over(), ale_scenes.names_for(4)
    chooser = ALETHIOMETER.waiting_for(choosing)[0]

    def board(state):
        return lambda: images.board("alethiometer", ALETHIOMETER.view(state, None), names, locale)

    return [
        ("Alethiometer board, ally choice, 4 players", board(choosing)),
        ("Alethiometer board, early part I, 4 players", board(early)),
        ("Alethiometer board, busy part III, 4 players", board(busy)),
        (
            "Alethiometer hand + dealt characters (private)",
            lambda: images.private("alethiometer", ALETHIOMETER.view(choosing, chooser), names, locale),
        ),
        (
            "Alethiometer hand + tiles (private)",
            lambda: images.private("alethiometer", ALETHIOMETER.view(busy, 0), names, locale),
        ),
        (
            "Alethiometer part end (summary)",
            lambda: images.summary("alethiometer", ALETHIOMETER.view(part_end, None), names, locale),
        ),
        (
            "Alethiometer final score (summary)",
            lambda: images.summary("alethiometer", ALETHIOMETER.view(over, None), names, locale),
        ),
    ]


def kompass_cases(locale: str) -> list[tuple[str, Callable[[], object]]]:
    names = kompass_scenes.names_for(4)

    def board(state):
        view = KOMPASS.view(state, None)
        return lambda: images.board("kompass", view, names, locale)

    def summary(state):
        view = KOMPASS.view(state, None)
        return lambda: images.summary("kompass", view, names, locale)

    def private(state):
        view = KOMPASS.view(state, 0)
        return lambda: images.private("kompass", view, names, locale)

    return [
        ("Kompass board, start, 4 players", board(kompass_scenes.start())),
        ("Kompass board, middle, 4 players", board(kompass_scenes.middle())),
        ("Kompass board, late race, 4 players", board(kompass_scenes.late())),
        ("Kompass hand, task, companions (private)", private(kompass_scenes.middle())),
        ("Kompass round end (summary)", summary(kompass_scenes.play(4, 2, lambda s: s.round == 5))),
        ("Kompass final standings (summary)", summary(kompass_scenes.game_over())),
    ]


def percentiles(samples: list[float]) -> tuple[float, float]:
    return statistics.median(samples), statistics.quantiles(samples, n=20)[-1]


def measure(render: Callable[[], object], runs: int) -> tuple[list[float], list[float], list]:
    """Wall-clock and CPU milliseconds of each render (CPU time is what a render costs; wall
    time also counts waiting for the processor on a busy machine)."""
    result = render()  # warm the static-part caches
    wall, cpu = [], []
    for _ in range(runs):
        began, began_cpu = time.perf_counter(), time.thread_time()
        result = render()
        wall.append((time.perf_counter() - began) * 1000)
        cpu.append((time.thread_time() - began_cpu) * 1000)
    return wall, cpu, result if isinstance(result, list) else [result]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--locale", default="en", help="the language of the words on the pictures")
    arguments = parser.parse_args()
    runs = arguments.runs
    load, cores = os.getloadavg()[0], os.cpu_count()
    print(f"{runs} renders per case in {arguments.locale!r}, load average {load:.1f} on {cores} cores\n")
    print("| picture | wall p50 ms | wall p95 ms | CPU p50 ms | CPU p95 ms | CPU mean ms | files (size) |")
    print("|---|---:|---:|---:|---:|---:|---|")
    for name, render in cases(arguments.locale):
        wall, cpu, pictures = measure(render, runs)
        files = ", ".join(f"{p.filename} {len(p.data) / 1000:.0f} KB" for p in pictures)
        times = " | ".join(
            f"{ms:.1f}" for ms in (*percentiles(wall), *percentiles(cpu), statistics.mean(cpu))
        )
        print(f"| {name} | {times} | {files} |")


if __name__ == "__main__":
    main()
