"""The PostgreSQL backend's own concerns (issue 16): its numbered migrations keep step with
SQLite's, apply once even when processes start together, and a table another process holds
is refused as busy, changing nothing."""

import asyncio
import inspect

import asyncpg
import pytest

import storage
from host import FakeClock, Host, errors
from storage import migrations, pg_migrations
from storage.pg_migrations import migrate
from storage.postgres import PostgresStore
from tests.support.host import ALICE, BOB, GAMES, db_rows
from tests.support.storage import schema_version


def test_both_backends_have_the_same_numbered_migrations():
    """A schema change is a migration of each backend: the PostgreSQL list keeps step."""
    assert pg_migrations.SCHEMA_VERSION == migrations.SCHEMA_VERSION


async def test_processes_starting_together_migrate_once(postgres_url):
    stores = await asyncio.gather(*(storage.open_storage(postgres_url) for _ in range(3)))
    try:
        assert await schema_version(postgres_url) == pg_migrations.SCHEMA_VERSION
        connection = await asyncpg.connect(postgres_url)
        applied = await connection.fetch("SELECT version FROM schema_version ORDER BY version")
        await connection.close()
        assert [row["version"] for row in applied] == list(range(1, pg_migrations.SCHEMA_VERSION + 1))
    finally:
        for store in stores:
            await store.close()


async def test_an_unreachable_server_is_named_without_its_password(postgres_server):
    url = f"postgresql://postgres:secret@127.0.0.1:{postgres_server.port + 1}/postgres"
    with pytest.raises(storage.DatabaseUnusableError, match="cannot be reached") as raised:
        await storage.open_storage(url)
    assert "secret" not in str(raised.value) and ":***@" in str(raised.value)


async def test_a_table_another_process_holds_is_refused_as_busy_and_changes_nothing(postgres_url):
    host = Host(await storage.open_storage(postgres_url, busy_timeout_ms=50), FakeClock(), GAMES)
    try:
        table = await host.open_table(1, 2, "race", ALICE)
        await host.join(table.id, BOB)
        await host.start(table.id, ALICE)
        before = await db_rows(postgres_url)
        other_process = await asyncpg.connect(postgres_url)
        async with other_process.transaction():
            await other_process.execute("SELECT pg_advisory_xact_lock($1)", table.id)
            with pytest.raises(errors.DatabaseBusy, match="busy"):
                await host.submit(table.id, ALICE.id, "step:1")
        await other_process.close()
        assert await db_rows(postgres_url) == before
        assert (await host.submit(table.id, ALICE.id, "step:1")).table.version == 2
    finally:
        await host.store.close()


async def test_one_process_at_a_time_claims_a_tables_outbox_delivery(postgres_url):
    """Issue 16: the claim is exclusive, let go at the end of its block, per table; store calls
    and a table's move inside it run on the claim's own connection."""
    first, second = storage.open_storage(postgres_url), storage.open_storage(postgres_url)
    first, second = await first, await second
    host = Host(first, FakeClock(), GAMES)
    try:
        table = await host.open_table(1, 2, "race", ALICE)
        other = await host.open_table(1, 3, "race", ALICE)
        await host.join(table.id, BOB)
        await host.start(table.id, ALICE)
        async with first.delivery_claim(table.id) as claimed:
            assert claimed
            async with second.delivery_claim(table.id) as refused, second.delivery_claim(other.id) as free:
                assert (refused, free) == (False, True)
            await host.submit(table.id, ALICE.id, "step:1")
            await host.mark_delivered(await host.pending_publications(table.id), 77)
        async with second.delivery_claim(table.id) as claimed:
            assert claimed
        assert await host.pending_publications() == []
    finally:
        await first.close()
        await second.close()


def test_both_backends_implement_the_whole_protocol():
    """Both stores are the protocol the host depends on with nothing of it left unwritten,
    neither has a public method the protocol lacks, and what each writes itself of it keeps the
    protocol's parameters."""

    def public(cls):
        return {name for name, _ in inspect.getmembers(cls, inspect.isroutine) if not name.startswith("_")}

    for backend in (storage.SQLiteStore, PostgresStore):
        assert issubclass(backend, storage.GameStore) and not inspect.isabstract(backend)
        assert public(backend) == public(storage.GameStore)
        for name, member in vars(backend).items():
            if inspect.isroutine(member) and not name.startswith("_"):
                expected = inspect.signature(getattr(storage.GameStore, name)).parameters
                assert list(inspect.signature(member).parameters) == list(expected), name


async def test_a_database_of_an_older_schema_is_migrated_keeping_its_tables_playable(postgres_url):
    connection = await asyncpg.connect(postgres_url)
    try:
        assert await migrate(connection, target=1) == 1
        await connection.execute(
            "INSERT INTO tables (guild_id, channel_id, game_id, status, options, host_user_id, seed, "
            "created_at, updated_at) VALUES (1, 2, 'race', 'lobby', '{\"goal\": 10}', $1, 99, 0, 0)",
            ALICE.id,
        )
        await connection.execute("INSERT INTO seats VALUES (1, 0, $1, 'Alice', false)", ALICE.id)
    finally:
        await connection.close()
    host = Host(await storage.open_storage(postgres_url), FakeClock(), GAMES)
    try:
        assert await schema_version(postgres_url) == pg_migrations.SCHEMA_VERSION
        record = await host.store.table(1)
        assert (record.seed, record.turn_seconds, record.language, record.pending) == (99, 86400, "en", ())
        await host.join(1, BOB)
        await host.start(1, ALICE)
        assert (await host.submit(1, ALICE.id, "step:1")).table.version == 2
    finally:
        await host.store.close()


async def test_a_database_a_newer_release_migrated_is_refused_and_left_as_it_is(postgres_url):
    await (await storage.open_storage(postgres_url)).close()
    connection = await asyncpg.connect(postgres_url)
    newer = pg_migrations.SCHEMA_VERSION + 1
    try:
        await connection.execute("INSERT INTO schema_version (version) VALUES ($1)", newer)
        refusal = f"newer release of the bot \\(schema {newer};"
        with pytest.raises(storage.DatabaseUnusableError, match=refusal):
            await storage.open_storage(postgres_url)
        assert await connection.fetchval("SELECT max(version) FROM schema_version") == newer
    finally:
        await connection.close()
