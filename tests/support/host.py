"""Helpers for the storage, host and demo tests."""

from __future__ import annotations

import json
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import ClassVar

import aiosqlite
import asyncpg

import rules
import storage
from host import FakeClock, Host, User
from host.replay import replay
from tests.support.race_game import RACE

GAMES = {**rules.GAMES, RACE.id: RACE}
"""Every registered game plus the test-only race game: new games join these tests by being
registered."""
GAME_IDS = sorted(GAMES)

ALICE = User(101, "Alice")
BOB = User(102, "Bob")
CAROL = User(103, "Carol")


async def open_host(database: Path | str, clock: FakeClock | None = None, **kwargs) -> Host:
    """A host on the store at ``database`` (the ``database`` fixture: an SQLite file or a
    PostgreSQL URL)."""
    store = await storage.open_storage(database)
    return Host(store, clock or FakeClock(), GAMES, **kwargs)


@asynccontextmanager
async def hosted(database: Path | str, clock: FakeClock | None = None, **kwargs) -> AsyncIterator[Host]:
    """``open_host`` whose database is closed however the test ends (an open connection's
    thread would keep the test process from exiting)."""
    host = await open_host(database, clock, **kwargs)
    try:
        yield host
    finally:
        await host.store.close()


async def db_rows(database: Path | str) -> list[str]:
    """The whole database as text, row for row (read through a second connection, so it shows
    exactly what is committed): SQLite's dump, or every row of every PostgreSQL table."""
    if isinstance(database, Path):
        with sqlite3.connect(database) as db:
            return list(db.iterdump())
    db = await asyncpg.connect(database)
    try:
        names = await db.fetch(
            "SELECT tablename FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename"
        )
        rows = []
        for (name,) in names:
            rows += sorted(f"{name} {tuple(row)}" for row in await db.fetch(f"SELECT * FROM {name}"))
        return rows
    finally:
        await db.close()


async def replayed_matches_snapshot(host: Host, table_id: int) -> bool:
    record = await host.store.table(table_id)
    game = GAMES[record.game_id]
    seats = await host.store.seats(table_id)
    state = replay(game, len(seats), record.seed, record.options, await host.store.log(table_id))
    return json.loads(json.dumps(game.to_dict(state))) == record.snapshot


class RoundTrips:
    """Counts every trip an aiosqlite connection makes to its database thread (each call it
    queues there: ``Connection._execute``, which every aiosqlite call and ``storage.sqlite``'s
    statements go through, a cursor's close included), from creation until ``restore``: what a
    move costs the database (issue 13). Each trip is named by what it ran: "read" (a query and
    its rows), "write" (a statement, with its transaction's BEGIN if first), "commit",
    "rollback", or the function's own name."""

    KINDS: ClassVar[dict[str, str]] = {
        "_execute_fetchall": "read",
        "_rows_of": "read",
        "_statement": "write",
        "_statements": "write",
        "_begun": "write",
    }

    def __init__(self) -> None:
        self.calls: list[str] = []
        self.original = aiosqlite.Connection._execute
        original = self.original

        async def counted(connection, function, *args, **kwargs):
            name = getattr(function, "__name__", type(function).__name__)
            self.calls.append(self.KINDS.get(name, name))
            return await original(connection, function, *args, **kwargs)

        aiosqlite.Connection._execute = counted

    @property
    def count(self) -> int:
        return len(self.calls)

    def restore(self) -> None:
        aiosqlite.Connection._execute = self.original
