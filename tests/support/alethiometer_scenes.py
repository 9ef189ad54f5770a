"""Alethiometer states from real seeded games, for the image tests, the gallery and
benchmarks/bench_images.py.

Every scene is played with the real engine and the game's own AI policy (setup, legal actions,
apply), so each view is one the game can really show. ``reshuffled_secrets`` deals the hidden
parts of a state again: the no-leak proof of the public pictures.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from rules.alethiometer import GAME, data
from rules.alethiometer.state import State

NAMES = ("Alice", "Bob", "Carolina the Magnificent", "Dan")


def names_for(n_players: int) -> list[str]:
    return list(NAMES[:n_players])


def play(n_players: int, seed: int, until: Callable[[State], bool], limit: int = 5000) -> State:
    """AI moves for every seat from setup until ``until(state)`` holds; a game that ends (or
    runs past ``limit`` moves) first is an error, so a scene is always the one it names."""
    state = GAME.setup(n_players, seed=seed)
    rng = random.Random(seed)
    for _ in range(limit):
        if until(state):
            return state
        if not GAME.waiting_for(state):
            break
        seat = GAME.waiting_for(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, GAME.ai_action(GAME.view(state, seat), legal, rng)).state
    raise AssertionError(f"no such scene in the {n_players}-player game of seed {seed}")


def choosing(n_players: int = 4, seed: int = 1) -> State:
    """The secret choice of allies at the start of part I (A-5), one seat having chosen."""
    return play(n_players, seed, lambda s: s.phase == "choose" and any(s.kept))


def early(n_players: int = 4, seed: int = 2) -> State:
    """Part I under way: a few turns played, the dial spun."""
    return play(n_players, seed, lambda s: s.phase == "turn" and s.turns >= 6 and s.dial >= 0)


def busy(n_players: int = 4, seed: int = 3) -> State:
    """Part III late: tiles scored at Svalbard, Truth tokens taken, Symbol tokens on the way."""
    return play(n_players, seed, lambda s: s.part == 3 and s.phase == "turn" and len(s.placed[0]) >= 3)


def part_end(n_players: int = 4, seed: int = 4) -> State:
    """The Truth-token draft at the end of a part (A-12)."""
    return play(n_players, seed, lambda s: s.phase == "end" and bool(s.drawn))


def last_scored(n_players: int = 4, seed: int = 56) -> State:
    """Just after a turn in which Lyra moved and a tile was scored (the board marks both)."""

    def moved_and_scored(s: State) -> bool:
        return len(s.last_path) >= 2 and any(kind == "scored" for kind, *_ in s.last_marks)

    return play(n_players, seed, lambda s: s.phase == "turn" and moved_and_scored(s))


def last_taken(n_players: int = 3, seed: int = 2) -> State:
    """Just after a turn in which a face-down tile was taken from its location."""
    return play(n_players, seed, lambda s: s.phase == "turn" and any(k == "taken" for k, *_ in s.last_marks))


def ferry_choice(n_players: int = 3, seed: int = 2) -> State:
    """The end of a part: the Sky Ferry's holder must choose how to pay for it (A-12.3)."""
    return play(n_players, seed, lambda s: s.phase == "end" and bool(s.queue) and s.queue[0].kind == "ferry")


def over(n_players: int = 4, seed: int = 5) -> State:
    return play(n_players, seed, lambda s: s.phase == "over")


SCENES = {
    "choosing": choosing,
    "early": early,
    "busy": busy,
    "part-end": part_end,
    "over": over,
    "early-2p": lambda: early(2, seed=8),
    "busy-3p": lambda: busy(3, seed=9),
    "last-scored": last_scored,
    "last-taken": last_taken,
    "ferry-choice": ferry_choice,
}
"""Every scene above by name: what the picture tests draw."""


def reshuffled_secrets(state: State, seed: int, keep_seat: int | None = None) -> State:
    """``state`` with its secrets dealt again: hands and the Lyra deck, the face-down tiles held
    (each for one of the same location, A-DEC-10: their origin is public), the Truth bag, the
    undealt Character cards and the dealt ones not yet revealed. Hand and tile counts stay.
    ``keep_seat`` keeps what that seat holds or knows, so its own view is unchanged."""
    rng = random.Random(seed)
    fixed = {item for item, seat in state.known if seat == keep_seat}
    if keep_seat is not None:
        fixed |= {*state.hands[keep_seat], *state.tiles[keep_seat], *state.dealt[keep_seat]}

    def redeal(holdings, pool_extra):
        """Keeps the fixed items in place and deals every other slot from the shuffled rest."""
        pool = [item for hold in holdings for item in hold if item not in fixed] + list(pool_extra)
        rng.shuffle(pool)
        dealt = [tuple(item if item in fixed else pool.pop() for item in hold) for hold in holdings]
        return dealt, tuple(pool)

    hands, deck = redeal(state.hands, state.deck)
    tiles = [list(held) for held in state.tiles]
    stacks = list(state.stacks)
    for index, location in enumerate(data.TILE_LOCATIONS):
        of_here = [tuple(t for t in held if data.TILES[t].origin == location) for held in state.tiles]
        dealt, rest = redeal(of_here, state.stacks[index])
        stacks[index] = rest
        for seat, new in enumerate(dealt):
            old = of_here[seat]
            tiles[seat] = [new[old.index(t)] if t in old else t for t in tiles[seat]]
    char_decks, dealt_chars = list(state.char_decks), state.dealt
    if state.phase == "choose":
        deck_index = state.part - 1
        dealt_chars, char_decks[deck_index] = redeal(state.dealt, state.char_decks[deck_index])
    char_decks = [tuple(rng.sample(deck, len(deck))) for deck in char_decks]
    # A kept (still secret) ally becomes the first of the cards dealt anew.
    kept = tuple(k if k in d or not k else d[0] for d, k in zip(dealt_chars, state.kept, strict=True))
    return replace(
        state,
        hands=tuple(hands),
        deck=deck,
        tiles=tuple(tuple(t) for t in tiles),
        stacks=tuple(stacks),
        bag=tuple(rng.sample(state.bag, len(state.bag))),
        char_decks=tuple(char_decks),
        dealt=tuple(dealt_chars),
        kept=kept,
        known=frozenset((item, seat) for item, seat in state.known if seat == keep_seat),
    )
