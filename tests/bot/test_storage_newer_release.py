"""A database written by a newer release (a schema version beyond this code's migrations) is
refused at start-up with one line, like every other database the bot cannot use, and is
neither migrated down nor written (issue 14)."""

import sqlite3

import pytest

import storage
from storage.migrations import SCHEMA_VERSION
from tests.bot.test_bot_startup import migrated_database, run_bot


def newer(path):
    """A database of this release, then moved one migration ahead (see ``ahead``)."""
    migrated_database(path)
    return ahead(path)


def ahead(path):
    """What a release one migration ahead would leave: a table this code does not know, and
    its schema version."""
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE future_things (id INTEGER PRIMARY KEY)")
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    return path


def contents(path):
    with sqlite3.connect(path) as db:
        version = db.execute("PRAGMA user_version").fetchone()[0]
        return version, db.execute("SELECT type, name, sql FROM sqlite_master ORDER BY name").fetchall()


async def test_open_store_refuses_a_newer_schema_and_leaves_the_file_as_it_was(tmp_path):
    path = tmp_path / "db.sqlite3"
    await (await storage.open_store(path)).close()
    ahead(path)
    before = contents(path)
    with pytest.raises(storage.DatabaseUnusableError) as refused:
        await storage.open_store(path)
    assert refused.value.problem.startswith("was written by a newer release of the bot")
    assert f"schema {SCHEMA_VERSION + 1}" in refused.value.problem
    assert contents(path) == before


def test_the_bot_ends_with_one_line_on_a_database_of_a_newer_release(tmp_path):
    path = newer(tmp_path / "db.sqlite3")
    before = contents(path)
    result, seconds = run_bot(tmp_path, DISCORD_TOKEN="abc", DATABASE_PATH=str(path))
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1 and seconds < 10
    assert len(lines) == 1, result.stderr
    assert f"DATABASE_PATH={path} was written by a newer release of the bot" in lines[0]
    assert "Discord" not in lines[0], "refused before Discord is contacted"
    assert contents(path) == before
