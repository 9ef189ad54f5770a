"""What ``cogs/delivery.py`` and ``cogs/notices.py`` still import from here until issue 31's
delivery lands; then they import from the modules ``common.py`` was split into by job
(issue 35): ``replies`` (acknowledging, answering, the one error reply), ``answers`` (private
answers, edited by **My hand**), ``access`` (who may sit and see, the table here), ``wording``,
``attachments`` (pictures as files) and ``games`` (the registry of each game's Discord side)."""

from __future__ import annotations

import discord

from cogs.answers import PrivateAnswer, fit, reader
from cogs.attachments import board_files, private_files
from cogs.gamebot import Interaction
from cogs.games import DISCORD_GAMES
from cogs.replies import Refusal, reply
from cogs.wording import at, fit_end, jump_link, note_line, server_name, when, whose_turn

__all__ = [
    "PRIVATE_TEXT",
    "Refusal",
    "answer_to_edit",
    "at",
    "board_files",
    "fit",
    "fit_end",
    "jump_link",
    "note_line",
    "private_files",
    "reader",
    "remember_answer",
    "reply",
    "server_name",
    "when",
    "whose_turn",
]

PRIVATE_TEXT = {game_id: game.private_text for game_id, game in DISCORD_GAMES.items()}


def remember_answer(interaction: Interaction, table_id: int, message: discord.Message | None) -> None:
    interaction.client.private_answers.remember(interaction, table_id, message)


def answer_to_edit(interaction: Interaction, table_id: int) -> PrivateAnswer | None:
    return interaction.client.private_answers.to_edit(interaction, table_id)
