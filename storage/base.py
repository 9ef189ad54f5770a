"""What every concern of the store builds on (``storage.game_store.GameStore`` composes them):
the few words of a backend's dialect and its connection handling (``_rows``, ``_write``,
``_transaction``, the step commit, the locks), which ``storage.sqlite`` and
``storage.postgres`` supply; ``Statements``, what one transaction runs; and the helpers the
writes of several concerns share inside a transaction (the compare-and-set on a table, its
seats, deadlines and notices)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from typing import Any, ClassVar, Protocol, Self

from storage.records import Deadline, Notice, SeatRecord, StaleVersionError
from storage.sql import DM_INSERT, NOTICE_INSERT, Row, dm_values, notice_values


class Statements(Protocol):
    """The statements of one transaction (``StoreBase._transaction``), each written with ``?``
    parameters; a backend's errors pass through unchanged."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run ``sql``; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]: ...

    async def insert(self, sql: str, params: Sequence[Any]) -> int:
        """Run ``sql``, an INSERT of one row into a table with an ``id`` key; that row's id."""
        ...


class StoreBase(ABC):
    """What every concern of the store builds on: a backend's dialect and connection handling,
    which ``storage.sqlite`` and ``storage.postgres`` supply (``storage.game_store.GameStore``
    composes the concerns)."""

    shared: ClassVar[bool]
    """Whether other processes commit to and deliver this database's tables (PostgreSQL): then
    what one process knows of a table's outbox may be out of date at once, and only a read
    tells. An SQLite file is one process's: it knows its own outbox (issue 13)."""

    # -- the dialect: what a backend spells its own way ------------------------------------

    TRUE: ClassVar[str]
    FALSE: ClassVar[str]
    """How a boolean column's values are written in SQL (SQLite keeps them as integers; its
    partial index of unsent reminders says ``reminded = 0``)."""
    LEAST: ClassVar[str]
    """The function that gives the smaller of two values."""
    LOCK_ROW: ClassVar[str]
    """What a SELECT ends with to lock the rows it reads until the transaction ends (nothing
    where a transaction already holds the whole database)."""
    NO_LIMIT: ClassVar[int | None]
    """The ``LIMIT`` parameter that means all rows."""
    UNIQUE_VIOLATION: ClassVar[type[Exception]]
    """What a statement raises when it breaks a unique index."""

    @staticmethod
    @abstractmethod
    def _among(ids: Iterable[int]) -> tuple[str, Any]:
        """``ids`` as one parameter, and what follows a column to test that it is one of them
        (``f"user_id {condition}"``), for a list of any length."""

    # -- the connection handling ------------------------------------------------------------

    @abstractmethod
    async def close(self) -> None: ...

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    @abstractmethod
    def table_lock(self, table_id: int) -> AbstractAsyncContextManager[None]:
        """Held by the host around load-apply-commit of one table: no other process applies
        a step to the table meanwhile, and the reads and writes inside see one moment. A
        process that dies holding it loses it (its claim on a due deadline with it). In one
        process (SQLite) the host's own lock already does this, and this one is free."""

    @abstractmethod
    def delivery_claim(self, table_id: int) -> AbstractAsyncContextManager[bool]:
        """Whether this process may deliver the table's outbox now: True in one process at a
        time, until the block ends or the process dies (then another may claim it). A caller
        refused leaves the entries to the holder, which looks for entries committed meanwhile
        once it has let go."""

    @abstractmethod
    def _transaction(self) -> AbstractAsyncContextManager[Statements]:
        """One transaction: committed when the block ends, rolled back when it raises."""

    @abstractmethod
    async def _rows(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]:
        """The rows of one read, as of one moment."""

    @abstractmethod
    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One statement, committed by itself (one round trip); the number of rows it changed."""

    @abstractmethod
    async def _commit_step(self, values: tuple[Any, ...]) -> bool:
        """Run the step commit of the migrations (``step_commit``) with ``values``
        (``commit_step``); False, writing nothing, when the version compare-and-set failed."""


# -- helpers inside a transaction -------------------------------------------------------------


async def check_and_touch(
    db: Statements,
    table_id: int,
    condition: str,
    now: float,
    *,
    assign: str = "",
    params: tuple[Any, ...] = (),
) -> None:
    """The compare-and-set every write starts with."""
    sets = f"{assign}, updated_at = ?" if assign else "updated_at = ?"
    sql = f"UPDATE tables SET {sets} WHERE id = ? AND {condition}"
    if await db.execute(sql, (*params, now, table_id)) != 1:
        raise StaleVersionError(f"table {table_id} no longer matches {condition}")


async def insert_notices(db: Statements, notices: Iterable[Notice], now: float) -> list[Notice]:
    """A channel notice into ``notices``, a DM notice into the one DM queue (issue 31); each
    returned with its id there."""
    stored = []
    for n in notices:
        if n.recipient_id is None:
            stored.append(replace(n, id=await db.insert(NOTICE_INSERT, notice_values(n, now))))
        else:
            stored.append(replace(n, id=await db.insert(DM_INSERT, dm_values(n.queued(), now))))
    return stored


async def insert_seats(db: Statements, table_id: int, seats: Iterable[SeatRecord]) -> None:
    await db.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES (?, ?, ?, ?, ?, ?)",
        [(table_id, s.seat, s.user_id, s.name, s.is_ai, s.expiries) for s in seats],
    )


async def replace_deadlines(db: Statements, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
    await insert_deadlines(db, table_id, deadlines)


async def insert_deadlines(db: Statements, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.executemany(
        "INSERT INTO deadlines (table_id, seat, due, remind_at, reminded) VALUES (?, ?, ?, ?, ?)",
        [(table_id, d.seat, d.due, d.remind_at, d.reminded) for d in deadlines],
    )
