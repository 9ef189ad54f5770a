"""What every cog shares: the one error reply, table look-up, wording, pictures, and publishing.

Nothing here decides a rule: legality, turns and versions are the host's. This module turns
the host's answers into Discord messages and back.

Which language (DESIGN.md, "Words and languages"): what the channel reads (posts, their buttons,
board pictures) is in the table's language; what one user reads (ephemeral replies, their menus,
DMs answering their interaction) in that interaction's locale; DMs sent without an interaction
in the locale the host stored for the reader.
"""

from __future__ import annotations

import asyncio
import hashlib
import io
import logging
import weakref
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, replace

import discord
from discord.ext import commands

import images
import locales
from cogs import alethiometer_text, kompass_text
from cogs.delivery import folded_caption, refused_for_good, retryable, shows_summary
from host import ActionChoice, PrivateUpdate, Publication, Reminder, TableInfo, User
from host.errors import HostError
from host.players import TurnNotices, awaited_users
from images import pool
from rules import GAMES
from rules.core import Message, msg

log = logging.getLogger("gamehost.cogs")

DM_REFUSED = 50007
MAX_CHOICES = 25  # Discord's limit for autocomplete answers and select options
MAX_CHOICE_NAME = 100
MAX_CONTENT = 2000  # Discord's limit for a message's text
MAX_EXCERPT = 40
"""The most of what a user typed that a reply quotes back: enough to recognise, never a wall."""


_POSTING: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()
"""Per bot: table id -> the lock that orders that table's channel posts."""


def posting(bot, table_id: int) -> asyncio.Lock:
    """Held while a table's step or its cancellation is posted, so a move that was in flight
    when the table was cancelled never posts a live-looking board after the cancel notice."""
    return _POSTING.setdefault(bot, {}).setdefault(table_id, asyncio.Lock())


class Refusal(Exception):
    """A request the cogs turn down before reaching the host (no table here, bad syntax...).
    ``message`` says why, rendered in the reader's language; ``str()`` is its English text, for
    logs."""

    def __init__(self, message: Message) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return locales.render(self.message, locales.DEFAULT_LOCALE)


def user_of(interaction: discord.Interaction) -> User:
    return User(id=interaction.user.id, name=interaction.user.display_name)


def reader(interaction: discord.Interaction) -> str:
    """The catalog locale of whoever sent ``interaction`` (their Discord client's language)."""
    return locales.locale_of(interaction.locale)


async def remember_reader(interaction: discord.Interaction) -> None:
    """Tells the host the locale this user last used, for the DMs sent later without an
    interaction (reminders, a new round's hands)."""
    await interaction.client.host.remember_locale(interaction.user.id, reader(interaction))


def excerpt(typed: str) -> str:
    """What a user typed, cut to ``MAX_EXCERPT`` characters for quoting in a refusal."""
    return typed if len(typed) <= MAX_EXCERPT else typed[: MAX_EXCERPT - 1] + "…"


def fit(text: str) -> str:
    """``text`` cut to one Discord message (a step with many AI moves folded in says a lot)."""
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


def fit_end(text: str) -> str:
    """``text`` cut to one Discord message from its start: a channel post ends with whose turn
    it is or the final standings, which must stay; the earliest lines of a long turn are in
    ``/game log``."""
    return text if len(text) <= MAX_CONTENT else "…" + text[len(text) - MAX_CONTENT + 1 :]


async def reply(interaction: discord.Interaction, content: str, **kwargs) -> None:
    """An ephemeral answer, whether or not the interaction was deferred already."""
    content = fit(content)
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def acknowledge(interaction: discord.Interaction) -> None:
    """Defer first: Discord allows 3 seconds, rendering and the database may take longer. Then
    remember the reader's locale, before the host makes anything for them to read."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)
    await remember_reader(interaction)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one place errors become replies: refusals in the reader's language, anything else
    logged with its context while the player reads a plain apology."""
    original = getattr(error, "original", error)  # CommandInvokeError wraps the real one
    if isinstance(original, HostError | Refusal):
        message = original.message
    else:
        command = interaction.command.qualified_name if interaction.command else None
        custom_id = (interaction.data or {}).get("custom_id")
        log.error(
            "Unexpected error: user=%s guild=%s channel=%s command=%s custom_id=%s",
            interaction.user.id,
            interaction.guild_id,
            interaction.channel_id,
            command,
            custom_id,
            exc_info=original,
        )
        message = msg("bot-apology")
    try:
        await reply(interaction, locales.render(message, reader(interaction)))
    except discord.HTTPException:
        log.warning("Could not deliver an error reply to user %s", interaction.user.id)


class TableCog(commands.Cog):
    """A cog of slash commands: each interaction acknowledged first, every error through
    ``report_error``."""

    def __init__(self, bot) -> None:
        self.bot = bot

    async def cog_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        await report_error(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        await acknowledge(interaction)
        return True


async def table_here(interaction: discord.Interaction) -> TableInfo:
    """The lobby or game of the channel (or thread) the command was used in."""
    table = await interaction.client.host.active_table(interaction.channel_id)
    if table is None:
        raise Refusal(msg("bot-no-table"))
    return table


# --- wording ------------------------------------------------------------------------------


def game_title(game_id: str, locale: str) -> str:
    return locales.render(GAMES[game_id].title, locale)


def mention(table: TableInfo, seat: int, locale: str) -> str:
    info = table.seats[seat]
    if info.user_id is not None:
        return f"<@{info.user_id}>"
    return locales.text(locale, "bot-ai-player", name=info.name)


def when(deadline: float) -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language, counting
    down."""
    return f"<t:{int(deadline)}:R>"


def jump_link(table: TableInfo) -> str:
    base = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    return f"{base}/{table.board_message_id}" if table.board_message_id else base


def whose_turn(table: TableInfo, locale: str) -> str:
    if table.status != "playing" or not table.awaited:
        return ""
    players = tuple(mention(table, seat, locale) for seat in table.awaited)
    if table.deadline:
        return locales.text(locale, "bot-your-turn-until", players=players, deadline=when(table.deadline))
    return locales.text(locale, "bot-your-turn", players=players)


def seat_line(table: TableInfo, seat: int, locale: str) -> str:
    info = table.seats[seat]
    marks = []
    if info.user_id == table.host_user_id:
        marks.append(msg("bot-mark-host"))
    if info.is_ai:
        marks.append(msg("bot-mark-ai"))
    if info.seat in table.awaited and table.status == "playing":
        marks.append(msg("bot-mark-to-play"))
    who = f"<@{info.user_id}>" if info.user_id is not None else info.name
    if marks:
        return locales.text(locale, "bot-seat-marked", number=seat + 1, player=who, marks=tuple(marks))
    return locales.text(locale, "bot-seat", number=seat + 1, player=who)


def status_text(table: TableInfo, locale: str) -> str:
    game = GAMES[table.game_id]
    heading = msg("bot-table-heading", game=game.title, table=table.id, status=table.status)
    lines = [locales.render(heading, locale)]
    lines += [seat_line(table, info.seat, locale) for info in table.seats]
    if table.status == "lobby":
        lines.append(
            locales.text(
                locale,
                "bot-seats-needed",
                seated=len(table.seats),
                maximum=game.max_players,
                minimum=game.min_players,
            )
        )
    if table.options:
        # the names and values as the options= syntax writes them, which is not translated
        written = tuple(f"{k}={str(v).lower()}" for k, v in sorted(table.options.items()))
        lines.append(locales.text(locale, "bot-table-options", options=written))
    turn = whose_turn(table, locale)
    if turn:
        lines.append(turn)
    if table.status == "playing":
        lines.append(locales.text(locale, "bot-board-link", link=jump_link(table)))
    return "\n".join(lines)


# --- pictures (rendered in images.pool's worker processes) --------------------------------


def as_file(picture: images.Picture, alt_text: str) -> discord.File:
    """The one place a picture becomes an attachment, with its alt text (``images.alt_text``)."""
    return discord.File(io.BytesIO(picture.data), filename=picture.filename, description=alt_text)


async def board_files(table: TableInfo, public_view: dict, *, summary: bool = False) -> list[discord.File]:
    """The channel's pictures, in the table's language, described from the public view."""
    names, locale = list(table.names), table.language
    rendered = [pool.board(table.game_id, public_view, names, locale)]
    if summary:
        rendered.append(pool.summary(table.game_id, public_view, names, locale))
    pictures = [picture for picture in await asyncio.gather(*rendered) if picture is not None]
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, public_view, names, locale))
        for picture in pictures
    ]


async def private_files(table: TableInfo, seat_view: dict, locale: str) -> list[discord.File]:
    """A seat's own pictures in its reader's ``locale``, described from that seat's view."""
    names = list(table.names)
    pictures = await pool.private(table.game_id, seat_view, names, locale)
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, seat_view, names, locale))
        for picture in pictures
    ]


# --- private views and action menus ---------------------------------------------------------

PrivateText = Callable[[dict, str, Sequence[str]], str]
PRIVATE_TEXT: dict[str, PrivateText] = {
    "kompass": kompass_text.private_text,
    "alethiometer": alethiometer_text.private_text,
}
"""Per game: ``fn(seat_view, locale, names)``, the text of a seat's own secrets (hand,
role...) in ``locale``. Games without a cog of their own have a pure text module registered
here; a game cog registers its own (``cogs.saboteur``)."""


@dataclass(frozen=True)
class ActionGroup:
    key: str  # select option value: short, stable within one hand
    label: str
    choices: tuple[ActionChoice, ...]


ActionGrouper = Callable[[Sequence[ActionChoice], str], list[ActionGroup]]
ACTION_BUTTONS: dict[str, frozenset[str]] = {}
"""Per game: the codes of the frequent one-click decisions ("Stop drawing", "End my turn",
"Skip"), drawn as buttons on the hand message beside its menu (short ASCII codes without
arguments, at most 12 letters: they travel in the button's custom_id)."""

ACTION_GROUPS: dict[str, ActionGrouper] = {}
"""Per game: ``fn(choices, locale)``, how the hand message's first select groups the legal
actions (Saboteur: by card), labels rendered in ``locale``. A game without one gets a single
select of its actions."""


def choice_name(choice: ActionChoice) -> str:
    return choice.label if len(choice.label) <= MAX_CHOICE_NAME else choice.label[: MAX_CHOICE_NAME - 1] + "…"


def filter_choices(choices: Sequence[ActionChoice], typed: str) -> list[ActionChoice]:
    """Autocomplete: what was typed narrows by label or code, at most 25 answers."""
    words = typed.lower().split()
    found = [c for c in choices if all(w in c.label.lower() or w in c.code.lower() for w in words)]
    return found[:MAX_CHOICES]


def action_groups(game_id: str, choices: Sequence[ActionChoice], locale: str) -> list[ActionGroup]:
    grouper = ACTION_GROUPS.get(game_id)
    if grouper is None:
        return [ActionGroup("all", locales.text(locale, "bot-actions"), tuple(choices))]
    return grouper(choices, locale)


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
) -> dict:
    """The hand message (ephemeral or DM) in ``locale``: secrets as text and pictures, then the
    action menu built from the caller's legal actions. ``seat_view`` and ``choices`` when the
    caller has them already (a publication's private update). Keyword arguments for ``send``."""
    from cogs.components import action_menu

    if seat_view is None:
        seat_view = await bot.host.view(table.id, user_id)
    lines = [dm_intro(bot, table, locale)] if intro else []
    lines.append(PRIVATE_TEXT[table.game_id](seat_view, locale, table.names))
    if choices is None:
        choices = await bot.host.legal_actions(table.id, user_id, locale)
    if choices:
        lines.append(locales.text(locale, "bot-choose-below"))
    menu = action_menu(table, choices, locale)
    kwargs: dict = {"content": fit("\n".join(lines)), "files": await private_files(table, seat_view, locale)}
    if menu is not None:
        kwargs["view"] = menu
    return kwargs


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


async def send_private(
    bot, table: TableInfo, user_id: int, locale: str, *, intro: bool, seat_view: dict | None = None
) -> bool:
    message = await private_message(bot, table, user_id, locale, intro=intro, seat_view=seat_view)
    return await send_dm(bot, table, user_id, **message)


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


# --- the public post after every accepted step ----------------------------------------------


def board_message(table: TableInfo, text: str, files: list[discord.File], notices: TurnNotices) -> dict:
    """Keyword arguments for ``send``: the board picture, ``text``, the "My hand" button while
    playing or the Rematch button at the end, and whom its mentions ping (only the awaited
    players who want a ping, ``notices``, issue 17)."""
    from cogs.components import board_view
    from cogs.players import rematch_view, turn_pings

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
    """The nonce of the post delivering the outbox up to ``table.version``: at most 20 digits
    (Discord takes 25 characters)."""
    digest = hashlib.blake2b(f"board:{table.id}:{table.version}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


def in_table_channel(interaction: discord.Interaction | None, table: TableInfo) -> bool:
    """Whether an interaction came from the table's own channel, where its follow-up can be the
    public board (interaction follow-ups do not count against the global rate limit)."""
    return (
        interaction is not None
        and interaction.guild_id == table.guild_id
        and interaction.channel_id == table.channel_id
    )


async def publish(bot, publication: Publication, interaction: discord.Interaction | None = None) -> None:
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


async def answer_and_publish(
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
        await publish(bot, publication, interaction if answered else None)


CLAIMED_ELSEWHERE_RETRY = 1.0
"""Seconds before looking again at a table whose outbox another process was delivering: it
may have read the pending entries before this process committed its own."""


def _retry_after(error: BaseException) -> float:
    """How long Discord asked to wait (0: it did not say)."""
    found = getattr(error, "retry_after", None)
    if found is None:
        response = getattr(error, "response", None)
        found = getattr(response, "headers", {}).get("Retry-After")
    try:
        return float(found or 0)
    except ValueError:
        return 0.0


async def deliver(
    bot, table_id: int, interaction: discord.Interaction | None = None, committed: Publication | None = None
) -> float | None:
    """Deliver a table's outbox, under its posting lock: one board post (the newest board, the
    captions of every pending publication folded in, whose turn it is), marked delivered with
    its message id, then the DMs. Returns None when nothing is left pending, else how many
    seconds to wait before trying again (Discord failed for now). With ``interaction`` from the
    table's channel the board is that interaction's public follow-up, falling back to a channel
    post if the follow-up fails. ``committed``: the publication this process just committed,
    which spares reading the outbox and the players' settings when it is all there is."""
    async with posting(bot, table_id), bot.host.delivery_claim(table_id) as claimed:
        if not claimed:  # another bot process is delivering this table (issue 16): look again soon
            return CLAIMED_ELSEWHERE_RETRY
        pending = await bot.host.pending_publications(table_id, committed)
        if not pending:
            return None
        newest = pending[-1]
        table = newest.table
        parts = (folded_caption(pending), whose_turn(table, table.language))
        text = "\n".join(part for part in parts if part)
        summary = shows_summary(pending)
        settings = newest.players  # read with the table by the commit, when that was just now
        if settings is None:  # read back from the outbox: as they are now, for everyone told
            told = {*awaited_users(table), *(update.user_id for p in pending for update in p.private)}
            settings = await bot.host.player_settings(told)
        notices = bot.host.turn_notices(table, settings)  # whom the board pings, whom to DM after it
        message = None
        try:
            message = await send_board(bot, table, newest.public_view, text, summary, interaction, notices)
        except Exception as error:
            if retryable(error):
                await bot.host.count_attempt(pending, f"{type(error).__name__}: {error}")
                return _retry_after(error)
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
        else:
            await bot.host.mark_delivered(pending, message.id)
            table = replace(table, board_message_id=message.id)  # jump links point at the new board
            if table.status == "finished":
                bot.dispatch("table_finished", table)  # the replay follows (cogs/history.py)
        await send_hands(bot, pending, table, interaction, bot.host.quiet_players(settings))
        if message is not None:
            from cogs.players import tell_turn

            await tell_turn(bot, pending, table, interaction, notices)
    return None


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
        except discord.HTTPException:
            log.warning("Could not DM user %s at table %s", user_id, table.id, exc_info=True)


async def send_hands(
    bot,
    publications: Sequence[Publication],
    table: TableInfo,
    interaction: discord.Interaction | None,
    quiet: frozenset[int],
) -> None:
    """The DMs of delivered publications: every human seat at a round start, otherwise the new
    hand (with map peeks) of the seat whose turn was played, by its player or by the AI when
    its time ran out; the newest view of each, once. Not to whoever sent ``interaction``: his
    hand is in its ephemeral answer."""
    hands: dict[int, tuple[PrivateUpdate, bool]] = {}
    for publication in publications:
        for update in publication.private:
            if publication.round_started or update.seat == publication.actor_seat:
                intro = publication.round_started or hands.get(update.user_id, (update, False))[1]
                hands[update.user_id] = (update, intro)
    # ``quiet``: in quiet hours (issue 17), no DM; the hand is in /game hand and under the board's button
    for user_id, (update, intro) in hands.items():
        answering = interaction is not None and interaction.user.id == user_id
        if (answering and not intro) or (not answering and user_id in quiet):
            continue
        locale = reader(interaction) if answering else update.locale
        try:
            await send_private(bot, table, user_id, locale, intro=intro, seat_view=update.view)
        except discord.HTTPException:
            # The move stands and /game hand shows the same view: one lost DM is no reason
            # to tell the player their move failed.
            log.warning("Could not DM user %s at table %s", user_id, table.id, exc_info=True)
