"""Turn deadlines with a fake clock: a reminder before expiry, the AI plays an expired turn
and says so, repeated expiries hand the seat to the AI, and overdue deadlines fire at once
after a restart."""

import pytest

import storage
from host import FakeClock, Host, Publication, Reminder
from tests.support.host import ALICE, BOB, GAMES, open_host, replayed_matches_snapshot

TURN = 600


@pytest.fixture
async def clock():
    return FakeClock()


@pytest.fixture
async def host(database, clock):
    host = await open_host(database, clock)
    yield host
    await host.store.close()


async def duel(host, channel=1):
    """A started race of Alice (to move) against Bob with ten-minute turns, too long to end
    within any of these tests."""
    table = await host.open_table(1, channel, "race", ALICE, options={"goal": 50}, turn_seconds=TURN)
    await host.join(table.id, BOB)
    return (await host.start(table.id, ALICE)).table


async def test_reminder_at_three_quarters_of_the_turn_then_once_only(host, clock):
    table = await duel(host)
    assert table.deadline == clock.now() + TURN
    clock.advance(TURN * 0.75 - 1)
    assert await host.run_due() == []
    clock.advance(1)
    [reminder] = await host.run_due()
    assert reminder == Reminder(await host.table(table.id), ALICE.id, 0, table.deadline, "en")
    assert await host.run_due() == []


async def test_expired_turn_is_played_by_the_ai_and_the_caption_says_so(host, clock):
    table = await duel(host)
    clock.advance(TURN)
    [publication] = await host.run_due()
    assert isinstance(publication, Publication) and publication.kind == "timeout"
    assert publication.caption.startswith("Alice has run out of time; the AI plays for them.")
    assert publication.actor_seat == 0, "Alice's seat is named, so she can be sent her new hand"
    assert [entry.seat for entry in await host.store.log(table.id)] == [0]
    after = await host.table(table.id)
    assert after.awaited == (1,) and after.deadline == clock.now() + TURN
    assert (await host.store.seats(table.id))[0].expiries == 1
    assert not after.seats[0].is_ai
    assert await replayed_matches_snapshot(host, table.id)


async def test_own_action_resets_the_count_of_missed_turns(host, clock):
    table = await duel(host)
    clock.advance(TURN)
    await host.run_due()  # Alice misses a turn
    await host.submit(table.id, BOB.id, "step:1")
    await host.submit(table.id, ALICE.id, "step:1")
    assert (await host.store.seats(table.id))[0].expiries == 0


async def test_after_three_missed_turns_in_a_row_the_ai_takes_the_seat(host, clock):
    table = await duel(host)
    await host.submit(table.id, ALICE.id, "step:1")  # Alice plays once, then goes quiet
    for missed in (1, 2):
        await host.submit(table.id, BOB.id, "step:1")
        clock.advance(TURN)
        [publication] = await host.run_due()
        assert "now plays" not in publication.caption
        assert (await host.store.seats(table.id))[0].expiries == missed
    await host.submit(table.id, BOB.id, "step:1")
    clock.advance(TURN)
    [publication] = await host.run_due()
    assert "After 3 missed turns in a row, the AI now plays Alice's seat." in publication.caption
    seat = publication.table.seats[0]
    assert (seat.is_ai, seat.user_id, seat.name) == (True, None, "Alice")
    assert [update.user_id for update in publication.private] == [BOB.id]
    following = await host.submit(table.id, BOB.id, "step:1")  # Alice's turn is played at once
    assert following.table.awaited == (1,)
    assert [entry.seat for entry in (await host.store.log(table.id))[-2:]] == [1, 0]


async def test_restart_fires_overdue_deadlines_at_once(database, clock):
    host = await open_host(database, clock)
    tables = [await duel(host, channel) for channel in (1, 2, 3)]
    await host.submit(tables[1].id, ALICE.id, "step:2")  # table 2 now waits for Bob
    await host.store.close()
    clock.advance(3 * TURN)  # the bot was down for half an hour
    restarted = Host(await storage.open_storage(database), clock, GAMES)
    publications = await restarted.run_due()
    assert sorted((p.table.id, p.kind) for p in publications) == [(t.id, "timeout") for t in tables]
    assert all("run out of time" in p.caption for p in publications)
    assert [p.caption.split()[0] for p in sorted(publications, key=lambda p: p.table.id)] == [
        "Alice",
        "Bob",
        "Alice",
    ]
    assert await restarted.run_due() == []  # the new deadlines lie in the future
    await restarted.store.close()


async def test_restart_finishes_ai_moves_a_crash_interrupted(database, clock, monkeypatch):
    """The human move was committed but the process died before the AI seat moved: the
    stored "now" deadline of the AI seat makes run_due play it after the restart, and its post
    tells the human's move too (kept with the step as not yet posted)."""
    host = await open_host(database, clock)
    table = await host.open_table(1, 1, "race", ALICE, turn_seconds=TURN)
    await host.add_ai(table.id, ALICE)
    await host.start(table.id, ALICE)

    async def crash_before_ai_moves(self, run):
        return None

    monkeypatch.setattr(Host, "_play_ai_seats", crash_before_ai_moves)
    await host.submit(table.id, ALICE.id, "step:1")
    monkeypatch.undo()
    await host.store.close()
    restarted = Host(await storage.open_storage(database), clock, GAMES)
    [publication] = await restarted.run_due()
    assert publication.kind == "action" and publication.post_to_channel
    assert publication.caption.startswith("Alice moved 1.\nAI 1 moved")
    assert publication.table.awaited == (0,)
    assert [entry.seat for entry in await restarted.store.log(table.id)] == [0, 1]
    await restarted.store.close()


async def test_one_minute_is_the_shortest_turn(host, clock):
    table = await host.open_table(1, 7, "race", ALICE, turn_seconds=60)
    await host.join(table.id, BOB)
    started = (await host.start(table.id, ALICE)).table
    assert started.deadline == clock.now() + 60


async def test_a_busy_table_leaves_the_other_tables_expired_turns_returned(host, clock, monkeypatch):
    """Another process holding one table past the lock's timeout (DatabaseBusy) does not drop
    the turns already played at the other tables: they are returned to be posted, and the
    busy table's turn stays due for the next round."""
    busy, free = await duel(host, channel=1), await duel(host, channel=2)
    clock.advance(TURN)
    table_lock = host.store.table_lock

    def refused_for_busy(table_id):
        if table_id == busy.id:
            raise storage.StorageBusyError("locked by another process")
        return table_lock(table_id)

    monkeypatch.setattr(host.store, "table_lock", refused_for_busy)
    published = await host.run_due()
    assert [(item.table.id, item.kind) for item in published] == [(free.id, "timeout")]
    assert [deadline.table_id for deadline in await host.store.due_deadlines(clock.now())] == [busy.id]
    monkeypatch.undo()
    [later] = await host.run_due()
    assert (later.table.id, later.kind) == (busy.id, "timeout")
