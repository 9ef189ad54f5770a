"""The Golden Compass: Alethiometer (game id ``alethiometer``), rules docs/rules/alethiometer.md.

Modules: ``data`` (all component data, with the message ids of their names), ``state`` (State,
Job, snapshots), ``actions`` (codes, parsing, labels), ``events`` (the event records and their
log lines), ``mechanics`` (cards, tiles, tokens, movement), ``characters`` (the 30 ally
abilities), ``engine`` (flow, legal actions, apply), ``views`` (views and outcome), ``ai`` (the
AI policy). Every text is a ``Message`` (catalogs ``locales/*/alethiometer.ftl``).

Action codes: ``keep:c5`` (choose ally), ``red``, ``skip``, ``alet``, ``mag:<seat>``,
``dust[:<seat>]``, ``ally[:arg[:arg]]``, ``pair:<daemon>:<naturals>``,
``score:<daemon>:<naturals>:<tile>``, ``tri:<symbol>:<naturals>``, ``spy:<seat>``, ``end``,
``disc:<kind>``, ``done``, ``give:<kind>``, ``take:<kind>``, ``ferry:a|b``, ``pick:<value>``,
``drop:<value>``. ``<naturals>`` is the number of non-Wild cards in the set.

View schema (``view(state, viewer)``, JSON):

- ``game``, ``players``, ``viewer``, ``part`` (1-3), ``phase`` ("choose" | "turn" | "end" | "over"),
  ``awaited`` (seats), ``decision`` ({kind, seat, target, count, why} of the awaited job, or
  {kind: "choose_ally", seats}; ``why`` a reason code of data.REASONS or the Character id whose
  ability asks, "" for none), ``dealer``, ``current``, ``turns``, ``still_turns`` (A-DEC-4).
- ``lyra``: {box (0 Start .. 27 Destination 3, see data.TRACK), kind ("start" | "step" |
  "destination"), number (step 1-24 or Destination 1-3), location (message id of the step's
  location, else None), counts_as (location key)}.
- ``spin``: {position 1-8, red_draw, red_advance, blue} for the current turn, or None.
- ``deck_size``, ``discard`` [{id, kind}] (top last), ``stacks`` {location: tiles left},
  ``scoring_places`` {svalbard|lights: [{id, origin, value, alethiometer, owner}]}.
- ``dust_supply``, ``sky_ferry`` (seat or None), ``ferry_choice`` ({seat, option "a"|"b"} or None).
- ``last``: the last completed turn, or None before any: {seat, path (the boxes Lyra stood on,
  her start first; [] when she did not move), scored [{seat, location, tile}], taken [{seat,
  location}], stolen [{seat (the thief), victim, location (the tile's origin)}]: every tile stolen
  in that turn, by a Spyfly pair or an ally's ability}.
- ``bag_size``, ``drawn`` [{id, value}] (face-up draw), ``draft_order``, ``bridges_drawn``,
  ``truth_discard`` [{id, value}].
- ``seats``: per seat {seat, colour, hand_size, tile_origins, scored_tiles, symbols_left,
  on_destination, dust, truths [{id, value}], ally, opposition ({id, name, deck, magisterium,
  text} or None; ``name`` and ``text`` are message ids such as ``ale-char-golden-monkey`` and
  ``ale-char-golden-monkey-ability``), magisterium, has_chosen (during the choice, else None)}.
- ``scores``: per seat {truths, tiles, dust, total} once the game is over, else None.
- ``you`` (only in a seat's own view): {hand [{id, kind}], tiles [{id, origin, value,
  alethiometer}], dealt [characters], kept (character or None), seen_cards {seat: [{id,
  kind}]} and seen_tiles {seat: [tile]}: cards and tiles in other hands this seat knows (A-DEC-10)}.

Locations are keys (``london``) whose names are ``data.LOCATION_NAMES``; card kinds are keys whose
names are ``data.CARD_NAMES``.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.alethiometer import actions, ai, engine, events, sample, state, views
from rules.core import (
    Action,
    Event,
    Message,
    OptionSpec,
    Outcome,
    Stage,
    Transition,
    check_player_count,
    msg,
    validate_options,
)


class Alethiometer:
    id = "alethiometer"
    title = msg("ale-title")
    min_players = 2  # A-GAP-1
    max_players = 4
    options: Mapping[str, OptionSpec] = {}  # fixes the number of Lyra decks by player count

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> state.State:
        validate_options(self, options)
        check_player_count(self, n_players)
        return engine.setup(n_players, seed)

    def waiting_for(self, s: state.State) -> tuple[int, ...]:
        return engine.waiting_for(s)

    def legal_actions(self, s: state.State, seat: int) -> tuple[Action, ...]:
        return engine.legal_actions(s, seat)

    def apply(self, s: state.State, seat: int, action: Action) -> Transition[state.State]:
        new_state, records = engine.apply(s, seat, action)
        return Transition(new_state, records)

    def parse_action(self, code: str) -> Action:
        return actions.parse(code)

    def view(self, s: state.State, viewer: int | None) -> dict[str, Any]:
        return views.view(s, viewer)

    def describe(self, event: Event, viewer: int | None) -> Message | None:
        return events.describe(event, viewer)

    summarize = staticmethod(events.summarize)

    def outcome(self, s: state.State) -> Outcome | None:
        return views.outcome(s)

    def stage(self, s: state.State) -> Stage:
        """The part (each deals new Lyra cards) and its phase (choose, turn, end, over)."""
        return Stage(s.part, s.phase)

    def to_dict(self, s: state.State) -> dict[str, Any]:
        return state.to_dict(s)

    def from_dict(self, data: Mapping[str, Any]) -> state.State:
        return state.from_dict(data)

    def ai_action(self, v: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return ai.choose(v, legal, rng)

    def policy_view(self, s: state.State, seat: int) -> dict[str, Any]:
        return views.policy_view(s, seat)

    def redeal(self, s: state.State, seat: int, rng: random.Random) -> state.State:
        return sample.redeal(s, seat, rng)

    def estimate(self, s: state.State) -> tuple[float, ...]:
        return sample.estimate(s)


GAME = Alethiometer()
