"""A season of play at the host (issue 33), on both backends: private notes per player, the
lobby's host removing a player who may not join again, and hosting handed to another seated
player, absent players and abandoned tables (a whole round played by the AI ends a table,
unrated). Every refusal changes nothing; each change is stored with the notice that tells it."""

import pytest

from host import FakeClock, User
from host.errors import AlreadyStarted, BadSetting, NotHost, NotSeated
from host.history import History
from host.season import MAX_FOLLOWERS, MAX_NOTE
from tests.support.host import ALICE, BOB, CAROL, db_rows, open_host

START = 1_800_000_000.0
DAY = 86_400
HOUR = 3600


@pytest.fixture
async def host(database):
    host = await open_host(database, FakeClock(START))
    yield host
    await host.store.close()


async def lobby(host, *players: User):
    table = await host.open_table(1, 1, "race", ALICE, options={"goal": 50})
    for player in players:
        table = await host.join(table.id, player)
    return table


async def test_a_note_is_kept_per_player_and_read_by_that_player_alone(host):
    table = await lobby(host, BOB)
    assert await host.note(table.id, ALICE.id) is None
    await host.set_note(table.id, ALICE.id, "Bob bluffs with the map")
    await host.set_note(table.id, BOB.id, "x" * MAX_NOTE)
    assert await host.note(table.id, ALICE.id) == "Bob bluffs with the map"
    assert await host.note(table.id, BOB.id) == "x" * MAX_NOTE
    await host.set_note(table.id, ALICE.id, "second thoughts")  # replaces the first
    assert await host.note(table.id, ALICE.id) == "second thoughts"


async def test_a_bad_note_is_refused_and_changes_nothing(host, database):
    table = await lobby(host, BOB)
    await host.set_note(table.id, ALICE.id, "kept")
    before = await db_rows(database)
    with pytest.raises(BadSetting) as too_long:
        await host.set_note(table.id, ALICE.id, "y" * (MAX_NOTE + 1))
    assert "1,001" in str(too_long.value) and "1,000" in str(too_long.value)
    with pytest.raises(BadSetting):
        await host.set_note(table.id, ALICE.id, "   ")
    with pytest.raises(NotSeated):
        await host.set_note(table.id, CAROL.id, "not my table")
    assert await db_rows(database) == before


async def test_the_host_kicks_a_player_who_may_not_join_again(host):
    table = await lobby(host, BOB, CAROL)
    table, notices = await host.kick(table.id, ALICE, BOB.id)
    assert [seat.user_id for seat in table.seats] == [ALICE.id, CAROL.id]
    assert [seat.seat for seat in table.seats] == [0, 1]
    [told] = notices
    assert told.kind == "kicked" and told.facts == {"user_id": BOB.id, "host": ALICE.id} and told.id
    assert [n.kind for n in await host.pending_notices(table.id)] == ["kicked"]
    with pytest.raises(BadSetting) as refused:
        await host.join(table.id, BOB)
    assert "cannot join it again" in str(refused.value)
    assert [seat.user_id for seat in (await host.table(table.id)).seats] == [ALICE.id, CAROL.id]


async def test_a_kick_by_another_player_of_oneself_or_outside_the_lobby_is_refused(host, database):
    table = await lobby(host, BOB)
    before = await db_rows(database)
    with pytest.raises(NotHost):
        await host.kick(table.id, BOB, ALICE.id)
    with pytest.raises(BadSetting):
        await host.kick(table.id, ALICE, ALICE.id)
    with pytest.raises(BadSetting):
        await host.kick(table.id, ALICE, CAROL.id)  # not seated
    assert await db_rows(database) == before
    await host.start(table.id, ALICE)
    with pytest.raises(AlreadyStarted):
        await host.kick(table.id, ALICE, BOB.id)
    assert (await host.table(table.id)).seat_of(BOB.id) == 1


async def test_hosting_is_handed_to_a_seated_player_who_then_hosts(host, database):
    table = await lobby(host, BOB)
    before = await db_rows(database)
    with pytest.raises(NotHost):
        await host.hand_hosting(table.id, BOB, BOB.id)
    with pytest.raises(BadSetting):
        await host.hand_hosting(table.id, ALICE, CAROL.id)  # not seated
    with pytest.raises(BadSetting):
        await host.hand_hosting(table.id, ALICE, ALICE.id)
    assert await db_rows(database) == before
    table, [told] = await host.hand_hosting(table.id, ALICE, BOB.id)
    assert table.host_user_id == BOB.id
    assert told.kind == "host" and told.facts == {"user_id": BOB.id, "previous": ALICE.id, "how": "handed"}
    with pytest.raises(NotHost):
        await host.start(table.id, ALICE)
    await host.join(table.id, CAROL)
    await host.leave(table.id, ALICE)  # no longer the host: free to go
    assert (await host.start(table.id, BOB)).table.status == "playing"


async def test_a_lobby_past_its_servers_expiry_closes_with_a_notice(host):
    old = await lobby(host, BOB)
    host.clock.advance(3 * DAY)
    young = await host.open_table(1, 2, "race", CAROL)
    other_server = await host.open_table(2, 3, "race", CAROL)
    await host.servers.change(2, ALICE, {"lobby_days": 10})
    host.clock.advance(4 * DAY - 1)
    assert await host.season.sweep() == []
    host.clock.advance(1)  # seven days since the first lobby opened
    [(closed, [told])] = await host.season.sweep()
    assert closed.id == old.id and closed.status == "cancelled"
    assert told.kind == "expired" and told.facts == {"days": 7}
    assert (await host.table(young.id)).status == "lobby"
    host.clock.advance(4 * DAY)  # the young lobby's seven days; the other server allows ten
    assert [table.id for table, _ in await host.season.sweep()] == [young.id]
    assert (await host.table(other_server.id)).status == "lobby"
    assert await host.season.sweep() == [], "closed once"


async def test_a_host_away_longer_than_a_lobby_may_wait_passes_hosting_on(host):
    await lobby(host, BOB, CAROL)
    await host.go_away(BOB, 9 * DAY)  # Bob, the longest seated after Alice, is away too
    await host.go_away(ALICE, 7 * DAY)
    assert await host.season.sweep() == [], "seven days is not longer than the expiry"
    await host.come_back(ALICE)
    await host.go_away(ALICE, 8 * DAY)
    [(passed, [told])] = await host.season.sweep()
    assert passed.host_user_id == CAROL.id
    assert told.kind == "host" and told.facts == {"user_id": CAROL.id, "previous": ALICE.id, "how": "away"}
    assert await host.season.sweep() == []


async def test_hosting_passes_from_a_host_who_left_to_the_longest_seated(host):
    table = await lobby(host, BOB, CAROL)
    assert await host.season.pass_hosting(table.id, BOB.id) is None, "Bob does not host"
    passed, [told] = await host.season.pass_hosting(table.id, ALICE.id)
    assert passed.host_user_id == BOB.id and told.facts["how"] == "left"
    alone = await host.open_table(1, 9, "race", CAROL)
    assert await host.season.pass_hosting(alone.id, CAROL.id) is None, "no one to take it"


async def race(host, *players: User, turn=DAY):
    table = await host.open_table(1, 1, "race", ALICE, options={"goal": 50}, turn_seconds=turn)
    for player in players:
        await host.join(table.id, player)
    return (await host.start(table.id, ALICE)).table


async def test_a_majority_of_the_others_hands_an_absent_players_seat_to_the_ai(host, database):
    table = await race(host, BOB, CAROL)
    assert table.awaited == (0,)
    before = await db_rows(database)
    for who, seat, words in (
        (BOB, 0, "6 hours"),  # not yet a quarter of the turn time
        (ALICE, 0, None),  # one's own seat
        (BOB, 1, None),  # not awaited
        (User(999, "Zed"), 0, None),  # not seated
    ):
        with pytest.raises((BadSetting, NotSeated)) as refused:
            await host.propose_takeover(table.id, who, seat)
        assert words is None or words in str(refused.value)
    assert await db_rows(database) == before
    host.clock.advance(DAY / 4)
    [told], moved = await host.propose_takeover(table.id, BOB, 0)
    assert moved is None and told.kind == "takeover" and told.facts["by"] == BOB.id
    takeover_id = told.facts["takeover"]
    with pytest.raises(BadSetting):
        await host.propose_takeover(table.id, CAROL, 0)  # one vote a turn: Agree instead
    with pytest.raises(BadSetting):
        await host.agree(table.id, takeover_id, BOB)  # a second vote
    with pytest.raises(BadSetting):
        await host.agree(table.id, takeover_id, ALICE)  # the absent player
    notices, moved = await host.agree(table.id, takeover_id, CAROL)
    assert [n.kind for n in notices] == ["taken", "taken-over"] and notices[1].recipient_id == ALICE.id
    assert moved is not None and moved.table.seats[0].is_ai and moved.table.seats[0].user_id is None
    assert moved.table.awaited == (1,), "the AI played Alice's turn at once"
    with pytest.raises(BadSetting):
        await host.agree(table.id, takeover_id, CAROL)  # over
    reclaimed = await host.reclaim(table.id, ALICE)  # /game join, as after missed turns
    assert reclaimed.seat_of(ALICE.id) == 0


async def test_with_one_other_player_the_proposal_is_the_majority(host):
    table = await race(host, BOB)
    host.clock.advance(DAY / 4)
    notices, moved = await host.propose_takeover(table.id, BOB, 0)
    assert [n.kind for n in notices] == ["taken", "taken-over"]
    assert moved is not None and moved.table.awaited == (1,)


async def test_a_vote_is_void_once_the_absent_player_moves(host):
    table = await race(host, BOB, CAROL)
    host.clock.advance(DAY / 2)
    [told], _ = await host.propose_takeover(table.id, BOB, 0)
    code = (await host.legal_actions(table.id, ALICE.id, "en"))[0].code
    await host.submit(table.id, ALICE.id, code)
    with pytest.raises(BadSetting) as refused:
        await host.agree(table.id, told.facts["takeover"], CAROL)
    assert "not waiting for the player of seat 1" in str(refused.value)
    assert (await host.table(table.id)).seats[0].user_id == ALICE.id


async def test_follows_are_kept_limited_and_each_follower_is_told_of_a_round_end(host, database):
    table = await lobby(host, BOB)
    await host.follow(table.id, CAROL.id)
    with pytest.raises(BadSetting):
        await host.follow(table.id, CAROL.id)
    for number in range(MAX_FOLLOWERS - 1):
        await host.follow(table.id, 1000 + number)
    before = await db_rows(database)
    with pytest.raises(BadSetting) as full:
        await host.follow(table.id, 5000)
    assert "25 followers" in str(full.value)
    assert await db_rows(database) == before
    await host.unfollow(table.id, CAROL.id)
    with pytest.raises(BadSetting):
        await host.unfollow(table.id, CAROL.id)
    told = await host.season.follower_dms(await host.table(table.id))
    assert len(told) == MAX_FOLLOWERS - 1 and {dm.kind for dm in told} == {"followed"}
    assert CAROL.id not in {dm.user_id for dm in told}
    assert all(dm.payload["notice"]["facts"] == {"finished": False} for dm in told)


# -- abandoned tables: the AI played every seat for a whole round ---------------------------


async def time_out(host, table_id: int) -> None:
    """The awaited seat's time runs out and the AI plays its turn."""
    host.clock.advance(HOUR)
    await host.run_due()


async def test_a_whole_round_of_timeouts_abandons_the_table_unrated_and_kept_in_history(host):
    table = await race(host, BOB, CAROL, turn=HOUR)
    for awaited in (0, 1):
        assert (await host.table(table.id)).awaited == (awaited,)
        await time_out(host, table.id)
        assert (await host.table(table.id)).status == "playing", "not a whole round yet"
    await time_out(host, table.id)  # Carol's: every seat played by the AI for a round
    record = await host.store.table(table.id)
    assert record.status == "finished" and record.abandoned
    assert await host.store.due_deadlines(START + 100 * HOUR) == []
    [told] = await host.pending_notices(table.id)
    assert told.kind == "abandoned" and told.channel_id == 1
    history = History(host.store, host.games)
    page = await history.page(1, 1)
    [game] = page.games
    assert game.id == table.id and game.abandoned and not game.counted and game.winners == ()
    assert await history.rate(1, "race") == 0, "never rated"
    assert await history.leaderboard(1, "race") == []
    posts = [p.table.status for p in await host.pending_publications(table.id)]
    assert posts and all(status == "playing" for status in posts), "the timeouts' posts still go out"


async def test_a_player_who_moves_in_the_round_keeps_the_table_going(host):
    table = await race(host, BOB, CAROL, turn=HOUR)
    await time_out(host, table.id)  # Alice's
    code = (await host.legal_actions(table.id, BOB.id, "en"))[0].code
    await host.submit(table.id, BOB.id, code)  # Bob plays his own turn
    await time_out(host, table.id)  # Carol's
    await time_out(host, table.id)  # Alice's again: but Bob moved himself this round
    assert (await host.table(table.id)).status == "playing"
    await time_out(host, table.id)  # Bob's: now each seat ran out of time since it last moved
    record = await host.store.table(table.id)
    assert record.status == "finished" and record.abandoned
