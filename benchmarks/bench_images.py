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
import asyncio
import concurrent.futures
import os
import pathlib
import random
import sqlite3
import statistics
import time
from collections.abc import Awaitable, Callable

import images
from images.pool import RenderPool
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
            "hand with role (private), 5 players",
            lambda: images.private("saboteur", GAME.view(middle, 0), names5, locale),
        ),
        (
            "hand with role and map (private)",
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


# ------------------------------------------------------------------ --pool: where to render

TABLES = 8


def moves(count: int) -> list[tuple[list[str], dict, dict]]:
    """(names, public view, actor's view) after each of ``count`` moves of seeded 5-player games
    on ``TABLES`` tables taking turns: every one a different picture, as at a busy bot."""
    games = [(random.Random(table), GAME.setup(5, seed=table)) for table in range(TABLES)]
    found: list[tuple[list[str], dict, dict]] = []
    while len(found) < count:
        table = len(found) % TABLES
        rng, state = games[table]
        if not GAME.waiting_for(state):
            state = GAME.setup(5, seed=table + TABLES * len(found))
        seat = GAME.waiting_for(state)[0]
        state = GAME.apply(
            state, seat, scenes.random_policy(state, seat, GAME.legal_actions(state, seat), rng)
        ).state
        games[table] = (rng, state)
        names = [*scenes.names_for(4), f"Eve {table}"]
        found.append((names, GAME.view(state, None), GAME.view(state, seat)))
    return found


Render = Callable[..., Awaitable]


def _warm() -> None:
    """A worker draws one board first: fonts and static parts, as in a running bot."""
    images.board("saboteur", GAME.view(scenes.start(5), None), scenes.names_for(5), "en")


def in_threads(workers: int) -> tuple[Render, Callable[[], None], list[int]]:
    """``workers`` threads of the bot's own process: (render, shut down, worker pids)."""
    executor = concurrent.futures.ThreadPoolExecutor(workers)

    async def render(names, function, *args):
        return await asyncio.get_running_loop().run_in_executor(executor, function, *args)

    return render, executor.shutdown, []


def in_processes(workers: int) -> tuple[Render, Callable[[], None], list[int]]:
    """The bot's ``RenderPool`` of ``workers`` processes, started and warmed."""
    pool = RenderPool(workers)
    executors = [pool._executor(index) for index in range(workers)]
    for executor in executors:
        executor.submit(_warm).result()
    return pool.run, pool.shutdown, [pid for executor in executors for pid in executor._processes]


def cpu_seconds(pid: int) -> float:
    """User + system CPU of process ``pid`` so far (Linux)."""
    fields = pathlib.Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


async def load(render: Render | None, work, rate: float) -> dict[str, list[float]]:
    """Offers ``work`` at ``rate`` moves per second, each move's board and actor's pictures
    rendered by ``render`` (None: not at all, the baseline), while a database thread answers
    small queries and a timer measures how late the event loop wakes up."""
    loop = asyncio.get_running_loop()
    database = concurrent.futures.ThreadPoolExecutor(1)  # as aiosqlite: one thread per connection
    connection = await loop.run_in_executor(database, sqlite3.connect, ":memory:")
    await loop.run_in_executor(database, connection.executescript, SCHEMA)
    samples: dict[str, list[float]] = {"picture": [], "database": [], "loop": []}
    done = asyncio.Event()

    async def move(names: list[str], public: dict, seat_view: dict) -> None:
        if render is None:
            return
        began = time.perf_counter()
        await asyncio.gather(
            render(names, images.board, "saboteur", public, names, "en"),
            render(names, images.private, "saboteur", seat_view, names, "en"),
        )
        samples["picture"].append((time.perf_counter() - began) * 1000)

    async def database_probe() -> None:
        while not done.is_set():
            began = time.perf_counter()
            await loop.run_in_executor(database, lambda: connection.execute(QUERY, (7,)).fetchall())
            samples["database"].append((time.perf_counter() - began) * 1000)
            await asyncio.sleep(0.002)

    async def loop_probe() -> None:
        while not done.is_set():
            began = time.perf_counter()
            await asyncio.sleep(0.002)
            samples["loop"].append((time.perf_counter() - began - 0.002) * 1000)

    probes = [asyncio.create_task(database_probe()), asyncio.create_task(loop_probe())]
    tasks, start = [], time.perf_counter()
    for index, entry in enumerate(work):
        await asyncio.sleep(max(0.0, start + index / rate - time.perf_counter()))
        tasks.append(asyncio.create_task(move(*entry)))
    await asyncio.gather(*tasks)
    done.set()
    await asyncio.gather(*probes)
    database.shutdown()
    return samples


SCHEMA = "CREATE TABLE seats (tbl INTEGER, seat INTEGER, name TEXT);" + "".join(
    f"INSERT INTO seats VALUES ({n // 5}, {n % 5}, 'player {n}');" for n in range(1000)
)
QUERY = "SELECT seat, name FROM seats WHERE tbl = ? ORDER BY seat"


def compare_pools(moves_count: int, rate: float) -> None:
    work = moves(moves_count)
    print(
        f"\n{moves_count} Saboteur moves on {TABLES} tables offered at {rate:.0f}/s"
        " (each: the board and the actor's pictures)\n"
    )
    print(
        "| where | picture p50 ms | picture p95 ms | database p50 ms | database p99 ms "
        "| loop late p99 ms | bot CPU ms/move | workers' CPU ms/move |"
    )
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    default_threads = min(32, (os.cpu_count() or 1) + 4)  # asyncio.to_thread's executor: the bot before
    places = [("no pictures (the probes alone)", None)] + [
        (f"{workers} {kind}", (start, workers))
        for workers in (1, 2)
        for kind, start in (("thread(s)", in_threads), ("process(es)", in_processes))
    ]
    places.append((f"{default_threads} threads (asyncio.to_thread)", (in_threads, default_threads)))
    for name, place in places:
        images.toolkit.PICTURES = images.toolkit.PictureCache(images.toolkit.PICTURES.budget)
        render, shutdown, pids = place[0](place[1]) if place else (None, lambda: None, [])
        before, workers_before = time.process_time(), sum(map(cpu_seconds, pids))
        samples = asyncio.run(load(render, work, rate))
        bot = (time.process_time() - before) * 1000 / len(work)
        spent = (sum(map(cpu_seconds, pids)) - workers_before) * 1000 / len(work)
        shutdown()
        picture = percentiles(samples["picture"]) if samples["picture"] else (0.0, 0.0)
        database = percentiles(samples["database"])
        late99 = statistics.quantiles(samples["loop"], n=100)[-1]
        db99 = statistics.quantiles(samples["database"], n=100)[-1]
        print(
            f"| {name} | {picture[0]:.1f} | {picture[1]:.1f} | {database[0]:.2f} | {db99:.2f} "
            f"| {late99:.1f} | {bot:.1f} | {spent:.1f} |"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=60)
    parser.add_argument("--locale", default="en", help="the language of the words on the pictures")
    parser.add_argument("--pool", action="store_true", help="compare where to render (threads, processes)")
    parser.add_argument("--moves", type=int, default=800, help="with --pool: moves offered")
    parser.add_argument("--rate", type=float, default=100, help="with --pool: moves offered per second")
    arguments = parser.parse_args()
    if arguments.pool:
        compare_pools(arguments.moves, arguments.rate)
        return
    runs = arguments.runs
    load, cores = os.getloadavg()[0], os.cpu_count()
    print(f"{runs} renders per case in {arguments.locale!r}, load average {load:.1f} on {cores} cores\n")
    print("| picture | wall p50 ms | wall p95 ms | CPU p50 ms | CPU p95 ms | CPU mean ms | files (size) |")
    print("|---|---:|---:|---:|---:|---:|---|")
    budget = images.toolkit.PICTURES.budget
    images.toolkit.PICTURES = images.toolkit.PictureCache(0)  # every render draws: no repeat answered
    for name, render in cases(arguments.locale):
        wall, cpu, pictures = measure(render, runs)
        files = ", ".join(f"{p.filename} {len(p.data) / 1000:.0f} KB" for p in pictures)
        times = " | ".join(
            f"{ms:.1f}" for ms in (*percentiles(wall), *percentiles(cpu), statistics.mean(cpu))
        )
        print(f"| {name} | {times} | {files} |")
    images.toolkit.PICTURES = images.toolkit.PictureCache(budget)
    per_move(arguments.locale)


def per_move(locale: str, count: int = 400) -> None:
    """The pictures of one Saboteur move as the bot renders them: the board and the actor's own
    pictures, of moves on ``TABLES`` tables taking turns, with the cache of encoded pictures as
    in the bot (the role card drawn once a round)."""
    work = moves(count)
    for names, public, _ in work[:TABLES]:  # warm the static parts
        images.board("saboteur", public, names, locale)
    cpu = []
    for names, public, seat_view in work[TABLES:]:
        began = time.thread_time()
        images.board("saboteur", public, names, locale)
        images.private("saboteur", seat_view, names, locale)
        cpu.append((time.thread_time() - began) * 1000)
    p50, p95 = percentiles(cpu)
    print(
        f"\nPictures of one Saboteur move (board + actor's pictures), {len(cpu)} moves on {TABLES} tables: "
        f"CPU p50 {p50:.1f} ms, p95 {p95:.1f} ms, mean {statistics.mean(cpu):.1f} ms"
    )


if __name__ == "__main__":
    main()
