"""Saboteur (rules: docs/rules/saboteur.md; views: docs/saboteur-views.md).

``GAME`` implements ``rules.core.GameRules``. The modules follow the game's own sections:
``data`` (components), ``maze`` (tunnel geometry), ``actions`` (codes, labels, the typed
``Play`` reading of an action), ``state`` (the snapshot), ``rounds`` (dealing, round end, gold),
``play`` (legal moves and turns), ``events``, ``log`` (log lines), ``views``, ``ai``, and for
the search levels ``sample`` (redeals, standings) and ``suspicion`` (who is likely a saboteur,
from the public record of plays).

Commands read an action through ``actions.decode(action)``: ``kind`` (place, break, repair,
rockfall, map, discard, pass, pick), ``card_id`` ("c17", the hand card), ``x``/``y`` (cell),
``rot`` (0 or 180), ``target`` (seat), ``tool`` and ``value`` (a draft pick). Labels, log lines
and refusals are ``rules.core.Message`` values with ``sab-`` ids (``locales/*/saboteur.ftl``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core import OptionSpec, check_player_count, msg, validate_options
from rules.saboteur import actions, ai, data, log, play, rounds, sample, state, views
from rules.saboteur.state import SaboteurState

# S-DEC-2: the gap alternatives, all off by default.
OPTIONS = {
    "loose_connection": OptionSpec("loose_connection", msg("sab-option-loose-connection"), False),
    "greedy_dwarf": OptionSpec("greedy_dwarf", msg("sab-option-greedy-dwarf"), False),
    "pass_circuit": OptionSpec("pass_circuit", msg("sab-option-pass-circuit"), False),
}


class SaboteurGame:
    id = "saboteur"
    title = msg("sab-title")
    min_players = data.MIN_PLAYERS
    max_players = data.MAX_PLAYERS
    options = OPTIONS

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> SaboteurState:
        check_player_count(self, n_players)
        return rounds.setup(n_players, seed, validate_options(self, options))

    waiting_for = staticmethod(state.waiting_for)
    legal_actions = staticmethod(play.legal_actions)
    apply = staticmethod(play.apply)
    parse_action = staticmethod(actions.parse)
    view = staticmethod(views.view)
    describe = staticmethod(log.describe)
    summarize = staticmethod(log.summarize)
    outcome = staticmethod(views.outcome)
    stage = staticmethod(state.stage)
    to_dict = staticmethod(state.to_dict)
    from_dict = staticmethod(state.from_dict)
    ai_action = staticmethod(ai.choose)
    policy_view = staticmethod(views.view)  # the policy reads much of the view: the whole of it
    redeal = staticmethod(sample.redeal)
    estimate = staticmethod(sample.estimate)


GAME = SaboteurGame()

__all__ = ["GAME", "SaboteurState"]
