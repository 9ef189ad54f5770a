"""A tiny test-only game honouring the ``rules.core.GameRules`` contract, so host and storage
tests have a quick game with a secret. Never registered in ``rules.GAMES``.

Race to the goal: on your turn step 1 or 2, or play your secret card (worth 1 to 3) and draw a
new one. The first seat to reach the goal wins. Only the owner knows its card.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.core import (
    Action,
    Event,
    InvalidActionError,
    LegacyEvent,
    OptionSpec,
    Outcome,
    Seat,
    Transition,
    check_player_count,
    find_action,
    seat_ref,
    seeded_rng,
    validate_options,
)


@dataclass(frozen=True)
class Move:
    kind: str  # "s" step, "c" play the card
    points: int

    @property
    def code(self) -> str:
        return f"{self.kind}{self.points}"

    @property
    def label(self) -> str:
        return f"Step {self.points}" if self.kind == "s" else f"Play your {self.points} card"


@dataclass(frozen=True)
class RaceState:
    seed: int
    goal: int
    scores: tuple[int, ...]
    cards: tuple[int, ...]
    turn: Seat
    step: int


_CODE = re.compile(r"^([sc])([1-9])$")


def _draw(seed: int, seat: Seat, step: int) -> int:
    return seeded_rng(seed, "draw", seat, step).randint(1, 3)


class RaceGame:
    id = "race"
    title = "Race to the goal"
    min_players = 2
    max_players = 4
    options: Mapping[str, OptionSpec] = {"goal": OptionSpec("goal", "Points needed to win.", 10, 3, 50)}

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
        return (Move("s", 1), Move("s", 2), Move("c", state.cards[seat]))

    def apply(self, state: RaceState, seat: Seat, action: Action) -> Transition:
        move = find_action(self.legal_actions(state, seat), action)
        scores = list(state.scores)
        scores[seat] += move.points
        cards = list(state.cards)
        events = [LegacyEvent("move", seat, {"points": move.points, "card": move.kind == "c"})]
        if move.kind == "c":
            cards[seat] = _draw(state.seed, seat, state.step + 1)
            events.append(LegacyEvent("draw", seat, {"card": cards[seat]}))
        after = replace(
            state,
            scores=tuple(scores),
            cards=tuple(cards),
            turn=(seat + 1) % len(scores),
            step=state.step + 1,
        )
        return Transition(after, tuple(events))

    def parse_action(self, code: str) -> Action:
        match = _CODE.match(code)
        if not match:
            raise InvalidActionError(f"{code!r} is not a move of {self.title}.")
        return Move(match.group(1), int(match.group(2)))

    def view(self, state: RaceState, viewer: Seat | None) -> dict[str, Any]:
        public: dict[str, Any] = {"goal": state.goal, "scores": list(state.scores), "turn": state.turn}
        if viewer is not None:
            public["card"] = state.cards[viewer]
        return public

    def describe(self, event: Event, viewer: Seat | None) -> str:
        who = seat_ref(event.seat)
        if event.kind == "move":
            how = " with a card" if event.data["card"] else ""
            return f"{who} moved {event.data['points']}{how}."
        if viewer == event.seat:
            return f"{who} drew a {event.data['card']}."
        return f"{who} drew a card."

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
