"""History, statistics and ratings (issue 18) from constructed finished tables, checked against
values worked out by hand; and from real games played through the host and the store."""

from __future__ import annotations

import asyncio
import random
import sqlite3
from contextlib import closing
from pathlib import Path

import aiosqlite
import asyncpg
import pytest
from openskill.models import PlackettLuce

import storage
from host import FakeClock, User
from host import history as history_module
from host.demo import play_humans
from host.history import (
    FinishedGame,
    History,
    Match,
    Sides,
    member_stats,
    rate,
    seat_turns,
)
from storage import LogEntry, SeatRecord, TableRecord
from tests.support.host import ALICE, BOB, CAROL, hosted

DAVE = User(104, "Dave")
GUILD = 7


def seats(*who: User | None) -> tuple[SeatRecord, ...]:
    """Seats in order; None is an AI seat."""
    return tuple(
        SeatRecord(n, None, f"AI {n}", True) if user is None else SeatRecord(n, user.id, user.name, False)
        for n, user in enumerate(who)
    )


def finished(
    table_id: int, game_id: str, sat: tuple[SeatRecord, ...], scores, winners, rounds=(), turn_seconds=3600
) -> FinishedGame:
    record = TableRecord(
        id=table_id, guild_id=GUILD, channel_id=1, game_id=game_id, status="finished", options={},
        host_user_id=ALICE.id, seed=1, version=1, snapshot=None, turn_seconds=turn_seconds, created_at=0.0,
        updated_at=1000.0 + table_id, lobby_message_id=None, board_message_id=None, language="en",
    )  # fmt: skip
    return FinishedGame.of(
        record,
        sat,
        finished_at=record.updated_at,
        started_at=None,
        moves=0,
        scores=tuple(scores),
        winners=tuple(winners),
        rounds=tuple(rounds),
    )


def log(*steps: tuple[int, float]) -> list[LogEntry]:
    return [LogEntry(seq, seat, "x", at) for seq, (seat, at) in enumerate(steps, start=1)]


# -- turns and timeouts ---------------------------------------------------------------------


def test_turns_are_timed_from_the_step_before_and_late_ones_counted_once():
    # seat 0 opens (untimed: the start is not logged), seat 1 takes 50 s, seat 0 takes two
    # steps (30 s then 20 s: one turn of 50 s), seat 1 lets its 100 s pass and the AI plays
    # its turn of two steps at once, seat 0 takes 10 s.
    steps = log((0, 0), (1, 50), (0, 80), (0, 100), (1, 200), (1, 200), (0, 210))
    assert seat_turns(steps, 0, turn_seconds=100) == ([50.0, 10.0], 0)
    assert seat_turns(steps, 1, turn_seconds=100) == ([50.0, 100.0], 1)
    assert seat_turns(steps, 2, turn_seconds=100) == ([], 0)


def test_a_late_second_step_of_a_turn_is_a_timeout():
    # the deadline is renewed after each step of a turn: 90 s then 120 s with 100 s turns
    assert seat_turns(log((1, 0), (0, 90), (0, 210), (1, 215)), 0, turn_seconds=100) == ([210.0], 1)


# -- statistics -----------------------------------------------------------------------------


def saboteur_game(table_id: int) -> FinishedGame:
    """Alice, Bob, Carol and one AI; S-12.1 round winners: diggers, saboteurs, diggers."""
    rounds = (
        Sides(("saboteur", "gold-digger", "gold-digger", "gold-digger"), "gold-digger"),
        Sides(("gold-digger", "saboteur", "gold-digger", "saboteur"), "saboteur"),
        Sides(("saboteur", "saboteur", "gold-digger", "gold-digger"), "gold-digger"),
    )
    return finished(table_id, "saboteur", seats(ALICE, BOB, CAROL, None), (5, 7, 9, 2), (2,), rounds)


def test_member_statistics_per_game_and_per_side():
    games = [
        saboteur_game(1),
        finished(2, "kompass", seats(ALICE, BOB), (1, 0), (0,)),
        finished(3, "kompass", seats(BOB, ALICE, CAROL), (2, 1, 0), (0,)),
        # mostly AI: left out
        finished(4, "kompass", seats(ALICE, None, None), (2, 1, 0), (0,)),
    ]
    logs = {
        1: log((0, 0), (1, 10), (2, 20), (3, 20), (0, 4000)),  # Alice: 3980 s, late (3600 s turns)
        2: log((1, 0), (0, 30)),  # Alice: 30 s
        3: log((0, 0), (1, 60), (2, 70)),  # Alice: 60 s
        4: log((0, 0), (1, 1), (0, 2)),  # not counted
    }
    alice = member_stats(games, logs, ALICE.id)
    assert [(g.game_id, g.played, g.won) for g in alice.games] == [("kompass", 2, 1), ("saboteur", 1, 0)]
    # Alice: saboteur in rounds 1 and 3 (lost both), gold-digger in round 2 (lost)
    assert [(s.side, s.played, s.won) for s in alice.sides] == [("gold-digger", 1, 0), ("saboteur", 2, 0)]
    assert (alice.turns, alice.turn_time, alice.timeouts) == (3, 3980 + 30 + 60, 1)
    assert alice.average_turn == pytest.approx((3980 + 30 + 60) / 3)
    bob = member_stats(games, logs, BOB.id)
    assert [(g.game_id, g.played, g.won) for g in bob.games] == [("kompass", 2, 1), ("saboteur", 1, 0)]
    # Bob: gold-digger in round 1 (won), saboteur in rounds 2 (won) and 3 (lost)
    assert [(s.side, s.played, s.won) for s in bob.sides] == [("gold-digger", 1, 1), ("saboteur", 2, 1)]
    carol = member_stats(games, logs, CAROL.id)
    assert [(g.game_id, g.played, g.won) for g in carol.games] == [("kompass", 1, 0), ("saboteur", 1, 1)]
    assert [(s.side, s.played, s.won) for s in carol.sides] == [("gold-digger", 3, 2)]
    assert member_stats(games, logs, DAVE.id).games == ()


def test_mostly_ai_tables_do_not_count_but_half_ai_ones_do():
    assert finished(1, "kompass", seats(ALICE, BOB, None, None), (0, 0, 0, 0), ()).counted
    assert not finished(1, "kompass", seats(ALICE, None, None), (0, 0, 0), ()).counted


# -- ratings --------------------------------------------------------------------------------


def test_saboteur_rounds_are_team_matches_between_humans_only():
    # Round 1: the saboteur Alice against the diggers Bob and Carol (the AI left out); round 2:
    # Bob the only human saboteur; round 3: Alice and Bob against Carol.
    assert saboteur_game(1).matches() == (
        Match(((BOB.id, CAROL.id), (ALICE.id,)), (1, 2)),
        Match(((ALICE.id, CAROL.id), (BOB.id,)), (2, 1)),
        Match(((CAROL.id,), (ALICE.id, BOB.id)), (1, 2)),
    )
    one_sided = Sides(("gold-digger", "gold-digger", "saboteur"), "saboteur")  # the AI alone saboteur
    game = finished(2, "saboteur", seats(ALICE, BOB, None), (0, 0, 0), (2,), (one_sided,))
    assert game.matches() == ()


def test_score_games_rank_every_human_by_score_with_ties():
    game = finished(1, "kompass", seats(ALICE, None, BOB, CAROL), (3, 9, 1, 3), (1,))
    assert game.matches() == (Match(((ALICE.id,), (BOB.id,), (CAROL.id,)), (1, 3, 1)),)


def test_ratings_match_openskill_on_the_hand_built_teams():
    games = [
        finished(1, "kompass", seats(ALICE, BOB), (2, 1), (0,)),
        saboteur_game(2),
        finished(3, "kompass", seats(ALICE, None, None), (2, 1, 0), (0,)),  # mostly AI: no change
    ]
    model = PlackettLuce()
    a, b, c = model.rating(), model.rating(), model.rating()
    [[a], [b]] = model.rate([[a], [b]], ranks=[1, 2])
    [[b, c], [a]] = model.rate([[b, c], [a]], ranks=[1, 2])
    [[a, c], [b]] = model.rate([[a, c], [b]], ranks=[2, 1])
    [[c], [a, b]] = model.rate([[c], [a, b]], ranks=[1, 2])
    ratings = rate(games, PlackettLuce())
    for user, expected in ((ALICE, a), (BOB, b), (CAROL, c)):
        assert ratings.ratings[user.id].mu == pytest.approx(expected.mu)
        assert ratings.ratings[user.id].sigma == pytest.approx(expected.sigma)
    board = ratings.standings(10)
    assert [s.user_id for s in board] == sorted(
        (ALICE.id, BOB.id, CAROL.id), key=lambda u: -{ALICE.id: a, BOB.id: b, CAROL.id: c}[u].ordinal()
    )
    assert {s.user_id: (s.games, s.won) for s in board} == {
        ALICE.id: (2, 1),
        BOB.id: (2, 0),
        CAROL.id: (1, 1),
    }


# -- from the store ---------------------------------------------------------------------------


async def play_table(host, guild: int, channel: int, users, ais: int = 0, cancel: bool = False) -> int:
    table = await host.open_table(guild, channel, "race", users[0], turn_seconds=600)
    for user in users[1:]:
        await host.join(table.id, user)
    for _ in range(ais):
        await host.add_ai(table.id, users[0])
    await host.start(table.id, users[0])
    if cancel:
        await host.cancel(table.id, users[0])
    else:
        await play_humans(host, table.id, {u.id: u for u in users}, random.Random(channel))
    host.clock.advance(60)
    return table.id


async def test_history_lists_finished_tables_of_the_server_newest_first_with_pages(database):
    async with hosted(database, FakeClock()) as host:
        history = History(host.store, host.games)
        assert (await history.page(GUILD, 1)).games == ()
        ids = [await play_table(host, GUILD, 100 + n, (ALICE, BOB)) for n in range(12)]
        await play_table(host, GUILD, 200, (ALICE, BOB), cancel=True)
        await play_table(host, GUILD + 1, 300, (ALICE, CAROL))  # another server
        first, second = await history.page(GUILD, 1), await history.page(GUILD, 2)
        assert (first.page, first.pages, first.total) == (1, 2, 12)
        assert [g.id for g in first.games + second.games] == ids[::-1]
        assert await history.page(GUILD, 3) is None
        assert await history.page(GUILD, 0) is None
        game = first.games[0]
        record = await host.store.table(game.id)
        assert game.moves == len(await host.store.log(game.id)) == record.version - 1
        assert game.names == ("Alice", "Bob")
        assert game.winners == tuple(
            host.games["race"].outcome(host.games["race"].from_dict(record.snapshot)).winners
        )
        # a cancelled table, another server's table and a missing one are not this server's history
        assert await history.finished(GUILD, ids[-1] + 1) is None
        assert await history.finished(GUILD, ids[-1] + 2) is None
        assert await history.finished(GUILD, 999) is None
        assert (await history.finished(GUILD, ids[0]))[1].id == ids[0]


async def test_leaderboard_leaves_out_ai_heavy_tables_and_follows_new_ones(database):
    async with hosted(database, FakeClock()) as host:
        history = History(host.store, host.games)
        await play_table(host, GUILD, 1, (ALICE, BOB))
        await play_table(host, GUILD, 2, (ALICE,), ais=2)  # mostly AI: not rated
        await play_table(host, GUILD, 3, (CAROL, DAVE), cancel=True)  # cancelled: not rated
        board = await history.leaderboard(GUILD, "race")
        assert {s.user_id for s in board} == {ALICE.id, BOB.id}
        assert {s.user_id: s.games for s in board} == {ALICE.id: 1, BOB.id: 1}
        await play_table(host, GUILD, 4, (BOB, CAROL))
        cached = await history.leaderboard(GUILD, "race")  # brought up to date from the cache
        fresh = await History(host.store, host.games).leaderboard(GUILD, "race")
        assert cached == fresh
        assert {s.user_id: s.games for s in fresh} == {ALICE.id: 1, BOB.id: 2, CAROL.id: 1}
        assert await history.leaderboard(GUILD + 1, "race") == []


async def test_concurrent_leaderboards_rate_each_table_once(database):
    """Two /game top at once bringing the cached ratings up to date (the rating runs off the
    event loop): both see each new finished table counted once, as one call alone would."""
    async with hosted(database, FakeClock()) as host:
        history = History(host.store, host.games)
        await play_table(host, GUILD, 1, (ALICE, BOB))
        await history.leaderboard(GUILD, "race")
        await play_table(host, GUILD, 2, (BOB, CAROL))
        await play_table(host, GUILD, 3, (CAROL, DAVE))
        alone = await History(host.store, host.games).leaderboard(GUILD, "race")
        first, second = await asyncio.gather(
            history.leaderboard(GUILD, "race"), history.leaderboard(GUILD, "race")
        )
        assert first == second == alone
        assert {s.user_id: s.games for s in first} == {ALICE.id: 1, BOB.id: 2, CAROL.id: 2, DAVE.id: 1}
        assert await history.leaderboard(GUILD, "race") == alone


async def test_member_statistics_from_played_tables(database):
    clock = FakeClock()
    async with hosted(database, clock) as host:
        history = History(host.store, host.games)
        for channel in (1, 2):
            await play_table(host, GUILD, channel, (ALICE, BOB))
        await play_table(host, GUILD, 3, (ALICE,), ais=2)
        stats = await history.member(GUILD, ALICE.id)
        pages = (await history.page(GUILD, 1)).games
        counted = [g for g in pages if g.counted]
        assert [(g.game_id, g.played, g.won) for g in stats.games] == [
            ("race", 2, sum(0 in g.winners for g in counted))
        ]
        assert stats.timeouts == 0 and stats.turn_time == 0  # the fake clock stood still during play


# -- ratings kept by the store (issue 27) -------------------------------------------------------

PLAYERS = (ALICE, BOB, CAROL, DAVE)


async def play_some(host, count: int, first: int = 0) -> None:
    """Race tables ``first`` to ``first + count - 1`` of the server, between changing members:
    every fourth with an AI seat (a third or a quarter of the seats: counted), every seventh
    mostly AI (not counted), every fifth cancelled."""
    for n in range(first, first + count):
        users = [PLAYERS[(n + k) % len(PLAYERS)] for k in range(1 if n % 7 == 6 else 2 + n % 2)]
        ais = 2 if n % 7 == 6 else 1 if n % 4 == 3 else 0
        await play_table(host, GUILD, 1 + n, users, ais=ais, cancel=n % 5 == 4)


async def from_scratch(history: History, game_id: str = "race"):
    """The server's ratings and finished games, computed again from every finished table with
    the rating function of the history (``rate``), ignoring what the store kept."""
    page = await history.page(GUILD, 1, per_page=10_000)
    games = [game for game in reversed(page.games) if game.game_id == game_id]
    return rate(games), games, await history.store.logs(game.id for game in games)


async def assert_equal_to_from_scratch(history: History) -> None:
    ratings, games, logs = await from_scratch(history)
    assert await history.leaderboard(GUILD, "race", limit=100) == ratings.standings(100)
    for user in PLAYERS:
        stored, expected = await history.member(GUILD, user.id), member_stats(games, logs, user.id)
        assert (stored.games, stored.sides, stored.turns, stored.timeouts) == (
            expected.games,
            expected.sides,
            expected.turns,
            expected.timeouts,
        )
        assert stored.turn_time == pytest.approx(expected.turn_time)


def count_ratings(monkeypatch) -> list[int]:
    """How many games each rating computation of ``History`` was given, call by call."""
    calls: list[int] = []
    original = history_module.rate_more

    def counted(model, stored, games, logs):
        calls.append(len(games))
        return original(model, stored, games, logs)

    monkeypatch.setattr(history_module, "rate_more", counted)
    return calls


async def forget_ratings(database) -> None:
    """The database as migration 9 leaves one written before it: finished tables not rated,
    no ratings kept."""
    sql = ("UPDATE tables SET rated = false", "DELETE FROM ratings", "DELETE FROM rating_versions")
    if isinstance(database, Path):
        with closing(sqlite3.connect(database)) as db, db:
            for statement in sql:
                db.execute(statement)
        return
    connection = await asyncpg.connect(database)
    try:
        for statement in sql:
            await connection.execute(statement)
    finally:
        await connection.close()


async def test_ratings_kept_as_tables_finish_equal_a_from_scratch_computation(database, monkeypatch):
    calls = count_ratings(monkeypatch)
    clock = FakeClock()
    async with hosted(database, clock) as host:
        history = History(host.store, host.games)
        for n in range(12):  # rated as each table finishes (what cogs.history.table_finished does)
            await play_some(host, 1, first=n)
            assert await history.rate(GUILD, "race") == (0 if n % 5 == 4 else 1)  # cancelled: none
        assert calls == [1] * 10
        await assert_equal_to_from_scratch(history)
        assert calls == [1] * 10  # the reads rated nothing again
        board = await history.leaderboard(GUILD, "race")
        assert {s.user_id for s in board} == {u.id for u in PLAYERS}
        assert await history.leaderboard(GUILD + 1, "race") == []


async def test_a_restart_reads_the_kept_ratings_without_rating_again(database, monkeypatch):
    async with hosted(database, FakeClock()) as host:
        history = History(host.store, host.games)
        await play_some(host, 8)
        before = await history.leaderboard(GUILD, "race")
        stats = await history.member(GUILD, ALICE.id)
    calls = count_ratings(monkeypatch)
    later = FakeClock(1_900_000_000.0)
    async with hosted(database, later) as host:  # another process, after a restart
        history = History(host.store, host.games)
        assert await history.rate_unrated() == 0
        assert await history.leaderboard(GUILD, "race") == before
        assert await history.member(GUILD, ALICE.id) == stats
        assert calls == []  # nothing rated again
        await play_some(host, 1, first=100)
        await history.leaderboard(GUILD, "race")
        assert calls == [1]  # only the table finished since
        await assert_equal_to_from_scratch(history)


async def test_tables_finished_before_ratings_were_kept_are_rated_once(database, monkeypatch):
    """Migration 8 leaves the tables finished before it unrated; the first start rates them
    all (``History.rate_unrated``, called by the bot's start-up), and never again."""
    async with hosted(database, FakeClock()) as host:
        await play_some(host, 10)
        await play_table(host, GUILD + 1, 50, (ALICE, BOB))  # another server's table
        await forget_ratings(database)
        calls = count_ratings(monkeypatch)
        history = History(host.store, host.games)
        assert await history.rate_unrated() == 8 + 1  # every finished table: two were cancelled
        assert sorted(calls) == [1, 8]
        assert await history.rate_unrated() == 0
        assert await History(host.store, host.games).rate_unrated() == 0
        await assert_equal_to_from_scratch(history)
        assert sorted(calls) == [1, 8]


async def test_two_processes_rating_at_once_count_each_table_once(database):
    """Two processes bringing the kept ratings up to date together (another process's History
    shares only the database): the store's compare-and-set keeps one of each batch."""
    async with hosted(database, FakeClock()) as host:
        await play_some(host, 9)
        await forget_ratings(database)
        first, second = History(host.store, host.games), History(host.store, host.games)
        counts = await asyncio.gather(first.rate(GUILD, "race"), second.rate(GUILD, "race"))
        assert sum(counts) == 8  # nine tables, one cancelled
        await assert_equal_to_from_scratch(first)


async def test_a_file_from_before_migration_9_has_its_finished_tables_rated_once(tmp_path):
    """The real migration: tables finished in a file of schema 8 are unrated once it is
    migrated, the first start rates every one of them, a restart none."""
    played, old = tmp_path / "played.sqlite3", tmp_path / "old.sqlite3"
    async with hosted(played, FakeClock()) as host:
        await play_some(host, 7)  # six finished (one cancelled), one of them mostly AI
    async with aiosqlite.connect(old, isolation_level=None) as db:
        assert await storage.migrate(db, target=8) == 8
    with closing(sqlite3.connect(old)) as db:
        db.execute("ATTACH ? AS played", (str(played),))
        columns = ", ".join(row[1] for row in db.execute("PRAGMA main.table_info(tables)"))
        with db:
            db.execute(f"INSERT INTO main.tables ({columns}) SELECT {columns} FROM played.tables")
            for name in ("seats", "actions"):
                db.execute(f"INSERT INTO main.{name} SELECT * FROM played.{name}")
    async with hosted(old, FakeClock()) as host:
        history = History(host.store, host.games)
        assert await history.rate_unrated() == 6
        await assert_equal_to_from_scratch(history)
    async with hosted(old, FakeClock()) as host:
        assert await History(host.store, host.games).rate_unrated() == 0
