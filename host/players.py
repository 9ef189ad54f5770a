"""Playing over days (issue 17): a player's tables on every server, notification settings and
quiet hours, time away, a table paused by its host, and seats that change hands. The pure
rules of settings and time are functions here; ``PlayersMixin`` adds the host's methods (the
``Host`` class inherits it), which load and lock tables like every other host method."""

from __future__ import annotations

import contextlib
import re
import zoneinfo
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, replace
from datetime import UTC, datetime, time, timedelta

from host import errors
from host.model import TableInfo, User
from rules.core import msg
from storage import Deadline, PlayerSettings, SeatRecord

AWAY_ALLOWANCE_SECONDS = 14 * 86_400
"""Time away a player may take per calendar year (UTC): long enough for a holiday, short
enough that nobody blocks a table for ever."""
QUIET_HOURS = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$")
QUIET_OFF = frozenset({"off", "ki", "-"})
"""What clears the quiet hours (English, Hungarian, a dash)."""
MAX_ZONE_NAME = 64  # the longest IANA name is about 32 characters


class BadSetting(errors.HostError):
    """A notification setting, a time zone or a time away that cannot be accepted; the message
    says why."""


class TablePaused(errors.HostError):
    message = msg("host-table-paused")


# --- pure rules of settings and time -----------------------------------------------------------


def awaited_users(table: TableInfo) -> list[int]:
    """The players the game waits for (not AI seats): whom a post saying whose turn it is tells."""
    if table.status != "playing":
        return []
    return [user_id for seat in table.awaited if (user_id := table.seats[seat].user_id) is not None]


def quiet_hours(text: str) -> tuple[int, int] | None:
    """``23:00-08:00`` -> minutes after midnight (from, until); None for ``off``. Refuses a time
    that is not one (``25:00``) and an empty range (``08:00-08:00``)."""
    if text.strip().lower() in QUIET_OFF:
        return None
    match = QUIET_HOURS.match(text) if len(text) <= 20 else None
    if match is None:
        raise BadSetting(msg("host-quiet-syntax", text=text[:20]))
    hours_from, minutes_from, hours_until, minutes_until = (int(part) for part in match.groups())
    if max(hours_from, hours_until) > 23 or max(minutes_from, minutes_until) > 59:
        raise BadSetting(msg("host-quiet-syntax", text=text[:20]))
    start, end = hours_from * 60 + minutes_from, hours_until * 60 + minutes_until
    if start == end:
        raise BadSetting(msg("host-quiet-empty", text=text[:20]))
    return start, end


def time_zone(name: str) -> zoneinfo.ZoneInfo:
    """The IANA time zone ``name`` ("Europe/Budapest"), or a refusal naming it."""
    try:
        if len(name) > MAX_ZONE_NAME:
            raise ValueError(name)
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise BadSetting(msg("host-unknown-time-zone", zone=name[:MAX_ZONE_NAME])) from None


def quiet_until(settings: PlayerSettings, now: float) -> float | None:
    """When the quiet hours ``now`` falls in end (unix time); None outside quiet hours."""
    if settings.quiet_from is None or settings.quiet_until is None:
        return None
    zone = time_zone(settings.time_zone or "UTC")
    local = datetime.fromtimestamp(now, zone)
    minute = local.hour * 60 + local.minute
    start, end = settings.quiet_from, settings.quiet_until
    quiet = start <= minute < end if start < end else (minute >= start or minute < end)
    if not quiet:
        return None
    ends = datetime.combine(local.date(), time(end // 60, end % 60), zone)
    if ends <= local:
        ends = datetime.combine(local.date() + timedelta(days=1), time(end // 60, end % 60), zone)
    return ends.timestamp()


def away_year(now: float) -> int:
    return datetime.fromtimestamp(now, UTC).year


def allowance_used(settings: PlayerSettings, now: float) -> float:
    """Seconds of this year's allowance of time away already used."""
    return settings.away_used if settings.away_year == away_year(now) else 0.0


@dataclass(frozen=True)
class TableListing:
    """A table as ``/game mine`` and ``/game list`` show it."""

    table: TableInfo
    paused: bool
    seat: int | None = None
    """The reader's seat (``Host.my_tables``)."""
    deadline: float | None = None
    """When the reader's turn runs out, while the game waits for them."""

    @property
    def waiting(self) -> bool:
        """Whether the game waits for the reader."""
        return self.table.status == "playing" and self.seat in self.table.awaited


@dataclass(frozen=True)
class TurnNotices:
    """Whom the post saying it is their turn may ping, and whom to tell by DM (and in which
    locale), by the players' settings."""

    ping: frozenset[int]
    dm: tuple[tuple[int, str], ...]


class PlayersMixin:
    """The host's methods for playing over days (mixed into ``host.host.Host``)."""

    # -- looking at tables --------------------------------------------------------------------

    async def my_tables(self, user_id: int) -> list[TableListing]:
        """Every lobby and running table ``user_id`` sits at, on every server: those waiting
        for them first (earliest deadline first), then the others by table id."""
        listings = []
        for loaded in await self.store.seated_tables(user_id):
            table = await self._readable(loaded)
            if table is None:
                continue
            seat = table.seat_of(user_id)
            due = next((d.due for d in table.deadlines if d.seat == seat), None)
            info = self._info(table)
            listings.append(TableListing(info, table.record.paused_at is not None, seat, due))
        waiting = sorted((t for t in listings if t.waiting), key=lambda t: (t.deadline or 0, t.table.id))
        return waiting + [t for t in listings if not t.waiting]

    async def server_tables(self, guild_id: int) -> list[TableListing]:
        """The lobbies and running tables of one server, by table id."""
        listings = []
        for loaded in await self.store.guild_tables(guild_id):
            table = await self._readable(loaded)
            if table is not None:
                listings.append(TableListing(self._info(table), table.record.paused_at is not None))
        return listings

    async def _readable(self, loaded):
        try:
            return await self._table(loaded)
        except errors.TableUnreadable:
            return None  # logged once; a listing goes on without it

    # -- notifications ------------------------------------------------------------------------

    async def settings(self, user_id: int) -> PlayerSettings:
        return await self.store.player(user_id)

    async def set_notifications(
        self,
        user_id: int,
        *,
        ping_on_turn: bool | None = None,
        dm_on_turn: bool | None = None,
        remind: bool | None = None,
        quiet: str | None = None,
        zone: str | None = None,
    ) -> PlayerSettings:
        """Change the settings given (None: unchanged); every value is checked before any is
        stored. Quiet hours are read in ``zone``, else the zone set before, else UTC."""
        settings = await self.store.player(user_id)
        changed = {
            name: value
            for name, value in (
                ("ping_on_turn", ping_on_turn),
                ("dm_on_turn", dm_on_turn),
                ("remind", remind),
            )
            if value is not None
        }
        if zone is not None:
            changed["time_zone"] = time_zone(zone).key
        if quiet is not None:
            hours = quiet_hours(quiet)
            changed["quiet_from"], changed["quiet_until"] = hours if hours is not None else (None, None)
        settings = replace(settings, **changed)
        async with self._storage():
            await self.store.set_notifications(settings)
        return settings

    async def player_settings(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]:
        """The stored settings of those of ``user_ids`` who have any (one read)."""
        return await self.store.players(user_ids)

    def turn_notices(self, table: TableInfo, settings: Mapping[int, PlayerSettings]) -> TurnNotices:
        """For the post saying whose turn it is: the awaited players who want a ping, and those
        to tell by DM now (who want it, are not away and not in their quiet hours), from their
        ``settings`` (a player without any has the defaults)."""
        now = self.clock.now()
        ping, dm = set(), []
        for user_id in awaited_users(table):
            mine = settings.get(user_id, PlayerSettings(user_id))
            if mine.ping_on_turn:
                ping.add(user_id)
            away = mine.away_until is not None and mine.away_until > now
            if mine.dm_on_turn and not away and quiet_until(mine, now) is None:
                dm.append((user_id, mine.locale or table.language))
        return TurnNotices(frozenset(ping), tuple(dm))

    def quiet_players(self, settings: Mapping[int, PlayerSettings]) -> frozenset[int]:
        """Those with ``settings`` who are in their quiet hours now: nothing DMs them."""
        now = self.clock.now()
        return frozenset(user_id for user_id, mine in settings.items() if quiet_until(mine, now) is not None)

    async def _reminder_held(self, deadline: Deadline, user_id: int, now: float) -> bool:
        """Whether the due reminder of ``deadline`` must not go out now: the player turned
        reminders off (it is marked sent), or it falls in their quiet hours (it waits for their
        end, or is dropped if the deadline comes first: the deadline itself never moves)."""
        settings = await self.store.player(user_id)
        ends = quiet_until(settings, now) if settings.remind else None
        if settings.remind and ends is None:
            return False
        if ends is not None and ends < deadline.due:
            await self.store.postpone_reminder(deadline, ends)
        else:
            await self.store.mark_reminded(deadline)
        return True

    # -- time away and pauses -----------------------------------------------------------------

    async def go_away(self, user: User, seconds: int) -> tuple[float, list[TableInfo]]:
        """Pause the clocks of every seat of ``user`` for ``seconds``: their deadlines move on
        by that time, and a turn that comes to them meanwhile starts when they are back. Returns
        when the time away ends and the running tables where they sit (to be told once)."""
        if seconds <= 0:
            raise BadSetting(msg("host-away-positive"))
        now = self.clock.now()
        settings = await self.store.player(user.id)
        if settings.away_until is not None and settings.away_until > now:
            raise BadSetting(msg("host-already-away"))
        used = allowance_used(settings, now)
        if used + seconds > AWAY_ALLOWANCE_SECONDS:
            left = int(AWAY_ALLOWANCE_SECONDS - used) // 3600
            raise BadSetting(msg("host-away-allowance", days=AWAY_ALLOWANCE_SECONDS // 86_400, hours=left))
        until = now + seconds
        away = replace(settings, away_until=until, away_year=away_year(now), away_used=used + seconds)
        tables = await self._set_away(away, seconds, user.id)
        return until, tables

    async def come_back(self, user: User) -> list[TableInfo]:
        """End the time away of ``user`` early: the unused time goes back into the allowance and
        the deadlines of their seats lose it again."""
        now = self.clock.now()
        settings = await self.store.player(user.id)
        if settings.away_until is None or settings.away_until <= now:
            raise BadSetting(msg("host-not-away"))
        left = settings.away_until - now
        back = replace(settings, away_until=None, away_used=max(0.0, settings.away_used - left))
        return await self._set_away(back, -left, user.id)

    async def _set_away(self, settings: PlayerSettings, shift: float, user_id: int) -> list[TableInfo]:
        """Store the time away with the deadlines moved, holding the lock of every running table
        of the player (in id order), so that no step in flight puts a deadline back."""
        loaded = [t for t in await self.store.seated_tables(user_id) if t.record.status == "playing"]
        async with contextlib.AsyncExitStack() as stack:
            for table in loaded:
                with contextlib.suppress(errors.TableUnreadable):  # no step can run there anyway
                    await stack.enter_async_context(self._locked(table.record.id))
            async with self._storage():
                await self.store.set_away(settings, shift)
        listings = await self.my_tables(user_id)
        return [listing.table for listing in listings if listing.table.status == "playing"]

    async def pause(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        """Stop a running table's clocks (its host, or a server admin); no move until resumed."""
        async with self._locked(table_id) as table:
            self._require_playing(table)
            if not is_admin:
                self._require_host(table, user.id, msg("host-only-host-pauses"))
            if table.record.paused_at is not None:
                raise BadSetting(msg("host-already-paused"))
            async with self._storage():
                await self.store.pause_table(table_id, self.clock.now())
        return await self.table(table_id)

    async def resume(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        """Restart a paused table's clocks: every deadline moves on by the time it stood."""
        async with self._locked(table_id) as table:
            self._require_playing(table)
            if not is_admin:
                self._require_host(table, user.id, msg("host-only-host-pauses"))
            if table.record.paused_at is None:
                raise BadSetting(msg("host-not-paused"))
            async with self._storage():
                await self.store.resume_table(table_id, self.clock.now())
        return await self.table(table_id)

    @staticmethod
    def _require_unpaused(table) -> None:
        if table.record.paused_at is not None:
            raise TablePaused()

    # -- seats that change hands --------------------------------------------------------------

    async def replace_seat(
        self, table_id: int, user: User, seat: int, holder: User, is_admin: bool = False
    ) -> tuple[TableInfo, int | None]:
        """The table's host (or a server admin) hands ``seat`` (0-based) to ``holder``, whether
        a player or the AI holds it now. Returns the table and the previous holder's user id
        (None for the AI): from now on that user is not seated, so their hand, menus and
        buttons are refused."""
        async with self._locked(table_id) as table:
            self._require_playing(table)
            if not is_admin:
                self._require_host(table, user.id, msg("host-only-host-replaces"))
            if not 0 <= seat < len(table.seats):
                raise BadSetting(msg("host-no-such-seat", seat=seat + 1, count=len(table.seats)))
            if table.seat_of(holder.id) is not None:
                raise BadSetting(msg("host-holder-seated", player=holder.name))
            previous = table.seats[seat].user_id
            return await self._hand_seat(table, seat, holder), previous

    async def reclaim(self, table_id: int, user: User) -> TableInfo:
        """A player takes back the seat the AI took over after their missed turns."""
        async with self._locked(table_id) as table:
            self._require_playing(table)
            seat = await self.store.taken_seat(table_id, user.id)
            if seat is None:
                raise BadSetting(msg("host-nothing-to-reclaim"))
            return await self._hand_seat(table, seat, user)

    async def _hand_seat(self, table, seat: int, holder: User) -> TableInfo:
        """Give ``seat`` to ``holder`` (under the table's lock), with a fresh turn time if the
        game waits for that seat."""
        from host.host import REMINDER_AT  # host.host imports this module

        now = self.clock.now()
        turn = table.record.turn_seconds
        deadline = None
        if seat in table.awaited():
            start = table.turn_starts(holder.id, now)
            deadline = Deadline(table.record.id, seat, start + turn, start + turn * REMINDER_AT)
        record = SeatRecord(seat, holder.id, holder.name, False)
        async with self._storage():
            await self.store.set_seat(table.record.id, record, deadline, now)
        return await self.table(table.record.id)
