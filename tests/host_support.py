"""Helpers for the storage, host and demo tests."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import rules
import storage
from host import FakeClock, Host, User
from host.replay import replay
from tests.race_game import RACE

GAMES = {**rules.GAMES, RACE.id: RACE}
"""Every registered game plus the test-only race game: new games join these tests by being
registered."""
GAME_IDS = sorted(GAMES)

ALICE = User(101, "Alice")
BOB = User(102, "Bob")
CAROL = User(103, "Carol")


async def open_host(path: Path, clock: FakeClock | None = None, **kwargs) -> Host:
    store = await storage.open_store(path)
    return Host(store, clock or FakeClock(), GAMES, **kwargs)


@asynccontextmanager
async def hosted(path: Path, clock: FakeClock | None = None, **kwargs) -> AsyncIterator[Host]:
    """``open_host`` whose database is closed however the test ends (an open connection's
    thread would keep the test process from exiting)."""
    host = await open_host(path, clock, **kwargs)
    try:
        yield host
    finally:
        await host.store.close()


def db_rows(path: Path) -> list[str]:
    """The whole database as SQL text, row for row (read through a second connection, so it
    shows exactly what is committed)."""
    with sqlite3.connect(path) as db:
        return list(db.iterdump())


async def replayed_matches_snapshot(host: Host, table_id: int) -> bool:
    record = await host.store.table(table_id)
    game = GAMES[record.game_id]
    seats = await host.store.seats(table_id)
    state = replay(game, len(seats), record.seed, record.options, await host.store.log(table_id))
    return json.loads(json.dumps(game.to_dict(state))) == record.snapshot
