"""Several bot processes on one PostgreSQL database (issue 16): every move applied once, every
due deadline fired once, nothing acknowledged lost when a process is killed. The processes are
real ones (``tests/host/host_process.py``), each with its own host, store and connections."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path

from host import FakeClock
from tests.host.host_process import NOW
from tests.support.host import ALICE, BOB, hosted, replayed_matches_snapshot
from tests.support.storage import tables

ROOT = Path(__file__).resolve().parents[2]
TABLES = 5
MOVES = 10  # per table: 50 submissions accepted in all
EXPIRING = 30
"""Tables whose turn has expired when the processes start: one due deadline each."""
KILL_AFTER = 3
"""Lines the victim prints (moves committed) before it is killed."""


def start(*args: str) -> subprocess.Popen:
    process = subprocess.Popen(
        [sys.executable, "-m", "tests.host.host_process", *args],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdout.readline() == "ready\n"
    return process


def go(processes: list[subprocess.Popen]) -> None:
    for process in processes:
        process.stdin.write("go\n")
        process.stdin.flush()


async def open_tables(host, count: int, first_channel: int = 1) -> list[int]:
    """``count`` started race tables of Alice and Bob (Alice to move), one per channel."""
    table_ids = []
    for channel in range(first_channel, first_channel + count):
        table = await host.open_table(1, channel, "race", ALICE, {"goal": 50}, turn_seconds=60)
        await host.join(table.id, BOB)
        await host.start(table.id, ALICE)
        table_ids.append(table.id)
    return table_ids


async def test_two_processes_racing_on_the_same_tables_apply_each_move_once(postgres_url):
    async with hosted(postgres_url, FakeClock(1000.0)) as host:
        table_ids = await open_tables(host, TABLES)
        tables = ",".join(map(str, table_ids))
        processes = [start("race", postgres_url, tables, str(MOVES)) for _ in range(2)]
        go(processes)
        outputs = [process.communicate(timeout=300)[0].splitlines() for process in processes]
        assert [process.returncode for process in processes] == [0, 0]
        accepted = Counter(
            tuple(map(int, line.split()[1:3]))
            for lines in outputs
            for line in lines
            if line.startswith("accepted")
        )
        refused = [line.split()[3] for lines in outputs for line in lines if line.startswith("refused")]
        # every version of every table accepted exactly once, by one process or the other; every
        # other submission refused as out of date or not the player's turn
        assert accepted == Counter(
            (table_id, version) for table_id in table_ids for version in range(1, MOVES + 1)
        )
        assert set(refused) <= {"StaleVersion", "NotYourTurn"}
        for table_id in table_ids:
            log = await host.store.log(table_id)
            assert [entry.seq for entry in log] == list(range(1, MOVES + 1))
            assert (await host.table(table_id)).version == MOVES + 1
            assert await replayed_matches_snapshot(host, table_id)


async def test_a_killed_process_loses_nothing_acknowledged_and_every_due_deadline_fires_once(postgres_url):
    async with hosted(postgres_url, FakeClock(1000.0)) as host:
        expiring = await open_tables(host, EXPIRING)  # Alice's turns expire at 1060
        processes = [start("stream", postgres_url, str(channel)) for channel in (10_000, 20_000)]
        victim, survivor = processes
        go(processes)
        # Killed after its first few moves: its deadline task is then working through the
        # expired turns (dozens of them take longer than a few moves), holding one or another.
        victim_lines = [victim.stdout.readline() for _ in range(KILL_AFTER)]
        assert all(victim_lines), "the victim ended before it was killed"
        os.kill(victim.pid, signal.SIGKILL)
        victim_lines += victim.communicate()[0].splitlines(keepends=True)
        deadline = time.monotonic() + 120  # the survivor takes over the victim's share
        while await host.store.due_deadlines(NOW) and time.monotonic() < deadline:
            await asyncio.sleep(0.05)
        survivor_lines = survivor.communicate(input="", timeout=60)[0].splitlines(keepends=True)
        assert survivor.returncode == 0
        reports = [line.split() for line in victim_lines + survivor_lines]

        assert await host.store.due_deadlines(NOW) == []
        fired = Counter(int(report[1]) for report in reports if report[0] == "fired")
        assert max(fired.values()) == 1 and set(fired) <= set(expiring)
        for table_id in expiring:  # each expired turn played once (by whichever process)
            log = await host.store.log(table_id)
            assert [(entry.seq, entry.seat) for entry in log] == [(1, 0)]
            assert (await host.store.seats(table_id))[0].expiries == 1
        for _, table_id, version, code in (report for report in reports if report[0] == "moved"):
            entries = await host.store.log(int(table_id), after_seq=int(version) - 1)
            assert entries and (entries[0].seq, entries[0].code) == (int(version), code)  # acknowledged
        for status in ("playing", "finished"):
            for record in await tables(postgres_url, status):
                assert await replayed_matches_snapshot(host, record.id)


async def test_the_outbox_of_a_killed_process_is_delivered_by_another(postgres_url):
    """The claim on a table's outbox delivery is held by one process; when that process dies
    its claim goes with it, and another process delivers what it left pending."""
    async with hosted(postgres_url, FakeClock(1000.0)) as host:
        [table_id] = await open_tables(host, 1)
        await host.submit(table_id, ALICE.id, "step:1")
        pending = await host.pending_publications(table_id)
        assert [p.table.version for p in pending] == [1, 2]  # the start and Alice's move
        holder = start("claim", postgres_url, str(table_id))
        go([holder])
        assert holder.stdout.readline() == "claimed True\n"
        async with host.delivery_claim(table_id) as claimed:
            assert not claimed  # the holder delivers; this process leaves the entries to it
        os.kill(holder.pid, signal.SIGKILL)
        holder.communicate()
        deadline = time.monotonic() + 60  # until the server has seen the connection close
        while True:
            async with host.delivery_claim(table_id) as claimed:
                if claimed or time.monotonic() > deadline:
                    assert claimed
                    await host.mark_delivered(await host.pending_publications(table_id), 4242)
                    break
            await asyncio.sleep(0.05)
        assert await host.pending_publications() == []
        assert (await host.table(table_id)).board_message_id == 4242
