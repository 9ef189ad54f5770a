"""Tables in threads and forum posts (issue 32). Discord archives a quiet thread, and in a game
with day-long turns most days are quiet: a table's thread is made with the longest
auto-archive (a week), and one archived anyway keeps working, since the bot's next post
unarchives it (Discord does that for a post in an unlocked thread). A locked thread refuses the
bot's posts: its parent channel is told once, in the table's language. In a forum channel a
table is a post of its own, named after the game and the table number, its lobby the post's
first message."""

from __future__ import annotations

import logging
from typing import Literal

import discord

import locales
from cogs.gamebot import GameBot
from cogs.pacer import nonce
from cogs.wording import game_title
from host import TableInfo

log = logging.getLogger("gamehost.cogs.threads")

ARCHIVE_MINUTES: Literal[10080] = 10080
"""The longest auto-archive Discord offers: a week without a message."""
CLOSED_THREAD_CODES = frozenset({50083, 160005})
"""Discord's refusals of a post in a thread that is archived and locked (50083, "operation
cannot be performed on an archived thread") or locked (160005)."""


def thread_closed(error: BaseException) -> bool:
    """Whether Discord refused a post because the table's thread is locked."""
    return isinstance(error, discord.HTTPException) and error.code in CLOSED_THREAD_CODES


def tell_thread_closed(bot: GameBot, table: TableInfo) -> None:
    """The table's thread is locked: its parent channel is told once (per process), as an
    errand (paced, retried while Discord refuses for now). A forum post's parent takes no
    message of its own: there the log line is all."""
    if table.id in bot.closed_threads_told:
        return
    bot.closed_threads_told.add(table.id)

    async def send() -> None:
        thread = bot.get_channel(table.channel_id) or await bot.fetch_channel(table.channel_id)
        parent = getattr(thread, "parent", None)
        if not isinstance(parent, discord.TextChannel):
            log.warning(
                "Table %s: its thread %s is locked, and its parent takes no post", table.id, table.channel_id
            )
            return
        text = locales.text(
            table.language,
            "bot-thread-locked",
            table=table.id,
            game=game_title(table.game_id, table.language),
            thread=f"<#{table.channel_id}>",
        )
        await parent.send(text, nonce=nonce("t", table.id))
        log.info(
            "Table %s: its thread %s is locked; told its parent channel %s",
            table.id,
            table.channel_id,
            parent.id,
        )

    bot.errands.put(("thread-locked", table.id), None, send)


async def new_thread(bot: GameBot, channel: discord.TextChannel, name: str) -> discord.Thread:
    """A public thread for a table, archived only after a week of quiet."""
    await bot.budget.take()
    return await channel.create_thread(
        name=name, type=discord.ChannelType.public_thread, auto_archive_duration=ARCHIVE_MINUTES
    )


async def new_forum_post(
    bot: GameBot, forum: discord.ForumChannel, name: str, content: str
) -> tuple[discord.Thread, discord.Message]:
    """A forum post for a table and its first message ``content`` (the lobby once the table is
    open), archived only after a week of quiet."""
    await bot.budget.take(forum.id)
    made = await forum.create_thread(name=name, content=content, auto_archive_duration=ARCHIVE_MINUTES)
    return made.thread, made.message
