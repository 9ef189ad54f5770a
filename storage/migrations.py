"""Numbered schema migrations, applied in order at start-up.

``PRAGMA user_version`` records how many have been applied, so a fresh file and a file
written by an older release both end at ``len(MIGRATIONS)``. A released migration is never
edited: a schema change is a new entry at the end.
"""

from __future__ import annotations

MIGRATIONS: tuple[str, ...] = (
    # 1: tables, seats and the append-only action log.
    """
    CREATE TABLE tables (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        game_id TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled')),
        options TEXT NOT NULL,
        host_user_id INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        version INTEGER NOT NULL DEFAULT 0,
        snapshot TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    -- One active table per channel or thread, enforced by the database itself so that two
    -- racing "new" commands cannot both win.
    CREATE UNIQUE INDEX tables_one_active_per_channel
        ON tables (channel_id) WHERE status IN ('lobby', 'playing');
    CREATE TABLE seats (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat INTEGER NOT NULL,
        user_id INTEGER,
        name TEXT NOT NULL,
        is_ai INTEGER NOT NULL,
        PRIMARY KEY (table_id, seat)
    );
    CREATE TABLE actions (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seq INTEGER NOT NULL,
        seat INTEGER NOT NULL,
        code TEXT NOT NULL,
        at REAL NOT NULL,
        PRIMARY KEY (table_id, seq)
    ) WITHOUT ROWID;
    CREATE TRIGGER actions_no_update BEFORE UPDATE ON actions
        BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
    CREATE TRIGGER actions_no_delete BEFORE DELETE ON actions
        BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
    """,
    # 2: turn deadlines, per-table turn time, consecutive expiries per seat, and the ids of
    # the lobby and board messages so they can be edited after a restart.
    """
    ALTER TABLE tables ADD COLUMN turn_seconds INTEGER NOT NULL DEFAULT 86400;
    ALTER TABLE tables ADD COLUMN lobby_message_id INTEGER;
    ALTER TABLE tables ADD COLUMN board_message_id INTEGER;
    ALTER TABLE seats ADD COLUMN expiries INTEGER NOT NULL DEFAULT 0;
    CREATE TABLE deadlines (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat INTEGER NOT NULL,
        due REAL NOT NULL,
        remind_at REAL NOT NULL,
        reminded INTEGER NOT NULL DEFAULT 0,
        PRIMARY KEY (table_id, seat)
    );
    CREATE INDEX deadlines_by_due ON deadlines (due);
    CREATE INDEX deadlines_by_remind_at ON deadlines (remind_at) WHERE reminded = 0;
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)
