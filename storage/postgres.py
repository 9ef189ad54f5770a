"""The PostgreSQL store (``DATABASE_URL=postgresql://...``): the same tables and guarantees as
the SQLite store, for several bot processes sharing one database (issue 16).

Across processes a table is written by one of them at a time: ``table_lock`` holds a
transaction-scoped advisory lock on the table id (``pg_advisory_xact_lock``) for the host's
load-apply-commit, and every store call the host makes inside it runs in that transaction. A
process that dies loses its connection, so the server rolls its transaction back and releases
the lock: whatever it had not committed was never acknowledged, and a due deadline it was
playing is played by the next process that looks. Each step is still guarded by the version
compare-and-set (one conditional UPDATE in ``step_commit``), like the SQLite store's. What
the store does is ``GameStore``'s (``storage.game_store``); here are PostgreSQL's connection
handling and dialect.
"""

from __future__ import annotations

import asyncio
import contextvars
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import asyncpg

from storage.game_store import GameStore
from storage.pg_migrations import Connection
from storage.records import StorageBusyError
from storage.sql import numbered

DELIVERY_LOCKS = 13
"""The first key of the two-key advisory locks that claim a table's outbox delivery (the
second is the table id); PostgreSQL keeps two-key locks apart from one-key ones."""
WORK_CONNECTIONS = 4
"""Connections for the store's statements and table transactions. A bot process computes on
one core, so a few connections keep it busy; each further one only adds a server process that
takes turns with the others, and server CPU per move grows with their number (0.48 ms with 2,
0.56 with 4, 0.71 with 20: docs/results/postgresql-and-shards.md), the CPU the bot processes
sharing the server would use."""
CLAIM_CONNECTIONS = 20
"""Connections for delivery claims, a pool of their own: a claim holds its connection while
the table's posts go to Discord (seconds when Discord is slow), which must not take the
connections moves are committed on. Opened when first needed."""

_held: contextvars.ContextVar[_Held | None] = contextvars.ContextVar("held_connection", default=None)


@dataclass(frozen=True)
class _Held:
    """A connection a task holds for a ``table_lock`` (``in_transaction``) or a
    ``delivery_claim``: the store calls that task makes meanwhile use it, so that a task never
    waits for a second connection of the pool while holding one. Only that task: one it starts
    meanwhile inherits the context variable, not the connection (which may be back in the pool
    when it runs)."""

    store: PostgresStore
    connection: Connection
    in_transaction: bool
    task: asyncio.Task[Any] | None


class _Statements:
    """``storage.base.Statements`` on the connection that holds the transaction."""

    def __init__(self, connection: Connection) -> None:
        self._connection = connection

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        return _row_count(await self._connection.execute(numbered(sql), *params))

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        await self._connection.executemany(numbered(sql), rows)

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        return await self._connection.fetch(numbered(sql), *params)

    async def insert(self, sql: str, params: Sequence[Any]) -> int:
        row_id: int = await self._connection.fetchval(numbered(f"{sql} RETURNING id"), *params)
        return row_id


def _row_count(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1``."""
    return int(status.rsplit(" ", 1)[-1])


class PostgresStore(GameStore):
    """Two pools of connections to one PostgreSQL database (``GameStore``): ``pool`` for the
    statements and table transactions, ``claims`` for delivery claims."""

    shared = True  # several bot processes may use the server (issue 16)

    TRUE, FALSE = "true", "false"
    LEAST = "LEAST"
    LOCK_ROW = " FOR UPDATE"
    NO_LIMIT = None  # LIMIT NULL: all
    UNIQUE_VIOLATION = asyncpg.UniqueViolationError

    @staticmethod
    def _among(ids: Iterable[int]) -> tuple[str, list[int]]:
        return "= ANY(?::BIGINT[])", list(ids)

    def __init__(self, pool: asyncpg.Pool, claims: asyncpg.Pool) -> None:
        self._pool = pool
        self._claims = claims

    async def close(self) -> None:
        await asyncio.gather(self._pool.close(), self._claims.close())

    @asynccontextmanager
    async def table_lock(self, table_id: int) -> AsyncIterator[None]:
        held = self._held()
        if held is not None and held[1]:  # already held by this task: one transaction
            yield
            return
        async with self._connection() as connection:
            try:
                # one round trip for both (a simple query may hold several statements)
                await connection.execute(f"BEGIN; SELECT pg_advisory_xact_lock({int(table_id)})")
                token = _held.set(_Held(self, connection, True, asyncio.current_task()))
                try:
                    yield
                finally:
                    _held.reset(token)
                await connection.execute("COMMIT")
            except asyncpg.LockNotAvailableError as error:  # lock_timeout passed
                raise StorageBusyError(f"table {table_id} is locked by another process") from error
            finally:
                if connection.is_in_transaction():  # not committed: nothing of it is kept
                    await connection.execute("ROLLBACK")

    @asynccontextmanager
    async def delivery_claim(self, table_id: int) -> AsyncIterator[bool]:
        """``GameStore.delivery_claim``: a session advisory lock, taken without waiting, on a
        connection held until the block ends (the server drops it with a dead process's
        connection)."""
        async with self._claims.acquire() as connection:
            claimed = await connection.fetchval(
                "SELECT pg_try_advisory_lock($1, $2)", DELIVERY_LOCKS, table_id
            )
            token = _held.set(_Held(self, connection, False, asyncio.current_task()))
            try:
                yield claimed
            finally:
                _held.reset(token)
                if claimed:
                    await connection.execute("SELECT pg_advisory_unlock($1, $2)", DELIVERY_LOCKS, table_id)

    def _held(self) -> tuple[Connection, bool] | None:
        held = _held.get()
        if held is None or held.store is not self or held.task is not asyncio.current_task():
            return None
        return held.connection, held.in_transaction

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[Connection]:
        """The connection this task holds, else one of the pool's."""
        held = self._held()
        if held is not None:
            yield held[0]
            return
        async with self._pool.acquire() as connection:
            yield connection

    @asynccontextmanager
    async def _transaction(self) -> AsyncIterator[_Statements]:
        """The held table transaction if this task holds one, else a new transaction."""
        held = self._held()
        if held is not None and held[1]:
            yield _Statements(held[0])
            return
        async with self._connection() as connection, connection.transaction():
            yield _Statements(connection)

    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> list[asyncpg.Record]:
        async with self._connection() as connection:
            return await connection.fetch(numbered(sql), *params)

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement, committed by itself unless a table transaction is held (one round
        trip); the number of rows it changed."""
        async with self._connection() as connection:
            return _row_count(await connection.execute(numbered(sql), *params))

    async def _commit_step(self, values: tuple[Any, ...]) -> bool:
        """A call of the ``step_commit`` function (migrations 3, 5 and 6): False when the
        version compare-and-set failed."""
        async with self._transaction() as db:
            rows = await db.fetch("SELECT step_commit(?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?)", values)
        return bool(rows[0][0])
