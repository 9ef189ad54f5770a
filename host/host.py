"""The game host: lobbies, seats, turns, AI seats, deadlines and what to publish, with no
Discord in it (DESIGN.md, "The host"). The cogs, the tests and the offline demo all drive
games through one ``Host``."""

from __future__ import annotations

import asyncio
import itertools
import logging
import secrets
import weakref
from collections.abc import AsyncIterator, Callable, Iterable, Mapping, Sequence
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Any, Protocol

import locales
import rules
from host import errors
from host.model import ActionChoice, PrivateUpdate, Publication, Reminder, SeatInfo, TableInfo, User
from host.players import PlayersMixin
from host.replay import replay, replay_steps
from host.texts import closing, step_texts
from rules.core import (
    Action,
    Event,
    GameRules,
    IllegalActionError,
    InvalidActionError,
    Message,
    Seat,
    SeatRef,
    SnapshotSchemaError,
    State,
    find_action,
    msg,
    seeded_rng,
    validate_options,
)
from storage import (
    ChannelActiveError,
    Deadline,
    GameStore,
    LoadedTable,
    LogEntry,
    PlayerSettings,
    SeatRecord,
    StaleVersionError,
    Step,
    StorageBusyError,
    TableRecord,
)

log = logging.getLogger(__name__)

Chooser = Callable[[Sequence[ActionChoice]], str]
"""Picks the code to play among a player's legal actions (``Host.submit_here``)."""

DEFAULT_TURN_SECONDS = 86_400
MIN_TURN_SECONDS = 60
MAX_TURN_SECONDS = 30 * 86_400  # an absent player may block a table for a month, not for ever
DEFAULT_EXPIRY_LIMIT = 3
REMINDER_AT = 0.75
"""The reminder goes out when three quarters of the turn time have passed: of a day that
leaves six hours, enough to be seen by a player in another time zone or just waking up; of
the one-minute minimum, fifteen seconds. A fixed "one hour before" would be useless for short
turns and too late for someone asleep."""


class Clock(Protocol):
    def now(self) -> float: ...


@dataclass(frozen=True)
class _Table:
    """A table as loaded under its lock."""

    record: TableRecord
    seats: tuple[SeatRecord, ...]
    game: GameRules
    state: State | None
    deadlines: tuple[Deadline, ...]
    players: Mapping[int, PlayerSettings] = field(default_factory=dict)
    """The stored settings of each seated user the store knows, by user id."""
    undelivered: int = 0
    """How many of the table's posts were pending in the outbox when it was loaded."""

    def turn_starts(self, user_id: int | None, now: float) -> float:
        """When a turn coming to ``user_id`` now starts: at the end of their time away, if they
        are away (``PlayersMixin.go_away``)."""
        settings = self.players.get(user_id)
        ends = None if settings is None else settings.away_until
        return now if ends is None else max(now, ends)

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat_of(self, user_id: int | None) -> Seat | None:
        return next((s.seat for s in self.seats if s.user_id is not None and s.user_id == user_id), None)

    def locale_of(self, user_id: int) -> str:
        """Where no interaction tells: the locale the user last used, else the table's language."""
        settings = self.players.get(user_id)
        return self.record.language if settings is None or settings.locale is None else settings.locale

    def awaited(self) -> tuple[Seat, ...]:
        return self.game.waiting_for(self.state) if self.record.status == "playing" else ()


@dataclass
class _Run:
    """Consecutive steps of one publication: the state moves on, events pile up."""

    table: _Table
    state: State
    version: int
    seats: list[SeatRecord]
    deadlines: tuple[Deadline, ...]
    kind: str
    """``Publication.kind``: "start" | "action" | "timeout"."""
    actor: Seat | None = None
    """``Publication.actor_seat``: the seat whose turn the steps played."""
    events: list[Event] = field(default_factory=list)
    headlines: tuple[Message, ...] = ()
    """What the host says about these steps (the start, a timeout), before their log lines."""
    earlier: tuple[dict[str, Any], ...] = ()
    """What the channel had not been shown before these steps (``TableRecord.pending``)."""
    pending: list[dict[str, Any]] = field(default_factory=list)
    """``earlier``, then ``headlines`` and the public log lines of the steps taken so far."""
    movers: set[Seat] = field(default_factory=set)
    """The seats that took the steps."""
    posted: bool = True
    """Whether the steps so far end with a channel post (``posts_to_channel``, decided at each
    step whose run ends there; the start without a step is posted)."""
    before: dict[Seat, dict[str, Any]] | None = None
    """The private views before the steps (None at the start, when every seat gets its view)."""
    publication: Publication | None = None
    """What the last step posts, stored in the outbox by its commit (None while held)."""
    _public: tuple[State, dict[str, Any]] | None = None

    def human_seats(self) -> list[SeatRecord]:
        return [seat for seat in self.seats if not seat.is_ai]

    @cached_property
    def view_before(self) -> dict[str, Any]:
        """The public view before the steps ({} at the start)."""
        return {} if self.table.state is None else self.table.game.view(self.table.state, None)

    def public_view(self) -> dict[str, Any]:
        """The public view now (kept while the state stays: a view can cost a tenth of a
        millisecond, and the post decision and the publication both read it)."""
        if self._public is None or self._public[0] is not self.state:
            self._public = (self.state, self.table.game.view(self.state, None))
        return self._public[1]

    def same_stage(self) -> bool:
        """Whether the steps left the game in the stage it was in (``STAGE_KEYS``)."""
        return _stage(self.public_view()) == _stage(self.view_before)

    def automatic_seat(self) -> Seat | None:
        """The seat the host plays next: an awaited AI seat; after a timeout, the late seat
        while its turn goes on (only it moved, it alone is awaited, in the same stage: a
        Kompass draw is several steps), so that a turn times out once and is posted once."""
        awaited = self.table.game.waiting_for(self.state)
        ai = [seat for seat in awaited if self.seats[seat].is_ai]
        if ai:
            return ai[0]
        late = self.actor if self.kind == "timeout" else None
        if awaited == (late,) and self.movers == {late} and self.same_stage():
            return late
        return None

    def posts_to_channel(self) -> bool:
        """Whether these steps end with a channel post (``_posts_to_channel``); the start and
        a timeout always do: the channel is told."""
        if self.kind != "action":
            return True
        awaited_before = () if self.table.state is None else self.table.game.waiting_for(self.table.state)
        awaited = self.table.game.waiting_for(self.state)
        return _posts_to_channel(awaited_before, awaited, self.movers, self.actor, not self.same_stage())


class Host(PlayersMixin):
    def __init__(
        self,
        store: GameStore,
        clock: Clock,
        games: Mapping[str, GameRules] = rules.GAMES,
        *,
        expiry_limit: int = DEFAULT_EXPIRY_LIMIT,
        seeds: Callable[[], int] = lambda: secrets.randbits(62),
    ) -> None:
        self.store = store
        self.clock = clock
        self.games = games
        self.expiry_limit = expiry_limit
        self._seeds = seeds
        # One writer per table. Weak values: a lock lives while someone holds or awaits it, so
        # thousands of idle tables cost no memory.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # The locale each user was last stored with by this process: every interaction reports
        # its locale, and one that did not change costs no database write. (A short string per
        # user who ever played since start-up.)
        self._remembered_locales: dict[int, str] = {}
        # (table id, version) of each table whose snapshot needed rebuilding and whose log did
        # not replay: refused at once after the first attempt (one ERROR line, not one a poll).
        self._unreadable: set[tuple[int, int]] = set()
        # Table id -> the version of the one post of that table pending in the outbox, when
        # this process committed it to a table that had no other (issue 13): delivering it
        # then needs no read of the outbox. Only for a store no other process writes.
        self._sole_pending: dict[int, int] = {}
        # Channel id -> the id of its active table, as this process last found it: a move in
        # the channel then loads its table once, and the load tells whether it still is.
        self._channel_tables: dict[int, int] = {}

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
    ) -> TableInfo:
        game = self._game(game_id)
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
        async with self._storage():  # one active table per channel: the database refuses a second
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
            )
        self._channel_tables[channel_id] = record.id
        return self._info(_Table(record, (host_seat,), game, None, ()))

    async def join(self, table_id: int, user: User) -> TableInfo:
        async with self._locked(table_id) as table:
            self._require_lobby(table)
            if table.seat_of(user.id) is not None:
                raise errors.AlreadySeated()
            self._require_room(table)
            return await self._set_seats(
                table, (*table.seats, SeatRecord(len(table.seats), user.id, user.name, False))
            )

    async def leave(self, table_id: int, user: User) -> TableInfo:
        async with self._locked(table_id) as table:
            self._require_lobby(table)
            seat = self._require_seat(table, user.id)
            if user.id == table.record.host_user_id:
                raise errors.HostCannotLeave()
            others = [s for s in table.seats if s.seat != seat]
            return await self._set_seats(table, tuple(replace(s, seat=i) for i, s in enumerate(others)))

    async def add_ai(self, table_id: int, user: User) -> TableInfo:
        async with self._locked(table_id) as table:
            self._require_lobby(table)
            self._require_host(table, user.id, msg("host-only-host-adds-ai"))
            self._require_room(table)
            taken = set(table.names)
            names = (
                locales.text(table.record.language, "host-ai-name", number=k) for k in itertools.count(1)
            )
            name = next(name for name in names if name not in taken)
            return await self._set_seats(
                table, (*table.seats, SeatRecord(len(table.seats), None, name, True))
            )

    async def start(self, table_id: int, user: User) -> Publication:
        async with self._locked(table_id) as table:
            self._require_lobby(table)
            self._require_host(table, user.id, msg("host-only-host-starts"))
            game = table.game
            if len(table.seats) < game.min_players:
                raise errors.NotEnoughPlayers(len(table.seats), game.min_players)
            players = tuple(SeatRef(seat.seat) for seat in table.seats)
            begins = msg("host-game-begins", game=game.title, players=players)
            record = table.record
            state = game.setup(len(table.seats), seed=record.seed, options=record.options)
            now = self.clock.now()
            run = _Run(table, state, 1, list(table.seats), (), "start", headlines=(begins,))
            run.deadlines = self._deadlines(run, acted=None, now=now)
            # Without an AI seat to play first, the start is posted as it is; otherwise the
            # last AI step's commit carries the post.
            starts_alone = run.automatic_seat() is None
            publication = self._publish(run) if starts_alone else None
            async with self._storage():
                await self.store.start_table(
                    table_id, game.to_dict(state), run.deadlines, now,
                    publication=None if publication is None else publication.to_json(),
                )  # fmt: skip
            run.publication = publication
            if publication is not None:
                self._note_outbox(table, publication)
            await self._play_ai_seats(run)
            return self._published(run)

    async def cancel(self, table_id: int, user: User, is_admin: bool = False) -> TableInfo:
        # Who may cancel is in the table's record: its game state is never loaded, so a table
        # whose state this version cannot rebuild (TableUnreadable) can still be cancelled.
        async with self._lock(table_id):
            table = await self._without_state(table_id)
            self._require_open(table)
            if not is_admin:
                self._require_host(table, user.id, msg("host-only-host-cancels"))
            async with self._storage():
                await self.store.cancel_table(table_id, self.clock.now())
            self._sole_pending.pop(table_id, None)  # the cancel failed what was pending
            return self._info(await self._without_state(table_id))

    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None:
        async with self._lock(table_id), self._storage():
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

    def _note_outbox(self, table: _Table, publication: Publication) -> None:
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

    async def mark_delivered(self, publications: Iterable[Publication], message_id: int | None) -> None:
        """These publications of one table reached Discord; ``message_id`` (their board post)
        becomes the table's board message."""
        publications = list(publications)
        table_id, versions = _outbox_keys(publications)
        async with self._storage():
            await self.store.mark_delivered(table_id, versions, message_id, self.clock.now())
        self._forget_outbox(publications)

    async def mark_failed(self, publications: Iterable[Publication], reason: str) -> None:
        """Discord refused these publications of one table for good (``reason`` for the log)."""
        publications = list(publications)
        table_id, versions = _outbox_keys(publications)
        async with self._storage():
            await self.store.mark_failed(table_id, versions, reason, self.clock.now())
        self._forget_outbox(publications)

    async def count_attempt(self, publications: Iterable[Publication], reason: str) -> None:
        """Delivering these publications failed for now; they stay pending."""
        table_id, versions = _outbox_keys(publications)
        async with self._storage():
            await self.store.count_attempt(table_id, versions, reason, self.clock.now())

    async def dm_channels(self) -> dict[int, int]:
        """User id -> the stored id of the bot's DM channel with that user."""
        return await self.store.dm_channels()

    async def set_dm_channel(self, user_id: int, channel_id: int) -> None:
        async with self._storage():
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
        async with self._locked(table_id) as table:
            if check is not None:
                check(self._info(table))
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
            async with self._locked(known) as table:
                if table.record.channel_id == channel_id and table.record.status in ("lobby", "playing"):
                    return await self._submit(table, user_id, code, None, locale)
            self._channel_tables.pop(channel_id, None)  # closed: the channel may have a new table
        loaded = await self._load_active(channel_id)
        if loaded is None:
            return None
        async with self._locked(loaded.record.id) as table:
            return await self._submit(table, user_id, code, None, locale)

    async def _submit(
        self,
        table: _Table,
        user_id: int,
        code: str | Chooser,
        expected_version: int | None,
        locale: str = locales.DEFAULT_LOCALE,
    ) -> Publication:
        self._require_playing(table)
        self._require_unpaused(table)
        seat = self._require_seat(table, user_id)
        if expected_version is not None and expected_version != table.record.version:
            raise errors.StaleVersion()
        awaited = table.awaited()
        if seat not in awaited:
            raise errors.NotYourTurn([table.names[s] for s in awaited])
        if callable(code):
            code = code(self._choices(table, seat, locale))
        game = table.game
        run = self._run(table, "action", seat)
        rested = replace(run.seats[seat], expiries=0)
        try:
            action = find_action(game.legal_actions(table.state, seat), game.parse_action(code))
            await self._step(run, seat, action, (rested,) if rested != run.seats[seat] else ())
        except (InvalidActionError, IllegalActionError) as error:  # raised before any write
            raise errors.BadAction(error.message) from error
        await self._play_ai_seats(run)
        return self._published(run)

    async def run_due(self) -> list[Publication | Reminder]:
        """Send due reminders and play expired turns (and AI seats left waiting by a crash)."""
        results: list[Publication | Reminder] = []
        now = self.clock.now()
        for deadline in await self.store.due_deadlines(now):
            try:
                result = await self._due(deadline, now)
            except errors.TableUnreadable:
                continue  # logged when loading failed; the other tables' turns go on
            if result is not None:
                results.append(result)
        return results

    async def _due(self, deadline: Deadline, now: float) -> Publication | Reminder | None:
        if deadline.due <= now:
            return await self._expire(deadline)
        table = await self._load(deadline.table_id)
        user_id = table.seats[deadline.seat].user_id
        if user_id is not None and await self._reminder_held(deadline, user_id, now):
            return None  # reminders off, or quiet hours
        if not await self.store.mark_reminded(deadline) or user_id is None:
            return None
        return Reminder(self._info(table), user_id, deadline.seat, deadline.due, table.locale_of(user_id))

    async def _expire(self, deadline: Deadline) -> Publication | None:
        async with self._locked(deadline.table_id) as table:
            if (deadline.seat, deadline.due) not in {(d.seat, d.due) for d in table.deadlines}:
                return None  # the turn was played or re-timed since the deadline was read
            sitter = table.seats[deadline.seat]
            run = self._run(
                table, "action" if sitter.is_ai else "timeout", None if sitter.is_ai else sitter.seat
            )
            if sitter.is_ai:  # an AI move interrupted by a restart
                await self._play_ai_seats(run)
                return self._published(run)
            expiries = sitter.expiries + 1
            takeover = expiries >= self.expiry_limit
            updated = replace(
                sitter, expiries=expiries, is_ai=takeover, user_id=None if takeover else sitter.user_id
            )
            player = SeatRef(deadline.seat)
            run.headlines = (msg("host-ran-out-of-time", player=player),)
            if takeover:
                run.headlines += (msg("host-ai-takes-over", count=expiries, player=player),)
            await self._step(run, deadline.seat, self._ai_choice(run, deadline.seat), seat_updates=(updated,))
            await self._play_ai_seats(run)  # the rest of the late seat's turn too
            return self._published(run)

    # -- reads ----------------------------------------------------------------------------

    async def table(self, table_id: int) -> TableInfo:
        return self._info(await self._load(table_id))

    async def active_table(self, channel_id: int) -> TableInfo | None:
        loaded = await self._load_active(channel_id)
        return None if loaded is None else self._info(await self._table(loaded))

    async def legal_actions(self, table_id: int, user_id: int, locale: str) -> list[ActionChoice]:
        """What ``user_id`` may do now, labelled in ``locale`` (seat names filled in)."""
        table = await self._load(table_id)
        seat = table.seat_of(user_id)
        return [] if seat is None else list(self._choices(table, seat, locale))

    async def legal_actions_here(self, channel_id: int, user_id: int, locale: str) -> list[ActionChoice]:
        """``legal_actions`` at the channel's active table (none without one), loading it
        once: autocomplete asks at every keystroke."""
        loaded = await self._load_active(channel_id)
        if loaded is None:
            return []
        table = await self._table(loaded)
        seat = table.seat_of(user_id)
        return [] if seat is None else list(self._choices(table, seat, locale))

    @staticmethod
    def _choices(table: _Table, seat: Seat, locale: str) -> tuple[ActionChoice, ...]:
        if seat not in table.awaited():
            return ()
        return tuple(
            ActionChoice(action.code, locales.render(action.label, locale, table.names))
            for action in table.game.legal_actions(table.state, seat)
        )

    async def view(self, table_id: int, user_id: int | None) -> dict[str, Any]:
        table = await self._load(table_id)
        if table.state is None:
            raise errors.NotStarted()
        return table.game.view(table.state, table.seat_of(user_id))

    async def log(self, table_id: int, user_id: int | None, locale: str, limit: int = 20) -> list[str]:
        """The last ``limit`` log lines as ``user_id`` may read them (rebuilt from the log), in
        ``locale``."""
        table = await self._load(table_id)
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
        async with self._storage():
            await self.store.set_user_locale(user_id, locale)
        self._remembered_locales[user_id] = locale

    # -- internals: loading and checks ----------------------------------------------------

    def _game(self, game_id: str) -> GameRules:
        try:
            return self.games[game_id]
        except KeyError:
            raise errors.UnknownGame(game_id, sorted(self.games)) from None

    async def _load_active(self, channel_id: int) -> LoadedTable | None:
        """The channel's lobby or game, remembered for ``submit_here``."""
        loaded = await self.store.load_active(channel_id)
        if loaded is not None:
            self._channel_tables[channel_id] = loaded.record.id
        return loaded

    async def _load(self, table_id: int) -> _Table:
        loaded = await self.store.load(table_id)
        if loaded is None:
            raise errors.TableNotFound(table_id)
        return await self._table(loaded)

    async def _without_state(self, table_id: int) -> _Table:
        """The table's record, seats and deadlines without its game state: enough to tell who
        may do what to a table that is not being played, never for play."""
        loaded = await self.store.load(table_id)
        if loaded is None:
            raise errors.TableNotFound(table_id)
        game = self._game(loaded.record.game_id)
        return _Table(
            loaded.record, loaded.seats, game, None, loaded.deadlines, loaded.players, loaded.undelivered
        )

    async def _table(self, loaded: LoadedTable) -> _Table:
        record = loaded.record
        game = self._game(record.game_id)
        try:
            state = game.from_dict(record.snapshot) if record.snapshot is not None else None
        except SnapshotSchemaError:
            state = await self._rebuild(loaded, game)
        return _Table(record, loaded.seats, game, state, loaded.deadlines, loaded.players, loaded.undelivered)

    async def _rebuild(self, loaded: LoadedTable, game: GameRules) -> State:
        """The state of a table whose snapshot another version of its engine wrote (after an
        upgrade), replayed from the seed, the options and the action log, and stored in place
        of the old snapshot so that it happens once. A log the engine does not replay leaves
        the table as it is, refused with ``TableUnreadable``."""
        record = loaded.record
        if (record.id, record.version) in self._unreadable:
            raise errors.TableUnreadable(record.id)
        entries = await self.store.log(record.id)
        try:
            # a whole game's replay takes tens of milliseconds or more: off the event loop
            state = await asyncio.to_thread(_replayed, game, loaded, entries)
        except Exception as error:  # whatever the engine raises, the log does not fit it
            log.error(
                "Table %s (%s) cannot be loaded: its snapshot has schema %r and its log does not "
                "replay (%s); the table is left as it is",
                record.id,
                record.game_id,
                record.snapshot.get("schema"),
                error,
                exc_info=True,
            )
            self._unreadable.add((record.id, record.version))
            raise errors.TableUnreadable(record.id) from error
        snapshot = game.to_dict(state)
        async with self._storage():
            replaced = await self.store.replace_snapshot(record.id, record.version, snapshot)
        if replaced:
            log.info(
                "Table %s (%s) rebuilt from its log: snapshot schema %r -> %r",
                record.id,
                record.game_id,
                record.snapshot.get("schema"),
                snapshot.get("schema"),
            )
        return state

    def _lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    @asynccontextmanager
    async def _locked(self, table_id: int) -> AsyncIterator[_Table]:
        # The in-process lock first: coroutines of this process queue here for free; the
        # database lock then keeps other processes sharing the database (PostgreSQL) out of
        # the table until the steps are committed.
        async with self._lock(table_id), self._storage(), self.store.table_lock(table_id):
            yield await self._load(table_id)

    @asynccontextmanager
    async def _storage(self) -> AsyncIterator[None]:
        """Storage refusals as host errors."""
        try:
            yield
        except StaleVersionError as error:
            raise errors.StaleVersion() from error
        except ChannelActiveError as error:
            raise errors.ChannelBusy() from error
        except StorageBusyError as error:
            raise errors.DatabaseBusy() from error

    @staticmethod
    def _require_open(table: _Table) -> None:
        if table.record.status in ("finished", "cancelled"):
            raise errors.TableClosed(table.record.status)

    def _require_lobby(self, table: _Table) -> None:
        self._require_open(table)
        if table.record.status != "lobby":
            raise errors.AlreadyStarted()

    def _require_playing(self, table: _Table) -> None:
        self._require_open(table)
        if table.record.status != "playing":
            raise errors.NotStarted()

    @staticmethod
    def _require_seat(table: _Table, user_id: int) -> Seat:
        seat = table.seat_of(user_id)
        if seat is None:
            raise errors.NotSeated()
        return seat

    @staticmethod
    def _require_host(table: _Table, user_id: int, refusal: Message) -> None:
        if user_id != table.record.host_user_id:
            raise errors.NotHost(refusal)

    @staticmethod
    def _require_room(table: _Table) -> None:
        if len(table.seats) >= table.game.max_players:
            raise errors.TableFull(table.game.max_players)

    async def _set_seats(self, table: _Table, seats: tuple[SeatRecord, ...]) -> TableInfo:
        """Replace the lobby's seats; the table as it now is (no need to read it back)."""
        async with self._storage():
            await self.store.set_lobby_seats(table.record.id, seats, self.clock.now())
        return self._info(replace(table, seats=seats))

    # -- internals: steps -----------------------------------------------------------------

    def _run(self, table: _Table, kind: str, actor: Seat | None) -> _Run:
        pending = table.record.pending
        run = _Run(
            table, table.state, table.record.version, list(table.seats), table.deadlines, kind, actor,
            earlier=pending, pending=list(pending),
        )  # fmt: skip
        run.before = self._private_views(run)
        return run

    def _deadlines(self, run: _Run, acted: Seat | None, now: float) -> tuple[Deadline, ...]:
        """Deadlines after a step: a fresh one for each newly awaited human seat (and for the
        seat that just acted, if it must act again), the running one for a seat still waited
        on, and "now" for an awaited AI seat, so that ``run_due`` finishes AI moves a crash
        interrupted."""
        table_id = run.table.record.id
        turn = run.table.record.turn_seconds
        running = {d.seat: d for d in run.deadlines if d.seat != acted}
        result = []
        for seat in run.table.game.waiting_for(run.state):
            if run.seats[seat].is_ai:
                result.append(Deadline(table_id, seat, now, now, reminded=True))
            elif seat in running:
                result.append(running[seat])
            else:  # a player away gets the turn time from their return (PlayersMixin.go_away)
                start = run.table.turn_starts(run.seats[seat].user_id, now)
                result.append(Deadline(table_id, seat, start + turn, start + turn * REMINDER_AT))
        return tuple(result)

    async def _step(
        self, run: _Run, seat: Seat, action: Action, seat_updates: tuple[SeatRecord, ...] = ()
    ) -> None:
        """Apply one action and commit it (snapshot, log entry, version, deadlines and the
        messages the channel has not been shown yet, at once). The last step of a run that
        ends with a channel post commits no pending message: they are all in that post, which
        the same commit puts in the outbox (``run.publication``)."""
        game = run.table.game
        transition = game.apply(run.state, seat, action)
        run.state = transition.state
        for update in seat_updates:
            run.seats[update.seat] = update
        now = self.clock.now()
        status = _status(game, run.state)
        run.deadlines = self._deadlines(run, acted=seat, now=now) if status == "playing" else ()
        said = (game.describe(event, None) for event in transition.events)
        run.pending += [
            *(_pending(run.headlines, log=False) if not run.movers else ()),  # with the first step
            *_pending((message for message in said if message is not None), log=True),
        ]
        run.movers.add(seat)
        run.events.extend(transition.events)
        run.posted = run.automatic_seat() is None and run.posts_to_channel()
        pending = () if run.posted else tuple(run.pending)
        publication = self._publish(run, run.version + 1) if run.posted else None
        step = Step(
            seat, action.code, game.to_dict(run.state), status, run.deadlines, seat_updates, pending,
            None if publication is None else publication.to_json(),
        )  # fmt: skip
        async with self._storage():
            run.version = await self.store.commit_step(run.table.record.id, run.version, step, now)
        run.publication = publication
        if publication is not None:
            self._note_outbox(run.table, publication)

    def _ai_choice(self, run: _Run, seat: Seat) -> Action:
        """The AI policy for ``seat``, from that seat's own view; the generator is derived from
        the table seed and version, so an AI move is reproducible but not predictable."""
        game = run.table.game
        rng = seeded_rng(run.table.record.seed, "ai", run.version)
        return game.ai_action(game.view(run.state, seat), game.legal_actions(run.state, seat), rng)

    async def _play_ai_seats(self, run: _Run) -> None:
        """Play AI seats (and the rest of a late seat's turn), one logged step each, while the
        game waits for one of them (``_Run.automatic_seat``)."""
        while (seat := run.automatic_seat()) is not None:
            await self._step(run, seat, self._ai_choice(run, seat))

    # -- internals: publishing ------------------------------------------------------------

    def _private_views(self, run: _Run) -> dict[Seat, dict[str, Any]]:
        return {s.seat: run.table.game.view(run.state, s.seat) for s in run.human_seats()}

    def _published(self, run: _Run) -> Publication:
        """The publication of a finished run: the one its last commit put in the outbox, or,
        when the turn goes on (held, nothing posted), what its actor reads."""
        return run.publication if run.publication is not None else self._publish(run)

    def _publish(self, run: _Run, version: int | None = None) -> Publication:
        """What to show after the steps of ``run``, at ``version`` (the run's own unless the
        step being committed makes it). In the channel (when ``_posts_to_channel`` says so;
        its last step then stored no pending message): everything not shown since the last
        channel post (what the host said, the public log lines), then whom the game waits for
        or how it ended, in the table's language."""
        game = run.table.game
        before = run.before
        version = run.version if version is None else version
        record = replace(run.table.record, version=version, status=_status(game, run.state))
        table = replace(
            run.table, record=record, seats=tuple(run.seats), state=run.state, deadlines=run.deadlines
        )
        info = self._info(table)
        changed = {}  # the human seats whose private view the steps changed: (seat, view)
        for seat in run.human_seats():
            view = game.view(run.state, seat.seat)
            if before is None or before.get(seat.seat) != view:
                changed[seat.seat] = (seat, view)
        readers = {number: table.locale_of(seat.user_id) for number, (seat, _) in changed.items()}
        public_view = run.public_view()
        outcome = game.outcome(run.state) if info.status == "finished" else None
        round_started = before is None or _deal(public_view) != _deal(run.view_before)
        earlier = [(Message.from_json(entry["message"]), entry["log"]) for entry in run.earlier]
        texts = step_texts(
            game,
            run.events,
            info.names,
            record.language,
            readers,
            before=(*(message for message, _ in earlier), *run.headlines),
            after=closing(info.awaited, outcome),
        )
        earlier_lines = tuple(
            locales.render(message, record.language, info.names) for message, log in earlier if log
        )
        private = tuple(
            PrivateUpdate(
                seat.user_id, number, view, texts.private[number], readers[number],
                self._choices(table, number, readers[number]) if number == run.actor else None,
            )
            for number, (seat, view) in changed.items()
        )  # fmt: skip
        return Publication(
            table=info,
            kind=run.kind,
            caption=texts.caption,
            lines=earlier_lines + texts.lines,
            public_view=public_view,
            private=private,
            outcome=outcome,
            round_started=round_started,
            actor_seat=run.actor,
            post_to_channel=run.posted,
            awaited_before=run.table.awaited() if run.table.state is not None and run.same_stage() else (),
            players=run.table.players,
        )

    def _info(self, table: _Table) -> TableInfo:
        record = table.record
        awaited = table.awaited()
        dues = [d.due for d in table.deadlines if d.seat in awaited and not table.seats[d.seat].is_ai]
        return TableInfo(
            id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            game_id=record.game_id,
            status=record.status,
            host_user_id=record.host_user_id,
            options=record.options,
            turn_seconds=record.turn_seconds,
            version=record.version,
            seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.is_ai) for s in table.seats),
            awaited=awaited,
            deadline=min(dues, default=None),
            lobby_message_id=record.lobby_message_id,
            board_message_id=record.board_message_id,
            language=record.language,
            replay_at_end=record.replay_at_end,
        )


def _outbox_keys(publications: Iterable[Publication]) -> tuple[int, list[int]]:
    """The outbox key of publications of one table: its id and their versions."""
    chosen = list(publications)
    table_ids = {publication.table.id for publication in chosen}
    if len(table_ids) != 1:
        raise ValueError(f"publications of one table expected, not of {sorted(table_ids)}")
    return table_ids.pop(), [publication.table.version for publication in chosen]


def _replayed(game: GameRules, loaded: LoadedTable, entries: list[LogEntry]) -> State:
    """The state the logged actions lead to, checked against what the table says of itself:
    one action per version since the start, and the same status."""
    record = loaded.record
    if record.status in ("playing", "finished") and len(entries) != record.version - 1:
        raise ValueError(f"{len(entries)} logged actions at version {record.version}")
    state = replay(game, len(loaded.seats), record.seed, record.options, entries)
    if record.status in ("playing", "finished") and _status(game, state) != record.status:
        raise ValueError(f"the replayed game is {_status(game, state)}, the table {record.status}")
    return state


def _log_lines(table: _Table, viewer: Seat | None, log: list[LogEntry], locale: str, limit: int) -> list[str]:
    """The last ``limit`` lines ``viewer`` reads in the replayed ``log``, in ``locale``."""
    record = table.record
    steps = replay_steps(table.game, len(table.seats), record.seed, record.options, log)
    messages: list[Message] = []
    try:
        for _, transition in steps:
            said = (table.game.describe(event, viewer) for event in transition.events)
            messages.extend(message for message in said if message is not None)
    except (IllegalActionError, InvalidActionError):
        # A table started before a rules correction: its state plays on from the snapshot, but
        # its older moves may not replay under today's rules. Show what does, and say so.
        messages.append(msg("host-log-older-rules"))
    return [locales.render(message, locale, table.names) for message in messages[-limit:]]


def _require_locale(locale: str) -> None:
    if locale not in locales.LOCALES:
        raise errors.BadOption(msg("host-unknown-language", language=locale, known=locales.LOCALES))


DEAL_KEYS = ("round", "part")
"""Public-view entries that number the deals of a game (Saboteur rounds, Alethiometer parts):
when one changes, every human seat has new private information to be sent."""


STAGE_KEYS = (*DEAL_KEYS, "phase")
"""Public-view entries that name the stage of a game: when one changes, a player's turn is
over even if the game awaits the same player next (a Saboteur round ends and its winner drafts
gold first; a Kompass round's moves end and its tasks begin)."""


def _deal(public_view: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(public_view.get(key) for key in DEAL_KEYS)


def _stage(public_view: Mapping[str, Any]) -> tuple[Any, ...]:
    return tuple(public_view.get(key) for key in STAGE_KEYS)


def _pending(messages: Iterable[Message], *, log: bool) -> list[dict[str, Any]]:
    """Entries of ``TableRecord.pending``: ``log`` for the game's log lines, not for what the
    host says (a timeout)."""
    return [{"message": message.to_json(), "log": log} for message in messages]


def _posts_to_channel(
    awaited_before: tuple[Seat, ...],
    awaited_after: tuple[Seat, ...],
    movers: set[Seat],
    actor: Seat | None,
    stage_changed: bool,
) -> bool:
    """Whether the steps of a run end with a channel post: one post per player's turn, not per
    engine step (DESIGN.md, "Publishing"). A run that only the ``actor`` played (no AI move,
    no other seat) and that leaves the game awaiting no seat it did not await before, in the
    same stage of the game, is held: the actor reads it in his own reply and the channel gets it
    with the post that ends the turn. So:

    - the same player still deciding within his turn (a Kompass draw, an Alethiometer spin
      and then its icon): held;
    - a simultaneous decision (several seats awaited at once, like the Alethiometer character
      choice): one of them finishing is held, because the others already know from the post
      that opened the decision that they are awaited, and a post per finisher would cost as
      many posts as turns taken one by one; the channel gets one post once everyone decided
      (the awaited set then changes otherwise), with every line. Who is still awaited is
      what ``/game status`` says meanwhile;
    - posted: the end of the game, a new round, part or phase (``STAGE_KEYS``: a Saboteur
      round won before its gold draft, the Alethiometer characters all chosen), any AI move or
      other seat's step (the turn passed and maybe came back), and any seat newly awaited,
      who must be told it is their turn. (``_publish`` posts the start and every timeout in
      any case: the AI played out the late seat's turn, and the channel is told.)
    """
    if actor is None or stage_changed or not awaited_after or movers != {actor}:
        return True
    return not set(awaited_after) <= set(awaited_before)


def _status(game: GameRules, state: State) -> str:
    return "playing" if game.waiting_for(state) else "finished"
