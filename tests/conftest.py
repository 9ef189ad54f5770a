"""Shared fixtures. Each game's tests/support/<game>.py registers its GameSupport on import.

Nothing here needs pgserver (the PostgreSQL binaries) or the Discord harness to be imported: a
SQLite-only or rules-only run works without them."""

import contextlib
import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import Any

import pytest

import tests.support.alethiometer

# Importing a game's support module registers its entry in tests.support.games.SUPPORT.
import tests.support.games
import tests.support.kompass
import tests.support.saboteur  # noqa: F401
from tests.support.pg_server import PgserverMissing, PostgresServer, start_server


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test run (issue 16), started from the binaries the
    dev set-up installs, on loopback, in a temporary folder; each test gets its own database.
    Without pgserver installed, its tests are skipped and say why, except in CI (``CI`` set),
    where they fail: there a PostgreSQL test never goes unrun unnoticed."""
    try:
        server = start_server()
    except PgserverMissing as missing:
        if os.environ.get("CI"):
            raise
        pytest.skip(str(missing))
    try:
        yield server
    finally:
        server.stop()


@contextlib.asynccontextmanager
async def own_schema(server: PostgresServer) -> AsyncIterator[str]:
    """The URL of a new schema on ``server``, dropped afterwards: a test's own database."""
    url = await server.new_schema()
    try:
        yield url
    finally:
        await server.drop_schema(url)


@pytest.fixture
async def postgres_url(postgres_server) -> AsyncIterator[str]:
    async with own_schema(postgres_server) as url:
        yield url


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request, tmp_path) -> AsyncIterator[Path | str]:
    """Where a test's store lives, once per backend: an SQLite file, or the URL of a new
    schema on the session's PostgreSQL server (``storage.open_storage`` takes either)."""
    if request.param == "sqlite":
        yield tmp_path / "db.sqlite3"
        return
    # (an async fixture cannot ask for another one by name: the session's server it can)
    async with own_schema(request.getfixturevalue("postgres_server")) as url:
        yield url


@pytest.fixture(autouse=True)
def discord_harness_settings(request: pytest.FixtureRequest) -> Iterator[None]:
    """``harness_settings`` of tests/support/discord_harness.py for each test that uses the harness (the
    ``world`` fixture, or a function or class of the harness its module imports), undone after
    the test: the harness changes nothing at import, and other tests run with the bot's own
    settings."""
    if "world" not in request.fixturenames and not _uses_harness(request.module):
        yield
        return
    from tests.support.discord_harness import harness_settings

    with harness_settings():
        yield


def _uses_harness(module: Any) -> bool:
    return any(getattr(value, "__module__", None) == HARNESS for value in vars(module).values())


HARNESS = "tests.support.discord_harness"


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[Any]:
    """A running bot with five members in #mine of the server "Dwarf Hall"
    (tests/support/discord_harness.py, ``make_world``)."""
    from tests.support.discord_harness import make_world  # the Discord stack, for the tests that use it

    world = await make_world(tmp_path)
    yield world
    await world.env.shutdown()
    await world.store.close()
