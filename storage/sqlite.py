"""The SQLite store (aiosqlite, the embedded default): tables, seats, the action log, snapshots,
deadlines, message references, the outbox and the players, in one file of one process.

Every write is one transaction. An accepted action writes the new snapshot, its log entry,
the bumped version and the turn deadlines together, guarded by a compare-and-set on the
version, so a crash leaves either all of it or none of it and a submission drawn against an
old version is refused with ``StaleVersionError``. ``storage.opening`` opens the file.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import sqlite3
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from typing import Any

import aiosqlite

from storage.records import (
    AWAY_FIELDS,
    MESSAGE_KINDS,
    NOTIFICATION_FIELDS,
    ChannelActiveError,
    Deadline,
    FinishedTable,
    LoadedTable,
    LogEntry,
    OutboxEntry,
    PlayerRating,
    PlayerSettings,
    RatingBatch,
    SeatRecord,
    StaleVersionError,
    Step,
    StorageBusyError,
    TableRecord,
)
from storage.sql import (
    LOAD_ACTIVE_IN_CHANNEL,
    LOAD_BY_ID,
    LOAD_IN_GUILD,
    LOAD_SEATED,
    MEMBER_RATINGS,
    NEXT_RATING_VERSION,
    PLAYER_COLUMNS,
    RATING_UPSERT,
    RATING_VERSION,
    RATINGS_OF_USERS,
    TABLE_BY_ID,
    TOP_RATINGS,
    UNRATED,
    UNRATED_GAMES,
    deadline_record,
    encoded,
    finished,
    finished_select,
    finished_where,
    grouped,
    loaded,
    outbox_entry,
    player_rating,
    player_settings,
    rating_batch,
    rating_values,
    seat_record,
    seated_users,
    table_record,
    user_upsert,
    user_values,
)


def as_busy(error: sqlite3.OperationalError) -> Exception:
    """StorageBusyError when another connection held the lock too long, else the error itself."""
    if error.sqlite_errorcode & 0xFF == sqlite3.SQLITE_BUSY:
        return StorageBusyError("database busy")
    return error


async def close_quietly(db: aiosqlite.Connection) -> None:
    with contextlib.suppress(Exception):
        await db.close()


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
            await close_quietly(self._reader)
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
                raise as_busy(error) from error
            try:
                yield self._db
            except BaseException:
                await self._db.rollback()
                raise
            await self._db.commit()

    async def _rows(self, sql: str, params: Iterable[Any] = ()) -> list[sqlite3.Row]:
        async with self._read_lock:
            return list(await (self._reader or self._db).execute_fetchall(sql, tuple(params)))

    # -- reads ----------------------------------------------------------------------------

    async def table(self, table_id: int) -> TableRecord | None:
        rows = await self._rows(TABLE_BY_ID, (table_id,))
        return table_record(rows[0]) if rows else None

    async def load(self, table_id: int) -> LoadedTable | None:
        """The table, its seats and its deadlines as of one moment; None if there is no such table."""
        return loaded(await self._rows(LOAD_BY_ID, (table_id,)))

    async def load_active(self, channel_id: int) -> LoadedTable | None:
        """Like ``load``, for the lobby or game of a channel; None if it has none."""
        return loaded(await self._rows(LOAD_ACTIVE_IN_CHANNEL, (channel_id,)))

    async def seats(self, table_id: int) -> tuple[SeatRecord, ...]:
        rows = await self._rows("SELECT * FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))
        return tuple(seat_record(row) for row in rows)

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
        return [outbox_entry(row) for row in rows]

    async def dm_channels(self) -> dict[int, int]:
        """User id -> the id of the bot's DM channel with that user, as stored."""
        return {row[0]: row[1] for row in await self._rows("SELECT user_id, channel_id FROM dm_channels")}

    async def due_deadlines(self, now: float) -> list[Deadline]:
        """Deadlines that expired, or whose reminder is due and not yet sent, earliest first."""
        rows = await self._rows(
            "SELECT * FROM deadlines WHERE (due <= ? OR (reminded = 0 AND remind_at <= ?)) "
            # a paused table's clocks stand still (migration 7)
            "AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.id = table_id AND t.paused_at IS NOT NULL) "
            "ORDER BY MIN(due, remind_at), table_id, seat",
            (now, now),
        )
        return [deadline_record(row, row["table_id"]) for row in rows]

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
        options_text = encoded(options)
        settings = (guild_id, channel_id, game_id, options_text, host.user_id, seed, turn_seconds, language)
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
            assert table_id is not None  # an INSERT into a table with a rowid
            await self._insert_seats(db, table_id, (host,))
        rows = await self._rows(TABLE_BY_ID, (table_id,))
        return table_record(rows[0])

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
                params=(encoded(snapshot),),
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
                        table_id, expected_version, step.seat, step.code, now, encoded(step.snapshot),
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
                raise as_busy(error) from error
        return expected_version + 1

    async def replace_snapshot(self, table_id: int, version: int, snapshot: Mapping[str, Any]) -> bool:
        """Store ``snapshot`` (a state rebuilt from the log, say, in a newer engine's format) in
        place of the table's snapshot at ``version``; False, writing nothing, if the table is no
        longer at that version. The log, the version and ``updated_at`` stay as they are: the
        game did not move."""
        async with self._transaction() as db:
            cursor = await db.execute(
                "UPDATE tables SET snapshot = ? WHERE id = ? AND version = ? AND snapshot IS NOT NULL",
                (encoded(snapshot), table_id, version),
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
                raise as_busy(error) from error
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
            f"SELECT {PLAYER_COLUMNS} FROM users WHERE user_id IN ({', '.join('?' * len(ids))})", ids
        )
        return {row["user_id"]: player_settings(row) for row in rows}

    async def set_notifications(self, settings: PlayerSettings) -> None:
        """Store the notification settings and quiet hours of ``settings.user_id`` (a user not
        seen before gets the English locale until their next interaction)."""
        await self._write(user_upsert(NOTIFICATION_FIELDS), user_values(settings, NOTIFICATION_FIELDS))

    async def set_away(self, settings: PlayerSettings, shift: float, was_until: float | None) -> None:
        """Store the time away of ``settings.user_id`` and move the deadlines of their seats at
        running tables by ``shift`` seconds (on: the time away; back early: minus what is left),
        together. A compare-and-set: StaleVersionError, changing nothing, unless the stored end
        of their time away is still ``was_until`` (what the change was decided on)."""
        async with self._transaction() as db:
            cursor = await db.execute("SELECT away_until FROM users WHERE user_id = ?", (settings.user_id,))
            row = await cursor.fetchone()
            if (row[0] if row else None) != was_until:
                raise StaleVersionError(f"the time away of user {settings.user_id} changed meanwhile")
            await db.execute(user_upsert(AWAY_FIELDS), user_values(settings, AWAY_FIELDS))
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
        return grouped(await self._rows(LOAD_SEATED, (user_id,)))

    async def guild_tables(self, guild_id: int) -> list[LoadedTable]:
        """Every lobby and running table of one server."""
        return grouped(await self._rows(LOAD_IN_GUILD, (guild_id,)))

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
        where, params = finished_where(guild_id, game_id)
        return int((await self._rows(f"SELECT COUNT(*) FROM tables t WHERE {where}", params))[0][0])

    async def finished_tables(
        self,
        guild_id: int,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        newest_first: bool = False,
        limit: int = -1,
        offset: int = 0,
    ) -> list[FinishedTable]:
        """The finished tables of ``guild_id`` in the order they finished (``updated_at``, then
        id; newest first if asked), each with its seats and log length; only those of
        ``game_id`` and those where ``user_id`` holds a seat when given; ``limit`` and
        ``offset`` page them (-1: all)."""
        where, params = finished_where(guild_id, game_id, user_id)
        return await self._finished(where, params, newest_first, limit, offset)

    async def _finished(
        self, where: str, params: tuple[Any, ...], newest_first: bool, limit: int, offset: int
    ) -> list[FinishedTable]:
        tables = await self._rows(finished_select(where, newest_first), (*params, limit, offset))
        if not tables:
            return []
        ids = [row["id"] for row in tables]
        return finished(tables, await self._rows_of_tables("SELECT * FROM seats", ids, "table_id, seat"))

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

    # -- ratings kept (issue 27, migration 9; ``GameStore``) ---------------------------------

    async def unrated_games(self, guild_id: int | None = None) -> list[tuple[int, str]]:
        return [(row[0], row[1]) for row in await self._rows(UNRATED_GAMES, (guild_id, guild_id))]

    async def ratings_to_update(self, guild_id: int, game_id: str, limit: int) -> RatingBatch:
        """The version is read first: a batch stored after it makes ``store_ratings`` refuse
        this one, whatever the reads after it saw."""
        version = await self._rows(RATING_VERSION, (guild_id, game_id))
        where, params = finished_where(guild_id, game_id)
        tables = await self._finished(f"{where} AND {UNRATED}", params, False, limit, 0)
        rows = await self._rows(
            f"{RATINGS_OF_USERS} (SELECT value FROM json_each(?))",
            (guild_id, game_id, json.dumps(seated_users(tables))),
        )
        return rating_batch(version, tables, rows)

    async def store_ratings(
        self, guild_id: int, game_id: str, batch: RatingBatch, ratings: Iterable[PlayerRating]
    ) -> bool:
        async with self._transaction() as db:
            cursor = await db.execute(
                NEXT_RATING_VERSION, (guild_id, game_id, batch.version + 1, batch.version)
            )
            if cursor.rowcount != 1:
                return False
            await db.execute(
                "UPDATE tables SET rated = 1 WHERE id IN (SELECT value FROM json_each(?))",
                (json.dumps([table.record.id for table in batch.tables]),),
            )
            await db.executemany(RATING_UPSERT, [rating_values(guild_id, rating) for rating in ratings])
            return True

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[PlayerRating]:
        return [player_rating(row) for row in await self._rows(TOP_RATINGS, (guild_id, game_id, limit))]

    async def member_ratings(self, guild_id: int, user_id: int) -> list[PlayerRating]:
        return [player_rating(row) for row in await self._rows(MEMBER_RATINGS, (guild_id, user_id))]
