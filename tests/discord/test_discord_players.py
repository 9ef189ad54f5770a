"""Playing over days through SimCord (issue 17): /game mine on two servers and in a DM, /game
list with its Join buttons, notification settings, time away and pauses told in the channel,
seats handed over (the new holder's DM, the old holder refused), invitations by DM and the
rematch button. Each bad input gets a clear refusal and changes nothing."""

import asyncio
import logging
import random
from dataclasses import replace
from types import SimpleNamespace

from cogs import delivery
from cogs.delivery import deliver_publication
from host import FakeClock, Publication, User
from host.demo import play_humans
from host.players import NOTICE_INTERVAL
from storage import PlayerSettings
from tests.host.test_host_posts import human_table, play_until
from tests.support.discord_harness import labels, open_and_start, said
from tests.support.host import hosted

DAY = 86_400


def refusal(result) -> str:
    text = said(result)
    assert result.ephemeral and text and "{" not in text
    return text


async def test_mine_lists_tables_on_two_servers_waiting_first_also_in_a_dm(world):
    table = await open_and_start(world)
    awaited = await world.awaited_player()
    other = world.env.create_guild(name="Gyptian Boats")
    boats = other.create_text_channel("boats")
    there = other.add_member(awaited.user)
    await there.slash(boats, "game new", game="kompass")
    lobby = await world.host.active_table(boats.id)
    for answer in (await awaited.slash(world.channel, "game mine"), await awaited.user.slash("game mine")):
        text = said(answer)
        assert answer.ephemeral and "2, 1 waiting for you" in text
        first, second = text.splitlines()[1:3]
        assert "Dwarf Hall" in first and f"#{table.id}" in first and "your turn" in first and "<t:" in first
        assert f"https://discord.com/channels/{table.guild_id}/{table.channel_id}/" in first
        assert "Gyptian Boats" in second and f"#{lobby.id}" in second and "lobby" in second
    idle = world.players[4] if world.players[4] is not awaited else world.players[3]
    assert "waiting for" in said(await idle.slash(world.channel, "game mine")).splitlines()[1]


async def test_list_offers_join_buttons_that_work_from_another_channel(world):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    elsewhere = world.channel.guild.create_text_channel("chat")
    listed = await bob.slash(elsewhere, "game list")
    assert f"#{table.id}" in said(listed) and "1 of" in said(listed)
    assert labels(listed.response.components) == [f"Join #{table.id}"]
    joined = await bob.click(listed.response, label=f"Join #{table.id}")
    assert "You joined" in said(joined)
    assert (await world.table()).seat_of(bob.id) == 1
    assert "server" in refusal(await bob.user.slash("game list"))
    assert "server" in refusal(await bob.user.slash("game new", game="saboteur"))


async def test_notify_settings_refuse_bad_input_and_govern_pings_and_turn_dms(world):
    table = await open_and_start(world)
    first = await world.awaited_player()
    before = await world.host.settings(first.id)
    for bad in ({"quiet": "25:00-08:00"}, {"timezone": "Mars/Olympus"}, {"quiet": "8-9"}):
        text = refusal(await first.slash(world.channel, "game notify", dm=True, **bad))
        assert "25:00-08:00" in text or "Mars/Olympus" in text or "8-9" in text
    assert await world.host.settings(first.id) == before
    zones = await first.user.autocomplete("game notify", "timezone", "budap")
    assert [zone["value"] for zone in zones] == ["Europe/Budapest"]
    saved = await first.user.slash("game notify", quiet="23:00-08:00", timezone="Europe/Budapest")
    assert "23:00–08:00" in said(saved) and "Europe/Budapest" in said(saved)
    # the next player wants a DM on their turn and no ping in the channel
    public_view = await world.host.view(table.id, None)
    nxt = world.by_id[table.seats[(public_view["turn"] + 1) % 5].user_id]
    await nxt.slash(world.channel, "game notify", ping=False, dm=True)
    dms = len(nxt.user.dm_channel.history())
    code = (await world.host.legal_actions(table.id, first.id, "en"))[0].code
    await first.slash(world.channel, "game act", action=code)
    table = await world.table()
    assert table.awaited == (table.seat_of(nxt.id),)
    post = world.env.backend.get_message(world.channel.id, table.board_message_id)
    assert nxt.mention in post.content and nxt.id not in post.ping_user_ids
    [told] = nxt.user.dm_channel.history()[dms:]
    assert "It's your turn" in told.content and "Dwarf Hall" in told.content


async def test_away_pauses_my_deadlines_tells_each_table_once_and_back_ends_it(world):
    table = await open_and_start(world)
    awaited = await world.awaited_player()
    for bad in ("-3d", "soon", "0d", "15d"):
        refusal(await awaited.slash(world.channel, "game away", duration=bad))
    assert (await world.table()).deadline == table.deadline
    posts = len(world.public_messages())
    away = await awaited.user.slash("game away", duration="3d")
    assert "You are away until <t:" in said(away)
    [notice] = world.public_messages()[posts:]
    assert notice.content.startswith(f"{awaited.user.name} is away until <t:")
    assert (await world.table()).deadline == table.deadline + 3 * DAY
    assert "already away" in refusal(await awaited.slash(world.channel, "game away", duration="1d"))
    world.clock.advance(DAY)
    await awaited.slash(world.channel, "game back")
    assert (await world.table()).deadline == table.deadline + DAY
    assert "is back" in world.public_messages()[-1].content


async def test_the_host_pauses_and_resumes_the_table(world):
    alice, bob = world.players[:2]
    table = await open_and_start(world)
    assert "Only the table's host" in refusal(await bob.slash(world.channel, "game pause"))
    await alice.slash(world.channel, "game pause")
    assert "paused the table" in world.public_messages()[-1].content
    awaited = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, awaited.id, "en"))[0].code
    assert "paused" in refusal(await awaited.slash(world.channel, "game act", action=code))
    world.clock.advance(DAY)
    await alice.slash(world.channel, "game resume")
    assert "resumed the table" in world.public_messages()[-1].content
    assert (await world.table()).deadline == table.deadline + DAY


async def test_replace_hands_the_seat_and_its_view_to_the_new_holder_and_refuses_the_old(world):
    alice = world.players[0]
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    table = await open_and_start(world)
    old = await world.awaited_player()
    seat = table.seat_of(old.id)
    [dm_menu] = [m for m in old.user.dm_channel.history() if m.components]
    assert "names no seat" in refusal(
        await alice.slash(world.channel, "game replace", seat="somebody", by=frank)
    )
    assert "works on a server" in refusal(await alice.user.slash("game replace", seat="1", by=frank))
    done = await alice.slash(world.channel, "game replace", seat=old.mention, by=frank)
    assert "Done" in said(done)
    assert (
        f"Seat {seat + 1} is now {frank.mention}'s (before: {old.mention})"
        in world.public_messages()[-1].content
    )
    [handed] = world.direct_messages(frank)
    assert f"You now hold seat {seat + 1}" in handed.content and handed.attachments
    assert "not seated" in refusal(await old.slash(world.channel, "game hand"))
    select = dm_menu.components[0].children[0]
    refused = await old.user.select(dm_menu, [select.options[0].value], custom_id=select.custom_id)
    assert f"You no longer hold a seat at table #{table.id}" in refusal(refused)
    assert (await world.table()).version == table.version
    code = (await world.host.legal_actions(table.id, frank.id, "en"))[0].code
    assert "Done" in said(await frank.slash(world.channel, "game act", action=code))


async def test_invitations_ping_and_dm_a_join_button_and_bad_ones_open_nothing(world):
    alice, bob, carol = world.players[:3]
    refused = await alice.slash(world.channel, "game new", game="saboteur", invite="<@12345> please")
    assert "<@12345>" in refusal(refused) and await world.host.active_table(world.channel.id) is None
    assert "Mention" in refusal(await alice.slash(world.channel, "game new", game="saboteur", invite="bob"))
    await alice.slash(world.channel, "game new", game="saboteur", invite=f"{bob.mention} {carol.mention}")
    lobby = world.public_messages()[-1]
    assert f"Invited: {bob.mention}" in lobby.content
    stored = world.env.backend.get_message(world.channel.id, lobby.id)
    assert {bob.id, carol.id} <= set(stored.ping_user_ids)
    [invitation] = world.direct_messages(bob)
    assert "alice invites you" in invitation.content
    assert "You joined" in said(await bob.user.click(invitation, label="Join"))
    table = await world.table()
    assert [seat.user_id for seat in table.seats] == [alice.id, bob.id]


async def test_rematch_opens_a_lobby_that_seats_only_those_who_join(world):
    alice, bob, carol = world.players[:3]
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    table = await open_and_start(world)
    users = {p.id: User(p.id, p.user.name) for p in world.players}
    [*_, final] = await play_humans(world.host, table.id, users, random.Random(3))
    await deliver_publication(world.env.bot, final)
    standings = world.public_messages()[-1]
    assert labels(standings.components) == ["Rematch"]
    assert "Only the players" in refusal(await frank.click(standings, label="Rematch"))
    opened = await carol.click(standings, label="Rematch")
    assert "is open" in said(opened)
    lobby = world.public_messages()[-1]
    assert "Rematch!" in lobby.content and alice.mention in lobby.content
    assert "already has a table" in refusal(await bob.click(standings, label="Rematch"))
    await bob.click(lobby, label="Join")
    rematch = await world.table()
    assert rematch.id != table.id and rematch.game_id == table.game_id
    assert [seat.user_id for seat in rematch.seats] == [carol.id, bob.id]


def test_a_long_list_is_cut_to_one_message_saying_how_many_are_left_out():
    from cogs.players import fitted

    lines = [f"table {n} " + "x" * 90 for n in range(60)]
    text = fitted("My tables", lines, "en")
    assert len(text) <= 2000 and text.startswith("My tables\ntable 0 ")
    shown = text.count("\ntable ")
    assert text.endswith(f"…and {60 - shown} more.") and shown > 10


async def test_quiet_hours_keep_the_new_rounds_dm_away_and_the_hand_stays_at_hand(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur")
    for player in (bob, carol):
        await player.slash(world.channel, "game join")
    await bob.user.slash("game notify", quiet="07:00-09:00", timezone="UTC")  # the clock says 08:00 UTC
    await alice.slash(world.channel, "game start")
    assert world.direct_messages(bob) == [] and world.direct_messages(carol)
    hand = await bob.slash(world.channel, "game hand")
    assert hand.ephemeral and hand.response.attachments


async def test_a_player_joins_back_the_seat_the_ai_took_and_gets_the_hand_back(world):
    table = await open_and_start(world)
    late = await world.awaited_player()
    world.host.expiry_limit = 1  # the AI takes the seat at the first missed turn
    world.clock.advance(table.turn_seconds)
    [timeout] = await world.host.run_due()
    assert timeout.table.seats[table.seat_of(late.id)].is_ai
    someone = world.players[0] if world.players[0] is not late else world.players[1]
    assert "no seat of yours" in refusal(await someone.slash(world.channel, "game join"))
    back = await late.slash(world.channel, "game join")
    assert back.ephemeral and back.response.attachments, "the hand, at once"
    seat = table.seat_of(late.id)
    assert f"{late.mention} took seat {seat + 1} back from the AI." in world.public_messages()[-1].content
    assert (await world.table()).seats[seat].user_id == late.id


def dm_on_turn(table) -> dict[int, PlayerSettings]:
    """Every awaited player of ``table`` asked for a DM on their turn."""
    awaited = (table.seats[seat].user_id for seat in table.awaited)
    return {user_id: PlayerSettings(user_id, dm_on_turn=True) for user_id in awaited}


async def test_a_player_awaited_all_along_is_not_dmed_again_within_the_same_choice(tmp_path):
    """ "DM on my turn": in a simultaneous choice (A-2.3), the players still choosing were told
    when it began, so another player's timeout posted meanwhile DMs nobody; the post that ends
    the choice DMs whoever the next phase waits for, also when both are folded into one post."""
    clock = FakeClock()
    async with hosted(tmp_path / "tables.sqlite3", clock) as host:
        table_id = await human_table(host, "alethiometer")  # Alice, Bob, Carol choose at once
        [chosen] = await play_until(host, table_id, random.Random(1), lambda p: True)
        assert not chosen.post_to_channel and chosen.table.awaited == (1, 2)
        clock.advance(3600)  # Bob's and Carol's time runs out
        second, last = [p for p in await host.run_due() if isinstance(p, Publication)]
        assert second.table.awaited == (2,) and second.awaited_before == (1, 2)
        assert last.public_view["phase"] != "choose" and last.awaited_before == ()

        def told(publications):
            plan = host.delivery_plan(publications, dm_on_turn(publications[-1].table))
            return [letter.user_id for letter in plan.after_board if letter.kind == "turn"]

        assert told([second]) == [], "Carol was told when the choice began"
        first_to_play = last.table.seats[last.table.awaited[0]].user_id
        assert told([last]) == [first_to_play]
        assert told([second, last]) == [first_to_play], "folded: the new phase is news"


async def test_two_awaited_players_who_want_turn_dms_both_get_one(tmp_path, monkeypatch):
    """Issue 25: the turn DM's text once overwrote the set of those told before, so the second
    player of a simultaneous choice (A-2.3) who asked for turn DMs got none (a TypeError)."""
    sent = []

    async def recorded_dm(bot, table, user_id, **kwargs):
        sent.append((user_id, kwargs["content"]))
        return True

    monkeypatch.setattr(delivery, "send_dm", recorded_dm)
    async with hosted(tmp_path / "tables.sqlite3", FakeClock()) as host:
        bot = SimpleNamespace(get_guild=lambda guild_id: None, host=host)
        table_id = await human_table(host, "alethiometer")  # Alice, Bob, Carol choose at once
        [chosen] = await play_until(host, table_id, random.Random(1), lambda p: True)
        table = chosen.table
        assert table.awaited == (1, 2)
        both = [table.seats[seat].user_id for seat in table.awaited]
        news = replace(chosen, awaited_before=(), round_started=False, private=())
        plan = host.delivery_plan([news], dm_on_turn(table))
        for number, dm in enumerate(plan.queued(plan.after_board, None), 1):
            assert await delivery.send_queued(bot, replace(dm, id=number)) is None  # sent
    assert [user_id for user_id, _ in sent] == both
    assert all("It's your turn" in content for _, content in sent)


async def test_repeated_away_and_back_commands_take_effect_once_and_notices_are_rate_limited(world):
    """Issue 25: ``/game away 3d`` five times (one in flight while four more reach the host):
    one success, four "already away", the deadline moved once and one notice; ``/game back``
    likewise; a loop of ``/game away 1m`` and ``/game back`` tells the channel once in
    ``NOTICE_INTERVAL``. (SimCord runs one interaction at a time: the concurrent ones are host
    calls made while the command's own is in flight.)"""
    world.env.settle_timeout = 120.0  # the first board of a run starts the picture workers
    table = await open_and_start(world)
    awaited = await world.awaited_player()
    user = User(awaited.id, awaited.user.name)
    posts = len(world.public_messages())
    go_away, come_back, raced = world.host.go_away, world.host.come_back, []

    async def away_racing(*args):
        own = asyncio.ensure_future(go_away(*args))  # the command's own call, first in line
        raced.extend(
            await asyncio.gather(*(go_away(user, 3 * DAY) for _ in range(4)), return_exceptions=True)
        )
        return await own

    async def back_racing(*args):
        own = asyncio.ensure_future(come_back(*args))  # the command's own call, first in line
        raced.extend(await asyncio.gather(*(come_back(user) for _ in range(4)), return_exceptions=True))
        return await own

    world.host.go_away, world.host.come_back = away_racing, back_racing
    assert "You are away until" in said(await awaited.user.slash("game away", duration="3d"))
    assert len(raced) == 4 and all("already away" in str(refused) for refused in raced)
    assert "already away" in refusal(await awaited.user.slash("game away", duration="3d"))
    assert (await world.table()).deadline == table.deadline + 3 * DAY
    assert (await world.host.settings(awaited.id)).away_used == 3 * DAY
    world.clock.advance(DAY)
    raced.clear()
    assert "not away" not in said(await awaited.user.slash("game back"))
    assert len(raced) == 4 and all("not away" in str(refused) for refused in raced)
    assert (await world.table()).deadline == table.deadline + DAY
    away_notice, back_notice = (m.content for m in world.public_messages()[posts:])
    assert "is away until" in away_notice and "is back" in back_notice, "one notice each"
    world.host.go_away, world.host.come_back = go_away, come_back
    for _ in range(3):  # within a quarter of an hour of the last notice
        assert "You are away until" in said(await awaited.user.slash("game away", duration="1m"))
        await awaited.user.slash("game back")
    assert len(world.public_messages()) == posts + 2
    world.clock.advance(NOTICE_INTERVAL)
    await awaited.user.slash("game away", duration="1m")
    assert "is away until" in world.public_messages()[-1].content
    assert len(world.public_messages()) == posts + 3


async def test_a_notice_stored_before_a_kill_is_posted_once_after_the_restart(world, monkeypatch):
    """Issue 25: a time away and its notice are one commit, so a process killed after the commit
    and before the post (here: its errand never runs) posts the notice at its next start, once,
    and the start after that posts nothing again."""
    await open_and_start(world)
    awaited = await world.awaited_player()
    posts = len(world.public_messages())
    monkeypatch.setattr(world.env.bot.errands, "put", lambda *args: None)  # killed before posting
    assert "You are away until <t:" in said(await awaited.user.slash("game away", duration="3d"))
    assert len(world.public_messages()) == posts
    await world.restart()
    await world.env.settle()
    [notice] = world.public_messages()[posts:]
    assert notice.content.startswith(f"{awaited.user.name} is away until <t:")
    await world.restart()
    await world.env.settle()
    assert len(world.public_messages()) == posts + 1, "posted once"
    assert await world.host.pending_notices() == []


def killed_before_sending(world, monkeypatch) -> None:
    """The process is killed after its commits, before it sends anything they queued: its
    errands (channel notices) and its DM worker (the DM queue) never run."""
    monkeypatch.setattr(world.env.bot.errands, "put", lambda *args: None)
    monkeypatch.setattr(world.env.bot.mailer, "kick", lambda: None)


async def test_an_invitation_stored_before_a_kill_is_sent_once_after_the_restart(world, monkeypatch):
    """Issues 25 and 31: the invitation DMs are committed with the table they invite to, into
    the one DM queue, so a process killed after ``/game new`` and before the DMs sends each at
    its next start (its DM worker), once, with a Join button that seats the invitee; the
    start after that sends nothing again."""
    alice, bob, carol = world.players[:3]
    killed_before_sending(world, monkeypatch)
    await alice.slash(world.channel, "game new", game="saboteur", invite=f"{bob.mention} {carol.mention}")
    assert world.direct_messages(bob) == world.direct_messages(carol) == []
    assert await world.store.pending_direct_messages() == 2 and await world.host.pending_notices() == []
    await world.restart()
    await world.env.settle()
    [invitation] = world.direct_messages(bob)
    assert "alice invites you" in invitation.content
    assert len(world.direct_messages(carol)) == 1
    await world.restart()
    await world.env.settle()
    assert len(world.direct_messages(bob)) == len(world.direct_messages(carol)) == 1, "sent once"
    assert await world.store.pending_direct_messages() == 0
    assert "You joined" in said(await bob.user.click(invitation, label="Join"))


async def test_a_hand_over_stored_before_a_kill_is_sent_once_after_the_restart(world, monkeypatch):
    """Issues 25 and 31: the new holder's DM with the seat's private view is committed with the
    seat handed over, into the one DM queue, so a process killed after ``/game replace`` and
    before the DM sends it (and the channel's notice) at its next start, once."""
    alice = world.players[0]
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    table = await open_and_start(world)
    await world.env.settle()  # the start's DMs out
    old = await world.awaited_player()
    seat = table.seat_of(old.id)
    posts = len(world.public_messages())
    killed_before_sending(world, monkeypatch)
    assert "Done" in said(await alice.slash(world.channel, "game replace", seat=old.mention, by=frank))
    assert world.direct_messages(frank) == [] and len(world.public_messages()) == posts
    assert [dm.kind for dm in await world.store.queued_direct_messages(10)] == ["hand-over"]
    await world.restart()
    await world.env.settle()
    [handed] = world.direct_messages(frank)
    assert f"You now hold seat {seat + 1}" in handed.content and handed.attachments
    [told] = world.public_messages()[posts:]
    assert f"Seat {seat + 1} is now {frank.mention}'s" in told.content
    await world.restart()
    await world.env.settle()
    assert len(world.direct_messages(frank)) == 1 and len(world.public_messages()) == posts + 1
    assert await world.host.pending_notices() == [] and await world.store.pending_direct_messages() == 0


async def test_a_hand_over_of_a_seat_handed_on_again_is_dropped_after_the_restart(world, monkeypatch):
    """Issue 25: a pending hand-over DM no longer holds once the seat changed hands again: at
    the restart only its last holder gets the seat's view, and nothing stays pending."""
    alice = world.players[0]
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    grace = world.channel.guild.add_member(world.env.create_user("grace"))
    await open_and_start(world)
    old = await world.awaited_player()
    killed_before_sending(world, monkeypatch)
    await alice.slash(world.channel, "game replace", seat=old.mention, by=frank)
    await alice.slash(world.channel, "game replace", seat=frank.mention, by=grace)
    await world.restart()
    await world.env.settle()
    assert world.direct_messages(frank) == []
    [handed] = world.direct_messages(grace)
    assert "You now hold seat" in handed.content
    assert await world.host.pending_notices() == [] and await world.store.pending_direct_messages() == 0


async def test_an_invitation_to_closed_dms_fails_for_good_and_is_told_once(world, caplog):
    """Issue 25: an invitation Discord refuses for good (closed DMs) is marked failed with one
    log line, the channel is told once without the secret (``send_dm``), and no restart tries
    it again; the other invitee gets theirs."""
    caplog.set_level(logging.INFO, logger="gamehost.cogs")
    alice, bob, carol = world.players[:3]
    world.env.inject_error(
        "POST", f"/channels/{bob.user.dm_channel.id}/messages", status=403, code=50007, times=None
    )
    await alice.slash(world.channel, "game new", game="saboteur", invite=f"{bob.mention} {carol.mention}")
    await world.env.settle()
    assert len(world.direct_messages(carol)) == 1
    assert await world.host.pending_notices() == []
    assert len([m for m in world.public_messages() if "can't DM you" in m.content]) == 1
    assert len([r for r in caplog.records if "DMs closed" in r.getMessage()]) == 1
    await world.restart()
    await world.env.settle()
    assert len([r for r in caplog.records if "DMs closed" in r.getMessage()]) == 1, "not tried again"
    assert len(world.direct_messages(carol)) == 1


async def test_pause_and_resume_notices_are_rate_limited_like_time_away(world):
    """Issue 25: ``/game pause`` and ``/game resume`` in a loop tell the channel the first pause
    and the resume undoing it, then nothing more in ``NOTICE_INTERVAL``; the table is paused and
    resumed every time."""
    alice = world.players[0]
    table = await open_and_start(world)
    posts = len(world.public_messages())
    for _ in range(3):
        await alice.slash(world.channel, "game pause")
        assert (await world.store.table(table.id)).paused_at is not None
        await alice.slash(world.channel, "game resume")
        assert (await world.store.table(table.id)).paused_at is None
    paused, resumed = (m.content for m in world.public_messages()[posts:])
    assert "paused the table" in paused and "resumed" in resumed, "the channel's last word: running"
    world.clock.advance(NOTICE_INTERVAL)
    await alice.slash(world.channel, "game pause")
    assert "paused the table" in world.public_messages()[-1].content
    assert len(world.public_messages()) == posts + 3


async def test_an_invitation_dm_counts_each_of_its_requests_once(world):
    """Issue 25: the pacing budget counts what Discord counts: an invitation is the invitee's
    look-up (issue 31), the DM channel's creation and the message, each taken once (not once
    more by the DM worker that sends them)."""
    alice, bob = world.players[:2]
    bot, takes = world.env.bot, []
    take = bot.budget.take

    async def counted(channel_id=None):
        takes.append(channel_id)
        await take(channel_id)

    bot.budget.take = counted
    await alice.slash(world.channel, "game new", game="saboteur", invite=bob.mention)
    await world.env.settle()
    assert len(world.direct_messages(bob)) == 1
    assert takes == [None, None, bob.user.dm_channel.id], (
        "the invitee looked up (issue 31: a counted request too), the DM channel created, the invitation sent"
    )
