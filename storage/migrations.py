"""The SQLite backend's numbered schema migrations, applied in order at start-up (``migrate``).

``PRAGMA user_version`` records how many have been applied, so a fresh file and a file
written by an older release both end at ``len(MIGRATIONS)``. A released migration is never
edited: a schema change is a new entry at the end, here and in ``storage.pg_migrations``
(the same schema version in PostgreSQL's terms).
"""

from __future__ import annotations

import sqlite3

import aiosqlite

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
    # 3: an accepted action committed by ONE statement. Inserting a row into the view
    # step_commits checks the version (compare-and-set), updates the table, appends the log
    # entry, rewrites the changed seats and replaces the deadlines, atomically as every
    # statement is; a single round trip to the database thread instead of six keeps submit
    # latency low when the machine is busy. Seats and deadlines come as JSON arrays
    # [seat, user_id, name, is_ai, expiries] and [seat, due, remind_at, reminded].
    """
    CREATE VIEW step_commits (
        table_id, expected_version, seat, code, at, snapshot, status, seat_updates, deadlines
    ) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL;
    CREATE TRIGGER step_commit INSTEAD OF INSERT ON step_commits
    BEGIN
        SELECT RAISE(ABORT, 'stale version') WHERE NOT EXISTS (
            SELECT 1 FROM tables
            WHERE id = NEW.table_id AND version = NEW.expected_version AND status = 'playing'
        );
        UPDATE tables
            SET status = NEW.status, version = version + 1, snapshot = NEW.snapshot,
                updated_at = NEW.at
            WHERE id = NEW.table_id;
        INSERT INTO actions (table_id, seq, seat, code, at)
            VALUES (NEW.table_id, NEW.expected_version, NEW.seat, NEW.code, NEW.at);
        INSERT OR REPLACE INTO seats (table_id, seat, user_id, name, is_ai, expiries)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
            FROM json_each(NEW.seat_updates);
        DELETE FROM deadlines WHERE table_id = NEW.table_id;
        INSERT INTO deadlines (table_id, seat, due, remind_at, reminded)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]')
            FROM json_each(NEW.deadlines);
    END;
    """,
    # 4: languages. Each table has one (its channel posts and board pictures use it); each
    # user the locale they last used, for the direct messages the bot sends without an
    # interaction (reminders, hands after a timeout). Tables from before speak English.
    """
    ALTER TABLE tables ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
    CREATE TABLE users (
        user_id INTEGER PRIMARY KEY,
        locale TEXT NOT NULL
    );
    """,
    # 5: what the channel has not been shown yet. A player's turn can take several steps (a
    # Kompass draw, an Alethiometer spin then its icon); the channel gets one post when the
    # turn passes, and until then each step's public messages wait here, committed with the
    # step itself, so a restart between two steps of one turn loses none. A JSON array of
    # {"message": Message JSON, "log": true for a game log line, false for the host's word}.
    # The step commit sets it (the view and its trigger are rebuilt with the new field): the
    # last step of a turn commits it empty, its messages going into that turn's post. (That
    # post itself is kept by the outbox, issue 13.)
    """
    ALTER TABLE tables ADD COLUMN pending TEXT NOT NULL DEFAULT '[]';
    DROP TRIGGER step_commit;
    DROP VIEW step_commits;
    CREATE VIEW step_commits (
        table_id, expected_version, seat, code, at, snapshot, status, seat_updates, deadlines, pending
    ) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL;
    CREATE TRIGGER step_commit INSTEAD OF INSERT ON step_commits
    BEGIN
        SELECT RAISE(ABORT, 'stale version') WHERE NOT EXISTS (
            SELECT 1 FROM tables
            WHERE id = NEW.table_id AND version = NEW.expected_version AND status = 'playing'
        );
        UPDATE tables
            SET status = NEW.status, version = version + 1, snapshot = NEW.snapshot,
                updated_at = NEW.at, pending = NEW.pending
            WHERE id = NEW.table_id;
        INSERT INTO actions (table_id, seq, seat, code, at)
            VALUES (NEW.table_id, NEW.expected_version, NEW.seat, NEW.code, NEW.at);
        INSERT OR REPLACE INTO seats (table_id, seat, user_id, name, is_ai, expiries)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
            FROM json_each(NEW.seat_updates);
        DELETE FROM deadlines WHERE table_id = NEW.table_id;
        INSERT INTO deadlines (table_id, seat, due, remind_at, reminded)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]')
            FROM json_each(NEW.deadlines);
    END;
    """,
    # 6: the outbox (issue 13). What a step publishes is written by the step's own commit, so
    # a crash between the commit and Discord's answer loses no post: at start-up the bot
    # delivers every pending entry, in order. One entry per table version at most (a step that
    # ends a player's turn, or the start); ``payload`` is everything needed to deliver it
    # without loading the table (``host.model.Publication`` JSON: caption, public view, the
    # awaited seats to ping, the private views to send). ``message_id`` is the post that
    # delivered it; marking an entry delivered stores that id as the table's board message
    # (trigger), so the mark is one statement. ``dm_channels`` keeps each user's DM channel,
    # so a DM needs no create request (discord.py caches only 128 of them). The step commit
    # takes a tenth field, ``publication`` (payload JSON or NULL).
    """
    CREATE TABLE outbox (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        version INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
        reason TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        message_id INTEGER,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL,
        UNIQUE (table_id, version)
    );
    CREATE INDEX outbox_pending ON outbox (table_id, version) WHERE status = 'pending';
    CREATE TRIGGER outbox_delivered AFTER UPDATE OF status ON outbox
        WHEN NEW.status = 'delivered' AND NEW.message_id IS NOT NULL
    BEGIN
        UPDATE tables SET board_message_id = NEW.message_id WHERE id = NEW.table_id;
    END;
    CREATE TABLE dm_channels (
        user_id INTEGER PRIMARY KEY,
        channel_id INTEGER NOT NULL
    );
    DROP TRIGGER step_commit;
    DROP VIEW step_commits;
    CREATE VIEW step_commits (
        table_id, expected_version, seat, code, at, snapshot, status, seat_updates, deadlines, pending,
        publication
    ) AS SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL;
    CREATE TRIGGER step_commit INSTEAD OF INSERT ON step_commits
    BEGIN
        SELECT RAISE(ABORT, 'stale version') WHERE NOT EXISTS (
            SELECT 1 FROM tables
            WHERE id = NEW.table_id AND version = NEW.expected_version AND status = 'playing'
        );
        UPDATE tables
            SET status = NEW.status, version = version + 1, snapshot = NEW.snapshot,
                updated_at = NEW.at, pending = NEW.pending
            WHERE id = NEW.table_id;
        INSERT INTO actions (table_id, seq, seat, code, at)
            VALUES (NEW.table_id, NEW.expected_version, NEW.seat, NEW.code, NEW.at);
        INSERT OR REPLACE INTO seats (table_id, seat, user_id, name, is_ai, expiries)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]'), json_extract(value, '$[4]')
            FROM json_each(NEW.seat_updates);
        DELETE FROM deadlines WHERE table_id = NEW.table_id;
        INSERT INTO deadlines (table_id, seat, due, remind_at, reminded)
            SELECT NEW.table_id, json_extract(value, '$[0]'), json_extract(value, '$[1]'),
                json_extract(value, '$[2]'), json_extract(value, '$[3]')
            FROM json_each(NEW.deadlines);
        INSERT INTO outbox (table_id, version, kind, payload, created_at, updated_at)
            SELECT NEW.table_id, NEW.expected_version + 1, 'publication', NEW.publication, NEW.at, NEW.at
            WHERE NEW.publication IS NOT NULL;
    END;
    """,
    # 7: playing over days (issue 17). Each user's notification settings (a ping in the
    # channel, a DM, a reminder before the deadline: on/off; quiet hours as minutes after local
    # midnight in an IANA time zone), time away (until when; the seconds of the yearly
    # allowance used, and which year they count for); a table paused by its host (since when:
    # its deadlines move on by the paused time at resume). A seat the AI took over after missed
    # turns remembers whose it was (filled by a trigger on the seat rewrite of the step commit),
    # so that player can reclaim it.
    """
    ALTER TABLE users ADD COLUMN ping_on_turn INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE users ADD COLUMN dm_on_turn INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN remind INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE users ADD COLUMN quiet_from INTEGER;
    ALTER TABLE users ADD COLUMN quiet_until INTEGER;
    ALTER TABLE users ADD COLUMN time_zone TEXT;
    ALTER TABLE users ADD COLUMN away_until REAL;
    ALTER TABLE users ADD COLUMN away_year INTEGER;
    ALTER TABLE users ADD COLUMN away_used REAL NOT NULL DEFAULT 0;
    ALTER TABLE tables ADD COLUMN paused_at REAL;
    CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
    CREATE INDEX tables_active_by_guild ON tables (guild_id) WHERE status IN ('lobby', 'playing');
    CREATE TABLE seat_takeovers (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        PRIMARY KEY (table_id, seat)
    );
    -- Before a seat row is replaced by one without a player (the AI takes it over), keep whose
    -- it was. BEFORE INSERT sees the old row still: INSERT OR REPLACE deletes it afterwards.
    CREATE TRIGGER seat_taken_by_ai BEFORE INSERT ON seats
        WHEN NEW.is_ai = 1 AND NEW.user_id IS NULL
    BEGIN
        INSERT OR REPLACE INTO seat_takeovers (table_id, seat, user_id)
            SELECT table_id, seat, user_id FROM seats
            WHERE table_id = NEW.table_id AND seat = NEW.seat AND user_id IS NOT NULL;
    END;
    """,
    # 8: whether a table's replay is posted in its channel when the game ends (issue 27: an
    # option of /game new, on unless turned off; /game replay draws it on demand either way).
    """
    ALTER TABLE tables ADD COLUMN replay_at_end INTEGER NOT NULL DEFAULT 1;
    """,
    # 9: ratings kept (issue 27). Each member's rating and statistics per server and game,
    # brought up to date as tables finish instead of computed from every finished table at the
    # first /game top of a process. A finished table is ``rated`` once it counts in them; the
    # tables finished before this migration start unrated, and are rated once, at the bot's
    # first start (openskill is no SQL: ``host.history.History.rate_unrated``). Storing a batch
    # of rated tables is a compare-and-set on its server and game's ``rating_versions`` row.
    # ``sides`` is JSON: {side: [rounds played, rounds won]}.
    """
    ALTER TABLE tables ADD COLUMN rated INTEGER NOT NULL DEFAULT 0;
    CREATE INDEX tables_unrated ON tables (guild_id, game_id, updated_at, id)
        WHERE status = 'finished' AND NOT rated;
    CREATE TABLE ratings (
        guild_id INTEGER NOT NULL,
        game_id TEXT NOT NULL,
        user_id INTEGER NOT NULL,
        name TEXT NOT NULL,
        mu REAL,
        sigma REAL,
        games INTEGER NOT NULL,
        won INTEGER NOT NULL,
        turns INTEGER NOT NULL,
        turn_time REAL NOT NULL,
        timeouts INTEGER NOT NULL,
        sides TEXT NOT NULL,
        PRIMARY KEY (guild_id, game_id, user_id)
    );
    CREATE INDEX ratings_by_user ON ratings (guild_id, user_id);
    CREATE TABLE rating_versions (
        guild_id INTEGER NOT NULL,
        game_id TEXT NOT NULL,
        version INTEGER NOT NULL,
        PRIMARY KEY (guild_id, game_id)
    );
    """,
    # 10: notices kept until posted (issue 25). A player's time away or return, a pause, a
    # resume, a seat handed over: the notice to the table's channel is written by the same
    # commit as the change, and stays pending until Discord took it (posted) or refused it for
    # good (failed, with the reason), so a process killed in between posts it after its restart.
    # ``facts`` is JSON (what its words need); server, channel and language are the table's,
    # kept with the notice so that delivering it reads nothing else. ``recipient_id``: a DM to
    # that user instead (an invitation, the hand-over to a seat's new holder), the same way.
    """
    CREATE TABLE notices (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        guild_id INTEGER NOT NULL,
        channel_id INTEGER NOT NULL,
        language TEXT NOT NULL,
        kind TEXT NOT NULL,
        facts TEXT NOT NULL,
        recipient_id INTEGER,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'posted', 'failed')),
        reason TEXT,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE INDEX notices_pending ON notices (table_id, id) WHERE status = 'pending';
    """,
    # 11: each server's defaults for new tables (issue 32, ``/game settings``): a NULL column is
    # the built-in default. Every change is written to ``server_audit`` by the same
    # transaction (who, when, which setting, old -> new as text; NULL: the default).
    """
    CREATE TABLE server_settings (
        guild_id INTEGER PRIMARY KEY,
        language TEXT,
        turn_seconds INTEGER,
        thread INTEGER,
        channel_id INTEGER,
        opener_role_id INTEGER,
        lobby_days INTEGER,
        updated_at REAL NOT NULL
    );
    CREATE TABLE server_audit (
        id INTEGER PRIMARY KEY,
        guild_id INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        setting TEXT NOT NULL,
        old TEXT,
        new TEXT,
        at REAL NOT NULL
    );
    CREATE INDEX server_audit_by_server ON server_audit (guild_id, id);
    """,
    # 12: a season of play (issue 33). ``notes``: each player's private note at a table (one
    # per player and table; shown to that player alone, also after the game). ``kicked``: who
    # a lobby's host removed, who may not join that lobby again.
    """
    CREATE TABLE notes (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        user_id INTEGER NOT NULL,
        text TEXT NOT NULL,
        updated_at REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    CREATE TABLE kicked (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        user_id INTEGER NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    """,
    # 13: the level of a table's AI players (issue 36): easy (each game's own policy), normal
    # or hard (rules.search); chosen with /game add-ai, also played for a seat whose turns ran
    # out. Tables written before play easy, as they did.
    """
    ALTER TABLE tables ADD COLUMN ai_level TEXT NOT NULL DEFAULT 'easy';
    """,
    # 14: votes to let the AI play an absent player's seat (issue 33, /table takeover): one
    # proposal per awaited seat and turn (``due``: that turn's deadline), its votes, and
    # ``status`` done once a majority handed the seat to the AI.
    """
    CREATE TABLE takeovers (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        seat INTEGER NOT NULL,
        user_id INTEGER NOT NULL,
        due REAL NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'done')),
        created_at REAL NOT NULL
    );
    CREATE UNIQUE INDEX takeovers_by_turn ON takeovers (table_id, seat, due);
    CREATE TABLE takeover_votes (
        takeover_id INTEGER NOT NULL REFERENCES takeovers (id),
        user_id INTEGER NOT NULL,
        PRIMARY KEY (takeover_id, user_id)
    );
    """,
    # 15: who follows a table (issue 33, /table follow): a DM at each round's end and at the
    # game's end, with the picture, to at most 25 followers a table.
    """
    CREATE TABLE followers (
        table_id INTEGER NOT NULL REFERENCES tables (id),
        user_id INTEGER NOT NULL,
        created_at REAL NOT NULL,
        PRIMARY KEY (table_id, user_id)
    );
    """,
    # 16: the DM queue (issue 31). A board never waits for a DM: the mark that a publication's
    # board was posted (or refused for good) writes that publication's DMs here in the same
    # transaction (the round's hands and roles, the turn's DMs, the hand after an AI timeout,
    # "the board could not be posted"), and the bot's DM worker sends them on its own pace,
    # the awaited players' first (``urgent``), each player's in the order queued. ``payload`` is
    # JSON: the table as published and what the DM's words and pictures need. ``attempts``
    # bounds the tries of a DM Discord refuses for now; ``reason`` says why the last failed.
    """
    CREATE TABLE direct_messages (
        id INTEGER PRIMARY KEY,
        table_id INTEGER NOT NULL REFERENCES tables (id),
        user_id INTEGER NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        urgent INTEGER NOT NULL DEFAULT 0,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        reason TEXT,
        attempts INTEGER NOT NULL DEFAULT 0,
        created_at REAL NOT NULL,
        updated_at REAL NOT NULL
    );
    CREATE INDEX direct_messages_pending ON direct_messages (user_id, id) WHERE status = 'pending';
    """,
    # 17: one queue for every DM (issue 31). The DM notices (invitations, a seat's hand-over,
    # ...: ``notices`` rows with a recipient) are written into the DM queue from now on; those
    # still pending move there, their payload as ``Notice.queued`` writes it, and are marked
    # posted in ``notices`` (the reason says where they went).
    """
    INSERT INTO direct_messages (table_id, user_id, kind, payload, urgent, created_at, updated_at)
    SELECT table_id, recipient_id, kind,
        json_object('notice', json_object('guild_id', guild_id, 'channel_id', channel_id,
            'language', language, 'facts', json(facts))),
        0, created_at, updated_at
    FROM notices WHERE status = 'pending' AND recipient_id IS NOT NULL ORDER BY id;
    UPDATE notices SET status = 'posted', reason = 'moved to the DM queue (migration 17)'
    WHERE status = 'pending' AND recipient_id IS NOT NULL;
    """,
    # 18: a player's heads-up and reminder cadence (issue 33, /table notify). ``notify_next``: a
    # DM when the player in the seat before theirs starts a turn. ``remind_every``: seconds
    # between reminders until the deadline (NULL: one reminder, at three quarters of the turn).
    """
    ALTER TABLE users ADD COLUMN notify_next INTEGER NOT NULL DEFAULT 0;
    ALTER TABLE users ADD COLUMN remind_every INTEGER;
    """,
    # 19: abandoned tables (issue 33): a running table whose every seat the AI played for a whole
    # round ends ``finished`` and ``abandoned``, kept in the history as such and never rated
    # (``rated`` is set with it, so the ratings never read it).
    """
    ALTER TABLE tables ADD COLUMN abandoned INTEGER NOT NULL DEFAULT 0;
    """,
)

SCHEMA_VERSION = len(MIGRATIONS)


async def migrate(db: aiosqlite.Connection, target: int = SCHEMA_VERSION) -> int:
    """Apply the numbered migrations the file lacks, each atomically with its version number."""
    current = await schema_version(db)
    for number in range(current + 1, target + 1):
        try:
            await db.executescript(f"BEGIN; {MIGRATIONS[number - 1]} PRAGMA user_version = {number}; COMMIT;")
        except sqlite3.Error:
            await db.rollback()
            raise
    return max(current, target)


async def schema_version(db: aiosqlite.Connection) -> int:
    """How many of the migrations the file has (0: a new file)."""
    rows = list(await db.execute_fetchall("PRAGMA user_version"))
    return int(rows[0][0])
