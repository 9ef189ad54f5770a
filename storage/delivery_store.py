"""What waits to reach Discord: a table's outbox and its marks (issue 13), the one DM queue
(issue 31, migration 16) and the bot's DM channels, and the channel notices kept until posted
(issue 25, migration 10)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from storage.base import StoreBase
from storage.records import DirectMessage, Notice, OutboxEntry
from storage.sql import (
    DM_INSERT,
    MARK_DM,
    MARK_NOTICE,
    PENDING_NOTICES,
    QUEUED_DMS,
    direct_message,
    dm_values,
    notice_record,
    outbox_entry,
)


class DeliveryStore(StoreBase):
    """The outbox, the DM queue and the notices: what was committed and is still to be sent."""

    # -- the outbox ---------------------------------------------------------------------------

    async def pending_posts(self, table_id: int | None = None) -> list[OutboxEntry]:
        """The outbox entries not delivered yet, of one table or of all, in the order they go
        out (table by table, by version)."""
        where = "status = 'pending'" + ("" if table_id is None else " AND table_id = ?")
        rows = await self._rows(
            f"SELECT * FROM outbox WHERE {where} ORDER BY table_id, version",
            () if table_id is None else (table_id,),
        )
        return [outbox_entry(row) for row in rows]

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

    async def dm_channel(self, user_id: int) -> int | None:
        """The id of the bot's DM channel with ``user_id``, as stored (None: none yet)."""
        rows = await self._rows("SELECT channel_id FROM dm_channels WHERE user_id = ?", (user_id,))
        return int(rows[0][0]) if rows else None

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        await self._write(
            "INSERT INTO dm_channels (user_id, channel_id) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET channel_id = excluded.channel_id",
            (user_id, channel_id),
        )

    # -- notices kept until sent (issue 25, migration 10): written with the table writes -------

    async def pending_notices(self, table_id: int | None = None) -> list[Notice]:
        """The notices (and DMs) not sent yet, of one table or of all, in the order they go out."""
        return [notice_record(row) for row in await self._rows(PENDING_NOTICES, (table_id, table_id))]

    async def mark_notice(self, notice_id: int, status: str, reason: str | None, now: float) -> None:
        """A pending notice was ``posted`` (or its DM sent) or ``failed`` for good (``reason``:
        why)."""
        await self._write(MARK_NOTICE, (status, reason, now, notice_id))
