"""A tiny test-only game honouring the ``rules.core.GameRules`` contract, so host and storage
tests have a quick game with a secret. Never registered in ``rules.GAMES``.

Race to the goal: on your turn step 1 or 2, or play your secret card (worth 1 to 3) and draw a
new one. The first seat to reach the goal wins. Only the owner knows its card.

Its words are a test-only catalog (``CATALOG``) added to the locale bundles when this module is
imported, not entries of ``locales/``: the catalogs hold what production code says.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from fluent.runtime import FluentResource

import locales
from rules.core import (
    Action,
    Event,
    InvalidActionError,
    Message,
    OptionSpec,
    Outcome,
    Seat,
    SeatRef,
    Stage,
    Transition,
    check_player_count,
    find_action,
    msg,
    seeded_rng,
    validate_options,
)

CATALOG = {
    "en": """
race-title = Race to the goal
race-goal = Points needed to win.
race-step = Step { $points }
race-play-card = Play your { $points } card
race-moved = { $player } moved { $points }{ $card ->
        [yes] {" "}with a card
       *[no] {""}
    }.
race-drew = { $player } drew a { $card }.
race-drew-hidden = { $player } drew a card.
race-not-a-move = '{ $code }' is not a move of { $game }.
""",
    "hu": """
race-title = Verseny a célig
race-goal = A győzelemhez szükséges pontok.
race-step = Lépés: { $points }
race-play-card = A kártyád kijátszása (értéke { $points })
race-moved = { $player } lépett: { $points }{ $card ->
        [yes] {" "}(kártyával)
       *[no] {""}
    }.
race-drew = { $player } húzott egy kártyát: { $card }.
race-drew-hidden = { $player } húzott egy kártyát.
race-not-a-move = '{ $code }' nem lépés ebben a játékban: { $game }.
""",
}
for _locale, _text in CATALOG.items():
    locales.bundle(_locale).add_resource(FluentResource(_text))

STEP, CARD = "step", "card"
"""The two verbs: ``step:<points>`` and ``card:<points>`` (play the card worth that much)."""


@dataclass(frozen=True, kw_only=True)
class Moved(Event):
    points: int
    card: bool


@dataclass(frozen=True, kw_only=True)
class Drew(Event):
    card: int
    """Secret: only the drawing seat reads it."""


@dataclass(frozen=True)
class RaceState:
    seed: int
    goal: int
    scores: tuple[int, ...]
    cards: tuple[int, ...]
    turn: Seat
    step: int


def move(verb: str, points: int) -> Action:
    label = msg("race-step" if verb == STEP else "race-play-card", points=points)
    return Action(verb, (str(points),), label=label)


def _draw(seed: int, seat: Seat, step: int) -> int:
    return seeded_rng(seed, "draw", seat, step).randint(1, 3)


class RaceGame:
    id = "race"
    title = msg("race-title")
    min_players = 2
    max_players = 4
    options: Mapping[str, OptionSpec] = {"goal": OptionSpec("goal", msg("race-goal"), 10, 3, 50)}

    def setup(self, n_players: int, *, seed: int, options: Mapping[str, Any] | None = None) -> RaceState:
        check_player_count(self, n_players)
        goal = validate_options(self, options)["goal"]
        cards = tuple(_draw(seed, seat, 0) for seat in range(n_players))
        return RaceState(seed, goal, (0,) * n_players, cards, 0, 0)

    def waiting_for(self, state: RaceState) -> tuple[Seat, ...]:
        return () if max(state.scores) >= state.goal else (state.turn,)

    def legal_actions(self, state: RaceState, seat: Seat) -> tuple[Action, ...]:
        if seat not in self.waiting_for(state):
            return ()
        return (move(STEP, 1), move(STEP, 2), move(CARD, state.cards[seat]))

    def apply(self, state: RaceState, seat: Seat, action: Action) -> Transition:
        chosen = find_action(self.legal_actions(state, seat), action)
        points = int(chosen.args[0])
        scores = list(state.scores)
        scores[seat] += points
        cards = list(state.cards)
        events: list[Event] = [Moved(seat=seat, points=points, card=chosen.verb == CARD)]
        if chosen.verb == CARD:
            cards[seat] = _draw(state.seed, seat, state.step + 1)
            events.append(Drew(seat=seat, card=cards[seat]))
        after = replace(
            state,
            scores=tuple(scores),
            cards=tuple(cards),
            turn=(seat + 1) % len(scores),
            step=state.step + 1,
        )
        return Transition(after, tuple(events))

    def parse_action(self, code: str) -> Action:
        verb, _, points = code.partition(":")
        if verb not in (STEP, CARD) or points not in ("1", "2", "3"):
            raise InvalidActionError(msg("race-not-a-move", code=code, game=self.title))
        return move(verb, int(points))

    def view(self, state: RaceState, viewer: Seat | None) -> dict[str, Any]:
        public: dict[str, Any] = {"goal": state.goal, "scores": list(state.scores), "turn": state.turn}
        if viewer is not None:
            public["card"] = state.cards[viewer]
        return public

    def describe(self, event: Event, viewer: Seat | None) -> Message | None:
        player = SeatRef(event.seat)
        if isinstance(event, Moved):
            return msg("race-moved", player=player, points=event.points, card=event.card)
        if isinstance(event, Drew):
            if viewer == event.seat:
                return msg("race-drew", player=player, card=event.card)
            return msg("race-drew-hidden", player=player)
        return None

    summarize = staticmethod(tuple)

    def stage(self, state: RaceState) -> Stage:
        """One deal, one phase: the race has no rounds."""
        return Stage(1, "race")

    def outcome(self, state: RaceState) -> Outcome | None:
        if self.waiting_for(state):
            return None
        best = max(state.scores)
        return Outcome(state.scores, tuple(s for s, score in enumerate(state.scores) if score == best))

    def to_dict(self, state: RaceState) -> dict[str, Any]:
        return {
            "schema": 1,
            "seed": state.seed,
            "goal": state.goal,
            "scores": list(state.scores),
            "cards": list(state.cards),
            "turn": state.turn,
            "step": state.step,
        }

    def from_dict(self, data: Mapping[str, Any]) -> RaceState:
        return RaceState(
            data["seed"],
            data["goal"],
            tuple(data["scores"]),
            tuple(data["cards"]),
            data["turn"],
            data["step"],
        )

    def ai_action(self, view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
        return rng.choice(list(legal))


RACE = RaceGame()
