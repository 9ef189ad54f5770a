"""Players and servers in the store: a player's locale, notification settings and time away
(issue 17, migration 7), a server's defaults for new tables with their audit (issue 32,
migration 16), and what an operator watches (issue 32: /healthz, /metrics)."""

from __future__ import annotations

from collections.abc import Iterable

from storage.base import StoreBase, insert_notices
from storage.records import (
    AWAY_FIELDS,
    NOTIFICATION_FIELDS,
    SERVER_FIELDS,
    Notice,
    PlayerSettings,
    ServerSettings,
    SettingChange,
    StaleVersionError,
)
from storage.sql import (
    AUDIT_INSERT,
    AUDIT_RECENT,
    PLAYER_COLUMNS,
    SERVER_SETTINGS,
    SERVER_UPSERT,
    player_settings,
    server_settings,
    setting_change,
    user_upsert,
    user_values,
)


class PlayersStore(StoreBase):
    """Players' settings, servers' settings, and the operators' counts."""

    # -- players over days (issue 17, migration 7) -------------------------------------------

    async def set_user_locale(self, user_id: int, locale: str) -> None:
        """Store the locale ``user_id`` last used (replacing the one stored before): one
        statement, one round trip."""
        await self._write(
            "INSERT INTO users (user_id, locale) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
            (user_id, locale),
        )

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
            return await insert_notices(db, notices, now)

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
