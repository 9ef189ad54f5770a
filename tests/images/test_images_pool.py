"""images.pool: the bot's pictures are rendered in worker processes, each table's always in the
same one, and a dead worker is replaced without losing the render (issue 13, "Lean pictures")."""

from __future__ import annotations

import os
import pathlib
import signal
import subprocess
import sys
import time

import images
from images.pool import RenderPool
from rules.saboteur import GAME
from tests.support import saboteur_scenes as scenes


async def test_pictures_are_rendered_in_another_process_with_the_same_bytes():
    pool = RenderPool(2)
    try:
        view, names = GAME.view(scenes.middle(4, seed=3), None), scenes.names_for(4)
        picture = await pool.run(names, images.board, "saboteur", view, names, "hu")
        assert picture == images.board("saboteur", view, names, "hu")
        assert await pool.run(names, os.getpid) != os.getpid()
    finally:
        pool.shutdown()


async def test_a_tables_pictures_always_go_to_the_same_worker():
    pool = RenderPool(2)
    try:
        tables = [[f"Ann {n}", "Bob"] for n in range(8)]
        workers = {tuple(names): await pool.run(names, os.getpid) for names in tables}
        for names in tables:
            assert await pool.run(names, os.getpid) == workers[tuple(names)]
        assert len(set(workers.values())) == 2, "the tables spread over both workers"
    finally:
        pool.shutdown()


async def test_a_dead_worker_is_replaced_and_the_render_still_done():
    pool = RenderPool(1)
    try:
        names = scenes.names_for(3)
        first = await pool.run(names, os.getpid)
        os.kill(first, signal.SIGKILL)
        view = GAME.view(scenes.start(3, seed=2), None)
        assert await pool.run(names, images.board, "saboteur", view, names, "en") is not None
        assert await pool.run(names, os.getpid) != first
    finally:
        pool.shutdown()


def test_workers_leave_when_the_bots_process_is_killed():
    """A bot killed with SIGKILL leaves no worker (nor forkserver) waiting for work forever."""
    script = (
        "import asyncio, os, time\n"
        "from images.pool import RenderPool\n"
        "async def main():\n"
        "    print(await RenderPool(1).run(['Ann'], os.getpid), flush=True)\n"
        "    time.sleep(600)\n"
        "if __name__ == '__main__':\n"
        "    asyncio.run(main())\n"
    )
    root = pathlib.Path(__file__).resolve().parents[2]
    bot = subprocess.Popen([sys.executable, "-c", script], cwd=root, stdout=subprocess.PIPE, text=True)
    worker = pathlib.Path(f"/proc/{int(bot.stdout.readline())}")
    assert worker.exists()
    bot.kill()
    bot.wait()
    for _ in range(200):  # the worker looks every WATCH_SECONDS
        if not worker.exists() or "Z" in (worker / "stat").read_text().split(")")[-1].split()[0]:
            break
        time.sleep(0.1)
    else:
        raise AssertionError("the worker outlived the bot")
