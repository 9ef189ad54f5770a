"""Opening a store: ``open_storage`` picks the backend from the settings, and the SQLite file
is opened here (``open_store``) with the bot's connection settings, migrated, and checked
before the bot starts; a file that cannot be used is diagnosed for the operator
(``DatabaseUnusableError``: what is wrong, what to do). The PostgreSQL store is opened here too
(``open_postgres``), asyncpg and ``storage.postgres`` imported only when a URL asks for it."""

from __future__ import annotations

import asyncio
import sqlite3
import urllib.parse
from pathlib import Path
from typing import TYPE_CHECKING

import aiosqlite

from storage.backup import APPLICATION_NAME
from storage.game_store import GameStore
from storage.migrations import SCHEMA_VERSION, migrate, schema_version
from storage.records import DatabaseUnusableError, StorageBusyError
from storage.sqlite import SQLiteStore, as_busy, close_quietly

if TYPE_CHECKING:
    from storage.pg_migrations import Connection
    from storage.postgres import PostgresStore


async def open_storage(target: str | Path, busy_timeout_ms: int = 5000) -> GameStore:
    """The store at ``target``: a ``postgresql://`` URL opens the PostgreSQL backend (asyncpg is
    imported only then), anything else is the path of an SQLite file. Every migration the
    database lacks is applied; ``DatabaseUnusableError`` says why it cannot be used."""
    if isinstance(target, str) and urllib.parse.urlsplit(target).scheme in ("postgresql", "postgres"):
        return await open_postgres(target, busy_timeout_ms)
    return await open_store(target, busy_timeout_ms)


def _unusable(path: str | Path, error: BaseException) -> DatabaseUnusableError:
    """Says, for an operator, why the database at ``path`` cannot be used, from the error
    SQLite (or the file system) gave when opening, migrating or probing it."""
    where = Path(path)
    detail = str(error) or type(error).__name__
    if where.is_dir():
        return DatabaseUnusableError(
            path, "is a folder, not a database file", f"name a file, such as {where / 'gamehost.sqlite3'}"
        )
    if not where.parent.is_dir():
        return DatabaseUnusableError(
            path,
            f"is in a folder that does not exist ({where.parent})",
            "create the folder or choose another path",
        )
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    if primary == sqlite3.SQLITE_NOTADB:
        return DatabaseUnusableError(
            path,
            "is not an SQLite database",
            "point it at the bot's database, or move this file away to start an empty one",
        )
    if primary == sqlite3.SQLITE_CORRUPT:
        return DatabaseUnusableError(
            path,
            f"is damaged ({detail})",
            "restore it from a backup, or move it away to start an empty one",
        )
    if primary == sqlite3.SQLITE_READONLY:
        return DatabaseUnusableError(
            path,
            f"cannot be written ({detail})",
            "give the bot's user write access to the file and to its folder (SQLite adds files beside it)",
        )
    if primary == sqlite3.SQLITE_BUSY:
        return DatabaseUnusableError(
            path, "is locked by another process", "stop the other process or choose another path"
        )
    return DatabaseUnusableError(
        path,
        f"cannot be opened ({detail})",
        "check that the bot's user may read and write the file and its folder",
    )


async def connect(path: str | Path, busy_timeout_ms: int = 5000) -> aiosqlite.Connection:
    """A connection to ``path`` with the bot's settings. If a setting fails (the file is not a
    database, say), the connection is closed before the error is raised: an open aiosqlite
    connection's thread would keep the process alive."""
    # A file SQLite cannot open fails here, before aiosqlite starts its thread: after a failed
    # connect aiosqlite 0.22 does not wait for that thread, which then prints a traceback of its
    # own once the event loop is closed.
    await asyncio.to_thread(_open_and_close, path)
    db = await aiosqlite.connect(path, isolation_level=None)
    try:
        db.row_factory = sqlite3.Row
        # WAL: readers never block the writer and a commit appends to the log instead of rewriting
        # pages. synchronous=NORMAL: in WAL mode a commit is in the operating system's hands before
        # it returns, so a killed or crashed bot process loses nothing (the crash test checks it),
        # and the file is never corrupted; only a power cut or kernel crash can drop the last
        # moments of moves. FULL would close that gap with an fsync per move, which measured
        # 5-25 ms on the development machine and would break the 20 ms submit budget, while a move
        # lost to a power cut leaves a board whose buttons are refused as out of date, and is
        # simply played again.
        await db.execute("PRAGMA journal_mode = WAL")
        await db.execute("PRAGMA synchronous = NORMAL")
        await db.execute("PRAGMA foreign_keys = ON")
        # Another process writing (a second bot, a backup) is waited for this long, then the
        # caller gets StorageBusyError instead of a hung command.
        await db.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
    except BaseException:
        await close_quietly(db)
        raise
    return db


def _open_and_close(path: str | Path) -> None:
    sqlite3.connect(path).close()


async def _check_writable(db: aiosqlite.Connection, version: int) -> None:
    """Fails (SQLITE_READONLY) when the file can be read but not written, which SQLite would
    otherwise tell only at the first write: rewrites the schema version it has, then rolls back.
    Another process holding the lock past the busy timeout proves nothing either way: passes."""
    try:
        await db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as error:
        if isinstance(as_busy(error), StorageBusyError):
            return
        raise
    try:
        await db.execute(f"PRAGMA user_version = {int(version)}")
    finally:
        await db.execute("ROLLBACK")


async def _refuse_newer_schema(db: aiosqlite.Connection, path: str | Path) -> None:
    version = await schema_version(db)
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError.newer_schema(path, version, SCHEMA_VERSION, "DATABASE_PATH")


async def open_store(path: str | Path, busy_timeout_ms: int = 5000) -> SQLiteStore:
    """Open (creating if needed) the database at ``path`` with every migration applied, and
    make sure it can be written. Raises ``DatabaseUnusableError`` naming the path (with no
    connection left open) when it cannot be opened, read, migrated or written."""
    try:
        db = await connect(path, busy_timeout_ms)
    except (sqlite3.Error, OSError, ValueError) as error:
        raise _unusable(path, error) from error
    try:
        await _refuse_newer_schema(db, path)
        await _check_writable(db, await migrate(db))
    except (sqlite3.Error, OSError, ValueError) as error:
        await close_quietly(db)
        raise _unusable(path, error) from error
    except BaseException:
        await close_quietly(db)
        raise
    try:
        reader = await connect(path, busy_timeout_ms)
        await reader.execute("PRAGMA query_only = ON")
    except BaseException:
        await close_quietly(db)
        raise
    return SQLiteStore(db, reader)


# -- PostgreSQL (issue 16) ---------------------------------------------------------------------


def redacted(url: str) -> str:
    """``url`` without its password, for logs and error messages."""
    parts = urllib.parse.urlsplit(url)
    if parts.password is None:
        return url
    netloc = parts.netloc.replace(f":{parts.password}@", ":***@", 1)
    return urllib.parse.urlunsplit(parts._replace(netloc=netloc))


async def _reset(connection: Connection) -> None:
    """What a connection needs before it goes back to the pool: no transaction left open. (The
    pool's default reset costs a round trip per use; the store sets no session state and lets
    go of every session lock it takes.)"""
    if connection.is_in_transaction():
        await connection.execute("ROLLBACK")


async def open_postgres(
    url: str,
    busy_timeout_ms: int = 5000,
    max_connections: int | None = None,
    max_claims: int | None = None,
) -> PostgresStore:
    """Connect to the database at ``url`` and apply every migration it lacks. Raises
    ``DatabaseUnusableError`` (naming the URL without its password, no connection left
    open) when the server cannot be reached or the database cannot be migrated.
    ``busy_timeout_ms``: how long a statement waits for a lock another process holds (a table
        another process is playing) before the caller gets ``StorageBusyError``. The pools hold at
    most ``max_connections`` and ``max_claims`` connections (``storage.postgres.WORK_CONNECTIONS``
    and ``CLAIM_CONNECTIONS`` unless given)."""
    import asyncpg

    from storage.pg_migrations import SCHEMA_VERSION, migrate
    from storage.postgres import CLAIM_CONNECTIONS, WORK_CONNECTIONS, PostgresStore

    # the application name tells a restore that a bot is connected (storage.backup)
    settings = {"lock_timeout": str(int(busy_timeout_ms)), "application_name": APPLICATION_NAME}
    try:
        pool = await asyncpg.create_pool(
            url,
            min_size=1,
            max_size=max_connections or WORK_CONNECTIONS,
            server_settings=settings,
            reset=_reset,
        )
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError, ValueError) as error:
        raise DatabaseUnusableError(
            redacted(url),
            f"cannot be reached ({str(error) or type(error).__name__})",
            "check DATABASE_URL (host, port, user, password, database) and that the server runs",
        ) from error
    try:
        async with pool.acquire() as connection:
            version = await migrate(connection)
        if version > SCHEMA_VERSION:
            raise DatabaseUnusableError.newer_schema(redacted(url), version, SCHEMA_VERSION, "DATABASE_URL")
        claims = await asyncpg.create_pool(
            url, min_size=0, max_size=max_claims or CLAIM_CONNECTIONS, server_settings=settings, reset=_reset
        )
    except (OSError, asyncpg.PostgresError, asyncpg.InterfaceError) as error:
        await pool.close()
        raise DatabaseUnusableError(
            redacted(url),
            f"cannot be migrated ({error})",
            "give the user the right to create tables in the database, or point DATABASE_URL elsewhere",
        ) from error
    except BaseException:
        await pool.close()
        raise
    return PostgresStore(pool, claims)
