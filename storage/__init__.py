"""Persistence: numbered migrations, tables, seats, the append-only action log, state
snapshots, turn deadlines and message references (DESIGN.md, "storage/"), behind one interface
(``GameStore``) with two backends: an SQLite file (aiosqlite, the embedded default) and a
PostgreSQL database shared by several bot processes (asyncpg, issue 16)."""

from __future__ import annotations

import urllib.parse
from pathlib import Path

from storage.migrations import SCHEMA_VERSION
from storage.players import PlayerSettings
from storage.protocol import GameStore
from storage.store import (
    ChannelActiveError,
    DatabaseUnusableError,
    Deadline,
    FinishedTable,
    LoadedTable,
    LogEntry,
    OutboxEntry,
    SeatRecord,
    StaleVersionError,
    Step,
    StorageBusyError,
    StorageError,
    Store,
    TableRecord,
    migrate,
    open_store,
)

__all__ = [
    "SCHEMA_VERSION",
    "ChannelActiveError",
    "DatabaseUnusableError",
    "Deadline",
    "FinishedTable",
    "GameStore",
    "LoadedTable",
    "LogEntry",
    "OutboxEntry",
    "PlayerSettings",
    "SeatRecord",
    "StaleVersionError",
    "Step",
    "StorageBusyError",
    "StorageError",
    "Store",
    "TableRecord",
    "migrate",
    "open_storage",
    "open_store",
]


async def open_storage(target: str | Path, busy_timeout_ms: int = 5000) -> GameStore:
    """The store at ``target``: a ``postgresql://`` URL opens the PostgreSQL backend (asyncpg is
    imported only then), anything else is the path of an SQLite file. Every migration the
    database lacks is applied; ``DatabaseUnusableError`` says why it cannot be used."""
    if isinstance(target, str) and urllib.parse.urlsplit(target).scheme in ("postgresql", "postgres"):
        from storage.postgres import open_postgres

        return await open_postgres(target, busy_timeout_ms)
    return await open_store(target, busy_timeout_ms)
