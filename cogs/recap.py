"""Catching up (issue 33): what happened at a table since a player's own last move, shown to that
player alone, and the **Recap** button that asks for it from the turn DM and the **My hand**
answer. The host builds the recap from the public lines and the reader's own secrets
(``host.season.Season.recap``); here it becomes one message within Discord's 2000 characters,
then the current board, drawn from the public view.

The ``Season`` cog owns the button (it registers it and offers ``/table recap``); the messages
that carry it (``cogs/delivery.py``) build it from here, so neither imports the other."""

from __future__ import annotations

import discord

import locales
from cogs.answers import MAX_CONTENT, reader
from cogs.attachments import board_files
from cogs.components import Button, TableItem, custom_id
from cogs.gamebot import Interaction
from cogs.replies import reply
from host import Recap, TableInfo


class RecapButton(
    TableItem,
    discord.ui.DynamicItem[Button],
    template=r"gh:recap:(?P<table>\d+):(?P<version>\d+)",
):
    """Under the turn DM and the **My hand** answer: the presser's recap of the table, now.
    Any version is current (a recap is of the table as it is); a closed table, a press by
    someone who holds no seat there, or one somewhere else than the table's channel or a
    player's DMs is refused in one short line (``TableItem``)."""

    def __init__(self, table_id: int, version: int, label: str | None = None) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.secondary,
                emoji="📜",
                custom_id=custom_id("recap", table_id, version),
            )
        )
        self.table_id, self.version = table_id, version

    def is_current(self, interaction: Interaction, table: TableInfo) -> bool:
        return True

    async def act(self, interaction: Interaction, table: TableInfo) -> None:
        await send_recap(interaction, table)


def recap_button(table: TableInfo, locale: str) -> RecapButton:
    return RecapButton(table.id, table.version, locales.text(locale, "bot-button-recap"))


def moves_line(moves: int | None, locale: str) -> str:
    """How many moves were made since the reader's last turn ("" for none, or not seated)."""
    return locales.text(locale, "bot-moves-since", moves=moves) if moves else ""


def recap_text(recap: Recap, locale: str) -> str:
    """The recap as one message: what it covers, then its lines; the oldest left out (and
    said so) while it would not fit in one Discord message."""
    heading = locales.text(
        locale, "bot-recap-since-start" if recap.since_start else "bot-recap-since", moves=recap.moves
    )
    lines, left_out = list(recap.lines), recap.left_out

    def text() -> str:
        earlier = [locales.text(locale, "bot-recap-left-out", count=left_out)] if left_out else []
        return "\n".join([heading, *earlier, *lines])

    while len(text()) > MAX_CONTENT and lines:
        lines.pop(0)
        left_out += 1
    return text()


async def send_recap(interaction: Interaction, table: TableInfo) -> None:
    """The caller's recap of ``table``, to them alone, with the board as the channel sees it."""
    locale = reader(interaction)
    recap = await interaction.client.host.recap(table.id, interaction.user.id, locale)
    public_view = await interaction.client.host.view(table.id, None)
    await reply(interaction, recap_text(recap, locale), files=await board_files(table, public_view))
