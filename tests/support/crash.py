"""Killing a child process at a random moment of its work, for the crash tests
(``test_host_crash``, ``test_outbox_crash``): each child is forked by a zygote process that
prints its pid, and reports its progress by appending to a file."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


@contextmanager
def running_zygote(module: str) -> Iterator[subprocess.Popen]:
    """``python -m module`` as the zygote (its ``zygote()`` reads a line per child to fork),
    closed and waited for however the test ends."""
    process = subprocess.Popen(
        [sys.executable, "-m", module], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        yield process
    finally:
        process.stdin.close()
        process.wait(timeout=10)


def start_child(zygote_process: subprocess.Popen, line: str) -> int:
    """Ask the zygote for a child working on ``line``; its pid."""
    zygote_process.stdin.write(f"{line}\n")
    zygote_process.stdin.flush()
    return int(zygote_process.stdout.readline())


def kill_after_first_write(pid: int, written: Path, rng: random.Random, wait: float, longest: float) -> None:
    """Once ``written`` has something in it (or after ``wait`` seconds), let the child go on for
    up to ``longest`` seconds more, then SIGKILL it and wait until it is gone."""
    deadline = time.monotonic() + wait
    while not (written.exists() and written.stat().st_size) and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(rng.uniform(0, longest))
    os.kill(pid, signal.SIGKILL)
    while _alive(pid):
        time.sleep(0.002)


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True
