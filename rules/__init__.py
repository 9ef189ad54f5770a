"""Pure game engines (standard library only) and the registry of playable games.

Each game package exposes one ``GAME`` object implementing ``rules.core.GameRules``;
a game joins the registry (and with it the host, the commands and the shared conformance
tests) by being listed below.
"""

from rules.alethiometer import GAME as ALETHIOMETER
from rules.core import GameRules, State
from rules.kompass import GAME as KOMPASS
from rules.saboteur import GAME as SABOTEUR

GAMES: dict[str, GameRules[State]] = {game.id: game for game in (SABOTEUR, KOMPASS, ALETHIOMETER)}
