"""Several bot processes (issue 16): the settings that split the servers between them
(SHARD_COUNT, SHARD_IDS) and choose the shared database (DATABASE_URL), and which process
syncs the command tree (the one holding shard 0)."""

import asyncio
from pathlib import Path

import pytest

import bot
import storage.pg_migrations
from host import FakeClock, Host
from tests.bot.test_bot_startup import closed_port, run_bot
from tests.support.storage import schema_version

ROOT = Path(__file__).resolve().parents[2]

URL = "postgresql://bot:secret@db.example:5432/gamehost"


def test_two_processes_split_the_shards_over_one_postgresql_database():
    first = bot.Settings.from_env({"DATABASE_URL": URL, "SHARD_COUNT": "2", "SHARD_IDS": "0"})
    second = bot.Settings.from_env({"DATABASE_URL": URL, "SHARD_COUNT": "2", "SHARD_IDS": " 1 "})
    assert (first.database, first.shards) == (URL, {"shard_count": 2, "shard_ids": [0]})
    assert second.shards == {"shard_count": 2, "shard_ids": [1]}


def test_without_shard_settings_one_process_uses_the_sqlite_file():
    settings = bot.Settings.from_env({"DATABASE_PATH": "x.db"})
    assert (settings.database, settings.shards) == (bot.Path("x.db"), {})
    every_shard = bot.Settings.from_env({"SHARD_COUNT": "3", "SHARD_IDS": "2,0,1"})
    assert every_shard.shards == {"shard_count": 3, "shard_ids": [0, 1, 2]}  # one process: SQLite will do


@pytest.mark.parametrize(
    ("environ", "says"),
    [
        ({"SHARD_IDS": "0"}, "SHARD_IDS needs SHARD_COUNT"),
        ({"SHARD_COUNT": "two"}, "SHARD_COUNT must be a number"),
        ({"SHARD_COUNT": "0"}, "SHARD_COUNT must be a number"),
        ({"DATABASE_URL": URL, "SHARD_COUNT": "2", "SHARD_IDS": "2"}, "from 0 to 1"),
        ({"DATABASE_URL": URL, "SHARD_COUNT": "2", "SHARD_IDS": "0,0"}, "different shard numbers"),
        ({"DATABASE_URL": URL, "SHARD_COUNT": "2", "SHARD_IDS": "x"}, "different shard numbers"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "1"}, "must share one database: set DATABASE_URL"),
        ({"DATABASE_URL": "mysql://bot:secret@db/x"}, "not a mysql one"),
    ],
)
def test_bad_shard_or_database_settings_stop_the_bot_with_a_reason(environ, says):
    with pytest.raises(SystemExit, match=says) as stopped:
        bot.Settings.from_env(environ)
    assert "secret" not in str(stopped.value)


@pytest.mark.parametrize(("shard_ids", "syncs"), [([0], True), ([1], False), ([1, 0], True), (None, True)])
async def test_only_the_process_holding_shard_0_syncs_the_command_tree(
    tmp_path, monkeypatch, shard_ids, syncs
):
    synced = []

    async def sync(*, guild=None):
        synced.append(guild)
        return []

    host = Host(object(), FakeClock())  # the store is not used here
    client = bot.ShardedBot(host, sync_state=tmp_path / "hash", shard_count=2, shard_ids=shard_ids)
    monkeypatch.setattr(client.tree, "sync", sync)
    assert await client.sync_commands_if_changed() is syncs
    assert synced == ([None] if syncs else [])


async def test_a_single_process_syncs_the_command_tree(tmp_path):
    assert bot.Bot(Host(object(), FakeClock()), sync_state=tmp_path / "hash").syncs_commands


def documented_processes() -> list[dict[str, str]]:
    """The settings of each bot process of the README's example (section "Several bot
    processes")."""
    text = (ROOT / "README.md").read_text()
    block = text.split("```sh\n", 1)[1].split("```", 1)[0]
    return [
        dict(word.split("=", 1) for word in line.split() if "=" in word)
        for line in block.splitlines()
        if line.endswith("bot.py")
    ]


async def test_the_documented_two_processes_share_one_postgresql_database(postgres_url, tmp_path):
    """The example runs: both processes open (and migrate, at once) the same database, then
    stop where Discord would answer (here nothing listens), each with one line saying so."""
    processes = documented_processes()
    assert [settings["SHARD_IDS"] for settings in processes] == ["0", "1"]
    results = await asyncio.gather(
        *(
            asyncio.to_thread(
                run_bot, tmp_path, **{**settings, "DATABASE_URL": postgres_url, "DISCORD_TOKEN": "MTIz.a.b"}
            )
            for settings in processes
        )
    )
    for result, _ in results:
        assert result.returncode == 1 and "Cannot reach Discord" in result.stderr, result.stderr
    assert await schema_version(postgres_url) == storage.pg_migrations.SCHEMA_VERSION


def test_an_unreachable_database_url_is_one_line_without_its_password(tmp_path):
    url = f"postgresql://gamehost:secret@127.0.0.1:{closed_port()}/gamehost"
    result, _ = run_bot(tmp_path, DATABASE_URL=url, DISCORD_TOKEN="MTIz.a.b")
    assert result.returncode == 1 and "secret" not in result.stderr
    [line] = result.stderr.splitlines()
    assert f"DATABASE_URL=postgresql://gamehost:***@127.0.0.1:{url.rsplit(':', 1)[1].split('/')[0]}" in line
    assert "cannot be reached" in line
