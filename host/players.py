"""Playing over days (issue 17): a player's tables on every server, notification settings,
time away, a table paused by its host, and seats that change hands. ``Players`` holds these
features; it loads and locks tables through the host's ``Tables`` like every other host call,
and ``Host`` hands its callers to it (the pure rules of settings and time are in
``host.settings``; whom a post pings or DMs is publishing policy, ``host.publishing``)."""

from __future__ import annotations

import asyncio
import contextlib
import weakref
from collections.abc import AsyncIterator, Iterable
from dataclasses import dataclass, replace

from host import errors
from host.clock import Clock
from host.errors import BadSetting
from host.model import TableInfo, User
from host.publishing import TurnNotices, awaited_users
from host.settings import (
    AWAY_ALLOWANCE_SECONDS,
    allowance_used,
    away_year,
    quiet_hours,
    quiet_until,
    time_zone,
)
from host.table import Table, Tables, storage_refusals
from rules.core import msg
from storage import Deadline, Notice, PlayerSettings, SeatRecord, TableRecord

__all__ = ["NOTICE_INTERVAL", "Players", "TableListing", "TurnNotices", "awaited_users"]
# ``TurnNotices`` and ``awaited_users`` live in ``host.publishing``; the cogs imported them from
# here before, and may still while they move.

MIN_REMIND_EVERY = 3600
MAX_REMIND_EVERY = 30 * 86_400
"""The shortest and longest time between a player's reminders (``/table notify reminder:``):
an hour keeps a reminder a reminder, not a stream; 30 days is the longest turn."""
NOTICE_INTERVAL = 15 * 60
"""A table's channel is told of one player's time away or return, or of their pausing or
resuming it, at most once in this many seconds (issue 25): a loop of ``/game away 1m`` and
``/game back``, or of ``/game pause`` and ``/game resume``, must not flood every channel where
they sit. A quarter of an hour lets a real change be told the same morning; the player's own
reply, ``/game mine``, ``/game status`` and the deadlines in each post always say where things
stand."""
RATE_LIMITED = {"away": "away", "back": "away", "paused": "pause", "resumed": "pause"}
"""The kinds of notice limited by ``NOTICE_INTERVAL``, each with its topic: an away and a back
count together, a pause and a resume too. A seat handed over is always told."""
RESTORING = frozenset({"back", "resumed"})
"""The kinds that put a table back as it was (the player is back, the clocks run): told within
``NOTICE_INTERVAL`` when the channel was last told the opposite, so that a quick "away" then
"back" (or a pause undone) does not leave the channel believing the first; a loop still gets at
most two notices a quarter of an hour, and ends with the channel told how things stand."""


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


class Players:
    """The host's features for playing over days (``Host`` hands its callers to them)."""

    def __init__(self, tables: Tables, clock: Clock) -> None:
        self.tables = tables
        self.store = tables.store
        self.clock = clock
        # One change of a user's time away at a time (weak values, like the tables' locks).
        self._user_locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # (topic, user id, channel id) -> when that channel was first told of that topic by the
        # user in the current ``NOTICE_INTERVAL``, and the kind it was told last
        # (``RATE_LIMITED``).
        self._told: dict[tuple[str, int, int], tuple[float, str]] = {}

    # -- looking at tables --------------------------------------------------------------------

    async def my_tables(self, user_id: int) -> list[TableListing]:
        """Every lobby and running table ``user_id`` sits at, on every server: those waiting
        for them first (earliest deadline first), then the others by table id."""
        listings: list[TableListing] = []
        for loaded in await self.store.seated_tables(user_id):
            table = await self.tables.readable(loaded)
            if table is None:
                continue
            seat = table.seat_of(user_id)
            due = next((d.due for d in table.deadlines if d.seat == seat), None)
            info = table.info()
            listings.append(TableListing(info, table.record.paused_at is not None, seat, due))
        waiting = sorted((t for t in listings if t.waiting), key=lambda t: (t.deadline or 0, t.table.id))
        return waiting + [t for t in listings if not t.waiting]

    async def server_tables(self, guild_id: int) -> list[TableListing]:
        """The lobbies and running tables of one server, by table id."""
        listings: list[TableListing] = []
        for loaded in await self.store.guild_tables(guild_id):
            table = await self.tables.readable(loaded)
            if table is not None:
                listings.append(TableListing(table.info(), table.record.paused_at is not None))
        return listings

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
        notify_next: bool | None = None,
        remind_every: int | None = None,
    ) -> PlayerSettings:
        """Change the settings given (None: unchanged); every value is checked before any is
        stored. Quiet hours are read in ``zone``, else the zone set before, else UTC.
        ``remind_every`` (issue 33): seconds between reminders until a deadline, from
        ``MIN_REMIND_EVERY`` to ``MAX_REMIND_EVERY``; 0: one reminder, as by default."""
        if remind_every not in (None, 0) and not MIN_REMIND_EVERY <= remind_every <= MAX_REMIND_EVERY:
            hours = (MIN_REMIND_EVERY // 3600, MAX_REMIND_EVERY // 86400)
            raise BadSetting(msg("host-remind-every-range", shortest=hours[0], longest=hours[1]))
        stored = await self.store.player(user_id)
        settings = replace(
            stored,
            ping_on_turn=stored.ping_on_turn if ping_on_turn is None else ping_on_turn,
            dm_on_turn=stored.dm_on_turn if dm_on_turn is None else dm_on_turn,
            remind=stored.remind if remind is None else remind,
            notify_next=stored.notify_next if notify_next is None else notify_next,
            remind_every=stored.remind_every if remind_every is None else remind_every or None,
        )
        if zone is not None:
            settings = replace(settings, time_zone=time_zone(zone).key)
        if quiet is not None:
            start, end = quiet_hours(quiet) or (None, None)
            settings = replace(settings, quiet_from=start, quiet_until=end)
        async with storage_refusals():
            await self.store.set_notifications(settings)
        return settings

    async def player_settings(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]:
        """The stored settings of those of ``user_ids`` who have any (one read)."""
        return await self.store.players(user_ids)

    async def reminder_held(self, deadline: Deadline, user_id: int, now: float) -> bool:
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

    async def go_away(self, user: User, seconds: int) -> tuple[float, list[Notice]]:
        """Pause the clocks of every seat of ``user`` for ``seconds``: their deadlines move on
        by that time, and a turn that comes to them meanwhile starts when they are back. Returns
        when the time away ends and the notices to the channels of their running tables stored
        with it (``NOTICE_INTERVAL``). One change at a time: a request made while another is
        being stored is decided on what that one stored (``already away``)."""
        if seconds <= 0:
            raise BadSetting(msg("host-away-positive"))
        async with self._user_lock(user.id):
            now = self.clock.now()
            settings = await self.store.player(user.id)
            if settings.away_until is not None and settings.away_until > now:
                raise BadSetting(msg("host-already-away"))
            used = allowance_used(settings, now)
            if used + seconds > AWAY_ALLOWANCE_SECONDS:
                left = int(AWAY_ALLOWANCE_SECONDS - used) // 3600
                days = AWAY_ALLOWANCE_SECONDS // 86_400
                raise BadSetting(msg("host-away-allowance", days=days, hours=left))
            until = now + seconds
            away = replace(settings, away_until=until, away_year=away_year(now), away_used=used + seconds)
            told = await self._set_away(
                away, seconds, settings.away_until, "away", name=user.name, until=until
            )
        return until, told

    async def come_back(self, user: User) -> list[Notice]:
        """End the time away of ``user`` early: the unused time goes back into the allowance and
        the deadlines of their seats lose it again. Returns the notices to the channels of their
        running tables stored with it (``NOTICE_INTERVAL``)."""
        async with self._user_lock(user.id):
            now = self.clock.now()
            settings = await self.store.player(user.id)
            if settings.away_until is None or settings.away_until <= now:
                raise BadSetting(msg("host-not-away"))
            left = settings.away_until - now
            back = replace(settings, away_until=None, away_used=max(0.0, settings.away_used - left))
            return await self._set_away(back, -left, settings.away_until, "back", name=user.name)

    @contextlib.asynccontextmanager
    async def _user_lock(self, user_id: int) -> AsyncIterator[None]:
        lock = self._user_locks.get(user_id)
        if lock is None:
            lock = self._user_locks[user_id] = asyncio.Lock()
        async with lock:
            yield

    async def _set_away(
        self, settings: PlayerSettings, shift: float, was_until: float | None, kind: str, **facts: object
    ) -> list[Notice]:
        """Store the time away with the deadlines moved and a notice of ``kind`` to each running
        table's channel not told lately (``_untold``), holding the lock of every running table
        of the player (in id order), so that no step in flight puts a deadline back; the store
        refuses it if another process changed the time away since it was read (``was_until``)."""
        user_id = settings.user_id
        loaded = [t for t in await self.store.seated_tables(user_id) if t.record.status == "playing"]
        async with contextlib.AsyncExitStack() as stack:
            for table in loaded:
                with contextlib.suppress(errors.TableUnreadable):  # no step can run there anyway
                    await stack.enter_async_context(self.tables.locked(table.record.id))
            notices = self._untold(
                user_id, [notice(t.record, kind, user_id=user_id, **facts) for t in loaded]
            )
            async with storage_refusals():
                stored = await self.store.set_away(settings, shift, was_until, notices, self.clock.now())
        self._told_now(user_id, stored)
        return stored

    # -- the notices these changes store (issue 25): pending until sent ------------------------

    async def pending_notices(self, table_id: int | None = None) -> list[Notice]:
        """The notices and DMs not sent yet (of one table, or of all), in the order they go out."""
        return await self.store.pending_notices(table_id)

    async def notice_posted(self, notice: Notice) -> None:
        assert notice.id is not None, "a stored notice"
        await self.store.mark_notice(notice.id, "posted", None, self.clock.now())

    async def notice_failed(self, notice: Notice, reason: str) -> None:
        """Discord refused ``notice`` for good, or it no longer holds (``reason``): it is not
        tried again."""
        assert notice.id is not None, "a stored notice"
        await self.store.mark_notice(notice.id, "failed", reason, self.clock.now())

    def _untold(self, user_id: int, notices: Iterable[Notice]) -> list[Notice]:
        """The ones of ``notices`` to store: those whose channel ``user_id`` did not have told of
        the same topic (``RATE_LIMITED``) in the last ``NOTICE_INTERVAL`` seconds, and those
        that put right what it was told last (``RESTORING``)."""
        now = self.clock.now()
        for key in [key for key, (since, _) in self._told.items() if now - since >= NOTICE_INTERVAL]:
            del self._told[key]  # forget what no longer holds anything back
        return [n for n in notices if self._may_tell(user_id, n)]

    def _may_tell(self, user_id: int, notice: Notice) -> bool:
        told = self._told.get((RATE_LIMITED[notice.kind], user_id, notice.channel_id))
        return told is None or (notice.kind in RESTORING and told[1] != notice.kind)

    def _told_now(self, user_id: int, stored: Iterable[Notice]) -> None:
        """The channels of ``stored`` notices count as told of their kind by ``user_id`` now,
        within the interval that began with the first of them."""
        now = self.clock.now()
        for notice in stored:
            key = (RATE_LIMITED[notice.kind], user_id, notice.channel_id)
            self._told[key] = (self._told.get(key, (now, ""))[0], notice.kind)

    async def pause(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        """Stop a running table's clocks (its host, or a server admin); no move until resumed.
        Its channel is told, by a notice stored with the pause, unless ``user`` had it told of a
        pause or resume lately (``NOTICE_INTERVAL``)."""
        async with self.tables.locked(table_id) as table:
            table.require_playing()
            if not is_admin:
                table.require_host(user.id, msg("host-only-host-pauses"))
            if table.record.paused_at is not None:
                raise BadSetting(msg("host-already-paused"))
            notices = self._untold(user.id, [notice(table.record, "paused", user_id=user.id)])
            async with storage_refusals():
                stored = await self.store.pause_table(table_id, self.clock.now(), notices)
            self._told_now(user.id, stored)
        return await self.tables.info(table_id)

    async def resume(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        """Restart a paused table's clocks: every deadline moves on by the time it stood. Told
        as a pause is (``pause``)."""
        async with self.tables.locked(table_id) as table:
            table.require_playing()
            if not is_admin:
                table.require_host(user.id, msg("host-only-host-pauses"))
            if table.record.paused_at is None:
                raise BadSetting(msg("host-not-paused"))
            notices = self._untold(user.id, [notice(table.record, "resumed", user_id=user.id)])
            async with storage_refusals():
                stored = await self.store.resume_table(table_id, self.clock.now(), notices)
            self._told_now(user.id, stored)
        return await self.tables.info(table_id)

    # -- seats that change hands --------------------------------------------------------------

    async def replace_seat(
        self, table_id: int, user: User, seat: int, holder: User, is_admin: bool = False
    ) -> tuple[TableInfo, int | None]:
        """The table's host (or a server admin) hands ``seat`` (0-based) to ``holder``, whether
        a player or the AI holds it now. Returns the table and the previous holder's user id
        (None for the AI): from now on that user is not seated, so their hand, menus and
        buttons are refused. Stored with it: the notice to the channel, and the hand-over DM
        to ``holder`` (their seat's private view; ``recipient_id``)."""
        async with self.tables.locked(table_id) as table:
            table.require_playing()
            if not is_admin:
                table.require_host(user.id, msg("host-only-host-replaces"))
            if not 0 <= seat < len(table.seats):
                raise BadSetting(msg("host-no-such-seat", seat=seat + 1, count=len(table.seats)))
            if table.seat_of(holder.id) is not None:
                raise BadSetting(msg("host-holder-seated", player=holder.name))
            previous = table.seats[seat].user_id
            told = notice(table.record, "replaced", seat=seat, user_id=holder.id, previous=previous)
            handed = replace(notice(table.record, "hand-over", seat=seat), recipient_id=holder.id)
            return await self._hand_seat(table, seat, holder, told, handed), previous

    async def reclaim(self, table_id: int, user: User) -> TableInfo:
        """A player takes back the seat the AI took over after their missed turns."""
        async with self.tables.locked(table_id) as table:
            table.require_playing()
            seat = await self.store.taken_seat(table_id, user.id)
            if seat is None:
                raise BadSetting(msg("host-nothing-to-reclaim"))
            return await self._hand_seat(
                table, seat, user, notice(table.record, "reclaimed", seat=seat, user_id=user.id)
            )

    async def _hand_seat(self, table: Table, seat: int, holder: User, *told: Notice) -> TableInfo:
        """Give ``seat`` to ``holder`` (under the table's lock), with a fresh turn time if the
        game waits for that seat, and the notices ``told``."""
        now = self.clock.now()
        deadline = table.fresh_deadline(seat, holder.id, now) if seat in table.awaited() else None
        record = SeatRecord(seat, holder.id, holder.name, False)
        async with storage_refusals():
            await self.store.set_seat(table.record.id, record, deadline, now, told)
        return await self.tables.info(table.record.id)


def notice(table: TableRecord, kind: str, **facts: object) -> Notice:
    """A notice of ``kind`` to ``table``'s channel, in its language (``storage.Notice``; a
    DM with ``recipient_id`` set)."""
    return Notice(table.id, table.guild_id, table.channel_id, table.language, kind, facts)
