"""Notices and DMs the host stored with a change (issue 25; docs/architecture.md, "Publishing"):
a time away or return, a pause or resume, a seat handed over or reclaimed, posted in the table's
channel; an invitation or a seat's hand-over, sent by DM. A channel notice goes out as a paced
errand (``cogs.pacer.Errands``) with a nonce, then is marked posted or failed; what a stop or a
kill interrupts goes out at the next start (``tell_pending``). A DM notice is in the one DM
queue (issue 31), sent by the bot's ``Mailer`` like every DM (``send_queued``)."""

from __future__ import annotations

import functools
import logging

import discord

import locales
from cogs import delivery
from cogs.answers import MessageParts
from cogs.attachments import board_files
from cogs.components import INVITE, AgreeButton, Components, LobbyButton
from cogs.delivery import private_message, send_dm
from cogs.gamebot import GameBot
from cogs.pacer import nonce, retryable
from cogs.threads import tell_thread_closed, thread_closed
from cogs.wording import at, jump_link, server_name
from host import TableInfo
from host.errors import HostError
from rules import GAMES
from rules.core import Arg, msg, required
from storage import DirectMessage, Notice

log = logging.getLogger("gamehost.cogs")

NOTICE_WORDS = {
    "away": "bot-away-notice",
    "back": "bot-back-notice",
    "paused": "bot-paused-notice",
    "resumed": "bot-resumed-notice",
    "replaced": "bot-replaced-notice",
    "reclaimed": "bot-reclaimed-notice",
    "kicked": "bot-kicked-notice",
    "host": "bot-host-notice",
    "expired": "bot-expired-notice",
    "takeover": "bot-takeover-notice",
    "taken": "bot-taken-notice",
    "abandoned": "bot-abandoned-notice",
}
"""The catalog id of each kind of notice (``storage.Notice.kind``)."""


def notice_text(notice: Notice) -> str:
    """What a notice says, in its table's language, from the facts the host stored."""
    facts, language = notice.facts, notice.language
    player = f"<@{facts['user_id']}>" if "user_id" in facts else ""  # an expired lobby names no one
    args: dict[str, Arg]
    if notice.kind == "away":
        args = {"player": facts["name"], "until": at(facts["until"])}
    elif notice.kind == "back":
        args = {"player": facts["name"]}
    elif notice.kind in ("paused", "resumed"):
        args = {"user": player}
    elif notice.kind == "replaced":
        previous = facts["previous"]
        before = f"<@{previous}>" if previous is not None else locales.text(language, "bot-mark-ai")
        args = {"seat": facts["seat"] + 1, "player": player, "previous": before}
    elif notice.kind == "kicked":
        args = {"player": player, "user": f"<@{facts['host']}>"}
    elif notice.kind == "takeover":
        args = {"by": f"<@{facts['by']}>", "seat": facts["seat"] + 1, "player": player}
    elif notice.kind == "abandoned":
        args = {}
    elif notice.kind == "expired":
        args = {"days": facts["days"]}
    elif notice.kind == "host":
        args = {"player": player, "previous": f"<@{facts['previous']}>", "how": facts["how"]}
    else:
        args = {"player": player, "seat": facts["seat"] + 1}
    return locales.text(language, NOTICE_WORDS[notice.kind], **args)


def notice_extras(notice: Notice) -> MessageParts:
    """What a channel notice carries besides its words: a proposal to let the AI play a seat
    (issue 33) its **Agree** button, in the table's language."""
    if notice.kind != "takeover":
        return {}
    label = locales.text(notice.language, "bot-button-agree")
    return {"view": Components(AgreeButton(notice.table_id, notice.facts["takeover"], label))}


def tell(bot: GameBot, table_id: int, channel_id: int | None) -> None:
    """Send the table's pending notices, oldest first, each when the budget allows: an errand
    (``cogs.pacer.Errands``), retried while Discord refuses for now; and the DM queue, where the
    DM notices are (``channel_id`` None: only those). The notices themselves are stored
    (``storage.Notice``), so what a stop or a kill interrupts goes out after the restart
    (``tell_pending``)."""
    bot.mailer.kick()
    if channel_id is not None:
        bot.errands.put(("notices", table_id), channel_id, functools.partial(post_notice, bot, table_id))


async def post_notice(bot: GameBot, table_id: int) -> None:
    """The oldest pending notice of the table posted in its channel (with a nonce: one sent
    again after a kill between Discord's answer and the mark comes back as the same message)
    and marked; the next one, if any, follows as its own errand. Refused for good: marked
    failed, one log line."""
    pending = await bot.host.pending_notices(table_id)
    if not pending:
        return
    if len(pending) > 1:
        tell(bot, table_id, pending[1].channel_id)  # after this one, paced on its own
    notice = pending[0]
    try:
        channel = bot.get_partial_messageable(notice.channel_id, guild_id=notice.guild_id)
        await channel.send(
            notice_text(notice), nonce=nonce("n", required(notice.id)), **notice_extras(notice)
        )
    except discord.HTTPException as error:
        if retryable(error):
            raise
        await bot.host.notice_failed(notice, f"{type(error).__name__}: {error}")
        log.warning("Table %s: Discord refused notice %s for good (%s); dropped", table_id, notice.id, error)
        if thread_closed(error):  # a locked thread: its parent channel is told
            tell_thread_closed(bot, await bot.host.table(table_id))
        return
    await bot.host.notice_posted(notice)


async def send_queued(bot: GameBot, dm: DirectMessage) -> str | None:
    """Every DM of the DM queue (``cogs.pacer.Mailer``): a DM notice (``Notice.from_queued``:
    an invitation, a seat's hand-over...) worded in the recipient's locale when it goes out,
    with its nonce (``d<id>``); any other (a hand, a turn's DM, a reminder) by
    ``cogs.delivery.send_queued``. Returns None once it arrived, else why it was not sent: the
    DMs closed (told once in the channel by ``send_dm``), or it no longer holds (the lobby
    started or closed, the seat changed hands again)."""
    if dm.kind not in DM_NOTICES:
        return await delivery.send_queued(bot, dm)
    notice = Notice.from_queued(dm)
    user_id = dm.user_id
    try:
        table = await bot.host.table(notice.table_id)
        locale = (await bot.host.settings(user_id)).locale or table.language
        message = await DM_NOTICES[notice.kind](bot, table, notice, locale)
    except HostError as error:  # the table gone or unreadable: nothing to tell either
        return f"no longer holds ({type(error).__name__}: {error})"
    if message is None:
        return "no longer holds"
    arrived = await send_dm(bot, table, user_id, nonce=nonce("d", required(dm.id)), **message)
    return None if arrived else delivery.DMS_CLOSED


async def invitation_message(
    bot: GameBot, table: TableInfo, notice: Notice, locale: str
) -> MessageParts | None:
    """An invitation to a lobby, with a Join button that works from the DM; None once the
    lobby started or closed."""
    if table.status != "lobby":
        return None
    invitation = msg(
        "bot-invitation",
        user=notice.facts["host"],
        game=GAMES[table.game_id].title,
        server=server_name(bot, table),
        channel=f"<#{table.channel_id}>",
        link=jump_link(table),
    )
    join = LobbyButton(INVITE, table.id, table.version, locales.text(locale, "bot-button-join"))
    return {"content": locales.render(invitation, locale), "view": Components(join)}


async def hand_over_message(
    bot: GameBot, table: TableInfo, notice: Notice, locale: str
) -> MessageParts | None:
    """The seat's new holder is told it is theirs, with its private view (``/game hand``
    shows the same); None once the game ended or the seat changed hands again."""
    seat = notice.facts["seat"]
    if table.status != "playing" or table.seats[seat].user_id != notice.recipient_id:
        return None
    handed = msg(
        "bot-seat-handed",
        seat=seat + 1,
        game=GAMES[table.game_id].title,
        server=server_name(bot, table),
        channel=f"<#{table.channel_id}>",
        link=jump_link(table),
    )
    message = await private_message(bot, table, required(notice.recipient_id), locale, intro=False)
    message["content"] = locales.render(handed, locale) + "\n" + message["content"]
    return message


async def taken_over_message(
    bot: GameBot, table: TableInfo, notice: Notice, locale: str
) -> MessageParts | None:
    """The player whose seat the others voted over to the AI (issue 33) is told, and how to
    take it back; None once the game ended or the seat is someone's again."""
    seat = table.seats[notice.facts["seat"]]
    if table.status != "playing" or not seat.is_ai:
        return None
    told = msg(
        "bot-taken-over-dm",
        game=GAMES[table.game_id].title,
        table=str(table.id),
        server=server_name(bot, table),
        channel=f"<#{table.channel_id}>",
        link=jump_link(table),
    )
    return {"content": locales.render(told, locale)}


async def followed_message(
    bot: GameBot, table: TableInfo, notice: Notice, locale: str
) -> MessageParts | None:
    """A follower of the table (issue 33) is told a round or the game ended, with the channel's
    pictures of it (drawn from the public view alone); None once the table was cancelled."""
    if table.status == "cancelled":
        return None
    told = msg(
        "bot-follow-finished" if notice.facts["finished"] else "bot-follow-round",
        game=GAMES[table.game_id].title,
        table=str(table.id),
        server=server_name(bot, table),
        link=jump_link(table),
    )
    public_view = await bot.host.view(table.id, None)
    return {
        "content": locales.render(told, locale),
        "files": await board_files(table, public_view, summary=True),
    }


DM_NOTICES = {
    "invitation": invitation_message,
    "hand-over": hand_over_message,
    "taken-over": taken_over_message,
    "followed": followed_message,
}
"""How each kind of notice that is a DM is worded (``storage.Notice.recipient_id``)."""


async def tell_pending(bot: GameBot) -> None:
    """At start-up: post the notices a stopped or killed process left unposted (the DM queue
    the bot's ``Mailer`` resumes itself)."""
    first: dict[int, Notice] = {}
    for notice in await bot.host.pending_notices():
        first.setdefault(notice.table_id, notice)
    for table_id, notice in first.items():
        tell(bot, table_id, notice.channel_id)
