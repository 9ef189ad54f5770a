"""The bot process at start-up, run as a process: a database it cannot use or a Discord it
cannot reach ends it within seconds, non-zero, with one line on stderr that names the setting,
the path or host and what to do (a traceback only with LOG_LEVEL=DEBUG); ``--help`` is usage."""

import asyncio
import contextlib
import ctypes
import os
import socket
import stat
import subprocess
import sys
import time
from pathlib import Path

import pytest

import storage
from host.demo import DEFAULT_FOLDER

ROOT = Path(__file__).resolve().parents[2]
OFFLINE_BOT = Path(__file__).with_name("offline_bot.py")
PR_CAPBSET_DROP = 24
CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH = 1, 2


def _obey_file_modes() -> None:
    """Run before exec in the child: as root, drop the capabilities that let root write past
    file modes, so a read-only file is read-only to the bot (as to any other user)."""
    if os.geteuid() != 0:
        return
    libc = ctypes.CDLL(None, use_errno=True)
    for capability in (CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH):
        if libc.prctl(PR_CAPBSET_DROP, capability, 0, 0, 0) != 0:
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


@pytest.fixture(scope="module")
def modes_are_obeyed(tmp_path_factory) -> bool:
    """Whether a child started with _obey_file_modes is refused a write to a read-only file."""
    probe = tmp_path_factory.mktemp("probe") / "read-only"
    probe.touch()
    probe.chmod(0o444)
    try:
        result = subprocess.run(
            [sys.executable, "-c", f"open({str(probe)!r}, 'a')"],
            preexec_fn=_obey_file_modes,
            capture_output=True,
            timeout=10,
        )
    except (OSError, subprocess.SubprocessError):
        return False
    return result.returncode != 0 and b"PermissionError" in result.stderr


def closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def run_bot(tmp_path: Path, *args: str, **settings: str) -> tuple[subprocess.CompletedProcess, float]:
    """bot.py in a process of its own, in an empty folder, Discord's API at a closed port."""
    environ = {
        key: value
        for key, value in os.environ.items()
        if key not in {"DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL"}
    }
    port = settings.pop("port", None) or str(closed_port())
    environ.update(
        {
            "GAMEHOST_TEST_DISCORD_API": f"http://127.0.0.1:{port}/api/v10",
            "DEV_GUILD_ID": "",
            "LOG_LEVEL": "INFO",
        }
    )
    environ.update(settings)
    started = time.monotonic()
    result = subprocess.run(
        [sys.executable, str(OFFLINE_BOT), *args],
        cwd=tmp_path,
        env=environ,
        preexec_fn=_obey_file_modes,
        capture_output=True,
        text=True,
        timeout=10,
    )
    return result, time.monotonic() - started


def migrated_database(path: Path) -> Path:
    async def create() -> None:
        await (await storage.open_store(path)).close()

    asyncio.run(create())
    return path


def garbage(folder: Path) -> Path:
    path = folder / "garbage.sqlite3"
    path.write_bytes(bytes(range(7, 256)) * 40)
    return path


def truncated(folder: Path) -> Path:
    path = migrated_database(folder / "truncated.sqlite3")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    return path


def empty_read_only(folder: Path) -> Path:
    path = folder / "empty.sqlite3"
    path.touch()
    path.chmod(0o444)
    return path


def in_read_only_folder(folder: Path) -> Path:
    locked = folder / "locked"
    locked.mkdir()
    path = migrated_database(locked / "db.sqlite3")
    locked.chmod(0o555)
    return path


def migrated_read_only(folder: Path) -> Path:
    path = migrated_database(folder / "migrated.sqlite3")
    path.chmod(0o444)
    return path


def missing_folder(folder: Path) -> Path:
    return folder / "no-such-folder" / "db.sqlite3"


def a_folder(folder: Path) -> Path:
    return folder


BROKEN = {
    "garbage bytes": (garbage, "is not an SQLite database", False),
    "truncated": (truncated, "is damaged", False),
    "empty read-only file": (empty_read_only, "cannot be written", True),
    "file in a read-only folder": (in_read_only_folder, "cannot be written", True),
    "migrated, read-only": (migrated_read_only, "cannot be written", True),
    "missing folder": (missing_folder, "is in a folder that does not exist", False),
    "a folder": (a_folder, "is a folder", False),
}


@pytest.fixture
def workdir(tmp_path):
    yield tmp_path
    for folder, _, _ in os.walk(tmp_path):  # let pytest clean up the read-only folders
        with contextlib.suppress(OSError):
            Path(folder).chmod(stat.S_IRWXU)


@pytest.mark.parametrize("case", list(BROKEN))
def test_a_database_the_bot_cannot_use_ends_it_with_one_line(workdir, modes_are_obeyed, case):
    make, problem, needs_modes = BROKEN[case]
    # a precondition, not a skip: a run that cannot check read-only files must not pass quietly
    assert modes_are_obeyed or not needs_modes, "the bot's process writes past file modes here"
    path = make(_folder(workdir))
    result, seconds = run_bot(workdir, DISCORD_TOKEN="abc", DATABASE_PATH=str(path))
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert seconds < 10
    assert len(lines) == 1, result.stderr
    assert f"DATABASE_PATH={path} {problem}" in lines[0]
    assert "Discord" not in lines[0], "the database is opened before Discord is contacted"
    assert result.stdout == ""


def _folder(workdir: Path) -> Path:
    folder = workdir / "data"
    folder.mkdir()
    return folder


def test_a_relative_database_path_is_shown_resolved_too(workdir):
    garbage(workdir)
    result, _ = run_bot(workdir, DISCORD_TOKEN="abc", DATABASE_PATH="garbage.sqlite3")
    assert f"DATABASE_PATH=garbage.sqlite3 ({workdir / 'garbage.sqlite3'}) is not" in result.stderr


def test_log_level_debug_adds_the_traceback(workdir):
    path = garbage(workdir)
    result, _ = run_bot(workdir, DISCORD_TOKEN="abc", DATABASE_PATH=str(path), LOG_LEVEL="DEBUG")
    assert result.returncode == 1
    assert "Traceback" in result.stderr and "file is not a database" in result.stderr


def test_an_unreachable_discord_ends_the_bot_with_one_line_naming_the_host(workdir):
    port = closed_port()
    result, seconds = run_bot(
        workdir, DISCORD_TOKEN="abc", DATABASE_PATH=str(workdir / "db.sqlite3"), port=str(port)
    )
    lines = result.stderr.strip().splitlines()
    assert result.returncode == 1, result.stderr
    assert seconds < 10
    assert len(lines) == 1, result.stderr
    assert f"Cannot reach Discord at 127.0.0.1:{port}" in lines[0]
    assert "network connection" in lines[0]
    assert "Traceback" not in result.stderr
    assert "PyNaCl" not in result.stderr and "davey" not in result.stderr


def test_help_prints_usage_and_the_settings_without_running_the_demo(workdir):
    result, _ = run_bot(workdir, "--help")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("usage: ")
    for setting in ("DISCORD_TOKEN", "DATABASE_PATH", "DEV_GUILD_ID", "LOG_LEVEL", "--language"):
        assert setting in result.stdout
    assert not (workdir / DEFAULT_FOLDER).exists()
    assert result.stderr == ""
