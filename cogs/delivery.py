"""The Discord delivery of what the host publishes: what happens on Discord after a move.

The host decides what a step publishes (``host.Publication``: the caption, the public view,
whose turn, the private updates) and commits it to the outbox with the step; what delivering
it sends is the host's ``DeliveryPlan``. This module sends it (docs/architecture.md,
"Publishing"), after the mover's answer (``cogs.moves``):

1. ``deliver_publication``: the table's outbox is delivered (``deliver``), under the
   table's posting lock: one board post (``send_board``: the interaction's public follow-up in
   the table's channel, else a channel post with a nonce), its captions folded, then marked
   delivered in the transaction that queues its DMs;
2. ``send_queued``: each queued DM (the round's hands, the turn's DMs, a failed board told,
   a reminder), sent by the bot's ``Mailer`` (``cogs/pacer.py``) at its own pace: no board
   waits for a DM. (The DM notices of the same queue: ``cogs.notices.send_queued``.)

What cannot go out now is retried by the bot's ``Courier`` (``cogs/pacer.py``), a bounded
number of times; a board refused for good, or given up, is marked failed (one log line) and
the awaited players hear so by DM; a DM refused is told in the channel, without the secret
(``send_dm``).

Which language (docs/architecture.md, "Words and languages"): what the channel reads in the
table's language; what one user reads in the locale of their interaction, or without one the
locale the host stored for them.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import Any

import discord

import locales
from cogs.answers import MessageParts, fit, reader
from cogs.attachments import board_files, private_files
from cogs.components import Components, action_menu, board_view, rematch_view
from cogs.gamebot import GameBot, Interaction
from cogs.games import DISCORD_GAMES
from cogs.pacer import CLAIMED_ELSEWHERE, nonce, retry_after, retryable
from cogs.recap import moves_line, recap_button
from cogs.threads import tell_thread_closed, thread_closed
from cogs.wording import fit_end, jump_link, server_name, when, whose_turn
from host import ActionChoice, Publication, Reminder, TableInfo, metrics
from host.errors import HostError
from host.publishing import DeliveryPlan, awaited_users, next_in_line
from rules import GAMES
from rules.core import View, listed, msg, required
from storage import DirectMessage

log = logging.getLogger("gamehost.cogs")

DM_REFUSED = 50007


# --- after a step (its answer first: ``cogs.moves``) ---------------------------------------


async def deliver_publication(
    bot: GameBot, publication: Publication, interaction: Interaction | None = None
) -> None:
    """Deliver what an accepted step committed to the outbox (``deliver``). ``interaction``:
    the one that played the step, already answered (its ephemeral answer sent first, so that
    the board can be its public follow-up). A held step (``post_to_channel`` False) has
    nothing in the outbox. What cannot go out now is retried by the bot's ``Courier``; the
    step stands whatever happens here, so its player is never told it failed."""
    if not publication.post_to_channel:
        return
    try:
        wait = await deliver(bot, publication.table.id, interaction, publication)
    except Exception as error:  # the database, say: committed, so it goes out later
        log.warning("Table %s: its board waits (%s: %s)", publication.table.id, type(error).__name__, error)
        wait = 0.0
    if wait is not None:
        bot.courier.kick(publication.table.id)


# --- the outbox: one board post; its DMs join the DM queue ----------------------------------


BOARD_ATTEMPTS = 10
"""Attempts at a board Discord refuses for now (429, 5xx, a lost connection) before it is
marked failed: with the courier's pauses (1 s doubling to 60 s), about five minutes."""


async def deliver(
    bot: GameBot, table_id: int, interaction: Interaction | None = None, committed: Publication | None = None
) -> float | None:
    """Deliver a table's outbox, under its posting lock: one board post (the newest board, the
    captions of every pending publication folded in, whose turn it is), marked delivered with
    its message id in the same transaction that queues its DMs (the round's hands, the turn's;
    sent by the bot's ``Mailer``, so that no board waits for a DM). Returns None when nothing
    is left pending, else how many seconds to wait before trying again (Discord failed for
    now). With ``interaction`` from the table's channel the board is that interaction's public
    follow-up, falling back to a channel post if the follow-up fails. ``committed``: the
    publication this process just committed, which spares reading the outbox and the players'
    settings when it is all there is."""
    async with bot.posting.hold(table_id), bot.host.delivery_claim(table_id) as claimed:
        if not claimed:  # another bot process is delivering this table (issue 16): look again soon
            return CLAIMED_ELSEWHERE  # it may have read the entries before this process committed its own
        return await deliver_pending(bot, table_id, interaction, committed)


async def deliver_pending(
    bot: GameBot, table_id: int, interaction: Interaction | None, committed: Publication | None
) -> float | None:
    """``deliver``'s work, under the table's posting lock and delivery claim. The one place a
    board is posted, refused or given up (hooks for counting them belong here)."""
    pending = await bot.host.pending_publications(table_id, committed)
    if not pending:
        return None
    table = pending[-1].table
    plan = None
    try:
        plan = await delivery_plan(bot, pending, interaction)
        # a round's or the game's end: its followers' DMs join the queue with the mark (issue 33)
        followers = await bot.host.season.follower_dms(table) if plan.summary else ()
        text = "\n".join(part for part in (plan.caption, whose_turn(table, table.language)) if part)
        message = await send_board(bot, plan, text, interaction)
    except Exception as error:
        reason, counted = f"{type(error).__name__}: {error}", retryable(error)
        if counted:
            bot.budget.hold(error, table.channel_id)
            if await bot.host.count_attempt(pending, reason) < BOARD_ATTEMPTS:
                return retry_after(error)
        # refused for good, an error of ours, or too many attempts: never posted again
        told = plan.queued(plan.if_refused, None) if plan else ()
        await bot.host.mark_failed(pending, reason, told, counted=counted)
        log.warning(
            "Table %s: its board could not be posted in channel %s (%s); marked failed, "
            "the awaited players are told by DM",
            table.id,
            table.channel_id,
            reason,
        )
        if thread_closed(error):  # a locked thread: its parent channel is told too
            tell_thread_closed(bot, table)
        metrics.BOARDS_FAILED.inc()
        bot.mailer.kick()
        return None
    dms = (*plan.queued(plan.after_board, message.id), *followers)
    await bot.host.mark_delivered(pending, message.id, dms)
    metrics.BOARDS_POSTED.inc()
    if dms:
        bot.mailer.kick()
    if table.status == "finished":
        bot.dispatch("table_finished", table)  # the replay follows (cogs/history.py)
    return None


async def delivery_plan(
    bot: GameBot, pending: Sequence[Publication], interaction: Interaction | None
) -> DeliveryPlan:
    """The host's plan for delivering ``pending`` (``host.publishing.delivery_plan``), with the
    players' settings read with the table when it was just committed, else as they are now."""
    newest = pending[-1]
    settings = newest.players
    if settings is None:  # read back from the outbox: as they are now, for everyone told
        told = {
            *awaited_users(newest.table),
            *next_in_line(newest.table),
            *(update.user_id for p in pending for update in p.private),
        }
        settings = await bot.host.player_settings(told)
    answered = (interaction.user.id, reader(interaction)) if interaction is not None else None
    return bot.host.delivery_plan(pending, settings, answered)


async def send_board(
    bot: GameBot, plan: DeliveryPlan, text: str, interaction: Interaction | None
) -> discord.Message:
    """The board post: the interaction's public follow-up when it came from the table's
    channel (not globally rate limited; a webhook takes no nonce, and the mark follows at once),
    else (or when that fails) a channel post with the board's nonce."""
    table = plan.table
    if interaction is not None and in_table_channel(interaction, table):
        files = await board_files(table, plan.public_view, summary=plan.summary)
        kwargs = board_message(table, text, files, plan.pings)
        try:
            return await interaction.followup.send(**kwargs, ephemeral=False, wait=True)
        except discord.HTTPException:
            log.info("Table %s: the board follow-up failed; posting it in the channel", table.id)
    return await post_board(
        bot, table, plan.public_view, text, summary=plan.summary, nonce=board_nonce(table), pings=plan.pings
    )


def board_message(
    table: TableInfo, text: str, files: list[discord.File], pings: frozenset[int]
) -> MessageParts:
    """Keyword arguments for ``send``: the board picture, ``text``, the "My hand" button while
    playing or the Rematch button at the end, and whom its mentions ping (only the awaited
    players who want a ping, ``pings``, issue 17)."""
    kwargs: MessageParts = {"content": fit_end(text), "files": files, "allowed_mentions": turn_pings(pings)}
    if table.status == "playing":
        kwargs["view"] = board_view(table)
    elif table.status == "finished":
        kwargs["view"] = rematch_view(table)
    return kwargs


async def post_board(
    bot: GameBot,
    table: TableInfo,
    public_view: View,
    text: str,
    *,
    nonce: str,
    summary: bool = False,
    pings: frozenset[int] | None = None,
) -> discord.Message:
    """One channel message: the board picture, ``text``, and the "My hand" button (paced by
    the bot's rate budget). ``nonce``: Discord creates one message per nonce within a few
    minutes (discord.py asks it to enforce that), so a board sent again after a crash between
    Discord's answer and the outbox mark comes back as the same message. ``pings``: whom it
    pings, when the caller knows already (else the awaited players who want a ping)."""
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    if pings is None:
        settings = await bot.host.player_settings(awaited_users(table))
        pings = bot.host.turn_notices(table, settings).ping
    files = await board_files(table, public_view, summary=summary)
    kwargs = board_message(table, text, files, pings)
    await bot.budget.take(table.channel_id)
    return await channel.send(**kwargs, nonce=nonce)


def board_nonce(table: TableInfo) -> str:
    """The nonce of the post delivering the outbox up to ``table.version``."""
    return nonce("b", table.id, "v", table.version)


def in_table_channel(interaction: Interaction, table: TableInfo) -> bool:
    """Whether an interaction came from the table's own channel, where its follow-up can be the
    public board (interaction follow-ups do not count against the global rate limit)."""
    return interaction.guild_id == table.guild_id and interaction.channel_id == table.channel_id


# --- private messages: a seat's hand and its menu -------------------------------------------


def dm_intro(bot: GameBot, table: TableInfo, locale: str) -> str:
    """The first line of a round's DM: which game, on which server, in which channel."""
    guild = bot.get_guild(table.guild_id)
    intro = msg(
        "bot-dm-intro",
        game=GAMES[table.game_id].title,
        server=guild.name if guild else msg("bot-your-server"),
        channel=f"<#{table.channel_id}>",
        link=jump_link(table),
    )
    return locales.render(intro, locale)


async def private_message(
    bot: GameBot,
    table: TableInfo,
    user_id: int,
    locale: str,
    *,
    intro: bool,
    seat_view: View | None = None,
    choices: Sequence[ActionChoice] | None = None,
    short: bool = False,
) -> MessageParts:
    """The hand message (ephemeral or DM) in ``locale``: secrets as text and pictures, then the
    action menu built from the caller's legal actions. ``seat_view`` and ``choices`` when the
    caller has them already (a publication's private update). ``short``: a private answer (a
    move's, **My hand**): the hand as one picture (the role and map peeks folded in as its
    badges; the role card itself comes once, in the round's DM) and no text repeating it, the
    picture's alt text saying it in words (issue 23). Keyword arguments for ``send``."""
    if seat_view is None:
        seat_view = await bot.host.view(table.id, user_id)
    files = await private_files(table, seat_view, locale)
    if short:
        files = files[:1]  # images.private: the hand first
    lines = [dm_intro(bot, table, locale)] if intro else []
    if not (short and files):
        lines.append(DISCORD_GAMES[table.game_id].private_text(seat_view, locale, table.names))
    if choices is None:
        choices = await bot.host.legal_actions(table.id, user_id, locale)
    if choices:
        lines.append(locales.text(locale, "bot-choose-below"))
    menu = action_menu(table, choices, locale)
    kwargs: MessageParts = {"content": fit("\n".join(lines)), "files": files}
    if menu is not None:
        kwargs["view"] = menu
    return kwargs


async def send_queued(bot: GameBot, dm: DirectMessage) -> str | None:
    """One DM of the DM queue (``cogs.pacer.Mailer``), worded and drawn now in its reader's
    locale, with its nonce (``d<id>``): a seat's hand (with the round's introduction), the
    turn's DM, that the board could not be posted, or a reminder that a turn runs out. Returns
    None once it arrived, else why it was not sent (the user's DMs are closed); raises what
    Discord or the drawing raised. (The DM notices are ``cogs.notices.send_queued``'s.)"""
    table = TableInfo.from_json(dm.payload["table"])
    locale = dm.payload["locale"]
    key = nonce("d", required(dm.id))
    if dm.kind == "hand":
        choices = queued_choices(dm)
        if choices is None:  # not generated with the step: asked now
            try:
                choices = await bot.host.legal_actions(table.id, dm.user_id, locale)
            except HostError:  # the game moved on (ended, the seat changed hands): no menu
                choices = []
        message = await private_message(
            bot,
            table,
            dm.user_id,
            locale,
            intro=dm.payload["intro"],
            seat_view=dm.payload["view"],
            choices=choices,
        )
    elif dm.kind == "turn":
        turn_dm = msg(
            "bot-turn-dm",
            game=GAMES[table.game_id].title,
            server=server_name(bot, table),
            channel=f"<#{table.channel_id}>",
            deadline=when(table.deadline) if table.deadline else "-",
            link=jump_link(table),
        )
        # how many moves since the player's last turn, with the Recap button (issue 33)
        moves = await bot.host.moves_since(table.id, dm.user_id)
        said = (locales.render(turn_dm, locale), moves_line(moves, locale))
        message = {"content": "\n".join(part for part in said if part)}
        if moves:
            message["view"] = with_recap(None, table, locale)
    elif dm.kind == "next":
        heads_up = msg(
            "bot-next-dm",
            player=listed(tuple(table.names[seat] for seat in table.awaited)),
            game=GAMES[table.game_id].title,
            server=server_name(bot, table),
            channel=f"<#{table.channel_id}>",
            link=jump_link(table),
        )
        message = {"content": locales.render(heads_up, locale)}
    elif dm.kind == "reminder":
        reminded = msg(
            "bot-reminder",
            channel=f"<#{table.channel_id}>",
            game=GAMES[table.game_id].title,
            deadline=when(Reminder.from_queued(dm).deadline),
            link=jump_link(table),
        )
        message = {"content": locales.render(reminded, locale)}
    else:
        message = {"content": locales.text(locale, "bot-board-failed", channel=f"<#{table.channel_id}>")}
    return None if await send_dm(bot, table, dm.user_id, nonce=key, **message) else DMS_CLOSED


DMS_CLOSED = "DMs closed"
"""Why a queued DM was not sent: the user does not take DMs from the bot (told in the channel)."""


def with_recap(view: discord.ui.View | None, table: TableInfo, locale: str) -> discord.ui.View:
    """``view`` (a hand's menu, or none) with the **Recap** button added (issue 33)."""
    button = recap_button(table, locale)
    if view is None:
        return Components(button)
    view.add_item(button)
    return view


def queued_choices(dm: DirectMessage) -> list[ActionChoice] | None:
    """A queued hand's menu as its step generated it (``host.publishing.Letter``), if it was."""
    stored = dm.payload.get("choices")
    return None if stored is None else [ActionChoice(code, label) for code, label in stored]


# --- direct messages with the channel fallback ----------------------------------------------


async def dm_channel(bot: GameBot, user_id: int) -> discord.PartialMessageable | discord.DMChannel:
    """The bot's DM channel with a user: by its stored id, with no request (discord.py keeps
    only 128 DM channels; ``bot.dm_channel_ids`` the most recent, the store all), else
    created once and stored."""
    channel_id = bot.dm_channel_ids.get(user_id)
    if channel_id is None:
        channel_id = await bot.host.dm_channel(user_id)
        if channel_id is not None:
            bot.dm_channel_ids[user_id] = channel_id
    if channel_id is not None:
        return bot.get_partial_messageable(channel_id)
    await bot.budget.take()
    channel = await bot.create_dm(discord.Object(user_id))
    bot.dm_channel_ids[user_id] = channel.id
    await bot.host.set_dm_channel(user_id, channel.id)
    return channel


async def send_dm(bot: GameBot, table: TableInfo, user_id: int, **kwargs: Any) -> bool:
    """DMs a user (``kwargs``: ``send``'s, a ``nonce`` among them); a refused DM (closed DMs,
    code 50007) is told once per table in the table's channel, without the secret (remembered
    for the most recent tables, ``bot.dm_refused_told``). Returns whether the DM arrived."""
    try:
        channel = await dm_channel(bot, user_id)
        await bot.budget.take(channel.id)
        await channel.send(**kwargs)
        metrics.DMS.labels("sent").inc()
        return True
    except discord.Forbidden as error:
        if error.code != DM_REFUSED:
            metrics.DMS.labels("failed").inc()
            raise
    except Exception:
        metrics.DMS.labels("failed").inc()  # the caller retries or gives up; each try counts
        raise
    metrics.DMS.labels("closed").inc()
    if bot.dm_refused_told.add((table.id, user_id)):
        await bot.budget.take(table.channel_id)
        await bot.get_partial_messageable(table.channel_id).send(
            locales.text(table.language, "bot-dm-closed", user=f"<@{user_id}>"),
            nonce=nonce("c", table.id, "u", user_id),
        )
    return False


def turn_pings(pings: frozenset[int]) -> discord.AllowedMentions:
    """Only the awaited players who want a ping in the channel are pinged by its post."""
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(user_id) for user_id in sorted(pings)]
    )
