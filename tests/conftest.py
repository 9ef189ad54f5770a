"""Shared fixtures. Each game's tests/support_<game>.py registers its GameSupport on import."""

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


@pytest.fixture
async def postgres_url(postgres_server) -> AsyncIterator[str]:
    """The URL of a new schema on the session's PostgreSQL server, a test's own database."""
    url = await postgres_server.new_schema()
    yield url
    await postgres_server.drop_schema(url)


@pytest.fixture(params=["sqlite", "postgresql"])
async def database(request, tmp_path) -> AsyncIterator[Path | str]:
    """Where a test's store lives, once per backend: an SQLite file, or the URL of a new
    schema on the session's PostgreSQL server (``storage.open_storage`` takes either)."""
    if request.param == "sqlite":
        yield tmp_path / "db.sqlite3"
        return
    yield request.getfixturevalue("postgres_url")
