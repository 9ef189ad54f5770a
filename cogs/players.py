"""The ``/game`` commands for playing over days (issue 17): my tables on every server, a
server's tables, notification settings, time away, pauses, seats that change hands,
and invitations. The command bodies live here; ``cogs.lobby.Lobby`` registers them in the
``/game`` group. The decisions are the host's (``host.players``); the Rematch button is in
``cogs/components.py``; the turn's pings and DMs, the notices and the invitation and
hand-over DMs (stored by the host with their change) are sent by ``cogs/notices.py``."""

from __future__ import annotations

import re
import zoneinfo
from collections.abc import Sequence
from functools import cache

import discord

import locales
from cogs.access import require_may_sit, sees_table, table_here, table_member
from cogs.answers import MAX_CONTENT, reader
from cogs.choices import MAX_CHOICES
from cogs.components import INVITE, Components, LobbyButton
from cogs.gamebot import GameBot, Interaction
from cogs.notices import tell
from cogs.parsing import away_seconds
from cogs.replies import Refusal, excerpt, reply, server_of, user_of
from cogs.wording import at, jump_link, server_name, when
from host import TableInfo, User
from host.players import TableListing
from rules import GAMES
from rules.core import Message, msg, required

MAX_INVITES = 10
MAX_JOIN_BUTTONS = 25  # five rows of five: Discord's limit for one message
MENTION = re.compile(r"<@!?(\d{1,20})>")


def listing_line(bot: GameBot, listing: TableListing, locale: str) -> str:
    """One table of ``/game mine`` or ``/game list``: game, number, server, what it waits for,
    and a jump link to its board."""
    table = listing.table
    if listing.paused:
        state = msg("bot-listing-paused")
    elif table.status == "lobby":
        state = msg("bot-listing-lobby", seated=len(table.seats), maximum=GAMES[table.game_id].max_players)
    elif listing.waiting and listing.deadline is not None:
        state = msg("bot-listing-your-turn", deadline=when(listing.deadline))
    else:
        state = msg("bot-listing-turn-of", players=tuple(table.names[seat] for seat in table.awaited))
    line = msg(
        "bot-listing",
        game=GAMES[table.game_id].title,
        table=str(table.id),
        server=server_name(bot, table),
        state=state,
        link=jump_link(table),
    )
    return locales.render(line, locale)


def fitted(heading: str, lines: Sequence[str], locale: str) -> str:
    """``heading`` and as many ``lines`` as fit one message, then how many were left out."""
    shown = [heading]
    for number, line in enumerate(lines):
        more = locales.text(locale, "bot-listing-more", count=len(lines) - number)
        if sum(len(part) + 1 for part in shown) + len(line) + 1 + len(more) > MAX_CONTENT:
            shown.append(more)
            break
        shown.append(line)
    return "\n".join(shown)


# --- /game mine and /game list ------------------------------------------------------------------


async def mine(interaction: Interaction) -> None:
    """Every table the caller sits at, on every server (also in a DM with the bot)."""
    locale = reader(interaction)
    listings = await interaction.client.host.my_tables(interaction.user.id)
    if not listings:
        await reply(interaction, locales.text(locale, "bot-mine-none"))
        return
    waiting = sum(listing.waiting for listing in listings)
    heading = locales.text(locale, "bot-mine-heading", count=len(listings), waiting=waiting)
    lines = [listing_line(interaction.client, listing, locale) for listing in listings]
    await reply(interaction, fitted(heading, lines, locale))


async def server_list(interaction: Interaction) -> None:
    """The lobbies and running tables of this server, with a Join button per lobby."""
    locale = reader(interaction)
    if interaction.guild_id is None:
        raise Refusal(msg("bot-server-only"))
    listings = [
        listing
        for listing in await interaction.client.host.server_tables(interaction.guild_id)
        if isinstance(interaction.user, discord.Member)
        and await sees_table(interaction.client, listing.table, interaction.user)
    ]
    if not listings:
        await reply(interaction, locales.text(locale, "bot-list-none"))
        return
    heading = locales.text(locale, "bot-list-heading", count=len(listings))
    lines = [listing_line(interaction.client, listing, locale) for listing in listings]
    lobbies = [listing.table for listing in listings if listing.table.status == "lobby"]
    buttons = [
        LobbyButton(
            INVITE,
            table.id,
            table.version,
            locales.text(locale, "bot-button-join-table", table=str(table.id)),
        )
        for table in lobbies[:MAX_JOIN_BUTTONS]
    ]
    kwargs = {"view": Components(*buttons)} if buttons else {}
    await reply(interaction, fitted(heading, lines, locale), **kwargs)


# --- /game notify -------------------------------------------------------------------------------


def clock_time(minutes: int) -> str:
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


async def notify(
    interaction: Interaction,
    ping: bool | None,
    dm: bool | None,
    reminder: bool | None,
    quiet: str | None,
    timezone: str | None,
) -> None:
    """Change the caller's notification settings (those given), then say what they are."""
    settings = await interaction.client.host.set_notifications(
        interaction.user.id, ping_on_turn=ping, dm_on_turn=dm, remind=reminder, quiet=quiet, zone=timezone
    )

    def on_off(flag: bool) -> Message:
        return msg("bot-on" if flag else "bot-off")

    if settings.quiet_from is None:
        hours: str | Message = msg("bot-quiet-none")
    else:
        hours = f"{clock_time(settings.quiet_from)}–{clock_time(required(settings.quiet_until))}"
    saved = msg(
        "bot-notify-saved",
        ping=on_off(settings.ping_on_turn),
        dm=on_off(settings.dm_on_turn),
        remind=on_off(settings.remind),
        quiet=hours,
        zone=settings.time_zone or "UTC",
    )
    await reply(interaction, locales.render(saved, reader(interaction)))


@cache
def time_zones() -> tuple[str, ...]:
    return tuple(sorted(zoneinfo.available_timezones()))


def suggest_time_zones(typed: str) -> list[discord.app_commands.Choice[str]]:
    words = typed.lower().split()
    found = [zone for zone in time_zones() if all(word in zone.lower() for word in words)]
    return [discord.app_commands.Choice(name=zone, value=zone) for zone in found[:MAX_CHOICES]]


# --- time away and pauses -----------------------------------------------------------------------


# The host stores each change's notices with it (``storage.Notice``); ``tell`` posts them
# (cogs/delivery.py), or the next start does if this process stops first.


async def away(interaction: Interaction, duration: str) -> None:
    bot, user = interaction.client, user_of(interaction)
    until, notices = await bot.host.go_away(user, away_seconds(duration))
    await reply(interaction, locales.text(reader(interaction), "bot-away-set", until=at(until)))
    for notice in notices:
        tell(bot, notice.table_id, notice.channel_id)


async def back(interaction: Interaction) -> None:
    bot, user = interaction.client, user_of(interaction)
    notices = await bot.host.come_back(user)
    await reply(interaction, locales.text(reader(interaction), "bot-back"))
    for notice in notices:
        tell(bot, notice.table_id, notice.channel_id)


async def pause(interaction: Interaction, *, resume: bool) -> None:
    """``/game pause`` and ``/game resume``: the table's host, or a server admin."""
    bot, table = interaction.client, await table_here(interaction)
    verb = bot.host.resume if resume else bot.host.pause
    table = await verb(table.id, user_of(interaction), is_admin=interaction.permissions.manage_guild)
    tell(bot, table.id, table.channel_id)
    await reply(interaction, locales.text(reader(interaction), "bot-done"))


# --- seats that change hands --------------------------------------------------------------------


def seat_named(table: TableInfo, text: str) -> int:
    """The 0-based seat ``text`` names: its number (from 1) or a mention of its player."""
    mentioned = MENTION.fullmatch(text.strip())
    if mentioned:
        seat = table.seat_of(int(mentioned[1]))
    elif re.fullmatch(r"\s*\d{1,3}\s*", text):
        seat = int(text) - 1
    else:
        seat = None
    if seat is None:
        raise Refusal(msg("bot-replace-bad-seat", text=excerpt(text)))
    return seat


async def replace(interaction: Interaction, seat: str, by: discord.Member | discord.User) -> None:
    server_of(interaction, msg("bot-server-only"))
    bot, table = interaction.client, await table_here(interaction)
    number = seat_named(table, seat)
    if by.bot:  # another bot, or this one: a seat goes to a person (or the AI plays it)
        raise Refusal(msg("bot-replace-bot", player=by.mention))
    if await table_member(bot, table, by.id) is None:
        raise Refusal(msg("bot-replace-not-member", player=by.mention))
    holder = User(by.id, by.display_name)
    is_admin = interaction.permissions.manage_guild
    # the notice to the channel, then the new holder's DM with the seat's private view: stored
    # with the seat (``tell``; ``/game hand`` shows the same)
    table, _ = await bot.host.replace_seat(table.id, user_of(interaction), number, holder, is_admin)
    tell(bot, table.id, table.channel_id)
    await reply(interaction, locales.text(reader(interaction), "bot-done"))


async def reclaim(interaction: Interaction) -> None:
    bot, table = interaction.client, await table_here(interaction)
    await require_may_sit(interaction, table)
    table = await bot.host.reclaim(table.id, user_of(interaction))
    tell(bot, table.id, table.channel_id)
    await interaction.client.moves.show_hand(interaction, table)


# --- invitations --------------------------------------------------------------------------------


async def invited_members(interaction: Interaction, text: str | None) -> list[discord.Member]:
    """The members ``text`` mentions (checked before the table opens), the caller left out."""
    if text is None:
        return []
    ids = list(dict.fromkeys(int(found) for found in MENTION.findall(text)))
    if not ids:
        raise Refusal(msg("bot-invite-syntax", text=excerpt(text)))
    if len(ids) > MAX_INVITES:
        raise Refusal(msg("bot-invite-too-many", maximum=MAX_INVITES))
    guild = interaction.guild
    if guild is None:  # /game new is guild-only
        raise Refusal(msg("bot-server-only"))
    members = []
    for user_id in ids:
        member = guild.get_member(user_id)
        if member is None:  # not cached (no member intent): ask Discord
            try:
                await interaction.client.budget.take()  # a counted request, paced like every other
                member = await guild.fetch_member(user_id)
            except discord.NotFound:
                member = None
        if member is None or member.bot:
            raise Refusal(msg("bot-invite-unknown", user=f"<@{user_id}>"))
        if member.id != interaction.user.id:
            members.append(member)
    return members


def invited_line(table: TableInfo, members: Sequence[discord.abc.User]) -> str:
    return locales.text(table.language, "bot-invited", players=tuple(member.mention for member in members))
