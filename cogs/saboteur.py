"""The ``/saboteur`` group: the game's own verbs, each offering only legal choices.

Every suggestion and every accepted command comes from the caller's legal actions as the host
lists them (``host.legal_actions``, labels in the caller's locale); this module only sorts them by
card and target, reading each action through ``rules.saboteur.actions.decode``. It never decides
what is legal. Its words are ``sab-`` messages (``locales/*/saboteur.ftl``).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from discord import app_commands
from discord.app_commands import Choice

import locales
from cogs.choices import MAX_CHOICES
from cogs.gamebot import GameBot, Interaction
from cogs.moves import legal_here, play_matching, suggest_matching
from cogs.replies import TableCog
from cogs.saboteur_menu import parsed
from cogs.translator import cmd
from host import ActionChoice
from rules.core import required
from rules.saboteur.actions import (
    BREAK,
    DISCARD,
    MAP,
    PASS,
    PICK,
    PLACE,
    REPAIR,
    ROCKFALL,
    card_title,
)


def of_kind(choices: Iterable[ActionChoice], kinds: set[str], card: str | None = None) -> list[ActionChoice]:
    """The legal actions of these kinds, with this card when one is given."""
    return [
        choice
        for choice, play in parsed(choices)
        if play.kind in kinds and (card is None or play.card_id == card)
    ]


def card_choices(
    choices: Iterable[ActionChoice], kinds: set[str], typed: str, locale: str
) -> list[Choice[str]]:
    """One suggestion per card in hand that has an action of these kinds, named in ``locale``;
    identical cards (same name and shape) once, as the first of them (issue 23: no two entries
    read the same)."""
    cards: dict[str, str] = {}  # name -> card id
    for _choice, play in parsed(choices):
        if play.kind in kinds:
            cards.setdefault(locales.render(card_title(required(play.card)), locale), required(play.card_id))
    typed = typed.lower()
    found = [Choice(name=name, value=card) for name, card in cards.items() if typed in name.lower()]
    return found[:MAX_CHOICES]


async def play(interaction: Interaction, kinds: set[str], typed: str, card: str | None = None) -> None:
    select = partial(of_kind, kinds=kinds, card=card)
    await play_matching(interaction, select, typed)


async def suggest(
    interaction: Interaction, kinds: set[str], typed: str, *, by_card: bool = False
) -> list[Choice[str]]:
    """Suggestions for the last option; after a ``card`` option, only that card's moves."""
    card = interaction.namespace.card if by_card else None
    return await suggest_matching(interaction, partial(of_kind, kinds=kinds, card=card), typed)


async def suggest_cards(interaction: Interaction, kinds: set[str], typed: str) -> list[Choice[str]]:
    locale = locales.locale_of(interaction.locale)
    return card_choices(await legal_here(interaction), kinds, typed, locale)


class Saboteur(TableCog):
    saboteur = app_commands.Group(
        name=cmd("cmd-saboteur"), description=cmd("cmd-saboteur-desc"), guild_only=True
    )

    @saboteur.command(name=cmd("cmd-saboteur-place"), description=cmd("cmd-saboteur-place-desc"))
    @app_commands.rename(card=cmd("cmd-opt-card"), where=cmd("cmd-opt-where"))
    @app_commands.describe(
        card=cmd("cmd-saboteur-place-card-desc"), where=cmd("cmd-saboteur-place-where-desc")
    )
    async def place(self, interaction: Interaction, card: str, where: str) -> None:
        await play(interaction, {PLACE}, where, card)

    @place.autocomplete("card")
    async def place_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest_cards(interaction, {PLACE}, current)

    @place.autocomplete("where")
    async def place_where(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {PLACE}, current, by_card=True)

    @saboteur.command(name=cmd("cmd-saboteur-sabotage"), description=cmd("cmd-saboteur-sabotage-desc"))
    @app_commands.rename(card=cmd("cmd-opt-card"), target=cmd("cmd-opt-target"))
    @app_commands.describe(
        card=cmd("cmd-saboteur-sabotage-card-desc"), target=cmd("cmd-saboteur-target-desc")
    )
    async def sabotage(self, interaction: Interaction, card: str, target: str) -> None:
        await play(interaction, {BREAK}, target, card)

    @sabotage.autocomplete("card")
    async def sabotage_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest_cards(interaction, {BREAK}, current)

    @sabotage.autocomplete("target")
    async def sabotage_target(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {BREAK}, current, by_card=True)

    @saboteur.command(name=cmd("cmd-saboteur-repair"), description=cmd("cmd-saboteur-repair-desc"))
    @app_commands.rename(card=cmd("cmd-opt-card"), target=cmd("cmd-opt-target"))
    @app_commands.describe(card=cmd("cmd-saboteur-repair-card-desc"), target=cmd("cmd-saboteur-target-desc"))
    async def repair(self, interaction: Interaction, card: str, target: str) -> None:
        await play(interaction, {REPAIR}, target, card)

    @repair.autocomplete("card")
    async def repair_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest_cards(interaction, {REPAIR}, current)

    @repair.autocomplete("target")
    async def repair_target(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {REPAIR}, current, by_card=True)

    @saboteur.command(name=cmd("cmd-saboteur-rockfall"), description=cmd("cmd-saboteur-rockfall-desc"))
    @app_commands.rename(cell=cmd("cmd-opt-cell"))
    @app_commands.describe(cell=cmd("cmd-saboteur-rockfall-cell-desc"))
    async def rockfall(self, interaction: Interaction, cell: str) -> None:
        await play(interaction, {ROCKFALL}, cell)

    @rockfall.autocomplete("cell")
    async def rockfall_cell(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {ROCKFALL}, current)

    @saboteur.command(name=cmd("cmd-saboteur-map"), description=cmd("cmd-saboteur-map-desc"))
    @app_commands.rename(goal=cmd("cmd-opt-goal"))
    @app_commands.describe(goal=cmd("cmd-saboteur-map-goal-desc"))
    async def map(self, interaction: Interaction, goal: str) -> None:
        await play(interaction, {MAP}, goal)

    @map.autocomplete("goal")
    async def map_goal(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {MAP}, current)

    @saboteur.command(name=cmd("cmd-saboteur-discard"), description=cmd("cmd-saboteur-discard-desc"))
    @app_commands.rename(card=cmd("cmd-opt-card"))
    @app_commands.describe(card=cmd("cmd-saboteur-discard-card-desc"))
    async def discard(self, interaction: Interaction, card: str) -> None:
        await play(interaction, {DISCARD, PASS}, card)

    @discard.autocomplete("card")
    async def discard_card(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {DISCARD, PASS}, current)

    @saboteur.command(name=cmd("cmd-saboteur-pick"), description=cmd("cmd-saboteur-pick-desc"))
    @app_commands.rename(gold=cmd("cmd-opt-gold"))
    @app_commands.describe(gold=cmd("cmd-saboteur-pick-gold-desc"))
    async def pick(self, interaction: Interaction, gold: str) -> None:
        await play(interaction, {PICK}, gold)

    @pick.autocomplete("gold")
    async def pick_gold(self, interaction: Interaction, current: str) -> list[Choice[str]]:
        return await suggest(interaction, {PICK}, current)


async def setup(bot: GameBot) -> None:
    await bot.add_cog(Saboteur(bot))
