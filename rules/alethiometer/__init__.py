"""The Golden Compass: Alethiometer (game id ``alethiometer``), rules ../shared/rules/alethiometer.md.

Modules: ``data`` (all component data), ``state`` (State, Step, snapshots), ``mechanics``
(cards, tiles, tokens, movement), ``characters`` (the 30 ally abilities), ``engine`` (flow,
legal actions, apply), ``view`` (views and outcome), ``ai`` (the AI policy).

Action codes: ``keep:c5`` (choose ally), ``red``, ``skip``, ``alet``, ``mag:<seat>``,
``dust[:<seat>]``, ``ally[:arg[:arg]]``, ``pair:<daemon>:<naturals>``,
``score:<daemon>:<naturals>:<tile>``, ``tri:<symbol>:<naturals>``, ``spy:<seat>``, ``end``,
``disc:<kind>``, ``done``, ``give:<kind>``, ``take:<kind>``, ``ferry:a|b``, ``pick:<value>``,
``drop:<value>``. ``<naturals>`` is the number of non-Wild cards in the set.

View schema (``view(state, viewer)``, JSON):

- ``game``, ``players``, ``viewer``, ``part`` (1-3), ``phase`` ("choose" | "turn" | "end" | "over"),
  ``awaiting`` (seats), ``decision`` ({kind, seat, target, count, why} of the awaited step, or
  {kind: "choose_ally", seats}), ``dealer``, ``current``, ``turns``, ``still_turns`` (A-DEC-4).
- ``lyra``: {box (0 Start .. 27 Destination 3, see data.TRACK), name, kind, counts_as (location)}.
- ``spin``: {position 1-8, red_draw, red_advance, blue} for the current turn, or None.
- ``deck_size``, ``discard`` [{id, kind}] (top last), ``stacks`` {location: tiles left},
  ``scoring_places`` {svalbard|lights: [{id, origin, value, alethiometer, name, owner}]}.
- ``dust_supply``, ``sky_ferry`` (seat or None), ``ferry_choice`` ({seat, option "a"|"b"} or None).
- ``bag_size``, ``drawn`` [{id, value}] (face-up draw), ``draft_order``, ``bridges_drawn``,
  ``truth_discard`` [{id, value}].
- ``seats``: per seat {seat, colour, hand_size, tile_origins, scored_tiles, symbols_left,
  on_destination, dust, truths [{id, value}], ally, opposition ({id, name, deck, magisterium,
  text} or None), magisterium, has_chosen (during the choice, else None)}.
- ``scores``: per seat {truths, tiles, dust, total} once the game is over, else None.
- ``private`` (only in a seat's own view): {hand [{id, kind}], tiles [{id, origin, value,
  alethiometer, name}], dealt [characters], kept (character or None), seen_cards {seat: [{id,
  kind}]} and seen_tiles {seat: [tile]}: cards and tiles in other hands this seat knows (A-DEC-10)}.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.alethiometer import ai, engine, state, view
from rules.core import Event, OptionSpec, Outcome, Transition, check_player_count, validate_options


class Alethiometer:
    id = "alethiometer"
    title = "The Golden Compass: Alethiometer"
    min_players = 2  # A-GAP-1
    max_players = 4
    options: Mapping[str, OptionSpec] = {}  # fixes the number of Lyra decks by player count

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> state.State:
        validate_options(self, options)
        check_player_count(self, n_players)
        return engine.setup(n_players, seed)

    def waiting_for(self, s: state.State) -> tuple[int, ...]:
        return engine.waiting_for(s)

    def legal_actions(self, s: state.State, seat: int) -> tuple[engine.Move, ...]:
        return engine.legal_actions(s, seat)

    def apply(self, s: state.State, seat: int, action) -> Transition:
        new_state, events = engine.apply(s, seat, engine.Move.from_code(action.code))
        return Transition(new_state, events)

    def parse_action(self, code: str) -> engine.Move:
        return engine.Move.from_code(code)

    def view(self, s: state.State, viewer: int | None) -> dict[str, Any]:
        return view.view(s, viewer)

    def describe(self, event: Event, viewer: int | None) -> str:
        return engine.describe(event, viewer)

    def outcome(self, s: state.State) -> Outcome | None:
        return view.outcome(s)

    def to_dict(self, s: state.State) -> dict[str, Any]:
        return state.to_dict(s)

    def from_dict(self, data: Mapping[str, Any]) -> state.State:
        return state.from_dict(data)

    def ai_action(self, v: dict[str, Any], legal: Sequence[engine.Move], rng: random.Random) -> engine.Move:
        return ai.choose(v, legal, rng)


GAME = Alethiometer()
