"""A season of play (issue 33): a player's private note at a table, the lobby's host removing
a player, hosting handed to another seated player or passed on when the host is gone, and
lobbies that waited longer than their server allows closed. ``Season`` holds these features; like
``host.players.Players`` it loads and locks tables through the host's ``Tables``, stores each
change with the notices that tell it (``storage.Notice``: posted by the cogs, after a restart
too), and ``Host`` offers its calls."""

from __future__ import annotations

import asyncio
from dataclasses import replace

import locales
from host.clock import Clock
from host.errors import BadSetting, NotStarted
from host.model import Recap, TableInfo, User
from host.players import notice
from host.replay import described
from host.servers import DEFAULT_LOBBY_DAYS, lobby_days
from host.table import Table, Tables, storage_refusals
from rules.core import msg
from storage import Deadline, DirectMessage, LogEntry, Notice, SeatRecord, Takeover

DAY = 86_400
TAKEOVER_AFTER = 0.25
"""A seat may be voted over to the AI once its player has been awaited for this share of the
turn time: a quarter of a day-long turn is six hours, long enough not to be a nudge."""
MAX_FOLLOWERS = 25
"""At most this many followers a table: each costs a DM at every round's end."""
MAX_NOTE = 1000
"""The longest private note, in characters: a few lines to remember a game by, never a file."""
RECAP_LINES = 40
"""The most lines a recap shows, the most recent: a seat that never moved in a long game (or
came back after days) reads what it needs to play on, not the whole log (``/game log``)."""


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

    # -- catching up ----------------------------------------------------------------------

    async def moves_since(self, table_id: int, user_id: int) -> int | None:
        """How many actions were logged at a started table since ``user_id``'s own last one
        (since the start if they have not moved); None when they hold no seat there."""
        table = await self.tables.without_state(table_id)
        seat = table.seat_of(user_id)
        if seat is None or table.record.status == "lobby":
            return None
        log = await self.store.log(table_id)
        return len(log) - _after_own_move(log, seat)

    async def recap(self, table_id: int, user_id: int, locale: str) -> Recap:
        """What happened at the table since ``user_id``'s own last move, in ``locale``: the log
        lines their seat may read (the public lines and their own secrets, never another
        seat's: ``GameRules.describe`` for that seat), folded as a turn post folds them
        (``GameRules.summarize``), the most recent ``RECAP_LINES``. A turn the AI played for
        them when their time ran out counts as their own move: it is in their log."""
        table = await self.tables.load(table_id)
        if table.state is None:
            raise NotStarted()
        seat = table.require_seat(user_id)
        log = await self.store.log(table_id)
        start = _after_own_move(log, seat)
        record = table.record
        # Replaying a whole game takes tens of milliseconds or more: off the event loop.
        said = await asyncio.to_thread(
            described, table.game, len(table.seats), record.seed, record.options, log, seat, start
        )
        folded = table.game.summarize(tuple(said))
        shown = folded[-RECAP_LINES:]
        lines = tuple(locales.render(message, locale, table.names) for message in shown)
        return Recap(len(log) - start, start == 0, lines, len(folded) - len(shown))

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

    # -- absent players: the AI plays their seat by vote ----------------------------------

    async def propose_takeover(
        self, table_id: int, user: User, seat: int
    ) -> tuple[list[Notice], Deadline | None]:
        """A seated player proposes that the AI plays the absent player of ``seat`` (0-based)
        now; their own vote counts. The channel is told by a notice with an Agree button. When
        that vote is already a majority, the seat goes to the AI at once: the deadline returned
        is the AI's turn, due now (``Host.propose_takeover`` plays it)."""
        async with self.tables.locked(table_id) as table:
            due = self._absent(table, user.id, seat)
            proposal = Takeover(
                0, table_id, seat, table.seats[seat].user_id or 0, due, "open", frozenset({user.id})
            )
            if self._agreed(table, proposal):  # no one else to ask
                return await self._take(table, proposal)
            told = notice(table.record, "takeover", seat=seat, user_id=proposal.user_id, by=user.id)
            async with storage_refusals():
                stored = await self.store.propose_takeover(proposal, user.id, self.clock.now(), (told,))
            if stored is None:
                raise BadSetting(msg("host-takeover-open"))
            return stored, None

    async def agree(
        self, table_id: int, takeover_id: int, user: User
    ) -> tuple[list[Notice], Deadline | None]:
        """``user`` agrees to the proposal ``takeover_id``; a majority of the other human
        players hands the seat to the AI at once (as ``propose_takeover``). Refused, changing
        nothing, for a second vote, a player who is not seated, the absent player themselves,
        and a seat no longer absent (played, handed over, its turn moved on)."""
        async with self.tables.locked(table_id) as table:
            takeover = await self.store.takeover(takeover_id)
            if takeover is None or takeover.table_id != table_id or takeover.status != "open":
                raise BadSetting(msg("host-takeover-over"))
            if self._absent(table, user.id, takeover.seat) != takeover.due:
                raise BadSetting(msg("host-takeover-over"))
            async with storage_refusals():
                if not await self.store.vote_takeover(takeover_id, user.id):
                    raise BadSetting(msg("host-takeover-voted"))
            takeover = await self.store.takeover(takeover_id)
            assert takeover is not None, "just voted"
            if not self._agreed(table, takeover):
                return [], None
            return await self._take(table, takeover)

    def _absent(self, table: Table, voter: int, seat: int) -> float:
        """The deadline of ``seat``'s turn, if ``voter`` (a seated human, not its player) may
        vote it over to the AI: its player is awaited and has been for ``TAKEOVER_AFTER`` of
        the turn time; else refused."""
        table.require_playing()
        table.require_unpaused()
        table.require_seat(voter)
        if not 0 <= seat < len(table.seats):
            raise BadSetting(msg("host-no-such-seat", seat=seat + 1, count=len(table.seats)))
        sitter = table.seats[seat]
        if sitter.user_id == voter:
            raise BadSetting(msg("host-takeover-own-seat"))
        deadline = next((d for d in table.deadlines if d.seat == seat), None)
        if sitter.is_ai or sitter.user_id is None or seat not in table.awaited() or deadline is None:
            raise BadSetting(msg("host-takeover-not-awaited", seat=seat + 1))
        turn = table.record.turn_seconds
        waited = self.clock.now() - (deadline.due - turn)
        if waited < turn * TAKEOVER_AFTER:
            hours = max(1, round((turn * TAKEOVER_AFTER - waited) / 3600))
            raise BadSetting(msg("host-takeover-too-soon", seat=seat + 1, hours=hours))
        return deadline.due

    @staticmethod
    def _agreed(table: Table, takeover: Takeover) -> bool:
        """Whether more than half of the human players other than the absent one agreed."""
        others = {s.user_id for s in table.seats if s.user_id is not None and s.user_id != takeover.user_id}
        return 2 * len(takeover.votes & others) > len(others)

    async def _take(self, table: Table, takeover: Takeover) -> tuple[list[Notice], Deadline]:
        """The AI holds the seat now (its player takes it back with ``/game join``): told in the
        channel and to the player by DM, the AI's turn due at once."""
        now = self.clock.now()
        sitter = table.seats[takeover.seat]
        ai_seat = SeatRecord(takeover.seat, None, sitter.name, True, sitter.expiries)
        due = Deadline(table.record.id, takeover.seat, now, now, reminded=True)
        told = notice(table.record, "taken", seat=takeover.seat, user_id=takeover.user_id)
        dm = replace(notice(table.record, "taken-over", seat=takeover.seat), recipient_id=takeover.user_id)
        async with storage_refusals():
            stored = await self.store.take_seat_for_ai(takeover, ai_seat, due, now, (told, dm))
        return stored, due

    # -- abandoned tables -----------------------------------------------------------------

    async def abandon(self, table: Table) -> list[Notice]:
        """End ``table`` (loaded under its lock) as abandoned: the AI played
        every seat for a whole round (each seat is an AI seat or ran out of time since its
        player last moved: ``Host._expire`` asks). Kept in the history as abandoned, never
        rated; the channel is told by a notice stored with it."""
        told = notice(table.record, "abandoned")
        async with storage_refusals():
            return await self.store.abandon_table(table.record.id, self.clock.now(), (told,))

    # -- followers: a DM at each round's end and at the game's end ------------------------

    async def follow(self, table_id: int, user_id: int) -> None:
        """``user_id`` follows an open table (whether they may see it is the cogs' to check)."""
        table = await self.tables.without_state(table_id)
        table.require_open()
        if user_id in await self.store.followers(table_id):
            raise BadSetting(msg("host-following-already"))
        async with storage_refusals():
            if not await self.store.follow(table_id, user_id, MAX_FOLLOWERS, self.clock.now()):
                raise BadSetting(msg("host-followers-full", maximum=MAX_FOLLOWERS))

    async def unfollow(self, table_id: int, user_id: int) -> None:
        async with storage_refusals():
            if not await self.store.unfollow(table_id, user_id):
                raise BadSetting(msg("host-not-following"))

    async def follower_dms(self, table: TableInfo) -> list[DirectMessage]:
        """A round of ``table`` ended, or its game: a DM to each follower (kind ``followed``,
        worded and pictured when sent), for the DM queue. The delivery queues them with the
        mark that the board was posted, in one transaction (``Host.mark_delivered``), so a
        stop never loses nor repeats them."""
        finished = table.status == "finished"
        facts = {"finished": finished}
        told = (
            Notice(table.id, table.guild_id, table.channel_id, table.language, "followed", facts, user)
            for user in await self.store.followers(table.id)
        )
        return [notice.queued() for notice in told]

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


def _after_own_move(log: list[LogEntry], seat: int) -> int:
    """The index in ``log`` just after ``seat``'s last action (0: it has not acted)."""
    return next((number + 1 for number in range(len(log) - 1, -1, -1) if log[number].seat == seat), 0)
