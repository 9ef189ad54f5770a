"""Every interaction's answer, in one place (RoboDanny-style): acknowledged first
(``acknowledge``: deferred, tracked for a graceful stop, the reader's locale remembered), answered
ephemerally (``reply``) or publicly (``post_public``), and every refusal or error turned into a
reply by ``report_error``, the one error handler of every cog (``TableCog``). The checks of what
a command names before any look-up (``require_row_ids``, ``server_of``) refuse here too.

Which language (docs/architecture.md, "Words and languages"): what the channel reads is in the
table's language; what one user reads (ephemeral replies, their menus, DMs answering their
interaction) in that interaction's locale.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Awaitable, Callable
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

import locales
from cogs.answers import reader, send_ephemeral
from cogs.gamebot import GameBot, Interaction
from cogs.pacer import nonce, retryable
from host import TableInfo, User, log_context, metrics
from host.errors import HostError
from rules.core import Message, msg

log = logging.getLogger("gamehost.cogs")


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


def user_of(interaction: Interaction) -> User:
    return User(id=interaction.user.id, name=interaction.user.display_name)


async def remember_reader(interaction: Interaction) -> None:
    """Tells the host the locale this user last used, for the DMs sent later without an
    interaction (reminders, a new round's hands)."""
    await interaction.client.host.remember_locale(interaction.user.id, reader(interaction))


def excerpt(typed: str) -> str:
    """What a user typed, cut to ``MAX_EXCERPT`` characters for quoting in a refusal."""
    return typed if len(typed) <= MAX_EXCERPT else typed[: MAX_EXCERPT - 1] + "…"


async def reply(interaction: Interaction, content: str, **kwargs: Any) -> discord.WebhookMessage | None:
    """An ephemeral answer (``answers.send_ephemeral``): the message when it was a follow-up
    (which can be edited later, ``PrivateAnswers``)."""
    answer = await send_ephemeral(interaction, content, **kwargs)
    interaction.client.in_flight.answered(interaction)  # a stop owes it nothing more (cogs/stopping.py)
    return answer


async def post_public(
    interaction: Interaction,
    table: TableInfo,
    key: str,
    on_sent: Callable[[discord.Message], Awaitable[object]] | None = None,
    **message: Any,
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
        sent = await channel.send(**message, nonce=nonce(key[:1], table.id, "v", table.version))
        if on_sent is not None:
            await on_sent(sent)

    bot.errands.put((key, table.id), table.channel_id, send)


async def acknowledge(interaction: Interaction, *, thinking: bool = True) -> None:
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


def handled(interaction: Interaction) -> None:
    """The interaction is answered: how long it took goes to ``gamehost_interaction_seconds``,
    once (a command's completion, a button's press handled, or the error reply)."""
    started = interaction.extras.pop(STARTED, None)
    if started is not None:
        kind = "command" if interaction.type == discord.InteractionType.application_command else "component"
        metrics.INTERACTION_SECONDS.labels(kind).observe(time.perf_counter() - started)


async def report_error(interaction: Interaction, error: BaseException) -> None:
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
        custom_id = interaction.data.get("custom_id") if interaction.data else None
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

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    # discord.py types these hooks for a cog of any client; this bot's cogs serve only the GameBot.
    async def cog_app_command_error(  # type: ignore[override]
        self, interaction: Interaction, error: Exception
    ) -> None:
        if isinstance(error, app_commands.CheckFailure):  # refused and answered by interaction_check
            return
        await report_error(interaction, error)

    async def interaction_check(self, interaction: Interaction) -> bool:  # type: ignore[override]
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


def server_of(interaction: Interaction, refusal: Message) -> int:
    """The id of the server the command was used on; in a DM, ``refusal`` (saying that the
    command works on a server)."""
    if interaction.guild_id is None:
        raise Refusal(refusal)
    return interaction.guild_id
