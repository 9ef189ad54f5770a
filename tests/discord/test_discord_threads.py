"""Tables in threads and forum posts on the simulated Discord (issue 32): a table's thread
archives only after a week of quiet; one archived anyway keeps working (the bot's post
unarchives it); a locked one has its parent channel told once; in a forum channel a table is a
post of its own, named after the game and the table number, its lobby the first message.
(SimCord keeps the archived and locked flags without acting on them: the harness's
``closing_threads`` makes it do what Discord does.)"""

import discord
import pytest

from tests.support.discord_harness import make_world, said

POLL = 60


@pytest.fixture
async def polled_world(tmp_path):
    world = await make_world(tmp_path, poll=POLL)
    yield world
    await world.env.shutdown()
    await world.store.close()


async def started_in_thread(world):
    """A Saboteur table opened in a new thread and started with three players and an AI seat;
    the thread's SimCord record."""
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur", thread=True)
    (thread,) = world.channel.threads
    table = await world.host.active_table(thread.id)
    for player in (bob, carol):
        await player.slash(thread, "game join")
    await alice.slash(thread, "game start")
    return thread, world.env.backend.channels[thread.id], await world.host.table(table.id)


async def time_runs_out(world, table):
    world.clock.advance(table.turn_seconds + 1)
    await world.env.advance_time(POLL + 1)


async def test_a_thread_archives_after_a_week_and_an_archived_one_keeps_working(polled_world):
    world = polled_world
    thread, record, table = await started_in_thread(world)
    assert record.thread_metadata.auto_archive_duration == 10080, "the longest auto-archive: a week"
    record.thread_metadata.archived = True  # a week of quiet anyway
    boards = len(thread.history())
    await time_runs_out(world, table)  # the AI plays the late seat: a board post in the thread
    assert (await world.host.table(table.id)).version > table.version
    assert len(thread.history()) > boards, "the board was posted"
    assert not record.thread_metadata.archived, "the bot's post unarchived the thread"


async def test_a_locked_thread_is_told_once_in_the_parent_channel(polled_world):
    world = polled_world
    thread, record, table = await started_in_thread(world)
    record.thread_metadata.archived = record.thread_metadata.locked = True
    await time_runs_out(world, table)
    await world.env.settle()
    texts = [m.content for m in world.channel.history() if "is locked" in m.content]
    assert len(texts) == 1
    assert f"Table #{table.id} (Saboteur) cannot go on: its thread {thread.mention} is locked" in texts[0]
    assert "/game cancel" in texts[0]
    await time_runs_out(world, await world.host.table(table.id))  # refused again: not told twice
    await world.env.settle()
    assert len([m for m in world.channel.history() if "is locked" in m.content]) == 1


async def test_a_table_opens_as_a_forum_post_with_its_lobby_first(world):
    alice, bob = world.players[:2]
    guild = world.channel.guild
    forum = guild.create_forum_channel("tables")
    opened = await alice.slash(world.channel, "game new", game="saboteur", channel=forum)
    await world.env.settle()
    [post] = [c for c in world.env.backend.channels.values() if c.parent_id == forum.id]
    assert post.name == "Saboteur #1" and f"<#{post.id}>" in said(opened)
    assert post.thread_metadata.auto_archive_duration == 10080
    table = await world.host.active_table(post.id)
    assert table is not None and table.lobby_message_id is not None
    [handle] = forum.threads
    [first] = handle.history()
    assert first.id == table.lobby_message_id and first.author.bot
    assert "Saboteur" in first.content and "Opening the table" not in first.content, "the lobby, in place"
    await bob.click(first, label="Join")
    assert bob.mention in handle.history()[0].content
    assert await world.host.active_table(world.channel.id) is None


async def test_a_forum_chosen_in_the_settings_gets_new_tables_named_in_their_language(world):
    alice, guild = world.players[0], world.channel.guild
    mods = guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = guild.add_member(world.env.create_user("mod"), roles=[mods])
    forum = guild.create_forum_channel("asztalok")
    await mod.slash(world.channel, "game settings", channel=forum, language="hu")
    await alice.slash(world.channel, "game new", game="saboteur")
    await world.env.settle()
    [post] = [c for c in world.env.backend.channels.values() if c.parent_id == forum.id]
    table = await world.host.active_table(post.id)
    assert table.language == "hu" and post.name == f"Szabotőr – {table.id}. asztal"
