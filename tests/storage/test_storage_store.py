"""The store: one transaction per accepted action with a compare-and-set on the version,
an append-only log, one active table per channel, the seed kept, message references."""

import sqlite3
import threading
from dataclasses import replace

import asyncpg
import pytest

import storage
from storage import Deadline, SeatRecord, Step
from tests.support.host import db_rows
from tests.support.storage import outbox

HOST = SeatRecord(0, 7, "Alice", False)


@pytest.fixture
async def store(database):
    """A store of each backend (the ``database`` fixture): every test runs on both."""
    store = await storage.open_storage(database)
    yield store
    await store.close()


async def new_table(store, channel_id=2, seed=12345):
    return await store.create_table(
        guild_id=1,
        channel_id=channel_id,
        game_id="race",
        host=HOST,
        options={"goal": 10},
        seed=seed,
        turn_seconds=600,
        language="hu",
        now=100.0,
    )


async def started(store):
    table = await new_table(store)
    await store.set_lobby_seats(table.id, (HOST, SeatRecord(1, None, "AI 1", True)), now=101.0)
    await store.start_table(table.id, {"n": 0}, (Deadline(table.id, 0, 700.0, 550.0),), now=102.0)
    return table.id


def step(n, seat=0):
    return Step(seat, f"s{n}", {"n": n}, "playing", (Deadline(0, 1 - seat, 1000.0 + n, 900.0),))


async def test_table_keeps_its_seed_options_and_seats(store):
    table = await new_table(store, seed=987654321)
    again = await store.table(table.id)
    assert (again.seed, again.options, again.status, again.version) == (987654321, {"goal": 10}, "lobby", 0)
    assert again.language == "hu"
    assert await store.seats(table.id) == (HOST,)


async def test_one_active_table_per_channel(store):
    first = await new_table(store)
    with pytest.raises(storage.ChannelActiveError):
        await new_table(store)
    await store.cancel_table(first.id, now=200.0)
    assert (await new_table(store)).id != first.id


async def test_commit_writes_snapshot_log_version_and_deadlines_together(store):
    table_id = await started(store)
    assert await store.commit_step(table_id, 1, step(1), now=300.0) == 2
    record = await store.table(table_id)
    assert (record.version, record.snapshot, record.updated_at) == (2, {"n": 1}, 300.0)
    assert await store.log(table_id) == [storage.LogEntry(1, 0, "s1", 300.0)]
    assert (await store.load(table_id)).deadlines == (Deadline(table_id, 1, 1001.0, 900.0),)


async def test_pending_messages_are_committed_with_each_step_and_replaced_by_the_next(store):
    """Migration 5: the messages the channel was not shown yet travel with each step (a
    refused step changes none); a step that ends a turn commits none."""
    table_id = await started(store)
    said = ({"message": {"id": "race-drew-hidden", "args": {"player": {"seat": 0}}}, "log": True},)
    await store.commit_step(table_id, 1, replace(step(1), pending=said), now=300.0)
    await store.commit_step(table_id, 2, replace(step(2), pending=said * 2), now=301.0)
    assert (await store.table(table_id)).pending == said * 2
    with pytest.raises(storage.StaleVersionError):
        await store.commit_step(table_id, 2, replace(step(3), pending=()), now=302.0)
    assert (await store.table(table_id)).pending == said * 2
    await store.commit_step(table_id, 3, step(3), now=303.0)
    assert (await store.table(table_id)).pending == ()


async def test_commit_against_an_old_version_is_refused_and_writes_nothing(store, database):
    table_id = await started(store)
    await store.commit_step(table_id, 1, step(1), now=300.0)
    before = await db_rows(database)
    with pytest.raises(storage.StaleVersionError):
        await store.commit_step(table_id, 1, step(2), now=301.0)
    assert await db_rows(database) == before


async def test_commit_on_a_finished_table_is_refused(store):
    table_id = await started(store)
    await store.commit_step(table_id, 1, Step(0, "s2", {"n": 9}, "finished", ()), now=300.0)
    with pytest.raises(storage.StaleVersionError):
        await store.commit_step(table_id, 2, step(3), now=301.0)
    assert len(await store.log(table_id)) == 1


async def test_action_log_is_append_only(store):
    table_id = await started(store)
    await store.commit_step(table_id, 1, step(1), now=300.0)
    for statement in ("UPDATE actions SET code = 'c3'", "DELETE FROM actions"):
        with pytest.raises((sqlite3.IntegrityError, asyncpg.RaiseError), match="append-only"):
            async with store._transaction() as db:
                await db.execute(statement)
    assert [entry.code for entry in await store.log(table_id)] == ["s1"]


async def test_a_snapshot_is_replaced_only_at_the_version_it_was_read_at(store, database):
    table_id = await started(store)
    await store.commit_step(table_id, 1, step(1), now=300.0)
    assert await store.replace_snapshot(table_id, 2, {"n": 1, "schema": 2})
    record = await store.table(table_id)
    assert (record.version, record.snapshot, record.updated_at) == (2, {"n": 1, "schema": 2}, 300.0)
    assert [entry.code for entry in await store.log(table_id)] == ["s1"]
    lobby = await new_table(store, channel_id=3)
    before = await db_rows(database)
    assert not await store.replace_snapshot(table_id, 1, {"n": 0})  # a newer step is kept
    assert not await store.replace_snapshot(lobby.id, 0, {"n": 0})  # no game, no snapshot
    assert await db_rows(database) == before


async def test_lobby_seats_cannot_change_after_start(store):
    table_id = await started(store)
    with pytest.raises(storage.StaleVersionError):
        await store.set_lobby_seats(table_id, (HOST,), now=400.0)
    assert len(await store.seats(table_id)) == 2


async def test_due_deadlines_and_reminders(store):
    table_id = await started(store)  # seat 0: remind at 550, due at 700
    assert await store.due_deadlines(500.0) == []
    [reminder] = await store.due_deadlines(560.0)
    assert await store.mark_reminded(reminder) is True
    assert await store.mark_reminded(reminder) is False  # sent once only
    assert await store.due_deadlines(600.0) == []
    assert [d.seat for d in await store.due_deadlines(700.0)] == [0]
    await store.commit_step(table_id, 1, step(1), now=701.0)  # replaces the deadlines
    assert [d.seat for d in await store.due_deadlines(1001.0)] == [1]


async def test_message_references_survive_reopening(store, database):
    table = await new_table(store)
    await store.set_message(table.id, "lobby", 555)
    await store.set_message(table.id, "board", 666)
    with pytest.raises(ValueError, match="message kind"):
        await store.set_message(table.id, "hand", 1)
    await store.close()
    reopened = await storage.open_storage(database)
    record = await reopened.table(table.id)
    await reopened.close()
    assert (record.lobby_message_id, record.board_message_id) == (555, 666)


async def test_commit_keeps_clock_readings_and_seat_changes_exactly(store):
    """Deadlines and seat changes travel to the commit trigger as JSON; nothing is rounded."""
    table_id = await started(store)
    due, remind_at = 1764412345.1234567, 1764412300.0000001
    taken_over = SeatRecord(0, None, "Alice", True, expiries=3)
    step = Step(0, "s1", {"n": 1}, "playing", (Deadline(table_id, 1, due, remind_at),), (taken_over,))
    await store.commit_step(table_id, 1, step, now=1764412299.9876543)
    assert (await store.load(table_id)).deadlines == (Deadline(table_id, 1, due, remind_at),)
    assert (await store.seats(table_id))[0] == taken_over
    assert (await store.log(table_id))[0].at == 1764412299.9876543


async def test_a_users_locale_is_replaced_and_loaded_with_the_seats_it_sits_in(store):
    table = await new_table(store)
    assert (await store.load(table.id)).locales == {}
    await store.set_user_locale(HOST.user_id, "hu")
    await store.set_user_locale(HOST.user_id, "en")
    await store.set_user_locale(999, "hu")  # not seated here
    assert (await store.load(table.id)).locales == {HOST.user_id: "en"}
    assert (await store.load_active(table.channel_id)).locales == {HOST.user_id: "en"}


async def test_a_step_and_its_publication_are_committed_together(store):
    """Issue 13, outbox: the entry is written by the step's own commit, at the new version, or
    not at all (a stale step writes neither)."""
    table_id = await started(store)
    await store.commit_step(table_id, 1, replace(step(1), publication={"caption": "one"}), now=300.0)
    await store.commit_step(table_id, 2, step(2), now=301.0)  # a step whose turn goes on: no entry
    with pytest.raises(storage.StaleVersionError):
        await store.commit_step(table_id, 2, replace(step(3), publication={"caption": "lost"}), now=302.0)
    pending = await store.pending_posts(table_id)
    assert [(e.version, e.kind, e.payload, e.status, e.attempts) for e in pending] == [
        (2, "publication", {"caption": "one"}, "pending", 0)
    ]
    assert await store.pending_posts() == pending


async def test_the_start_publication_is_stored_with_the_start(store):
    table = await new_table(store)
    await store.start_table(table.id, {"n": 0}, (), now=102.0, publication={"caption": "go"})
    assert [(e.version, e.payload) for e in await store.pending_posts(table.id)] == [(1, {"caption": "go"})]


async def test_delivered_entries_leave_the_queue_and_name_the_board(store, database):
    table_id = await started(store)
    for version in (1, 2, 3):
        await store.commit_step(table_id, version, replace(step(version), publication={"v": version}), 300.0)
    await store.count_attempt(table_id, [2], "429 Too Many Requests", now=301.0)
    await store.mark_delivered(table_id, [2, 3], 4242, now=302.0)
    await store.mark_failed(table_id, [4], "403 Missing Access", now=303.0)
    await store.close()
    reopened = await storage.open_storage(database)
    try:
        entries = await outbox(database, table_id)
        record = await reopened.table(table_id)
        assert await reopened.pending_posts() == []
    finally:
        await reopened.close()
    assert [(e.version, e.status, e.reason, e.attempts) for e in entries] == [
        (2, "delivered", "429 Too Many Requests", 1),
        (3, "delivered", None, 0),
        (4, "failed", "403 Missing Access", 1),
    ]
    assert record.board_message_id == 4242


async def test_dm_channels_are_kept(store, database):
    await store.set_dm_channel(7, 70)
    await store.set_dm_channel(8, 80)
    await store.set_dm_channel(7, 71)
    await store.close()
    reopened = await storage.open_storage(database)
    try:
        assert [await reopened.dm_channel(user) for user in (7, 8, 9)] == [71, 80, None]
    finally:
        await reopened.close()


async def test_every_cursor_of_the_sqlite_store_is_let_go_on_its_connections_thread(tmp_path, monkeypatch):
    """Issue 31: a cursor the store left to the garbage collector was freed on the event loop's
    thread, and freeing it reset its prepared statement, which sqlite3 shares with the next
    cursor of the same SQL, maybe being run on the connection's thread at that moment: in
    200-table bursts a ``/game join`` met SQLITE_MISUSE ("bad parameter or other API misuse")
    in the lobby's seats. Every cursor the store opens, for a write or a read, is closed or
    freed on the connection's thread, never on the event loop's."""
    let_go: list[tuple[str, int]] = []

    class Cursor(sqlite3.Cursor):
        def close(self) -> None:
            let_go.append(("closed", threading.get_ident()))
            super().close()

        def __del__(self) -> None:
            let_go.append(("freed", threading.get_ident()))

    class Connection(sqlite3.Connection):
        def execute(self, sql, params=()):
            return self.cursor(Cursor).execute(sql, params)

        def executemany(self, sql, rows):
            return self.cursor(Cursor).executemany(sql, rows)

    connect = sqlite3.connect
    monkeypatch.setattr(
        sqlite3, "connect", lambda *args, **kwargs: connect(*args, factory=Connection, **kwargs)
    )
    store = await storage.open_store(tmp_path / "db.sqlite3")
    try:
        table = await new_table(store)
        seats = (HOST, SeatRecord(1, 8, "Bo", False))
        await store.set_lobby_seats(table.id, seats, 2.0)  # the transaction of a join (executemany)
        await store.set_dm_channel(7, 70)  # one statement
        await store.set_message(table.id, "lobby", 99)
        assert (await store.load(table.id)).record.lobby_message_id == 99  # a read
    finally:
        await store.close()
    loop_thread = threading.get_ident()
    assert len(let_go) >= 8, "the writes and reads opened cursors"
    assert all(thread != loop_thread for _, thread in let_go), let_go


async def test_a_transaction_meeting_another_process_s_lock_is_busy_and_writes_nothing(tmp_path):
    """A transaction's BEGIN IMMEDIATE goes with its first statement (one trip fewer, issue 31):
    another process holding the file's write lock still makes it StorageBusyError, with nothing
    written, and the same transaction goes through once the lock is free."""
    path = tmp_path / "db.sqlite3"
    store = await storage.open_store(path, busy_timeout_ms=50)
    try:
        table = await new_table(store)
        seats = (HOST, SeatRecord(1, 8, "Bo", False))
        other_process = sqlite3.connect(path, isolation_level=None)
        other_process.execute("BEGIN IMMEDIATE")  # holds the write lock
        with pytest.raises(storage.StorageBusyError):
            await store.set_lobby_seats(table.id, seats, 2.0)  # a transaction of two statements
        other_process.execute("ROLLBACK")
        other_process.close()
        assert len(await store.seats(table.id)) == 1, "nothing written"
        await store.set_lobby_seats(table.id, seats, 2.0)
        assert len(await store.seats(table.id)) == 2
    finally:
        await store.close()
