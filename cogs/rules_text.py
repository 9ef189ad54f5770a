"""What ``/game rules`` says about each game: the goal, what a turn is and which commands play
it, a few lines a player can read in Discord (the numbered rule files are not theirs to open)."""

from __future__ import annotations

from rules.core import GameRules

COMMON_COMMANDS = (
    "`/game hand` (or **My hand** under the board) shows your cards and a menu of your moves; "
    "`/game act` makes any legal move by search; `/game board`, `/game status` and `/game log` "
    "show the table."
)

SUMMARIES: dict[str, tuple[str, ...]] = {
    "saboteur": (
        "**Goal:** dig a tunnel from the start card to the goal card with gold (gold-digger), "
        "or stop it without being caught (saboteur). Roles are secret; the most gold after "
        "three rounds wins.",
        "**Your turn:** play one card — a path card into the maze, an action card (break or "
        "repair a tool, rockfall, look at a goal card with a map) — or discard one face down; "
        "then you draw.",
        "**Moves:** `/saboteur place`, `sabotage`, `repair`, `rockfall`, `map`, `discard`, "
        "and `pick` for the gold share after a won round.",
    ),
    "kompass": (
        "**Goal:** race Lyra's path to the North. The game ends in the round someone reaches "
        "the goal with all three tasks done and at least 3 of every kind of experience; among "
        "those, the most experience wins.",
        "**A round:** discard and draw Lyra cards, then move (one turn each: play Lyra cards "
        "of your colour, one space per point, collecting experience), then complete your task "
        "card if your experience allows, gaining a companion.",
    ),
    "alethiometer": (
        "**Goal:** the most points after three parts: Truth tokens, Item tiles scored in the "
        "third part, and Dust at each Bridge to the Stars.",
        "**A part:** keep one of two dealt characters as your ally (the other goes to your "
        "left-hand neighbour as opposition), then take turns until Lyra reaches the next "
        "Destination; Truth tokens are drawn at its end.",
        "**Your turn:** spin the needle and take its red or light-blue icon, use an optional "
        "action, then play sets of Lyra cards: 2 Daemons for an Item tile, 3 symbols for "
        "Symbol tokens, 2 Spyflies to steal a tile.",
    ),
}
"""Per game id of ``rules.GAMES``: the summary lines before its options and the commands every
game shares."""


def rules_summary(game: GameRules) -> str:
    lines = [f"**{game.title}** — {game.min_players} to {game.max_players} players."]
    lines += SUMMARIES.get(game.id, ())
    lines += [
        f"• Table option `{option.name}` (default {str(option.default).lower()}): {option.description}"
        for option in game.options.values()
    ]
    lines.append(COMMON_COMMANDS)
    return "\n".join(lines)[:2000]
