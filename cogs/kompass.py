"""The ``/kompass`` group: Der Goldene Kompass's own verbs, each offering only legal choices.

Every suggestion and every accepted command comes from the caller's legal actions as the host
lists them (``host.legal_actions``, labels in the caller's locale); this module only sorts them by
the verb of their code (``rules/kompass/actions.py``; the sets in ``kompass_text``). It never
decides what is legal. Its words are ``kom-cmd-`` messages (``locales/*/kompass.ftl``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from discord import app_commands
from discord.app_commands import Choice

from cogs.gamebot import GameBot, Interaction
from cogs.kompass_text import DISCARD, DRAW, END, MOVE, POWER, SKIP, STOP, TAKE, TASK
from cogs.moves import play_matching, suggest_matching
from cogs.replies import TableCog
from cogs.translator import cmd
from host import ActionChoice
from rules import GAMES

GAME = GAMES["kompass"]


def of_verbs(choices: Iterable[ActionChoice], verbs: set[str]) -> list[ActionChoice]:
    return [choice for choice in choices if GAME.parse_action(choice.code).verb in verbs]


async def play(interaction: Interaction, verbs: set[str], typed: str = "") -> None:
    await play_matching(interaction, partial(of_verbs, verbs=verbs), typed)


async def suggest(interaction: Interaction, verbs: set[str], typed: str) -> list[Choice[str]]:
    return await suggest_matching(interaction, partial(of_verbs, verbs=verbs), typed)


class Kompass(TableCog):
    kompass = app_commands.Group(name=cmd("kom-cmd"), description=cmd("kom-cmd-desc"), guild_only=True)

    @kompass.command(name=cmd("kom-cmd-discard"), description=cmd("kom-cmd-discard-desc"))
    @app_commands.rename(card=cmd("kom-cmd-opt-card"))
    @app_commands.describe(card=cmd("kom-cmd-discard-card-desc"))
    async def discard(self, interaction: Interaction, card: str) -> None:
        await play(interaction, DISCARD, card)

    @discard.autocomplete("card")
    async def discard_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, DISCARD, current)

    @kompass.command(name=cmd("kom-cmd-draw"), description=cmd("kom-cmd-draw-desc"))
    @app_commands.rename(pile=cmd("kom-cmd-opt-pile"))
    @app_commands.describe(pile=cmd("kom-cmd-draw-pile-desc"))
    async def draw(self, interaction: Interaction, pile: str) -> None:
        await play(interaction, DRAW, pile)

    @draw.autocomplete("pile")
    async def draw_pile(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, DRAW, current)

    @kompass.command(name=cmd("kom-cmd-stop"), description=cmd("kom-cmd-stop-desc"))
    async def stop(self, interaction: Interaction) -> None:
        await play(interaction, STOP)

    @kompass.command(name=cmd("kom-cmd-move"), description=cmd("kom-cmd-move-desc"))
    @app_commands.rename(how=cmd("kom-cmd-opt-how"))
    @app_commands.describe(how=cmd("kom-cmd-move-how-desc"))
    async def move(self, interaction: Interaction, how: str) -> None:
        await play(interaction, MOVE, how)

    @move.autocomplete("how")
    async def move_how(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, MOVE, current)

    @kompass.command(name=cmd("kom-cmd-power"), description=cmd("kom-cmd-power-desc"))
    @app_commands.rename(card=cmd("kom-cmd-opt-card"))
    @app_commands.describe(card=cmd("kom-cmd-power-card-desc"))
    async def power(self, interaction: Interaction, card: str) -> None:
        await play(interaction, POWER, card)

    @power.autocomplete("card")
    async def power_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, POWER, current)

    @kompass.command(name=cmd("kom-cmd-take"), description=cmd("kom-cmd-take-desc"))
    @app_commands.rename(what=cmd("kom-cmd-opt-what"))
    @app_commands.describe(what=cmd("kom-cmd-take-what-desc"))
    async def take(self, interaction: Interaction, what: str) -> None:
        await play(interaction, TAKE, what)

    @take.autocomplete("what")
    async def take_what(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, TAKE, current)

    @kompass.command(name=cmd("kom-cmd-task"), description=cmd("kom-cmd-task-desc"))
    async def task(self, interaction: Interaction) -> None:
        await play(interaction, TASK)

    @kompass.command(name=cmd("kom-cmd-skip"), description=cmd("kom-cmd-skip-desc"))
    async def skip(self, interaction: Interaction) -> None:
        await play(interaction, SKIP)

    @kompass.command(name=cmd("kom-cmd-end"), description=cmd("kom-cmd-end-desc"))
    async def end(self, interaction: Interaction) -> None:
        await play(interaction, END)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Kompass(bot))
