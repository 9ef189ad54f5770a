"""One writer per table: simultaneous submissions drawn against the same version apply
exactly once; every other one is refused as stale and changes nothing."""

import asyncio
import itertools
import sqlite3

import pytest

import storage
from host import FakeClock, Host, errors
from tests.support.host import ALICE, BOB, GAME_IDS, GAMES, db_rows, open_host, replayed_matches_snapshot

SUBMISSIONS = 50


async def started_table(host, game_id):
    table = await host.open_table(1, 1, game_id, ALICE)
    await host.join(table.id, BOB)
    while len((await host.table(table.id)).seats) < GAMES[game_id].min_players:
        await host.add_ai(table.id, ALICE)
    await host.start(table.id, ALICE)
    return await host.table(table.id)


async def submissions(hosts, table):
    """SUBMISSIONS calls at once, spread over the hosts and over every legal action of every
    awaited human seat, all against the table's current version."""
    choices = [
        (seat.user_id, choice.code)
        for seat in table.seats
        if seat.seat in table.awaited and not seat.is_ai
        for choice in await hosts[0].legal_actions(table.id, seat.user_id, "en")
    ]
    calls = zip(itertools.cycle(hosts), itertools.cycle(choices))
    return await asyncio.gather(
        *(
            host.submit(table.id, user_id, code, table.version)
            for host, (user_id, code) in itertools.islice(calls, SUBMISSIONS)
        ),
        return_exceptions=True,
    )


def outcome_counts(results):
    applied = [r for r in results if not isinstance(r, BaseException)]
    stale = [r for r in results if isinstance(r, errors.StaleVersion)]
    return len(applied), len(stale), applied


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_fifty_simultaneous_submissions_apply_exactly_once(database, game_id):
    host = await open_host(database)
    table = await started_table(host, game_id)
    log_before = await host.store.log(table.id)
    results = await submissions([host], table)
    applied, stale, [publication] = outcome_counts(results)
    assert (applied, stale) == (1, SUBMISSIONS - 1)
    log_after = await host.store.log(table.id)
    assert log_after[: len(log_before)] == log_before
    assert log_after[len(log_before)].seq == table.version  # the one accepted action
    assert (await host.table(table.id)).version == publication.table.version
    assert await replayed_matches_snapshot(host, table.id)
    await host.store.close()


async def test_two_hosts_on_one_database_still_apply_once(database):
    """The version compare-and-set in the store guards even writers the host lock cannot see
    (a second process on the same file)."""
    first = await open_host(database)
    second = Host(await storage.open_storage(database), first.clock, first.games)
    table = await started_table(first, "race")
    applied, stale, _ = outcome_counts(await submissions([first, second], table))
    assert (applied, stale) == (1, SUBMISSIONS - 1)
    assert len(await first.store.log(table.id)) == 1
    assert await replayed_matches_snapshot(first, table.id)
    await first.store.close()
    await second.store.close()


async def test_database_locked_by_another_process_is_refused_as_busy_and_changes_nothing(tmp_path):
    path = tmp_path / "db.sqlite3"
    host = Host(await storage.open_store(path, busy_timeout_ms=50), FakeClock(), GAMES)
    table = await started_table(host, "race")
    before = await db_rows(path)
    other_process = sqlite3.connect(path, isolation_level=None)
    other_process.execute("BEGIN IMMEDIATE")  # holds the write lock
    with pytest.raises(errors.DatabaseBusy, match="busy"):
        await host.submit(table.id, ALICE.id, "step:1")
    other_process.execute("ROLLBACK")
    other_process.close()
    assert await db_rows(path) == before
    assert (await host.submit(table.id, ALICE.id, "step:1")).table.version == table.version + 1
    await host.store.close()
