"""Who may sit and see (issue 25), on the simulated Discord: seating by any path needs current
membership of the table's server and the right to view its channel or thread; ``/game list``
shows only the tables the member can see; ``/game replace ... by:`` takes a human member who is
not seated yet. Each refusal is a clear catalog message and changes nothing."""

import discord
from simcord.builders import ChannelHandle
from simcord.enums import ChannelType

from tests.support.discord_harness import labels, open_and_start, press_forged, said


def refusal(result) -> str:
    text = said(result)
    assert result.ephemeral and text and "{" not in text and "something went wrong" not in text
    return text


async def seated(world, table_id: int) -> list[int]:
    return [seat.user_id for seat in (await world.host.table(table_id)).seats]


async def test_an_invitation_pressed_by_someone_no_longer_a_member_seats_nobody(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur", invite=f"{bob.mention} {carol.mention}")
    table = await world.table()
    [invitation] = world.direct_messages(bob)
    world.channel.guild.remove_member(bob)  # left or was kicked since
    text = refusal(await bob.user.click(invitation, label="Join"))
    assert f"Only a member of the table's server who can see its channel may sit at table #{table.id}" in text
    assert await seated(world, table.id) == [alice.id]
    [invited] = world.direct_messages(carol)
    assert "You joined" in said(await carol.user.click(invited, label="Join"))
    assert await seated(world, table.id) == [alice.id, carol.id]


def private_thread(world, owner) -> ChannelHandle:
    backend = world.env.backend
    thread = backend.create_thread(world.channel.id, "secret", owner.id, type=ChannelType.PRIVATE_THREAD)
    return ChannelHandle(world.env, world.channel.guild, thread)


async def test_a_table_in_a_private_thread_is_listed_and_joined_only_by_its_members(world):
    alice, bob, carol = world.players[:3]
    thread = private_thread(world, alice)
    world.env.backend.add_thread_member(thread.id, carol.id)
    await alice.slash(thread, "game new", game="saboteur")
    table = await world.host.active_table(thread.id)
    elsewhere = world.channel.guild.create_text_channel("chat")
    outside = await bob.slash(elsewhere, "game list")
    assert f"#{table.id}" not in said(outside) and not labels(outside.response.components)
    inside = await carol.slash(elsewhere, "game list")
    assert f"#{table.id}" in said(inside) and labels(inside.response.components) == [f"Join #{table.id}"]
    # bob presses a copy of that Join button anyway
    forged = press_forged(bob, outside.response, f"gh:invite:{table.id}:{table.version}")
    assert f"may sit at table #{table.id}" in refusal(await forged)
    assert "You joined" in said(await carol.click(inside.response, label=f"Join #{table.id}"))
    assert await seated(world, table.id) == [alice.id, carol.id]


async def test_a_channel_hidden_from_a_member_hides_its_table_from_the_list(world):
    alice, bob = world.players[:2]
    guild = world.channel.guild
    hidden = guild.create_text_channel(
        "staff",
        overwrites={
            guild.default_role: discord.PermissionOverwrite(view_channel=False),
            alice: discord.PermissionOverwrite(view_channel=True),
        },
    )
    await alice.slash(hidden, "game new", game="kompass")
    table = await world.host.active_table(hidden.id)
    assert f"#{table.id}" not in said(await bob.slash(world.channel, "game list"))
    assert f"#{table.id}" in said(await alice.slash(world.channel, "game list"))


async def test_replace_refuses_bots_strangers_and_the_seated(world):
    alice, bob = world.players[:2]
    world.env.settle_timeout = 120.0  # the first board of a run starts the picture workers
    table = await open_and_start(world)
    other_bot = world.channel.guild.add_member(world.env.create_user("helper", bot=True))
    stranger = world.env.create_user("stranger")
    for by, expected in (
        (other_bot, "is a bot"),
        (stranger, "is not a member of this server"),
        (bob, "already has a seat"),
    ):
        text = refusal(await alice.slash(world.channel, "game replace", seat="1", by=by))
        assert expected in text, (by, text)
    assert (await world.table()).seats == table.seats
