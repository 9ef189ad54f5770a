"""aiosqlite persistence: numbered migrations, tables, seats, the append-only action log,
state snapshots, turn deadlines and message references (DESIGN.md, "storage/")."""

from storage.migrations import SCHEMA_VERSION
from storage.players import PlayerSettings
from storage.store import (
    ChannelActiveError,
    DatabaseUnusableError,
    Deadline,
    FinishedTable,
    LoadedTable,
    LogEntry,
    OutboxEntry,
    SeatRecord,
    StaleVersionError,
    Step,
    StorageBusyError,
    StorageError,
    Store,
    TableRecord,
    migrate,
    open_store,
)

__all__ = [
    "SCHEMA_VERSION",
    "ChannelActiveError",
    "DatabaseUnusableError",
    "Deadline",
    "FinishedTable",
    "LoadedTable",
    "LogEntry",
    "OutboxEntry",
    "PlayerSettings",
    "SeatRecord",
    "StaleVersionError",
    "Step",
    "StorageBusyError",
    "StorageError",
    "Store",
    "TableRecord",
    "migrate",
    "open_store",
]
