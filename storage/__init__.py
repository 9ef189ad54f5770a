"""Persistence: numbered migrations, tables, seats, the append-only action log, state
snapshots, turn deadlines, the outbox, players and their ratings (docs/architecture.md, "storage/"), behind
one interface (``GameStore``, ``storage.game_store``) with two backends: an SQLite file
(``storage.sqlite``, aiosqlite, the embedded default) and a PostgreSQL database shared by
several bot processes (``storage.postgres``, asyncpg, issue 16). ``storage.records`` holds the
values both hand out, ``storage.sql`` the SQL both run, ``storage.opening`` picks and opens one."""

from __future__ import annotations

from storage.game_store import GameStore
from storage.migrations import SCHEMA_VERSION, migrate
from storage.opening import open_storage, open_store
from storage.records import (
    DM_QUEUE_CLAIM,
    ChannelActiveError,
    DatabaseUnusableError,
    Deadline,
    DirectMessage,
    FinishedTable,
    LoadedTable,
    LogEntry,
    Notice,
    OutboxEntry,
    PlayerRating,
    PlayerSettings,
    RatingBatch,
    SeatRecord,
    ServerSettings,
    SettingChange,
    StaleVersionError,
    Step,
    StorageBusyError,
    StorageError,
    TableRecord,
    Takeover,
)
from storage.sqlite import SQLiteStore

__all__ = [
    "DM_QUEUE_CLAIM",
    "SCHEMA_VERSION",
    "ChannelActiveError",
    "DatabaseUnusableError",
    "Deadline",
    "DirectMessage",
    "FinishedTable",
    "GameStore",
    "LoadedTable",
    "LogEntry",
    "Notice",
    "OutboxEntry",
    "PlayerRating",
    "PlayerSettings",
    "RatingBatch",
    "SQLiteStore",
    "SeatRecord",
    "ServerSettings",
    "SettingChange",
    "StaleVersionError",
    "Step",
    "StorageBusyError",
    "StorageError",
    "TableRecord",
    "Takeover",
    "migrate",
    "open_storage",
    "open_store",
]
