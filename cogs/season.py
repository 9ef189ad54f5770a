"""The ``/table`` group (issue 33): what a season of play asks of a table's people, at the table
of the channel the command is used in. A private note per player (``note``), the lobby's host
removing a player (``kick``), hosting handed to another seated player (``host``), and a vote
that the AI plays an absent player's seat (``takeover``, with its **Agree** button).

Discord allows 25 subcommands in a group and ``/game`` has 25 (docs/architecture.md, "Discord
surface"), so these live in a group of their own. The decisions are the host's
(``host.season``); the notices it stores with each change are posted by ``cogs/notices.py``."""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import tasks

import locales
from cogs.access import sees_table, table_here, table_member
from cogs.answers import reader
from cogs.delivery import deliver_publication
from cogs.gamebot import GameBot, Interaction
from cogs.hosting import as_host, host_gone, refresh_lobby
from cogs.notices import tell
from cogs.parsing import reminder_interval
from cogs.players import seat_named
from cogs.recap import RecapButton, send_recap
from cogs.replies import Refusal, TableCog, reply, require_row_ids, user_of
from cogs.translator import cmd
from cogs.wording import note_line
from host import Publication, TableInfo
from host.errors import HostError
from rules.core import msg
from storage import Notice, PlayerSettings

log = logging.getLogger("gamehost.cogs.season")

NO_PINGS = discord.AllowedMentions.none()
DAY = 86_400
SWEEP_SECONDS = 300
"""How often lobbies past their server's expiry close and hosts away past it pass hosting on:
the expiry counts in days, so five minutes late is on time."""


async def sweep(bot: GameBot) -> None:
    """What time did to tables (``host.season.Season.sweep``): each lobby closed and each
    hosting passed on is told in its channel by the notice stored with it, its lobby edited."""
    try:
        changed = await bot.host.season.sweep()
    except Exception:
        log.exception("Could not close expired lobbies or pass hosting on")
        return
    for table, _ in changed:
        refresh_lobby(bot, table)
        tell(bot, table.id, table.channel_id)


class Season(TableCog):
    table = app_commands.Group(name=cmd("cmd-table"), description=cmd("cmd-table-desc"), guild_only=True)

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        bot.agreeing = self  # the Agree button's press (cogs.components.AgreeButton)

    async def cog_load(self) -> None:
        self.bot.add_dynamic_items(RecapButton)  # under turn DMs and My hand answers (cogs/recap.py)
        if self.bot.deadline_poll_seconds:  # tests without a poll sweep by hand
            self.sweeping.start()

    async def cog_unload(self) -> None:
        self.sweeping.cancel()
        self.bot.remove_dynamic_items(RecapButton)

    @tasks.loop(seconds=SWEEP_SECONDS)
    async def sweeping(self) -> None:
        await sweep(self.bot)

    @sweeping.before_loop
    async def before_sweeping(self) -> None:
        await self.bot.wait_until_ready()

    @table.command(name=cmd("cmd-table-takeover"), description=cmd("cmd-table-takeover-desc"))
    @app_commands.rename(seat=cmd("cmd-opt-seat"))
    @app_commands.describe(seat=cmd("cmd-table-takeover-seat-desc"))
    async def takeover(self, interaction: Interaction, seat: str) -> None:
        """A seated player proposes that the AI plays an absent player's seat now: a post with
        an Agree button, or at once when the proposer is the majority."""
        table = await table_here(interaction)
        notices, moved = await self.bot.host.propose_takeover(
            table.id, user_of(interaction), seat_named(table, seat)
        )
        await self.after_vote(interaction, table, notices, moved)

    async def agree_pressed(self, interaction: Interaction, table_id: int, takeover_id: int) -> None:
        """An **Agree** press (``cogs.components.AgreeButton``): a vote."""
        table = await self.bot.host.table(table_id)
        notices, moved = await self.bot.host.agree(table_id, takeover_id, user_of(interaction))
        await self.after_vote(interaction, table, notices, moved)

    async def after_vote(
        self,
        interaction: Interaction,
        table: TableInfo,
        notices: list[Notice],
        moved: Publication | None,
    ) -> None:
        """The voter's answer, then the notices stored with the vote (the proposal, or the seat
        handed to the AI and its player's DM) and the AI's move."""
        await reply(interaction, locales.text(reader(interaction), "bot-agreed"))
        if notices:
            tell(self.bot, table.id, table.channel_id)
        if moved is not None:
            await deliver_publication(self.bot, moved)

    @table.command(name=cmd("cmd-table-recap"), description=cmd("cmd-table-recap-desc"))
    @app_commands.rename(table_id=cmd("cmd-opt-table"))
    @app_commands.describe(table_id=cmd("cmd-table-follow-table-desc"))
    async def recap(self, interaction: Interaction, table_id: int | None = None) -> None:
        """What happened at a table since the caller's last move, to them alone (issue 33)."""
        await send_recap(interaction, await self.followed(interaction, table_id))

    @table.command(name=cmd("cmd-table-notify"), description=cmd("cmd-table-notify-desc"))
    @app_commands.rename(next_=cmd("cmd-opt-next"), reminder=cmd("cmd-opt-reminder"))
    @app_commands.describe(
        next_=cmd("cmd-table-notify-next-desc"), reminder=cmd("cmd-table-notify-reminder-desc")
    )
    async def notify(
        self, interaction: Interaction, next_: bool | None = None, reminder: str | None = None
    ) -> None:
        """A heads-up by DM when the player before the caller starts a turn, and how often they
        are reminded before a deadline (the caller's own settings, on every table); then what
        they are."""
        remind, every = reminder_interval(reminder) if reminder is not None else (None, None)
        settings = await self.bot.host.set_notifications(
            interaction.user.id, notify_next=next_, remind=remind, remind_every=every
        )
        await reply(interaction, cadence_text(settings, reader(interaction)))

    @table.command(name=cmd("cmd-table-follow"), description=cmd("cmd-table-follow-desc"))
    @app_commands.rename(table_id=cmd("cmd-opt-table"))
    @app_commands.describe(table_id=cmd("cmd-table-follow-table-desc"))
    async def follow(self, interaction: Interaction, table_id: int | None = None) -> None:
        """A DM at each round's end and at the game's end, for anyone who can see the table's
        channel (a private thread: its members and those who may manage threads)."""
        table = await self.followed(interaction, table_id)
        member = interaction.user
        if not isinstance(member, discord.Member) or not await sees_table(self.bot, table, member):
            raise Refusal(msg("bot-follow-not-visible", table=str(table.id)))
        await self.bot.host.follow(table.id, member.id)
        await reply(interaction, locales.text(reader(interaction), "bot-following", table=str(table.id)))

    @table.command(name=cmd("cmd-table-unfollow"), description=cmd("cmd-table-unfollow-desc"))
    @app_commands.rename(table_id=cmd("cmd-opt-table"))
    @app_commands.describe(table_id=cmd("cmd-table-follow-table-desc"))
    async def unfollow(self, interaction: Interaction, table_id: int | None = None) -> None:
        table = await self.followed(interaction, table_id)
        await self.bot.host.unfollow(table.id, interaction.user.id)
        await reply(interaction, locales.text(reader(interaction), "bot-unfollowed", table=str(table.id)))

    async def followed(self, interaction: Interaction, table_id: int | None) -> TableInfo:
        """The table ``table_id`` names on this server, else the one of this channel."""
        if table_id is None:
            return await table_here(interaction)
        refusal = msg("bot-follow-not-visible", table=str(table_id))
        require_row_ids(table_id, refusal=refusal)
        try:
            table = await self.bot.host.table(table_id)
        except HostError:
            raise Refusal(refusal) from None
        if table.guild_id != interaction.guild_id:  # another server's: as if there were none
            raise Refusal(refusal)
        return table

    @table.command(name=cmd("cmd-table-note"), description=cmd("cmd-table-note-desc"))
    @app_commands.rename(text=cmd("cmd-opt-text"))
    @app_commands.describe(text=cmd("cmd-table-note-text-desc"))
    async def note(self, interaction: Interaction, text: str | None = None) -> None:
        """Without ``text``: the caller's note here; with it: kept in place of the one before."""
        table, locale = await table_here(interaction), reader(interaction)
        if table.seat_of(interaction.user.id) is None:
            raise Refusal(msg("host-not-seated"))
        if text is not None:
            await self.bot.host.set_note(table.id, interaction.user.id, text)
            await reply(interaction, locales.text(locale, "bot-note-saved"), allowed_mentions=NO_PINGS)
            return
        note = await self.bot.host.note(table.id, interaction.user.id)
        shown = note_line(note, locale) or locales.text(locale, "bot-note-none")
        await reply(interaction, shown, allowed_mentions=NO_PINGS)

    @table.command(name=cmd("cmd-table-kick"), description=cmd("cmd-table-kick-desc"))
    @app_commands.rename(member=cmd("cmd-opt-member"))
    @app_commands.describe(member=cmd("cmd-table-kick-member-desc"))
    async def kick(self, interaction: Interaction, member: discord.Member | discord.User) -> None:
        table_id, user = (await table_here(interaction)).id, user_of(interaction)
        table, _ = await as_host(self.bot, table_id, lambda: self.bot.host.kick(table_id, user, member.id))
        refresh_lobby(self.bot, table)
        tell(self.bot, table.id, table.channel_id)
        await reply(interaction, locales.text(reader(interaction), "bot-done"))

    @table.command(name=cmd("cmd-table-host"), description=cmd("cmd-table-host-desc"))
    @app_commands.rename(member=cmd("cmd-opt-member"))
    @app_commands.describe(member=cmd("cmd-table-host-member-desc"))
    async def host(self, interaction: Interaction, member: discord.Member | discord.User) -> None:
        """Hosting goes to a seated member of the server who can see the table: never a bot."""
        table = await table_here(interaction)
        if interaction.user.id != table.host_user_id and await host_gone(self.bot, table.id):
            table = await self.bot.host.table(table.id)  # hosting passed on: maybe to the caller
        if interaction.user.id != table.host_user_id:  # before asking Discord about ``member``
            raise Refusal(msg("host-only-host-hands-hosting"))
        if member.bot:
            raise Refusal(msg("bot-host-bot", player=member.mention))
        if table.seat_of(member.id) is None:
            raise Refusal(msg("host-new-host-not-seated"))
        if member.id != interaction.user.id and await table_member(self.bot, table, member.id) is None:
            raise Refusal(msg("bot-host-not-member", player=member.mention))
        table, _ = await self.bot.host.hand_hosting(table.id, user_of(interaction), member.id)
        refresh_lobby(self.bot, table)
        tell(self.bot, table.id, table.channel_id)
        await reply(interaction, locales.text(reader(interaction), "bot-done"))


def cadence_text(settings: PlayerSettings, locale: str) -> str:
    """What ``/table notify`` set: the heads-up, and when reminders come."""
    if not settings.remind:
        reminders = locales.text(locale, "bot-reminders-off")
    elif settings.remind_every is None:
        reminders = locales.text(locale, "bot-reminders-once")
    elif settings.remind_every % DAY == 0:
        reminders = locales.text(locale, "bot-reminders-days", days=settings.remind_every // DAY)
    else:
        hours, minutes = divmod(settings.remind_every // 60, 60)
        shown = hours if not minutes else f"{hours}:{minutes:02d}"  # 90m: every 1:30 hours
        reminders = locales.text(locale, "bot-reminders-hours", hours=shown)
    heads_up = locales.text(locale, "bot-on" if settings.notify_next else "bot-off")
    return locales.text(locale, "bot-cadence-saved", next=heads_up, reminders=reminders)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Season(bot))
