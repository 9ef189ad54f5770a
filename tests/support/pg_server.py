"""A throwaway PostgreSQL server for the tests and the benchmarks (issue 16): the server
binaries of PyPI's ``pgserver`` (a pinned dev dependency, so ``scripts/setup.sh dev`` installs
them on a fresh machine), a data folder in a temporary directory, listening on loopback only.
PostgreSQL refuses to run as root: under root (CI) the server runs as ``nobody``."""

from __future__ import annotations

import contextlib
import importlib.util
import itertools
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import asyncpg

UNPRIVILEGED_USER = "nobody"


class PgserverMissing(RuntimeError):
    """pgserver, which holds the PostgreSQL binaries, is not installed (``scripts/setup.sh dev``
    installs it): a SQLite-only run needs none of this module."""


def installed_binaries() -> Path:
    """The folder of pgserver's PostgreSQL programs, found without importing pgserver, whose
    import does work (and warns) the tests need none of."""
    spec = importlib.util.find_spec("pgserver")
    if spec is None or not spec.submodule_search_locations:
        raise PgserverMissing("the PostgreSQL tests need pgserver: run scripts/setup.sh dev")
    return Path(spec.submodule_search_locations[0]) / "pginstall" / "bin"


@dataclass
class PostgresServer:
    folder: Path
    port: int
    run_as: str | None
    bin: Path
    _names: Iterator[int] = field(default_factory=lambda: itertools.count(1))

    def url(self, schema: str | None = None) -> str:
        """The URL of the server's database; with ``schema``, of that schema in it (asyncpg
        passes the query parameter on as the connection's ``search_path``)."""
        url = f"postgresql://postgres@127.0.0.1:{self.port}/postgres"
        return url if schema is None else f"{url}?search_path={schema}"

    async def new_schema(self) -> str:
        """The URL of a new, empty schema: a test's own database, as far as the store can tell.
        (A schema takes milliseconds where a new database takes half a second.)"""
        name = f"test_{next(self._names)}"
        await self._admin(f"CREATE SCHEMA {name}")
        return self.url(name)

    async def drop_schema(self, url: str) -> None:
        await self._admin(f"DROP SCHEMA {url.rsplit('=', 1)[1]} CASCADE")

    async def _admin(self, statement: str) -> None:
        admin = await asyncpg.connect(self.url())
        try:
            await admin.execute(statement)
        finally:
            await admin.close()

    def cpu_seconds(self) -> float:
        """CPU time the server used so far: the postmaster's, its ended children's and its
        running children's (backends, WAL writer, checkpointer, autovacuum)."""
        pid = int((self.folder / "data" / "postmaster.pid").read_text().split()[0])
        fields = _stat(pid)
        ticks = sum(int(value) for value in fields[11:15])  # its own and its ended children's
        for entry in Path("/proc").iterdir():
            if entry.name.isdigit():
                child = _stat(int(entry.name))
                if child and int(child[1]) == pid:  # a running child: its own time
                    ticks += int(child[11]) + int(child[12])
        return ticks / os.sysconf("SC_CLK_TCK")

    def stop(self) -> None:
        self._run("pg_ctl", "stop", "-D", str(self.folder / "data"), "-m", "immediate")
        shutil.rmtree(self.folder, ignore_errors=True)

    def _run(self, program: str, *args: str) -> None:
        _run_as(self.run_as, self.bin / program, *args)


def _stat(pid: int) -> list[str]:
    """The fields of ``/proc/PID/stat`` after the command name (``[1]`` is the parent's id,
    ``[11:13]`` the process's user and system ticks, ``[13:15]`` its ended children's); none
    for a process that has ended."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return []


def _run_as(user: str | None, program: Path, *args: str) -> None:
    subprocess.run([str(program), *args], check=True, user=user, capture_output=True, text=True, cwd="/")


def _binaries(installed: Path, user: str | None, folder: Path) -> Path:
    """``installed`` (pgserver's binaries), or if ``user`` cannot reach them (a clone in root's
    home, say), a copy of the whole installation in ``folder``, laid out as in site-packages
    (its programs find their libraries at ``$ORIGIN/../../../pgserver.libs``)."""
    try:
        _run_as(user, installed / "postgres", "--version")
        return installed
    except (OSError, subprocess.CalledProcessError):
        site = installed.parents[2]
        for part in ("pgserver/pginstall", "pgserver.libs"):
            shutil.copytree(site / part, folder / part)
        return folder / "pgserver/pginstall/bin"


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def start_server(*, durable: bool = False) -> PostgresServer:
    """A new server in a new temporary folder. ``durable=False`` (tests) skips the flushes to
    disk that only a power cut would need; the benchmarks keep PostgreSQL's defaults."""
    installed = installed_binaries()
    run_as = UNPRIVILEGED_USER if os.geteuid() == 0 else None
    folder = Path(tempfile.mkdtemp(prefix="gamehost-pg-"))
    if run_as is not None:
        shutil.chown(folder, run_as)
    binaries = _binaries(installed, run_as, folder)
    data = folder / "data"
    _run_as(
        run_as,
        binaries / "initdb",
        "-D",
        str(data),
        "-U",
        "postgres",
        "--auth=trust",
        "-E",
        "UTF8",
        "--no-sync",
    )
    settings = [f"-c listen_addresses=127.0.0.1 -c unix_socket_directories={folder} -c max_connections=200"]
    if not durable:
        settings.append("-c fsync=off -c synchronous_commit=off -c full_page_writes=off")
    for attempt in itertools.count():
        port = _free_port()
        try:
            _run_as(
                run_as, binaries / "pg_ctl", "start", "-w", "-D", str(data), "-l", str(folder / "log"),
                "-o", f"-p {port} {' '.join(settings)}",
            )  # fmt: skip
            return PostgresServer(folder, port, run_as, binaries)
        except subprocess.CalledProcessError:
            if attempt == 2:  # not a port taken meanwhile: say why
                shutil.rmtree(folder, ignore_errors=True)
                raise


@contextlib.contextmanager
def running_server(*, durable: bool = False) -> Iterator[PostgresServer]:
    server = start_server(durable=durable)
    try:
        yield server
    finally:
        server.stop()
