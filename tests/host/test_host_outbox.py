"""The outbox (issue 13, docs/architecture.md "The host"): every publication that posts to the channel is
committed with the step that makes it, at that step's version, and stays pending until the bot
marks it delivered; a held step (the turn goes on) leaves nothing to post. A publication read
back from the outbox is the one the host returned, but for the outcome (in its caption)."""

import json
import random
from dataclasses import replace

import pytest

from host import FakeClock, Host, PrivateUpdate, Publication, SeatInfo, TableInfo
from tests.host.test_host_posts import human_table, play_until
from tests.support.host import ALICE, BOB, CAROL, GAME_IDS, GAMES, hosted


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_every_post_is_in_the_outbox_at_its_version(database, game_id):
    async with hosted(database, FakeClock(1000.0)) as host:
        table_id = await human_table(host, game_id)
        started = await host.pending_publications(table_id)
        played = await play_until(host, table_id, random.Random(3), lambda publication: False)
        posts = [publication for publication in played if publication.post_to_channel]
        stored = await host.pending_publications()
        assert [(p.table.id, p.table.version) for p in stored] == [
            (table_id, p.table.version) for p in started + posts
        ]
        assert stored[len(started) :] == [replace(p, outcome=None) for p in posts]
        assert stored[-1].table.status == "finished"
        await host.mark_delivered(stored[:-1], 777)
        assert await host.pending_publications(table_id) == stored[-1:]
        assert (await host.table(table_id)).board_message_id == 777


async def test_the_start_is_in_the_outbox_and_survives_a_restart(database):
    path = database
    async with hosted(path, FakeClock(1000.0)) as host:
        table = await host.open_table(1, 1, "saboteur", ALICE)
        for user_id in range(2, 4):
            await host.join(table.id, replace(ALICE, id=user_id, name=f"P{user_id}"))
        start = await host.start(table.id, ALICE)
    async with hosted(path, FakeClock(1000.0)) as host:
        (stored,) = await host.pending_publications()
        assert stored == replace(start, outcome=None)
        assert stored.kind == "start" and {u.user_id for u in stored.private} == {101, 2, 3}
        await host.mark_failed([stored], "403 Missing Access")
        assert await host.pending_publications() == []


def test_a_publication_survives_json():
    """The outbox stores a publication as JSON text: tuples and nested records come back."""
    table = TableInfo(
        1, 2, 3, "saboteur", "playing", 4, {}, 60, 5, (SeatInfo(0, 4, "A", False),), (0,), 9.5, None, 8, "hu"
    )
    publication = Publication(
        table, "action", "cap", ("l",), {"x": [1]}, (PrivateUpdate(4, 0, {"v": 1}, ("p",), "en"),), None, True
    )
    assert Publication.from_json(json.loads(json.dumps(publication.to_json()))) == publication


DEAL_KEYS = ("round", "part")
"""What the public view shows of the engine's ``stage``: its deal (a round or a part)..."""
STAGE_KEYS = (*DEAL_KEYS, "phase")
"""... and its phase (tests/rules/test_games_shared.py: the stage is the one the view shows)."""


def stage_of(public_view):
    return tuple(public_view.get(key) for key in STAGE_KEYS)


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_a_whole_game_posts_once_per_human_turn_and_deal(database, game_id):
    """Issue 13, one post per turn: a whole game with an AI seat (where the game takes four)
    posts at most once per human player's turn (a run of steps by one human seat: AI moves,
    automatic steps and the steps inside a turn fold into it) plus once per round or part,
    plus the start."""
    async with hosted(database, FakeClock(1000.0)) as host:
        table = await host.open_table(1, 1, game_id, ALICE, turn_seconds=3600)
        for user in (BOB, CAROL):
            await host.join(table.id, user)
        if GAMES[game_id].max_players > 3:
            await host.add_ai(table.id, ALICE)
        start = await host.start(table.id, ALICE)
        played = await play_until(host, table.id, random.Random(8), lambda publication: False)
        posts = [publication for publication in [start, *played] if publication.post_to_channel]
        info = await host.table(table.id)
        seats = [entry.seat for entry in await host.store.log(table.id)]
        # A human turn: the steps one human seat plays in a row within one stage (the game's deal and phase; a
        # Saboteur round won by its finder, who then drafts gold first, is two turns).
        human_turns, turn, stage = 0, None, stage_of(start.public_view)
        for publication in played:
            if (publication.actor_seat, stage) != turn:
                human_turns, turn = human_turns + 1, (publication.actor_seat, stage)
            stage = stage_of(publication.public_view)
        deals = len({tuple(p.public_view.get(key) for key in DEAL_KEYS) for p in posts})
        assert info.status == "finished"
        assert len(posts) <= human_turns + deals + 1, (len(posts), human_turns, deals, len(seats))
        assert len(posts) < len(seats) or game_id == "race", "steps fold into posts"


async def test_autocomplete_reads_the_table_once_per_keystroke(tmp_path):
    """Issue 13, lean database path: the legal actions at a channel's table in one read."""
    async with hosted(tmp_path / "db.sqlite3", FakeClock(1000.0)) as host:
        table_id = await human_table(host, "saboteur", channel=5)
        info = await host.table(table_id)
        user_id = info.seats[info.awaited[0]].user_id
        reads = []
        original = host.store._rows

        async def counted(sql, params=()):
            reads.append(sql)
            return await original(sql, params)

        host.store._rows = counted
        here = await host.legal_actions_here(5, user_id, "en")
        assert len(reads) == 1
        assert here == await host.legal_actions(table_id, user_id, "en") and here
        assert await host.legal_actions_here(5, ALICE.id if user_id != ALICE.id else BOB.id, "en") == []
        assert await host.legal_actions_here(6, user_id, "en") == []


async def race(host, channel: int = 1):
    """A started race of Alice (first) and Bob, its start delivered."""
    table = await host.open_table(1, channel, "race", ALICE, options={"goal": 50})
    await host.join(table.id, BOB)
    started = await host.start(table.id, ALICE)
    await host.mark_delivered([started], 1)
    return started.table


async def test_the_only_post_pending_is_known_without_reading_the_outbox(database, monkeypatch):
    """Issue 13, lean database path: a move that committed its table's only pending post is
    delivered without reading the outbox, when the store is this process's alone (SQLite).
    With an older post still pending, both come out, oldest first; one another delivery took
    is not delivered again; on a shared PostgreSQL the outbox is always read."""
    async with hosted(database, FakeClock(1000.0)) as host:
        table = await race(host)
        reads = []
        read_outbox = host.store.pending_posts

        async def counted(*args):
            reads.append(args)
            return await read_outbox(*args)

        monkeypatch.setattr(host.store, "pending_posts", counted)
        first = await host.submit(table.id, ALICE.id, "step:1")
        assert await host.pending_publications(table.id, first) == [first]
        assert len(reads) == (1 if host.store.shared else 0)
        second = await host.submit(table.id, BOB.id, "step:2")  # the first is still pending
        assert await host.pending_publications(table.id, second) == [first, second]
        await host.mark_delivered([first, second], 2)
        assert await host.pending_publications(table.id, first) == [], "delivered with the second"
        reads.clear()
        third = await host.submit(table.id, ALICE.id, "step:1")
        assert await host.pending_publications(table.id, third) == [third]
        assert len(reads) == (1 if host.store.shared else 0)


async def test_a_move_in_the_channel_finds_the_table_that_is_there_now(database):
    """``submit_here`` remembers each channel's table; when that table was closed meanwhile
    (here by another host on the same database) and a new one opened, the move goes to the new
    one, and without any table the answer is None."""
    async with hosted(database, FakeClock(1000.0)) as host:
        assert await host.submit_here(1, ALICE.id, "step:1") is None
        old = await race(host)
        assert (await host.submit_here(1, ALICE.id, "step:1")).table.id == old.id
        other = Host(host.store, host.clock, host.games)
        await other.cancel(old.id, ALICE)
        new = await race(other)
        published = await host.submit_here(1, ALICE.id, "step:2")
        assert published.table.id == new.id != old.id and published.table.version == new.version + 1
