"""What every cog shares: the one error reply, table look-up, wording, pictures and the action
menus' groups. A leaf of the ``cogs`` package: it imports no other cog module but the games'
text modules and the leaf ``delivery.py``, so every cog may import it; the delivery of posts and DMs is
``cogs/delivery.py``.

Nothing here decides a rule: legality, turns and versions are the host's. This module turns
the host's answers into Discord messages and back.

Which language (docs/architecture.md, "Words and languages"): what the channel reads (posts,
their buttons, board pictures) is in the table's language; what one user reads (ephemeral
replies, their menus, DMs answering their interaction) in that interaction's locale; DMs sent
without an interaction in the locale the host stored for the reader.
"""

from __future__ import annotations

import asyncio
import io
import logging
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass

import discord
from discord import app_commands
from discord.ext import commands

import images
import locales
from cogs.games import DISCORD_GAMES
from cogs.pacer import retryable
from host import TableInfo, User, log_context, metrics
from host.errors import HostError
from images import pool
from rules import GAMES
from rules.core import Message, msg

log = logging.getLogger("gamehost.cogs")

MAX_CONTENT = 2000  # Discord's limit for a message's text
MAX_EXCERPT = 40
"""The most of what a user typed that a reply quotes back: enough to recognise, never a wall."""
MAX_ROW_ID = 2**63 - 1
"""The largest integer SQLite and PostgreSQL (bigint) store: a table id or version beyond it
names nothing (``require_row_ids``)."""


UNRESOLVED_KINDS = (discord.AppCommandOptionType.channel, discord.AppCommandOptionType.role)
"""Options naming a channel or role, which discord.py looks up in the server as the bot sees it."""


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


async def reply(interaction: discord.Interaction, content: str, **kwargs) -> discord.WebhookMessage | None:
    """An ephemeral answer, whether or not the interaction was deferred already: the message
    when it was a follow-up (which can be edited later, ``PrivateAnswers``)."""
    content = fit(content)
    if interaction.response.is_done():
        answer = await interaction.followup.send(content, ephemeral=True, wait=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)
        answer = None
    interaction.client.in_flight.answered(interaction)  # a stop owes it nothing more (cogs/stopping.py)
    return answer


async def post_public(
    interaction: discord.Interaction,
    table: TableInfo,
    key: str,
    on_sent: Callable[[discord.Message], Awaitable[object]] | None = None,
    **message,
) -> None:
    """A public message of ``table`` that follows ``interaction``'s answer (a lobby, a cancel
    notice): the interaction's public follow-up when it came from the table's channel (not
    globally counted), else, or when that fails, a channel post sent by the bot's errands
    (``cogs.pacer.Errands``: paced, retried, keyed ``(key, table id)``). ``on_sent``: with
    the message, once it is out (the lobby's id is stored)."""
    bot = interaction.client
    if interaction.guild_id == table.guild_id and interaction.channel_id == table.channel_id:
        try:
            sent = await interaction.followup.send(**message, ephemeral=False, wait=True)
        except discord.HTTPException as error:
            log.info(
                "Table %s: the %s follow-up failed (%s); posting it in the channel", table.id, key, error
            )
        else:
            if on_sent is not None:
                await on_sent(sent)
            return
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)

    async def send() -> None:
        sent = await channel.send(**message)
        if on_sent is not None:
            await on_sent(sent)

    bot.errands.put((key, table.id), table.channel_id, send)


ANSWER_EDITABLE_SECONDS = 14 * 60
"""How long a private answer can be edited: an interaction's token lives 15 minutes."""


@dataclass(frozen=True)
class PrivateAnswer:
    interaction: discord.Interaction
    message_id: int
    sent: float  # time.monotonic()


def remember_answer(interaction: discord.Interaction, table_id: int, message: discord.Message | None) -> None:
    """The private answer a player just got at a table (their move's answer, their hand), so
    that **My hand** edits it instead of adding a copy (issue 23). Answers too old to edit are
    forgotten on the way."""
    if message is None:
        return
    answers = interaction.client.private_answers
    now = time.monotonic()
    for key in [key for key, answer in answers.items() if now - answer.sent > ANSWER_EDITABLE_SECONDS]:
        del answers[key]
    answers[(interaction.user.id, table_id, interaction.channel_id)] = PrivateAnswer(
        interaction, message.id, now
    )


def answer_to_edit(interaction: discord.Interaction, table_id: int) -> PrivateAnswer | None:
    """The presser's last private answer at this table, while Discord lets it be edited."""
    key = (interaction.user.id, table_id, interaction.channel_id)
    answer = interaction.client.private_answers.get(key)
    if answer is None or time.monotonic() - answer.sent > ANSWER_EDITABLE_SECONDS:
        return None
    return answer


async def acknowledge(interaction: discord.Interaction, *, thinking: bool = True) -> None:
    """Defer first: Discord allows 3 seconds, rendering and the database may take longer; from
    then on a stop owes this interaction an answer (``cogs.stopping.InFlight``), and while the
    bot stops it is refused at once. Then remember the reader's locale, before the host makes
    anything for them to read. ``thinking=False``: a component's press answered by editing an
    earlier message, with no new one ("My hand" editing the presser's last answer)."""
    log_context.about(server=interaction.guild_id, user=interaction.user.id)  # this interaction's lines
    interaction.extras.setdefault(STARTED, time.perf_counter())
    in_flight = interaction.client.in_flight
    in_flight.track(interaction)
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=thinking)
    if in_flight.stopping:
        raise Refusal(msg("bot-restarting"))
    await remember_reader(interaction)


STARTED = "gamehost_started"
"""``Interaction.extras`` key: when the bot took the interaction (``time.perf_counter``)."""


def handled(interaction: discord.Interaction) -> None:
    """The interaction is answered: how long it took goes to ``gamehost_interaction_seconds``,
    once (a command's completion, a button's press handled, or the error reply)."""
    started = interaction.extras.pop(STARTED, None)
    if started is not None:
        kind = "command" if interaction.type == discord.InteractionType.application_command else "component"
        metrics.INTERACTION_SECONDS.labels(kind).observe(time.perf_counter() - started)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one place errors become replies: refusals in the reader's language; Discord refusing
    for now (a 429 or 5xx the answer needed, issue 25) one log line and "try again"; anything
    else logged with its context while the player reads a plain apology."""
    original = getattr(error, "original", error)  # CommandInvokeError wraps the real one
    if isinstance(original, HostError | Refusal):
        message = original.message
    elif isinstance(original, app_commands.TransformerError) and original.type in UNRESOLVED_KINDS:
        # a channel or role the bot does not know: of another server, or hidden from it
        message = msg("bot-option-unresolved", value=excerpt(str(original.value)))
    elif retryable(original):  # Discord refused for now a request the answer needed: not our fault
        log.warning("Discord refused for now (user=%s): %s", interaction.user.id, original)
        message = msg("bot-discord-busy-unsure")
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
    handled(interaction)


class TableCog(commands.Cog):
    """A cog of slash commands: each interaction acknowledged first, every error through
    ``report_error``."""

    def __init__(self, bot) -> None:
        self.bot = bot

    async def cog_app_command_error(self, interaction: discord.Interaction, error: Exception) -> None:
        if isinstance(error, app_commands.CheckFailure):  # refused and answered by interaction_check
            return
        await report_error(interaction, error)

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        try:
            await acknowledge(interaction)
        except Refusal as refusal:  # the bot is stopping: answered here, the command not run
            await report_error(interaction, refusal)
            return False
        return True


def require_row_ids(*numbers: int, refusal: Message) -> None:
    """The one check of numbers that name a table (or its version) before any database
    look-up: a forged button id, or an integer option from a client that skipped Discord's
    validation (Discord caps them at 2**53), beyond any row is refused with ``refusal``."""
    if any(not 0 <= number <= MAX_ROW_ID for number in numbers):
        raise Refusal(refusal)


def server_of(interaction: discord.Interaction, refusal: Message) -> int:
    """The id of the server the command was used on; in a DM, ``refusal`` (saying that the
    command works on a server)."""
    if interaction.guild_id is None:
        raise Refusal(refusal)
    return interaction.guild_id


# --- who may sit and see (issue 25) -------------------------------------------------------


async def sees_table(bot, table: TableInfo, member: discord.Member) -> bool:
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
            await channel.fetch_member(member.id)
        except discord.NotFound:
            return False
    return True


async def table_member(bot, table: TableInfo, user_id: int) -> discord.Member | None:
    """``user_id`` as a current member of the table's server who may view its channel or
    thread; None otherwise. Asks Discord (``fetch_member``, a counted request: seats change
    rarely) rather than a cache that knows no one without the member intent."""
    guild = bot.get_guild(table.guild_id)
    if guild is None:
        return None
    try:
        member = await guild.fetch_member(user_id)
    except discord.NotFound:
        return None
    return member if await sees_table(bot, table, member) else None


async def require_may_sit(interaction: discord.Interaction, table: TableInfo) -> None:
    """Refuse a seat to whoever sent ``interaction`` unless they are a current member of the
    table's server who may view its channel or thread. A command or button used in that very
    channel proves it (Discord shows it to no one else); any other path (an invitation's Join
    pressed in a DM, a copied or forged one, a Join from ``/game list``) asks Discord."""
    if interaction.guild_id == table.guild_id and interaction.channel_id == table.channel_id:
        return
    if await table_member(interaction.client, table, interaction.user.id) is None:
        raise Refusal(msg("bot-sit-not-member", table=str(table.id)))


async def table_here(interaction: discord.Interaction) -> TableInfo:
    """The lobby or game of the channel (or thread) the command was used in."""
    table = await interaction.client.host.active_table(interaction.channel_id)
    if table is None:
        raise Refusal(msg("bot-no-table"))
    return table


# --- wording ------------------------------------------------------------------------------


def game_title(game_id: str, locale: str) -> str:
    return locales.render(GAMES[game_id].title, locale)


def server_name(bot, table: TableInfo) -> str | Message:
    guild = bot.get_guild(table.guild_id)
    return guild.name if guild else msg("bot-your-server")


def note_line(note: str | None, locale: str) -> str:
    """A player's private note (issue 33) as shown to them alone, under their hand or their
    finished table's standings; "" without one."""
    return "" if note is None else locales.text(locale, "bot-note-shown", note=note)


def mention(table: TableInfo, seat: int, locale: str) -> str:
    info = table.seats[seat]
    if info.user_id is not None:
        return f"<@{info.user_id}>"
    return locales.text(locale, "bot-ai-player", name=info.name)


def when(deadline: float) -> str:
    """A Discord timestamp: every reader sees it in their own time zone and language, counting
    down."""
    return f"<t:{int(deadline)}:R>"


def at(moment: float) -> str:
    """A Discord timestamp with date and time, in each reader's own time zone and language."""
    return f"<t:{int(moment)}:f>"


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
    lines.append("")  # a blank line ends the seats' numbered list: what follows is not the last seat's
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
    lines += option_lines(table, locale)
    turn = whose_turn(table, locale)
    if turn:
        lines.append(turn)
    if table.status == "playing":
        lines.append(locales.text(locale, "bot-status-board", link=jump_link(table)))
    return "\n".join(lines).rstrip("\n")


def option_lines(table: TableInfo, locale: str) -> list[str]:
    """The table's options in words (each option's own description, on or off or its number);
    nothing without options."""
    specs = GAMES[table.game_id].options
    said = [
        locales.render(
            msg("bot-status-option", option=specs[name].description, value=str(value).lower()), locale
        )
        for name, value in sorted(table.options.items())
        if name in specs
    ]
    return [locales.text(locale, "bot-status-options"), *said] if said else []


LOBBY_HEADINGS = {
    "lobby": "bot-lobby-open",
    "playing": "bot-lobby-in-play",  # the board post says the game began: once
    "finished": "bot-lobby-finished",
    "cancelled": "bot-lobby-cancelled",
}


def lobby_text(table: TableInfo) -> str:
    """The lobby post, for the whole channel: in the table's language."""
    heading = locales.text(table.language, LOBBY_HEADINGS[table.status])
    return f"{heading}\n{status_text(table, table.language)}"


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
    with metrics.RENDER_SECONDS.labels("board").time():
        pictures = [picture for picture in await asyncio.gather(*rendered) if picture is not None]
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, public_view, names, locale))
        for picture in pictures
    ]


async def private_files(table: TableInfo, seat_view: dict, locale: str) -> list[discord.File]:
    """A seat's own pictures in its reader's ``locale``, described from that seat's view."""
    names = list(table.names)
    with metrics.RENDER_SECONDS.labels("private").time():
        pictures = await pool.private(table.game_id, seat_view, names, locale)
    return [
        as_file(picture, images.alt_text(table.game_id, picture.kind, seat_view, names, locale))
        for picture in pictures
    ]


# --- for cogs/delivery.py until issue 31's delivery lands (it reads the registry then) -------

PRIVATE_TEXT = {game_id: game.private_text for game_id, game in DISCORD_GAMES.items()}
