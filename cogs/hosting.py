"""A table's host and its lobby message, as the commands, the lobby's buttons and the season's
sweep change them: the lobby edited in place (``refresh_lobby``) and a host's request tried
again when its host is gone (``as_host``)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import TypeVar

from cogs.access import table_member
from cogs.components import lobby_view
from cogs.gamebot import GameBot
from cogs.notices import tell
from cogs.wording import lobby_text
from host import TableInfo
from host.errors import NotHost

Hosted = TypeVar("Hosted")
"""What a host's request (``as_host``) gives back."""


def refresh_lobby(bot: GameBot, table: TableInfo) -> None:
    """The lobby message changes in place: seats, then its buttons go once the game starts. An
    edit is an errand (``cogs.pacer.Errands``): paced by the budget, retried while Discord
    refuses for now, at most one waiting per table, the newest state winning (issue 25); the
    answer to whoever changed the table does not wait for it."""
    if table.lobby_message_id is None:
        return
    message = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id).get_partial_message(
        table.lobby_message_id
    )
    content, view = lobby_text(table), lobby_view(table)
    bot.errands.put(("lobby-edit", table.id), None, lambda: message.edit(content=content, view=view))


async def host_gone(bot: GameBot, table_id: int) -> bool:
    """Whether hosting passed on now because the table's host left the server (or lost sight
    of its channel): asked of Discord only when a host's request came from someone else (the
    bot has no member intent, so no event says a member left). Hosting goes to the
    longest-seated human (``host.season.Season.pass_hosting``), and the channel is told."""
    table = await bot.host.table(table_id)
    if await table_member(bot, table, table.host_user_id) is not None:
        return False
    passed = await bot.host.season.pass_hosting(table.id, table.host_user_id)
    if passed is None:
        return False
    refresh_lobby(bot, passed[0])
    tell(bot, table.id, table.channel_id)
    return True


async def as_host(bot: GameBot, table_id: int, request: Callable[[], Awaitable[Hosted]]) -> Hosted:
    """``request``, a host's, tried again once if it was refused because its sender is not the
    host while the host is gone (``host_gone``): then it may be theirs now."""
    try:
        return await request()
    except NotHost:
        if not await host_gone(bot, table_id):
            raise
    return await request()
