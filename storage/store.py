"""The SQLite store: tables, seats, the action log, snapshots, deadlines, message references,
and the locale each user last used.

Every write is one transaction. An accepted action writes the new snapshot, its log entry,
the bumped version and the turn deadlines together, guarded by a compare-and-set on the
version, so a crash leaves either all of it or none of it and a submission drawn against an
old version is refused with ``StaleVersionError``.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import aiosqlite

from storage.migrations import MIGRATIONS, SCHEMA_VERSION
from storage.players import AWAY_FIELDS, NOTIFICATION_FIELDS, PlayerSettings

MESSAGE_KINDS = ("lobby", "board")


class StorageError(Exception):
    """Base of the storage errors; the message is for logs (the host tells players why, in
    their language)."""


class StaleVersionError(StorageError):
    """The table moved on (or changed status) since the caller read it."""


class ChannelActiveError(StorageError):
    """The channel already has a lobby or a game in progress."""


class StorageBusyError(StorageError):
    """Another process held the database longer than the busy timeout."""


class DatabaseUnusableError(StorageError):
    """The database file cannot be opened, read, migrated or written (found at start-up).

    ``problem`` says what is wrong with ``path`` (a predicate: "is not an SQLite database") and
    ``remedy`` what the operator can do, each one short clause; ``str()`` joins them into one
    line naming the path."""

    def __init__(self, path: str | Path, problem: str, remedy: str) -> None:
        self.path = str(path)
        self.problem = problem
        self.remedy = remedy
        super().__init__(f"database {self.path} {problem}; {remedy}")


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    is_ai: bool
    expiries: int = 0
    """Consecutive turn deadlines this seat let pass (reset by its own action)."""


@dataclass(frozen=True)
class TableRecord:
    id: int
    guild_id: int
    channel_id: int
    game_id: str
    status: str
    options: dict[str, Any]
    host_user_id: int
    seed: int
    """Fixed at creation; every shuffle derives from it. Never shown to players."""
    version: int
    """0 in the lobby, 1 once started, +1 per logged action (so action ``seq`` = version - 1)."""
    snapshot: dict[str, Any] | None
    turn_seconds: int
    created_at: float
    updated_at: float
    lobby_message_id: int | None
    board_message_id: int | None
    language: str
    """The locale of the table's channel posts and board pictures."""
    pending: tuple[dict[str, Any], ...] = ()
    """What the channel has not been shown yet (migration 5): the public messages of the steps
    since the last channel post, each ``{"message": Message JSON, "log": bool}``."""
    paused_at: float | None = None
    """When the table's host paused it (migration 7); None while its clocks run."""
    replay_at_end: bool = True
    """Whether the game's replay is posted in its channel when it ends (migration 8)."""


@dataclass(frozen=True)
class LogEntry:
    seq: int
    seat: int
    code: str
    at: float


@dataclass(frozen=True)
class Deadline:
    table_id: int
    seat: int
    due: float
    remind_at: float
    reminded: bool = False


@dataclass(frozen=True)
class Step:
    """One accepted action as persisted: the log entry and everything it changed."""

    seat: int
    code: str
    snapshot: Mapping[str, Any]
    status: str
    deadlines: tuple[Deadline, ...]
    """The table's complete set of deadlines after the step (replaces the old set)."""
    seat_updates: tuple[SeatRecord, ...] = ()
    pending: tuple[Mapping[str, Any], ...] = ()
    """The table's complete list of messages not yet shown in the channel after the step
    (``TableRecord.pending``; replaces the old list)."""
    publication: Mapping[str, Any] | None = None
    """What the step publishes (migration 6), stored in the outbox at the new version by the
    same commit; None for a step whose turn goes on (nothing to post yet)."""


@dataclass(frozen=True)
class OutboxEntry:
    """A publication waiting for Discord, or what became of it (migration 6)."""

    id: int
    table_id: int
    version: int
    """The table version it publishes; entries of a table are delivered in this order."""
    kind: str
    payload: dict[str, Any]
    status: str
    """"pending" | "delivered" | "failed"."""
    reason: str | None
    """Why the last attempt failed (kept for the operator)."""
    attempts: int
    """Failed attempts so far."""
    message_id: int | None = None
    """The post that delivered it."""


@dataclass(frozen=True)
class LoadedTable:
    record: TableRecord
    seats: tuple[SeatRecord, ...]
    deadlines: tuple[Deadline, ...]
    players: Mapping[int, PlayerSettings] = field(default_factory=dict)
    """The stored settings of each seated user the store knows (locale, turn notices, time
    away), by user id: read with the table, so that delivering its post reads no more."""
    undelivered: int = 0
    """How many of the table's outbox entries were still pending (issue 13)."""

    @property
    def locales(self) -> dict[int, str]:
        """The stored locale of each seated user who has one, by user id."""
        return {user_id: p.locale for user_id, p in self.players.items() if p.locale is not None}

    @property
    def away(self) -> dict[int, float]:
        """When the time away of each seated user who took some ends, by user id (migration 7)."""
        return {user_id: p.away_until for user_id, p in self.players.items() if p.away_until is not None}


def _busy_or(error: sqlite3.OperationalError) -> Exception:
    """StorageBusyError when another connection held the lock too long, else the error itself."""
    if error.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY:
        return StorageBusyError("database busy")
    return error


def _json(data: Mapping[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


_TABLE_FIELDS = (
    "id", "guild_id", "channel_id", "game_id", "status", "options", "host_user_id", "seed", "version",
    "snapshot", "turn_seconds", "created_at", "updated_at", "lobby_message_id", "board_message_id",
    "language", "pending", "paused_at", "replay_at_end",
)  # fmt: skip
_TABLE_COLUMNS = ", ".join(_TABLE_FIELDS)
_LOAD = (
    f"SELECT {', '.join(f't.{name}' for name in _TABLE_FIELDS)}, "
    "s.seat, s.user_id, s.name, s.is_ai, s.expiries, d.due, d.remind_at, d.reminded, "
    "u.user_id AS known_user, u.locale, "
    f"{', '.join(f'u.{name}' for name in NOTIFICATION_FIELDS + AWAY_FIELDS)}, "
    "(SELECT count(*) FROM outbox o WHERE o.table_id = t.id AND o.status = 'pending') AS undelivered "
    "FROM tables t JOIN seats s ON s.table_id = t.id "
    "LEFT JOIN deadlines d ON d.table_id = t.id AND d.seat = s.seat "
    "LEFT JOIN users u ON u.user_id = s.user_id "
    "WHERE {where} ORDER BY s.seat"
)
"""A table with its seats, each seat's deadline, each seated user's settings and how many of
its posts are pending, in one statement (one round trip: issue 13)."""
_LOAD_BY_ID = _LOAD.format(where="t.id = ?")
_LOAD_ACTIVE = _LOAD.format(where="t.channel_id = ? AND t.status IN ('lobby', 'playing')")
"""The statuses are spelled out, not bound: only then can SQLite use the partial index of
migration 1 (tables_one_active_per_channel) instead of scanning every table."""


def _table(row: sqlite3.Row) -> TableRecord:
    values = {name: row[name] for name in _TABLE_FIELDS}
    values["options"] = json.loads(values["options"])
    values["snapshot"] = json.loads(values["snapshot"]) if values["snapshot"] is not None else None
    values["pending"] = tuple(json.loads(values["pending"]))
    values["replay_at_end"] = bool(values["replay_at_end"])  # an integer in SQLite
    return TableRecord(**values)


def _outbox_entry(row: sqlite3.Row) -> OutboxEntry:
    return OutboxEntry(
        row["id"], row["table_id"], row["version"], row["kind"], json.loads(row["payload"]), row["status"],
        row["reason"], row["attempts"], row["message_id"],
    )  # fmt: skip


def _seat(row: sqlite3.Row) -> SeatRecord:
    return SeatRecord(row["seat"], row["user_id"], row["name"], bool(row["is_ai"]), row["expiries"])


def _deadline(row: sqlite3.Row, table_id: int) -> Deadline:
    return Deadline(table_id, row["seat"], row["due"], row["remind_at"], bool(row["reminded"]))


def _player(row: sqlite3.Row) -> PlayerSettings:
    values = {name: row[name] for name in NOTIFICATION_FIELDS + AWAY_FIELDS}
    for flag in ("ping_on_turn", "dm_on_turn", "remind"):
        values[flag] = bool(values[flag])
    return PlayerSettings(row["user_id"], **values, locale=row["locale"])


def _grouped(rows: list[sqlite3.Row]) -> list[LoadedTable]:
    """Rows of ``_LOAD`` over several tables, as one ``LoadedTable`` each, by table id."""
    by_table: dict[int, list[sqlite3.Row]] = {}
    for row in rows:
        by_table.setdefault(row["id"], []).append(row)
    return [_loaded(by_table[table_id]) for table_id in sorted(by_table)]


def _loaded(rows: list[sqlite3.Row]) -> LoadedTable | None:
    if not rows:
        return None
    record = _table(rows[0])
    return LoadedTable(
        record,
        tuple(_seat(row) for row in rows),
        tuple(_deadline(row, record.id) for row in rows if row["due"] is not None),
        {row["user_id"]: _player(row) for row in rows if row["known_user"] is not None},
        rows[0]["undelivered"],
    )


class Store:
    """One aiosqlite connection for writes, and optionally a second one for reads. aiosqlite
    runs each statement on the connection's thread but lets coroutines interleave statements,
    so ``_lock`` keeps every transaction whole. Reads go to ``reader`` when there is one (WAL:
    a read sees every committed transaction and never waits behind a write, issue 13), else
    take ``_lock`` too, so that a read never sees another coroutine's half-written transaction."""

    shared = False  # the file is one process's (``GameStore.shared``)

    def __init__(self, db: aiosqlite.Connection, reader: aiosqlite.Connection | None = None) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._reader = reader
        self._read_lock = self._lock if reader is None else asyncio.Lock()

    async def close(self) -> None:
        if self._reader is not None:
            await _close_quietly(self._reader)
        await self._db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- plumbing -------------------------------------------------------------------------

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
    async def _transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        # BEGIN IMMEDIATE takes the write lock up front: two processes never both read and
        # then deadlock upgrading to a write.
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error
            try:
                yield self._db
            except BaseException:
                await self._db.rollback()
                raise
            await self._db.commit()

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._read_lock:
            return list(await (self._reader or self._db).execute_fetchall(sql, tuple(params)))

    async def schema_version(self) -> int:
        return (await self._rows("PRAGMA user_version"))[0][0]

    # -- reads ----------------------------------------------------------------------------

    async def table(self, table_id: int) -> TableRecord | None:
        rows = await self._rows(f"SELECT {_TABLE_COLUMNS} FROM tables WHERE id = ?", (table_id,))
        return _table(rows[0]) if rows else None

    async def load(self, table_id: int) -> LoadedTable | None:
        """The table, its seats and its deadlines as of one moment; None if there is no such table."""
        return _loaded(await self._rows(_LOAD_BY_ID, (table_id,)))

    async def load_active(self, channel_id: int) -> LoadedTable | None:
        """Like ``load``, for the lobby or game of a channel; None if it has none."""
        return _loaded(await self._rows(_LOAD_ACTIVE, (channel_id,)))

    async def tables(self, status: str) -> list[TableRecord]:
        rows = await self._rows(
            f"SELECT {_TABLE_COLUMNS} FROM tables WHERE status = ? ORDER BY id", (status,)
        )
        return [_table(row) for row in rows]

    async def seats(self, table_id: int) -> tuple[SeatRecord, ...]:
        rows = await self._rows("SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))
        return tuple(_seat(row) for row in rows)

    async def log(self, table_id: int, after_seq: int = 0) -> list[LogEntry]:
        rows = await self._rows(
            "SELECT seq, seat, code, at FROM actions WHERE table_id = ? AND seq > ? ORDER BY seq",
            (table_id, after_seq),
        )
        return [LogEntry(*row) for row in rows]

    async def pending_posts(self, table_id: int | None = None) -> list[OutboxEntry]:
        """The outbox entries not delivered yet, of one table or of all, in the order they go
        out (table by table, by version)."""
        where = "status = 'pending'" + ("" if table_id is None else " AND table_id = ?")
        rows = await self._rows(
            f"SELECT * FROM outbox WHERE {where} ORDER BY table_id, version",
            () if table_id is None else (table_id,),
        )
        return [_outbox_entry(row) for row in rows]

    async def outbox(self, table_id: int) -> list[OutboxEntry]:
        """Every outbox entry of a table, whatever its status, by version."""
        rows = await self._rows("SELECT * FROM outbox WHERE table_id = ? ORDER BY version", (table_id,))
        return [_outbox_entry(row) for row in rows]

    async def dm_channels(self) -> dict[int, int]:
        """User id -> the id of the bot's DM channel with that user, as stored."""
        return {row[0]: row[1] for row in await self._rows("SELECT user_id, channel_id FROM dm_channels")}

    async def deadlines(self, table_id: int) -> tuple[Deadline, ...]:
        rows = await self._rows("SELECT * FROM deadlines WHERE table_id = ? ORDER BY seat", (table_id,))
        return tuple(_deadline(row, table_id) for row in rows)

    async def due_deadlines(self, now: float) -> list[Deadline]:
        """Deadlines that expired, or whose reminder is due and not yet sent, earliest first."""
        rows = await self._rows(
            "SELECT * FROM deadlines WHERE (due <= ? OR (reminded = 0 AND remind_at <= ?)) "
            # a paused table's clocks stand still (migration 7)
            "AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.id = table_id AND t.paused_at IS NOT NULL) "
            "ORDER BY MIN(due, remind_at), table_id, seat",
            (now, now),
        )
        return [_deadline(row, row["table_id"]) for row in rows]

    # -- writes ---------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game_id: str,
        host: SeatRecord,
        options: Mapping[str, Any],
        seed: int,
        turn_seconds: int,
        language: str,
        now: float,
        replay_at_end: bool = True,
    ) -> TableRecord:
        settings = (guild_id, channel_id, game_id, _json(options), host.user_id, seed, turn_seconds, language)
        async with self._transaction() as db:
            try:
                cursor = await db.execute(
                    "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, "
                    "seed, version, turn_seconds, language, replay_at_end, created_at, updated_at) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, ?, 0, ?, ?, ?, ?, ?)",
                    (*settings, replay_at_end, now, now),
                )
            except sqlite3.IntegrityError as error:
                raise ChannelActiveError(f"channel {channel_id} has an active table") from error
            table_id = cursor.lastrowid
            await self._insert_seats(db, table_id, (host,))
        return await self.table(table_id)

    async def set_lobby_seats(self, table_id: int, seats: tuple[SeatRecord, ...], now: float) -> None:
        """Replace the seats of a table that is still in its lobby."""
        async with self._transaction() as db:
            await self._check_and_touch(db, table_id, "status = 'lobby'", now)
            await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await self._insert_seats(db, table_id, seats)

    async def start_table(
        self,
        table_id: int,
        snapshot: Mapping[str, Any],
        deadlines: tuple[Deadline, ...],
        now: float,
        publication: Mapping[str, Any] | None = None,
    ) -> None:
        """Start a lobby's game (version 1); ``publication`` goes into the outbox with it."""
        async with self._transaction() as db:
            await self._check_and_touch(
                db,
                table_id,
                "status = 'lobby' AND version = 0",
                now,
                assign="status = 'playing', version = 1, snapshot = ?",
                params=(_json(snapshot),),
            )
            await self._replace_deadlines(db, table_id, deadlines)
            if publication is not None:
                await db.execute(
                    "INSERT INTO outbox (table_id, version, kind, payload, created_at, updated_at) "
                    "VALUES (?, 1, 'publication', ?, ?, ?)",
                    (table_id, json.dumps(publication), now, now),
                )

    async def commit_step(self, table_id: int, expected_version: int, step: Step, now: float) -> int:
        """Persist one accepted action; returns the new version. Raises StaleVersionError
        (writing nothing) when the table is not at ``expected_version`` or not playing.
        One statement: the ``step_commit`` trigger (migrations 3, 5 and 6) does the writes,
        the outbox entry of ``step.publication`` included."""
        seats = [[s.seat, s.user_id, s.name, int(s.is_ai), s.expiries] for s in step.seat_updates]
        deadlines = [[d.seat, d.due, d.remind_at, int(d.reminded)] for d in step.deadlines]
        async with self._lock:
            try:
                await self._db.execute(
                    "INSERT INTO step_commits (table_id, expected_version, seat, code, at, snapshot, "
                    "status, seat_updates, deadlines, pending, publication) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        table_id, expected_version, step.seat, step.code, now, _json(step.snapshot),
                        step.status, json.dumps(seats), json.dumps(deadlines), json.dumps(step.pending),
                        None if step.publication is None else json.dumps(step.publication),
                    ),
                )  # fmt: skip
            except sqlite3.IntegrityError as error:
                if "stale version" in str(error):
                    raise StaleVersionError(
                        f"table {table_id} is not at version {expected_version}"
                    ) from error
                raise
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error
        return expected_version + 1

    async def replace_snapshot(self, table_id: int, version: int, snapshot: Mapping[str, Any]) -> bool:
        """Store ``snapshot`` (a state rebuilt from the log, say, in a newer engine's format) in
        place of the table's snapshot at ``version``; False, writing nothing, if the table is no
        longer at that version. The log, the version and ``updated_at`` stay as they are: the
        game did not move."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE tables SET snapshot = ? WHERE id = ? AND version = ? AND snapshot IS NOT NULL",
                (_json(snapshot), table_id, version),
            )
            return cursor.rowcount == 1

    async def cancel_table(self, table_id: int, now: float) -> None:
        async with self._transaction() as db:
            await self._check_and_touch(
                db,
                table_id,
                "status IN ('lobby', 'playing')",
                now,
                assign="status = 'cancelled', version = version + 1",
            )
            await self._replace_deadlines(db, table_id, ())
            # a board still waiting would post a live-looking game after the cancel notice
            await db.execute(
                "UPDATE outbox SET status = 'failed', reason = 'the table was cancelled', updated_at = ? "
                "WHERE table_id = ? AND status = 'pending'",
                (now, table_id),
            )

    async def mark_reminded(self, deadline: Deadline) -> bool:
        """Record that the reminder of exactly this deadline went out; False if it changed."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE deadlines SET reminded = 1 "
                "WHERE table_id = ? AND seat = ? AND due = ? AND reminded = 0",
                (deadline.table_id, deadline.seat, deadline.due),
            )
            return cursor.rowcount == 1

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"message kind must be one of {MESSAGE_KINDS}, not {kind!r}")
        await self._write(f"UPDATE tables SET {kind}_message_id = ? WHERE id = ?", (message_id, table_id))

    async def mark_delivered(
        self, table_id: int, versions: Iterable[int], message_id: int | None, now: float
    ) -> None:
        """The outbox entries of ``versions`` reached Discord, as ``message_id`` (their board
        post, then the table's board message: trigger ``outbox_delivered``). One statement."""
        await self._mark(table_id, versions, "status = 'delivered', message_id = ?", (message_id,), now)

    async def mark_failed(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> None:
        """Discord refused these entries for good (the channel is gone, access was taken)."""
        await self._mark(
            table_id, versions, "status = 'failed', reason = ?, attempts = attempts + 1", (reason,), now
        )

    async def count_attempt(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> None:
        """An attempt to deliver these entries failed for now (429, 5xx): they stay pending."""
        await self._mark(table_id, versions, "reason = ?, attempts = attempts + 1", (reason,), now)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._write(
            "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
            (user_id, channel_id),
        )

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Store the locale ``user_id`` last used (replacing the one stored before): one
        statement, one round trip."""
        await self._write(
            "INSERT INTO users (user_id, locale) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
        )

    async def _write(self, sql: str, params: tuple[Any, ...]) -> int:
        """One statement, committed by itself (one round trip); the number of rows it changed."""
        async with self._lock:
            try:
                cursor = await self._db.execute(sql, params)
            except sqlite3.OperationalError as error:
                raise _busy_or(error) from error
            return cursor.rowcount

    async def _mark(
        self, table_id: int, versions: Iterable[int], assign: str, params: tuple[Any, ...], now: float
    ) -> None:
        """Update the pending outbox entries of ``versions`` (one statement)."""
        chosen = [int(version) for version in versions]
        await self._write(
            f"UPDATE outbox SET {assign}, updated_at = ? WHERE table_id = ? AND status = 'pending' "
            f"AND version IN ({', '.join('?' * len(chosen))})",
            (*params, now, table_id, *chosen),
        )

    # -- helpers inside a transaction -----------------------------------------------------

    @staticmethod
    async def _check_and_touch(
        db: aiosqlite.Connection,
        table_id: int,
        condition: str,
        now: float,
        *,
        assign: str = "",
        params: tuple[Any, ...] = (),
    ) -> None:
        """The compare-and-set every write starts with."""
        sets = f"{assign}, updated_at = ?" if assign else "updated_at = ?"
        cursor = await db.execute(
            f"UPDATE tables SET {sets} WHERE id = ? AND {condition}",
            (*params, now, table_id),
        )
        if cursor.rowcount != 1:
            raise StaleVersionError(f"table {table_id} no longer matches {condition}")

    @staticmethod
    async def _insert_seats(db: aiosqlite.Connection, table_id: int, seats: Iterable[SeatRecord]) -> None:
        await db.executemany(
            "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES (?, ?, ?, ?, ?, ?)",
            [(table_id, s.seat, s.user_id, s.name, int(s.is_ai), s.expiries) for s in seats],
        )

    @staticmethod
    async def _replace_deadlines(
        db: aiosqlite.Connection, table_id: int, deadlines: Iterable[Deadline]
    ) -> None:
        await db.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
        await db.executemany(
            "INSERT INTO deadlines (table_id, seat, due, remind_at, reminded) VALUES (?, ?, ?, ?, ?)",
            [(table_id, d.seat, d.due, d.remind_at, int(d.reminded)) for d in deadlines],
        )

    # -- players over days (issue 17, migration 7) -----------------------------------------

    async def player(self, user_id: int) -> PlayerSettings:
        """The user's settings; the defaults for a user who never set any."""
        return (await self.players((user_id,))).get(user_id, PlayerSettings(user_id))

    async def players(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]:
        """The settings of those of ``user_ids`` the store knows, by user id."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        rows = await self._rows(
            f"SELECT user_id, locale, {', '.join(NOTIFICATION_FIELDS + AWAY_FIELDS)} FROM users "
            f"WHERE user_id IN ({', '.join('?' * len(ids))})",
            ids,
        )
        return {row["user_id"]: _player(row) for row in rows}

    async def set_notifications(self, settings: PlayerSettings) -> None:
        """Store the notification settings and quiet hours of ``settings.user_id`` (a user not
        seen before gets the English locale until their next interaction)."""
        values = [getattr(settings, name) for name in NOTIFICATION_FIELDS]
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO users (user_id, locale, {', '.join(NOTIFICATION_FIELDS)}) "
                f"VALUES (?, 'en', {', '.join('?' * len(values))}) ON CONFLICT (user_id) DO UPDATE SET "
                + ", ".join(f"{name} = excluded.{name}" for name in NOTIFICATION_FIELDS),
                (settings.user_id, *values),
            )

    async def set_away(self, settings: PlayerSettings, shift: float) -> None:
        """Store the time away of ``settings.user_id`` and move the deadlines of their seats at
        running tables by ``shift`` seconds (on: the time away; back early: minus what is left),
        together."""
        values = [getattr(settings, name) for name in AWAY_FIELDS]
        async with self._transaction() as db:
            await db.execute(
                f"INSERT INTO users (user_id, locale, {', '.join(AWAY_FIELDS)}) VALUES (?, 'en', ?, ?, ?) "
                "ON CONFLICT (user_id) DO UPDATE SET "
                + ", ".join(f"{name} = excluded.{name}" for name in AWAY_FIELDS),
                (settings.user_id, *values),
            )
            await db.execute(
                "UPDATE deadlines SET due = due + ?, remind_at = remind_at + ? "
                "WHERE EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id "
                "WHERE s.table_id = deadlines.table_id AND s.seat = deadlines.seat "
                "AND s.user_id = ? AND t.status = 'playing')",
                (shift, shift, settings.user_id),
            )

    async def pause_table(self, table_id: int, now: float) -> None:
        """Stop the table's clocks; StaleVersionError if it is not a running, unpaused table."""
        async with self._transaction() as db:
            await self._check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NULL", now, assign="paused_at = ?",
                params=(now,),
            )  # fmt: skip

    async def resume_table(self, table_id: int, now: float) -> None:
        """Restart a paused table's clocks, every deadline moved on by the paused time;
        StaleVersionError if it is not a running, paused table."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE deadlines "
                "SET due = due + (? - t.paused_at), remind_at = remind_at + (? - t.paused_at) "
                "FROM tables t WHERE t.id = deadlines.table_id AND t.id = ? AND t.paused_at IS NOT NULL",
                (now, now, table_id),
            )
            await self._check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NOT NULL", now, assign="paused_at = NULL"
            )

    async def postpone_reminder(self, deadline: Deadline, remind_at: float) -> bool:
        """Move the unsent reminder of exactly this deadline to ``remind_at`` (quiet hours);
        False if the deadline changed."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE deadlines SET remind_at = ? "
                "WHERE table_id = ? AND seat = ? AND due = ? AND reminded = 0",
                (remind_at, deadline.table_id, deadline.seat, deadline.due),
            )
            return cursor.rowcount == 1

    async def seated_tables(self, user_id: int) -> list[LoadedTable]:
        """Every lobby and running table, on any server, where ``user_id`` holds a seat."""
        where = (
            "t.status IN ('lobby', 'playing') "
            "AND t.id IN (SELECT table_id FROM seats WHERE user_id = ? AND user_id IS NOT NULL)"
        )
        return _grouped(await self._rows(_LOAD.format(where=where), (user_id,)))

    async def guild_tables(self, guild_id: int) -> list[LoadedTable]:
        """Every lobby and running table of one server."""
        where = "t.guild_id = ? AND t.status IN ('lobby', 'playing')"
        return _grouped(await self._rows(_LOAD.format(where=where), (guild_id,)))

    async def set_seat(self, table_id: int, seat: SeatRecord, deadline: Deadline | None, now: float) -> None:
        """Hand a seat of a running table to another holder (``seat``), with that seat's new
        deadline (None: it is not awaited); forgets whose seat the AI had taken over."""
        async with self._transaction() as db:
            await self._check_and_touch(db, table_id, "status = 'playing'", now)
            await db.execute(
                "UPDATE seats SET user_id = ?, name = ?, is_ai = ?, expiries = ? "
                "WHERE table_id = ? AND seat = ?",
                (seat.user_id, seat.name, int(seat.is_ai), seat.expiries, table_id, seat.seat),
            )
            await db.execute(
                "DELETE FROM seat_takeovers WHERE table_id = ? AND seat = ?", (table_id, seat.seat)
            )
            await db.execute("DELETE FROM deadlines WHERE table_id = ? AND seat = ?", (table_id, seat.seat))
            if deadline is not None:
                await db.execute(
                    "INSERT INTO deadlines (table_id, seat, due, remind_at, reminded) VALUES (?, ?, ?, ?, ?)",
                    (table_id, deadline.seat, deadline.due, deadline.remind_at, int(deadline.reminded)),
                )

    async def taken_seat(self, table_id: int, user_id: int) -> int | None:
        """The seat of ``table_id`` the AI took over from ``user_id`` and still holds, if any."""
        rows = await self._rows(
            "SELECT k.seat FROM seat_takeovers k JOIN seats s ON s.table_id = k.table_id AND s.seat = k.seat "
            "WHERE k.table_id = ? AND k.user_id = ? AND s.is_ai = 1",
            (table_id, user_id),
        )
        return rows[0]["seat"] if rows else None

    # -- history (issue 18): read-only queries over finished tables -------------------------

    async def finished_count(self, guild_id: int, game_id: str | None = None) -> int:
        """How many tables of ``guild_id`` (of ``game_id``, if given) finished."""
        where, params = _finished_where(guild_id, game_id)
        return (await self._rows(f"SELECT COUNT(*) FROM tables t WHERE {where}", params))[0][0]

    async def finished_tables(
        self,
        guild_id: int,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        after: tuple[float, int] | None = None,
        newest_first: bool = False,
        limit: int = -1,
        offset: int = 0,
    ) -> list[FinishedTable]:
        """The finished tables of ``guild_id`` in the order they finished (``updated_at``, then
        id; newest first if asked), each with its seats and log length; only those of
        ``game_id``, those where ``user_id`` holds a seat, those finished after ``after`` (an
        ``(updated_at, id)`` key) when given; ``limit`` and ``offset`` page them (-1: all)."""
        where, params = _finished_where(guild_id, game_id, user_id, after)
        tables = await self._rows(_finished_select(where, newest_first), (*params, limit, offset))
        if not tables:
            return []
        ids = [row["id"] for row in tables]
        return _finished(tables, await self._rows_of_tables("SELECT * FROM seats", ids, "table_id, seat"))

    async def logs(self, table_ids: Iterable[int]) -> dict[int, list[LogEntry]]:
        """The action logs of several tables at once, by table id."""
        found: dict[int, list[LogEntry]] = {table_id: [] for table_id in table_ids}
        sql = "SELECT table_id, seq, seat, code, at FROM actions"
        for row in await self._rows_of_tables(sql, found, "table_id, seq"):
            found[row["table_id"]].append(LogEntry(row["seq"], row["seat"], row["code"], row["at"]))
        return found

    async def _rows_of_tables(self, select: str, table_ids: Iterable[int], order: str) -> list[sqlite3.Row]:
        """``select`` (of a table with a ``table_id`` column) for the given tables, in chunks
        well under SQLite's limit of bound parameters."""
        ids, rows = list(table_ids), []
        for start in range(0, len(ids), 500):
            chunk = ids[start : start + 500]
            rows += await self._rows(
                f"{select} WHERE table_id IN ({', '.join('?' * len(chunk))}) ORDER BY {order}", chunk
            )
        return rows


@dataclass(frozen=True)
class FinishedTable:
    """A finished table as the history reads it (``Store.finished_tables``)."""

    record: TableRecord
    seats: tuple[SeatRecord, ...]
    moves: int
    """Logged actions, AI moves included."""
    first_move_at: float | None
    """When the first action was logged (None for a game that ended without one)."""


def _finished_select(where: str, newest_first: bool) -> str:
    """The finished tables matching ``where`` (``_finished_where``), each with its log's length
    and first time, in the order they finished; ``LIMIT ? OFFSET ?`` last."""
    order = "DESC" if newest_first else "ASC"
    return (
        f"SELECT {', '.join(f't.{name}' for name in _TABLE_FIELDS)}, "
        "(SELECT COUNT(*) FROM actions a WHERE a.table_id = t.id) AS moves, "
        "(SELECT MIN(at) FROM actions a WHERE a.table_id = t.id) AS first_move_at "
        f"FROM tables t WHERE {where} ORDER BY t.updated_at {order}, t.id {order} LIMIT ? OFFSET ?"
    )


def _finished(tables: Iterable[Any], seat_rows: Iterable[Any]) -> list[FinishedTable]:
    """``FinishedTable``s from the rows of ``_finished_select`` and those tables' seat rows."""
    tables = list(tables)
    seats: dict[int, list[SeatRecord]] = {row["id"]: [] for row in tables}
    for row in seat_rows:
        seats[row["table_id"]].append(_seat(row))
    return [
        FinishedTable(_table(row), tuple(seats[row["id"]]), row["moves"], row["first_move_at"])
        for row in tables
    ]


def _finished_where(
    guild_id: int,
    game_id: str | None = None,
    user_id: int | None = None,
    after: tuple[float, int] | None = None,
) -> tuple[str, tuple[Any, ...]]:
    """The condition (on ``tables t``) and parameters of ``Store.finished_tables``."""
    where, params = ["t.guild_id = ?", "t.status = 'finished'"], [guild_id]
    if game_id is not None:
        where.append("t.game_id = ?")
        params.append(game_id)
    if user_id is not None:
        where.append("EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.user_id = ?)")
        params.append(user_id)
    if after is not None:
        where.append("(t.updated_at > ? OR (t.updated_at = ? AND t.id > ?))")
        params += [after[0], after[0], after[1]]
    return " AND ".join(where), tuple(params)


async def migrate(db: aiosqlite.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the numbered migrations the file lacks, each atomically with its version number."""
    current = (await db.execute_fetchall("PRAGMA user_version"))[0][0]
    for number in range(current + 1, target + 1):
        try:
            await db.executescript(f"BEGIN; {MIGRATIONS[number - 1]} PRAGMA user_version = {number}; COMMIT;")
        except sqlite3.Error:
            await db.rollback()
            raise
    return max(current, target)


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
        await _close_quietly(db)
        raise
    return db


def _open_and_close(path: str | Path) -> None:
    sqlite3.connect(path).close()


async def _close_quietly(db: aiosqlite.Connection) -> None:
    with contextlib.suppress(Exception):
        await db.close()


async def _check_writable(db: aiosqlite.Connection, version: int) -> None:
    """Fails (SQLITE_READONLY) when the file can be read but not written, which SQLite would
    otherwise tell only at the first write: rewrites the schema version it has, then rolls back.
    Another process holding the lock past the busy timeout proves nothing either way: passes."""
    try:
        await db.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as error:
        if isinstance(_busy_or(error), StorageBusyError):
            return
        raise
    try:
        await db.execute(f"PRAGMA user_version = {int(version)}")
    finally:
        await db.execute("ROLLBACK")


async def _refuse_newer_schema(db: aiosqlite.Connection, path: str | Path) -> None:
    """A file a newer release has migrated is neither used nor migrated down: its tables may
    hold what this code would misread or overwrite."""
    version = (await db.execute_fetchall("PRAGMA user_version"))[0][0]
    if version > SCHEMA_VERSION:
        raise DatabaseUnusableError(
            path,
            f"was written by a newer release of the bot (schema {version}; this one knows {SCHEMA_VERSION})",
            "run that release or a newer one, or point DATABASE_PATH at a database of this release",
        )


async def open_store(path: str | Path, busy_timeout_ms: int = 5000) -> Store:
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
        await _close_quietly(db)
        raise _unusable(path, error) from error
    except BaseException:
        await _close_quietly(db)
        raise
    try:
        reader = await connect(path, busy_timeout_ms)
        await reader.execute("PRAGMA query_only = ON")
    except BaseException:
        await _close_quietly(db)
        raise
    return Store(db, reader)
