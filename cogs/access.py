"""Who may sit at a table and see it (issue 25), and the table a channel holds: the bot has no
member intent, so a member's roles come with them and anything else is asked of Discord."""

from __future__ import annotations

import discord

from cogs.gamebot import GameBot, Interaction
from cogs.replies import Refusal
from host import TableInfo
from rules.core import msg


async def sees_table(bot: GameBot, table: TableInfo, member: discord.Member) -> bool:
    """Whether ``member`` may view the table's channel or thread: for a private thread, as a
    member of the thread or with the right to manage threads (one REST call, for private
    threads only). The bot has no member intent: a member's roles come with them."""
    guild = bot.get_guild(table.guild_id)
    channel = None if guild is None else guild.get_channel_or_thread(table.channel_id)
    if channel is None or member.guild.id != table.guild_id:
        return False
    permissions = channel.permissions_for(member)
    if not permissions.view_channel:
        return False
    if isinstance(channel, discord.Thread) and channel.is_private() and not permissions.manage_threads:
        try:
            await bot.budget.take()  # a counted request, paced like every other
            await channel.fetch_member(member.id)
        except discord.NotFound:
            return False
    return True


async def table_member(bot: GameBot, table: TableInfo, user_id: int) -> discord.Member | None:
    """``user_id`` as a current member of the table's server who may view its channel or
    thread; None otherwise. Asks Discord (``fetch_member``, a counted request: seats change
    rarely) rather than a cache that knows no one without the member intent."""
    guild = bot.get_guild(table.guild_id)
    if guild is None:
        return None
    try:
        await bot.budget.take()  # a counted request, paced like every other
        member = await guild.fetch_member(user_id)
    except discord.NotFound:
        return None
    return member if await sees_table(bot, table, member) else None


async def require_may_sit(interaction: Interaction, table: TableInfo) -> None:
    """Refuse a seat to whoever sent ``interaction`` unless they are a current member of the
    table's server who may view its channel or thread. A command or button used in that very
    channel proves it (Discord shows it to no one else); any other path (an invitation's Join
    pressed in a DM, a copied or forged one, a Join from ``/game list``) asks Discord."""
    if interaction.guild_id == table.guild_id and interaction.channel_id == table.channel_id:
        return
    if await table_member(interaction.client, table, interaction.user.id) is None:
        raise Refusal(msg("bot-sit-not-member", table=str(table.id)))


async def table_here(interaction: Interaction) -> TableInfo:
    """The lobby or game of the channel (or thread) the command was used in."""
    channel_id = interaction.channel_id
    table = None if channel_id is None else await interaction.client.host.active_table(channel_id)
    if table is None:
        raise Refusal(msg("bot-no-table"))
    return table
