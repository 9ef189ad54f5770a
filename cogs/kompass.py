"""The ``/kompass`` group: Der Goldene Kompass's own verbs, each offering only legal choices.

Every suggestion and every accepted command comes from the caller's legal actions as the host
lists them (``host.legal_actions``, labels in the caller's locale); this module only sorts them by
the verb of their code (``rules/kompass/actions.py``). It never decides what is legal. Its words
are ``kom-cmd-`` messages (``locales/*/kompass.ftl``).
"""

from __future__ import annotations

from collections.abc import Iterable

import discord
from discord import app_commands
from discord.app_commands import Choice

import locales
from cogs.common import ACTION_BUTTONS, Refusal, TableCog, choice_name, filter_choices, table_here
from cogs.components import submit
from cogs.lobby import legal_here
from cogs.translator import cmd
from host import ActionChoice
from rules import GAMES
from rules.core import msg

GAME = GAMES["kompass"]

# The verbs of each command (rules/kompass/actions.py).
DISCARD = {"dis", "bfd"}  # before drawing (K-4.2); with the Butterfly (K-14.7)
DRAW = {"draw"}  # a Lyra pile, or the Pan pile with John Faa (K-15.6)
STOP = {"stop", "bfx"}  # stop drawing; stop discarding with the Butterfly
MOVE = {"mv", "mt", "lee", "fm"}  # a card, the Marten, Lee Scoresby, a forced move (K-5, K-8)
POWER = {"owl", "mouse", "cat", "bf"}  # Pan cards played for their power (K-14)
TAKE = {"xp", "comp", "pan"}  # experience owed, a companion, a city's Pan card (K-6, K-10)
TASK = {"task"}
SKIP = {"pass"}
END = {"end"}


# Decisions without arguments that come at almost every turn: one click on the hand message.
ACTION_BUTTONS[GAME.id] = frozenset(STOP | SKIP | END)


def of_verbs(choices: Iterable[ActionChoice], verbs: set[str]) -> list[ActionChoice]:
    return [choice for choice in choices if GAME.parse_action(choice.code).verb in verbs]


async def play(interaction: discord.Interaction, verbs: set[str], typed: str = "") -> None:
    """Submits the legal action the caller picked: the suggestion's code, or failing that the
    one legal action of these verbs whose label contains every typed word (a command without
    an option names its only action)."""
    table = await table_here(interaction)
    legal = await interaction.client.host.legal_actions(
        table.id, interaction.user.id, locales.locale_of(interaction.locale)
    )
    choices = of_verbs(legal, verbs)
    if not choices:
        raise Refusal(msg("kom-cmd-no-such-move"))
    exact = [choice for choice in choices if choice.code == typed]
    matches = exact or filter_choices(choices, typed)
    if len(matches) != 1:
        raise Refusal(msg("kom-cmd-not-named", typed=typed[:50]))
    await submit(interaction, table.id, matches[0].code, expected_version=None)


async def suggest(interaction: discord.Interaction, verbs: set[str], typed: str) -> list[Choice[str]]:
    choices = of_verbs(await legal_here(interaction), verbs)
    return [Choice(name=choice_name(c), value=c.code) for c in filter_choices(choices, typed)]


class Kompass(TableCog):
    kompass = app_commands.Group(name=cmd("kom-cmd"), description=cmd("kom-cmd-desc"), guild_only=True)

    @kompass.command(name=cmd("kom-cmd-discard"), description=cmd("kom-cmd-discard-desc"))
    @app_commands.rename(card=cmd("kom-cmd-opt-card"))
    @app_commands.describe(card=cmd("kom-cmd-discard-card-desc"))
    async def discard(self, interaction: discord.Interaction, card: str) -> None:
        await play(interaction, DISCARD, card)

    @discard.autocomplete("card")
    async def discard_card(self, interaction, current: str):
        return await suggest(interaction, DISCARD, current)

    @kompass.command(name=cmd("kom-cmd-draw"), description=cmd("kom-cmd-draw-desc"))
    @app_commands.rename(pile=cmd("kom-cmd-opt-pile"))
    @app_commands.describe(pile=cmd("kom-cmd-draw-pile-desc"))
    async def draw(self, interaction: discord.Interaction, pile: str) -> None:
        await play(interaction, DRAW, pile)

    @draw.autocomplete("pile")
    async def draw_pile(self, interaction, current: str):
        return await suggest(interaction, DRAW, current)

    @kompass.command(name=cmd("kom-cmd-stop"), description=cmd("kom-cmd-stop-desc"))
    async def stop(self, interaction: discord.Interaction) -> None:
        await play(interaction, STOP)

    @kompass.command(name=cmd("kom-cmd-move"), description=cmd("kom-cmd-move-desc"))
    @app_commands.rename(how=cmd("kom-cmd-opt-how"))
    @app_commands.describe(how=cmd("kom-cmd-move-how-desc"))
    async def move(self, interaction: discord.Interaction, how: str) -> None:
        await play(interaction, MOVE, how)

    @move.autocomplete("how")
    async def move_how(self, interaction, current: str):
        return await suggest(interaction, MOVE, current)

    @kompass.command(name=cmd("kom-cmd-power"), description=cmd("kom-cmd-power-desc"))
    @app_commands.rename(card=cmd("kom-cmd-opt-card"))
    @app_commands.describe(card=cmd("kom-cmd-power-card-desc"))
    async def power(self, interaction: discord.Interaction, card: str) -> None:
        await play(interaction, POWER, card)

    @power.autocomplete("card")
    async def power_card(self, interaction, current: str):
        return await suggest(interaction, POWER, current)

    @kompass.command(name=cmd("kom-cmd-take"), description=cmd("kom-cmd-take-desc"))
    @app_commands.rename(what=cmd("kom-cmd-opt-what"))
    @app_commands.describe(what=cmd("kom-cmd-take-what-desc"))
    async def take(self, interaction: discord.Interaction, what: str) -> None:
        await play(interaction, TAKE, what)

    @take.autocomplete("what")
    async def take_what(self, interaction, current: str):
        return await suggest(interaction, TAKE, current)

    @kompass.command(name=cmd("kom-cmd-task"), description=cmd("kom-cmd-task-desc"))
    async def task(self, interaction: discord.Interaction) -> None:
        await play(interaction, TASK)

    @kompass.command(name=cmd("kom-cmd-skip"), description=cmd("kom-cmd-skip-desc"))
    async def skip(self, interaction: discord.Interaction) -> None:
        await play(interaction, SKIP)

    @kompass.command(name=cmd("kom-cmd-end"), description=cmd("kom-cmd-end-desc"))
    async def end(self, interaction: discord.Interaction) -> None:
        await play(interaction, END)


async def setup(bot) -> None:
    await bot.add_cog(Kompass(bot))
