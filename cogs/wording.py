"""A table in words for Discord: its status and seats, whose turn it is, the lobby post, Discord
timestamps, mentions and links. Pure: every sentence from the catalogs, in the locale given (the
table's for what the channel reads, the reader's for a private answer)."""

from __future__ import annotations

import discord

import locales
from cogs.answers import MAX_CONTENT
from host import TableInfo
from rules import GAMES
from rules.core import Message, msg


def fit_end(text: str) -> str:
    """``text`` cut to one Discord message from its start: a channel post ends with whose turn
    it is or the final standings, which must stay; the earliest lines of a long turn are in
    ``/game log``."""
    return text if len(text) <= MAX_CONTENT else "…" + text[len(text) - MAX_CONTENT + 1 :]


def game_title(game_id: str, locale: str) -> str:
    return locales.render(GAMES[game_id].title, locale)


def server_name(bot: discord.Client, table: TableInfo) -> str | Message:
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
