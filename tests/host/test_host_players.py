"""Playing over days at the host (issue 17), with a fake clock: a player's tables on every
server, quiet hours holding a reminder while the deadline fires on time, time away moving
deadlines within a yearly allowance, a paused table, seats that change hands. Every bad input
is refused with nothing changed."""

import asyncio
from dataclasses import replace

import pytest

from host import FakeClock, Publication, Reminder, User
from host.errors import BadSetting, ChannelBusy, NotHost, NotSeated, StaleVersion, TablePaused
from host.players import NOTICE_INTERVAL
from host.settings import AWAY_ALLOWANCE_SECONDS, quiet_hours, quiet_until
from host.table import storage_refusals
from storage import Notice, PlayerSettings
from tests.support.host import ALICE, BOB, CAROL, open_host

DAY = 86_400
HOUR = 3600
START = 1_800_000_000.0
"""The fake clock's start: 2027-01-15 08:00 UTC, 09:00 in Budapest."""


@pytest.fixture
async def clock():
    return FakeClock(START)


@pytest.fixture
async def host(database, clock):
    host = await open_host(database, clock)
    yield host
    await host.store.close()


async def duel(host, guild=1, channel=1, first=ALICE, second=BOB, turn=DAY):
    """A started race: ``first`` to move against ``second``, a day per turn."""
    table = await host.open_table(guild, channel, "race", first, options={"goal": 50}, turn_seconds=turn)
    await host.join(table.id, second)
    return (await host.start(table.id, first)).table


async def test_my_tables_on_every_server_waiting_for_me_first(host):
    bobs_turn = await duel(host, guild=1, channel=1, first=BOB, second=ALICE)
    lobby = await host.open_table(2, 5, "race", CAROL)
    await host.join(lobby.id, ALICE)
    my_turn = await duel(host, guild=3, channel=7)
    await host.open_table(2, 6, "race", CAROL)  # not Alice's
    listings = await host.my_tables(ALICE.id)
    assert [t.table.id for t in listings] == [my_turn.id, bobs_turn.id, lobby.id]
    assert [t.waiting for t in listings] == [True, False, False]
    assert listings[0].deadline == START + DAY and listings[0].seat == 0
    assert {t.table.guild_id for t in listings} == {1, 2, 3}
    assert [t.table.id for t in await host.server_tables(2)] == [lobby.id, lobby.id + 2]


def test_quiet_hours_are_read_and_checked():
    assert quiet_hours("23:00-08:00") == (23 * 60, 8 * 60)
    assert quiet_hours(" 7:30 - 9:05 ") == (7 * 60 + 30, 9 * 60 + 5)
    assert quiet_hours("off") is None
    for bad in ("25:00-08:00", "23:00-08:60", "23-08", "08:00-08:00", "x" * 500):
        with pytest.raises(BadSetting):
            quiet_hours(bad)
    night = PlayerSettings(1, quiet_from=23 * 60, quiet_until=8 * 60, time_zone="Europe/Budapest")
    assert quiet_until(night, START) is None, "09:00 in Budapest"
    # 02:00 UTC = 03:00 in Budapest: quiet until 08:00 there, 07:00 UTC
    assert quiet_until(night, START + 18 * HOUR) == START + 23 * HOUR


async def test_quiet_hours_hold_the_reminder_until_they_end_while_the_deadline_fires_on_time(host, clock):
    table = await duel(host)
    await host.set_notifications(ALICE.id, quiet="23:00-08:00", zone="Europe/Budapest")
    clock.advance(18 * HOUR)  # three quarters of the day: 03:00 in Budapest
    assert await host.run_due() == []
    clock.advance(5 * HOUR - 1)
    assert await host.run_due() == []
    clock.advance(1)  # 08:00 in Budapest
    [reminder] = await host.run_due()
    assert isinstance(reminder, Reminder) and reminder.deadline == START + DAY == table.deadline
    clock.advance(HOUR - 1)
    assert await host.run_due() == []
    clock.advance(1)
    [timeout] = await host.run_due()
    assert isinstance(timeout, Publication) and timeout.kind == "timeout"


async def test_a_reminder_in_quiet_hours_past_the_deadline_is_dropped_and_reminders_can_be_off(host, clock):
    await duel(host, turn=4 * HOUR)  # reminder at 11:00 in Budapest, deadline at 12:00
    await host.set_notifications(ALICE.id, quiet="10:00-13:00", zone="Europe/Budapest")
    clock.advance(3 * HOUR)
    assert await host.run_due() == []
    clock.advance(HOUR)
    [timeout] = await host.run_due()
    assert timeout.kind == "timeout"
    await host.set_notifications(BOB.id, remind=False)
    clock.advance(3 * HOUR)
    assert await host.run_due() == [], "Bob turned reminders off"
    clock.advance(HOUR)
    [timeout] = await host.run_due()
    assert timeout.kind == "timeout"


async def test_bad_notification_settings_change_nothing(host):
    await host.set_notifications(ALICE.id, ping_on_turn=False, quiet="22:00-07:00", zone="Europe/Budapest")
    before = await host.settings(ALICE.id)
    for bad in ({"zone": "Mars/Olympus"}, {"zone": "../etc/passwd"}, {"quiet": "25:00-08:00"}):
        with pytest.raises(BadSetting):
            await host.set_notifications(ALICE.id, dm_on_turn=True, **bad)
    assert await host.settings(ALICE.id) == before
    assert before.quiet_from == 22 * 60 and not before.ping_on_turn and not before.dm_on_turn


async def test_turn_notices_follow_the_settings(host, clock):
    table = await duel(host)

    async def notices():
        return host.turn_notices(table, await host.player_settings([ALICE.id, BOB.id]))

    assert (await notices()).ping == {ALICE.id}
    await host.set_notifications(ALICE.id, ping_on_turn=False, dm_on_turn=True)
    assert (await notices()).ping == frozenset() and (await notices()).dm == ((ALICE.id, "en"),)
    await host.set_notifications(ALICE.id, quiet="08:30-10:00", zone="Europe/Budapest")
    assert (await notices()).dm == (), "no DM in quiet hours"
    assert host.quiet_players(await host.player_settings([ALICE.id, BOB.id])) == {ALICE.id}


async def test_a_move_carries_the_settings_read_with_its_table(host, clock):
    """Issue 13: delivering a move at once reads no settings; the move's publication has the
    seated players' settings as loaded with the table (never stored in the outbox)."""
    table = await duel(host)
    await host.set_notifications(BOB.id, dm_on_turn=True, quiet="08:30-10:00", zone="Europe/Budapest")
    first = (await host.legal_actions(table.id, ALICE.id, "en"))[0]
    published = await host.submit(table.id, ALICE.id, first.code)
    assert published.players[BOB.id] == await host.settings(BOB.id) and published.players[BOB.id].dm_on_turn
    assert "players" not in published.to_json()
    stored = (await host.pending_publications(table.id))[-1]
    assert stored == published and stored.players is None, "from the outbox: read again when delivered"


async def test_time_away_moves_my_deadlines_and_back_early_returns_the_rest(host, clock):
    table = await duel(host)
    until, told = await host.go_away(ALICE, 3 * DAY)
    assert until == START + 3 * DAY and [n.table_id for n in told] == [table.id]
    assert (await host.table(table.id)).deadline == START + 4 * DAY
    clock.advance(DAY + HOUR)
    assert await host.run_due() == [], "the clock stands while she is away"
    await host.come_back(ALICE)
    assert (await host.table(table.id)).deadline == START + 2 * DAY + HOUR
    assert (await host.settings(ALICE.id)).away_used == DAY + HOUR


async def test_a_turn_that_comes_while_away_starts_when_the_player_is_back(host, clock):
    table = await duel(host, first=BOB, second=ALICE)
    await host.go_away(ALICE, 2 * DAY)
    published = await host.submit(table.id, BOB.id, "step:1")
    assert published.table.awaited == (1,) and published.table.deadline == START + 3 * DAY


async def test_time_away_is_refused_beyond_the_allowance_or_not_positive_changing_nothing(host, clock):
    table = await duel(host)
    for seconds in (0, -HOUR, AWAY_ALLOWANCE_SECONDS + 1):
        with pytest.raises(BadSetting):
            await host.go_away(ALICE, seconds)
    await host.go_away(ALICE, 10 * DAY)
    with pytest.raises(BadSetting):
        await host.go_away(ALICE, HOUR)  # already away
    clock.advance(10 * DAY)
    with pytest.raises(BadSetting):
        await host.come_back(ALICE)  # not away any more
    before = ((await host.table(table.id)).deadline, await host.settings(ALICE.id))
    with pytest.raises(BadSetting) as refused:
        await host.go_away(ALICE, 5 * DAY)
    assert "96 hours left" in str(refused.value)
    assert ((await host.table(table.id)).deadline, await host.settings(ALICE.id)) == before
    await host.go_away(ALICE, 4 * DAY)


async def test_the_host_pauses_and_resumes_a_table_its_deadlines_moved_by_the_pause(host, clock):
    table = await duel(host)
    with pytest.raises(NotHost):
        await host.pause(table.id, BOB)
    await host.pause(table.id, ALICE)
    with pytest.raises(BadSetting):
        await host.pause(table.id, ALICE)
    with pytest.raises(TablePaused):
        await host.submit(table.id, ALICE.id, "step:1")
    clock.advance(2 * DAY)
    assert await host.run_due() == []
    await host.resume(table.id, ALICE)
    assert (await host.table(table.id)).deadline == START + 3 * DAY
    with pytest.raises(BadSetting):
        await host.resume(table.id, ALICE)
    await host.submit(table.id, ALICE.id, "step:1")


async def test_replace_hands_a_seat_to_another_member_and_the_old_holder_loses_it(host, clock):
    table = await duel(host)
    dave = User(104, "Dave")
    for who, seat, holder, refusal in (
        (BOB, 0, CAROL, NotHost),
        (ALICE, 5, CAROL, BadSetting),
        (ALICE, 0, BOB, BadSetting),
    ):
        with pytest.raises(refusal):
            await host.replace_seat(table.id, who, seat, holder)
    clock.advance(HOUR)
    replaced, previous = await host.replace_seat(table.id, ALICE, 0, dave)
    assert previous == ALICE.id and replaced.seats[0].user_id == dave.id and replaced.names[0] == "Dave"
    assert replaced.deadline == START + HOUR + DAY, "a fresh turn for the new holder"
    assert "card" in await host.view(table.id, dave.id)
    assert "card" not in await host.view(table.id, ALICE.id)
    with pytest.raises(NotSeated):
        await host.submit(table.id, ALICE.id, "step:1", expected_version=replaced.version)
    await host.submit(table.id, dave.id, "step:1", expected_version=replaced.version)


async def test_a_seat_the_ai_took_is_reclaimed_by_its_player_only(database, clock):
    host = await open_host(database, clock, expiry_limit=1)
    try:
        table = await duel(host)
        clock.advance(DAY)
        [timeout] = await host.run_due()
        assert timeout.table.seats[0].is_ai
        with pytest.raises(BadSetting):
            await host.reclaim(table.id, BOB)
        reclaimed = await host.reclaim(table.id, ALICE)
        assert reclaimed.seats[0].user_id == ALICE.id and not reclaimed.seats[0].is_ai
        with pytest.raises(BadSetting):
            await host.reclaim(table.id, ALICE)
    finally:
        await host.store.close()


async def test_a_seat_the_ai_took_can_be_given_to_someone_else_instead(database, clock):
    host = await open_host(database, clock, expiry_limit=1)
    try:
        table = await duel(host)
        clock.advance(DAY)
        await host.run_due()
        given, previous = await host.replace_seat(table.id, ALICE, 0, CAROL)
        assert previous is None and given.seats[0].user_id == CAROL.id and not given.seats[0].is_ai
        with pytest.raises(BadSetting):
            await host.reclaim(table.id, ALICE)
    finally:
        await host.store.close()


async def test_concurrent_time_away_and_returns_each_take_effect_once(host, clock):
    """Issue 25: five ``/game away 3d`` at once are one time away (the deadline moved once, the
    allowance counted once, one channel to tell) and four "already away"; five ``/game back`` at
    once give the unused time back once."""
    table = await duel(host)
    outcomes = await asyncio.gather(*(host.go_away(ALICE, 3 * DAY) for _ in range(5)), return_exceptions=True)
    [(until, told)] = [o for o in outcomes if not isinstance(o, BaseException)]
    refusals = [o for o in outcomes if isinstance(o, BaseException)]
    assert len(refusals) == 4 and all("already away" in str(r) for r in refusals)
    assert until == START + 3 * DAY and [n.table_id for n in told] == [table.id]
    assert (await host.table(table.id)).deadline == START + 4 * DAY
    assert (await host.settings(ALICE.id)).away_used == 3 * DAY
    clock.advance(DAY)
    outcomes = await asyncio.gather(*(host.come_back(ALICE) for _ in range(5)), return_exceptions=True)
    assert sum(not isinstance(o, BaseException) for o in outcomes) == 1
    assert all("not away" in str(o) for o in outcomes if isinstance(o, BaseException))
    assert (await host.table(table.id)).deadline == START + 2 * DAY, "two days given back, once"
    assert (await host.settings(ALICE.id)).away_used == DAY
    assert await host.run_due() == [], "a day of Alice's turn is left: no timeout"


async def test_a_time_away_decided_on_what_another_process_changed_is_refused(host, clock):
    """The store's compare-and-set: a time away read before another process stored one is
    refused, changing nothing (``GameStore.set_away``'s ``was_until``)."""
    table = await duel(host)
    stale = await host.settings(ALICE.id)
    await host.go_away(ALICE, DAY)
    away = replace(stale, away_until=START + 2 * DAY, away_used=2 * DAY)
    with pytest.raises(StaleVersion):
        async with storage_refusals():
            await host.store.set_away(away, 2 * DAY, stale.away_until)
    assert (await host.table(table.id)).deadline == START + 2 * DAY


async def test_a_channel_is_told_of_a_players_time_away_at_most_once_a_quarter_hour(host, clock):
    """Issue 25: ``/game away 1m`` and ``/game back`` in a loop tell each channel the first
    away and the back that undoes it, then nothing more in that ``NOTICE_INTERVAL``: the
    channel's last word is that the player is back, as they are; the time away itself changes
    every time."""
    first, second = await duel(host), await duel(host, guild=2, channel=2)
    told = []
    for _ in range(3):
        told.append([n.table_id for n in (await host.go_away(ALICE, 60))[1]])
        told.append([n.table_id for n in await host.come_back(ALICE)])
        clock.advance(60)
    assert told == [[first.id, second.id]] * 2 + [[]] * 4
    clock.advance(NOTICE_INTERVAL)
    assert [n.table_id for n in (await host.go_away(ALICE, 60))[1]] == [first.id, second.id]


async def test_each_change_stores_its_notice_with_it_until_posted(host, clock):
    """Issue 25: the notice of a time away, a return, a pause, a resume or a seat handed over
    (and the hand-over DM to its new holder) is committed with the change
    (``Host.pending_notices``) and stays pending until posted; a refused change stores none."""
    table = await duel(host)
    until, told = await host.go_away(ALICE, 3 * DAY)
    assert await host.pending_notices() == told
    [away] = told
    assert (away.table_id, away.channel_id, away.language, away.kind) == (table.id, 1, "en", "away")
    assert away.facts == {"user_id": ALICE.id, "name": ALICE.name, "until": until}
    with pytest.raises(BadSetting):
        await host.go_away(ALICE, DAY)
    await host.notice_posted(away)
    assert await host.pending_notices() == []
    await host.pause(table.id, ALICE)
    clock.advance(DAY)
    await host.resume(table.id, ALICE)
    await host.replace_seat(table.id, ALICE, 1, CAROL)
    pending = await host.pending_notices(table.id)
    assert [(n.kind, dict(n.facts), n.recipient_id) for n in pending] == [
        ("paused", {"user_id": ALICE.id}, None),
        ("resumed", {"user_id": ALICE.id}, None),
        ("replaced", {"seat": 1, "user_id": CAROL.id, "previous": BOB.id}, None),
    ]
    # the hand-over DM is in the one DM queue (issue 31), committed with the change too
    assert [(n.kind, dict(n.facts), n.recipient_id) for n in await queued_notices(host)] == [
        ("hand-over", {"seat": 1}, CAROL.id)
    ]
    await host.notice_failed(pending[0], "Forbidden: Missing Access")
    assert await host.pending_notices() == pending[1:], "refused for good: not tried again"


async def queued_notices(host) -> list[Notice]:
    """The DM notices waiting in the DM queue (issue 31), each user's next."""
    return [Notice.from_queued(dm) for dm in await host.queued_direct_messages(100)]


async def test_invitations_are_stored_with_the_table_they_invite_to(host):
    """Issue 25: the invitation DMs of ``/game new ... invite:`` are committed with the new
    table (one per invited user, kept until sent); a table that cannot open stores none."""
    table = await host.open_table(1, 1, "race", ALICE, invited=[BOB.id, CAROL.id])
    pending = await queued_notices(host)  # in the one DM queue (issue 31)
    assert [(n.table_id, n.channel_id, n.kind, dict(n.facts), n.recipient_id) for n in pending] == [
        (table.id, 1, "invitation", {"host": ALICE.name}, BOB.id),
        (table.id, 1, "invitation", {"host": ALICE.name}, CAROL.id),
    ]
    with pytest.raises(ChannelBusy):  # the channel has its table already
        await host.open_table(1, 1, "race", BOB, invited=[CAROL.id])
    assert await queued_notices(host) == pending and await host.pending_notices() == []


async def test_pause_and_resume_tell_a_channel_at_most_once_a_quarter_hour_per_player(host, clock):
    """Issue 25: a loop of pauses and resumes stores the first pause and the resume undoing it,
    then nothing more in that ``NOTICE_INTERVAL``, for the player doing it (the same limit as
    time away, counted apart from it); another player (an admin) has their own."""
    table = await duel(host)
    for _ in range(3):
        await host.pause(table.id, ALICE)
        await host.resume(table.id, ALICE)
    assert [n.kind for n in await host.pending_notices()] == ["paused", "resumed"]
    await host.pause(table.id, BOB, is_admin=True)
    _, told = await host.go_away(ALICE, HOUR)
    assert [n.kind for n in told] == ["away"], "a pause does not hold back a time away"
    clock.advance(NOTICE_INTERVAL)
    await host.resume(table.id, ALICE)
    kinds = [n.kind for n in await host.pending_notices()]
    assert kinds == ["paused", "resumed", "paused", "away", "resumed"]
