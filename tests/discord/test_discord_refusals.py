"""Refusals reach only the person who asked (ephemeral), say why, and change nothing; buttons
survive a restart; a player with closed DMs still plays."""

import discord

from cogs.components import PLAY_NOW
from tests.support.discord_harness import open_and_start, said


def private_text(result) -> str:
    """What only the presser was shown: the ephemeral answer and follow-ups of one interaction."""
    messages = [m for m in [result.response, *result.followups] if m and m.flags.ephemeral]
    return "\n".join(m.content for m in messages)


async def unchanged(world, table, messages: int) -> None:
    now = await world.host.table(table.id)
    assert now.version == table.version and now.status == table.status
    assert len(world.public_messages()) == messages, "a refusal posts nothing in the channel"


async def test_wrong_turn_is_refused_privately(world):
    table = await open_and_start(world)
    awaited = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, awaited.id, "en"))[0].code
    other = next(p for p in world.players if p is not awaited)
    before = len(world.public_messages())
    result = await other.slash(world.channel, "game act", action=code)
    assert result.ephemeral and "not your turn" in said(result)
    assert await world.autocomplete(other, "game act", "action") == [], "nothing to suggest off-turn"
    await unchanged(world, table, before)


async def test_a_member_without_a_seat_may_look_but_not_act(world):
    table = await open_and_start(world)
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    awaited = await world.awaited_player()
    code = (await world.host.legal_actions(table.id, awaited.id, "en"))[0].code
    before = len(world.public_messages())
    result = await frank.slash(world.channel, "game act", action=code)
    assert result.ephemeral and "not playing at this table" in said(result)
    hand = await frank.click(await world.board_message(), label="My hand")
    assert hand.ephemeral and "not seated" in said(hand)
    status = await frank.slash(world.channel, "game status")
    assert status.ephemeral and "to play" in said(status)
    await unchanged(world, table, before)


async def test_a_button_on_an_old_board_says_it_is_out_of_date(world):
    table = await open_and_start(world)
    old_board = await world.board_message()
    awaited = await world.awaited_player()
    menu = await world.show_hand(awaited, old_board)
    await awaited.slash(
        world.channel, "game act", action=(await world.host.legal_actions(table.id, awaited.id, "en"))[0].code
    )
    table = await world.host.table(table.id)
    before = len(world.public_messages())
    stale = await world.players[0].click(old_board, label="My hand")
    # My hand is acknowledged without a message of its own (issue 23: it edits the presser's last
    # answer); the refusal is an ephemeral follow-up, only the presser sees it
    assert "out of date" in private_text(stale) and f"#{table.id}" in private_text(stale)
    custom_id = menu.components[0]["components"][0]["custom_id"]
    value = menu.components[0]["components"][0]["options"][0]["value"]
    stale_menu = await awaited.select(menu, [value], custom_id=custom_id)
    assert stale_menu.ephemeral and "out of date" in said(stale_menu)
    await unchanged(world, table, before)


async def test_malformed_table_options_are_refused(world):
    alice = world.players[0]
    result = await alice.slash(world.channel, "game new", game="saboteur", options="loose_connection=maybe")
    assert result.ephemeral and "loose_connection" in said(result) and "true or false" in said(result)
    result = await alice.slash(world.channel, "game new", game="saboteur", options="loose_connection")
    assert result.ephemeral and "name=value" in said(result)
    result = await alice.slash(world.channel, "game new", game="saboteur", turn_timeout="soon")
    assert result.ephemeral and "30m" in said(result)
    assert await world.host.active_table(world.channel.id) is None
    assert world.public_messages() == []


async def test_a_cancelled_table_refuses_its_old_buttons(world):
    alice, bob, carol = world.players[:3]
    table = await open_and_start(world)
    board = await world.board_message()
    refused = await bob.slash(world.channel, "game cancel")
    assert refused.ephemeral and "Only the table's host" in said(refused)
    assert (await alice.slash(world.channel, "game cancel")).ephemeral
    assert (await world.host.table(table.id)).status == "cancelled"
    before = len(world.public_messages())
    late = await carol.click(board, label="My hand")
    assert late.ephemeral and "cancelled" in said(late)
    act = await carol.slash(world.channel, "game act", action="pass")
    assert act.ephemeral and "no open table" in said(act)
    lobby = world.channel.history()[0]
    assert "cancelled" in lobby.content and not lobby.components, "the lobby loses its buttons"
    assert len(world.public_messages()) == before


async def test_manage_server_may_cancel_someone_elses_table(world):
    alice = world.players[0]
    mods = world.channel.guild.create_role("Mods", permissions=discord.Permissions(manage_guild=True))
    mod = world.channel.guild.add_member(world.env.create_user("mod"), roles=[mods])
    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    assert "cancelled" in said(await mod.slash(world.channel, "game cancel"))
    assert (await world.host.table(table.id)).status == "cancelled"


async def test_old_buttons_work_after_a_restart_mid_round(world):
    table = await open_and_start(world)
    board = await world.board_message()
    awaited = await world.awaited_player()
    await world.restart()
    hand = await awaited.click(board, label="My hand")
    assert hand.ephemeral and "your turn" in said(hand)
    menu = hand.response
    custom_id = menu.components[0]["components"][0]["custom_id"]
    value = menu.components[0]["components"][0]["options"][0]["value"]
    chosen = await awaited.select(menu, [value], custom_id=custom_id)
    if custom_id.startswith("gh:card:") and not value.startswith(PLAY_NOW):  # else played at once
        menu = chosen.response
        custom_id = menu.components[0]["components"][0]["custom_id"]
        value = menu.components[0]["components"][0]["options"][0]["value"]
        chosen = await awaited.select(menu, [value], custom_id=custom_id)
    assert "Done" in said(chosen)
    assert (await world.host.table(table.id)).version == table.version + 1


async def test_a_player_with_closed_dms_is_told_once_and_plays_by_game_hand(world):
    erin = world.players[4]
    world.env.inject_error(
        "POST", f"/channels/{erin.user.dm_channel.id}/messages", status=403, code=50007, times=None
    )
    table = await open_and_start(world)
    notes = [m for m in world.public_messages() if "can't DM you" in m.content]
    assert len(notes) == 1 and erin.mention in notes[0].content
    assert "you are a" not in notes[0].content
    while (await world.awaited_player()) is not erin:
        player = await world.awaited_player()
        choice = (await world.host.legal_actions(table.id, player.id, "en"))[0]
        await player.slash(world.channel, "game act", action=choice.code)
    hand = await erin.slash(world.channel, "game hand")
    # the role she never got by DM is on her hand picture, as a badge its alt text names (issue 23)
    role = (await world.host.view(table.id, erin.id))["you"]["role"]
    role_name = {"saboteur": "Saboteur", "gold-digger": "Gold-digger"}[role]
    assert hand.ephemeral and hand.response.attachments
    assert any(role_name in (picture.description or "") for picture in hand.response.attachments)
    version = (await world.table()).version
    answers = await world.autocomplete(erin, "game act", "action")
    result = await erin.slash(world.channel, "game act", action=answers[0]["value"])
    assert "Done" in said(result)
    assert (await world.table()).version > version
    assert len([m for m in world.public_messages() if "can't DM you" in m.content]) == 1, (
        "told once per table"
    )


async def test_a_map_peek_is_told_only_to_the_player_who_looked(world):
    """S-9: the map card shows one goal to its player alone."""
    table = await open_and_start(world)
    for _ in range(60):
        player = await world.awaited_player()
        answers = await world.autocomplete(player, "saboteur map", "goal")
        if answers:
            break
        choice = (await world.host.legal_actions(table.id, player.id, "en"))[-1]
        await player.slash(world.channel, "game act", action=choice.code)
    else:
        raise AssertionError("no map card came up in 60 moves with this seed")
    before, dms = len(world.public_messages()), len(world.direct_messages(player))
    result = await player.slash(world.channel, "saboteur map", goal=answers[0]["value"])
    peek = (await world.host.view(table.id, player.id))["you"]["peeks"][-1]
    answer = [m for m in [result.response, *result.followups] if m and m.flags.ephemeral]
    assert result.ephemeral and peek["goal"] in said(result)
    # his hand picture carries the peek (issue 23: one picture, map folded in), its alt text in words
    seen = f"{peek['x']},{peek['y']}: {'Gold!' if peek['goal'] == 'gold' else 'Stone'}"
    alt = [picture.description or "" for m in answer for picture in m.attachments]
    assert any(seen in text for text in alt), "his hand, peek included, in his own answer"
    assert len(world.direct_messages(player)) == dms, "not by DM (issue 13)"
    (post,) = world.public_messages()[before:]
    assert peek["goal"] not in post.content.lower()
