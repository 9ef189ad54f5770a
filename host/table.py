"""A table as the host loads it, and where the host gets its tables (docs/architecture.md, "The
host"). ``Table`` is the loaded table: its record, seats, game state, deadlines and the seated
players' settings, with the checks every host call makes and the fresh-turn-deadline rule.
``Tables`` loads them from the store, one writer per table, and turns storage refusals into host
errors: the host's play (``host.host``) and its players' features (``host.players``) share it."""

from __future__ import annotations

import asyncio
import logging
import weakref
from collections.abc import AsyncIterator, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import locales
from host import errors
from host.bounded import Recent
from host.log_context import about_table
from host.model import ActionChoice, TableInfo
from host.replay import replay
from rules.core import Action, GameRules, Message, Seat, SnapshotSchemaError, State
from storage import (
    ChannelActiveError,
    Deadline,
    GameStore,
    LoadedTable,
    LogEntry,
    PlayerSettings,
    SeatRecord,
    StaleVersionError,
    StorageBusyError,
    TableRecord,
)

log = logging.getLogger("gamehost.host.table")

DEFAULT_TURN_SECONDS = 86_400
MIN_TURN_SECONDS = 60
MAX_TURN_SECONDS = 30 * 86_400  # an absent player may block a table for a month, not for ever
REMINDER_AT = 0.75
"""The reminder goes out when three quarters of the turn time have passed: of a day that
leaves six hours, enough to be seen by a player in another time zone or just waking up; of
the one-minute minimum, fifteen seconds. A fixed "one hour before" would be useless for short
turns and too late for someone asleep."""
UNREADABLE_REMEMBERED = 1_000
"""Unreadable table versions remembered (refused without a retry), the most recent kept."""


def game_status(game: GameRules[State], state: State) -> str:
    """The table status a started game's ``state`` means: "playing" or "finished"."""
    return "playing" if game.waiting_for(state) else "finished"


def labelled_choices(
    actions: Iterable[Action], locale: str, names: Sequence[str]
) -> tuple[ActionChoice, ...]:
    """Actions as a player chooses them, labelled in ``locale``, one choice per label: actions
    that read the same are the same move for the player (two identical cards in hand, issue
    23), so menus and suggestions offer the first of them."""
    by_label: dict[str, ActionChoice] = {}
    for action in actions:
        label = locales.render(action.label, locale, names)
        by_label.setdefault(label, ActionChoice(action.code, label))
    return tuple(by_label.values())


def first_reminder(settings: PlayerSettings | None, turn: float) -> float:
    """Seconds into a turn of ``turn`` seconds that its first reminder is due: after the
    player's own interval when shorter than the turn (``PlayerSettings.remind_every``, issue
    33; again every interval until the deadline, ``Host._due``), else at ``REMINDER_AT``."""
    every = None if settings is None else settings.remind_every
    return every if every is not None and every < turn else turn * REMINDER_AT


@dataclass(frozen=True)
class Table:
    """A table as loaded (under its lock, for a change)."""

    record: TableRecord
    seats: tuple[SeatRecord, ...]
    game: GameRules[State]
    state: State | None
    deadlines: tuple[Deadline, ...]
    players: Mapping[int, PlayerSettings] = field(default_factory=dict)
    """The stored settings of each seated user the store knows, by user id."""
    undelivered: int = 0
    """How many of the table's posts were pending in the outbox when it was loaded."""

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

    def info(self) -> TableInfo:
        """The table as the host's callers see it."""
        awaited = self.awaited()
        dues = [d.due for d in self.deadlines if d.seat in awaited and not self.seats[d.seat].is_ai]
        return TableInfo.of(self.record, self.seats, awaited, min(dues, default=None))

    def choices(self, seat: Seat, locale: str) -> tuple[ActionChoice, ...]:
        """What ``seat`` may do now, labelled in ``locale`` (none while it is not awaited)."""
        if self.state is None or seat not in self.awaited():
            return ()
        return labelled_choices(self.game.legal_actions(self.state, seat), locale, self.names)

    # -- deadlines ------------------------------------------------------------------------

    def turn_starts(self, user_id: int | None, now: float) -> float:
        """When a turn coming to ``user_id`` now starts: at the end of their time away, if they
        are away (``Players.go_away``)."""
        settings = self.players.get(user_id) if user_id is not None else None
        ends = None if settings is None else settings.away_until
        return now if ends is None else max(now, ends)

    def fresh_deadline(self, seat: Seat, user_id: int | None, now: float) -> Deadline:
        """A whole turn time for ``seat`` held by ``user_id``, from now or from the end of their
        time away, reminded at ``REMINDER_AT`` of it."""
        start = self.turn_starts(user_id, now)
        turn = self.record.turn_seconds
        every = first_reminder(self.players.get(user_id) if user_id is not None else None, turn)
        return Deadline(self.record.id, seat, start + turn, start + every)

    def deadlines_after(
        self,
        state: State,
        seats: Sequence[SeatRecord],
        running: Iterable[Deadline],
        acted: Seat | None,
        now: float,
    ) -> tuple[Deadline, ...]:
        """Deadlines after a step that left the game in ``state`` with ``seats``: a fresh one
        for each newly awaited human seat (and for the seat that just acted, if it must act
        again), the ``running`` one for a seat still waited on, and "now" for an awaited AI
        seat, so that ``run_due`` finishes AI moves a crash interrupted."""
        kept = {d.seat: d for d in running if d.seat != acted}
        result = []
        for seat in self.game.waiting_for(state):
            if seats[seat].is_ai:
                result.append(Deadline(self.record.id, seat, now, now, reminded=True))
            elif seat in kept:
                result.append(kept[seat])
            else:
                result.append(self.fresh_deadline(seat, seats[seat].user_id, now))
        return tuple(result)

    # -- checks: each raises a host error and changes nothing -------------------------------

    def require_open(self) -> None:
        if self.record.status in ("finished", "cancelled"):
            raise errors.TableClosed(self.record.status)

    def require_lobby(self) -> None:
        self.require_open()
        if self.record.status != "lobby":
            raise errors.AlreadyStarted()

    def require_playing(self) -> None:
        self.require_open()
        if self.record.status != "playing":
            raise errors.NotStarted()

    def require_unpaused(self) -> None:
        if self.record.paused_at is not None:
            raise errors.TablePaused()

    def require_seat(self, user_id: int) -> Seat:
        seat = self.seat_of(user_id)
        if seat is None:
            raise errors.NotSeated()
        return seat

    def require_host(self, user_id: int, refusal: Message) -> None:
        if user_id != self.record.host_user_id:
            raise errors.NotHost(refusal)

    def require_room(self) -> None:
        if len(self.seats) >= self.game.max_players:
            raise errors.TableFull(self.game.max_players)


@asynccontextmanager
async def storage_refusals() -> AsyncIterator[None]:
    """Storage refusals as host errors."""
    try:
        yield
    except StaleVersionError as error:
        raise errors.StaleVersion() from error
    except ChannelActiveError as error:
        raise errors.ChannelBusy() from error
    except StorageBusyError as error:
        raise errors.DatabaseBusy() from error


class Tables:
    """The store's tables as the host loads them, one writer per table."""

    def __init__(self, store: GameStore, games: Mapping[str, GameRules[State]]) -> None:
        self.store = store
        self.games = games
        # One writer per table. Weak values: a lock lives while someone holds or awaits it, so
        # thousands of idle tables cost no memory.
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        # (table id, version) of each table whose snapshot needed rebuilding and whose log did
        # not replay: refused at once after the first attempt (one ERROR line, not one a poll;
        # the most recent ones: one forgotten is tried and logged once more).
        self._unreadable: Recent[tuple[int, int]] = Recent(UNREADABLE_REMEMBERED)

    def game(self, game_id: str) -> GameRules[State]:
        try:
            return self.games[game_id]
        except KeyError:
            raise errors.UnknownGame(game_id, sorted(self.games)) from None

    def lock(self, table_id: int) -> asyncio.Lock:
        lock = self._locks.get(table_id)
        if lock is None:
            lock = self._locks[table_id] = asyncio.Lock()
        return lock

    @asynccontextmanager
    async def locked(self, table_id: int) -> AsyncIterator[Table]:
        """The table, loaded under its lock and held until the block ends."""
        # The in-process lock first: coroutines of this process queue here for free; the
        # database lock then keeps other processes sharing the database (PostgreSQL) out of
        # the table until the steps are committed.
        async with self.lock(table_id), storage_refusals(), self.store.table_lock(table_id):
            with about_table(table_id):
                yield await self.load(table_id)

    async def load(self, table_id: int) -> Table:
        loaded = await self.store.load(table_id)
        if loaded is None:
            raise errors.TableNotFound(table_id)
        return await self.table(loaded)

    async def info(self, table_id: int) -> TableInfo:
        return (await self.load(table_id)).info()

    async def without_state(self, table_id: int) -> Table:
        """The table's record, seats and deadlines without its game state: enough to tell who
        may do what to a table that is not being played, never for play."""
        loaded = await self.store.load(table_id)
        if loaded is None:
            raise errors.TableNotFound(table_id)
        game = self.game(loaded.record.game_id)
        return Table(
            loaded.record, loaded.seats, game, None, loaded.deadlines, loaded.players, loaded.undelivered
        )

    async def table(self, loaded: LoadedTable) -> Table:
        """``loaded`` with its game state (rebuilt from the log if its snapshot is too old)."""
        record = loaded.record
        game = self.game(record.game_id)
        try:
            state = game.from_dict(record.snapshot) if record.snapshot is not None else None
        except SnapshotSchemaError:
            state = await self._rebuild(loaded, game)
        return Table(record, loaded.seats, game, state, loaded.deadlines, loaded.players, loaded.undelivered)

    async def readable(self, loaded: LoadedTable) -> Table | None:
        """``table``, or None for one that cannot be read (logged once): a listing goes on
        without it."""
        try:
            return await self.table(loaded)
        except errors.TableUnreadable:
            return None

    async def _rebuild(self, loaded: LoadedTable, game: GameRules[State]) -> State:
        """The state of a table whose snapshot another version of its engine wrote (after an
        upgrade), replayed from the seed, the options and the action log, and stored in place
        of the old snapshot so that it happens once. A log the engine does not replay leaves
        the table as it is, refused with ``TableUnreadable``."""
        record = loaded.record
        snapshot_schema = None if record.snapshot is None else record.snapshot.get("schema")
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
                snapshot_schema,
                error,
                exc_info=True,
            )
            self._unreadable.add((record.id, record.version))
            raise errors.TableUnreadable(record.id) from error
        snapshot = game.to_dict(state)
        async with storage_refusals():
            replaced = await self.store.replace_snapshot(record.id, record.version, snapshot)
        if replaced:
            log.info(
                "Table %s (%s) rebuilt from its log: snapshot schema %r -> %r",
                record.id,
                record.game_id,
                snapshot_schema,
                snapshot.get("schema"),
            )
        return state


def _replayed(game: GameRules[State], loaded: LoadedTable, entries: list[LogEntry]) -> State:
    """The state the logged actions lead to, checked against what the table says of itself:
    one action per version since the start, and the same status."""
    record = loaded.record
    if record.status in ("playing", "finished") and len(entries) != record.version - 1:
        raise ValueError(f"{len(entries)} logged actions at version {record.version}")
    state = replay(game, len(loaded.seats), record.seed, record.options, entries)
    if record.status in ("playing", "finished") and game_status(game, state) != record.status:
        raise ValueError(f"the replayed game is {game_status(game, state)}, the table {record.status}")
    return state
