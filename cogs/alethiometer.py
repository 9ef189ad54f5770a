"""The ``/alethiometer`` group: the game's own verbs, each offering only legal choices.

Every suggestion and every accepted command comes from the caller's legal actions as the host
lists them (``host.legal_actions``, labels in the caller's locale); this module only sorts them by
verb, the first word of an action code (rules/alethiometer/__init__.py, "Action codes";
``alethiometer_menu.VERBS``). It never decides what is legal. The same sorting groups the
actions of the hand message's menu. Its words
are ``ale-`` messages (``locales/*/alethiometer.ftl``).
"""

from __future__ import annotations

from functools import partial

from discord import app_commands
from discord.app_commands import Choice

from cogs.alethiometer_menu import of_verb
from cogs.gamebot import GameBot, Interaction
from cogs.moves import play_matching, suggest_matching
from cogs.replies import TableCog
from cogs.translator import cmd
from rules import GAMES

GAME = GAMES["alethiometer"]


async def play(interaction: Interaction, key: str, typed: str = "") -> None:
    select = partial(of_verb, key=key)
    await play_matching(interaction, select, typed)


async def suggest(interaction: Interaction, key: str, typed: str) -> list[Choice[str]]:
    return await suggest_matching(interaction, partial(of_verb, key=key), typed)


class Alethiometer(TableCog):
    alethiometer = app_commands.Group(
        name=cmd("ale-cmd-group"), description=cmd("ale-cmd-group-desc"), guild_only=True
    )

    @alethiometer.command(name=cmd("ale-cmd-choose"), description=cmd("ale-cmd-choose-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-choose-choice-desc"))
    async def choose(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "choose", choice)

    @choose.autocomplete("choice")
    async def choose_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "choose", current)

    @alethiometer.command(name=cmd("ale-cmd-red"), description=cmd("ale-cmd-red-desc"))
    async def red(self, interaction: Interaction) -> None:
        await play(interaction, "red")

    @alethiometer.command(name=cmd("ale-cmd-action"), description=cmd("ale-cmd-action-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-action-choice-desc"))
    async def action(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "action", choice)

    @action.autocomplete("choice")
    async def action_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "action", current)

    @alethiometer.command(name=cmd("ale-cmd-ally"), description=cmd("ale-cmd-ally-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-ally-choice-desc"))
    async def ally(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "ally", choice)

    @ally.autocomplete("choice")
    async def ally_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "ally", current)

    @alethiometer.command(name=cmd("ale-cmd-set"), description=cmd("ale-cmd-set-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-set-choice-desc"))
    async def play_set(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "set", choice)

    @play_set.autocomplete("choice")
    async def set_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "set", current)

    @alethiometer.command(name=cmd("ale-cmd-score"), description=cmd("ale-cmd-score-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-score-choice-desc"))
    async def score(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "score", choice)

    @score.autocomplete("choice")
    async def score_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "score", current)

    @alethiometer.command(name=cmd("ale-cmd-end"), description=cmd("ale-cmd-end-desc"))
    async def end(self, interaction: Interaction) -> None:
        await play(interaction, "end")

    @alethiometer.command(name=cmd("ale-cmd-card"), description=cmd("ale-cmd-card-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-card-choice-desc"))
    async def card(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "card", choice)

    @card.autocomplete("choice")
    async def card_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "card", current)

    @alethiometer.command(name=cmd("ale-cmd-ferry"), description=cmd("ale-cmd-ferry-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-ferry-choice-desc"))
    async def ferry(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "ferry", choice)

    @ferry.autocomplete("choice")
    async def ferry_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "ferry", current)

    @alethiometer.command(name=cmd("ale-cmd-truth"), description=cmd("ale-cmd-truth-desc"))
    @app_commands.rename(choice=cmd("ale-opt-choice"))
    @app_commands.describe(choice=cmd("ale-cmd-truth-choice-desc"))
    async def truth(self, interaction: Interaction, choice: str) -> None:
        await play(interaction, "truth", choice)

    @truth.autocomplete("choice")
    async def truth_choice(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, "truth", current)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Alethiometer(bot))
