"""Backups while the bot runs, and restoring one with the bot stopped (issue 32;
``scripts/backup.sh``, ``scripts/restore.sh``, through ``bot.py --backup`` / ``--restore``).

- SQLite: SQLite's online backup API copies the file page by page as one consistent snapshot,
  while the bot goes on writing (WAL mode: its commits are not blocked). Restoring writes the
  backup back through the same API, after saving the current file beside it.
- PostgreSQL: ``pg_dump`` in its custom format, restored by ``pg_restore --clean``.

Whether the bot runs: a bot process holds a shared lock on ``<database>.running`` (SQLite,
``running``) for its whole life; its PostgreSQL connections carry the application name
``gamehost`` (``APPLICATION_NAME``). A restore takes that lock exclusively, or looks for such
connections, and refuses when it cannot."""

from __future__ import annotations

import fcntl
import os
import sqlite3
import subprocess
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from storage.migrations import SCHEMA_VERSION

APPLICATION_NAME = "gamehost"
"""The application name of the bot's PostgreSQL connections (``storage.opening``)."""
PAGES_PER_STEP = 256
"""SQLite backup pages copied at a time: between steps the bot's writers get the file."""


class BackupError(Exception):
    """A backup or restore that cannot be done; the message says why and what to do."""


def running_marker(database: Path) -> Path:
    return database.with_name(database.name + ".running")


@contextmanager
def running(database: Path) -> Iterator[None]:
    """Held by a bot process while it uses the SQLite file ``database`` (a shared lock: several
    may hold it; a restore cannot while one does). The operating system drops it with the
    process, however it ends."""
    try:
        handle = open(running_marker(database), "a+")  # noqa: SIM115 (held open for the block)
    except OSError:  # a missing or read-only folder: opening the database says what is wrong
        yield
        return
    with handle:
        fcntl.flock(handle, fcntl.LOCK_SH)
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


@contextmanager
def stopped(database: Path) -> Iterator[None]:
    """Held while restoring: refuses (``BackupError``) while a bot process uses ``database``,
    and keeps one from starting meanwhile."""
    with open(running_marker(database), "a+") as handle:
        try:
            fcntl.flock(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            raise BackupError(
                f"the bot is running on {database}: stop it first (a restore replaces every table under it)"
            ) from None
        try:
            yield
        finally:
            fcntl.flock(handle, fcntl.LOCK_UN)


def stamped(folder: Path, stem: str, suffix: str) -> Path:
    """``folder/stem-YYYYmmdd-HHMMSS.suffix`` (UTC), the default name of a backup."""
    return folder / f"{stem}-{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}{suffix}"


def backup_sqlite(database: Path, destination: Path) -> Path:
    """A consistent copy of ``database`` at ``destination`` (a new file), while the bot runs."""
    if not database.is_file():
        raise BackupError(f"there is no database at {database}")
    if destination.exists():
        raise BackupError(f"{destination} exists already: choose a new name")
    destination.parent.mkdir(parents=True, exist_ok=True)
    source = sqlite3.connect(database)
    try:
        source.execute("PRAGMA busy_timeout = 5000")
        target = sqlite3.connect(destination)
        try:
            source.backup(target, pages=PAGES_PER_STEP)
            _check(target, destination)
        finally:
            target.close()
    except sqlite3.Error as error:
        destination.unlink(missing_ok=True)
        raise BackupError(f"could not back up {database}: {error}") from error
    finally:
        source.close()
    return destination


def restore_sqlite(backup: Path, database: Path) -> Path | None:
    """Replace ``database`` by ``backup`` with the bot stopped; the file it replaced is kept
    beside it (returned; None when there was none)."""
    if not backup.is_file():
        raise BackupError(f"there is no backup at {backup}")
    with stopped(database):
        source = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
        try:
            _check(source, backup)
            kept = None
            if database.exists():
                kept = backup_sqlite(
                    database, stamped(database.parent, database.name + ".before-restore", "")
                )
            target = sqlite3.connect(database)
            try:
                source.backup(target)
            finally:
                target.close()
        except sqlite3.Error as error:
            raise BackupError(f"could not restore {backup}: {error}") from error
        finally:
            source.close()
    return kept


def _check(db: sqlite3.Connection, path: Path) -> None:
    """A backup is a sound database of a schema this release knows."""
    [(verdict,)] = db.execute("PRAGMA quick_check").fetchall()
    if verdict != "ok":
        raise BackupError(f"{path} is damaged ({verdict})")
    [(version,)] = db.execute("PRAGMA user_version").fetchall()
    if not 0 < version <= SCHEMA_VERSION:
        raise BackupError(
            f"{path} is not a database of this bot (schema {version}; this release knows {SCHEMA_VERSION})"
        )


def backup_postgres(url: str, destination: Path) -> Path:
    """``pg_dump`` of the database at ``url`` in its custom format (``-Fc``): consistent while
    the bot runs (one transaction)."""
    if destination.exists():
        raise BackupError(f"{destination} exists already: choose a new name")
    destination.parent.mkdir(parents=True, exist_ok=True)
    _run(["pg_dump", "--format=custom", f"--file={destination}", "--dbname", url], "pg_dump")
    return destination


def restore_postgres(backup: Path, url: str) -> None:
    """``pg_restore --clean`` of ``backup`` into the database at ``url``, with no bot connected."""
    if not backup.is_file():
        raise BackupError(f"there is no backup at {backup}")
    query = (
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
        f"AND application_name = '{APPLICATION_NAME}' AND pid <> pg_backend_pid()"
    )
    connected = _run(
        ["psql", "--no-psqlrc", "--tuples-only", "--no-align", "--dbname", url, "--command", query], "psql"
    )
    if int(connected.strip() or 0):
        raise BackupError("the bot is connected to this database: stop every bot process first")
    _run(
        [
            "pg_restore",
            "--clean",
            "--if-exists",
            "--no-owner",
            "--single-transaction",
            "--dbname",
            url,
            str(backup),
        ],
        "pg_restore",
    )


def _run(command: list[str], tool: str) -> str:
    try:
        done = subprocess.run(command, capture_output=True, text=True, check=False, env=os.environ)
    except FileNotFoundError:
        raise BackupError(f"{tool} is not installed (PostgreSQL's client tools)") from None
    if done.returncode != 0:
        said = done.stderr.strip().splitlines()
        raise BackupError(f"{tool} failed: {said[-1] if said else f'exit status {done.returncode}'}")
    return done.stdout
