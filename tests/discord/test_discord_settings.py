"""``/game settings`` on the simulated Discord (issue 32): anyone sees the server's defaults,
only Manage Server changes them, each change is audited and shown, ``/game new`` takes them
where its options are empty, and bad values (out of range, a channel the bot cannot use, a role
or channel of another server) are refused with nothing changed."""

import discord
import pytest
import simcord.builders

from storage import ServerSettings
from tests.support.discord_harness import said


def moderator(world, name="mod"):
    guild = world.channel.guild
    mods = guild.roles.get("Mods") or guild.create_role(
        "Mods", permissions=discord.Permissions(manage_guild=True)
    )
    return guild.add_member(world.env.create_user(name), roles=[mods])


async def stored(world) -> ServerSettings:
    return await world.host.servers.settings(world.channel.guild.id)


async def test_anyone_sees_the_defaults_but_only_manage_server_changes_them(world):
    alice = world.players[0]
    shown = await alice.slash(world.channel, "game settings")
    assert shown.ephemeral
    text = said(shown)
    assert "Turn time: 1 day (default)" in text and "Who may open tables: everyone (default)" in text
    assert "How long a lobby waits: 7 days (default)" in text
    assert "Only members with the Manage Server permission can change these." in text
    refused = await alice.slash(world.channel, "game settings", lobby_days=3)
    assert "Only members with the Manage Server permission can change" in said(refused)
    assert await stored(world) == ServerSettings(world.channel.guild.id)
    assert await world.host.servers.audit(world.channel.guild.id) == []


async def test_a_change_is_audited_shown_and_taken_by_game_new(world):
    alice, mod = world.players[0], moderator(world)
    answer = await mod.slash(world.channel, "game settings", language="hu", turn_timeout="2h", lobby_days=3)
    text = said(answer)
    assert "Saved: 3 settings changed." in text and "Only members" not in text
    assert (
        "Language: Magyar" in text and "Turn time: 2 h" in text and "How long a lobby waits: 3 days" in text
    )
    assert f"<@{mod.id}> changed Turn time: 1 day (default) → 2 h" in text, "the audit trail: who, old → new"
    assert await world.host.servers.lobby_days(world.channel.guild.id) == 3
    again = await mod.slash(world.channel, "game settings", lobby_days=3)
    assert "Nothing changed" in said(again)
    assert len(await world.host.servers.audit(world.channel.guild.id, 10)) == 3

    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    assert (table.language, table.turn_seconds) == ("hu", 7200), "the server's defaults"
    await alice.slash(world.channel, "game cancel")
    await alice.slash(world.channel, "game new", game="saboteur", language="en", turn_timeout="1h")
    table = await world.table()
    assert (table.language, table.turn_seconds) == ("en", 3600), "/game new options override them"

    await mod.slash(world.channel, "game settings", reset="turn_seconds")
    assert (await stored(world)).turn_seconds is None
    shown = said(await alice.slash(world.channel, "game settings"))
    assert "changed Turn time: 2 h → 1 day (default)" in shown, "newest change first"


async def test_a_hungarian_reader_reads_the_settings_in_hungarian(world):
    alice = world.players[0]
    world.client_locales[alice.id] = "hu"
    text = said(await alice.slash(world.channel, "game settings"))
    assert "Lépésidő: 1 nap (alapérték)" in text and "Ki nyithat asztalt: bárki (alapérték)" in text


@pytest.mark.parametrize(
    ("options", "refusal"),
    [
        ({"lobby_days": 0}, "A lobby may wait from 1 to 90 days"),
        ({"lobby_days": 91, "thread": True}, "A lobby may wait from 1 to 90 days"),
        ({"turn_timeout": "31d"}, "turn"),
        ({"turn_timeout": "soon"}, "Write the turn timeout"),
        ({"lobby_days": 3, "reset": "lobby_days"}, "do one of them"),
    ],
)
async def test_bad_values_are_refused_and_change_nothing(world, options, refusal):
    mod = moderator(world)
    answer = await mod.slash(world.channel, "game settings", **options)
    assert answer.ephemeral and refusal in said(answer)
    assert await stored(world) == ServerSettings(world.channel.guild.id)
    assert await world.host.servers.audit(world.channel.guild.id) == []


async def test_a_channel_the_bot_cannot_use_is_refused(world):
    mod, guild = moderator(world), world.channel.guild
    hidden = guild.create_text_channel(
        "secret", overwrites={world.env.bot.user: discord.PermissionOverwrite(view_channel=False)}
    )
    answer = await mod.slash(world.channel, "game settings", channel=hidden)
    assert "I cannot see or post in" in said(answer)
    assert await stored(world) == ServerSettings(guild.id)


async def test_a_role_or_channel_of_another_server_is_refused(world, monkeypatch):
    """A client that names another server's role or channel (Discord's own client cannot;
    SimCord refuses it too, so its check of the handle's server is lifted here)."""
    require = simcord.builders._require_handle
    monkeypatch.setattr(
        simcord.builders, "_require_handle", lambda env, handle, guild_id=None: require(env, handle)
    )
    mod = moderator(world)
    other = world.env.create_guild(name="Elsewhere")
    role, channel = other.create_role("Strangers"), other.create_text_channel("theirs")
    other.add_member(mod.user)  # the user may see that channel: only the server differs
    assert "belongs to another server" in said(
        await mod.slash(world.channel, "game settings", opener_role=role)
    )
    # discord.py itself cannot find a channel the bot does not see in this server
    assert "I do not know theirs on this server" in said(
        await mod.slash(world.channel, "game settings", channel=channel)
    )
    assert await stored(world) == ServerSettings(world.channel.guild.id)


async def test_only_the_opener_role_opens_tables_and_the_chosen_channel_gets_them(world):
    alice, bob, mod, guild = world.players[0], world.players[1], moderator(world), world.channel.guild
    hosts = guild.create_role("Hosts")
    carol = guild.add_member(world.env.create_user("carolyn"), roles=[hosts])
    tables = guild.create_text_channel("tables")
    await mod.slash(world.channel, "game settings", opener_role=hosts, channel=tables)
    refused = await bob.slash(world.channel, "game new", game="saboteur")
    assert f"only members with the role <@&{hosts.id}> can open tables" in said(refused)
    assert await world.host.active_table(tables.id) is None
    opened = await carol.slash(world.channel, "game new", game="saboteur")
    assert f"is open in <#{tables.id}>" in said(opened)
    table = await world.host.active_table(tables.id)
    assert table is not None and table.seats[0].user_id == carol.id
    await world.env.settle()
    [lobby] = [m for m in tables.history() if m.author.bot]
    assert lobby.id == (await world.host.table(table.id)).lobby_message_id, "the lobby is posted there"
    assert await world.host.active_table(world.channel.id) is None
    assert alice  # seated nowhere: the table opened where the server said
