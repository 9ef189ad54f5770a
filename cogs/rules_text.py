"""What ``/game rules`` says about each game: the goal, what a turn is and which commands play
it, a few lines a player can read in Discord (the numbered rule files are not theirs to open).
The words are in ``discord.ftl``; this module only says which lines each game has."""

from __future__ import annotations

import locales
from rules.core import GameRules, msg

SUMMARIES: dict[str, tuple[str, ...]] = {
    "saboteur": ("bot-rules-saboteur-goal", "bot-rules-saboteur-turn", "bot-rules-saboteur-moves"),
    "kompass": ("bot-rules-kompass-goal", "bot-rules-kompass-round"),
    "alethiometer": (
        "bot-rules-alethiometer-goal",
        "bot-rules-alethiometer-part",
        "bot-rules-alethiometer-turn",
    ),
}
"""Per game id of ``rules.GAMES``: the summary lines before its options and the commands every
game shares."""


def rules_summary(game: GameRules, locale: str) -> str:
    heading = msg("bot-rules-heading", game=game.title, minimum=game.min_players, maximum=game.max_players)
    lines = [locales.render(heading, locale)]
    lines += [locales.text(locale, line) for line in SUMMARIES.get(game.id, ())]
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
