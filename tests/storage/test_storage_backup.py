"""Backups while the bot runs and restores with it stopped (issue 32, storage/backup.py,
scripts/backup.sh and scripts/restore.sh): a copy taken while moves are being applied restores
into a database whose every table loads and replays to the state it holds; a restore refuses
while a bot uses the database and changes nothing then."""

import asyncio
import os
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest

import storage
from storage.backup import (
    BackupError,
    backup_postgres,
    backup_sqlite,
    restore_postgres,
    restore_sqlite,
    running,
)
from tests.support.host import ALICE, BOB, db_rows, hosted, replayed_matches_snapshot
from tests.support.pg_server import installed_binaries

ROOT = Path(__file__).resolve().parents[2]
TABLES = 6


async def open_races(host, guild: int = 1) -> list[int]:
    ids = []
    for channel in range(TABLES):
        table = await host.open_table(guild, channel + 1, "race", ALICE, options={"goal": 50})
        await host.join(table.id, BOB)
        await host.start(table.id, ALICE)
        ids.append(table.id)
    return ids


async def play_round(host, ids: list[int]) -> int:
    """One move at every running table; how many were made."""
    made = 0
    for table_id in ids:
        table = await host.table(table_id)
        if table.status != "playing":
            continue
        user = table.seats[table.awaited[0]].user_id
        code = (await host.legal_actions(table_id, user, "en"))[0].code
        await host.submit(table_id, user, code, table.version)
        made += 1
    return made


async def versions(host, ids) -> dict[int, int]:
    return {table_id: (await host.table(table_id)).version for table_id in ids}


async def test_a_backup_taken_while_moves_are_applied_restores_every_table(tmp_path):
    live, copy = tmp_path / "live.sqlite3", tmp_path / "backups" / "copy.sqlite3"
    async with hosted(live) as host:
        ids = await open_races(host)
        moves, stop = [0], asyncio.Event()

        async def play() -> None:
            while not stop.is_set():
                moves[0] += await play_round(host, ids)
                await asyncio.sleep(0)

        player = asyncio.create_task(play())
        while moves[0] < 3 * TABLES:
            await asyncio.sleep(0.005)
        started_at = moves[0]
        # The bot goes on playing while the copy is made; whether a commit lands inside the
        # copy's few milliseconds is the scheduler's choice, so the test checks what must hold
        # either way: the copy is one consistent moment between the start and the end.
        await asyncio.to_thread(backup_sqlite, live, copy)
        while moves[0] < started_at + 3 * TABLES:
            await asyncio.sleep(0.005)
        stop.set()
        await player
        at_the_end = await versions(host, ids)

    restored = tmp_path / "restored.sqlite3"
    assert restore_sqlite(copy, restored) is None, "nothing was there to keep"
    async with hosted(restored) as again:
        backed_up = await versions(again, ids)
        for table_id in ids:
            assert await replayed_matches_snapshot(again, table_id), table_id
            assert len(await again.store.log(table_id)) == backed_up[table_id] - 1, "the start is version 1"
        assert 0 < sum(backed_up.values()) < sum(at_the_end.values())
        assert await play_round(again, ids) == TABLES, "the restored tables play on"

    kept = restore_sqlite(copy, live)  # over the live file: it is kept beside it
    assert kept is not None and kept.parent == live.parent
    assert await db_rows(live) == await db_rows(copy)
    assert await db_rows(kept) != await db_rows(copy)


async def test_a_restore_refuses_while_the_bot_runs_and_changes_nothing(tmp_path):
    live, copy = tmp_path / "live.sqlite3", tmp_path / "copy.sqlite3"
    async with hosted(live) as host:
        ids = await open_races(host)
        backup_sqlite(live, copy)
        await play_round(host, ids)
    before = await db_rows(live)
    with running(live), pytest.raises(BackupError, match="the bot is running"):
        restore_sqlite(copy, live)
    assert await db_rows(live) == before
    assert not list(tmp_path.glob("*before-restore*"))
    with pytest.raises(BackupError, match="exists already"):
        backup_sqlite(live, copy)
    (tmp_path / "junk.sqlite3").write_bytes(b"not a database at all" * 100)
    with pytest.raises(BackupError):
        restore_sqlite(tmp_path / "junk.sqlite3", live)
    assert await db_rows(live) == before


def script(name: str, *args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [str(ROOT / "scripts" / name), *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
        check=False,
    )


async def test_the_scripts_back_up_with_a_timestamp_and_restore_only_with_the_bot_stopped(tmp_path):
    live = tmp_path / "gamehost.sqlite3"
    async with hosted(live) as host:
        await open_races(host)
    env = {**os.environ, "DATABASE_PATH": str(live)}
    env.pop("DATABASE_URL", None)
    made = script("backup.sh", env=env)
    assert made.returncode == 0, made.stderr
    [copy] = (tmp_path / "backups").glob("gamehost-*.sqlite3")
    assert f"Backed up to {copy}" in made.stdout
    # a bot process using the database: it holds the marker as long as it runs
    hold = (
        f"from pathlib import Path\nfrom storage.backup import running\nwith running(Path({str(live)!r})):\n"
    )
    hold += " print('held', flush=True)\n input()"
    holder = subprocess.Popen(
        [sys.executable, "-c", hold], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout is not None and holder.stdout.readline() == "held\n"
        refused = script("restore.sh", str(copy), env=env)
        assert refused.returncode == 1 and "the bot is running" in refused.stderr
    finally:
        holder.communicate("\n")
    restored = script("restore.sh", str(copy), env=env)
    assert restored.returncode == 0, restored.stderr
    assert "the replaced file is kept as" in restored.stdout


async def test_postgresql_is_dumped_while_in_use_and_restored_only_with_no_bot_connected(
    postgres_server, monkeypatch
):
    monkeypatch.setenv("PATH", f"{installed_binaries()}{os.pathsep}{os.environ['PATH']}")
    base = postgres_server.url().rsplit("/", 1)[0]
    for name in ("backup_live", "backup_restored"):
        await postgres_server._admin(f"DROP DATABASE IF EXISTS {name}")
        await postgres_server._admin(f"CREATE DATABASE {name}")
    live, restored = f"{base}/backup_live", f"{base}/backup_restored"
    dump = Path(os.environ.get("TMPDIR", "/tmp")) / f"gamehost-test-{os.getpid()}.dump"
    dump.unlink(missing_ok=True)
    try:
        async with hosted(live) as host:
            ids = await open_races(host)
            await play_round(host, ids)
            backup_postgres(live, dump)  # while the bot's connections are open
            at_backup = await versions(host, ids)
            await play_round(host, ids)
            with pytest.raises(BackupError, match="the bot is connected"):
                restore_postgres(dump, live)
            assert await versions(host, ids) != at_backup, "the refused restore changed nothing"
        restore_postgres(dump, restored)
        async with hosted(restored) as again:
            assert await versions(again, ids) == at_backup
            for table_id in ids:
                assert await replayed_matches_snapshot(again, table_id)
        store = await storage.open_storage(restored)  # the schema is this release's: no migration
        await store.close()
    finally:
        dump.unlink(missing_ok=True)
        for name in ("backup_live", "backup_restored"):
            admin = await asyncpg.connect(postgres_server.url())
            try:
                await admin.execute(f"DROP DATABASE IF EXISTS {name} WITH (FORCE)")
            finally:
                await admin.close()
