"""``/game settings`` (issue 32): a server's defaults for new tables, shown to anyone and changed
by members with Manage Server, every change audited (``host.servers``). What Discord knows is
checked here: a role or channel must be this server's, a channel a text or forum channel the bot
can see and post in. ``opening_place`` and ``require_may_open`` are ``/game new``'s side of it."""

from __future__ import annotations

from collections.abc import Mapping

import discord
from discord.app_commands import Choice

import locales
from cogs.answers import MAX_CONTENT, reader
from cogs.gamebot import Interaction
from cogs.history import duration
from cogs.replies import Refusal, reply, server_of, user_of
from cogs.translator import localized
from cogs.wording import at
from host import DEFAULT_TURN_SECONDS, TableDefaults
from host.servers import SETTINGS, Servers, lobby_days
from rules.core import Message, msg
from storage import ServerSettings, SettingChange

SettingsChannel = discord.TextChannel | discord.ForumChannel
"""Where new tables may open: a text channel (the table in it, or in a thread of it) or a forum
channel (the table a post of its own)."""

RESET_CHOICES = [
    Choice(name=localized(msg("bot-setting-name", setting=name)), value=name) for name in SETTINGS
]


def setting_value(name: str, value: str | None, locale: str, guild: discord.Guild | None) -> str:
    """A setting's value as text the reader reads (``value``: as the audit trail keeps it, None:
    the default)."""
    if value is None:
        default: Message = {
            "language": msg(
                "bot-setting-server-language",
                language=locales.LANGUAGE_NAMES[locales.locale_of(guild.preferred_locale if guild else None)],
            ),
            "turn_seconds": msg("bot-duration-days", count=DEFAULT_TURN_SECONDS // 86_400),
            "thread": msg("bot-setting-off"),
            "channel_id": msg("bot-setting-here"),
            "opener_role_id": msg("bot-setting-everyone"),
            "lobby_days": msg("bot-duration-days", count=lobby_days(ServerSettings(0))),
        }[name]
        return locales.text(locale, "bot-setting-default", value=locales.render(default, locale))
    if name == "language":
        return locales.LANGUAGE_NAMES.get(value, value)
    if name == "turn_seconds":
        return locales.render(duration(int(value)), locale)
    if name == "thread":
        return locales.text(locale, "bot-setting-on" if value == "true" else "bot-setting-off")
    if name == "channel_id":
        return f"<#{value}>"
    if name == "opener_role_id":
        return f"<@&{value}>"
    return locales.render(msg("bot-duration-days", count=int(value)), locale)


def settings_text(
    settings: ServerSettings,
    audit: list[SettingChange],
    locale: str,
    guild: discord.Guild | None,
    *,
    editor: bool,
) -> str:
    """The server's settings, each with its value or its default, and the last changes."""
    lines = [locales.text(locale, "bot-settings-heading")]
    for name in SETTINGS:
        value = getattr(settings, name)
        shown = setting_value(name, None if value is None else as_stored(value), locale, guild)
        lines.append(locales.text(locale, "bot-setting-line", name=setting_name(name, locale), value=shown))
    if audit:
        lines.append(locales.text(locale, "bot-settings-audit"))
        lines += [change_line(change, locale, guild) for change in audit]
    if not editor:
        lines.append(locales.text(locale, "bot-settings-read-only"))
    return "\n".join(lines)[:MAX_CONTENT]


def as_stored(value: object) -> str:
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


def setting_name(name: str, locale: str) -> str:
    return locales.text(locale, "bot-setting-name", setting=name)


def change_line(change: SettingChange, locale: str, guild: discord.Guild | None) -> str:
    return locales.text(
        locale,
        "bot-settings-change",
        when=at(change.at),
        user=f"<@{change.user_id}>",
        name=setting_name(change.setting, locale),
        old=setting_value(change.setting, change.old, locale, guild),
        new=setting_value(change.setting, change.new, locale, guild),
    )


def checked_channel(channel: discord.abc.Snowflake, guild: discord.Guild) -> int:
    """The id of a channel new tables may open in, or a refusal saying why not. Looked up in
    the server itself: a client could name any channel id."""
    found = guild.get_channel(channel.id)
    if found is None:
        raise Refusal(msg("bot-settings-channel-elsewhere"))
    if not isinstance(found, SettingsChannel):
        raise Refusal(msg("bot-settings-channel-kind", channel=found.mention))
    permissions = found.permissions_for(guild.me)
    if not (permissions.view_channel and permissions.send_messages):
        raise Refusal(msg("bot-settings-channel-hidden", channel=found.mention))
    return found.id


def checked_role(role: discord.Role, guild: discord.Guild) -> int | None:
    """The id of the role a member needs to open tables (None: @everyone), or a refusal."""
    if guild.get_role(role.id) is None:
        raise Refusal(msg("bot-settings-role-elsewhere"))
    return None if role.id == guild.id else role.id


async def show_or_change(interaction: Interaction, values: Mapping[str, object], reset: str | None) -> None:
    """``/game settings``: without options, the settings; with some, the change (Manage
    Server only), then the settings as they are now."""
    guild_id = server_of(interaction, msg("bot-server-only"))
    servers: Servers = interaction.client.host.servers
    guild, locale = interaction.guild, reader(interaction)
    editor = interaction.permissions.manage_guild
    changing = {name: value for name, value in values.items() if value is not None}
    if reset is not None:
        if reset not in SETTINGS:  # a client that bypassed the choices
            raise Refusal(msg("bot-settings-reset-unknown", value=reset[:40]))
        if reset in changing:
            raise Refusal(msg("bot-settings-set-and-reset", name=setting_name(reset, locale)))
    if changing or reset is not None:
        if not editor:
            raise Refusal(msg("bot-settings-need-manage"))
        assert guild is not None
        if "channel_id" in changing:
            channel = changing["channel_id"]
            assert isinstance(channel, discord.abc.Snowflake)
            changing["channel_id"] = checked_channel(channel, guild)
        if "opener_role_id" in changing:
            role = changing["opener_role_id"]
            assert isinstance(role, discord.Role)
            changing["opener_role_id"] = checked_role(role, guild)
        if reset is not None:
            changing[reset] = None
        changes = await servers.change(guild_id, user_of(interaction), changing)
        done = locales.text(locale, "bot-settings-saved", count=len(changes))
    else:
        done = ""
    settings, audit = await servers.settings(guild_id), await servers.audit(guild_id)
    text = settings_text(settings, audit, locale, guild, editor=editor)
    await reply(
        interaction, f"{done}\n{text}" if done else text, allowed_mentions=discord.AllowedMentions.none()
    )


# --- /game new's side (cogs/lobby.py) ---------------------------------------------------------


def require_may_open(interaction: Interaction, settings: ServerSettings) -> None:
    """Only members with the server's opener role open tables (Manage Server always may)."""
    role_id = settings.opener_role_id
    member = interaction.user
    if role_id is None or interaction.permissions.manage_guild:
        return
    if not isinstance(member, discord.Member) or member.get_role(role_id) is None:
        raise Refusal(msg("bot-opener-role-needed", role=f"<@&{role_id}>"))


def opening_place(
    interaction: Interaction, chosen: SettingsChannel | None, defaults: TableDefaults
) -> discord.abc.GuildChannel | discord.Thread:
    """The channel a new table opens in: the one chosen in ``/game new``, else the server's,
    else where the command was used."""
    guild = interaction.guild
    assert guild is not None
    if chosen is not None:
        return guild.get_channel(checked_channel(chosen, guild)) or chosen
    if defaults.channel_id is not None:
        chosen_by_server = guild.get_channel(defaults.channel_id)
        if chosen_by_server is None:
            raise Refusal(msg("bot-settings-channel-gone"))
        checked_channel(chosen_by_server, guild)
        return chosen_by_server
    here = interaction.channel
    if not isinstance(here, discord.abc.GuildChannel | discord.Thread):
        raise Refusal(msg("bot-server-only"))
    return here
