"""The Discord delivery of what the host publishes: what happens on Discord after a move.

The host decides what a step publishes (``host.Publication``: the caption, the public view,
whose turn, the private updates) and commits it to the outbox with the step. This module sends
it (docs/architecture.md, "Publishing"):

1. ``answer_move``: the actor's ephemeral answer first, with their new hand;
2. ``deliver_publication``: then the table's outbox is delivered (``deliver``), under the
   table's posting lock: one board post (``send_board``: the interaction's public follow-up in
   the table's channel, else a channel post), its captions folded, then marked delivered;
3. ``send_hands``: the new hands by DM, and ``tell_turn``: the awaited players who asked for a
   DM on their turn.

What cannot go out now is retried by the bot's ``Courier`` (``cogs/pacer.py``); a board
Discord refuses for good is told to the awaited players by DM (``tell_board_failed``); a DM
refused is told in the channel, without the secret (``send_dm``).

Which language (docs/architecture.md, "Words and languages"): what the channel reads in the
table's language; what one user reads in the locale of their interaction, or without one the
locale the host stored for them.
"""

from __future__ import annotations

import asyncio
import enum
import hashlib
import logging
import weakref
from collections.abc import Awaitable, Sequence
from dataclasses import dataclass, field, replace

import discord

import locales
from cogs.common import (
    PRIVATE_TEXT,
    Refusal,
    answer_to_edit,
    board_files,
    fit,
    fit_end,
    jump_link,
    note_line,
    private_files,
    reader,
    remember_answer,
    reply,
    server_name,
    when,
    whose_turn,
)
from cogs.components import action_menu, board_view, rematch_view
from cogs.pacer import folded_caption, refused_for_good, retry_after, retryable, shows_summary
from cogs.threads import tell_thread_closed, thread_closed
from host import ActionChoice, PrivateUpdate, Publication, Reminder, TableInfo
from host.players import TurnNotices, awaited_users
from rules import GAMES
from rules.core import msg

log = logging.getLogger("gamehost.cogs")

DM_REFUSED = 50007


_POSTING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Per bot: table id -> the lock that orders that table's channel posts."""


def posting(bot, table_id: int) -> asyncio.Lock:
    """Held while a table's step or its cancellation is posted, so a move that was in flight
    when the table was cancelled never posts a live-looking board after the cancel notice."""
    return _POSTING.setdefault(bot, {}).setdefault(table_id, asyncio.Lock())


# --- after a move ---------------------------------------------------------------------------


async def answer_move(interaction: discord.Interaction, publication: Publication) -> None:
    """After an accepted action: the actor's answer comes first, with his new hand (not by
    DM); then, when the turn passed, the board, as this interaction's public follow-up when it
    came from the table's channel (docs/architecture.md, "Publishing")."""
    bot = interaction.client
    # The actor reads the step as their seat may (a map peek's result, the card drawn), in the
    # locale the host stored for them when this interaction was acknowledged.
    update = next((u for u in publication.private if u.user_id == interaction.user.id), None)
    locale = reader(interaction)
    done = done_line(update.lines if update is not None else (), publication.lines, locale)

    async def answer() -> None:
        if publication.post_to_channel and update is None:  # his secrets did not change
            remember_answer(interaction, publication.table.id, await reply(interaction, done))
            return
        # his hand, and in the middle of his turn what he may do next, to him alone
        hand = await private_message(
            bot,
            publication.table,
            interaction.user.id,
            locale,
            intro=False,
            seat_view=update.view if update is not None else None,
            choices=update.choices if update is not None and update.locale == locale else None,
            short=True,
        )
        content = "\n".join(part for part in (done, hand.pop("content")) if part)
        remember_answer(interaction, publication.table.id, await reply(interaction, content, **hand))

    await answer_and_deliver(bot, interaction, publication, answer())


def done_line(mine: Sequence[str], public: Sequence[str], locale: str) -> str:
    """What the mover did, in one line: his step as he reads it, and what only he learnt on the
    way (a card drawn, a goal looked at); the public lines are in the post below it."""
    if not mine:
        return locales.text(locale, "bot-done")
    shown = set(public)
    said = [mine[0], *(line for line in mine[1:] if line not in shown)]
    # a step with AI moves folded in is too long for a catalog placeable: joined here
    return locales.text(locale, "bot-done-heading") + " " + " ".join(dict.fromkeys(said))


async def answer_and_deliver(
    bot, interaction: discord.Interaction, publication: Publication, answer: Awaitable[None]
) -> None:
    """Answer the interaction that played a step (``answer``, its ephemeral reply), then
    deliver the step's publication: as the interaction's public follow-up after the answer, or
    as a channel post if answering failed (a follow-up would then take the answer's place,
    ephemeral, seen by no one else). Delivered either way: the step is committed."""
    answered = False
    try:
        await answer
        answered = True
    finally:
        await deliver_publication(bot, publication, interaction if answered else None)


async def deliver_publication(
    bot, publication: Publication, interaction: discord.Interaction | None = None
) -> None:
    """Deliver what an accepted step committed to the outbox (``deliver``). ``interaction``:
    the one that played the step, already answered (its ephemeral reply sent first, so that
    the board can be its public follow-up). A held step (``post_to_channel`` False) has
    nothing in the outbox. What cannot go out now is retried by the bot's ``Courier``."""
    if not publication.post_to_channel:
        return
    try:
        wait = await deliver(bot, publication.table.id, interaction, publication)
    except Exception:
        bot.courier.kick(publication.table.id)  # committed: it goes out, if not now then later
        raise
    if wait is not None:
        bot.courier.kick(publication.table.id)


# --- the outbox: one board post, then the DMs -------------------------------------------------


CLAIMED_ELSEWHERE_RETRY = 1.0
"""Seconds before looking again at a table whose outbox another process was delivering: it
may have read the pending entries before this process committed its own."""


@dataclass
class Posted:
    """A board posted whose DMs are not all sent yet (Discord refused some for now): its
    entries stay pending in the outbox until they are, so a process stopped meanwhile sends
    them after its restart (the board again, as the same message by its nonce). ``sent``:
    the DMs that went out, by (kind, user id), not sent twice by this process."""

    version: int
    message_id: int
    sent: set[tuple[str, int]] = field(default_factory=set)


_POSTED: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Per bot: table id -> its ``Posted`` board waiting for its DMs."""


async def deliver(
    bot, table_id: int, interaction: discord.Interaction | None = None, committed: Publication | None = None
) -> float | None:
    """Deliver a table's outbox, under its posting lock: one board post (the newest board, the
    captions of every pending publication folded in, whose turn it is), then the DMs (the
    round's hands, the turn's), then the entries marked delivered with the board's message id.
    Returns None when nothing is left pending, else how many seconds to wait before trying
    again (Discord failed for now: the board, or a DM after the board, ``Posted``). With
    ``interaction`` from the table's channel the board is that interaction's public follow-up,
    falling back to a channel post if the follow-up fails. ``committed``: the publication
    this process just committed, which spares reading the outbox and the players' settings
    when it is all there is."""
    async with posting(bot, table_id), bot.host.delivery_claim(table_id) as claimed:
        if not claimed:  # another bot process is delivering this table (issue 16): look again soon
            return CLAIMED_ELSEWHERE_RETRY
        while (outcome := await deliver_pending(bot, table_id, interaction, committed)) is MORE:
            committed = None  # the newer boards, read from the outbox
        return outcome


class More(enum.Enum):
    """``deliver_pending``'s answer when a posted board's DMs are out and newer boards wait."""

    MORE = "more"


MORE = More.MORE


async def deliver_pending(
    bot, table_id: int, interaction: discord.Interaction | None, committed: Publication | None
) -> float | More | None:
    """``deliver``'s work, under the table's posting lock and delivery claim; ``MORE`` when it
    finished a ``Posted`` board's DMs and newer publications wait."""
    pending = await bot.host.pending_publications(table_id, committed)
    posts = _POSTED.setdefault(bot, {})
    posted = posts.pop(table_id, None)
    newer = False
    if posted is not None:  # its DMs first; the newer boards after
        earlier = [p for p in pending if p.table.version <= posted.version]
        newer, pending = len(earlier) < len(pending), earlier or pending
        posted = posted if pending and pending[-1].table.version == posted.version else None
    if not pending:
        return None
    newest = pending[-1]
    table = newest.table
    settings = newest.players  # read with the table by the commit, when that was just now
    if settings is None:  # read back from the outbox: as they are now, for everyone told
        told = {*awaited_users(table), *(update.user_id for p in pending for update in p.private)}
        settings = await bot.host.player_settings(told)
    notices = bot.host.turn_notices(table, settings)  # whom the board pings, whom to DM after it
    if posted is None:
        parts = (folded_caption(pending), whose_turn(table, table.language))
        text = "\n".join(part for part in parts if part)
        try:
            message = await send_board(
                bot, table, newest.public_view, text, shows_summary(pending), interaction, notices
            )
        except Exception as error:
            if retryable(error):
                bot.budget.hold(error)
                await bot.host.count_attempt(pending, f"{type(error).__name__}: {error}")
                return retry_after(error)
            if not refused_for_good(error):
                raise
            await bot.host.mark_failed(pending, f"{type(error).__name__}: {error}")
            log.warning(
                "Table %s: Discord refused its board in channel %s for good (%s); marked failed, "
                "the awaited players are told by DM",
                table.id,
                table.channel_id,
                error,
            )
            await tell_board_failed(bot, table)
            if thread_closed(error):  # a locked thread: its parent channel is told too
                tell_thread_closed(bot, table)
            await send_dms(bot, pending, table, interaction, settings, notices, None)
            return None
        posted = Posted(table.version, message.id)
    table = replace(table, board_message_id=posted.message_id)  # jump links point at the new board
    if not await send_dms(bot, pending, table, interaction, settings, notices, posted):
        posts[table_id] = posted
        return DM_RETRY
    await bot.host.mark_delivered(pending, posted.message_id)
    if shows_summary(pending):
        bot.dispatch("round_ended", table)  # its followers are told (cogs/season.py)
    if table.status == "finished":
        bot.dispatch("table_finished", table)  # the replay follows (cogs/history.py)
    return MORE if newer else None


DM_RETRY = 1.0
"""Seconds before trying again the DMs of a posted board that Discord refused for now."""


async def send_dms(
    bot,
    pending: Sequence[Publication],
    table: TableInfo,
    interaction: discord.Interaction | None,
    settings,
    notices: TurnNotices,
    posted: Posted | None,
) -> bool:
    """The DMs after a board (``posted``; None: the board failed for good, no turn DMs): the
    new hands, then the turn's. False when Discord refused one for now (rate limit, outage):
    ``posted.sent`` keeps what went out, the rest is tried again."""
    sent = posted.sent if posted is not None else set()
    try:
        await send_hands(bot, pending, table, interaction, bot.host.quiet_players(settings), sent)
        if posted is not None:
            await tell_turn(bot, pending, table, interaction, notices, sent)
    except Exception as error:
        if not retryable(error):
            raise
        bot.budget.hold(error)
        log.info("Table %s: a DM was refused for now (%s); tried again", table.id, error)
        return False
    return True


async def send_board(
    bot,
    table: TableInfo,
    public_view: dict,
    text: str,
    summary: bool,
    interaction: discord.Interaction | None,
    notices: TurnNotices,
):
    """The board post: the interaction's public follow-up when it came from the table's
    channel (not globally rate limited), else (or when that fails) a channel post."""
    if in_table_channel(interaction, table):
        files = await board_files(table, public_view, summary=summary)
        kwargs = board_message(table, text, files, notices)
        try:
            return await interaction.followup.send(**kwargs, ephemeral=False, wait=True)
        except discord.HTTPException:
            log.info("Table %s: the board follow-up failed; posting it in the channel", table.id)
    return await post_board(
        bot, table, public_view, text, summary=summary, nonce=board_nonce(table), notices=notices
    )


def board_message(table: TableInfo, text: str, files: list[discord.File], notices: TurnNotices) -> dict:
    """Keyword arguments for ``send``: the board picture, ``text``, the "My hand" button while
    playing or the Rematch button at the end, and whom its mentions ping (only the awaited
    players who want a ping, ``notices``, issue 17)."""
    kwargs: dict = {"content": fit_end(text), "files": files, "allowed_mentions": turn_pings(notices)}
    if table.status == "playing":
        kwargs["view"] = board_view(table)
    elif table.status == "finished":
        kwargs["view"] = rematch_view(table)
    return kwargs


async def post_board(
    bot,
    table: TableInfo,
    public_view: dict,
    text: str,
    *,
    summary: bool = False,
    nonce: int | None = None,
    notices: TurnNotices | None = None,
):
    """One channel message: the board picture, ``text``, and the "My hand" button (paced by
    the bot's rate budget). ``nonce``: Discord creates one message per nonce within a few
    minutes (discord.py asks it to enforce that), so a board sent again after a crash between
    Discord's answer and the outbox mark comes back as the same message. ``notices``: the
    awaited players' settings, when the caller has read them already."""
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    if notices is None:
        notices = bot.host.turn_notices(table, await bot.host.player_settings(awaited_users(table)))
    files = await board_files(table, public_view, summary=summary)
    kwargs = board_message(table, text, files, notices)
    await bot.budget.take(table.channel_id)
    return await channel.send(**kwargs, **({} if nonce is None else {"nonce": nonce}))


def board_nonce(table: TableInfo) -> int:
    """The nonce of the post delivering the outbox up to ``table.version``."""
    return nonce(f"board:{table.id}:{table.version}")


def nonce(key: str) -> int:
    """The nonce of the one post ``key`` names: at most 20 digits (Discord takes 25
    characters); Discord creates one message per nonce within a few minutes."""
    return int.from_bytes(hashlib.blake2b(key.encode(), digest_size=8).digest(), "big")


def in_table_channel(interaction: discord.Interaction | None, table: TableInfo) -> bool:
    """Whether an interaction came from the table's own channel, where its follow-up can be the
    public board (interaction follow-ups do not count against the global rate limit)."""
    return (
        interaction is not None
        and interaction.guild_id == table.guild_id
        and interaction.channel_id == table.channel_id
    )


async def tell_board_failed(bot, table: TableInfo) -> None:
    """The awaited players learn by DM, in the table's language, that its board could not be
    posted (the next working path)."""
    for seat in table.awaited:
        user_id = table.seats[seat].user_id
        if user_id is None:
            continue
        text = locales.text(table.language, "bot-board-failed", channel=f"<#{table.channel_id}>")
        try:
            await send_dm(bot, table, user_id, content=text)
        except discord.HTTPException as error:  # the players still have /game board and /game hand
            log.warning("Could not DM user %s at table %s: %s", user_id, table.id, error)


# --- private messages: a seat's hand and its menu -------------------------------------------


def dm_intro(bot, table: TableInfo, locale: str) -> str:
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
    bot,
    table: TableInfo,
    user_id: int,
    locale: str,
    *,
    intro: bool,
    seat_view: dict | None = None,
    choices: Sequence[ActionChoice] | None = None,
    short: bool = False,
) -> dict:
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
        lines.append(PRIVATE_TEXT[table.game_id](seat_view, locale, table.names))
    if choices is None:
        choices = await bot.host.legal_actions(table.id, user_id, locale)
    if choices:
        lines.append(locales.text(locale, "bot-choose-below"))
    menu = action_menu(table, choices, locale)
    kwargs: dict = {"content": fit("\n".join(lines)), "files": files}
    if menu is not None:
        kwargs["view"] = menu
    return kwargs


async def send_hand(interaction: discord.Interaction, table: TableInfo) -> None:
    """The ephemeral private view: works whatever the state of the caller's DMs. A **My hand**
    press acknowledged without a new message (``HandButton``: the presser had a private answer
    here that can still be edited) edits that answer instead of adding a copy (issue 23); if
    Discord refuses the edit (the answer was dismissed), it is a new answer."""
    if not any(info.user_id == interaction.user.id for info in table.seats):
        raise Refusal(msg("bot-not-seated-look", link=jump_link(table)))
    kwargs = await private_message(
        interaction.client, table, interaction.user.id, reader(interaction), intro=False, short=True
    )
    content = kwargs.pop("content")
    note = note_line(await interaction.client.host.note(table.id, interaction.user.id), reader(interaction))
    content = fit("\n".join(part for part in (content, note) if part))  # the note under the hand (issue 33)
    earlier = answer_to_edit(interaction, table.id)
    edits = interaction.response.type == discord.InteractionResponseType.deferred_message_update
    if earlier is not None and edits:
        try:
            await earlier.interaction.followup.edit_message(
                earlier.message_id, content=content, attachments=kwargs["files"], view=kwargs.get("view")
            )
            interaction.client.in_flight.answered(interaction)  # the edit is its answer (cogs/stopping.py)
            return
        except discord.HTTPException:
            log.info("Table %s: the private answer to edit is gone; a new one", table.id)
            for file in kwargs["files"]:
                file.reset()
    remember_answer(interaction, table.id, await reply(interaction, content, **kwargs))


async def send_hands(
    bot,
    publications: Sequence[Publication],
    table: TableInfo,
    interaction: discord.Interaction | None,
    quiet: frozenset[int],
    sent: set[tuple[str, int]],
) -> None:
    """The DMs of delivered publications: every human seat at a round start, otherwise the new
    hand (with map peeks) of the seat whose turn was played, by its player or by the AI when
    its time ran out; the newest view of each, once. Not to whoever sent ``interaction``: his
    hand is in its ephemeral answer. ``sent``: the hands sent already (added to); a DM Discord
    refuses for now raises, to be tried again (``deliver``)."""
    hands: dict[int, tuple[PrivateUpdate, bool]] = {}
    for publication in publications:
        for update in publication.private:
            if publication.round_started or update.seat == publication.actor_seat:
                intro = publication.round_started or hands.get(update.user_id, (update, False))[1]
                hands[update.user_id] = (update, intro)
    # ``quiet``: in quiet hours (issue 17), no DM; the hand is in /game hand and under the board's button
    for user_id, (update, intro) in hands.items():
        answering = interaction is not None and interaction.user.id == user_id
        if (answering and not intro) or (not answering and user_id in quiet) or ("hand", user_id) in sent:
            continue
        locale = reader(interaction) if answering else update.locale
        await dm_once(
            bot, table, user_id, ("hand", user_id), sent, locale=locale, intro=intro, seat_view=update.view
        )


async def dm_once(
    bot, table: TableInfo, user_id: int, key: tuple[str, int], sent: set[tuple[str, int]], **message
) -> None:
    """One DM of a delivery: the hand (``message``: ``send_private``'s options) or a text
    (``content``). Sent, or refused for good and dropped with one log line (the move stands
    and ``/game hand`` shows the same view: one lost DM is no reason to tell the player their
    move failed): done either way. Refused for now: raises, for ``deliver`` to try again."""
    try:
        if "content" in message:
            await send_dm(bot, table, user_id, **message)
        else:
            await send_private(bot, table, user_id, **message)
    except discord.HTTPException as error:
        if retryable(error):
            raise
        log.warning("Could not DM user %s at table %s: %s", user_id, table.id, error)
    sent.add(key)


async def send_private(
    bot, table: TableInfo, user_id: int, locale: str, *, intro: bool, seat_view: dict | None = None
) -> bool:
    message = await private_message(bot, table, user_id, locale, intro=intro, seat_view=seat_view)
    return await send_dm(bot, table, user_id, **message)


# --- direct messages with the channel fallback ----------------------------------------------


async def dm_channel(bot, user_id: int) -> discord.abc.Messageable:
    """The bot's DM channel with a user: by its stored id, with no request (discord.py keeps
    only 128 DM channels), else created once and stored."""
    channel_id = bot.dm_channel_ids.get(user_id)
    if channel_id is not None:
        return bot.get_partial_messageable(channel_id)
    await bot.budget.take()
    channel = await bot.create_dm(discord.Object(user_id))
    bot.dm_channel_ids[user_id] = channel.id
    await bot.host.set_dm_channel(user_id, channel.id)
    return channel


async def send_dm(bot, table: TableInfo, user_id: int, **kwargs) -> bool:
    """DMs a user; a refused DM (closed DMs, code 50007) is told once per table in the table's
    channel, without the secret. Returns whether the DM arrived."""
    try:
        channel = await dm_channel(bot, user_id)
        await bot.budget.take(channel.id)
        await channel.send(**kwargs)
        return True
    except discord.Forbidden as error:
        if error.code != DM_REFUSED:
            raise
    told = bot.dm_refused_told.setdefault(table.id, set())
    if user_id not in told:
        told.add(user_id)
        await bot.budget.take(table.channel_id)
        await bot.get_partial_messageable(table.channel_id).send(
            locales.text(table.language, "bot-dm-closed", user=f"<@{user_id}>")
        )
    return False


async def send_reminder(bot, reminder: Reminder) -> None:
    table = reminder.table
    reminded = msg(
        "bot-reminder",
        channel=f"<#{table.channel_id}>",
        game=GAMES[table.game_id].title,
        deadline=when(reminder.deadline),
        link=jump_link(table),
    )
    await send_dm(bot, table, reminder.user_id, content=locales.render(reminded, reminder.locale))


def turn_pings(notices: TurnNotices) -> discord.AllowedMentions:
    """Only the awaited players who want a ping in the channel are pinged by its post."""
    return discord.AllowedMentions(
        everyone=False, roles=False, users=[discord.Object(user_id) for user_id in sorted(notices.ping)]
    )


async def tell_turn(
    bot,
    publications: Sequence[Publication],
    table: TableInfo,
    interaction,
    notices: TurnNotices,
    sent: set[tuple[str, int]],
) -> None:
    """After the channel post of ``publications``: a DM to each awaited player who asked for one
    (not in quiet hours, not away), except the player who just moved, one awaited all along, in
    the same stage, before each of them (told then: in a simultaneous choice, another player's
    timeout is not news), and at a new round those getting their hand. ``sent``: as for
    ``send_hands``."""
    if publications[-1].round_started:
        return
    actor = interaction.user.id if interaction is not None else None
    told_before = set.intersection(
        *({table.seats[seat].user_id for seat in publication.awaited_before} for publication in publications)
    )
    turn_dm = msg(
        "bot-turn-dm",
        game=GAMES[table.game_id].title,
        server=server_name(bot, table),
        channel=f"<#{table.channel_id}>",
        deadline=when(table.deadline) if table.deadline else "-",
        link=jump_link(table),
    )
    for user_id, locale in notices.dm:
        if user_id == actor or user_id in told_before or ("turn", user_id) in sent:
            continue
        await dm_once(bot, table, user_id, ("turn", user_id), sent, content=locales.render(turn_dm, locale))
