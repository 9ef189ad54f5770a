"""What a server keeps from its games (issue 18), on Discord: the bodies of ``/game history``
(with ``table:``, one finished table's standings), ``stats``, ``top``, ``replay`` and
``export`` (registered in the ``/game`` group of ``cogs/lobby.py``) and the replay posted when
a game ends. The history itself, with no
Discord in it, is ``host.history``."""

from __future__ import annotations

import io
import json
import logging
from typing import Any

import discord
from discord.app_commands import Choice

import images
import locales
from cogs.answers import reader
from cogs.attachments import as_file
from cogs.choices import MAX_CHOICE_NAME, MAX_CHOICES
from cogs.gamebot import GameBot, Interaction
from cogs.pacer import nonce
from cogs.replies import Refusal, reply, require_row_ids, server_of
from cogs.wording import game_title, note_line
from host import TableInfo
from host.history import FinishedGame
from images import pool
from rules import GAMES
from rules.core import Message, msg, required
from rules.saboteur.data import ROLE_NAMES

log = logging.getLogger("gamehost.cogs.history")

TOP_SIZE = 10
replay_at_end = True
"""Whether a game's replay follows its final post (``post_replay``). A module setting, not a
cog's: discord.py loads each cog module afresh, this module is imported once. (The Discord tests
that play whole games for their moves turn it off: tests/support/discord_harness.py.)"""


def duration(seconds: float) -> Message:
    """A length of time, rounded, in the largest unit that keeps it a whole number of at least one."""
    if seconds < 60:
        return msg("bot-duration-seconds", count=round(seconds))
    if seconds < 3600:
        return msg("bot-duration-minutes", count=round(seconds / 60))
    if seconds < 2 * 86400:
        return msg("bot-duration-hours", count=round(seconds / 3600))
    return msg("bot-duration-days", count=round(seconds / 86400))


def number(table_id: int) -> str:
    """A table's number as written after "#": its digits, never grouped like a quantity."""
    return str(table_id)


def date(when: float) -> str:
    """A Discord timestamp: each reader sees the date in their own time zone and language."""
    return f"<t:{int(when)}:d>"


def game_line(game: FinishedGame) -> Message:
    started = game.started_at if game.started_at is not None else game.finished_at
    return msg(
        "bot-history-line-abandoned" if game.abandoned else "bot-history-line",
        table=number(game.id),
        game=GAMES[game.game_id].title,
        date=date(game.finished_at),
        players=game.names,
        winners=tuple(game.names[seat] for seat in game.winners),
        moves=game.moves,
        duration=duration(game.finished_at - started),
    )


def server_here(interaction: Interaction) -> int:
    """The server whose history is asked for: these commands read one server's games."""
    return server_of(interaction, msg("bot-server-only-history"))


def finished_id(interaction: Interaction, table_id: int) -> tuple[int, int]:
    """The server and the table id a command names, refused before any look-up when no table
    can have that id."""
    guild_id = server_here(interaction)
    require_row_ids(table_id, refusal=msg("bot-history-no-table", table=number(table_id)))
    return guild_id, table_id


async def finished_or_refuse(interaction: Interaction, table_id: int) -> tuple[int, FinishedGame]:
    """The server and the finished game a command names, or a refusal."""
    guild_id, table_id = finished_id(interaction, table_id)
    found = await interaction.client.history.finished(guild_id, table_id)
    if found is None:
        raise Refusal(msg("bot-history-no-table", table=number(table_id)))
    return guild_id, found[1]


# --- the commands ---------------------------------------------------------------------------


async def show_history(interaction: Interaction, page: int) -> None:
    locale, guild_id = reader(interaction), server_here(interaction)
    found = await interaction.client.history.page(guild_id, page)
    if found is None:
        pages = required(await interaction.client.history.page(guild_id, 1)).pages  # page 1 always is
        raise Refusal(msg("bot-history-no-page", page=page, pages=pages))
    if not found.games:
        await reply(interaction, locales.text(locale, "bot-history-empty"))
        return
    lines = [msg("bot-history-heading", page=found.page, pages=found.pages, total=found.total)]
    lines += [game_line(game) for game in found.games]
    if found.page < found.pages:
        lines.append(msg("bot-history-older", next=found.page + 1))
    await reply(interaction, "\n".join(locales.render(line, locale) for line in lines))


async def show_table(interaction: Interaction, table_id: int) -> None:
    """The final standings picture of a finished table, in the table's language like its posts."""
    found = await interaction.client.history.final_view(*finished_id(interaction, table_id))
    if found is None:
        raise Refusal(msg("bot-history-no-table", table=number(table_id)))
    game, view = found
    names, language = list(game.names), game.language

    picture = await pool.summary(game.game_id, view, names, language)
    if picture is None:
        picture = await pool.board(game.game_id, view, names, language)
    text = locales.render(game_line(game), reader(interaction))
    note = note_line(await interaction.client.host.note(game.id, interaction.user.id), reader(interaction))
    text = "\n".join(part for part in (text, note) if part)  # the reader's own note (issue 33)
    if picture is None:
        await reply(interaction, text)
        return
    alt = images.alt_text(game.game_id, picture.kind, view, names, language)
    await reply(interaction, text, file=as_file(picture, alt))


async def show_stats(interaction: Interaction, member: discord.abc.User | None) -> None:
    locale, guild_id = reader(interaction), server_here(interaction)
    member = member or interaction.user
    stats = await interaction.client.history.member(guild_id, member.id)
    if not stats.games:
        await reply(interaction, locales.text(locale, "bot-stats-none", player=member.mention))
        return
    lines = [msg("bot-stats-heading", player=member.mention)]
    lines += [
        msg("bot-stats-game", game=GAMES[record.game_id].title, played=record.played, won=record.won)
        for record in stats.games
    ]
    lines += [
        msg(
            "bot-stats-side",
            side=msg(ROLE_NAMES[side.side]),
            played=side.played,
            won=side.won,
            share=round(100 * side.won / side.played),
        )
        for side in stats.sides
        if side.side in ROLE_NAMES  # Saboteur's roles (S-3): the sides of its rounds
    ]
    if stats.average_turn is None:
        lines.append(msg("bot-stats-no-turns", timeouts=stats.timeouts))
    else:
        average = duration(stats.average_turn)
        lines.append(msg("bot-stats-turns", duration=average, turns=stats.turns, timeouts=stats.timeouts))
    await reply(interaction, "\n".join(locales.render(line, locale) for line in lines))


async def show_top(interaction: Interaction, game_id: str) -> None:
    locale, guild_id = reader(interaction), server_here(interaction)
    title = GAMES[game_id].title
    standings = await interaction.client.history.leaderboard(guild_id, game_id, TOP_SIZE)
    if not standings:
        await reply(interaction, locales.text(locale, "bot-top-empty", game=locales.render(title, locale)))
        return
    lines = [msg("bot-top-heading", game=title)]
    lines += [
        msg(
            "bot-top-line",
            place=place,
            player=f"<@{standing.user_id}>",
            rating=round(standing.rating),
            games=standing.games,
            won=standing.won,
        )
        for place, standing in enumerate(standings, start=1)
    ]
    await reply(interaction, "\n".join(locales.render(line, locale) for line in lines))


async def send_replay(interaction: Interaction, table_id: int) -> None:
    guild_id, _ = await finished_or_refuse(interaction, table_id)
    kwargs = await replay_message(interaction.client, guild_id, table_id, reader(interaction))
    await reply(interaction, **kwargs)


async def send_export(interaction: Interaction, table_id: int) -> None:
    """The log of a finished table as a JSON file. Only finished ones: while a game is played
    its seed would tell every hand to come."""
    guild_id, game = await finished_or_refuse(interaction, table_id)
    data = await interaction.client.history.export(guild_id, table_id)
    encoded = json.dumps(data, ensure_ascii=False, indent=1).encode()
    file = discord.File(io.BytesIO(encoded), filename=f"table-{table_id}.json")
    text = locales.text(
        reader(interaction),
        "bot-export-caption",
        table=number(table_id),
        game=game_title(game.game_id, reader(interaction)),
    )
    await reply(interaction, text, file=file)


async def finished_tables_autocomplete(interaction: Interaction, typed: str) -> list[Choice[int]]:
    """The newest finished tables of this server whose number or game contains what was typed."""
    locale = reader(interaction)
    if interaction.guild_id is None:
        return []
    page = await interaction.client.history.page(interaction.guild_id, 1, per_page=MAX_CHOICES * 4)
    choices = []
    for game in page.games if page else ():
        name = locales.render(
            msg(
                "bot-history-choice",
                table=number(game.id),
                game=GAMES[game.game_id].title,
                players=game.names,
            ),
            locale,
        )
        if typed.strip().lower() in name.lower():
            choices.append(Choice(name=name[:MAX_CHOICE_NAME], value=game.id))
    return choices[:MAX_CHOICES]


# --- the replay ----------------------------------------------------------------------------


async def replay_message(bot: GameBot, guild_id: int, table_id: int, locale: str) -> dict[str, Any]:
    """The replay of a finished table as message arguments: its picture (words on it in the
    table's language) and a line in ``locale``."""
    game, scenes = required(await bot.history.scenes(guild_id, table_id))  # finished, as checked
    replay = await pool.replay(game.game_id, scenes, game.names, game.language)
    title = game_title(game.game_id, locale)
    if replay is None:
        return {"content": locales.text(locale, "bot-replay-none", table=number(table_id), game=title)}
    caption = "bot-replay-caption-abandoned" if game.abandoned else "bot-replay-caption"
    text = locales.text(locale, caption, table=number(table_id), game=title)
    played = game_title(game.game_id, game.language)
    alt = locales.text(game.language, "img-alt-replay", game=played, frames=replay.boards)
    return {"content": text, "file": as_file(replay.picture, alt)}


async def table_finished(bot: GameBot, table: TableInfo) -> None:
    """After a game's final post: its players' ratings, then its replay (a stop lets them
    finish, ``cogs.stopping``)."""
    bot.in_flight.track()
    try:
        await bot.history.rate(table.guild_id, table.game_id)
    except Exception:  # the next /game top or stats, or the next start, rates it
        log.exception("Could not rate table %s", table.id)
    await post_replay(bot, table)


async def post_replay(bot: GameBot, table: TableInfo) -> None:
    """After a game's final post: its replay, in the channel, in the table's language, unless
    the table was opened without (``/game new replay:False``)."""
    if not (replay_at_end and table.replay_at_end):
        return
    try:
        kwargs = await replay_message(bot, table.guild_id, table.id, table.language)
        await bot.budget.take(table.channel_id)
        channel = bot.get_partial_messageable(table.channel_id, guild_id=table.guild_id)
        await channel.send(**kwargs, nonce=nonce("h", table.id))
    except discord.HTTPException as error:  # refused by Discord: one line; /game replay shows it
        log.warning("Could not post the replay of table %s: %s", table.id, error)
    except Exception:  # the game is over and posted; a lost replay is /game replay away
        log.exception("Could not post the replay of table %s", table.id)
