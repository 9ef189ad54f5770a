"""The store's part of playing over days (migration 7, issue 17): notification settings,
time away moving a player's deadlines, a paused table's clocks, seats changing hands, the seat
the AI took over remembering its player, and a player's tables on every server."""

from dataclasses import replace

import pytest

import storage
from rules.core import required
from storage import Deadline, Notice, PlayerSettings, SeatRecord, StaleVersionError, Step

ALICE = SeatRecord(0, 7, "Alice", False)
BOB = SeatRecord(1, 8, "Bob", False)


@pytest.fixture
async def store(database):
    store = await storage.open_storage(database)  # each backend (the ``database`` fixture)
    yield store
    await store.close()


async def running(store, guild_id=1, channel_id=2):
    table = await store.create_table(
        guild_id=guild_id, channel_id=channel_id, game_id="race", host=ALICE, options={}, seed=1,
        turn_seconds=600, language="en", now=100.0,
    )  # fmt: skip
    await store.set_lobby_seats(table.id, (ALICE, BOB), now=101.0)
    await store.start_table(
        table.id, {"n": 0}, (Deadline(table.id, 0, 700.0, 550.0), Deadline(table.id, 1, 800.0, 650.0)), 102.0
    )
    return table.id


async def test_settings_default_until_set_and_keep_the_locale(store):
    assert await store.player(7) == PlayerSettings(7)
    await store.set_user_locale(7, "hu")
    quiet = PlayerSettings(
        7, ping_on_turn=False, quiet_from=23 * 60, quiet_until=8 * 60, time_zone="Europe/Budapest"
    )
    await store.set_notifications(quiet)
    assert await store.player(7) == replace(quiet, locale="hu")
    assert (await store.players([7, 8])) == {7: replace(quiet, locale="hu")}
    table_id = await running(store)
    assert (await store.load(table_id)).locales == {7: "hu"}, "the notification settings left the locale"


async def test_time_away_moves_only_that_players_deadlines_and_shows_in_the_table(store):
    table_id = await running(store)
    away = PlayerSettings(8, away_until=5000.0, away_year=2027, away_used=4000.0)
    with pytest.raises(StaleVersionError):  # decided on a time away that is not the stored one
        await store.set_away(away, shift=4000.0, was_until=1000.0)
    assert (await store.load(table_id)).away == {}
    await store.set_away(away, shift=4000.0, was_until=None)
    loaded = await store.load(table_id)
    assert loaded.away == {8: 5000.0}
    assert {d.seat: (d.due, d.remind_at) for d in loaded.deadlines} == {
        0: (700.0, 550.0),
        1: (4800.0, 4650.0),
    }
    assert (await store.player(8)).away_used == 4000.0


async def test_a_paused_table_has_no_due_deadline_and_resumes_moved_on(store):
    table_id = await running(store)
    await store.pause_table(table_id, now=200.0)
    assert (await store.table(table_id)).paused_at == 200.0
    assert await store.due_deadlines(10_000.0) == []
    with pytest.raises(storage.StaleVersionError):
        await store.pause_table(table_id, now=250.0)
    await store.resume_table(table_id, now=500.0)
    assert (await store.table(table_id)).paused_at is None
    assert [(d.due, d.remind_at) for d in (await store.load(table_id)).deadlines] == [
        (1000.0, 850.0),
        (1100.0, 950.0),
    ]
    with pytest.raises(storage.StaleVersionError):
        await store.resume_table(table_id, now=600.0)


async def test_a_postponed_reminder_moves_and_a_changed_deadline_is_left(store):
    table_id = await running(store)
    deadline = Deadline(table_id, 0, 700.0, 550.0)
    assert await store.postpone_reminder(deadline, 650.0)
    assert ((await store.load(table_id)).deadlines)[0].remind_at == 650.0
    assert not await store.postpone_reminder(replace(deadline, due=701.0), 660.0)


async def test_the_seat_the_ai_took_remembers_its_player_until_it_changes_hands(store):
    table_id = await running(store)
    taken = SeatRecord(1, None, "Bob", True, 3)
    step = Step(1, "go", {"n": 1}, "playing", (Deadline(table_id, 0, 700.0, 550.0),), seat_updates=(taken,))
    await store.commit_step(table_id, 1, step, now=300.0)
    assert await store.taken_seat(table_id, 8) == 1
    assert await store.taken_seat(table_id, 7) is None
    back = SeatRecord(1, 8, "Bob", False)
    await store.set_seat(table_id, back, Deadline(table_id, 1, 900.0, 750.0), now=301.0)
    assert (await store.seats(table_id))[1] == back
    assert await store.taken_seat(table_id, 8) is None
    assert [d.seat for d in (await store.load(table_id)).deadlines] == [0, 1]


async def test_a_players_tables_on_every_server_and_a_servers_tables(store):
    first = await running(store, guild_id=1, channel_id=2)
    second = await running(store, guild_id=9, channel_id=3)
    other = await store.create_table(
        guild_id=1, channel_id=4, game_id="race", host=SeatRecord(0, 99, "Zed", False), options={}, seed=1,
        turn_seconds=600, language="en", now=100.0,
    )  # fmt: skip
    assert [t.record.id for t in await store.seated_tables(8)] == [first, second]
    assert [len(t.seats) for t in await store.seated_tables(8)] == [2, 2]
    assert [t.record.id for t in await store.guild_tables(1)] == [first, other.id]
    await store.cancel_table(first, now=200.0)
    assert [t.record.id for t in await store.seated_tables(8)] == [second]


async def test_notices_are_committed_with_their_change_and_kept_until_marked(store):
    """Migration 10 (issue 25): a change's notices are written by its own transaction, handed
    back with their ids, pending (in order) until marked posted or failed; a refused change
    writes none."""
    table_id = await running(store)
    other = await running(store, channel_id=3)
    away = PlayerSettings(8, away_until=5000.0, away_year=2027, away_used=4000.0)
    told = Notice(table_id, 1, 2, "hu", "away", {"user_id": 8, "name": "Bob", "until": 5000.0})
    with pytest.raises(StaleVersionError):
        await store.set_away(away, 4000.0, 1000.0, [told], now=110.0)
    assert await store.pending_notices() == []
    [stored] = await store.set_away(away, 4000.0, None, [told], now=110.0)
    assert stored == replace(told, id=stored.id) and stored.id is not None
    [paused] = await store.pause_table(other, 120.0, [Notice(other, 1, 3, "en", "paused", {"user_id": 7})])
    with pytest.raises(StaleVersionError):  # paused already
        await store.pause_table(other, 121.0, [Notice(other, 1, 3, "en", "paused", {"user_id": 7})])
    [resumed] = await store.resume_table(other, 130.0, [Notice(other, 1, 3, "en", "resumed", {"user_id": 7})])
    handed = Notice(table_id, 1, 2, "hu", "replaced", {"seat": 1, "user_id": 9, "previous": 8})
    [replaced] = await store.set_seat(table_id, SeatRecord(1, 9, "Cy", False), None, 140.0, [handed])
    assert await store.pending_notices() == [stored, replaced, paused, resumed], "by table, then in order"
    assert await store.pending_notices(other) == [paused, resumed]
    await store.mark_notice(paused.id, "posted", None, 150.0)
    await store.mark_notice(stored.id, "failed", "Forbidden: Missing Access", 150.0)
    assert await store.pending_notices() == [replaced, resumed]


async def test_dm_notices_go_into_the_one_dm_queue_an_invitation_with_its_new_table(store):
    """Issue 31 (one queue for every DM): a notice with a ``recipient_id`` (a DM to that user)
    is written into the DM queue by the commit of its change, read back as the same notice
    (``Notice.from_queued``) and marked like every queued DM; the invitations given to
    ``create_table`` are written with the new table, under its id, and a table that cannot
    open writes none. No channel notice is left of them."""
    invite = Notice(0, 1, 2, "hu", "invitation", {"host": "Alice"}, recipient_id=2**40)
    table = await store.create_table(
        guild_id=1, channel_id=2, game_id="race", host=ALICE, options={}, seed=1, turn_seconds=600,
        language="hu", now=100.0, notices=[invite, replace(invite, recipient_id=9)],
    )  # fmt: skip
    with pytest.raises(storage.ChannelActiveError):
        await store.create_table(
            guild_id=1, channel_id=2, game_id="race", host=BOB, options={}, seed=1, turn_seconds=600,
            language="en", now=101.0, notices=[invite],
        )  # fmt: skip
    assert await store.pending_notices() == []
    first, second = map(Notice.from_queued, await store.queued_direct_messages(10))
    assert first == replace(invite, table_id=table.id, id=first.id), "a user id beyond 32 bits"
    assert second.recipient_id == 9 and second.id is not None
    other = await running(store, channel_id=3)
    handed = Notice(other, 1, 3, "en", "hand-over", {"seat": 1}, recipient_id=9)
    [stored] = await store.set_seat(other, SeatRecord(1, 9, "Cy", False), None, 140.0, [handed])
    assert stored == replace(handed, id=stored.id)
    await store.mark_direct_message(required(first.id), "sent", None, 150.0)
    await store.mark_direct_message(required(second.id), "failed", "DMs closed", 150.0)
    assert [Notice.from_queued(dm) for dm in await store.queued_direct_messages(10)] == [stored]
    assert await store.pending_notices() == []
