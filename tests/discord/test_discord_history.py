"""``/game history``, ``show``, ``stats``, ``top``, ``replay`` and its log (``replay log:``) on the simulated
Discord (issue 18), and the replay posted after a game's final post."""

from __future__ import annotations

import asyncio
import json
import random

import simcord.interactions

import cogs.history
from cogs.delivery import deliver_publication
from host import User
from host.demo import play_humans
from host.history import replay_export
from tests.support.discord_harness import attachments, finish_tables, said

RENDERING_SECONDS = 300.0
"""How long SimCord waits for a replay to be rendered (seconds of CPU, more on a busy machine)."""

TABLE_COMMANDS = (("game history", {}), ("game replay", {}), ("game replay", {"log": True}))
"""The commands naming a finished table, with their options: the replay and its log as a file."""


async def test_history_pages_show_and_bad_input(world):
    alice = world.players[0]
    empty = await alice.slash(world.channel, "game history")
    assert empty.ephemeral and "No game has finished" in said(empty)
    ids = await finish_tables(world, 11)
    first = said(await alice.slash(world.channel, "game history"))
    assert "page 1 of 2 (11 in all)" in first
    assert [f"`#{table}`" in first for table in ids] == [False] + [True] * 10, "newest first, ten a page"
    assert "page:2" in first
    second = said(await alice.slash(world.channel, "game history", page=2))
    assert f"`#{ids[0]}`" in second and "page:3" not in second
    for bad in (3, 0, -1):
        refused = await alice.slash(world.channel, "game history", page=bad)
        assert refused.ephemeral and f"There is no page {bad}" in said(refused) and "2 pages" in said(refused)

    shown = await alice.slash(world.channel, "game history", table=ids[-1])
    assert shown.ephemeral and f"`#{ids[-1]}`" in said(shown)
    assert [a.filename for a in attachments(shown)] == ["standings.png"]
    for bad in (ids[-1] + 1, 0, 10**12):
        for command, log in TABLE_COMMANDS:
            refused = await alice.slash(world.channel, command, table=bad, **log)
            assert f"Table #{bad} is not a finished game" in said(refused), command

    choices = await alice.autocomplete(world.channel, "game history", "table", "")
    assert [choice["value"] for choice in choices] == ids[::-1]


async def test_a_game_in_play_or_cancelled_is_not_shown_nor_exported(world):
    alice = world.players[0]
    ids = await finish_tables(world, 1)
    await alice.slash(world.channel, "game new", game="saboteur")
    playing = (await world.table()).id
    await alice.slash(world.channel, "game cancel")
    for command, log in TABLE_COMMANDS:
        refused = await alice.slash(world.channel, command, table=playing, **log)
        assert f"Table #{playing} is not a finished game" in said(refused)
    assert f"`#{ids[0]}`" in said(await alice.slash(world.channel, "game history"))


async def test_stats_and_leaderboard(world):
    alice, bob, carol = world.players[:3]
    await finish_tables(world, 2)
    await finish_tables(world, 1, ais=3)  # mostly AI seats: not counted
    stats = said(await alice.slash(world.channel, "game stats"))
    assert "Saboteur: 2 played" in stats and "rounds won" in stats
    assert "Time per turn: 0 s on average" in stats, "the clock stood still while the tables were played"
    assert "Saboteur: 2 played" in said(await carol.slash(world.channel, "game stats", member=bob))
    assert "no counted finished game" in said(await carol.slash(world.channel, "game stats"))
    top = said(await carol.slash(world.channel, "game top", game="saboteur"))
    assert top.index("1. ") < top.index("2. ")
    assert alice.mention in top and bob.mention in top and carol.mention not in top
    assert "(2 games" in top
    assert "No one has a Der Goldene Kompass rating" in said(
        await carol.slash(world.channel, "game top", game="kompass")
    )


async def test_export_replays_to_the_final_state_and_replay_is_a_picture(world):
    alice = world.players[0]
    [table_id] = await finish_tables(world, 1)
    exported = await alice.slash(world.channel, "game replay", table=table_id, log=True)
    [attachment] = attachments(exported)
    assert attachment.filename == f"table-{table_id}.json"
    data = json.loads(await attachment.read())
    assert [seat["name"] for seat in data["seats"]] == ["alice", "bob", "AI 1"]
    record = await world.store.table(table_id)
    game = world.host.games["saboteur"]
    assert data["seed"] == record.seed and len(data["moves"]) == record.version - 1
    assert json.loads(json.dumps(game.to_dict(replay_export(data)))) == record.snapshot

    world.env.settle_timeout = RENDERING_SECONDS
    replayed = await alice.slash(world.channel, "game replay", table=table_id)
    [picture] = attachments(replayed)
    assert picture.filename in ("replay.webp", "replay.gif") and picture.size < 10_000_000


async def test_ratings_are_kept_when_the_final_board_is_delivered(world):
    """Issue 27: the players' stored ratings take the game in once its final board is posted,
    before anyone asks for /game top or /game stats."""
    alice, bob = (User(p.id, p.name) for p in world.players[:2])
    guild_id = world.channel.guild.id
    table = await world.host.open_table(guild_id, world.channel.id, "saboteur", alice)
    await world.host.join(table.id, bob)
    await world.host.add_ai(table.id, alice)
    await world.host.start(table.id, alice)
    publications = await play_humans(world.host, table.id, {alice.id: alice, bob.id: bob}, random.Random(3))
    assert await world.host.store.member_ratings(guild_id, alice.id) == []
    await deliver_publication(world.env.bot, publications[-1])
    for _ in range(50):  # the listener runs as a task of its own
        if await world.host.store.member_ratings(guild_id, alice.id):
            break
        await asyncio.sleep(0.1)
    [rating] = await world.host.store.member_ratings(guild_id, alice.id)
    assert (rating.game_id, rating.games, rating.mu is not None) == ("saboteur", 1, True)
    assert await world.host.store.unrated_games(guild_id) == []


async def test_the_replay_follows_the_final_post(world, monkeypatch):
    monkeypatch.setattr(cogs.history, "replay_at_end", True)
    alice, bob = (User(p.id, p.name) for p in world.players[:2])
    table = await world.host.open_table(world.channel.guild.id, world.channel.id, "saboteur", alice)
    await world.host.join(table.id, bob)
    await world.host.add_ai(table.id, alice)
    await world.host.start(table.id, alice)
    publications = await play_humans(world.host, table.id, {alice.id: alice, bob.id: bob}, random.Random(3))
    await deliver_publication(world.env.bot, publications[-1])
    # the replay is rendered by a task of its own, which SimCord's settling does not wait for
    for _ in range(int(RENDERING_SECONDS)):
        if len(world.public_messages()) > 1:
            break
        await asyncio.sleep(1)
    final, replay = world.public_messages()[-2:]
    assert "The game is over" in final.content
    assert f"replay of table #{table.id}" in replay.content
    assert [a.filename.split(".")[0] for a in replay.attachments] == ["replay"]


async def test_a_table_opened_without_replay_posts_none_at_the_end_and_replays_on_demand(world, monkeypatch):
    """Issue 27: ``/game new replay:False`` turns the replay at the game's end off for that
    table (stored with it); ``/game replay`` still draws it."""
    monkeypatch.setattr(cogs.history, "replay_at_end", True)
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur", replay=False)
    table = await world.host.active_table(world.channel.id)
    assert table.replay_at_end is False and (await world.store.table(table.id)).replay_at_end is False
    users = {p.id: User(p.id, p.name) for p in (alice, bob)}
    await world.host.join(table.id, users[bob.id])
    await world.host.add_ai(table.id, users[alice.id])
    await world.host.start(table.id, users[alice.id])
    publications = await play_humans(world.host, table.id, users, random.Random(3))
    final = publications[-1]
    assert final.outcome and final.table.replay_at_end is False
    before = len(world.public_messages())
    await deliver_publication(world.env.bot, final)
    await cogs.history.post_replay(world.env.bot, final.table)  # what the game's end triggers, awaited
    posted = world.public_messages()[before:]
    assert posted and not any(a.filename.startswith("replay") for m in posted for a in m.attachments)
    assert not any(f"replay of table #{table.id}" in m.content for m in world.public_messages())

    world.env.settle_timeout = RENDERING_SECONDS
    replayed = await alice.slash(world.channel, "game replay", table=table.id)
    [picture] = attachments(replayed)
    assert picture.filename == "replay.gif" and picture.size <= 3_000_000


async def test_a_table_id_beyond_any_row_is_refused_cleanly(world, caplog, monkeypatch):
    """Issue 25: an integer option beyond any database row (Discord caps them at 2**53; a client
    that skips its validation does not) gets the same refusal as an unknown table, no apology
    and no traceback: the one check of table ids (``cogs.replies.require_row_ids``)."""
    monkeypatch.setattr(simcord.interactions, "_INTEGER_LIMIT", 2**80)  # that modified client
    alice = world.players[0]
    huge = 99999999999999999999
    for command, log in TABLE_COMMANDS:
        refused = await alice.slash(world.channel, command, table=huge, **log)
        assert refused.ephemeral and f"Table #{huge} is not a finished game" in said(refused), command
    assert not [record for record in caplog.records if record.exc_info], "no traceback"


async def test_the_history_commands_in_a_dm_say_they_work_on_a_server(world):
    alice = world.players[0]
    await finish_tables(world, 1)
    for command, options in (
        ("game history", {}),
        ("game history", {"table": 1}),
        ("game stats", {}),
        ("game top", {"game": "saboteur"}),
        ("game replay", {"table": 1}),
        ("game replay", {"table": 1, "log": True}),
    ):
        answer = await alice.user.slash(command, **options)
        assert answer.ephemeral and "works on a server" in said(answer), command
        assert not attachments(answer), command
    assert await alice.user.autocomplete("game history", "table", "") == []
