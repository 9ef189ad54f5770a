"""The Discord side of each game: one entry per game of ``rules.GAMES`` (the rules' registry), as
``images.RENDERERS`` is the pictures'. Adding a game to Discord means one ``DiscordGame`` here:
the cog with its slash command group, the text of a seat's secrets, what ``/game rules`` says,
and how the hand message offers its actions. Pure: the entries name the cog module, which the
bot loads, so that this registry imports no cog."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import locales
from cogs import alethiometer_menu, alethiometer_text, kompass_text, saboteur_menu, saboteur_text
from cogs.choices import ActionGroup, ActionGrouper
from host import ActionChoice
from rules import GAMES
from rules.core import msg

PrivateText = Callable[[dict[str, Any], str, Sequence[str]], str]
"""``fn(seat_view, locale, names)``: the text of a seat's own secrets (hand, role...) in
``locale``, read from that seat's view only."""


@dataclass(frozen=True)
class DiscordGame:
    cog: str
    """The extension the bot loads: the game's own slash command group."""
    private_text: PrivateText
    rules_lines: tuple[str, ...]
    """Message ids ``/game rules`` says before the game's options and the shared commands."""
    one_click: frozenset[str] = frozenset()
    """Codes of the frequent decisions drawn as buttons on the hand message beside its menu
    ("Stop drawing", "End my turn", "Skip"): short ASCII codes without arguments, at most 12
    letters, as they travel in the button's custom_id."""
    group_actions: ActionGrouper | None = None
    """How the hand message's first select groups the legal actions (Saboteur: by card); without
    one, a single select of them all."""


DISCORD_GAMES: dict[str, DiscordGame] = {
    "saboteur": DiscordGame(
        cog="cogs.saboteur",
        private_text=saboteur_text.private_text,
        rules_lines=("bot-rules-saboteur-goal", "bot-rules-saboteur-turn", "bot-rules-saboteur-moves"),
        group_actions=saboteur_menu.group_by_card,
    ),
    "kompass": DiscordGame(
        cog="cogs.kompass",
        private_text=kompass_text.private_text,
        rules_lines=("bot-rules-kompass-goal", "bot-rules-kompass-round"),
        one_click=kompass_text.ONE_CLICK,
    ),
    "alethiometer": DiscordGame(
        cog="cogs.alethiometer",
        private_text=alethiometer_text.private_text,
        rules_lines=(
            "bot-rules-alethiometer-goal",
            "bot-rules-alethiometer-part",
            "bot-rules-alethiometer-turn",
        ),
        group_actions=alethiometer_menu.group_by_verb,
    ),
}
"""Game id of ``rules.GAMES`` -> its Discord side."""


def action_groups(game_id: str, choices: Sequence[ActionChoice], locale: str) -> list[ActionGroup]:
    grouper = DISCORD_GAMES[game_id].group_actions
    if grouper is None:
        return [ActionGroup("all", locales.text(locale, "bot-actions"), tuple(choices))]
    return grouper(choices, locale)


def rules_summary(game_id: str, locale: str) -> str:
    """What ``/game rules`` says about a game: the goal, what a turn is and which commands play
    it, a few lines a player can read in Discord (the numbered rule files are not theirs to
    open); its options with their defaults."""
    game = GAMES[game_id]
    heading = msg("bot-rules-heading", game=game.title, minimum=game.min_players, maximum=game.max_players)
    lines = [locales.render(heading, locale)]
    lines += [locales.text(locale, line) for line in DISCORD_GAMES[game_id].rules_lines]
    lines += [
        locales.render(
            msg(
                "bot-rules-option",
                name=option.name,
                default=str(option.default).lower(),  # as the options= syntax writes it
                description=option.description,
            ),
            locale,
        )
        for option in game.options.values()
    ]
    lines.append(locales.text(locale, "bot-rules-commands"))
    return "\n".join(lines)
