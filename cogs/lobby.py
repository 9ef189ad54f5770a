"""The ``/game`` group, shared by every game in ``rules.GAMES``: tables from lobby to board,
the private hand, any legal action by autocomplete, and the deadline loop."""

from __future__ import annotations

import logging
import re

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import tasks

from cogs.common import (
    Refusal,
    TableCog,
    choice_name,
    filter_choices,
    post_board,
    publish,
    reply,
    send_reminder,
    status_text,
    table_here,
    user_of,
    whose_turn,
)
from cogs.components import DYNAMIC_ITEMS, lobby_view, send_hand, submit
from cogs.rules_text import rules_summary
from host import Reminder, TableInfo
from host.errors import HostError
from rules import GAMES

log = logging.getLogger("gamehost.cogs.lobby")

GAME_CHOICES = [Choice(name=game.title, value=game.id) for game in GAMES.values()]
DURATION = re.compile(r"^\s*(\d+)\s*(m|min|h|d)\s*$", re.IGNORECASE)
UNIT_SECONDS = {"m": 60, "min": 60, "h": 3600, "d": 86400}


def parse_options(text: str | None) -> dict:
    """``loose_connection=true, hand_size=6`` -> a dict; the host checks names and ranges."""
    options: dict = {}
    for item in filter(None, re.split(r"[,;\s]+", text or "")):
        name, sep, value = item.partition("=")
        if not sep or not name or not value:
            raise Refusal(f"Write table options as name=value, e.g. `loose_connection=true` (not `{item}`).")
        lowered = value.lower()
        if lowered in {"true", "yes", "on"}:
            options[name] = True
        elif lowered in {"false", "no", "off"}:
            options[name] = False
        elif re.fullmatch(r"-?\d+", value):
            options[name] = int(value)
        else:
            options[name] = value  # refused by the host's validation, with the option's own message
    return options


def parse_duration(text: str | None) -> int | None:
    """``90m``, ``12h``, ``2d`` -> seconds."""
    if text is None:
        return None
    match = DURATION.match(text)
    if match is None:
        raise Refusal(
            f"Write the turn timeout as minutes, hours or days, e.g. `30m`, `12h`, `2d` (not `{text}`)."
        )
    return int(match[1]) * UNIT_SECONDS[match[2].lower()]


def lobby_text(table: TableInfo) -> str:
    heading = {
        "lobby": "A table is open — press **Join** to play.",
        "playing": "The game has started: the board is below.",
        "finished": "This game is over.",
        "cancelled": "This table was cancelled.",
    }[table.status]
    return f"{heading}\n{status_text(table)}"


async def refresh_lobby(bot, table: TableInfo) -> None:
    """The lobby message changes in place: seats, then its buttons go once the game starts."""
    if table.lobby_message_id is None:
        return
    channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
    try:
        await channel.get_partial_message(table.lobby_message_id).edit(
            content=lobby_text(table), view=lobby_view(table)
        )
    except discord.NotFound:  # someone deleted the lobby message; the table itself is fine
        log.info("Lobby message of table %s is gone", table.id)


async def lobby_verb(interaction: discord.Interaction, verb: str, table_id: int) -> None:
    """join / leave / start, from the slash command or the lobby button."""
    bot, user = interaction.client, user_of(interaction)
    if verb == "start":
        publication = await bot.host.start(table_id, user)
        await refresh_lobby(bot, publication.table)
        await publish(bot, publication)
        await reply(interaction, "The game has started.")
        return
    table = await (bot.host.join if verb == "join" else bot.host.leave)(table_id, user)
    await refresh_lobby(bot, table)
    await reply(interaction, "You joined the table." if verb == "join" else "You left the table.")


async def legal_here(interaction: discord.Interaction):
    """The caller's legal actions at this channel's table; none when there is nothing to do."""
    try:
        table = await interaction.client.host.active_table(interaction.channel_id)
        if table is None:
            return []
        return await interaction.client.host.legal_actions(table.id, interaction.user.id)
    except HostError:
        return []


class Lobby(TableCog):
    game = app_commands.Group(
        name="game", description="Play board games at this channel's table", guild_only=True
    )

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.bot.deadline_poll_seconds:
            self.deadlines.change_interval(seconds=self.bot.deadline_poll_seconds)
            self.deadlines.start()

    async def cog_unload(self) -> None:
        self.deadlines.cancel()

    @tasks.loop(seconds=30)
    async def deadlines(self) -> None:
        """Expired turns and reminders, from the host (the only judge of time)."""
        try:
            due = await self.bot.host.run_due()
        except Exception:
            log.exception("Could not run due deadlines")
            return
        for item in due:
            try:
                if isinstance(item, Reminder):
                    await send_reminder(self.bot, item)
                else:
                    await publish(self.bot, item)
            except Exception:
                log.exception("Could not publish a deadline of table %s", item.table.id)

    @deadlines.before_loop
    async def before_deadlines(self) -> None:
        await self.bot.wait_until_ready()

    # --- lobby -----------------------------------------------------------------------------

    @game.command(name="new", description="Open a table in this channel (or a new thread)")
    @app_commands.describe(
        game="Which game",
        options="Table options as name=value, e.g. loose_connection=true",
        turn_timeout="How long each turn may take: 30m, 12h, 2d (default 1 day)",
        thread="Open the table in a new thread of this channel",
    )
    @app_commands.choices(game=GAME_CHOICES)
    async def new(
        self,
        interaction: discord.Interaction,
        game: str,
        options: str | None = None,
        turn_timeout: str | None = None,
        thread: bool = False,
    ) -> None:
        parsed, seconds = parse_options(options), parse_duration(turn_timeout)
        channel = interaction.channel
        if thread:
            if not isinstance(channel, discord.TextChannel):
                raise Refusal("A new thread can only be opened from a text channel.")
            channel = await channel.create_thread(
                name=f"{GAMES[game].title} table", type=discord.ChannelType.public_thread
            )
        table = await self.bot.host.open_table(
            interaction.guild_id, channel.id, game, user_of(interaction), options=parsed, turn_seconds=seconds
        )
        message = await channel.send(lobby_text(table), view=lobby_view(table))
        await self.bot.host.set_message(table.id, "lobby", message.id)
        await reply(interaction, f"Table #{table.id} is open in {channel.mention}.")

    @game.command(name="join", description="Take a seat at this channel's table")
    async def join(self, interaction: discord.Interaction) -> None:
        await lobby_verb(interaction, "join", (await table_here(interaction)).id)

    @game.command(name="leave", description="Give up your seat before the game starts")
    async def leave(self, interaction: discord.Interaction) -> None:
        await lobby_verb(interaction, "leave", (await table_here(interaction)).id)

    @game.command(name="start", description="Start the game (the table's host)")
    async def start(self, interaction: discord.Interaction) -> None:
        await lobby_verb(interaction, "start", (await table_here(interaction)).id)

    @game.command(name="add-ai", description="Seat an AI player (the table's host)")
    async def add_ai(self, interaction: discord.Interaction) -> None:
        table = await self.bot.host.add_ai((await table_here(interaction)).id, user_of(interaction))
        await refresh_lobby(self.bot, table)
        await reply(interaction, "An AI player took a seat.")

    @game.command(name="cancel", description="Cancel this channel's table (its host, or Manage Server)")
    async def cancel(self, interaction: discord.Interaction) -> None:
        table = await table_here(interaction)
        is_admin = interaction.permissions.manage_guild
        table = await self.bot.host.cancel(table.id, user_of(interaction), is_admin=is_admin)
        await refresh_lobby(self.bot, table)
        await interaction.channel.send(f"Table #{table.id} was cancelled by {interaction.user.mention}.")
        await reply(interaction, "The table is cancelled.")

    # --- looking ---------------------------------------------------------------------------

    @game.command(name="hand", description="Your hand and secrets, only for you")
    async def hand(self, interaction: discord.Interaction) -> None:
        await send_hand(interaction, await table_here(interaction))

    @game.command(name="board", description="Post the current board again")
    async def board(self, interaction: discord.Interaction) -> None:
        table = await table_here(interaction)
        if table.status != "playing":
            raise Refusal("The game has not started yet: `/game status` shows the lobby.")
        public_view = await self.bot.host.view(table.id, None)
        await post_board(self.bot, table, public_view, whose_turn(table))
        await reply(interaction, "Board posted.")

    @game.command(name="status", description="Who is seated, whose turn it is, the deadline")
    async def status(self, interaction: discord.Interaction) -> None:
        await reply(interaction, status_text(await table_here(interaction)))

    @game.command(name="log", description="The last moves, as you may read them")
    async def log(self, interaction: discord.Interaction) -> None:
        table = await table_here(interaction)
        lines = await self.bot.host.log(table.id, interaction.user.id, limit=20)
        text = "\n".join(lines) or "Nothing has happened yet."
        await reply(interaction, text[-2000:])

    @game.command(name="rules", description="A short summary of a game: its goal, a turn, the commands")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: str) -> None:
        await reply(interaction, rules_summary(GAMES[game]))

    # --- acting ----------------------------------------------------------------------------

    @game.command(name="act", description="Make any legal move (start typing to search)")
    @app_commands.describe(action="Your move: pick one of the suggestions")
    async def act(self, interaction: discord.Interaction, action: str) -> None:
        table = await table_here(interaction)
        await submit(interaction, table.id, action, expected_version=None)

    @act.autocomplete("action")
    async def act_autocomplete(self, interaction: discord.Interaction, current: str) -> list[Choice[str]]:
        choices = await legal_here(interaction)
        return [Choice(name=choice_name(c), value=c.code) for c in filter_choices(choices, current)]


async def setup(bot) -> None:
    await bot.add_cog(Lobby(bot))
