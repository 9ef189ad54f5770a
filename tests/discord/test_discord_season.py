"""The ``/table`` group through SimCord (issue 33): a private note under My hand and in the
finished table's history, the lobby's host removing a player, hosting handed to a seated member,
in English and Hungarian. Each refusal is short, ephemeral and changes nothing; each change's
notice is stored with it and posted after a restart when the process stopped in between."""

import contextlib
import random

from cogs.delivery import deliver, deliver_publication
from cogs.season import sweep
from host import User
from host.demo import play_humans
from host.season import MAX_NOTE
from tests.discord.test_discord_seating import private_thread
from tests.support.discord_harness import finish_tables, idle, open_and_start, said
from tests.support.storage import direct_messages


def refusal(result) -> str:
    text = said(result)
    assert result.ephemeral and text and "{" not in text and len(text) < 300
    return text


async def test_a_note_is_private_shown_under_my_hand_and_in_the_history(world):
    alice, bob = world.players[:2]
    await open_and_start(world)
    assert "no note" in said(await alice.slash(world.channel, "table note"))
    kept = await alice.slash(world.channel, "table note", text="Bob <@everyone> lies about the map")
    assert kept.ephemeral and "Note kept" in said(kept)
    shown = await alice.slash(world.channel, "table note")
    assert shown.ephemeral and "📝 Your note: Bob <@everyone> lies about the map" in said(shown)
    assert "no note" in said(await bob.slash(world.channel, "table note")), "a note is its writer's"
    hand = await world.show_hand(alice)
    assert "📝 Your note: Bob <@everyone> lies about the map" in hand.content
    assert "📝" not in (await world.show_hand(bob)).content
    assert not any("lies about the map" in m.content for m in world.public_messages())


async def test_a_note_too_long_or_by_someone_not_seated_is_refused(world):
    alice = world.players[0]
    await alice.slash(world.channel, "game new", game="saboteur")
    await alice.slash(world.channel, "table note", text="first")
    text = refusal(await alice.slash(world.channel, "table note", text="z" * (MAX_NOTE + 1)))
    assert "at most 1,000 characters" in text and "1,001" in text
    assert "not playing at this table" in refusal(await world.players[1].slash(world.channel, "table note"))
    assert "first" in said(await alice.slash(world.channel, "table note"))


async def test_the_note_is_in_its_writers_view_of_the_finished_table(world):
    alice, bob = world.players[:2]
    [table_id] = await finish_tables(world, 1)
    await world.host.store.set_note(table_id, alice.id, "won with a rockfall", 0.0)
    mine = said(await alice.slash(world.channel, "game history", table=table_id))
    assert "📝 Your note: won with a rockfall" in mine
    assert "rockfall" not in said(await bob.slash(world.channel, "game history", table=table_id))


async def test_the_host_kicks_a_player_who_cannot_rejoin_and_the_channel_is_told(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    await carol.slash(world.channel, "game join")
    assert "Only the table's host" in refusal(await bob.slash(world.channel, "table kick", member=carol))
    assert "yourself" in refusal(await alice.slash(world.channel, "table kick", member=alice))
    assert (await world.table()).seat_of(carol.id) == 2
    done = await alice.slash(world.channel, "table kick", member=bob)
    assert done.ephemeral and "Done" in said(done)
    await world.env.settle()
    assert f"{alice.mention}, the host, removed {bob.mention} from the lobby." in [
        m.content for m in world.public_messages()
    ]
    table = await world.table()
    assert [seat.user_id for seat in table.seats] == [alice.id, carol.id]
    assert "cannot join it again" in refusal(await bob.slash(world.channel, "game join"))
    assert (await world.table()).seat_of(bob.id) is None
    await world.players[3].slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    assert "already started" in refusal(await alice.slash(world.channel, "table kick", member=carol)).lower()


async def test_hosting_goes_to_a_seated_member_never_to_a_bot_or_a_stranger(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    helper = world.channel.guild.add_member(world.env.create_user("helper", bot=True))
    assert "is a bot" in refusal(await alice.slash(world.channel, "table host", member=helper))
    assert "seated" in refusal(await alice.slash(world.channel, "table host", member=carol))
    assert "Only the table's host" in refusal(await bob.slash(world.channel, "table host", member=bob))
    assert (await world.table()).host_user_id == alice.id
    await alice.slash(world.channel, "table host", member=bob)
    assert (await world.table()).host_user_id == bob.id
    await world.env.settle()
    assert f"{alice.mention} handed hosting to {bob.mention}" in world.public_messages()[-1].content
    assert "Only" in refusal(await alice.slash(world.channel, "game start"))
    await carol.slash(world.channel, "game join")
    await bob.slash(world.channel, "game start")
    assert (await world.table()).status == "playing"


async def test_a_stranger_to_the_server_cannot_be_made_host(world):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    world.channel.guild.remove_member(bob)  # left the server since
    text = refusal(await alice.slash(world.channel, "table host", member=bob.user))
    assert "not a member of this server" in text
    assert (await world.table()).host_user_id == alice.id


async def test_a_kick_notice_stored_before_a_kill_is_posted_after_the_restart(world):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    table = await world.table()
    # the change and its notice committed, the process gone before posting it
    await world.host.kick(table.id, User(alice.id, alice.name), bob.id)
    posts = len(world.public_messages())
    await world.restart()
    await world.env.settle()
    told = [m.content for m in world.public_messages()[posts:]]
    assert told == [f"{alice.mention}, the host, removed {bob.mention} from the lobby."]


async def test_hungarian_words(world):
    alice, bob = world.players[:2]
    world.client_locales[alice.id] = "hu"
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    text = refusal(await alice.slash(world.channel, "table note", text="q" * (MAX_NOTE + 1)))
    assert "legfeljebb" in text
    assert "Elmentettem" in said(await alice.slash(world.channel, "table note", text="jó"))
    helper = world.channel.guild.add_member(world.env.create_user("helper", bot=True))
    assert "egy bot" in refusal(await alice.slash(world.channel, "table host", member=helper))


async def test_a_lobby_waiting_past_the_expiry_closes_and_the_channel_is_told(world):
    alice = world.players[0]
    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    world.clock.advance(7 * 86_400)
    await sweep(world.env.bot)
    await world.env.settle()
    assert (await world.host.table(table.id)).status == "cancelled"
    told = [m.content for m in world.public_messages()]
    assert any("This lobby waited 7 days without starting, so it is closed." in text for text in told)
    lobby = world.env.backend.get_message(world.channel.id, table.lobby_message_id)
    assert lobby.content.startswith("This table was cancelled."), "the lobby message edited in place"
    assert await world.host.active_table(world.channel.id) is None


async def test_when_the_host_left_the_server_the_longest_seated_starts_the_game(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur")
    await bob.slash(world.channel, "game join")
    await carol.slash(world.channel, "game join")
    assert "Only the table's host" in refusal(await carol.slash(world.channel, "game start"))
    world.channel.guild.remove_member(alice)
    assert "Only the table's host" in refusal(await carol.slash(world.channel, "game start"))
    table = await world.table()
    assert table.host_user_id == bob.id, "hosting passed to the longest seated"
    await world.env.settle()
    assert f"The host {alice.mention} left the server; {bob.mention} hosts the table now." in [
        m.content for m in world.public_messages()
    ]
    await bob.slash(world.channel, "game start")
    assert (await world.table()).status == "playing"


async def test_the_players_vote_an_absent_players_seat_over_to_the_ai(world):
    table = await open_and_start(world)
    absent = await world.awaited_player()
    seat = table.seat_of(absent.id)
    others = [p for p in world.players if p is not absent]
    too_soon = refusal(await others[0].slash(world.channel, "table takeover", seat=str(seat + 1)))
    assert "not been awaited long enough" in too_soon and "6 hours" in too_soon
    world.clock.advance(6 * 3600)
    own = await absent.slash(world.channel, "table takeover", seat=absent.mention)
    assert "your own seat" in refusal(own)
    proposed = await others[0].slash(world.channel, "table takeover", seat=absent.mention)
    assert proposed.ephemeral and "Your vote is counted" in said(proposed)
    await world.env.settle()
    post = world.channel.history()[-1]
    proposal = f"{others[0].mention} proposes that the AI plays seat {seat + 1} ({absent.mention})"
    assert proposal in post.content
    assert "already" in said(await others[0].click(post, label="Agree"))
    assert "That is your own seat" in said(await absent.click(post, label="Agree"))
    agreed = await others[1].click(post, label="Agree")
    assert "Your vote is counted" in said(agreed)
    assert (await world.table()).seats[seat].user_id == absent.id, "2 of 4: not yet a majority"
    dms = len(world.direct_messages(absent))
    await others[2].click(post, label="Agree")
    await world.env.settle()
    now = await world.host.table(table.id)
    assert now.seats[seat].is_ai and now.seats[seat].user_id is None
    assert seat not in now.awaited, "the AI played the turn at once"
    told = [m.content for m in world.public_messages()]
    assert any(f"the AI plays seat {seat + 1} for {absent.mention}" in text for text in told)
    [dm] = world.direct_messages(absent)[dms:]
    assert "agreed that the AI plays your seat" in dm.content and "/game join" in dm.content
    assert "over" in said(await others[3].click(post, label="Agree"))
    await absent.slash(world.channel, "game join")  # takes it back, as after missed turns
    assert (await world.table()).seats[seat].user_id == absent.id


async def test_a_seat_handed_over_by_vote_before_a_kill_is_told_and_played_after_the_restart(world):
    alice = world.players[0]
    await alice.slash(world.channel, "game new", game="saboteur")
    for player in world.players[1:3]:
        await player.slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    table = await world.table()
    absent = world.by_id[table.seats[table.awaited[0]].user_id]
    voters = [User(p.id, p.name) for p in world.players[:3] if p is not absent]
    world.clock.advance(6 * 3600)
    [proposal], _ = await world.host.season.propose_takeover(table.id, voters[0], table.awaited[0])
    # the majority's vote committed (seat, notices, the AI's turn due now), the process gone
    await world.host.season.agree(table.id, proposal.facts["takeover"], voters[1])
    posts = len(world.public_messages())
    await world.restart()
    await world.env.settle()
    for item in await world.host.run_due():  # the deadline loop after the restart
        await deliver_publication(world.env.bot, item)
    await world.env.settle()
    after = await world.host.table(table.id)
    assert after.seats[table.awaited[0]].is_ai and table.awaited[0] not in after.awaited
    told = [m.content for m in world.public_messages()[posts:]]
    assert any("The players agreed" in text for text in told)
    assert any("agreed that the AI plays your seat" in m.content for m in world.direct_messages(absent))


async def test_a_follower_gets_the_final_picture_by_dm_and_only_visible_tables_are_followed(world):
    alice, bob, carol, dave = world.players[:4]
    users = {p.id: User(p.id, p.name) for p in (alice, bob)}
    guild_id, channel_id = world.channel.guild.id, world.channel.id
    table = await world.host.open_table(guild_id, channel_id, "kompass", users[alice.id], replay_at_end=False)
    await world.host.join(table.id, users[bob.id])
    await world.host.start(table.id, users[alice.id])
    elsewhere = world.channel.guild.create_text_channel("chat")
    following = await carol.slash(elsewhere, "table follow", table=table.id)
    assert following.ephemeral and f"You follow table #{table.id}" in said(following)
    assert "already" in refusal(await carol.slash(world.channel, "table follow"))
    assert "no table #99" in refusal(await dave.slash(elsewhere, "table follow", table=99))
    other = world.env.create_guild(name="Elsewhere")
    stranger = other.add_member(dave.user)
    text = refusal(await stranger.slash(other.create_text_channel("x"), "table follow", table=table.id))
    assert f"no table #{table.id}" in text, "another server's table is as good as none"
    await dave.slash(world.channel, "table follow")
    assert "no longer follow" in said(await dave.slash(world.channel, "table unfollow"))
    await play_humans(world.host, table.id, users, random.Random(3))
    await deliver(world.env.bot, table.id)
    await idle(world)
    [dm] = [m for m in world.direct_messages(carol) if "is over" in m.content]
    assert f"#{table.id}" in dm.content and dm.attachments, "with the picture"
    assert not world.direct_messages(dave)


async def test_a_table_in_a_private_thread_is_followed_only_by_those_who_see_it(world):
    alice, bob, carol = world.players[:3]
    thread = private_thread(world, alice)
    world.env.backend.add_thread_member(thread.id, carol.id)
    await alice.slash(thread, "game new", game="saboteur")
    table = await world.host.active_table(thread.id)
    text = refusal(await bob.slash(world.channel, "table follow", table=table.id))
    assert f"no table #{table.id} whose channel you can see" in text
    assert "You follow" in said(await carol.slash(world.channel, "table follow", table=table.id))
    assert await world.host.store.followers(table.id) == [carol.id]


async def finished_and_followed(world):
    """A Kompass table of alice and bob played to its end through the host (its final board
    committed, not yet delivered), followed by carol."""
    alice, bob, carol = world.players[:3]
    users = {p.id: User(p.id, p.name) for p in (alice, bob)}
    guild_id, channel_id = world.channel.guild.id, world.channel.id
    table = await world.host.open_table(guild_id, channel_id, "kompass", users[alice.id], replay_at_end=False)
    await world.host.join(table.id, users[bob.id])
    await world.host.start(table.id, users[alice.id])
    await world.host.follow(table.id, carol.id)
    await play_humans(world.host, table.id, users, random.Random(3))
    return table


async def test_follower_dms_are_queued_with_the_boards_mark_and_sent_once_after_a_kill(world):
    """The final board posted and marked, with its followers' DMs in the same transaction; the
    process stops before the DM worker sends anything: after the restart carol gets one DM."""
    bot, carol = world.env.bot, world.players[2]
    bot.courier.kick = bot.mailer.kick = lambda *table_id: None  # the process stops first
    table = await finished_and_followed(world)
    await deliver(bot, table.id)
    assert not world.direct_messages(carol)
    queued = [dm for dm in await direct_messages(world.db_path, table.id) if dm["kind"] == "followed"]
    assert [row["status"] for row in queued] == ["pending"], "queued by the board's mark"
    await world.restart()
    await idle(world)
    await world.restart()  # a second start sends nothing again
    await idle(world)
    assert len([m for m in world.direct_messages(carol) if "is over" in m.content]) == 1


async def test_a_kill_between_the_final_board_and_its_mark_sends_the_followers_dm_once(world, monkeypatch):
    """The final board reached Discord, but the process died before its mark committed: no DM
    was queued. After the restart the board goes out again (the same message on Discord, by its
    nonce) and the follower's DM is queued with that mark and sent, once."""
    bot, carol = world.env.bot, world.players[2]
    bot.courier.kick = bot.mailer.kick = lambda *table_id: None
    table = await finished_and_followed(world)

    async def killed(*args, **kwargs):
        raise SystemExit("killed before the mark committed")

    monkeypatch.setattr(world.host, "mark_delivered", killed)
    with contextlib.suppress(SystemExit):
        await deliver(bot, table.id)
    assert not [dm for dm in await direct_messages(world.db_path, table.id) if dm["kind"] == "followed"]
    await world.restart()
    await idle(world)
    assert len([m for m in world.direct_messages(carol) if "is over" in m.content]) == 1
