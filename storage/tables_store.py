"""A table's life in the store: its lobby, its steps (the version compare-and-set), its deadlines
and clocks, its seats and its messages (``storage.game_store.GameStore`` is made of this and
the other concerns)."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

from storage.base import (
    StoreBase,
    check_and_touch,
    insert_deadlines,
    insert_notices,
    insert_seats,
    replace_deadlines,
)
from storage.records import (
    MESSAGE_KINDS,
    ChannelActiveError,
    Deadline,
    DirectMessage,
    LoadedTable,
    LogEntry,
    Notice,
    SeatRecord,
    StaleVersionError,
    Step,
    TableRecord,
)
from storage.sql import (
    DM_INSERT,
    LOAD_ACTIVE_IN_CHANNEL,
    LOAD_BY_ID,
    LOAD_IN_GUILD,
    LOAD_SEATED,
    TABLE_BY_ID,
    deadline_record,
    dm_values,
    encoded,
    grouped,
    loaded,
    log_entry,
    seat_record,
    table_record,
)


class TablesStore(StoreBase):
    """Tables and their steps: the reads of a table, and the writes each guarded by a
    compare-and-set on its version or status."""

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

    async def seated_tables(self, user_id: int) -> list[LoadedTable]:
        """Every lobby and running table, on any server, where ``user_id`` holds a seat."""
        return grouped(await self._rows(LOAD_SEATED, (user_id,)))

    async def guild_tables(self, guild_id: int) -> list[LoadedTable]:
        """Every lobby and running table of one server."""
        return grouped(await self._rows(LOAD_IN_GUILD, (guild_id,)))

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
            await insert_seats(db, table_id, (host,))
            await insert_notices(db, (replace(n, table_id=table_id) for n in notices), now)
        rows = await self._rows(TABLE_BY_ID, (table_id,))
        return table_record(rows[0])

    async def set_lobby_seats(
        self, table_id: int, seats: tuple[SeatRecord, ...], now: float, ai_level: str | None = None
    ) -> None:
        """Replace the seats of a table that is still in its lobby; with ``ai_level``, set the
        level of its AI players too."""
        async with self._transaction() as db:
            if ai_level is None:
                await check_and_touch(db, table_id, "status = 'lobby'", now)
            else:
                await check_and_touch(
                    db, table_id, "status = 'lobby'", now, assign="ai_level = ?", params=(ai_level,)
                )
            await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await insert_seats(db, table_id, seats)

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
            await check_and_touch(
                db,
                table_id,
                "status = 'lobby' AND version = 0",
                now,
                assign="status = 'playing', version = 1, snapshot = ?",
                params=(encoded(snapshot),),
            )
            await replace_deadlines(db, table_id, deadlines)
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
            await check_and_touch(
                db,
                table_id,
                "status IN ('lobby', 'playing')",
                now,
                assign="status = 'cancelled', version = version + 1",
            )
            await replace_deadlines(db, table_id, ())
            # a board still waiting would post a live-looking game after the cancel notice
            await db.execute(
                "UPDATE outbox SET status = 'failed', reason = 'the table was cancelled', updated_at = ? "
                "WHERE table_id = ? AND status = 'pending'",
                (now, table_id),
            )
            return await insert_notices(db, notices, now)

    async def abandon_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """End a running table as abandoned (issue 33): finished, ``abandoned``, and ``rated``
        at once so that the ratings never count it; its deadlines gone; with the ``notices``
        that tell it."""
        async with self._transaction() as db:
            await check_and_touch(
                db,
                table_id,
                "status = 'playing'",
                now,
                assign=f"status = 'finished', abandoned = {self.TRUE}, rated = {self.TRUE}",
            )
            await replace_deadlines(db, table_id, ())
            return await insert_notices(db, notices, now)

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

    async def pause_table(self, table_id: int, now: float, notices: Iterable[Notice] = ()) -> list[Notice]:
        """Stop the table's clocks, with the ``notices`` that tell it (returned with their ids);
        StaleVersionError if it is not a running, unpaused table."""
        async with self._transaction() as db:
            await check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NULL", now, assign="paused_at = ?",
                params=(now,),
            )  # fmt: skip
            return await insert_notices(db, notices, now)

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
            await check_and_touch(
                db, table_id, "status = 'playing' AND paused_at IS NOT NULL", now, assign="paused_at = NULL"
            )
            return await insert_notices(db, notices, now)

    async def postpone_reminder(self, deadline: Deadline, remind_at: float) -> bool:
        """Move the unsent reminder of exactly this deadline to ``remind_at`` (quiet hours);
        False if the deadline changed."""
        changed = await self._write(
            "UPDATE deadlines SET remind_at = ? "
            f"WHERE table_id = ? AND seat = ? AND due = ? AND reminded = {self.FALSE}",
            (remind_at, deadline.table_id, deadline.seat, deadline.due),
        )
        return changed == 1

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
            await check_and_touch(db, table_id, "status = 'playing'", now)
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
                await insert_deadlines(db, table_id, (deadline,))
            return await insert_notices(db, notices, now)
