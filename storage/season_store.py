"""A season of play in the store (issue 33, migration 12): players' private notes, kicks, lobbies
that waited too long and hosts away, the AI taking a seat over by vote, followers, and handing
the hosting on."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from storage.base import StoreBase, check_and_touch, insert_deadlines, insert_notices, insert_seats
from storage.records import Deadline, Notice, SeatRecord, StaleVersionError, Takeover


class SeasonStore(StoreBase):
    """Notes, kicks, takeovers, followers and the host of a table."""

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
            await check_and_touch(db, table_id, "status = 'lobby'", now)
            await db.execute("DELETE FROM seats WHERE table_id = ?", (table_id,))
            await insert_seats(db, table_id, seats)
            kicked = "INSERT INTO kicked (table_id, user_id) VALUES (?, ?) ON CONFLICT DO NOTHING"
            await db.execute(kicked, (table_id, user_id))
            return await insert_notices(db, notices, now)

    async def was_kicked(self, table_id: int, user_id: int) -> bool:
        sql = "SELECT 1 FROM kicked WHERE table_id = ? AND user_id = ?"
        rows = await self._rows(sql, (table_id, user_id))
        return bool(rows)

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
            return await insert_notices(
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
            await check_and_touch(db, takeover.table_id, "status = 'playing'", now)
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
            await insert_deadlines(db, takeover.table_id, (deadline,))
            return await insert_notices(db, notices, now)

    async def taken_seat(self, table_id: int, user_id: int) -> int | None:
        """The seat of ``table_id`` the AI took over from ``user_id`` and still holds, if any."""
        rows = await self._rows(
            "SELECT k.seat FROM seat_takeovers k JOIN seats s ON s.table_id = k.table_id AND s.seat = k.seat "
            f"WHERE k.table_id = ? AND k.user_id = ? AND s.is_ai = {self.TRUE}",
            (table_id, user_id),
        )
        return rows[0]["seat"] if rows else None

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
            await check_and_touch(db, table_id, "status IN ('lobby', 'playing')", now)
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

    async def set_host(
        self, table_id: int, was_host: int, host_id: int, now: float, notices: Iterable[Notice] = ()
    ) -> list[Notice]:
        """Hand the hosting of an open table from ``was_host`` to ``host_id``, with the
        ``notices`` that tell it (returned with their ids); StaleVersionError, changing nothing,
        if the table closed or its host is no longer ``was_host``."""
        async with self._transaction() as db:
            await check_and_touch(
                db, table_id, f"status IN ('lobby', 'playing') AND host_user_id = {int(was_host)}", now,
                assign="host_user_id = ?", params=(host_id,),
            )  # fmt: skip
            return await insert_notices(db, notices, now)
