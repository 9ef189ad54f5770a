"""Saboteur views from real seeded games, for the image tests and benchmarks/bench_images.py.

Every scene is played with the real engine (setup, legal actions, apply, view); a policy only
chooses among legal actions, so each view is one the game can really show.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from rules.saboteur import GAME
from rules.saboteur.actions import decode

State = Any
Policy = Callable[[State, int, tuple, random.Random], Any]


def names_for(n_players: int) -> list[str]:
    pool = [
        "Alice",
        "Bob",
        "Carolina the Magnificent",
        "Dan",
        "Eve",
        "Frodo",
        "Gimli",
        "Hilde",
        "Ingrid",
        "Jörg",
    ]
    return pool[:n_players]


def random_policy(state: State, seat: int, legal: tuple, rng: random.Random):
    return rng.choice(legal)


def preferring(*kinds: str) -> Policy:
    """Plays the first of ``kinds`` it can (at random among those), else anything legal."""

    def choose(state: State, seat: int, legal: tuple, rng: random.Random):
        for kind in kinds:
            options = [a for a in legal if decode(a).kind == kind]
            if options:
                return rng.choice(options)
        return rng.choice(legal)

    return choose


def builder(direction: int) -> Policy:
    """Builds whenever it can, on the cell farthest along ``direction`` (-1 west, +1 east), else
    repairs, else discards: a maze that keeps growing sideways."""

    def choose(state: State, seat: int, legal: tuple, rng: random.Random):
        places = [a for a in legal if decode(a).kind == "place"]
        if places:
            far = max(direction * decode(a).x for a in places)
            return rng.choice([a for a in places if direction * decode(a).x == far])
        return preferring("repair", "map", "discard", "pass", "pick")(state, seat, legal, rng)

    return choose


def play(
    n_players: int, seed: int, policy: Policy, until: Callable[[State], bool], max_steps: int = 5_000
) -> State:
    """The state of a seeded game played by ``policy`` at the first moment ``until`` holds."""
    rng = random.Random(seed)
    state = GAME.setup(n_players, seed=seed)
    for _ in range(max_steps):
        if until(state) or not GAME.waiting_for(state):
            return state
        seat = GAME.waiting_for(state)[0]
        state = GAME.apply(state, seat, policy(state, seat, GAME.legal_actions(state, seat), rng)).state
    raise AssertionError("the scene was not reached")


def maze_size(state: State) -> int:
    return len(GAME.view(state, None)["maze"])


def start(n_players: int = 5, seed: int = 1) -> State:
    return GAME.setup(n_players, seed=seed)


def middle(n_players: int = 5, seed: int = 2) -> State:
    """Round 1 with about a dozen cards in the maze."""
    return play(n_players, seed, builder(+1), lambda s: maze_size(s) >= 16)


def wide_late(n_players: int = 10, seed: int = 3) -> State:
    """Late in a round: the deck is empty and the maze has grown far west of the start."""
    return play(n_players, seed, builder(-1), lambda s: GAME.view(s, None)["deck"] == 0)


def draft(n_players: int = 5, seed: int = 7) -> State:
    """The gold-diggers share the gold (S-12.2): the first moment of a draft."""
    return play(n_players, seed, builder(+1), lambda s: GAME.view(s, None)["phase"] == "draft")


def next_round(n_players: int = 5, seed: int = 5) -> State:
    """The first moment of round 2, before anyone has moved."""
    return play(n_players, seed, random_policy, lambda s: GAME.view(s, None)["round"] == 2)


def game_over(n_players: int = 6, seed: int = 6) -> State:
    return play(n_players, seed, random_policy, lambda s: not GAME.waiting_for(s))


def reshuffled_secrets(state: State, seed: int, keep_seat: int | None = None) -> State:
    """The same table with every hidden fact dealt differently (hands, deck order, roles, the
    leftover role, face-down goals, the gold deck): everything public stays the same.
    ``keep_seat`` keeps that seat's own hand and role, so only the others' secrets change."""
    rng = random.Random(seed)
    raw = GAME.to_dict(state)
    others = [seat for seat in range(raw["n"]) if seat != keep_seat]
    unseen = [card for seat in others for card in raw["hands"][seat]] + list(raw["deck"])
    rng.shuffle(unseen)
    for seat in others:
        size = len(raw["hands"][seat])
        raw["hands"][seat], unseen = unseen[:size], unseen[size:]
    raw["deck"] = unseen
    roles = [raw["roles"][seat] for seat in others] + [raw["leftover"]]
    rng.shuffle(roles)
    for seat, role in zip(others, roles, strict=False):
        raw["roles"][seat] = role
    raw["leftover"] = roles[-1]
    hidden = [index for index, goal in enumerate(raw["goals"]) if not goal[3]]
    kinds = [raw["goals"][index][2] for index in hidden]
    rng.shuffle(kinds)
    for index, kind in zip(hidden, kinds, strict=True):
        raw["goals"][index][2] = kind
    rng.shuffle(raw["gold_deck"])
    return GAME.from_dict(raw)


BOARD_SCENES = {
    "start-3p": lambda: start(3, seed=11),
    "start-10p": lambda: start(10, seed=12),
    "middle-5p": lambda: middle(5, seed=2),
    "wide-late-10p": lambda: wide_late(10, seed=3),
    "east-late-10p": lambda: play(10, 8, builder(+1), lambda s: not GAME.view(s, None)["deck"]),
    "draft-5p": lambda: draft(5, seed=7),
    "game-over-6p": lambda: game_over(6, seed=6),
}
"""Scenes whose boards the picture tests draw: small and large tables, a maze grown far east."""
PRIVATE_SCENES = {
    "start-3p": lambda: start(3, seed=11),
    "middle-4p": lambda: middle(4, seed=9),
    "peeked-5p": lambda: play(5, 17, preferring("map"), lambda s: bool(GAME.view(s, 0)["you"]["peeks"])),
    "late-10p": lambda: wide_late(10, seed=3),
    "draft-5p": lambda: draft(5, seed=7),
}
"""Scenes whose every seat's private picture the picture tests draw (one has looked at a goal)."""
SUMMARY_SCENES = {
    "round-end-5p": draft,
    "next-round-5p": next_round,
    "round-end-10p": lambda: draft(10, seed=4),
    "standings-6p": game_over,
    "standings-10p": lambda: game_over(10, seed=8),
}
"""Scenes whose round-end or standings picture the picture tests draw."""
