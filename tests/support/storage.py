"""What tests read of a database that the host never asks the store for (so it is not part of
``storage.GameStore``): every table of a status, a table's whole outbox, the schema version.
Read through a connection of its own, so it shows exactly what is committed. ``database`` is
an SQLite file (a ``Path``) or a PostgreSQL URL, as the ``database`` fixture gives."""

import sqlite3
from collections.abc import Sequence
from contextlib import closing
from pathlib import Path
from typing import Any

import asyncpg

from storage import OutboxEntry, TableRecord
from storage.sql import TABLE_COLUMNS, Row, numbered, outbox_entry, table_record


async def query(database: Path | str, sql: str, *params: Any) -> Sequence[Row]:
    """The rows of ``sql`` (written with SQLite's ``?`` parameters) on either backend."""
    if isinstance(database, Path):
        with closing(sqlite3.connect(database)) as db:
            db.row_factory = sqlite3.Row
            return db.execute(sql, params).fetchall()
    connection = await asyncpg.connect(database)
    try:
        return await connection.fetch(numbered(sql), *params)
    finally:
        await connection.close()


async def tables(database: Path | str, status: str) -> list[TableRecord]:
    """Every table of ``status``, by id."""
    rows = await query(database, f"SELECT {TABLE_COLUMNS} FROM tables WHERE status = ? ORDER BY id", status)
    return [table_record(row) for row in rows]


async def outbox(database: Path | str, table_id: int) -> list[OutboxEntry]:
    """Every outbox entry of a table, whatever its status, by version."""
    rows = await query(database, "SELECT * FROM outbox WHERE table_id = ? ORDER BY version", table_id)
    return [outbox_entry(row) for row in rows]


async def schema_version(database: Path | str) -> int:
    """How many of its backend's numbered migrations the database has."""
    if isinstance(database, Path):
        return (await query(database, "PRAGMA user_version"))[0][0]
    return (await query(database, "SELECT coalesce(max(version), 0) FROM schema_version"))[0][0]


async def direct_messages(database: Path | str, table_id: int) -> list[Row]:
    """Every queued DM of a table (migration 16), whatever its status, in the order queued."""
    return list(
        await query(database, "SELECT * FROM direct_messages WHERE table_id = ? ORDER BY id", table_id)
    )
