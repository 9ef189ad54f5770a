"""What every cog shares: the one error reply, table look-up, pictures, and publishing.

Nothing here decides a rule: legality, turns and versions are the host's. This module turns
the host's answers into Discord messages and back.
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

import discord
from discord.ext import commands

import images
from cogs.private_text import seat_secrets_text
from host import ActionChoice, Publication, Reminder, TableInfo, User
from host.errors import HostError
from rules import GAMES

log = logging.getLogger("gamehost.cogs")

DM_REFUSED = 50007
MAX_CHOICES = 25  # Discord's limit for autocomplete answers and select options
MAX_CHOICE_NAME = 100

APOLOGY = "Sorry, something went wrong on my side. It has been logged; please try again in a moment."


class Refusal(Exception):
    """A request the cogs turn down before reaching the host (no table here, bad syntax...).
    The message is for the player."""


def user_of(interaction: discord.Interaction) -> User:
    return User(id=interaction.user.id, name=interaction.user.display_name)


async def reply(interaction: discord.Interaction, content: str, **kwargs) -> None:
    """An ephemeral answer, whether or not the interaction was deferred already."""
    if interaction.response.is_done():
        await interaction.followup.send(content, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(content, ephemeral=True, **kwargs)


async def defer(interaction: discord.Interaction) -> None:
    """Acknowledge first: Discord allows 3 seconds, rendering and the database may take longer."""
    if not interaction.response.is_done():
        await interaction.response.defer(ephemeral=True, thinking=True)


async def report_error(interaction: discord.Interaction, error: BaseException) -> None:
    """The one place errors become replies: refusals verbatim, anything else logged with its
    context while the player reads a plain apology."""
    original = getattr(error, "original", error)  # CommandInvokeError wraps the real one
    if isinstance(original, HostError | Refusal):
        text = str(original)
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
        text = APOLOGY
    try:
        await reply(interaction, text)
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
        await defer(interaction)
        return True


async def table_here(interaction: discord.Interaction) -> TableInfo:
    """The lobby or game of the channel (or thread) the command was used in."""
    table = await interaction.client.host.active_table(interaction.channel_id)
    if table is None:
        raise Refusal("There is no open table in this channel. Open one with `/game new`.")
    return table


# --- wording ------------------------------------------------------------------------------


def mention(table: TableInfo, seat: int) -> str:
    info = table.seats[seat]
    return f"<@{info.user_id}>" if info.user_id is not None else f"{info.name} (AI)"


def when(deadline: float) -> str:
    """A Discord timestamp: every reader sees it in their own time zone, counting down."""
    return f"<t:{int(deadline)}:R>"


def jump_link(table: TableInfo) -> str:
    base = f"https://discord.com/channels/{table.guild_id}/{table.channel_id}"
    return f"{base}/{table.board_message_id}" if table.board_message_id else base


def whose_turn(table: TableInfo) -> str:
    if table.status != "playing" or not table.awaited:
        return ""
    people = ", ".join(mention(table, seat) for seat in table.awaited)
    deadline = f" — deadline {when(table.deadline)}" if table.deadline else ""
    return f"Your turn, {people}{deadline}."


def status_text(table: TableInfo) -> str:
    game = GAMES[table.game_id]
    lines = [f"**{game.title}** table #{table.id} — {table.status}"]
    for info in table.seats:
        marks = []
        if info.user_id == table.host_user_id:
            marks.append("host")
        if info.is_ai:
            marks.append("AI")
        if info.seat in table.awaited and table.status == "playing":
            marks.append("to play")
        suffix = f" ({', '.join(marks)})" if marks else ""
        who = f"<@{info.user_id}>" if info.user_id is not None else info.name
        lines.append(f"{info.seat + 1}. {who}{suffix}")
    if table.status == "lobby":
        lines.append(f"{len(table.seats)}/{game.max_players} seated; {game.min_players} needed to start.")
    if table.options:
        lines.append(
            "Options: " + ", ".join(f"{k}={str(v).lower()}" for k, v in sorted(table.options.items()))
        )
    turn = whose_turn(table)
    if turn:
        lines.append(turn)
    if table.status == "playing":
        lines.append(f"Board: {jump_link(table)}")
    return "\n".join(lines)


# --- pictures (rendered in a worker thread) -------------------------------------------------


def as_file(picture: images.Picture) -> discord.File:
    return discord.File(io.BytesIO(picture.data), filename=picture.filename)


async def board_files(table: TableInfo, public_view: dict, *, summary: bool = False) -> list[discord.File]:
    board = await asyncio.to_thread(images.board, table.game_id, public_view, list(table.names))
    pictures = [board] if board is not None else []
    if summary:
        extra = await asyncio.to_thread(images.summary, table.game_id, public_view, list(table.names))
        if extra is not None:
            pictures.append(extra)
    return [as_file(picture) for picture in pictures]


async def private_files(table: TableInfo, seat_view: dict) -> list[discord.File]:
    pictures = await asyncio.to_thread(images.private, table.game_id, seat_view, list(table.names))
    return [as_file(picture) for picture in pictures]


# --- private views and action menus ---------------------------------------------------------

PrivateText = Callable[[dict], str]
PRIVATE_TEXT: dict[str, PrivateText] = {}
"""Per game: the text of a seat's own secrets (hand, role...). Game cogs register theirs."""


@dataclass(frozen=True)
class ActionGroup:
    key: str  # select option value: short, stable within one hand
    label: str
    choices: tuple[ActionChoice, ...]


ActionGrouper = Callable[[Sequence[ActionChoice]], list[ActionGroup]]
ACTION_GROUPS: dict[str, ActionGrouper] = {}
"""Per game: how the hand message's first select groups the legal actions (Saboteur: by
card). A game without one gets a single select of its actions."""


def private_text(game_id: str, seat_view: dict, names: Sequence[str]) -> str:
    describe = PRIVATE_TEXT.get(game_id)
    if describe is not None:
        return describe(seat_view)
    return seat_secrets_text(seat_view, names)


def choice_name(choice: ActionChoice) -> str:
    return choice.label if len(choice.label) <= MAX_CHOICE_NAME else choice.label[: MAX_CHOICE_NAME - 1] + "…"


def filter_choices(choices: Sequence[ActionChoice], typed: str) -> list[ActionChoice]:
    """Autocomplete: what was typed narrows by label or code, at most 25 answers."""
    words = typed.lower().split()
    found = [c for c in choices if all(w in c.label.lower() or w in c.code.lower() for w in words)]
    return found[:MAX_CHOICES]


def action_groups(game_id: str, choices: Sequence[ActionChoice]) -> list[ActionGroup]:
    grouper = ACTION_GROUPS.get(game_id)
    if grouper is None:
        return [ActionGroup("all", "Actions", tuple(choices))]
    return grouper(choices)


async def private_message(
    bot, table: TableInfo, user_id: int, *, intro: bool, seat_view: dict | None = None
) -> dict:
    """The hand message (ephemeral or DM): secrets as text and pictures, then the action menu
    built from the caller's legal actions. ``seat_view`` when the caller has it already (a
    publication's private update). Keyword arguments for ``send``."""
    from cogs.components import action_menu

    if seat_view is None:
        seat_view = await bot.host.view(table.id, user_id)
    lines = []
    if intro:
        guild = bot.get_guild(table.guild_id)
        where = f"**{guild.name}**" if guild else "your server"
        title = GAMES[table.game_id].title
        lines.append(f"A new round of **{title}** on {where} in <#{table.channel_id}>: {jump_link(table)}")
    lines.append(private_text(table.game_id, seat_view, table.names))
    choices = await bot.host.legal_actions(table.id, user_id)
    if choices:
        lines.append("It's your turn: choose below, or use `/game act`.")
    menu = action_menu(table, choices)
    kwargs: dict = {"content": "\n".join(lines), "files": await private_files(table, seat_view)}
    if menu is not None:
        kwargs["view"] = menu
    return kwargs


# --- direct messages with the channel fallback ----------------------------------------------


async def send_dm(bot, table: TableInfo, user_id: int, **kwargs) -> bool:
    """DMs a user; a refused DM (closed DMs, code 50007) is told once per table in the table's
    channel, without the secret. Returns whether the DM arrived."""
    try:
        channel = await bot.create_dm(discord.Object(user_id))
        await channel.send(**kwargs)
        return True
    except discord.Forbidden as error:
        if error.code != DM_REFUSED:
            raise
    told = bot.dm_refused_told.setdefault(table.id, set())
    if user_id not in told:
        told.add(user_id)
        await bot.get_partial_messageable(table.channel_id).send(
            f"<@{user_id}>, I can't DM you — use `/game hand` to see your hand."
        )
    return False


async def send_private(
    bot, table: TableInfo, user_id: int, *, intro: bool, seat_view: dict | None = None
) -> bool:
    message = await private_message(bot, table, user_id, intro=intro, seat_view=seat_view)
    return await send_dm(bot, table, user_id, **message)


async def send_reminder(bot, reminder: Reminder) -> None:
    table = reminder.table
    await send_dm(
        bot,
        table,
        reminder.user_id,
        content=(
            f"Reminder: it's your turn in <#{table.channel_id}> ({GAMES[table.game_id].title}); "
            f"the turn ends {when(reminder.deadline)}. {jump_link(table)}"
        ),
    )


# --- the public post after every accepted step ----------------------------------------------


async def post_board(bot, table: TableInfo, public_view: dict, text: str, *, summary: bool = False):
    """One channel message: the board picture, ``text``, and the "My hand" button."""
    from cogs.components import board_view

    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    files = await board_files(table, public_view, summary=summary)
    kwargs: dict = {"content": text[:2000], "files": files}
    if table.status == "playing":
        kwargs["view"] = board_view(table)
    message = await channel.send(**kwargs)
    await bot.host.set_message(table.id, "board", message.id)
    return message


async def publish(bot, publication: Publication) -> None:
    """Everything one accepted step shows: the board post in the channel, then DMs — every
    human seat at a round start, otherwise the new hand (with map peeks) of the seat whose turn
    was played, by its player or by the AI when its time ran out."""
    table = publication.table
    clock = "⏰ " if publication.kind == "timeout" else ""  # the caption says who ran out of time
    parts = [clock + publication.caption, whose_turn(table)]
    round_over = publication.round_started and publication.kind != "start"
    message = await post_board(
        bot,
        table,
        publication.public_view,
        "\n".join(part for part in parts if part),
        summary=publication.outcome is not None or round_over,
    )
    table = replace(table, board_message_id=message.id)  # jump links point at the new board
    for update in publication.private:
        if publication.round_started or update.seat == publication.actor_seat:
            try:
                await send_private(
                    bot, table, update.user_id, intro=publication.round_started, seat_view=update.view
                )
            except discord.HTTPException:
                # The move stands and /game hand shows the same view: one lost DM is no reason
                # to tell the player their move failed.
                log.warning("Could not DM user %s at table %s", update.user_id, table.id, exc_info=True)
