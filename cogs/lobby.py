"""The ``/game`` group, shared by every game in ``rules.GAMES``: tables from lobby to board,
the private hand, any legal action by autocomplete, and the deadline loop."""

from __future__ import annotations

import logging
from collections.abc import Awaitable
from typing import TypeVar

import discord
from discord import app_commands
from discord.app_commands import Choice
from discord.ext import commands, tasks

import locales
from cogs import players
from cogs.access import require_may_sit, table_here
from cogs.answers import MAX_CONTENT, reader
from cogs.choices import choice_name, filter_choices
from cogs.components import DYNAMIC_ITEMS, lobby_view
from cogs.delivery import deliver_publication, post_board
from cogs.gamebot import GameBot, Interaction
from cogs.games import rules_summary
from cogs.history import (
    finished_tables_autocomplete,
    send_export,
    send_replay,
    show_history,
    show_stats,
    show_table,
    show_top,
    table_finished,
)
from cogs.hosting import as_host, refresh_lobby
from cogs.moves import legal_here
from cogs.notices import tell
from cogs.pacer import nonce, retryable
from cogs.parsing import parse_duration, parse_options
from cogs.replies import Refusal, TableCog, excerpt, post_public, reply, user_of
from cogs.settings import RESET_CHOICES, SettingsChannel, opening_place, require_may_open, show_or_change
from cogs.threads import new_forum_post, new_thread
from cogs.translator import cmd, language_choices, localized
from cogs.wording import game_title, jump_link, lobby_text, status_text, whose_turn
from host import Reminder, TableInfo, table_defaults
from host.errors import HostError, TableUnreadable
from rules import GAMES
from rules.core import msg

log = logging.getLogger("gamehost.cogs.lobby")

GAME_CHOICES = [Choice(name=localized(game.title), value=game.id) for game in GAMES.values()]
AI_LEVEL_CHOICES = [
    Choice(name=cmd("cmd-ai-level-easy"), value="easy"),
    Choice(name=cmd("cmd-ai-level-normal"), value="normal"),
    Choice(name=cmd("cmd-ai-level-hard"), value="hard"),
]
"""``rules.search.LEVELS``, named in the reader's language."""
T = TypeVar("T")
BOARD_REPOST_SECONDS = 30
"""``/game board`` reposts a channel's board at most once in this many seconds: anyone may ask,
so no one may flood the channel with boards."""


def table_language(chosen: str | None, guild: discord.Guild | None) -> str:
    """The language a new table speaks: the one chosen, else the server's preferred one."""
    if chosen is None:
        return locales.locale_of(guild.preferred_locale if guild else None)
    if chosen not in locales.LANGUAGE_NAMES:  # a client that bypassed the choices
        named = tuple(f"{name} ({code})" for code, name in locales.LANGUAGE_NAMES.items())
        raise Refusal(msg("bot-language-unknown", value=excerpt(chosen), choices=named))
    return chosen


class Lobby(TableCog):
    # Not guild_only: /game mine, notify, away and back work in a DM with the bot too; the
    # other commands need a table in the channel (table_here) or a server (new, list).
    game = app_commands.Group(name=cmd("cmd-game"), description=cmd("cmd-game-desc"))

    def __init__(self, bot: GameBot) -> None:
        super().__init__(bot)
        self.board_reposted: dict[int, float] = {}
        """Channel id -> when ``/game board`` last reposted its board (the host's clock)."""

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
                if isinstance(item, Reminder):  # queued with its claim: the DM queue sends it
                    self.bot.mailer.kick()
                else:
                    await deliver_publication(self.bot, item)
                    if item.kind == "timeout":  # a whole round of timeouts abandons it (issue 33)
                        tell(self.bot, item.table.id, item.table.channel_id)
            except discord.HTTPException as error:  # Discord refused a reminder or a post: one line
                log.warning("Could not send a deadline's message of table %s: %s", item.table.id, error)
            except Exception:
                log.exception("Could not deliver a deadline's publication of table %s", item.table.id)

    @deadlines.before_loop
    async def before_deadlines(self) -> None:
        await self.bot.wait_until_ready()

    # --- lobby -----------------------------------------------------------------------------

    @game.command(name=cmd("cmd-game-new"), description=cmd("cmd-game-new-desc"))
    @app_commands.rename(
        game=cmd("cmd-opt-game"),
        options=cmd("cmd-opt-options"),
        turn_timeout=cmd("cmd-opt-turn-timeout"),
        thread=cmd("cmd-opt-thread"),
        language=cmd("cmd-opt-language"),
        invite=cmd("cmd-opt-invite"),
        replay=cmd("cmd-opt-replay"),
        channel=cmd("cmd-opt-channel"),
    )
    @app_commands.describe(
        game=cmd("cmd-game-new-game-desc"),
        options=cmd("cmd-game-new-options-desc"),
        turn_timeout=cmd("cmd-game-new-turn-timeout-desc"),
        thread=cmd("cmd-game-new-thread-desc"),
        language=cmd("cmd-game-new-language-desc"),
        invite=cmd("cmd-game-new-invite-desc"),
        replay=cmd("cmd-game-new-replay-desc"),
        channel=cmd("cmd-game-new-channel-desc"),
    )
    @app_commands.choices(game=GAME_CHOICES, language=language_choices())
    async def new(
        self,
        interaction: Interaction,
        game: str,
        options: str | None = None,
        turn_timeout: str | None = None,
        thread: bool | None = None,
        language: str | None = None,
        invite: str | None = None,
        replay: bool = True,
        channel: SettingsChannel | None = None,
    ) -> None:
        # Every option left empty takes the server's default (/game settings, issue 32).
        if interaction.guild_id is None:
            raise Refusal(msg("bot-server-only"))
        parsed, seconds = parse_options(options), parse_duration(turn_timeout)
        server = await self.bot.host.servers.settings(interaction.guild_id)
        require_may_open(interaction, server)
        defaults = table_defaults(server, table_language(None, interaction.guild))
        invited = await players.invited_members(interaction, invite)
        language = defaults.language if language is None else table_language(language, interaction.guild)
        place = opening_place(interaction, channel, defaults)
        title = game_title(game, language)
        post = None  # in a forum: a post of its own, whose first message becomes the lobby
        if isinstance(place, discord.ForumChannel):  # a post of its own: the thread option is moot
            opening_text = locales.text(language, "bot-forum-opening")
            post = await self.making(new_forum_post(self.bot, place, title, opening_text), place.id)
            place = post[0]
        elif defaults.thread if thread is None else thread:
            if not isinstance(place, discord.TextChannel):
                raise Refusal(msg("bot-thread-needs-text-channel"))
            thread_name = locales.text(language, "bot-thread-name", game=title)
            place = await self.making(new_thread(self.bot, place, thread_name), place.id)
        try:
            table = await self.bot.host.open_table(
                interaction.guild_id,
                place.id,
                game,
                user_of(interaction),
                options=parsed,
                turn_seconds=defaults.turn_seconds if seconds is None else seconds,
                language=language,
                replay_at_end=replay,
                invited=[member.id for member in invited],  # a DM each, stored with the table
            )
        except HostError:
            if post is not None:  # no table: no empty forum post either
                self.bot.errands.put(("forum-post", place.id), None, post[0].delete)
            raise
        await reply(
            interaction,
            locales.text(reader(interaction), "bot-table-opened", table=table.id, channel=place.mention),
        )
        text = lobby_text(table) + (f"\n{players.invited_line(table, invited)}" if invited else "")
        if post is not None:
            await self.bot.host.set_message(table.id, "lobby", post[1].id)
            self.forum_lobby(table, *post, text, title)
        else:

            async def stored(message: discord.Message) -> None:
                await self.bot.host.set_message(table.id, "lobby", message.id)

            # the lobby: this interaction's public follow-up (not counted), or elsewhere a post
            await post_public(interaction, table, "lobby", stored, content=text, view=lobby_view(table))
        if invited:
            tell(self.bot, table.id, None)  # the invitations (DMs with a Join button)

    async def making(self, made: Awaitable[T], channel_id: int) -> T:
        """A thread or forum post for a new table; while Discord refuses for now, the opener is
        told to try again (nothing was stored yet)."""
        try:
            return await made
        except discord.HTTPException as error:
            if not retryable(error):
                raise
            log.info("Could not open a thread in channel %s for now: %s", channel_id, error)
            raise Refusal(msg("bot-discord-busy")) from error

    def forum_lobby(
        self, table: TableInfo, thread: discord.Thread, starter: discord.Message, text: str, title: str
    ) -> None:
        """A forum post's first message becomes the table's lobby and the post is named after
        the game and the table number (errands: the lobby's edit keyed as ``refresh_lobby``'s,
        so a newer state replaces it)."""
        name = locales.text(table.language, "bot-forum-post-name", game=title, table=table.id)
        view = lobby_view(table)
        self.bot.errands.put(
            ("lobby-edit", table.id), thread.id, lambda: starter.edit(content=text, view=view)
        )
        self.bot.errands.put(("forum-name", table.id), thread.id, lambda: thread.edit(name=name))

    @game.command(name=cmd("cmd-game-join"), description=cmd("cmd-game-join-desc"))
    async def join(self, interaction: Interaction) -> None:
        table = await table_here(interaction)
        await require_may_sit(interaction, table)
        if table.status == "playing":  # a seat the AI took after missed turns is joined back (issue 17)
            await players.reclaim(interaction)
            return
        await self.bot.moves.lobby_verb(interaction, "join", table.id)

    @game.command(name=cmd("cmd-game-leave"), description=cmd("cmd-game-leave-desc"))
    async def leave(self, interaction: Interaction) -> None:
        await self.bot.moves.lobby_verb(interaction, "leave", (await table_here(interaction)).id)

    @game.command(name=cmd("cmd-game-start"), description=cmd("cmd-game-start-desc"))
    async def start(self, interaction: Interaction) -> None:
        await self.bot.moves.lobby_verb(interaction, "start", (await table_here(interaction)).id)

    @game.command(name=cmd("cmd-game-add-ai"), description=cmd("cmd-game-add-ai-desc"))
    @app_commands.rename(level=cmd("cmd-opt-level"))
    @app_commands.describe(level=cmd("cmd-game-add-ai-level-desc"))
    @app_commands.choices(level=AI_LEVEL_CHOICES)
    async def add_ai(self, interaction: Interaction, level: str | None = None) -> None:
        table_id, user = (await table_here(interaction)).id, user_of(interaction)
        table = await as_host(self.bot, table_id, lambda: self.bot.host.add_ai(table_id, user, level))
        refresh_lobby(self.bot, table)
        await reply(interaction, locales.text(reader(interaction), "bot-ai-seated", level=table.ai_level))

    @game.command(name=cmd("cmd-game-cancel"), description=cmd("cmd-game-cancel-desc"))
    async def cancel(self, interaction: Interaction) -> None:
        try:
            table_id = (await table_here(interaction)).id
        except TableUnreadable as unreadable:  # saved by another version: it can still be cancelled
            table_id = unreadable.table_id
        is_admin = interaction.permissions.manage_guild
        async with self.bot.posting.hold(table_id):
            table = await self.bot.host.cancel(table_id, user_of(interaction), is_admin=is_admin)
            refresh_lobby(self.bot, table)
            await reply(interaction, locales.text(reader(interaction), "bot-cancelled"))
            notice = locales.text(
                table.language, "bot-cancelled-by", table=table.id, user=interaction.user.mention
            )
            await post_public(interaction, table, "cancelled", content=notice)

    # --- looking ---------------------------------------------------------------------------

    @game.command(name=cmd("cmd-game-hand"), description=cmd("cmd-game-hand-desc"))
    async def hand(self, interaction: Interaction) -> None:
        await self.bot.moves.show_hand(interaction, await table_here(interaction))

    @game.command(name=cmd("cmd-game-board"), description=cmd("cmd-game-board-desc"))
    async def board(self, interaction: Interaction) -> None:
        table = await table_here(interaction)
        if table.status != "playing":
            raise Refusal(msg("bot-not-started"))
        now = self.bot.host.clock.now()
        for channel_id, at in list(self.board_reposted.items()):  # only the recent ones are kept
            if now - at >= BOARD_REPOST_SECONDS:
                del self.board_reposted[channel_id]
        if table.channel_id in self.board_reposted:
            raise Refusal(msg("bot-board-recent", link=jump_link(table), seconds=BOARD_REPOST_SECONDS))
        self.board_reposted[table.channel_id] = now
        # under the posting lock, the table read again: no move's board comes between this
        # board and its id stored as the table's board message, which stays the newest
        async with self.bot.posting.hold(table.id):
            table = await self.bot.host.table(table.id)
            public_view = await self.bot.host.view(table.id, None)
            text = whose_turn(table, table.language)
            key = nonce("p", table.id, "t", int(now))  # a repost is new: one per 30 s at most
            try:
                message = await post_board(self.bot, table, public_view, text, nonce=key)
            except discord.HTTPException as error:
                if not retryable(error):
                    raise
                del self.board_reposted[table.channel_id]  # not reposted: it may be asked again
                log.info("Could not repost the board of table %s for now: %s", table.id, error)
                raise Refusal(msg("bot-discord-busy")) from error
            await self.bot.host.set_message(table.id, "board", message.id)
        await reply(interaction, locales.text(reader(interaction), "bot-board-posted"))

    @game.command(name=cmd("cmd-game-status"), description=cmd("cmd-game-status-desc"))
    async def status(self, interaction: Interaction) -> None:
        await reply(interaction, status_text(await table_here(interaction), reader(interaction)))

    @game.command(name=cmd("cmd-game-log"), description=cmd("cmd-game-log-desc"))
    async def log(self, interaction: Interaction) -> None:
        table, locale = await table_here(interaction), reader(interaction)
        lines = await self.bot.host.log(table.id, interaction.user.id, locale, limit=20)
        text = "\n".join(lines) or locales.text(locale, "bot-log-empty")
        await reply(interaction, text[-MAX_CONTENT:])

    @game.command(name=cmd("cmd-game-rules"), description=cmd("cmd-game-rules-desc"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.describe(game=cmd("cmd-game-rules-game-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: Interaction, game: str) -> None:
        await reply(interaction, rules_summary(game, reader(interaction)))

    # --- acting ----------------------------------------------------------------------------

    @game.command(name=cmd("cmd-game-act"), description=cmd("cmd-game-act-desc"))
    @app_commands.rename(action=cmd("cmd-opt-action"))
    @app_commands.describe(action=cmd("cmd-game-act-action-desc"))
    async def act(self, interaction: Interaction, action: str) -> None:
        await self.bot.moves.submit_here(interaction, action)

    @act.autocomplete("action")
    async def act_autocomplete(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        choices = await legal_here(interaction)
        return [Choice(name=choice_name(c), value=c.code) for c in filter_choices(choices, current)]

    # --- playing over days (issue 17; the bodies are in cogs/players.py) ---------------------

    @game.command(name=cmd("cmd-game-mine"), description=cmd("cmd-game-mine-desc"))
    async def mine(self, interaction: Interaction) -> None:
        await players.mine(interaction)

    @game.command(name=cmd("cmd-game-list"), description=cmd("cmd-game-list-desc"))
    async def list_tables(self, interaction: Interaction) -> None:
        await players.server_list(interaction)

    @game.command(name=cmd("cmd-game-notify"), description=cmd("cmd-game-notify-desc"))
    @app_commands.rename(
        ping=cmd("cmd-opt-ping"),
        dm=cmd("cmd-opt-dm"),
        reminder=cmd("cmd-opt-reminder"),
        quiet=cmd("cmd-opt-quiet"),
        timezone=cmd("cmd-opt-timezone"),
    )
    @app_commands.describe(
        ping=cmd("cmd-game-notify-ping-desc"),
        dm=cmd("cmd-game-notify-dm-desc"),
        reminder=cmd("cmd-game-notify-reminder-desc"),
        quiet=cmd("cmd-game-notify-quiet-desc"),
        timezone=cmd("cmd-game-notify-timezone-desc"),
    )
    async def notify(
        self,
        interaction: Interaction,
        ping: bool | None = None,
        dm: bool | None = None,
        reminder: bool | None = None,
        quiet: str | None = None,
        timezone: str | None = None,
    ) -> None:
        await players.notify(interaction, ping, dm, reminder, quiet, timezone)

    @notify.autocomplete("timezone")
    async def notify_timezone(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return players.suggest_time_zones(current)

    @game.command(name=cmd("cmd-game-away"), description=cmd("cmd-game-away-desc"))
    @app_commands.rename(duration=cmd("cmd-opt-duration"))
    @app_commands.describe(duration=cmd("cmd-game-away-duration-desc"))
    async def away(self, interaction: Interaction, duration: str) -> None:
        await players.away(interaction, duration)

    @game.command(name=cmd("cmd-game-back"), description=cmd("cmd-game-back-desc"))
    async def back(self, interaction: Interaction) -> None:
        await players.back(interaction)

    @game.command(name=cmd("cmd-game-pause"), description=cmd("cmd-game-pause-desc"))
    async def pause(self, interaction: Interaction) -> None:
        await players.pause(interaction, resume=False)

    @game.command(name=cmd("cmd-game-resume"), description=cmd("cmd-game-resume-desc"))
    async def resume(self, interaction: Interaction) -> None:
        await players.pause(interaction, resume=True)

    @game.command(name=cmd("cmd-game-replace"), description=cmd("cmd-game-replace-desc"))
    @app_commands.rename(seat=cmd("cmd-opt-seat"), by=cmd("cmd-opt-by"))
    @app_commands.describe(seat=cmd("cmd-game-replace-seat-desc"), by=cmd("cmd-game-replace-by-desc"))
    async def replace(self, interaction: Interaction, seat: str, by: discord.Member | discord.User) -> None:
        # A user, not only a member: anyone named is answered (not a member, a bot: refused).
        await players.replace(interaction, seat, by)

    # --- history, statistics, replays (issue 18): the bodies are in cogs/history.py ----------

    # Discord allows 25 subcommands in a group: one finished table's standings are a page of
    # the history (``table:``) rather than a command of their own.
    @game.command(name=cmd("cmd-game-history"), description=cmd("cmd-game-history-desc"))
    @app_commands.rename(page=cmd("cmd-opt-page"), table=cmd("cmd-opt-table"))
    @app_commands.describe(page=cmd("cmd-game-history-page-desc"), table=cmd("cmd-game-history-table-desc"))
    async def history(self, interaction: Interaction, page: int = 1, table: int | None = None) -> None:
        if table is not None:
            await show_table(interaction, table)
            return
        await show_history(interaction, page)

    @game.command(name=cmd("cmd-game-stats"), description=cmd("cmd-game-stats-desc"))
    @app_commands.rename(member=cmd("cmd-opt-member"))
    @app_commands.describe(member=cmd("cmd-game-stats-member-desc"))
    async def stats(self, interaction: Interaction, member: discord.User | None = None) -> None:
        await show_stats(interaction, member)

    @game.command(name=cmd("cmd-game-top"), description=cmd("cmd-game-top-desc"))
    @app_commands.rename(game=cmd("cmd-opt-game"))
    @app_commands.describe(game=cmd("cmd-game-top-game-desc"))
    @app_commands.choices(game=GAME_CHOICES)
    async def top(self, interaction: Interaction, game: str) -> None:
        await show_top(interaction, game)

    @game.command(name=cmd("cmd-game-replay"), description=cmd("cmd-game-replay-desc"))
    @app_commands.rename(table=cmd("cmd-opt-table"), log=cmd("cmd-opt-log"))
    @app_commands.describe(table=cmd("cmd-game-finished-table-desc"), log=cmd("cmd-game-replay-log-desc"))
    async def replay(self, interaction: Interaction, table: int, log: bool = False) -> None:
        # The log as a file is an option of the replay, not a command: /game has Discord's 25.
        await (send_export if log else send_replay)(interaction, table)

    # --- the server's defaults for new tables (issue 32; the body is in cogs/settings.py) -----

    @game.command(name=cmd("cmd-game-settings"), description=cmd("cmd-game-settings-desc"))
    @app_commands.rename(
        language=cmd("cmd-opt-language"),
        turn_timeout=cmd("cmd-opt-turn-timeout"),
        thread=cmd("cmd-opt-thread"),
        channel=cmd("cmd-opt-channel"),
        opener_role=cmd("cmd-opt-opener-role"),
        lobby_days=cmd("cmd-opt-lobby-days"),
        reset=cmd("cmd-opt-reset"),
    )
    @app_commands.describe(
        language=cmd("cmd-game-settings-language-desc"),
        turn_timeout=cmd("cmd-game-settings-turn-timeout-desc"),
        thread=cmd("cmd-game-settings-thread-desc"),
        channel=cmd("cmd-game-settings-channel-desc"),
        opener_role=cmd("cmd-game-settings-opener-role-desc"),
        lobby_days=cmd("cmd-game-settings-lobby-days-desc"),
        reset=cmd("cmd-game-settings-reset-desc"),
    )
    @app_commands.choices(language=language_choices(), reset=RESET_CHOICES)
    async def settings(
        self,
        interaction: Interaction,
        language: str | None = None,
        turn_timeout: str | None = None,
        thread: bool | None = None,
        channel: SettingsChannel | None = None,
        opener_role: discord.Role | None = None,
        lobby_days: int | None = None,
        reset: str | None = None,
    ) -> None:
        values = {
            "language": language,
            "turn_seconds": parse_duration(turn_timeout),
            "thread": thread,
            "channel_id": channel,
            "opener_role_id": opener_role,
            "lobby_days": lobby_days,
        }
        await show_or_change(interaction, values, reset)

    @history.autocomplete("table")
    @replay.autocomplete("table")
    async def finished_table_autocomplete(self, interaction: Interaction, current: str) -> list[Choice[int]]:
        return await finished_tables_autocomplete(interaction, current)

    @commands.Cog.listener()
    async def on_table_finished(self, table: TableInfo) -> None:
        """A game's final board is delivered (``cogs.delivery.deliver``): its players' ratings
        are brought up to date and its replay follows."""
        await table_finished(self.bot, table)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Lobby(bot))
