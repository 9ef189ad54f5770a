"""Der Goldene Kompass (`kompass`), the KOSMOS race to the North, for 2 to 4 players.

Rules: ``docs/rules/kompass.md`` (rule IDs ``K-...``); component data in ``data.py``; the
two-player variant (K-16) applies automatically at 2 players. No table options.

Action codes: see ``actions.py``; event records: ``events.py``. Every word is a message of
``locales/*/kompass.ftl`` (``kom-``); names of components come from ``data.py``'s id tables
(``KIND_NAMES``, ``COLOUR_NAMES``, ``PAN_NAMES``, ``COMPANIONS``, ``PHASE_NAMES``, ``CARD_NAMES``).

View schema (``GAME.view(state, viewer)``, JSON):

- ``game`` "kompass", ``round``, ``phase`` (draw | move | task | bonus | over), ``awaited``
  [seat], ``order`` (this round's turn order), ``start_player``, ``ended_by`` (null | rules | cap).
- ``players``: per seat ``seat``, ``colour``, ``pos`` (0 Oxford .. 61 goal, see
  ``data.BOARD``), ``slot`` (place number in a city, arrival order on the goal, else 0),
  ``place`` (1 = first in the race), ``xp`` {bear, witch, dust, north: 0..6}, ``companions``
  [message ids], ``hand_size``, ``task_level`` (1..3 or null), ``tasks_done`` [task message
  ids], ``lee_used``, ``iorek_used``, ``qualifies``.
- ``lyra`` {colour: {draw: count, discard: count, top: value of the face-up top card | null}},
  ``pan`` {draw, discard, top: "marten" | "owl:dust" | ... | null}, ``tasks``
  {"I": count, ...} (task draw piles), ``companions`` [message ids left in the deck],
  ``cities`` {city message id: arrivals}, ``goal_count``, ``gains`` ["seat:kind:source", ...]:
  the public record of experience gains (K-DEC-8) from number ``gains_from`` on (the oldest any
  seat may still answer with a Mouse).
- ``turn``: null or {seat, mode, left, faa, moved, pending, owl, city_pan, borrowed [message
  ids of companions lent by a Cat]}.
- ``last``: null or {seat, path}: the pawn that moved last and the spaces it stood on in that
  turn, its start first, then every stop (each stop gave that space's reward).
- ``final``: null, or once the game is over {winners [seat], summary, standings}: the
  outcome's explanation and one line per place, best first (``Message.to_json()``, K-12).
- For a seat viewer only, ``you``: {seat, hand: [{id, type: "lyra", colour, value} |
  {id, type: "pan", ability, xp}], task: {id, name (message id), level, emblems: [{xp, need,
  cost}]} | null, mouse_window: [kinds a Mouse may answer now]}.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from rules.core import (
    Action,
    Event,
    IllegalActionError,
    Message,
    OptionSpec,
    Outcome,
    Seat,
    Stage,
    Transition,
    View,
    check_player_count,
    find_action,
    msg,
    validate_options,
)
from rules.kompass import actions, ai, engine, legal, moves, sample, views
from rules.kompass import state as kompass_state
from rules.kompass.state import KState

# The last answer of legal_actions, reused by identity: a player (and every step of the search's
# playouts) asks for a state's legal actions and then applies one of them to the same state,
# which checks the action against them again. States are treated as immutable (``apply`` works
# on a copy), so the answer stands.
_last_legal: tuple[KState, Seat, tuple[Action, ...]] | None = None


class Kompass:
    id = "kompass"
    title = msg("kom-title")
    min_players = 2
    max_players = 4
    options: Mapping[str, OptionSpec] = {}

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> KState:
        check_player_count(self, n_players)
        validate_options(self, options)
        return engine.setup(n_players, seed)

    def waiting_for(self, state: KState) -> tuple[Seat, ...]:
        return (state.turn.seat,) if state.turn is not None else ()

    def legal_actions(self, state: KState, seat: Seat) -> tuple[Action, ...]:
        global _last_legal
        listed = views.with_destinations(state, seat, legal.legal(state, seat))
        _last_legal = (state, seat, listed)
        return listed

    def apply(self, state: KState, seat: Seat, action: Action) -> Transition[KState]:
        if seat not in self.waiting_for(state):
            raise IllegalActionError(msg("kom-not-your-turn"))
        last = _last_legal
        listed = last[2] if last is not None and last[0] is state and last[1] == seat else None
        chosen = find_action(listed if listed is not None else legal.legal(state, seat), action)
        work = kompass_state.clone(state)
        events: list[Event] = []
        moves.perform(work, seat, chosen, events)
        if chosen.verb != "mouse":
            work.mouse_mark[seat] = len(work.gains)  # K-DEC-8: this decision closes the window
        engine.settle(work, events)
        return Transition(work, tuple(events))

    def parse_action(self, code: str) -> Action:
        return actions.from_code(code)

    def view(self, state: KState, viewer: Seat | None) -> View:
        return views.view(state, viewer)

    def describe(self, event: Event, viewer: Seat | None) -> Message | None:
        return views.describe(event, viewer)

    def summarize(self, lines: Sequence[Message]) -> tuple[Message, ...]:
        return views.summarize(lines)

    def outcome(self, state: KState) -> Outcome | None:
        return views.outcome(state)

    def stage(self, state: KState) -> Stage:
        """The round (K-2: each begins with drawing cards) and its phase (draw, move, task, bonus)."""
        return Stage(state.round, state.phase)

    def to_dict(self, state: KState) -> dict[str, Any]:
        return kompass_state.to_dict(state)

    def from_dict(self, data: Mapping[str, Any]) -> KState:
        return kompass_state.from_dict(data)

    def ai_action(self, view: View, legal: Sequence[Action], rng: random.Random) -> Action:
        return ai.choose(view, legal, rng)

    def policy_view(self, state: KState, seat: Seat) -> View:
        return views.policy_view(state, seat)

    def redeal(self, state: KState, seat: Seat, rng: random.Random) -> KState:
        return sample.redeal(state, seat, rng)

    def estimate(self, state: KState) -> tuple[float, ...]:
        return sample.estimate(state)


GAME = Kompass()
