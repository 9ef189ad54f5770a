"""The game host: lobbies, seats, turns, AI seats and deadlines, with no Discord in it
(docs/architecture.md, "The host"). The cogs, the tests and the offline demo all drive games
through one ``Host``. It takes the steps and commits each; what a run of steps publishes is
decided in ``host.publishing``, tables are loaded and locked by ``host.table.Tables``, and the
features for playing over days are ``host.players.Players`` (``Host.players``), whose methods
``Host`` also offers, so that its callers hold one object."""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import replace
from typing import Any

import locales
import rules
from host import errors, metrics, publishing
from host.bounded import LastUsed
from host.clock import Clock
from host.model import ActionChoice, Publication, Reminder, TableInfo, User
from host.players import Players
from host.publishing import Run, TurnNotices, build_publication, game_begins
from host.replay import described
from host.season import Season
from host.servers import Servers
from host.table import (
    DEFAULT_TURN_SECONDS,
    MAX_TURN_SECONDS,
    MIN_TURN_SECONDS,
    Table,
    Tables,
    labelled_choices,
    storage_refusals,
)
from rules import search
from rules.core import (
    Action,
    GameRules,
    IllegalActionError,
    InvalidActionError,
    Seat,
    SeatRef,
    State,
    find_action,
    msg,
    required,
    seeded_rng,
    validate_options,
)
from rules.search import LEVELS
from storage import (
    Deadline,
    DirectMessage,
    GameStore,
    LoadedTable,
    LogEntry,
    Notice,
    PlayerSettings,
    SeatRecord,
    Step,
)

log = logging.getLogger("gamehost.host")

Chooser = Callable[[Sequence[ActionChoice]], str]
"""Picks the code to play among a player's legal actions (``Host.submit_here``)."""

DEFAULT_EXPIRY_LIMIT = 3
USERS_REMEMBERED = 10_000
"""Users whose stored locale this process remembers (issue 31: the least recently seen
forgotten first; a few hundred kB)."""
CHANNELS_REMEMBERED = 10_000
"""Channels whose active table this process remembers (issue 31: the least recently played in
forgotten first)."""


class Host:
    def __init__(
        self,
        store: GameStore,
        clock: Clock,
        games: Mapping[str, GameRules[State]] = rules.GAMES,
        *,
        expiry_limit: int = DEFAULT_EXPIRY_LIMIT,
        seeds: Callable[[], int] = lambda: secrets.randbits(62),
    ) -> None:
        self.store = store
        self.clock = clock
        self.games = games
        self.expiry_limit = expiry_limit
        self._seeds = seeds
        self.tables = Tables(store, games)
        """Loading and locking tables: one writer per table."""
        self.players = Players(self.tables, clock)
        """Playing over days: listings, settings, time away, pauses, seats changing hands."""
        self.servers = Servers(store, clock)
        """Each server's defaults for new tables and their audit trail (``/game settings``)."""
        # Its calls, offered here too so that callers hold one object (docs/interfaces.md).
        self.my_tables = self.players.my_tables
        self.server_tables = self.players.server_tables
        self.settings = self.players.settings
        self.set_notifications = self.players.set_notifications
        self.player_settings = self.players.player_settings
        self.go_away = self.players.go_away
        self.come_back = self.players.come_back
        self.pause = self.players.pause
        self.resume = self.players.resume
        self.replace_seat = self.players.replace_seat
        self.reclaim = self.players.reclaim
        self.season = Season(self.tables, clock)
        """A season of play (issue 33): notes, the host's kick, hosting handed on."""
        self.note = self.season.note
        self.set_note = self.season.set_note
        self.kick = self.season.kick
        self.hand_hosting = self.season.hand_hosting
        self.follow = self.season.follow
        self.recap = self.season.recap
        self.moves_since = self.season.moves_since
        self.unfollow = self.season.unfollow
        self.pending_notices = self.players.pending_notices
        self.notice_posted = self.players.notice_posted
        self.notice_failed = self.players.notice_failed
        # The locale each user was last stored with by this process: every interaction reports
        # its locale, and one that did not change costs no database write. (For the users seen
        # most recently: one forgotten costs one write.)
        self._remembered_locales: LastUsed[int, str] = LastUsed(USERS_REMEMBERED)
        # Table id -> the version of the one post of that table pending in the outbox, when
        # this process committed it to a table that had no other (issue 13): delivering it
        # then needs no read of the outbox. Only for a store no other process writes.
        self._sole_pending: dict[int, int] = {}
        # Channel id -> the id of its active table, as this process last found it: a move in
        # the channel then loads its table once, and the load tells whether it still is. (For
        # the channels played in most recently: one forgotten is found by its channel again.)
        self._channel_tables: LastUsed[int, int] = LastUsed(CHANNELS_REMEMBERED)

    # -- lobby ----------------------------------------------------------------------------

    async def open_table(
        self,
        guild_id: int,
        channel_id: int,
        game_id: str,
        host_user: User,
        options: Mapping[str, Any] | None = None,
        turn_seconds: int | None = None,
        language: str = locales.DEFAULT_LOCALE,
        replay_at_end: bool = True,
        invited: Sequence[int] = (),
    ) -> TableInfo:
        """A new lobby in ``channel_id`` with ``host_user`` seated, and an invitation by DM to
        each user of ``invited`` stored with it (``storage.Notice``, kind "invitation"):
        pending until sent, so a process killed after the commit sends them at its restart."""
        game = self.tables.game(game_id)
        try:
            checked = validate_options(game, options)
        except InvalidActionError as error:
            raise errors.BadOption(error.message) from error
        turn_seconds = DEFAULT_TURN_SECONDS if turn_seconds is None else turn_seconds
        if (
            isinstance(turn_seconds, bool)
            or not isinstance(turn_seconds, int)
            or not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS
        ):
            raise errors.BadOption(msg("host-turn-range", minimum=MIN_TURN_SECONDS, maximum=MAX_TURN_SECONDS))
        _require_locale(language)
        host_seat = SeatRecord(0, host_user.id, host_user.name, False)
        async with storage_refusals():  # one active table per channel: the database refuses a second
            record = await self.store.create_table(
                guild_id=guild_id,
                channel_id=channel_id,
                game_id=game_id,
                host=host_seat,
                options=checked,
                seed=self._seeds(),
                turn_seconds=turn_seconds,
                language=language,
                now=self.clock.now(),
                replay_at_end=replay_at_end,
                notices=[
                    Notice(0, guild_id, channel_id, language, "invitation", {"host": host_user.name}, invitee)
                    for invitee in invited
                ],
            )
        self._channel_tables[channel_id] = record.id
        return Table(record, (host_seat,), game, None, ()).info()

    async def join(self, table_id: int, user: User) -> TableInfo:
        async with self.tables.locked(table_id) as table:
            table.require_lobby()
            if table.seat_of(user.id) is not None:
                raise errors.AlreadySeated()
            table.require_room()
            await self.season.require_not_kicked(table_id, user.id)
            return await self._set_seats(
                table, (*table.seats, SeatRecord(len(table.seats), user.id, user.name, False))
            )

    async def leave(self, table_id: int, user: User) -> TableInfo:
        async with self.tables.locked(table_id) as table:
            table.require_lobby()
            seat = table.require_seat(user.id)
            if user.id == table.record.host_user_id:
                raise errors.HostCannotLeave()
            others = [s for s in table.seats if s.seat != seat]
            return await self._set_seats(table, tuple(replace(s, seat=i) for i, s in enumerate(others)))

    async def add_ai(self, table_id: int, user: User, level: str | None = None) -> TableInfo:
        """Seat an AI player; ``level`` (``rules.search.LEVELS``), when given, becomes the level
        of every AI player of the table, and of the AI that plays a seat whose turns ran out."""
        if level is not None and level not in LEVELS:
            raise errors.HostError(msg("host-ai-level-unknown", level=level))
        async with self.tables.locked(table_id) as table:
            table.require_lobby()
            table.require_host(user.id, msg("host-only-host-adds-ai"))
            table.require_room()
            taken = set(table.names)
            names = (
                locales.text(table.record.language, "host-ai-name", number=k) for k in itertools.count(1)
            )
            name = next(name for name in names if name not in taken)
            return await self._set_seats(
                table, (*table.seats, SeatRecord(len(table.seats), None, name, True)), level
            )

    async def start(self, table_id: int, user: User) -> Publication:
        async with self.tables.locked(table_id) as table:
            table.require_lobby()
            table.require_host(user.id, msg("host-only-host-starts"))
            game = table.game
            if len(table.seats) < game.min_players:
                raise errors.NotEnoughPlayers(len(table.seats), game.min_players)
            record = table.record
            state = game.setup(len(table.seats), seed=record.seed, options=record.options)
            now = self.clock.now()
            run = Run(
                table, state, 1, list(table.seats), (), "start", headlines=(game_begins(game, table.seats),)
            )
            run.deadlines = table.deadlines_after(state, run.seats, (), None, now)
            # Without an AI seat to play first, the start is posted as it is; otherwise the
            # last AI step's commit carries the post.
            starts_alone = run.automatic_seat() is None
            publication = build_publication(run) if starts_alone else None
            async with storage_refusals():
                await self.store.start_table(
                    table_id, game.to_dict(state), run.deadlines, now,
                    publication=None if publication is None else publication.to_json(),
                )  # fmt: skip
            run.committed = publication
            if publication is not None:
                self._note_outbox(table, publication)
            await self._play_ai_seats(run)
            return run.result()

    async def cancel(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        # Who may cancel is in the table's record: its game state is never loaded, so a table
        # whose state this version cannot rebuild (TableUnreadable) can still be cancelled.
        async with self.tables.lock(table_id):
            table = await self.tables.without_state(table_id)
            table.require_open()
            if not is_admin:
                table.require_host(user.id, msg("host-only-host-cancels"))
            async with storage_refusals():
                await self.store.cancel_table(table_id, self.clock.now())
            self._sole_pending.pop(table_id, None)  # the cancel failed what was pending
            return (await self.tables.without_state(table_id)).info()

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        async with self.tables.lock(table_id), storage_refusals():
            await self.store.set_message(table_id, kind, message_id)

    # -- the outbox -----------------------------------------------------------------------

    async def pending_publications(
        self, table_id: int | None = None, newest: Publication | None = None
    ) -> list[Publication]:
        """What was committed and not yet delivered (of one table, or of all), in the order it
        goes out: table by table, by version (``Publication.table.version``). ``newest``: a
        publication of the table this process just committed; when it is the table's only
        pending one (``_note_outbox``), that is known without reading the outbox."""
        if newest is not None and self._sole_pending.get(newest.table.id) == newest.table.version:
            return [newest]
        return [Publication.from_json(entry.payload) for entry in await self.store.pending_posts(table_id)]

    def _note_outbox(self, table: Table, publication: Publication) -> None:
        """After the commit that put ``publication`` in the outbox of ``table`` (as loaded under
        its lock, before the commit): whether it is the only one pending there. Deliveries only
        ever take entries away, and no other commit came between the load and this one."""
        if table.undelivered == 0 and not self.store.shared:
            self._sole_pending[table.record.id] = publication.table.version
        else:
            self._sole_pending.pop(table.record.id, None)

    def _forget_outbox(self, publications: Iterable[Publication]) -> None:
        """Delivered or failed for good: no longer pending."""
        for publication in publications:
            if self._sole_pending.get(publication.table.id) == publication.table.version:
                del self._sole_pending[publication.table.id]

    def delivery_claim(self, table_id: int) -> AbstractAsyncContextManager[bool]:
        """Whether this process delivers the table's pending publications now (``True`` in one
        process at a time: ``GameStore.delivery_claim``). Deliver in a loop: claim, deliver
        until none is pending, let go, and look again, since one committed meanwhile by a
        process whose claim was refused is left to the holder."""
        return self.store.delivery_claim(table_id)

    def delivery_plan(
        self,
        publications: Sequence[Publication],
        settings: Mapping[int, PlayerSettings],
        answered: tuple[int, str] | None = None,
    ) -> publishing.DeliveryPlan:
        """What delivering ``publications`` sends (``publishing.delivery_plan``), now."""
        return publishing.delivery_plan(publications, settings, self.clock.now(), answered)

    async def mark_delivered(
        self,
        publications: Iterable[Publication],
        message_id: int | None,
        dms: Iterable[DirectMessage] = (),
    ) -> None:
        """These publications of one table reached Discord; ``message_id`` (their board post)
        becomes the table's board message, and their ``dms`` join the DM queue, together."""
        publications = list(publications)
        table_id, versions = _outbox_keys(publications)
        async with storage_refusals():
            await self.store.mark_delivered(table_id, versions, message_id, self.clock.now(), dms)
        self._forget_outbox(publications)

    async def mark_failed(
        self,
        publications: Iterable[Publication],
        reason: str,
        dms: Iterable[DirectMessage] = (),
        *,
        counted: bool = False,
    ) -> None:
        """These publications of one table failed for good (``reason`` for the operator); their
        ``dms`` join the DM queue with the mark. ``counted``: the last attempt was counted."""
        publications = list(publications)
        table_id, versions = _outbox_keys(publications)
        async with storage_refusals():
            await self.store.mark_failed(table_id, versions, reason, self.clock.now(), dms, counted=counted)
        self._forget_outbox(publications)

    async def count_attempt(self, publications: Iterable[Publication], reason: str) -> int:
        """Delivering these publications failed for now; they stay pending. Their attempts."""
        table_id, versions = _outbox_keys(publications)
        async with storage_refusals():
            return await self.store.count_attempt(table_id, versions, reason, self.clock.now())

    async def queued_direct_messages(self, limit: int) -> list[DirectMessage]:
        """The DMs to send next, one per user, the awaited players' first (migration 11)."""
        return await self.store.queued_direct_messages(limit)

    async def direct_message_done(self, dm: DirectMessage, reason: str | None = None) -> None:
        """A queued DM was sent (``reason`` None) or failed for good (why)."""
        async with storage_refusals():
            await self.store.mark_direct_message(
                required(dm.id), "sent" if reason is None else "failed", reason, self.clock.now()
            )

    async def count_dm_attempt(self, dm: DirectMessage, reason: str) -> int:
        """Sending a queued DM failed for now; it stays queued. Its attempts so far."""
        async with storage_refusals():
            return await self.store.count_dm_attempt(required(dm.id), reason, self.clock.now())

    async def dm_channel(self, user_id: int) -> int | None:
        """The stored id of the bot's DM channel with ``user_id`` (None: none yet)."""
        return await self.store.dm_channel(user_id)

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        async with storage_refusals():
            await self.store.set_dm_channel(user_id, channel_id)

    # -- play -----------------------------------------------------------------------------

    async def submit(
        self,
        table_id: int,
        user_id: int,
        code: str,
        expected_version: int | None = None,
        *,
        check: Callable[[TableInfo], None] | None = None,
    ) -> Publication:
        """Apply ``code`` for ``user_id`` and commit it, with the AI moves that follow.
        ``check``: the caller's own condition on the table as loaded under its lock (where a
        button was pressed, say), raising to refuse before anything is applied: the caller
        needs no load of its own (issue 13)."""
        async with self.tables.locked(table_id) as table:
            if check is not None:
                check(table.info())
            return await self._submit(table, user_id, code, expected_version)

    async def submit_here(
        self, channel_id: int, user_id: int, code: str | Chooser, locale: str = locales.DEFAULT_LOCALE
    ) -> Publication | None:
        """``submit`` at the channel's lobby or game; None if it has none. ``code`` may be a
        ``Chooser``: given the caller's legal actions labelled in ``locale`` (once the host
        found them seated and awaited), it names the one to play or raises to refuse. The table
        is loaded once, under its lock, when this process found it in the channel before (the
        load says whether it still is there and open); else it is looked up first."""
        known = self._channel_tables.get(channel_id)
        if known is not None:
            async with self.tables.locked(known) as table:
                if table.record.channel_id == channel_id and table.record.status in ("lobby", "playing"):
                    return await self._submit(table, user_id, code, None, locale)
            self._channel_tables.pop(channel_id, None)  # closed: the channel may have a new table
        loaded = await self._load_active(channel_id)
        if loaded is None:
            return None
        async with self.tables.locked(loaded.record.id) as table:
            return await self._submit(table, user_id, code, None, locale)

    async def _submit(
        self,
        table: Table,
        user_id: int,
        code: str | Chooser,
        expected_version: int | None,
        locale: str = locales.DEFAULT_LOCALE,
    ) -> Publication:
        table.require_playing()
        table.require_unpaused()
        seat = table.require_seat(user_id)
        if expected_version is not None and expected_version != table.record.version:
            raise errors.StaleVersion()
        awaited = table.awaited()
        if seat not in awaited:
            raise errors.NotYourTurn([table.names[s] for s in awaited])
        game = table.game
        legal = game.legal_actions(table.state, seat)  # once: the chooser's and the check's
        if callable(code):
            code = code(labelled_choices(legal, locale, table.names))
        run = Run.resuming(table, "action", seat)
        rested = replace(run.seats[seat], expiries=0)
        try:
            action = find_action(legal, game.parse_action(code))
            await self._step(run, seat, action, (rested,) if rested != run.seats[seat] else ())
        except (InvalidActionError, IllegalActionError) as error:  # raised before any write
            raise errors.BadAction(error.message) from error
        metrics.MOVES.inc()  # committed: the AI moves that follow are the game's, not a player's
        await self._play_ai_seats(run)
        return run.result()

    async def run_due(self) -> list[Publication | Reminder]:
        """Send due reminders and play expired turns (and AI seats left waiting by a crash)."""
        results: list[Publication | Reminder] = []
        now = self.clock.now()
        for deadline in await self.store.due_deadlines(now):
            try:
                result = await self._due(deadline, now)
            except errors.TableUnreadable:
                continue  # logged when loading failed; the other tables' turns go on
            except errors.DatabaseBusy:
                # Another process holds this table past the lock's timeout: it stays due for the
                # next round, and the turns already played are returned, not dropped with it.
                log.warning("Table %s is busy; its due deadline waits for the next round", deadline.table_id)
                continue
            if result is not None:
                results.append(result)
        return results

    async def _due(self, deadline: Deadline, now: float) -> Publication | Reminder | None:
        if deadline.due <= now:
            return await self._expire(deadline)
        table = await self.tables.load(deadline.table_id)
        user_id = table.seats[deadline.seat].user_id
        if user_id is not None and await self.players.reminder_held(deadline, user_id, now):
            return None  # reminders off, or quiet hours
        if user_id is None:  # an AI seat: nobody to remind
            await self.store.mark_reminded(deadline)
            return None
        reminder = Reminder(table.info(), user_id, deadline.seat, deadline.due, table.locale_of(user_id))
        settings = table.players.get(user_id)
        every = None if settings is None else settings.remind_every  # again until the deadline (issue 33)
        again_at = now + every if every is not None and now + every < deadline.due else None
        return (
            reminder if await self.store.mark_reminded(deadline, reminder.queued(), now, again_at) else None
        )

    async def _expire(self, deadline: Deadline) -> Publication | None:
        async with self.tables.locked(deadline.table_id) as table:
            if (deadline.seat, deadline.due) not in {(d.seat, d.due) for d in table.deadlines}:
                return None  # the turn was played or re-timed since the deadline was read
            sitter = table.seats[deadline.seat]
            run = Run.resuming(
                table, "action" if sitter.is_ai else "timeout", None if sitter.is_ai else sitter.seat
            )
            if sitter.is_ai:  # an AI move interrupted by a restart
                await self._play_ai_seats(run)
                return run.result()
            expiries = sitter.expiries + 1
            takeover = expiries >= self.expiry_limit
            updated = replace(
                sitter, expiries=expiries, is_ai=takeover, user_id=None if takeover else sitter.user_id
            )
            player = SeatRef(deadline.seat)
            run.headlines = (msg("host-ran-out-of-time", player=player),)
            if takeover:
                run.headlines += (msg("host-ai-takes-over", count=expiries, player=player),)
            action = await self._ai_choice(run, deadline.seat)
            await self._step(run, deadline.seat, action, seat_updates=(updated,))
            await self._play_ai_seats(run)  # the rest of the late seat's turn too
            if run.status == "playing" and all(seat.is_ai or seat.expiries > 0 for seat in run.seats):
                await self.season.abandon(table)
            return run.result()

    # -- absent players (issue 33): the AI plays their seat by vote ------------------------

    async def propose_takeover(
        self, table_id: int, user: User, seat: int
    ) -> tuple[list[Notice], Publication | None]:
        """``Season.propose_takeover``; when the seat went to the AI at once, its move too."""
        notices, taken = await self.season.propose_takeover(table_id, user, seat)
        return notices, None if taken is None else await self._expire(taken)

    async def agree(
        self, table_id: int, takeover_id: int, user: User
    ) -> tuple[list[Notice], Publication | None]:
        """``Season.agree``; when the vote handed the seat to the AI, its move too (a process
        stopped before it plays it at its next ``run_due``: the AI's turn is due at once)."""
        notices, taken = await self.season.agree(table_id, takeover_id, user)
        return notices, None if taken is None else await self._expire(taken)

    # -- reads ----------------------------------------------------------------------------

    async def table(self, table_id: int) -> TableInfo:
        return await self.tables.info(table_id)

    async def active_table(self, channel_id: int) -> TableInfo | None:
        loaded = await self._load_active(channel_id)
        return None if loaded is None else (await self.tables.table(loaded)).info()

    async def legal_actions(self, table_id: int, user_id: int, locale: str) -> list[ActionChoice]:
        """What ``user_id`` may do now, labelled in ``locale`` (seat names filled in)."""
        table = await self.tables.load(table_id)
        seat = table.seat_of(user_id)
        return [] if seat is None else list(table.choices(seat, locale))

    async def legal_actions_here(self, channel_id: int, user_id: int, locale: str) -> list[ActionChoice]:
        """``legal_actions`` at the channel's active table (none without one), loading it
        once: autocomplete asks at every keystroke."""
        loaded = await self._load_active(channel_id)
        if loaded is None:
            return []
        table = await self.tables.table(loaded)
        seat = table.seat_of(user_id)
        return [] if seat is None else list(table.choices(seat, locale))

    async def view(self, table_id: int, user_id: int | None) -> dict[str, Any]:
        table = await self.tables.load(table_id)
        if table.state is None:
            raise errors.NotStarted()
        return table.game.view(table.state, table.seat_of(user_id))

    async def log(self, table_id: int, user_id: int | None, locale: str, limit: int = 20) -> list[str]:
        """The last ``limit`` log lines as ``user_id`` may read them (rebuilt from the log), in
        ``locale``."""
        table = await self.tables.load(table_id)
        if table.state is None or limit <= 0:
            return []
        # Replaying a whole game takes tens of milliseconds or more: off the event loop.
        return await asyncio.to_thread(
            _log_lines, table, table.seat_of(user_id), await self.store.log(table_id), locale, limit
        )

    # -- users ----------------------------------------------------------------------------

    async def remember_locale(self, user_id: int, locale: str) -> None:
        """Store the locale ``user_id`` last used (``locales.LOCALES``): direct messages sent
        without an interaction (reminders, hands) use it. Call it with every interaction; an
        unchanged locale costs no database write."""
        if self._remembered_locales.get(user_id) == locale:
            return
        _require_locale(locale)
        async with storage_refusals():
            await self.store.set_user_locale(user_id, locale)
        self._remembered_locales[user_id] = locale

    # -- playing over days: ``Players``, whose calls ``__init__`` puts here as well ---------

    def turn_notices(self, table: TableInfo, settings: Mapping[int, PlayerSettings]) -> TurnNotices:
        """Whom the post saying whose turn it is pings and DMs now (``publishing.turn_notices``)."""
        return publishing.turn_notices(table, settings, self.clock.now())

    def quiet_players(self, settings: Mapping[int, PlayerSettings]) -> frozenset[int]:
        """Those with ``settings`` in their quiet hours now (``publishing.quiet_players``)."""
        return publishing.quiet_players(settings, self.clock.now())

    # -- internals ------------------------------------------------------------------------

    async def _load_active(self, channel_id: int) -> LoadedTable | None:
        """The channel's lobby or game, remembered for ``submit_here``."""
        loaded = await self.store.load_active(channel_id)
        if loaded is not None:
            self._channel_tables[channel_id] = loaded.record.id
        return loaded

    async def _set_seats(
        self, table: Table, seats: tuple[SeatRecord, ...], ai_level: str | None = None
    ) -> TableInfo:
        """Replace the lobby's seats (and with ``ai_level`` the level of its AI players); the
        table as it now is (no need to read it back)."""
        async with storage_refusals():
            await self.store.set_lobby_seats(table.record.id, seats, self.clock.now(), ai_level)
        record = table.record if ai_level is None else replace(table.record, ai_level=ai_level)
        return replace(table, record=record, seats=seats).info()

    # -- internals: steps -----------------------------------------------------------------

    async def _step(
        self, run: Run, seat: Seat, action: Action, seat_updates: tuple[SeatRecord, ...] = ()
    ) -> None:
        """Apply one action and commit it: snapshot, log entry, version, deadlines and, as the
        run's publishing policy decides (``Run.advance``), either the messages the channel has
        not been shown yet or the publication that shows them, at once."""
        game = run.table.game
        transition = game.apply(run.state, seat, action)
        now = self.clock.now()
        run.advance(seat, transition, seat_updates, now)
        publication = build_publication(run, run.version + 1) if run.posted else None
        step = Step(
            seat, action.code, game.to_dict(run.state), run.status, run.deadlines, seat_updates,
            run.unposted(), None if publication is None else publication.to_json(),
        )  # fmt: skip
        async with storage_refusals():
            run.version = await self.store.commit_step(run.table.record.id, run.version, step, now)
        run.committed = publication
        if publication is not None:
            self._note_outbox(run.table, publication)

    async def _ai_choice(self, run: Run, seat: Seat) -> Action:
        """The AI of the table's level for ``seat`` (``rules.search.choose``: what the seat may
        know only); the generator is derived from the table seed and version, so an AI move is
        reproducible but not predictable. A searching level thinks for up to ~50 ms a move in
        a worker thread, so that other tables' interactions are answered meanwhile."""
        game = run.table.game
        rng = seeded_rng(run.table.record.seed, "ai", run.version)
        legal = game.legal_actions(run.state, seat)
        level = run.table.record.ai_level
        if level == "easy":
            return search.choose(game, run.state, seat, legal, rng, level)
        return await asyncio.to_thread(search.choose, game, run.state, seat, legal, rng, level)

    async def _play_ai_seats(self, run: Run) -> None:
        """Play AI seats (and the rest of a late seat's turn), one logged step each, while the
        game waits for one of them (``Run.automatic_seat``)."""
        while (seat := run.automatic_seat()) is not None:
            await self._step(run, seat, await self._ai_choice(run, seat))


def _outbox_keys(publications: Iterable[Publication]) -> tuple[int, list[int]]:
    """The outbox key of publications of one table: its id and their versions."""
    chosen = list(publications)
    table_ids = {publication.table.id for publication in chosen}
    if len(table_ids) != 1:
        raise ValueError(f"publications of one table expected, not of {sorted(table_ids)}")
    return table_ids.pop(), [publication.table.version for publication in chosen]


def _log_lines(table: Table, viewer: Seat | None, log: list[LogEntry], locale: str, limit: int) -> list[str]:
    """The last ``limit`` lines ``viewer`` reads in the replayed ``log``, in ``locale``."""
    record = table.record
    messages = described(table.game, len(table.seats), record.seed, record.options, log, viewer)
    return [locales.render(message, locale, table.names) for message in messages[-limit:]]


def _require_locale(locale: str) -> None:
    if locale not in locales.LOCALES:
        raise errors.BadOption(msg("host-unknown-language", language=locale, known=locales.LOCALES))
