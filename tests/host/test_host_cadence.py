"""A player's heads-up and reminder cadence at the host (issue 33, ``/table notify``), on both
backends: reminders again every interval until the deadline, from stored state (a restart
changes nothing), held back in quiet hours as before; a DM to the player seated after the one
whose turn starts, when they asked for it."""

import pytest

from host import FakeClock, Reminder
from host.errors import BadSetting
from host.players import MIN_REMIND_EVERY
from tests.support.host import ALICE, BOB, CAROL, db_rows, open_host

START = 1_800_000_000.0  # 2027-01-15 08:00 UTC
HOUR, DAY = 3600, 86_400


@pytest.fixture
async def host(database):
    host = await open_host(database, FakeClock(START))
    yield host
    await host.store.close()


async def race(host, *players, turn=DAY):
    table = await host.open_table(1, 1, "race", ALICE, options={"goal": 50}, turn_seconds=turn)
    for player in players:
        await host.join(table.id, player)
    return (await host.start(table.id, ALICE)).table


async def reminders(host) -> list[Reminder]:
    return [item for item in await host.run_due() if isinstance(item, Reminder)]


async def test_reminders_come_every_interval_until_the_deadline_after_a_restart_too(host, database):
    await host.set_notifications(ALICE.id, remind_every=6 * HOUR)
    table = await race(host, BOB)
    assert table.awaited == (0,)
    told = []
    for hours in range(1, 24):
        host.clock.advance(HOUR)
        if hours == 8:  # the process stops and starts again: the timers are stored
            await host.store.close()
            host = await open_host(database, host.clock)
        told += [(hours, r.user_id) for r in await reminders(host)]
    assert told == [(6, ALICE.id), (12, ALICE.id), (18, ALICE.id)]
    await host.store.close()


async def test_one_reminder_by_default_none_when_off_and_quiet_hours_hold_them(host):
    table = await race(host, BOB)
    host.clock.advance(DAY * 3 / 4)
    assert [r.user_id for r in await reminders(host)] == [ALICE.id]
    await host.set_notifications(BOB.id, remind=False)
    await host.submit(table.id, ALICE.id, (await host.legal_actions(table.id, ALICE.id, "en"))[0].code)
    host.clock.advance(DAY * 3 / 4)
    assert await reminders(host) == []
    # Alice: every 2 hours, but quiet from 10:00 to 16:00 UTC (her turn starts at 20:00)
    await host.set_notifications(ALICE.id, remind_every=2 * HOUR, quiet="10:00-16:00")
    await host.submit(table.id, BOB.id, (await host.legal_actions(table.id, BOB.id, "en"))[0].code)
    told = []
    for hours in range(1, 24):
        host.clock.advance(HOUR)
        told += [hours for _ in await reminders(host)]
    # 22:00 to 08:00 every 2 hours; the one due at 10:00 waits for 16:00, the end of the quiet
    # hours; then every 2 hours again until the deadline, 20:00
    assert told == [2, 4, 6, 8, 10, 12, 20, 22]


async def test_a_bad_interval_is_refused_and_changes_nothing(host, database):
    await host.set_notifications(ALICE.id, remind_every=6 * HOUR)
    before = await db_rows(database)
    for bad in (MIN_REMIND_EVERY - 1, 31 * DAY):
        with pytest.raises(BadSetting) as refused:
            await host.set_notifications(ALICE.id, remind_every=bad, notify_next=True)
        assert "every hour" in str(refused.value)
    assert await db_rows(database) == before
    once = await host.set_notifications(ALICE.id, remind_every=0)
    assert once.remind and once.remind_every is None


async def test_the_player_seated_after_the_one_whose_turn_starts_is_told_if_they_asked(host):
    await host.set_notifications(CAROL.id, notify_next=True)
    await host.set_notifications(ALICE.id, notify_next=True)
    table = await race(host, BOB, CAROL)
    code = (await host.legal_actions(table.id, ALICE.id, "en"))[0].code
    moved = await host.submit(table.id, ALICE.id, code)
    assert moved.table.awaited == (1,)  # Bob's turn starts: Carol sits next
    plan = host.delivery_plan([moved], moved.players)
    assert [(letter.user_id, letter.kind) for letter in plan.after_board if letter.kind == "next"] == [
        (CAROL.id, "next")
    ]
    code = (await host.legal_actions(table.id, BOB.id, "en"))[0].code
    moved = await host.submit(table.id, BOB.id, code)  # Carol's turn: Alice next, and she asked
    plan = host.delivery_plan([moved], moved.players)
    assert [letter.user_id for letter in plan.after_board if letter.kind == "next"] == [ALICE.id]
    await host.set_notifications(BOB.id, notify_next=False)
    code = (await host.legal_actions(table.id, CAROL.id, "en"))[0].code
    moved = await host.submit(table.id, CAROL.id, code)  # Alice's turn: Bob next, who did not ask
    plan = host.delivery_plan([moved], moved.players)
    assert not [letter for letter in plan.after_board if letter.kind == "next"]
