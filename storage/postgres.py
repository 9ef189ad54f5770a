"""The PostgreSQL store (``DATABASE_URL=postgresql://...``): the same tables and guarantees as
the SQLite store, for several bot processes sharing one database (issue 16).

Across processes a table is written by one of them at a time: ``table_lock`` holds a
transaction-scoped advisory lock on the table id (``pg_advisory_xact_lock``) for the host's
load-apply-commit, and every store call the host makes inside it runs in that transaction. A
process that dies loses its connection, so the server rolls its transaction back and releases
the lock: whatever it had not committed was never acknowledged, and a due deadline it was
playing is played by the next process that looks. Each step is still guarded by the version
compare-and-set (one conditional UPDATE in ``step_commit``), like the SQLite store's.
"""

from __future__ import annotations

import asyncio
import contextvars
import json
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import asynccontextmanager
from dataclasses import dataclass
from typing import Any

import asyncpg

from storage.pg_migrations import Connection
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
    numbered,
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

_TABLE_BY_ID = numbered(TABLE_BY_ID)
_LOAD_BY_ID = numbered(LOAD_BY_ID)
_LOAD_ACTIVE_IN_CHANNEL = numbered(LOAD_ACTIVE_IN_CHANNEL)
_LOAD_SEATED = numbered(LOAD_SEATED)
_LOAD_IN_GUILD = numbered(LOAD_IN_GUILD)
_UNRATED_GAMES = numbered(UNRATED_GAMES)
_RATING_VERSION = numbered(RATING_VERSION)
_RATINGS_OF_USERS = numbered(f"{RATINGS_OF_USERS} (SELECT unnest(?::BIGINT[]))")
_TOP_RATINGS = numbered(TOP_RATINGS)
_MEMBER_RATINGS = numbered(MEMBER_RATINGS)
_NEXT_RATING_VERSION = numbered(NEXT_RATING_VERSION)
_RATING_UPSERT = numbered(RATING_UPSERT)

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


class PostgresStore:
    """Two pools of connections to one PostgreSQL database (``GameStore``): ``pool`` for the
    statements and table transactions, ``claims`` for delivery claims."""

    shared = True  # several bot processes may use the server (issue 16)

    def __init__(self, pool: asyncpg.Pool, claims: asyncpg.Pool) -> None:
        self._pool = pool
        self._claims = claims

    async def close(self) -> None:
        await asyncio.gather(self._pool.close(), self._claims.close())

    async def __aenter__(self) -> PostgresStore:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- plumbing -------------------------------------------------------------------------

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
    async def _transaction(self) -> AsyncIterator[Connection]:
        """The held table transaction if this task holds one, else a new transaction."""
        held = self._held()
        if held is not None and held[1]:
            yield held[0]
            return
        async with self._connection() as connection, connection.transaction():
            yield connection

    async def _fetch(self, sql: str, *args: Any) -> list[asyncpg.Record]:
        async with self._connection() as connection:
            return await connection.fetch(sql, *args)

    async def _write(self, sql: str, *args: Any) -> int:
        """One statement, committed by itself unless a table transaction is held (one round
        trip); the number of rows it changed."""
        async with self._connection() as connection:
            return _row_count(await connection.execute(sql, *args))

    # -- reads ----------------------------------------------------------------------------

    async def table(self, table_id: int) -> TableRecord | None:
        rows = await self._fetch(_TABLE_BY_ID, table_id)
        return table_record(rows[0]) if rows else None

    async def load(self, table_id: int) -> LoadedTable | None:
        return loaded(await self._fetch(_LOAD_BY_ID, table_id))

    async def load_active(self, channel_id: int) -> LoadedTable | None:
        return loaded(await self._fetch(_LOAD_ACTIVE_IN_CHANNEL, channel_id))

    async def seats(self, table_id: int) -> tuple[SeatRecord, ...]:
        rows = await self._fetch("SELECT * FROM seats WHERE table_id = $1 ORDER BY seat", table_id)
        return tuple(seat_record(row) for row in rows)

    async def log(self, table_id: int, after_seq: int = 0) -> list[LogEntry]:
        rows = await self._fetch(
            "SELECT seq, seat, code, at FROM actions WHERE table_id = $1 AND seq > $2 ORDER BY seq",
            table_id,
            after_seq,
        )
        return [LogEntry(*row) for row in rows]

    async def pending_posts(self, table_id: int | None = None) -> list[OutboxEntry]:
        rows = await self._fetch(
            "SELECT * FROM outbox WHERE status = 'pending' AND ($1::BIGINT IS NULL OR table_id = $1) "
            "ORDER BY table_id, version",
            table_id,
        )
        return [outbox_entry(row) for row in rows]

    async def dm_channels(self) -> dict[int, int]:
        return {row[0]: row[1] for row in await self._fetch("SELECT user_id, channel_id FROM dm_channels")}

    async def due_deadlines(self, now: float) -> list[Deadline]:
        rows = await self._fetch(
            "SELECT * FROM deadlines WHERE (due <= $1 OR (NOT reminded AND remind_at <= $1)) "
            # a paused table's clocks stand still (migration 7)
            "AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.id = table_id AND t.paused_at IS NOT NULL) "
            "ORDER BY LEAST(due, remind_at), table_id, seat",
            now,
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
                table_id = await db.fetchval(
                    "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, "
                    "seed, version, turn_seconds, language, replay_at_end, created_at, updated_at) "
                    "VALUES ($1, $2, $3, 'lobby', $4, $5, $6, 0, $7, $8, $9, $10, $11) RETURNING id",
                    *settings,
                    replay_at_end,
                    now,
                    now,
                )
            except asyncpg.UniqueViolationError as error:
                raise ChannelActiveError(f"channel {channel_id} has an active table") from error
            await _insert_seats(db, table_id, (host,))
        rows = await self._fetch(_TABLE_BY_ID, table_id)
        return table_record(rows[0])

    async def set_lobby_seats(self, table_id: int, seats: tuple[SeatRecord, ...], now: float) -> None:
        async with self._transaction() as db:
            await _check_and_touch(db, table_id, "status = 'lobby'", now)
            await db.execute("DELETE FROM seats WHERE table_id = $1", table_id)
            await _insert_seats(db, table_id, seats)

    async def start_table(
        self,
        table_id: int,
        snapshot: Mapping[str, Any],
        deadlines: tuple[Deadline, ...],
        now: float,
        publication: Mapping[str, Any] | None = None,
    ) -> None:
        async with self._transaction() as db:
            await _check_and_touch(
                db,
                table_id,
                "status = 'lobby' AND version = 0",
                now,
                assign="status = 'playing', version = 1, snapshot = $3",
                params=(encoded(snapshot),),
            )
            await _replace_deadlines(db, table_id, deadlines)
            if publication is not None:
                await db.execute(
                    "INSERT INTO outbox (table_id, version, kind, payload, created_at, updated_at) "
                    "VALUES ($1, 1, 'publication', $2, $3, $3)",
                    table_id,
                    json.dumps(publication),
                    now,
                )

    async def commit_step(self, table_id: int, expected_version: int, step: Step, now: float) -> int:
        """Persist one accepted action; returns the new version. Raises StaleVersionError
        (writing nothing) when the table is not at ``expected_version`` or not playing.
        One statement: the ``step_commit`` function (migrations 3, 5 and 6) does the writes,
        the outbox entry of ``step.publication`` included."""
        seats = [[s.seat, s.user_id, s.name, int(s.is_ai), s.expiries] for s in step.seat_updates]
        deadlines = [[d.seat, d.due, d.remind_at, int(d.reminded)] for d in step.deadlines]
        async with self._transaction() as db:
            committed = await db.fetchval(
                "SELECT step_commit($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11)",
                table_id, expected_version, step.seat, step.code, now, encoded(step.snapshot),
                step.status, json.dumps(seats), json.dumps(deadlines), json.dumps(step.pending),
                None if step.publication is None else json.dumps(step.publication),
            )  # fmt: skip
        if not committed:
            raise StaleVersionError(f"table {table_id} is not at version {expected_version}")
        return expected_version + 1

    async def replace_snapshot(self, table_id: int, version: int, snapshot: Mapping[str, Any]) -> bool:
        changed = await self._write(
            "UPDATE tables SET snapshot = $1 WHERE id = $2 AND version = $3 AND snapshot IS NOT NULL",
            encoded(snapshot),
            table_id,
            version,
        )
        return changed == 1

    async def cancel_table(self, table_id: int, now: float) -> None:
        async with self._transaction() as db:
            await _check_and_touch(
                db,
                table_id,
                "status IN ('lobby', 'playing')",
                now,
                assign="status = 'cancelled', version = version + 1",
            )
            await _replace_deadlines(db, table_id, ())
            # a board still waiting would post a live-looking game after the cancel notice
            await db.execute(
                "UPDATE outbox SET status = 'failed', reason = 'the table was cancelled', updated_at = $1 "
                "WHERE table_id = $2 AND status = 'pending'",
                now,
                table_id,
            )

    async def mark_reminded(self, deadline: Deadline) -> bool:
        """Claim the reminder of exactly this deadline (one process wins); False if it changed
        or another process claimed it."""
        changed = await self._write(
            "UPDATE deadlines SET reminded = true "
            "WHERE table_id = $1 AND seat = $2 AND due = $3 AND NOT reminded",
            deadline.table_id,
            deadline.seat,
            deadline.due,
        )
        return changed == 1

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"message kind must be one of {MESSAGE_KINDS}, not {kind!r}")
        await self._write(f"UPDATE tables SET {kind}_message_id = $1 WHERE id = $2", message_id, table_id)

    async def mark_delivered(
        self, table_id: int, versions: Iterable[int], message_id: int | None, now: float
    ) -> None:
        await self._mark(table_id, versions, "status = 'delivered', message_id = $4", (message_id,), now)

    async def mark_failed(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> None:
        await self._mark(
            table_id, versions, "status = 'failed', reason = $4, attempts = attempts + 1", (reason,), now
        )

    async def count_attempt(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> None:
        await self._mark(table_id, versions, "reason = $4, attempts = attempts + 1", (reason,), now)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._write(
            "INSERT INTO dm_channels (user_id, channel_id) VALUES ($1, $2) "
            "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
            user_id,
            channel_id,
        )

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        await self._write(
            "INSERT INTO users (user_id, locale) VALUES ($1, $2) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            user_id,
            locale,
        )

    async def _mark(
        self, table_id: int, versions: Iterable[int], assign: str, params: tuple[Any, ...], now: float
    ) -> None:
        """Update the pending outbox entries of ``versions`` (one statement; ``assign`` numbers
        its parameters from $4)."""
        await self._write(
            f"UPDATE outbox SET {assign}, updated_at = $1 "
            "WHERE table_id = $2 AND status = 'pending' AND version = ANY($3::INTEGER[])",
            now, table_id, [int(version) for version in versions], *params,
        )  # fmt: skip

    # -- players over days (issue 17, migration 7; documented in storage.sqlite.Store) ------

    async def player(self, user_id: int) -> PlayerSettings:
        return (await self.players((user_id,))).get(user_id, PlayerSettings(user_id))

    async def players(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]:
        rows = await self._fetch(
            f"SELECT {PLAYER_COLUMNS} FROM users WHERE user_id = ANY($1::BIGINT[])",
            sorted(set(user_ids)),
        )
        return {row["user_id"]: player_settings(row) for row in rows}

    async def set_notifications(self, settings: PlayerSettings) -> None:
        fields = NOTIFICATION_FIELDS
        await self._write(numbered(user_upsert(fields)), *user_values(settings, fields))

    async def set_away(self, settings: PlayerSettings, shift: float, was_until: float | None) -> None:
        async with self._transaction() as db:
            stored = await db.fetchval(
                "SELECT away_until FROM users WHERE user_id = $1 FOR UPDATE", settings.user_id
            )
            if stored != was_until:
                raise StaleVersionError(f"the time away of user {settings.user_id} changed meanwhile")
            await db.execute(numbered(user_upsert(AWAY_FIELDS)), *user_values(settings, AWAY_FIELDS))
            await db.execute(
                "UPDATE deadlines SET due = due + $1, remind_at = remind_at + $1 "
                "WHERE EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id "
                "WHERE s.table_id = deadlines.table_id AND s.seat = deadlines.seat "
                "AND s.user_id = $2 AND t.status = 'playing')",
                shift,
                settings.user_id,
            )

    async def pause_table(self, table_id: int, now: float) -> None:
        async with self._transaction() as db:
            await _check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NULL", now, assign="paused_at = $2"
            )

    async def resume_table(self, table_id: int, now: float) -> None:
        async with self._transaction() as db:
            await db.execute(
                "UPDATE deadlines "
                "SET due = due + ($1 - t.paused_at), remind_at = remind_at + ($1 - t.paused_at) "
                "FROM tables t WHERE t.id = deadlines.table_id AND t.id = $2 AND t.paused_at IS NOT NULL",
                now,
                table_id,
            )
            await _check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NOT NULL", now, assign="paused_at = NULL"
            )

    async def postpone_reminder(self, deadline: Deadline, remind_at: float) -> bool:
        changed = await self._write(
            "UPDATE deadlines SET remind_at = $1 "
            "WHERE table_id = $2 AND seat = $3 AND due = $4 AND NOT reminded",
            remind_at,
            deadline.table_id,
            deadline.seat,
            deadline.due,
        )
        return changed == 1

    async def seated_tables(self, user_id: int) -> list[LoadedTable]:
        return grouped(await self._fetch(_LOAD_SEATED, user_id))

    async def guild_tables(self, guild_id: int) -> list[LoadedTable]:
        return grouped(await self._fetch(_LOAD_IN_GUILD, guild_id))

    async def set_seat(self, table_id: int, seat: SeatRecord, deadline: Deadline | None, now: float) -> None:
        async with self._transaction() as db:
            await _check_and_touch(db, table_id, "status = 'playing'", now)
            await db.execute(
                "UPDATE seats SET user_id = $1, name = $2, is_ai = $3, expiries = $4 "
                "WHERE table_id = $5 AND seat = $6",
                seat.user_id, seat.name, seat.is_ai, seat.expiries, table_id, seat.seat,
            )  # fmt: skip
            await db.execute(
                "DELETE FROM seat_takeovers WHERE table_id = $1 AND seat = $2", table_id, seat.seat
            )
            await db.execute("DELETE FROM deadlines WHERE table_id = $1 AND seat = $2", table_id, seat.seat)
            if deadline is not None:
                await _insert_deadlines(db, table_id, (deadline,))

    async def taken_seat(self, table_id: int, user_id: int) -> int | None:
        rows = await self._fetch(
            "SELECT k.seat FROM seat_takeovers k JOIN seats s ON s.table_id = k.table_id AND s.seat = k.seat "
            "WHERE k.table_id = $1 AND k.user_id = $2 AND s.is_ai",
            table_id,
            user_id,
        )
        return rows[0]["seat"] if rows else None

    # -- history (issue 18; documented in storage.sqlite.Store) -----------------------------

    async def finished_count(self, guild_id: int, game_id: str | None = None) -> int:
        where, params = finished_where(guild_id, game_id)
        rows = await self._fetch(numbered(f"SELECT COUNT(*) FROM tables t WHERE {where}"), *params)
        return int(rows[0][0])

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
        where, params = finished_where(guild_id, game_id, user_id)
        return await self._finished(where, params, newest_first, limit, offset)

    async def _finished(
        self, where: str, params: tuple[Any, ...], newest_first: bool, limit: int, offset: int
    ) -> list[FinishedTable]:
        tables = await self._fetch(
            numbered(finished_select(where, newest_first)),
            *params,
            None if limit < 0 else limit,  # LIMIT NULL: all
            offset,
        )
        seat_rows = await self._fetch(
            "SELECT * FROM seats WHERE table_id = ANY($1::BIGINT[]) ORDER BY table_id, seat",
            [row["id"] for row in tables],
        )
        return finished(tables, seat_rows)

    async def logs(self, table_ids: Iterable[int]) -> dict[int, list[LogEntry]]:
        found: dict[int, list[LogEntry]] = {table_id: [] for table_id in table_ids}
        rows = await self._fetch(
            "SELECT table_id, seq, seat, code, at FROM actions WHERE table_id = ANY($1::BIGINT[]) "
            "ORDER BY table_id, seq",
            list(found),
        )
        for row in rows:
            found[row["table_id"]].append(LogEntry(row["seq"], row["seat"], row["code"], row["at"]))
        return found

    # -- ratings kept (issue 27, migration 9; documented in storage.sqlite.Store) ------------

    async def unrated_games(self, guild_id: int | None = None) -> list[tuple[int, str]]:
        return [(row[0], row[1]) for row in await self._fetch(_UNRATED_GAMES, guild_id, guild_id)]

    async def ratings_to_update(self, guild_id: int, game_id: str, limit: int) -> RatingBatch:
        version = await self._fetch(_RATING_VERSION, guild_id, game_id)
        where, params = finished_where(guild_id, game_id)
        tables = await self._finished(f"{where} AND {UNRATED}", params, False, limit, 0)
        rows = await self._fetch(_RATINGS_OF_USERS, guild_id, game_id, seated_users(tables))
        return rating_batch(version, tables, rows)

    async def store_ratings(
        self, guild_id: int, game_id: str, batch: RatingBatch, ratings: Iterable[PlayerRating]
    ) -> bool:
        async with self._transaction() as db:
            status = await db.execute(
                _NEXT_RATING_VERSION, guild_id, game_id, batch.version + 1, batch.version
            )
            if _row_count(status) != 1:
                return False
            await db.execute(
                "UPDATE tables SET rated = true WHERE id = ANY($1::BIGINT[])",
                [table.record.id for table in batch.tables],
            )
            await db.executemany(_RATING_UPSERT, [rating_values(guild_id, rating) for rating in ratings])
            return True

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[PlayerRating]:
        return [player_rating(row) for row in await self._fetch(_TOP_RATINGS, guild_id, game_id, limit)]

    async def member_ratings(self, guild_id: int, user_id: int) -> list[PlayerRating]:
        return [player_rating(row) for row in await self._fetch(_MEMBER_RATINGS, guild_id, user_id)]


# -- helpers inside a transaction -----------------------------------------------------------


def _row_count(status: str) -> int:
    """The row count of a command status such as ``UPDATE 1``."""
    return int(status.rsplit(" ", 1)[-1])


async def _check_and_touch(
    db: Connection,
    table_id: int,
    condition: str,
    now: float,
    *,
    assign: str = "",
    params: tuple[Any, ...] = (),
) -> None:
    """The compare-and-set every write starts with (``assign`` numbers its parameters from $3)."""
    sets = f"{assign}, updated_at = $2" if assign else "updated_at = $2"
    status = await db.execute(
        f"UPDATE tables SET {sets} WHERE id = $1 AND {condition}", table_id, now, *params
    )
    if _row_count(status) != 1:
        raise StaleVersionError(f"table {table_id} no longer matches {condition}")


async def _insert_seats(db: Connection, table_id: int, seats: Iterable[SeatRecord]) -> None:
    await db.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES ($1, $2, $3, $4, $5, $6)",
        [(table_id, s.seat, s.user_id, s.name, s.is_ai, s.expiries) for s in seats],
    )


async def _replace_deadlines(db: Connection, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.execute("DELETE FROM deadlines WHERE table_id = $1", table_id)
    await _insert_deadlines(db, table_id, deadlines)


async def _insert_deadlines(db: Connection, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.executemany(
        "INSERT INTO deadlines (table_id, seat, due, remind_at, reminded) VALUES ($1, $2, $3, $4, $5)",
        [(table_id, d.seat, d.due, d.remind_at, d.reminded) for d in deadlines],
    )
