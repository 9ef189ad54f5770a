"""Saboteur (rules: ../shared/rules/saboteur.md; views: docs/saboteur-views.md).

``GAME`` implements ``rules.core.GameRules``. Actions are ``SaboteurAction`` values; code
formats are listed in ``rules.saboteur.actions``. To build a command from ``legal_actions``
read the action's fields: ``kind`` (place, break, repair, rockfall, map, discard, pass, pick),
``card_id`` ("c17", the hand card), ``x``/``y`` (cell), ``rot`` (0 or 180), ``target`` (seat),
``tool`` and ``value`` (a draft pick). Labels name seats with ``rules.core.seat_ref``; fill
them with ``rules.core.fill_seats``.
"""

from rules.saboteur.actions import SaboteurAction
from rules.saboteur.engine import GAME, SaboteurState

__all__ = ["GAME", "SaboteurAction", "SaboteurState"]
