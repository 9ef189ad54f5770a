"""Der Goldene Kompass views from real seeded games, for the image tests and
benchmarks/bench_images.py. Every scene is played with the real engine and its AI (setup, legal
actions, apply), so each view is one the game can really show."""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.kompass import GAME
from rules.kompass.data import BOARD, LYRA, PAN, TASKS
from rules.kompass.state import KState

NAMES = ["Lyra", "Roger Parslow", "Iorek Byrnison the Armoured", "Jörg"]


def names_for(n_players: int) -> list[str]:
    return NAMES[:n_players]


def play(n_players: int, seed: int, until: Callable[[KState], bool], max_steps: int = 20_000) -> KState:
    """The state of a seeded AI game at the first moment ``until`` holds."""
    rng = random.Random(seed)
    state = GAME.setup(n_players, seed=seed)
    for _ in range(max_steps):
        if until(state) or not GAME.waiting_for(state):
            return state
        seat = GAME.waiting_for(state)[0]
        action = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        state = GAME.apply(state, seat, action).state
    raise AssertionError("the scene was not reached")


def start(n_players: int = 4, seed: int = 1) -> KState:
    return GAME.setup(n_players, seed=seed)


def middle(n_players: int = 4, seed: int = 2) -> KState:
    """Mid-game: a pawn is past the Fens, and a city holds two pawns or more."""

    def reached(state: KState) -> bool:
        spots = [p.pos for p in state.players]
        queue = any(BOARD[pos].is_city and spots.count(pos) > 1 for pos in spots)
        return queue and max(spots) > 16 and state.phase == "move"

    return play(n_players, seed, reached)


def late(n_players: int = 4, seed: int = 3) -> KState:
    """The race near its end: a pawn among the snow fields past Svalbard."""
    return play(n_players, seed, lambda s: max(p.pos for p in s.players) > 50 and s.phase == "move")


def game_over(n_players: int = 4, seed: int = 4) -> KState:
    return play(n_players, seed, lambda s: not GAME.waiting_for(s))


def round_begun() -> KState:
    """The first moment of round 5 of a seeded game (K-3.2: the last in the race starts)."""
    return play(4, 2, lambda state: state.round == 5)


def reshuffled_secrets(state: KState, seed: int, keep_seat: int | None = None) -> KState:
    """The same table with every hidden fact dealt differently: hand cards (each colour of Lyra
    card, and the Pan cards, redealt with their draw pile, so hand sizes and pile counts stay),
    undone task cards (redealt with their level's pile) and the order of every draw pile.
    ``keep_seat`` keeps that seat's own hand and task, so only the others' secrets change."""
    rng = random.Random(seed)
    raw = GAME.to_dict(state)
    others = [seat for seat in range(raw["n"]) if seat != keep_seat]

    def redeal(pile: list[str], belongs: Callable[[str], bool]) -> list[str]:
        pool = list(pile) + [c for seat in others for c in raw["players"][seat]["hand"] if belongs(c)]
        rng.shuffle(pool)
        for seat in others:
            hand = raw["players"][seat]["hand"]
            for i, card in enumerate(hand):
                if belongs(card):
                    hand[i] = pool.pop()
        return pool

    for colour in raw["lyra"]:
        raw["lyra"][colour] = redeal(
            raw["lyra"][colour], lambda c, colour=colour: c in LYRA and LYRA[c].colour == colour
        )
    raw["pan"] = redeal(raw["pan"], lambda c: c in PAN)
    for level, pile in raw["tasks"].items():
        pool = list(pile) + [
            raw["players"][s]["task"] for s in others if _level(raw["players"][s]["task"]) == level
        ]
        rng.shuffle(pool)
        for seat in others:
            if _level(raw["players"][seat]["task"]) == level:
                raw["players"][seat]["task"] = pool.pop()
        raw["tasks"][level] = pool
    return GAME.from_dict(raw)


def _level(task: str | None) -> str | None:
    return str(TASKS[task].level) if task else None
