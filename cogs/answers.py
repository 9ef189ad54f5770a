"""Private answers: an ephemeral reply sent, and the last one a player got at a table kept while
Discord lets it be edited, so that **My hand** edits it instead of adding a copy (issue 23).

A leaf of ``cogs``: the bot holds a ``PrivateAnswers`` (``GameBot.private_answers``) and the
graceful stop (``cogs.stopping``) answers with ``send_ephemeral``; both come before the typed
bot, so this module reads an interaction only for its ids and response."""

from __future__ import annotations

import time
from dataclasses import dataclass
from typing import Any

import discord

import locales

MAX_CONTENT = 2000  # Discord's limit for a message's text

ANSWER_EDITABLE_SECONDS = 14 * 60
"""How long a private answer can be edited: an interaction's token lives 15 minutes."""

AnyInteraction = discord.Interaction[discord.Client]
"""An interaction of any bot: what this leaf reads of one is the same for every client."""
MessageParts = dict[str, Any]
"""A message as keyword arguments for ``send`` (``content``, ``files``, ``view``...), built
before it is known where it goes (an answer, a DM, a post)."""


def reader(interaction: AnyInteraction) -> str:
    """The catalog locale of whoever sent ``interaction`` (their Discord client's language)."""
    return locales.locale_of(interaction.locale)


def fit(text: str) -> str:
    """``text`` cut to one Discord message (a step with many AI moves folded in says a lot)."""
    return text if len(text) <= MAX_CONTENT else text[: MAX_CONTENT - 1] + "…"


async def send_ephemeral(
    interaction: AnyInteraction, content: str, **kwargs: Any
) -> discord.WebhookMessage | None:
    """``content`` (cut to one message) only the sender sees, whether or not the interaction was
    deferred already: the message when it was a follow-up (which can be edited later)."""
    content = fit(content)
    if interaction.response.is_done():
        return await interaction.followup.send(content, ephemeral=True, wait=True, **kwargs)
    await interaction.response.send_message(content, ephemeral=True, **kwargs)
    return None


@dataclass(frozen=True)
class PrivateAnswer:
    interaction: AnyInteraction
    message_id: int
    sent: float  # time.monotonic()


class PrivateAnswers:
    """(user id, table id, channel id) -> the last private answer at that table in that channel
    (an answer in the player's DMs is not edited by a press in the table's channel)."""

    def __init__(self) -> None:
        self._answers: dict[tuple[int, int, int | None], PrivateAnswer] = {}

    def remember(self, interaction: AnyInteraction, table_id: int, message: discord.Message | None) -> None:
        """The private answer a player just got at a table (their move's answer, their hand).
        Answers too old to edit are forgotten on the way."""
        if message is None:
            return
        now = time.monotonic()
        for key in [
            key for key, answer in self._answers.items() if now - answer.sent > ANSWER_EDITABLE_SECONDS
        ]:
            del self._answers[key]
        self._answers[(interaction.user.id, table_id, interaction.channel_id)] = PrivateAnswer(
            interaction, message.id, now
        )

    def to_edit(self, interaction: AnyInteraction, table_id: int) -> PrivateAnswer | None:
        """The presser's last private answer at this table, while Discord lets it be edited."""
        answer = self._answers.get((interaction.user.id, table_id, interaction.channel_id))
        if answer is None or time.monotonic() - answer.sent > ANSWER_EDITABLE_SECONDS:
            return None
        return answer
