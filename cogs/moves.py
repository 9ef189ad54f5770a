"""The move flow, in one place: a slash command or a component's press, the host's submit, the
mover's answer, then the delivery (docs/architecture.md, "A press, from Discord to the posted
picture").

1. In: ``/game act`` or a game's verb (``play_matching``) at the channel's table
   (``MoveFlow.submit_here``), or a press of the hand menu or a one-click button
   (``cogs.components.MoveItem``, through ``bot.moves``: ``MoveFlow.submit``).
2. Submit: the host applies the move under the table's lock, generating the legal moves of the
   step once (the chooser's and the check's), and commits it with its outbox entry.
3. The mover's answer: ephemeral, first, with their new hand and, in the middle of their turn,
   the menu of what they may do next, from the publication's private update (no reload).
4. Delivery: ``cogs.delivery.deliver_publication``, the board as this interaction's public
   follow-up when it came from the table's channel; the DMs join the DM queue.

``MoveFlow`` is created by the bot (``GameBot.moves``, typed by ``cogs.gamebot.Moving``): the
components, which the delivery's posts are built from, reach it through the bot and import
nothing of it. The lobby's verbs (join, leave, start) and **My hand** go the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence

import discord
from discord.app_commands import Choice

import locales
from cogs.answers import fit, reader
from cogs.choices import choice_name, filter_choices
from cogs.delivery import deliver_publication, private_message, with_recap
from cogs.gamebot import GameBot, Interaction
from cogs.hosting import as_host, refresh_lobby
from cogs.recap import moves_line
from cogs.replies import Refusal, excerpt, remember_reader, reply, user_of
from cogs.wording import jump_link, note_line
from host import ActionChoice, Chooser, Publication, TableInfo
from host.errors import HostError
from rules.core import msg, required

log = logging.getLogger("gamehost.cogs.moves")


class MoveFlow:
    """What a move, a lobby verb or **My hand** does on Discord, whichever way it came in (the
    commands of ``cogs.lobby`` and the games' cogs, the components of ``cogs.components``)."""

    def __init__(self, bot: GameBot) -> None:
        self.bot = bot

    async def submit(
        self,
        interaction: Interaction,
        table_id: int,
        code: str,
        *,
        expected_version: int,
        check: Callable[[TableInfo], None],
    ) -> None:
        """A press's move at the table its component names, drawn at ``expected_version``
        (``check``: refuses a press the table does not take, under its lock: ``Host.submit``)."""
        publication = await self.bot.host.submit(
            table_id, interaction.user.id, code, expected_version, check=check
        )
        await self.answer_and_deliver(interaction, publication, self.answer_move(interaction, publication))

    async def submit_here(self, interaction: Interaction, code: str | Chooser) -> None:
        """A command's move at the table of the channel it was used in (its table loaded once:
        ``Host.submit_here``; a ``Chooser`` picks among the caller's legal actions, labelled in
        their language)."""
        publication = await self.bot.host.submit_here(
            required(interaction.channel_id), interaction.user.id, code, reader(interaction)
        )
        if publication is None:
            raise Refusal(msg("bot-no-table"))
        await self.answer_and_deliver(interaction, publication, self.answer_move(interaction, publication))

    async def lobby_verb(self, interaction: Interaction, verb: str, table_id: int) -> None:
        """join / leave / start, from the slash command or the lobby's button; a start's first
        board is delivered as a move's is."""
        bot, user, locale = self.bot, user_of(interaction), reader(interaction)
        if verb == "start":
            publication = await as_host(bot, table_id, lambda: bot.host.start(table_id, user))
            refresh_lobby(bot, publication.table)
            answer = reply(interaction, locales.text(locale, "bot-done"))  # the board post says it began
            await self.answer_and_deliver(interaction, publication, answer)
            return
        table = await (bot.host.join if verb == "join" else bot.host.leave)(table_id, user)
        refresh_lobby(bot, table)
        await reply(interaction, locales.text(locale, "bot-joined" if verb == "join" else "bot-left"))

    async def show_hand(self, interaction: Interaction, table: TableInfo) -> None:
        """The ephemeral private view: works whatever the state of the caller's DMs. A **My
        hand** press acknowledged without a new message (``HandButton``: the presser had a
        private answer here that can still be edited) edits that answer instead of adding a
        copy (issue 23); if Discord refuses the edit (the answer was dismissed), it is a new
        answer."""
        if not any(info.user_id == interaction.user.id for info in table.seats):
            raise Refusal(msg("bot-not-seated-look", link=jump_link(table)))
        bot, locale = self.bot, reader(interaction)
        kwargs = await private_message(bot, table, interaction.user.id, locale, intro=False, short=True)
        content = kwargs.pop("content")
        note = note_line(await bot.host.note(table.id, interaction.user.id), locale)
        # under the hand: how many moves since the player's last turn, and the note (issue 33)
        moves = await bot.host.moves_since(table.id, interaction.user.id)
        content = fit("\n".join(part for part in (content, moves_line(moves, locale), note) if part))
        if moves:
            kwargs["view"] = with_recap(kwargs.get("view"), table, locale)
        earlier = bot.private_answers.to_edit(interaction, table.id)
        edits = interaction.response.type == discord.InteractionResponseType.deferred_message_update
        if earlier is not None and edits:
            try:
                await earlier.interaction.followup.edit_message(
                    earlier.message_id, content=content, attachments=kwargs["files"], view=kwargs.get("view")
                )
                bot.in_flight.answered(interaction)  # the edit is its answer (cogs/stopping.py)
                return
            except discord.HTTPException:
                log.info("Table %s: the private answer to edit is gone; a new one", table.id)
                for file in kwargs["files"]:
                    file.reset()
        bot.private_answers.remember(interaction, table.id, await reply(interaction, content, **kwargs))

    async def answer_move(self, interaction: Interaction, publication: Publication) -> None:
        """The mover's answer to an accepted action, before the board (not by DM): what they
        did and, when their secrets changed or their turn goes on, their new hand with what
        they may do next, from the publication's private update (its choices generated with
        the step, in the locale the host stored for them when this interaction was
        acknowledged)."""
        bot, table_id = self.bot, publication.table.id
        update = next((u for u in publication.private if u.user_id == interaction.user.id), None)
        locale = reader(interaction)
        done = done_line(update.lines if update is not None else (), publication.lines, locale)
        if publication.post_to_channel and update is None:  # his secrets did not change
            bot.private_answers.remember(interaction, table_id, await reply(interaction, done))
            return
        hand = await private_message(
            bot,
            publication.table,
            interaction.user.id,
            locale,
            intro=False,
            seat_view=update.view if update is not None else None,
            choices=update.choices if update is not None and update.locale == locale else None,
            short=True,
        )
        content = "\n".join(part for part in (done, hand.pop("content")) if part)
        bot.private_answers.remember(interaction, table_id, await reply(interaction, content, **hand))

    async def answer_and_deliver(
        self, interaction: Interaction, publication: Publication, answer: Awaitable[object]
    ) -> None:
        """Answer the interaction that played a step (``answer``, its ephemeral reply), then
        deliver the step's publication: as the interaction's public follow-up after the answer,
        or as a channel post if answering failed (a follow-up would then take the answer's
        place, ephemeral, seen by no one else). Delivered either way: the step is committed."""
        answered = False
        try:
            await answer
            answered = True
        finally:
            await deliver_publication(self.bot, publication, interaction if answered else None)


def done_line(mine: Sequence[str], public: Sequence[str], locale: str) -> str:
    """What the mover did, in one line: his step as he reads it, and what only he learnt on the
    way (a card drawn, a goal looked at); the public lines are in the post below it."""
    if not mine:
        return locales.text(locale, "bot-done")
    shown = set(public)
    said = [mine[0], *(line for line in mine[1:] if line not in shown)]
    # a step with AI moves folded in is too long for a catalog placeable: joined here
    return locales.text(locale, "bot-done-heading") + " " + " ".join(dict.fromkeys(said))


# --- the games' verbs: a move named by the player, with its autocomplete ----------------------


async def play_matching(
    interaction: Interaction, select: Callable[[list[ActionChoice]], list[ActionChoice]], typed: str
) -> None:
    """A game verb's way in: submits the one legal action of ``select`` the caller picked, by
    the suggestion's code or, failing that, by every typed word in its label (a command without
    an option names its only action). The host picks it under the table's lock, once it found
    the caller seated and awaited (else it says why), from the one load of the move."""

    def choose(legal: Sequence[ActionChoice]) -> str:
        choices = select(list(legal))
        if not choices:
            raise Refusal(msg("bot-no-such-move"))
        exact = [choice for choice in choices if choice.code == typed]
        matches = exact or filter_choices(choices, typed)
        if len(matches) != 1:
            raise Refusal(msg("bot-move-not-named", typed=excerpt(typed)))
        return matches[0].code

    await interaction.client.moves.submit_here(interaction, choose)


async def suggest_matching(
    interaction: Interaction, select: Callable[[list[ActionChoice]], list[ActionChoice]], typed: str
) -> list[Choice[str]]:
    """A game verb's autocomplete: the legal actions of ``select`` that match what was typed."""
    choices = select(await legal_here(interaction))
    return [Choice(name=choice_name(c), value=c.code) for c in filter_choices(choices, typed)]


async def legal_here(interaction: Interaction) -> list[ActionChoice]:
    """The caller's legal actions at this channel's table, labelled in their language; none
    when there is nothing to do. Autocomplete's way in: it remembers the reader's locale too."""
    try:
        await remember_reader(interaction)
        return await interaction.client.host.legal_actions_here(
            required(interaction.channel_id), interaction.user.id, reader(interaction)
        )
    except HostError:
        return []
