"""Shared fixtures. Each game's tests/support_<game>.py registers its GameSupport on import."""

import contextlib
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

# Importing a game's support module registers its entry in tests.support.SUPPORT.
import tests.support
import tests.support_alethiometer
import tests.support_kompass
import tests.support_saboteur  # noqa: F401
from tests.pg_server import PostgresServer, running_server


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[PostgresServer]:
    """One PostgreSQL server for the whole test run (issue 16), started from the binaries the
    dev set-up installs, on loopback, in a temporary folder; each test gets its own database."""
    with running_server() as server:
        yield server


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
