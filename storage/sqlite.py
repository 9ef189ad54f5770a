"""The SQLite store (aiosqlite, the embedded default): tables, seats, the action log, snapshots,
deadlines, message references, the outbox and the players, in one file of one process.

Every write is one transaction. An accepted action writes the new snapshot, its log entry,
the bumped version and the turn deadlines together, guarded by a compare-and-set on the
version, so a crash leaves either all of it or none of it and a submission drawn against an
old version is refused with ``StaleVersionError``. What the store does is ``GameStore``'s
(``storage.game_store``); here are SQLite's connection handling and dialect.
``storage.opening`` opens the file.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar, cast

import aiosqlite

from storage.game_store import GameStore
from storage.records import StorageBusyError

_Result = TypeVar("_Result")


def as_busy(error: sqlite3.OperationalError) -> Exception:
    """StorageBusyError when another connection held the lock too long, else the error itself."""
    if error.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY:
        return StorageBusyError("database busy")
    return error


async def close_quietly(db: aiosqlite.Connection) -> None:
    with contextlib.suppress(Exception):
        await db.close()


async def run(db: aiosqlite.Connection, sql: str, params: Sequence[Any] = ()) -> tuple[int, int | None]:
    """Run one statement; the rows it changed and the last row id. One trip to the
    connection's thread: the statement runs and its cursor is closed there. (A cursor left to
    the garbage collector is freed on the event loop's thread, and freeing it resets its
    prepared statement, which sqlite3 shares with the next cursor of the same SQL, maybe running
    on the connection's thread at that moment: SQLite then answers SQLITE_MISUSE, seen on
    ``/game join`` in 200-table bursts. Closing it with ``async with db.execute`` took a second
    trip, and under load every trip waits for a turn of the busy event loop while the write
    lock is held: issue 31.) ``Connection._execute`` is aiosqlite's own way to run a function
    on that thread (its ``execute_fetchall`` is built on it); it has no public one."""
    return await _on_thread(db, _statement, sql, tuple(params))


async def _on_thread(db: aiosqlite.Connection, function: Callable[..., _Result], *args: Any) -> _Result:
    """``function(connection, *args)`` on the connection's thread, through aiosqlite's own
    queue (``Connection._execute``, untyped, of the pinned aiosqlite 0.22)."""
    result = await db._execute(function, db._conn, *args)  # type: ignore[no-untyped-call]
    return cast(_Result, result)


def _statement(connection: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> tuple[int, int | None]:
    """On the connection's thread: ``run``'s statement."""
    cursor = connection.execute(sql, params)
    try:
        return cursor.rowcount, cursor.lastrowid
    finally:
        cursor.close()


def _statements(connection: sqlite3.Connection, sql: str, rows: list[tuple[Any, ...]]) -> None:
    """On the connection's thread: one statement for each of ``rows``, its cursor closed there."""
    connection.executemany(sql, rows).close()


def _rows_of(connection: sqlite3.Connection, sql: str, params: tuple[Any, ...]) -> list[sqlite3.Row]:
    """On the connection's thread: the rows of a query, its cursor closed there."""
    cursor = connection.execute(sql, params)
    try:
        return cursor.fetchall()
    finally:
        cursor.close()


def _begun(connection: sqlite3.Connection, statement: Callable[..., _Result], *args: Any) -> _Result:
    """On the connection's thread: BEGIN IMMEDIATE, then a transaction's first statement.
    BEGIN IMMEDIATE takes the write lock up front: two processes never both read and then
    deadlock upgrading to a write."""
    connection.execute("BEGIN IMMEDIATE").close()
    return statement(connection, *args)


class _Statements:
    """``storage.base.Statements`` on the connection that holds the transaction, each
    statement one trip to the connection's thread (``run``), the first with the transaction's
    BEGIN (one trip fewer for every transaction: under load each trip waits for the event loop
    while the write lock is held, issue 31)."""

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db
        self.begun = False

    async def _run(self, statement: Callable[..., _Result], *args: Any) -> _Result:
        if self.begun:
            return await _on_thread(self._db, statement, *args)
        self.begun = True
        try:
            return await _on_thread(self._db, _begun, statement, *args)
        except sqlite3.OperationalError as error:
            raise as_busy(error) from error

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return (await self._run(_statement, sql, tuple(params)))[0]

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._run(_statements, sql, [tuple(row) for row in rows])

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        return await self._run(_rows_of, sql, tuple(params))

    async def insert(self, sql: str, params: Sequence[Any]) -> int:
        row_id = (await self._run(_statement, sql, tuple(params)))[1]
        assert row_id is not None  # an INSERT into a table with a rowid
        return row_id


class SQLiteStore(GameStore):
    """One aiosqlite connection for writes, and optionally a second one for reads. aiosqlite
    runs each statement on the connection's thread but lets coroutines interleave statements,
    so ``_lock`` keeps every transaction whole. Reads go to ``reader`` when there is one (WAL:
    a read sees every committed transaction and never waits behind a write, issue 13), else
    take ``_lock`` too, so that a read never sees another coroutine's half-written transaction."""

    shared = False  # the file is one process's (``GameStore.shared``)

    TRUE, FALSE = "1", "0"  # booleans are integers
    LEAST = "MIN"  # with two arguments, MIN is the smaller one
    LOCK_ROW = ""  # BEGIN IMMEDIATE holds the whole file for the transaction
    NO_LIMIT = -1
    UNIQUE_VIOLATION = sqlite3.IntegrityError

    @staticmethod
    def _among(ids: Iterable[int]) -> tuple[str, str]:
        # one JSON parameter, not one each: a list of any length stays under SQLite's limit of
        # bound parameters
        return "IN (SELECT value FROM json_each(?))", json.dumps(list(ids))

    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection | None = None) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._reader = reader
        self._read_lock = self._lock if reader is None else asyncio.Lock()

    async def close(self) -> None:
        if self._reader is not None:
            await close_quietly(self._reader)
        await self._db.close()

    @asynccontextmanager
    async def table_lock(self, table_id: int) -> AsyncIterator[None]:
        """Free (``GameStore.table_lock``): an SQLite file is one process's, whose host lock
        already keeps the table's load-apply-commit whole; the version compare-and-set guards
        the rest."""
        yield

    @asynccontextmanager
    async def delivery_claim(self, table_id: int) -> AsyncIterator[bool]:
        """Always granted (``GameStore.delivery_claim``): the file's one process delivers."""
        yield True

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Statements]:
        async with self._lock:
            statements = _Statements(self._db)
            try:
                yield statements
            except BaseException:
                if statements.begun:
                    await self._db.rollback()
                raise
            if statements.begun:
                await self._db.commit()

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        async with self._read_lock:
            return list(await (self._reader or self._db).execute_fetchall(sql, tuple(params)))

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._lock:
            try:
                return (await run(self._db, sql, params))[0]
            except sqlite3.OperationalError as error:
                raise as_busy(error) from error

    async def _commit_step(self, values: tuple[Any, ...]) -> bool:
        """An insert into ``step_commits``, whose trigger (migrations 3, 5 and 6) does the
        writes or refuses a stale version."""
        try:
            await self._write(
                "INSERT INTO step_commits (table_id, expected_version, seat, code, at, snapshot, "
                "status, seat_updates, deadlines, pending, publication) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                values,
            )
        except sqlite3.IntegrityError as error:
            if "stale version" in str(error):
                return False
            raise
        return True
