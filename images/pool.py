"""Where the bot renders its pictures: a few worker processes beside it, never its own threads.

Drawing and encoding a board takes a few milliseconds of CPU, much of it holding the GIL: in
threads of the bot's process it delays the event loop and the database thread by as much.
Measured on the bot's 2-core machine (``benchmarks/bench_images.py --pool``, docs/results/pictures.md),
worker processes keep both responsive and leave the bot's process about 1 ms of CPU per move.

Each worker is its own single-process executor, and a table's pictures always go to the same
one (chosen by the table's names): its cache of encoded pictures (``toolkit.PICTURES``) then
holds that table's role cards and boards. A worker that dies is replaced, the render tried again.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

import images
from images import View
from images.replay import Replay, Scene, animation
from images.toolkit import Picture

_Result = TypeVar("_Result")

WORKERS = 2
"""One per core of the bot's machine: pictures of different tables are drawn side by side."""

_CONTEXT = multiprocessing.get_context("forkserver")
_CONTEXT.set_forkserver_preload(["images"])
"""Workers are forked from a server process that has imported ``images`` and nothing else: not
from the bot (its threads and sockets), and without running the bot's main module again."""


class RenderPool:
    """``WORKERS`` single-process executors, each started on its first use (once, about 0.1 s
    of the event loop; the first also starts the forkserver)."""

    def __init__(self, workers: int = WORKERS) -> None:
        self._executors: list[ProcessPoolExecutor | None] = [None] * workers
        self._lock = threading.Lock()

    def _executor(self, index: int) -> ProcessPoolExecutor:
        with self._lock:
            executor = self._executors[index]
            if executor is None:
                executor = ProcessPoolExecutor(
                    1, mp_context=_CONTEXT, initializer=_leave_with, initargs=(os.getpid(),)
                )
                # Its process is started now, from a thread of its own: starting a process polls
                # the others through time.monotonic, which a simulated clock (SimCord's, in the
                # tests) holds still in the event loop's thread, and the poll would never end.
                starter = threading.Thread(target=executor.submit, args=(int,))
                starter.start()
                starter.join()
                self._executors[index] = executor
            return executor

    def _replace(self, index: int, broken: ProcessPoolExecutor) -> None:
        with self._lock:
            if self._executors[index] is broken:
                self._executors[index] = None
        broken.shutdown(wait=False)

    async def run(self, names: Sequence[str], function: Callable[..., _Result], *args: Any) -> _Result:
        """``function(*args)`` in the worker of the table with ``names``. A worker that died
        (killed for memory, say) is replaced and the render tried once more."""
        index = hash(tuple(names)) % len(self._executors)
        loop = asyncio.get_running_loop()
        executor = self._executor(index)
        try:
            return await loop.run_in_executor(executor, function, *args)
        except BrokenProcessPool:
            self._replace(index, executor)
            return await loop.run_in_executor(self._executor(index), function, *args)

    def shutdown(self) -> None:
        with self._lock:
            executors, self._executors = self._executors, [None] * len(self._executors)
        for executor in executors:
            if executor is not None:
                executor.shutdown()


def _leave_with(bot: int) -> None:
    """In a worker: exit once the bot's process ``bot`` is gone. A worker killed bot leaves
    behind would wait for work forever (it holds its own queue open), and keep the forkserver."""

    def watch() -> None:
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                os.kill(bot, 0)
            except ProcessLookupError:
                os._exit(0)

    threading.Thread(target=watch, daemon=True).start()


WATCH_SECONDS = 2

POOL = RenderPool()


async def board(game_id: str, public_view: View, names: Sequence[str], locale: str) -> Picture | None:
    """``images.board`` rendered in the pool."""
    return await POOL.run(names, images.board, game_id, public_view, list(names), locale)


async def private(game_id: str, seat_view: View, names: Sequence[str], locale: str) -> list[Picture]:
    """``images.private`` rendered in the pool."""
    return await POOL.run(names, images.private, game_id, seat_view, list(names), locale)


async def summary(game_id: str, public_view: View, names: Sequence[str], locale: str) -> Picture | None:
    """``images.summary`` rendered in the pool."""
    return await POOL.run(names, images.summary, game_id, public_view, list(names), locale)


async def replay(game_id: str, scenes: Sequence[Scene], names: Sequence[str], locale: str) -> Replay | None:
    """``images.replay.animation`` rendered in the pool, in the table's worker (whose picture
    cache holds the boards it drew for the table): up to a second of CPU for a long game, which
    in a thread of the bot's process would hold the GIL against the event loop as long."""
    return await POOL.run(names, animation, game_id, list(scenes), list(names), locale)
