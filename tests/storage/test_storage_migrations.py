"""Numbered migrations at start-up: a fresh file and an old file both end at the current schema."""

import asyncio
import sqlite3
import threading
from dataclasses import replace

import aiosqlite
import asyncpg
import pytest

import storage
from storage import pg_migrations
from storage.migrations import MIGRATIONS
from tests.support.storage import schema_version


def schema(path):
    """Columns (name, type, not-null, default, key) of every table and the index names."""
    with sqlite3.connect(path) as db:
        names = [
            row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        ]
        columns = {name: sorted(db.execute(f"PRAGMA table_info({name})").fetchall()) for name in names}
        others = db.execute(
            "SELECT type, name FROM sqlite_master WHERE type IN ('index', 'trigger', 'view') ORDER BY name"
        ).fetchall()
    return columns, others


async def test_fresh_file_gets_every_migration(tmp_path):
    store = await storage.open_store(tmp_path / "fresh.sqlite3")
    await store.close()
    assert await schema_version(tmp_path / "fresh.sqlite3") == len(MIGRATIONS) == storage.SCHEMA_VERSION
    columns, _ = schema(tmp_path / "fresh.sqlite3")
    assert {"tables", "seats", "actions", "deadlines"} <= set(columns)


async def test_old_file_is_migrated_to_the_same_schema_keeping_its_rows(tmp_path):
    old = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(old, isolation_level=None) as db:
        assert await storage.migrate(db, target=1) == 1
        await db.execute(
            "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, seed, "
            "created_at, updated_at) VALUES (1, 2, 'race', 'lobby', '{}', 7, 99, 0, 0)"
        )
    store = await storage.open_store(old)
    assert await schema_version(old) == storage.SCHEMA_VERSION
    record = await store.table(1)
    assert (record.seed, record.host_user_id, record.turn_seconds, record.board_message_id) == (
        99,
        7,
        86400,
        None,
    )
    await store.close()
    fresh = await storage.open_store(tmp_path / "fresh.sqlite3")
    await fresh.close()
    assert schema(old) == schema(tmp_path / "fresh.sqlite3")


async def test_tables_from_before_languages_speak_english_and_keep_their_game(tmp_path):
    """Migration 4 gives every existing table the language 'en' and adds the users' locales;
    a game in progress goes on where it was."""
    old = tmp_path / "old.sqlite3"
    async with aiosqlite.connect(old, isolation_level=None) as db:
        assert await storage.migrate(db, target=3) == 3
        await db.execute(
            "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, seed, "
            "version, snapshot, created_at, updated_at) "
            "VALUES (1, 2, 'race', 'playing', '{\"goal\": 10}', 7, 99, 2, '{\"n\": 1}', 0, 0)"
        )
        await db.execute(
            "INSERT INTO seats (table_id, seat, user_id, name, is_ai) VALUES (1, 0, 7, 'Ann', 0)"
        )
        await db.execute("INSERT INTO actions (table_id, seq, seat, code, at) VALUES (1, 1, 0, 'step:1', 0)")
    store = await storage.open_store(old)
    try:
        loaded = await store.load_active(2)
        await store.set_user_locale(7, "hu")
        relocalized = await store.load(1)
    finally:
        await store.close()
    assert (loaded.record.language, loaded.record.status, loaded.record.version) == ("en", "playing", 2)
    assert (loaded.record.snapshot, loaded.seats[0].name, loaded.locales) == ({"n": 1}, "Ann", {})
    assert relocalized.locales == {7: "hu"}


async def test_reopening_applies_nothing_twice(tmp_path):
    path = tmp_path / "db.sqlite3"
    for _ in range(2):
        store = await storage.open_store(path)
        await store.close()
        assert await schema_version(path) == storage.SCHEMA_VERSION


async def test_failed_migration_leaves_the_file_at_its_old_version(tmp_path, monkeypatch):
    """A migration and its version number are one transaction."""
    monkeypatch.setattr("storage.migrations.MIGRATIONS", (*MIGRATIONS, "CREATE TABLE seats (x);"))
    path = tmp_path / "db.sqlite3"
    with pytest.raises(sqlite3.OperationalError):
        await _open_to(path, len(MIGRATIONS) + 1)
    async with aiosqlite.connect(path) as db:
        assert (await db.execute_fetchall("PRAGMA user_version"))[0][0] == len(MIGRATIONS)


async def _open_to(path, target):
    async with aiosqlite.connect(path, isolation_level=None) as db:
        await storage.migrate(db, target=target)


async def test_wal_and_normal_sync_are_set(tmp_path):
    store = await storage.open_store(tmp_path / "db.sqlite3")
    assert (await store._rows("PRAGMA journal_mode"))[0][0] == "wal"
    assert (await store._rows("PRAGMA synchronous"))[0][0] == 1  # NORMAL
    await store.close()


def _worker_threads() -> list[str]:
    return [t.name for t in threading.enumerate() if "_connection_worker_thread" in t.name]


@pytest.mark.parametrize(
    ("content", "problem"),
    [(b"not a database at all " * 100, "is not an SQLite database"), (None, "is a folder")],
)
async def test_a_file_that_cannot_be_used_is_named_and_leaves_no_connection_open(tmp_path, content, problem):
    """Start-up faults: a typed error naming the path, and no aiosqlite thread left behind
    (one would keep the process alive for ever)."""
    path = tmp_path / "bad.sqlite3"
    if content is None:
        path.mkdir()
    else:
        path.write_bytes(content)
    before = _worker_threads()
    with pytest.raises(storage.DatabaseUnusableError) as caught:
        await storage.open_store(path)
    assert caught.value.path == str(path) and caught.value.problem.startswith(problem)
    assert str(path) in str(caught.value)
    await asyncio.sleep(0.05)
    assert _worker_threads() == before


DM_QUEUE_FOR_NOTICES = 17
"""The migration that moves the pending DM notices into the DM queue (issue 31)."""
PENDING_INVITATION = storage.Notice(1, 2**40 + 1, 2, "hu", "invitation", {"host": "Alice"}, 2**40 + 7)


async def test_pending_dm_notices_move_into_the_dm_queue_at_the_upgrade(database):
    """Migration 17 (issue 31, both backends): one queue for every DM. A DM notice (an
    invitation) still pending when the bot is upgraded is in the DM queue afterwards, read back
    as the same notice, and no longer a pending notice; a channel notice stays where it was; a
    DM notice already sent is not queued again."""
    rows = [
        (2**40 + 1, "away", '{"user_id": 3, "name": "Al", "until": 9}', None, "pending"),
        (2**40 + 1, "invitation", '{"host": "Alice"}', 2**40 + 7, "pending"),
        (2**40 + 1, "invitation", '{"host": "Alice"}', 9, "posted"),
    ]
    table = (
        "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, seed, "
        "created_at, updated_at) VALUES (1, 2, 'race', 'lobby', '{}', 7, 99, 0, 0)"
    )
    notice = (
        "INSERT INTO notices (table_id, guild_id, channel_id, language, kind, facts, recipient_id, "
        "status, created_at, updated_at) VALUES (1, {}, 2, 'hu', {}, {}, {}, {}, 5, 5)"
    )
    if not isinstance(database, str):  # an SQLite file
        async with aiosqlite.connect(database, isolation_level=None) as db:
            await storage.migrate(db, target=DM_QUEUE_FOR_NOTICES - 1)
            await db.execute(table)
            for row in rows:
                await db.execute(notice.format("?", "?", "?", "?", "?"), row)
    else:
        connection = await asyncpg.connect(database)
        try:
            await pg_migrations.migrate(connection, target=DM_QUEUE_FOR_NOTICES - 1)
            await connection.execute(table)
            for row in rows:
                await connection.execute(notice.format("$1", "$2", "$3", "$4", "$5"), *row)
        finally:
            await connection.close()
    store = await storage.open_storage(database)
    try:
        [queued] = await store.queued_direct_messages(10)
        assert storage.Notice.from_queued(queued) == replace(PENDING_INVITATION, id=queued.id)
        assert [n.kind for n in await store.pending_notices()] == ["away"]
    finally:
        await store.close()
