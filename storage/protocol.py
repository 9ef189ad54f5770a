"""What the host needs of a store, whichever database is behind it (issue 16): the embedded
SQLite file of one process (``storage.sqlite``) or a PostgreSQL server shared by several bot
processes (``storage.postgres``). ``storage.open_storage`` picks one from the settings."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol

from storage.records import (
    Deadline,
    FinishedTable,
    LoadedTable,
    LogEntry,
    OutboxEntry,
    PlayerRating,
    PlayerSettings,
    RatingBatch,
    SeatRecord,
    Step,
    TableRecord,
)


class GameStore(Protocol):
    """Every write is one transaction guarded by a compare-and-set on the table's version or
    status (``StaleVersionError`` when it no longer holds, writing nothing); reads see only
    committed data."""

    shared: bool
    """Whether other processes commit to and deliver this database's tables (PostgreSQL): then
    what one process knows of a table's outbox may be out of date at once, and only a read
    tells. An SQLite file is one process's: it knows its own outbox (issue 13)."""

    async def close(self) -> None: ...

    def table_lock(self, table_id: int) -> AbstractAsyncContextManager[None]:
        """Held by the host around load-apply-commit of one table: no other process applies
        a step to the table meanwhile, and the reads and writes inside see one moment. A
        process that dies holding it loses it (its claim on a due deadline with it). In one
        process (SQLite) the host's own lock already does this, and this one is free."""
        ...

    def delivery_claim(self, table_id: int) -> AbstractAsyncContextManager[bool]:
        """Whether this process may deliver the table's outbox now: True in one process at a
        time, until the block ends or the process dies (then another may claim it). A caller
        refused leaves the entries to the holder, which looks for entries committed meanwhile
        once it has let go."""
        ...

    # -- reads
    async def table(self, table_id: int) -> TableRecord | None: ...
    async def load(self, table_id: int) -> LoadedTable | None: ...
    async def load_active(self, channel_id: int) -> LoadedTable | None: ...
    async def seats(self, table_id: int) -> tuple[SeatRecord, ...]: ...
    async def log(self, table_id: int, after_seq: int = 0) -> list[LogEntry]: ...
    async def due_deadlines(self, now: float) -> list[Deadline]: ...
    async def pending_posts(self, table_id: int | None = None) -> list[OutboxEntry]: ...
    async def dm_channels(self) -> dict[int, int]: ...

    # -- writes
    async def create_table(
        self,
        *,
        guild_id: int,
        channel_id: int,
        game_id: str,
        host: SeatRecord,
        options: Mapping[str, Any],
        seed: int,
        turn_seconds: int,
        language: str,
        now: float,
        replay_at_end: bool = True,
    ) -> TableRecord: ...
    async def set_lobby_seats(self, table_id: int, seats: tuple[SeatRecord, ...], now: float) -> None: ...
    async def start_table(
        self,
        table_id: int,
        snapshot: Mapping[str, Any],
        deadlines: tuple[Deadline, ...],
        now: float,
        publication: Mapping[str, Any] | None = None,
    ) -> None: ...
    async def commit_step(self, table_id: int, expected_version: int, step: Step, now: float) -> int: ...
    async def replace_snapshot(self, table_id: int, version: int, snapshot: Mapping[str, Any]) -> bool: ...
    async def cancel_table(self, table_id: int, now: float) -> None: ...
    async def mark_reminded(self, deadline: Deadline) -> bool: ...
    async def set_message(self, table_id: int, kind: str, message_id: int | None) -> None: ...
    async def set_user_locale(self, user_id: int, locale: str) -> None: ...
    async def mark_delivered(
        self, table_id: int, versions: Iterable[int], message_id: int | None, now: float
    ) -> None: ...
    async def mark_failed(self, table_id: int, versions: Iterable[int], reason: str, now: float) -> None: ...
    async def count_attempt(
        self, table_id: int, versions: Iterable[int], reason: str, now: float
    ) -> None: ...
    async def set_dm_channel(self, user_id: int, channel_id: int) -> None: ...

    # -- players over days (issue 17)
    async def player(self, user_id: int) -> PlayerSettings: ...
    async def players(self, user_ids: Iterable[int]) -> dict[int, PlayerSettings]: ...
    async def set_notifications(self, settings: PlayerSettings) -> None: ...
    async def set_away(self, settings: PlayerSettings, shift: float, was_until: float | None) -> None: ...
    async def pause_table(self, table_id: int, now: float) -> None: ...
    async def resume_table(self, table_id: int, now: float) -> None: ...
    async def postpone_reminder(self, deadline: Deadline, remind_at: float) -> bool: ...
    async def seated_tables(self, user_id: int) -> list[LoadedTable]: ...
    async def guild_tables(self, guild_id: int) -> list[LoadedTable]: ...
    async def set_seat(
        self, table_id: int, seat: SeatRecord, deadline: Deadline | None, now: float
    ) -> None: ...
    async def taken_seat(self, table_id: int, user_id: int) -> int | None: ...

    # -- history (issue 18)
    async def finished_count(self, guild_id: int, game_id: str | None = None) -> int: ...
    async def finished_tables(
        self,
        guild_id: int,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        newest_first: bool = False,
        limit: int = -1,
        offset: int = 0,
    ) -> list[FinishedTable]: ...
    async def logs(self, table_ids: Iterable[int]) -> dict[int, list[LogEntry]]: ...

    # -- ratings kept (issue 27, migration 9)
    async def unrated_games(self, guild_id: int | None = None) -> list[tuple[int, str]]:
        """The (server, game) pairs with finished tables not rated yet, of ``guild_id`` or of
        every server."""
        ...

    async def ratings_to_update(self, guild_id: int, game_id: str, limit: int) -> RatingBatch: ...
    async def store_ratings(
        self, guild_id: int, game_id: str, batch: RatingBatch, ratings: Iterable[PlayerRating]
    ) -> bool:
        """Mark ``batch``'s tables rated and store ``ratings`` (the new rows of the members they
        changed), in one transaction; False, writing nothing, when another batch of that server
        and game was stored since ``batch`` was read (it is to be read and rated again)."""
        ...

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[PlayerRating]:
        """The ``limit`` best rated members of a game (``storage.sql.TOP_RATINGS``' order)."""
        ...

    async def member_ratings(self, guild_id: int, user_id: int) -> list[PlayerRating]:
        """A member's rows of every game of the server (in no particular order)."""
        ...
