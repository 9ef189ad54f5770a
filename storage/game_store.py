"""What the host needs of a store, whichever database is behind it (issue 16): the embedded
SQLite file of one process (``storage.sqlite``) or a PostgreSQL server shared by several bot
processes (``storage.postgres``). ``storage.open_storage`` picks one from the settings.

``GameStore`` is also what both backends do, written once: every statement is written with
SQLite's ``?`` parameters (``storage.sql``), and a backend supplies only its connection
handling (``_rows``, ``_write``, ``_transaction``, the step commit, the locks) and the few
words of its dialect (``TRUE``, ``LEAST``, ``_among``...)."""

from __future__ import annotations

import json
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from typing import Any, ClassVar, Protocol, Self

from storage.records import (
    AWAY_FIELDS,
    MESSAGE_KINDS,
    NOTIFICATION_FIELDS,
    SERVER_FIELDS,
    ChannelActiveError,
    Deadline,
    DirectMessage,
    FinishedTable,
    LoadedTable,
    LogEntry,
    Notice,
    OutboxEntry,
    PlayerRating,
    PlayerSettings,
    RatingBatch,
    SeatRecord,
    ServerSettings,
    SettingChange,
    StaleVersionError,
    Step,
    TableRecord,
    Takeover,
)
from storage.sql import (
    AUDIT_INSERT,
    AUDIT_RECENT,
    DM_INSERT,
    LOAD_ACTIVE_IN_CHANNEL,
    LOAD_BY_ID,
    LOAD_IN_GUILD,
    LOAD_SEATED,
    MARK_DM,
    MARK_NOTICE,
    MEMBER_RATINGS,
    NEXT_RATING_VERSION,
    NOTICE_INSERT,
    PENDING_NOTICES,
    PLAYER_COLUMNS,
    QUEUED_DMS,
    RATING_UPSERT,
    RATING_VERSION,
    RATINGS_OF_USERS,
    SERVER_SETTINGS,
    SERVER_UPSERT,
    TABLE_BY_ID,
    TOP_RATINGS,
    UNRATED,
    UNRATED_GAMES,
    Row,
    deadline_record,
    direct_message,
    dm_values,
    encoded,
    finished,
    finished_select,
    finished_where,
    grouped,
    loaded,
    log_entry,
    notice_record,
    notice_values,
    outbox_entry,
    player_rating,
    player_settings,
    rating_batch,
    rating_values,
    seat_record,
    seated_users,
    server_settings,
    setting_change,
    table_record,
    user_upsert,
    user_values,
)


class Statements(Protocol):
    """The statements of one transaction (``GameStore._transaction``), each written with ``?``
    parameters; a backend's errors pass through unchanged."""

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Run ``sql``; the number of rows it changed."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None: ...

    async def fetch(self, sql: str, params: Sequence[Any] = ()) -> Sequence[Row]: ...

    async def insert(self, sql: str, params: Sequence[Any]) -> int:
        """Run ``sql``, an INSERT of one row into a table with an ``id`` key; that row's id."""
        ...


class GameStore(ABC):
    """Every write is one transaction guarded by a compare-and-set on the table's version or
    status (``StaleVersionError`` when it no longer holds, writing nothing); reads see only
    committed data."""

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

    # -- reads ------------------------------------------------------------------------------

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
        return [log_entry(row) for row in rows]

    async def due_deadlines(self, now: float) -> list[Deadline]:
        """Deadlines that expired, or whose reminder is due and not yet sent, earliest first."""
        rows = await self._rows(
            f"SELECT * FROM deadlines WHERE (due <= ? OR (reminded = {self.FALSE} AND remind_at <= ?)) "
            # a paused table's clocks stand still (migration 7)
            "AND NOT EXISTS (SELECT 1 FROM tables t WHERE t.id = table_id AND t.paused_at IS NOT NULL) "
            f"ORDER BY {self.LEAST}(due, remind_at), table_id, seat",
            (now, now),
        )
        return [deadline_record(row, row["table_id"]) for row in rows]

    async def pending_posts(self, table_id: int | None = None) -> list[OutboxEntry]:
        """The outbox entries not delivered yet, of one table or of all, in the order they go
        out (table by table, by version)."""
        where = "status = 'pending'" + ("" if table_id is None else " AND table_id = ?")
        rows = await self._rows(
            f"SELECT * FROM outbox WHERE {where} ORDER BY table_id, version",
            () if table_id is None else (table_id,),
        )
        return [outbox_entry(row) for row in rows]

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the bot's DM channel with ``user_id``, as stored (None: none yet)."""
        rows = await self._rows("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return int(rows[0][0]) if rows else None

    # -- writes -----------------------------------------------------------------------------

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
        notices: Iterable[Notice] = (),
    ) -> TableRecord:
        """A new lobby with ``host`` in its first seat, with the ``notices`` announcing it (the
        invitations: their ``table_id`` becomes the new table's); ChannelActiveError when the
        channel already has a lobby or game."""
        options_text = encoded(options)
        settings = (guild_id, channel_id, game_id, options_text, host.user_id, seed, turn_seconds, language)
        async with self._transaction() as db:
            try:
                table_id = await db.insert(
                    "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, "
                    "seed, version, turn_seconds, language, replay_at_end, created_at, updated_at) "
                    "VALUES (?, ?, ?, 'lobby', ?, ?, ?, 0, ?, ?, ?, ?, ?)",
                    (*settings, replay_at_end, now, now),
                )
            except self.UNIQUE_VIOLATION as error:
                raise ChannelActiveError(f"channel {channel_id} has an active table") from error
            await _insert_seats(db, table_id, (host,))
            await _insert_notices(db, (replace(n, table_id=table_id) for n in notices), now)
        rows = await self._rows(TABLE_BY_ID, (table_id,))
        return table_record(rows[0])

    async def set_lobby_seats(
        self, table_id: int, seats: tuple[SeatRecord, ...], now: float, ai_level: str | None = None
    ) -> None:
        """Replace the seats of a table that is still in its lobby; with ``ai_level``, set the
        level of its AI players too."""
        async with self._transaction() as db:
            if ai_level is None:
                await _check_and_touch(db, table_id, "status = 'lobby'", now)
            else:
                await _check_and_touch(
                    db, table_id, "status = 'lobby'", now, assign="ai_level = ?", params=(ai_level,)
                )
            await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await _insert_seats(db, table_id, seats)

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
            await _check_and_touch(
                db,
                table_id,
                "status = 'lobby' AND version = 0",
                now,
                assign="status = 'playing', version = 1, snapshot = ?",
                params=(encoded(snapshot),),
            )
            await _replace_deadlines(db, table_id, deadlines)
            if publication is not None:
                await db.execute(
                    "INSERT INTO outbox (table_id, version, kind, payload, created_at, updated_at) "
                    "VALUES (?, 1, 'publication', ?, ?, ?)",
                    (table_id, json.dumps(publication), now, now),
                )

    async def commit_step(self, table_id: int, expected_version: int, step: Step, now: float) -> int:
        """Persist one accepted action; returns the new version. Raises StaleVersionError
        (writing nothing) when the table is not at ``expected_version`` or not playing.
        One statement: the ``step_commit`` trigger or function (migrations 3, 5 and 6) does the
        writes, the outbox entry of ``step.publication`` included."""
        seats = [[s.seat, s.user_id, s.name, int(s.is_ai), s.expiries] for s in step.seat_updates]
        deadlines = [[d.seat, d.due, d.remind_at, int(d.reminded)] for d in step.deadlines]
        committed = await self._commit_step(
            (
                table_id, expected_version, step.seat, step.code, now, encoded(step.snapshot), step.status,
                json.dumps(seats), json.dumps(deadlines), json.dumps(step.pending),
                None if step.publication is None else json.dumps(step.publication),
            )
        )  # fmt: skip
        if not committed:
            raise StaleVersionError(f"table {table_id} is not at version {expected_version}")
        return expected_version + 1

    async def replace_snapshot(self, table_id: int, version: int, snapshot: Mapping[str, Any]) -> bool:
        """Store ``snapshot`` (a state rebuilt from the log, say, in a newer engine's format) in
        place of the table's snapshot at ``version``; False, writing nothing, if the table is no
        longer at that version. The log, the version and ``updated_at`` stay as they are: the
        game did not move."""
        changed = await self._write(
            "UPDATE tables SET snapshot = ? WHERE id = ? AND version = ? AND snapshot IS NOT NULL",
            (encoded(snapshot), table_id, version),
        )
        return changed == 1

    async def cancel_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """Close an open table, with the ``notices`` that tell it (a lobby that waited too long,
        issue 33: returned with their ids)."""
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
                "UPDATE outbox SET status = 'failed', reason = 'the table was cancelled', updated_at = ? "
                "WHERE table_id = ? AND status = 'pending'",
                (now, table_id),
            )
            return await _insert_notices(db, notices, now)

    async def abandon_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """End a running table as abandoned (issue 33): finished, ``abandoned``, and ``rated``
        at once so that the ratings never count it; its deadlines gone; with the ``notices``
        that tell it."""
        async with self._transaction() as db:
            await _check_and_touch(
                db,
                table_id,
                "status = 'playing'",
                now,
                assign=f"status = 'finished', abandoned = {self.TRUE}, rated = {self.TRUE}",
            )
            await _replace_deadlines(db, table_id, ())
            return await _insert_notices(db, notices, now)

    async def mark_reminded(
        self,
        deadline: Deadline,
        dm: DirectMessage | None = None,
        now: float = 0.0,
        again_at: float | None = None,
    ) -> bool:
        """Claim the reminder of exactly this deadline (one process wins), queueing its ``dm``
        in the same transaction (issue 31: every DM goes through the DM queue); False, queueing
        nothing, if it changed or another process claimed it. ``again_at``: the next reminder
        of the same deadline is due then (issue 33, ``PlayerSettings.remind_every``), instead
        of none."""
        if again_at is None:
            sql = (
                f"UPDATE deadlines SET reminded = {self.TRUE} "
                f"WHERE table_id = ? AND seat = ? AND due = ? AND reminded = {self.FALSE}"
            )
            params: tuple[float, ...] = (deadline.table_id, deadline.seat, deadline.due)
        else:
            sql = (
                "UPDATE deadlines SET remind_at = ? "
                f"WHERE table_id = ? AND seat = ? AND due = ? AND reminded = {self.FALSE} AND remind_at = ?"
            )
            params = (again_at, deadline.table_id, deadline.seat, deadline.due, deadline.remind_at)
        if dm is None:
            return await self._write(sql, params) == 1
        async with self._transaction() as db:
            if await db.execute(sql, params) != 1:
                return False
            await db.insert(DM_INSERT, dm_values(dm, now))
        return True

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        if kind not in MESSAGE_KINDS:
            raise ValueError(f"message kind must be one of {MESSAGE_KINDS}, not {kind!r}")
        await self._write(f"UPDATE tables SET {kind}_message_id = ? WHERE id = ?", (message_id, table_id))

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Store the locale ``user_id`` last used (replacing the one stored before): one
        statement, one round trip."""
        await self._write(
            "INSERT INTO users (user_id, locale) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
        )

    async def mark_delivered(
        self,
        table_id: int,
        versions: Iterable[int],
        message_id: int | None,
        now: float,
        dms: Iterable[DirectMessage] = (),
    ) -> None:
        """The outbox entries of ``versions`` reached Discord, as ``message_id`` (their board
        post, then the table's board message: trigger ``outbox_delivered``), and their ``dms``
        join the DM queue: one transaction (one statement when there are none)."""
        await self._mark(table_id, versions, "status = 'delivered', message_id = ?", (message_id,), now, dms)

    async def mark_failed(
        self,
        table_id: int,
        versions: Iterable[int],
        reason: str,
        now: float,
        dms: Iterable[DirectMessage] = (),
        *,
        counted: bool = False,
    ) -> None:
        """These entries failed for good (Discord refused them, or gave up after the attempts);
        their ``dms`` join the DM queue in the same transaction. ``counted``: the failed attempt
        was counted already (``count_attempt``)."""
        attempts = "attempts" if counted else "attempts + 1"
        await self._mark(
            table_id, versions, f"status = 'failed', reason = ?, attempts = {attempts}", (reason,), now, dms
        )

    async def count_attempt(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> int:
        """An attempt to deliver these entries failed for now (429, 5xx): they stay pending.
        Returns how many attempts they have had (the most of any of them)."""
        among, chosen = self._among(int(version) for version in versions)
        async with self._transaction() as db:
            await db.execute(
                f"UPDATE outbox SET reason = ?, attempts = attempts + 1, updated_at = ? "
                f"WHERE table_id = ? AND status = 'pending' AND version {among}",
                (reason, now, table_id, chosen),
            )
            rows = await db.fetch(
                f"SELECT max(attempts) FROM outbox WHERE table_id = ? AND version {among}", (table_id, chosen)
            )
        return int(rows[0][0] or 0)

    async def _mark(
        self,
        table_id: int,
        versions: Iterable[int],
        assign: str,
        params: tuple[Any, ...],
        now: float,
        dms: Iterable[DirectMessage] = (),
    ) -> None:
        """Update the pending outbox entries of ``versions`` (one statement), queueing ``dms``."""
        among, chosen = self._among(int(version) for version in versions)
        sql = (
            f"UPDATE outbox SET {assign}, updated_at = ? "
            f"WHERE table_id = ? AND status = 'pending' AND version {among}"
        )
        values = (*params, now, table_id, chosen)
        rows = [dm_values(dm, now) for dm in dms]
        if not rows:
            await self._write(sql, values)
            return
        async with self._transaction() as db:
            await db.execute(sql, values)
            await db.executemany(DM_INSERT, rows)

    # -- the DM queue (issue 31, migration 16): written by the marks above ---------------------

    async def queued_direct_messages(self, limit: int) -> list[DirectMessage]:
        """At most ``limit`` DMs to send next, one per user (``QUEUED_DMS``)."""
        return [direct_message(row) for row in await self._rows(QUEUED_DMS, (limit,))]

    async def pending_direct_messages(self) -> int:
        """How many DMs wait in the queue."""
        rows = await self._rows("SELECT count(*) FROM direct_messages WHERE status = 'pending'")
        return int(rows[0][0])

    async def mark_direct_message(self, dm_id: int, status: str, reason: str | None, now: float) -> None:
        """A queued DM was ``sent``, or ``failed`` for good (``reason``: why)."""
        await self._write(MARK_DM, (status, reason, now, dm_id))

    async def count_dm_attempt(self, dm_id: int, reason: str, now: float) -> int:
        """Sending a queued DM failed for now: it stays pending. Its attempts so far."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE direct_messages SET reason = ?, attempts = attempts + 1, updated_at = ? WHERE id = ?",
                (reason, now, dm_id),
            )
            rows = await db.fetch("SELECT attempts FROM direct_messages WHERE id = ?", (dm_id,))
        return int(rows[0][0]) if rows else 0

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._write(
            "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
            (user_id, channel_id),
        )

    # -- players over days (issue 17, migration 7) -------------------------------------------

    async def player(self, user_id: int) -> PlayerSettings:
        """The user's settings; the defaults for a user who never set any."""
        return (await self.players((user_id,))).get(user_id, PlayerSettings(user_id))

    async def players(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]:
        """The settings of those of ``user_ids`` the store knows, by user id."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        among, chosen = self._among(ids)
        rows = await self._rows(f"SELECT {PLAYER_COLUMNS} FROM users WHERE user_id {among}", (chosen,))
        return {row["user_id"]: player_settings(row) for row in rows}

    async def set_notifications(self, settings: PlayerSettings) -> None:
        """Store the notification settings and quiet hours of ``settings.user_id`` (a user not
        seen before gets the English locale until their next interaction)."""
        await self._write(user_upsert(NOTIFICATION_FIELDS), user_values(settings, NOTIFICATION_FIELDS))

    async def set_away(
        self,
        settings: PlayerSettings,
        shift: float,
        was_until: float | None,
        notices: Iterable[Notice] = (),
        now: float = 0.0,
    ) -> list[Notice]:
        """Store the time away of ``settings.user_id`` and move the deadlines of their seats at
        running tables by ``shift`` seconds (on: the time away; back early: minus what is left),
        together, with the ``notices`` that tell it (returned with their ids; ``now``: when).
        A compare-and-set: StaleVersionError, changing nothing, unless the stored end of their
        time away is still ``was_until`` (what the change was decided on)."""
        async with self._transaction() as db:
            rows = await db.fetch(
                f"SELECT away_until FROM users WHERE user_id = ?{self.LOCK_ROW}", (settings.user_id,)
            )
            if (rows[0][0] if rows else None) != was_until:
                raise StaleVersionError(f"the time away of user {settings.user_id} changed meanwhile")
            await db.execute(user_upsert(AWAY_FIELDS), user_values(settings, AWAY_FIELDS))
            await db.execute(
                "UPDATE deadlines SET due = due + ?, remind_at = remind_at + ? "
                "WHERE EXISTS (SELECT 1 FROM seats s JOIN tables t ON t.id = s.table_id "
                "WHERE s.table_id = deadlines.table_id AND s.seat = deadlines.seat "
                "AND s.user_id = ? AND t.status = 'playing')",
                (shift, shift, settings.user_id),
            )
            return await _insert_notices(db, notices, now)

    # -- what an operator watches (issue 32: /healthz, /metrics) ----------------------------

    async def ping(self) -> None:
        """One trivial read: raises when the database does not answer."""
        await self._rows("SELECT 1")

    async def operating_counts(self) -> tuple[dict[str, int], int, float | None]:
        """Tables by status, how many publications wait in the outbox, and when the oldest of
        them was committed (None: none waits)."""
        tables = await self._rows("SELECT status, count(*) AS n FROM tables GROUP BY status")
        [outbox] = await self._rows(
            "SELECT count(*) AS n, min(created_at) AS oldest FROM outbox WHERE status = 'pending'"
        )
        return {row["status"]: row["n"] for row in tables}, outbox["n"], outbox["oldest"]

    # -- servers' defaults for new tables (issue 32, migration 16) ----------------------------

    async def server_settings(self, guild_id: int) -> ServerSettings:
        """The server's settings; every default for a server that never set any."""
        rows = await self._rows(SERVER_SETTINGS, (guild_id,))
        return server_settings(rows[0]) if rows else ServerSettings(guild_id)

    async def set_server_settings(
        self, settings: ServerSettings, was: ServerSettings, changes: Iterable[SettingChange], now: float
    ) -> None:
        """Store ``settings`` and the ``changes`` that lead there, in one transaction. A
        compare-and-set: StaleVersionError, changing nothing, unless the stored settings are
        still ``was`` (what the change was decided on)."""
        async with self._transaction() as db:
            rows = await db.fetch(f"{SERVER_SETTINGS}{self.LOCK_ROW}", (settings.guild_id,))
            if (server_settings(rows[0]) if rows else ServerSettings(settings.guild_id)) != was:
                raise StaleVersionError(f"the settings of server {settings.guild_id} changed meanwhile")
            fields = tuple(getattr(settings, name) for name in SERVER_FIELDS)
            await db.execute(SERVER_UPSERT, (settings.guild_id, *fields, now))
            await db.executemany(
                AUDIT_INSERT, [(c.guild_id, c.user_id, c.setting, c.old, c.new, c.at) for c in changes]
            )

    async def server_audit(self, guild_id: int, limit: int) -> list[SettingChange]:
        """The server's last ``limit`` setting changes, newest first."""
        return [setting_change(row) for row in await self._rows(AUDIT_RECENT, (guild_id, limit))]

    async def pause_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """Stop the table's clocks, with the ``notices`` that tell it (returned with their ids);
        StaleVersionError if it is not a running, unpaused table."""
        async with self._transaction() as db:
            await _check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NULL", now, assign="paused_at = ?",
                params=(now,),
            )  # fmt: skip
            return await _insert_notices(db, notices, now)

    async def resume_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """Restart a paused table's clocks, every deadline moved on by the paused time, with
        the ``notices`` that tell it (returned with their ids); StaleVersionError if it is not
        a running, paused table."""
        async with self._transaction() as db:
            await db.execute(
                "UPDATE deadlines "
                "SET due = due + (? - t.paused_at), remind_at = remind_at + (? - t.paused_at) "
                "FROM tables t WHERE t.id = deadlines.table_id AND t.id = ? AND t.paused_at IS NOT NULL",
                (now, now, table_id),
            )
            await _check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NOT NULL", now, assign="paused_at = NULL"
            )
            return await _insert_notices(db, notices, now)

    async def postpone_reminder(self, deadline: Deadline, remind_at: float) -> bool:
        """Move the unsent reminder of exactly this deadline to ``remind_at`` (quiet hours);
        False if the deadline changed."""
        changed = await self._write(
            "UPDATE deadlines SET remind_at = ? "
            f"WHERE table_id = ? AND seat = ? AND due = ? AND reminded = {self.FALSE}",
            (remind_at, deadline.table_id, deadline.seat, deadline.due),
        )
        return changed == 1

    async def seated_tables(self, user_id: int) -> list[LoadedTable]:
        """Every lobby and running table, on any server, where ``user_id`` holds a seat."""
        return grouped(await self._rows(LOAD_SEATED, (user_id,)))

    async def guild_tables(self, guild_id: int) -> list[LoadedTable]:
        """Every lobby and running table of one server."""
        return grouped(await self._rows(LOAD_IN_GUILD, (guild_id,)))

    async def set_seat(
        self,
        table_id: int,
        seat: SeatRecord,
        deadline: Deadline | None,
        now: float,
        notices: Iterable[Notice] = (),
    ) -> list[Notice]:
        """Hand a seat of a running table to another holder (``seat``), with that seat's new
        deadline (None: it is not awaited) and the ``notices`` that tell it (returned with their
        ids); forgets whose seat the AI had taken over."""
        async with self._transaction() as db:
            await _check_and_touch(db, table_id, "status = 'playing'", now)
            await db.execute(
                "UPDATE seats SET user_id = ?, name = ?, is_ai = ?, expiries = ? "
                "WHERE table_id = ? AND seat = ?",
                (seat.user_id, seat.name, seat.is_ai, seat.expiries, table_id, seat.seat),
            )
            await db.execute(
                "DELETE FROM seat_takeovers WHERE table_id = ? AND seat = ?", (table_id, seat.seat)
            )
            await db.execute("DELETE FROM deadlines WHERE table_id = ? AND seat = ?", (table_id, seat.seat))
            if deadline is not None:
                await _insert_deadlines(db, table_id, (deadline,))
            return await _insert_notices(db, notices, now)

    # -- notices kept until sent (issue 25, migration 10): written by the commits above -------

    async def pending_notices(self, table_id: int | None = None) -> list[Notice]:
        """The notices (and DMs) not sent yet, of one table or of all, in the order they go out."""
        return [notice_record(row) for row in await self._rows(PENDING_NOTICES, (table_id, table_id))]

    async def mark_notice(self, notice_id: int, status: str, reason: str | None, now: float) -> None:
        """A pending notice was ``posted`` (or its DM sent) or ``failed`` for good (``reason``:
        why)."""
        await self._write(MARK_NOTICE, (status, reason, now, notice_id))

    async def taken_seat(self, table_id: int, user_id: int) -> int | None:
        """The seat of ``table_id`` the AI took over from ``user_id`` and still holds, if any."""
        rows = await self._rows(
            "SELECT k.seat FROM seat_takeovers k JOIN seats s ON s.table_id = k.table_id AND s.seat = k.seat "
            f"WHERE k.table_id = ? AND k.user_id = ? AND s.is_ai = {self.TRUE}",
            (table_id, user_id),
        )
        return rows[0]["seat"] if rows else None

    # -- a season of play (issue 33, migration 12) ----------------------------------------------

    async def note(self, table_id: int, user_id: int) -> str | None:
        """``user_id``'s private note at ``table_id``, if they wrote one."""
        sql = "SELECT text FROM notes WHERE table_id = ? AND user_id = ?"
        rows = await self._rows(sql, (table_id, user_id))
        return rows[0][0] if rows else None

    async def set_note(self, table_id: int, user_id: int, text: str, now: float) -> None:
        """Store ``text`` as ``user_id``'s note at ``table_id``, in place of the one before."""
        await self._write(
            "INSERT INTO notes (table_id, user_id, text, updated_at) VALUES (?, ?, ?, ?) "
            "ON CONFLICT (table_id, user_id) "
            "DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at",
            (table_id, user_id, text, now),
        )

    async def kick(
        self,
        table_id: int,
        seats: tuple[SeatRecord, ...],
        user_id: int,
        now: float,
        notices: Iterable[Notice] = (),
    ) -> list[Notice]:
        """Remove ``user_id`` from a lobby: its seats become ``seats``, the user may not join it
        again (``kicked``), with the ``notices`` that tell it (returned with their ids);
        StaleVersionError if the table is no longer a lobby."""
        async with self._transaction() as db:
            await _check_and_touch(db, table_id, "status = 'lobby'", now)
            await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await _insert_seats(db, table_id, seats)
            kicked = "INSERT INTO kicked (table_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
            await db.execute(kicked, (table_id, user_id))
            return await _insert_notices(db, notices, now)

    async def overdue_lobbies(self, now: float, default_days: int) -> list[int]:
        """The ids of the lobbies that waited longer than their server's lobby expiry (its
        ``lobby_days``, else ``default_days``), oldest first."""
        rows = await self._rows(
            "SELECT t.id FROM tables t LEFT JOIN server_settings s ON s.guild_id = t.guild_id "
            "WHERE t.status = 'lobby' AND t.created_at + 86400 * COALESCE(s.lobby_days, ?) <= ? "
            "ORDER BY t.id",
            (default_days, now),
        )
        return [row[0] for row in rows]

    async def away_hosts(self, now: float, default_days: int) -> list[int]:
        """The ids of the open tables whose host is away for longer than their server's lobby
        expiry from ``now`` (``overdue_lobbies``' days)."""
        rows = await self._rows(
            "SELECT t.id FROM tables t JOIN users u ON u.user_id = t.host_user_id "
            "LEFT JOIN server_settings s ON s.guild_id = t.guild_id "
            "WHERE t.status IN ('lobby', 'playing') AND u.away_until > ? + 86400 * COALESCE(s.lobby_days, ?) "
            "ORDER BY t.id",
            (now, default_days),
        )
        return [row[0] for row in rows]

    async def takeover(self, takeover_id: int) -> Takeover | None:
        """A proposal to let the AI play a seat, with its votes."""
        rows = await self._rows(
            "SELECT k.*, v.user_id AS voter FROM takeovers k "
            "LEFT JOIN takeover_votes v ON v.takeover_id = k.id WHERE k.id = ?",
            (takeover_id,),
        )
        if not rows:
            return None
        first = rows[0]
        voters = frozenset(row["voter"] for row in rows if row["voter"] is not None)
        return Takeover(
            first["id"],
            first["table_id"],
            first["seat"],
            first["user_id"],
            first["due"],
            first["status"],
            voters,
        )

    async def propose_takeover(
        self, proposal: Takeover, proposer: int, now: float, notices: Iterable[Notice]
    ) -> list[Notice] | None:
        """A new proposal that the AI plays a seat, with ``proposer``'s vote and the ``notices``
        that tell it (their facts given the proposal's id as ``takeover``; returned with their
        ids); None, storing nothing, when that seat's turn has one already."""
        async with self._transaction() as db:
            found = await db.fetch(
                "SELECT id FROM takeovers WHERE table_id = ? AND seat = ? AND due = ?",
                (proposal.table_id, proposal.seat, proposal.due),
            )
            if found:
                return None
            takeover_id = await db.insert(
                "INSERT INTO takeovers (table_id, seat, user_id, due, created_at) VALUES (?, ?, ?, ?, ?)",
                (proposal.table_id, proposal.seat, proposal.user_id, proposal.due, now),
            )
            await db.execute(
                "INSERT INTO takeover_votes (takeover_id, user_id) VALUES (?, ?)", (takeover_id, proposer)
            )
            return await _insert_notices(
                db, (replace(n, facts={**n.facts, "takeover": takeover_id}) for n in notices), now
            )

    async def vote_takeover(self, takeover_id: int, user_id: int) -> bool:
        """``user_id`` agrees; False, changing nothing, if they had already."""
        changed = await self._write(
            "INSERT INTO takeover_votes (takeover_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING",
            (takeover_id, user_id),
        )
        return changed == 1

    async def take_seat_for_ai(
        self, takeover: Takeover, seat: SeatRecord, deadline: Deadline, now: float, notices: Iterable[Notice]
    ) -> list[Notice]:
        """The AI holds ``seat`` from now on (its player may take it back: ``seat_takeovers``),
        due at once (``deadline``: the host plays it now, or ``run_due`` after a restart), the
        proposal done (``takeover.id`` 0: one agreed as it was made, never stored), with the
        ``notices`` that tell it (returned with their ids); StaleVersionError, changing
        nothing, unless the table is playing and the proposal open."""
        async with self._transaction() as db:
            await _check_and_touch(db, takeover.table_id, "status = 'playing'", now)
            done = "UPDATE takeovers SET status = 'done' WHERE id = ? AND status = 'open'"
            if takeover.id and await db.execute(done, (takeover.id,)) != 1:  # 0: agreed as proposed
                raise StaleVersionError(f"takeover {takeover.id} is no longer open")
            await db.execute(
                "UPDATE seats SET user_id = NULL, name = ?, is_ai = ?, expiries = ? "
                "WHERE table_id = ? AND seat = ?",
                (seat.name, True, seat.expiries, takeover.table_id, seat.seat),
            )
            await db.execute(
                "INSERT INTO seat_takeovers (table_id, seat, user_id) VALUES (?, ?, ?) "
                "ON CONFLICT (table_id, seat) DO UPDATE SET user_id = excluded.user_id",
                (takeover.table_id, seat.seat, takeover.user_id),
            )
            await db.execute(
                "DELETE FROM deadlines WHERE table_id = ? AND seat = ?", (takeover.table_id, seat.seat)
            )
            await _insert_deadlines(db, takeover.table_id, (deadline,))
            return await _insert_notices(db, notices, now)

    async def followers(self, table_id: int) -> list[int]:
        """Who follows the table, in the order they began."""
        rows = await self._rows(
            "SELECT user_id FROM followers WHERE table_id = ? ORDER BY created_at, user_id", (table_id,)
        )
        return [row[0] for row in rows]

    async def follow(self, table_id: int, user_id: int, limit: int, now: float) -> bool:
        """``user_id`` follows an open table; False, changing nothing, when the table has
        ``limit`` followers already."""
        async with self._transaction() as db:
            await _check_and_touch(db, table_id, "status IN ('lobby', 'playing')", now)
            # the table's row, updated above, keeps other followers of this table waiting
            rows = await db.fetch("SELECT COUNT(*) FROM followers WHERE table_id = ?", (table_id,))
            if rows[0][0] >= limit:
                return False
            await db.execute(
                "INSERT INTO followers (table_id, user_id, created_at) VALUES (?, ?, ?) "
                "ON CONFLICT DO NOTHING",
                (table_id, user_id, now),
            )
            return True

    async def unfollow(self, table_id: int, user_id: int) -> bool:
        """False when ``user_id`` did not follow the table."""
        changed = await self._write(
            "DELETE FROM followers WHERE table_id = ? AND user_id = ?", (table_id, user_id)
        )
        return changed == 1

    async def was_kicked(self, table_id: int, user_id: int) -> bool:
        sql = "SELECT 1 FROM kicked WHERE table_id = ? AND user_id = ?"
        rows = await self._rows(sql, (table_id, user_id))
        return bool(rows)

    async def set_host(
        self, table_id: int, was_host: int, host_id: int, now: float, notices: Iterable[Notice] = ()
    ) -> list[Notice]:
        """Hand the hosting of an open table from ``was_host`` to ``host_id``, with the
        ``notices`` that tell it (returned with their ids); StaleVersionError, changing nothing,
        if the table closed or its host is no longer ``was_host``."""
        async with self._transaction() as db:
            await _check_and_touch(
                db, table_id, f"status IN ('lobby', 'playing') AND host_user_id = {int(was_host)}", now,
                assign="host_user_id = ?", params=(host_id,),
            )  # fmt: skip
            return await _insert_notices(db, notices, now)

    # -- history (issue 18): read-only queries over finished tables ----------------------------

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
        tables = await self._rows(
            finished_select(where, newest_first), (*params, limit if limit >= 0 else self.NO_LIMIT, offset)
        )
        if not tables:
            return []
        among, ids = self._among(row["id"] for row in tables)
        seats = f"SELECT * FROM seats WHERE table_id {among} ORDER BY table_id, seat"
        return finished(tables, await self._rows(seats, (ids,)))

    async def logs(self, table_ids: Iterable[int]) -> dict[int, list[LogEntry]]:
        """The action logs of several tables at once, by table id."""
        found: dict[int, list[LogEntry]] = {table_id: [] for table_id in table_ids}
        among, ids = self._among(found)
        sql = f"SELECT table_id, seq, seat, code, at FROM actions WHERE table_id {among}"
        for row in await self._rows(f"{sql} ORDER BY table_id, seq", (ids,)):
            found[row["table_id"]].append(log_entry(row))
        return found

    # -- ratings kept (issue 27, migration 9) --------------------------------------------------

    async def unrated_games(self, guild_id: int | None = None) -> list[tuple[int, str]]:
        """The (server, game) pairs with finished tables not rated yet, of ``guild_id`` or of
        every server."""
        return [(row[0], row[1]) for row in await self._rows(UNRATED_GAMES, (guild_id, guild_id))]

    async def ratings_to_update(self, guild_id: int, game_id: str, limit: int) -> RatingBatch:
        """The oldest ``limit`` unrated finished tables of a game with the rows of the members
        seated at them. The version is read first: a batch stored after it makes
        ``store_ratings`` refuse this one, whatever the reads after it saw."""
        version = await self._rows(RATING_VERSION, (guild_id, game_id))
        where, params = finished_where(guild_id, game_id)
        tables = await self._finished(f"{where} AND {UNRATED}", params, False, limit, 0)
        among, users = self._among(seated_users(tables))
        rows = await self._rows(f"{RATINGS_OF_USERS} {among}", (guild_id, game_id, users))
        return rating_batch(version, tables, rows)

    async def store_ratings(
        self, guild_id: int, game_id: str, batch: RatingBatch, ratings: Iterable[PlayerRating]
    ) -> bool:
        """Mark ``batch``'s tables rated and store ``ratings`` (the new rows of the members they
        changed), in one transaction; False, writing nothing, when another batch of that server
        and game was stored since ``batch`` was read (it is to be read and rated again)."""
        async with self._transaction() as db:
            next_version = (guild_id, game_id, batch.version + 1, batch.version)
            if await db.execute(NEXT_RATING_VERSION, next_version) != 1:
                return False
            among, ids = self._among(table.record.id for table in batch.tables)
            await db.execute(f"UPDATE tables SET rated = {self.TRUE} WHERE id {among}", (ids,))
            await db.executemany(RATING_UPSERT, [rating_values(guild_id, rating) for rating in ratings])
            return True

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[PlayerRating]:
        """The ``limit`` best rated members of a game (``storage.sql.TOP_RATINGS``' order)."""
        return [player_rating(row) for row in await self._rows(TOP_RATINGS, (guild_id, game_id, limit))]

    async def member_ratings(self, guild_id: int, user_id: int) -> list[PlayerRating]:
        """A member's rows of every game of the server (in no particular order)."""
        return [player_rating(row) for row in await self._rows(MEMBER_RATINGS, (guild_id, user_id))]


# -- helpers inside a transaction -------------------------------------------------------------


async def _check_and_touch(
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


async def _insert_notices(db: Statements, notices: Iterable[Notice], now: float) -> list[Notice]:
    """A channel notice into ``notices``, a DM notice into the one DM queue (issue 31); each
    returned with its id there."""
    stored = []
    for n in notices:
        if n.recipient_id is None:
            stored.append(replace(n, id=await db.insert(NOTICE_INSERT, notice_values(n, now))))
        else:
            stored.append(replace(n, id=await db.insert(DM_INSERT, dm_values(n.queued(), now))))
    return stored


async def _insert_seats(db: Statements, table_id: int, seats: Iterable[SeatRecord]) -> None:
    await db.executemany(
        "INSERT INTO seats (table_id, seat, user_id, name, is_ai, expiries) VALUES (?, ?, ?, ?, ?, ?)",
        [(table_id, s.seat, s.user_id, s.name, s.is_ai, s.expiries) for s in seats],
    )


async def _replace_deadlines(db: Statements, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.execute("DELETE FROM deadlines WHERE table_id = ?", (table_id,))
    await _insert_deadlines(db, table_id, deadlines)


async def _insert_deadlines(db: Statements, table_id: int, deadlines: Iterable[Deadline]) -> None:
    await db.executemany(
        "INSERT INTO deadlines (table_id, seat, due, remind_at, reminded) VALUES (?, ?, ?, ?, ?)",
        [(table_id, d.seat, d.due, d.remind_at, d.reminded) for d in deadlines],
    )
