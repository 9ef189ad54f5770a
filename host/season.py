"""A season of play (issue 33): a player's private note at a table, the lobby's host removing
a player, hosting handed to another seated player or passed on when the host is gone, and
lobbies that waited longer than their server allows closed. ``Season`` holds these features; like
``host.players.Players`` it loads and locks tables through the host's ``Tables``, stores each
change with the notices that tell it (``storage.Notice``: posted by the cogs, after a restart
too), and ``Host`` offers its calls."""

from __future__ import annotations

from host.clock import Clock
from host.errors import BadSetting
from host.model import TableInfo, User
from host.players import notice
from host.servers import DEFAULT_LOBBY_DAYS, lobby_days
from host.table import Table, Tables, storage_refusals
from rules.core import msg
from storage import Notice, SeatRecord

DAY = 86_400
MAX_NOTE = 1000
"""The longest private note, in characters: a few lines to remember a game by, never a file."""


class Season:
    """The host's features for a season of play (``Host`` hands its callers to them)."""

    def __init__(self, tables: Tables, clock: Clock) -> None:
        self.tables = tables
        self.store = tables.store
        self.clock = clock

    # -- private notes --------------------------------------------------------------------

    async def note(self, table_id: int, user_id: int) -> str | None:
        """``user_id``'s note at ``table_id`` (None: none written). Only their own: there is no
        way to ask for another player's."""
        return await self.store.note(table_id, user_id)

    async def set_note(self, table_id: int, user_id: int, text: str) -> None:
        """Keep ``text`` as the note of the seated ``user_id`` at an open table (in place of the
        one before); refused, storing nothing, when too long or when they are not seated."""
        if len(text) > MAX_NOTE:
            raise BadSetting(msg("host-note-too-long", maximum=MAX_NOTE, length=len(text)))
        if not text.strip():
            raise BadSetting(msg("host-note-empty"))
        table = await self.tables.without_state(table_id)
        table.require_open()
        table.require_seat(user_id)
        async with storage_refusals():
            await self.store.set_note(table_id, user_id, text, self.clock.now())

    # -- the host of a table --------------------------------------------------------------

    async def kick(self, table_id: int, user: User, kicked_id: int) -> tuple[TableInfo, list[Notice]]:
        """The lobby's host removes the player ``kicked_id``, who may not join this lobby again;
        the channel is told by a notice stored with it."""
        async with self.tables.locked(table_id) as table:
            table.require_lobby()
            table.require_host(user.id, msg("host-only-host-kicks"))
            seat = table.seat_of(kicked_id)
            if seat is None:
                raise BadSetting(msg("host-kick-not-seated"))
            if kicked_id == user.id:
                raise BadSetting(msg("host-kick-self"))
            others = [s for s in table.seats if s.seat != seat]
            seats = tuple(SeatRecord(i, s.user_id, s.name, s.is_ai, s.expiries) for i, s in enumerate(others))
            told = notice(table.record, "kicked", user_id=kicked_id, host=user.id)
            async with storage_refusals():
                stored = await self.store.kick(table_id, seats, kicked_id, self.clock.now(), (told,))
            return await self.tables.info(table_id), stored

    async def require_not_kicked(self, table_id: int, user_id: int) -> None:
        """Refuse a seat to whoever the lobby's host removed from it."""
        if await self.store.was_kicked(table_id, user_id):
            raise BadSetting(msg("host-kicked-no-rejoin"))

    async def hand_hosting(self, table_id: int, user: User, new_host: int) -> tuple[TableInfo, list[Notice]]:
        """The host of an open table hands hosting to another seated human player; the channel
        is told by a notice stored with it."""
        async with self.tables.locked(table_id) as table:
            table.require_open()
            table.require_host(user.id, msg("host-only-host-hands-hosting"))
            if new_host == user.id:
                raise BadSetting(msg("host-already-host"))
            if table.seat_of(new_host) is None:
                raise BadSetting(msg("host-new-host-not-seated"))
            return await self._set_host(table, new_host, "handed")

    async def _set_host(self, table: Table, new_host: int, how: str) -> tuple[TableInfo, list[Notice]]:
        previous = table.record.host_user_id
        told = notice(table.record, "host", user_id=new_host, previous=previous, how=how)
        async with storage_refusals():
            stored = await self.store.set_host(table.record.id, previous, new_host, self.clock.now(), (told,))
        return await self.tables.info(table.record.id), stored

    async def pass_hosting(self, table_id: int, gone: int) -> tuple[TableInfo, list[Notice]] | None:
        """Hosting passes from ``gone``, who left the server (the cogs found), to the
        longest-seated human (``heir``); None when ``gone`` no longer hosts the table or no
        one is there to take it."""
        async with self.tables.locked(table_id) as table:
            heir = self.heir(table)
            open_ = table.record.status in ("lobby", "playing")
            if not open_ or table.record.host_user_id != gone or heir is None:
                return None
            return await self._set_host(table, heir, "left")

    # -- what time does to tables (the cogs' sweep) ---------------------------------------

    async def sweep(self) -> list[tuple[TableInfo, list[Notice]]]:
        """Each lobby that waited longer than its server's lobby expiry is closed, and each
        open table whose host is away for longer than that passes hosting on (``heir``); each
        with the notice that tells it, stored with the change. Returns the tables changed."""
        now = self.clock.now()
        changed = []
        for table_id in await self.store.overdue_lobbies(now, DEFAULT_LOBBY_DAYS):
            async with self.tables.locked(table_id) as table:
                if table.record.status != "lobby":
                    continue  # started or closed since the query
                days = lobby_days(await self.store.server_settings(table.record.guild_id))
                told = notice(table.record, "expired", days=days)
                async with storage_refusals():
                    stored = await self.store.cancel_table(table_id, now, (told,))
                changed.append((await self.tables.info(table_id), stored))
        for table_id in await self.store.away_hosts(now, DEFAULT_LOBBY_DAYS):
            async with self.tables.locked(table_id) as table:
                heir = self.heir(table)
                if heir is not None and table.record.status in ("lobby", "playing"):
                    changed.append(await self._set_host(table, heir, "away"))
        return changed

    def heir(self, table: Table) -> int | None:
        """Who hosting passes to when the host is gone: the human in the lowest seat (seats are
        taken in the order players joined) other than the host, not away themselves."""
        now = self.clock.now()
        for seat in table.seats:
            if seat.user_id is None or seat.user_id == table.record.host_user_id:
                continue
            settings = table.players.get(seat.user_id)
            if settings is None or settings.away_until is None or settings.away_until <= now:
                return seat.user_id
        return None
