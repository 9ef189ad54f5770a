"""What the shared game tests (conformance, no-leak, determinism) need to know per game.

Each game adds one ``GameSupport`` to ``SUPPORT`` (from its own ``tests/support/<game>.py``).
The shared tests in ``test_games_shared.py`` run over every game in ``rules.GAMES`` and fail
for a registered game that has no support entry.
"""

from __future__ import annotations

import json
import random
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from rules.core import Action, Event, GameRules, Seat, State

NOTHING = re.compile(r"(?!)")
"""A pattern that matches no line."""


@dataclass(frozen=True)
class GameSupport:
    player_counts: tuple[int, ...]
    """Player counts the shared playouts cover."""

    invariant: Callable[[State], None]
    """Raises AssertionError when a conservation law of the game is broken (cards, gold...)."""

    secrets: Callable[[State], dict[Seat | None, set[str]]]
    """Secret tokens by owner (None = known to nobody, e.g. the deck order). A token is a
    distinctive word (a card instance id such as ``c17``, a role marker...) that must not appear,
    as a whole word, in any view or log line of a viewer who does not own it."""

    max_steps: int = 20_000
    """A playout longer than this fails the "games end" check."""

    secret_choices: Callable[[], Iterable[SecretChoice]] = tuple
    """Choices only the chooser may know: the shared no-leak test checks that every other
    viewer reads the same view and the same log lines whichever of the two was made."""

    folded: re.Pattern[str] = NOTHING
    """English log lines that a turn post may say together with others (``GameRules.summarize``)."""

    summary: re.Pattern[str] = NOTHING
    """The English lines of a post that say such lines together."""


@dataclass(frozen=True)
class SecretChoice:
    """At ``state`` (``n_players`` seats), ``seat`` may take ``one`` or ``other``; nobody but
    ``seat`` and the seats in ``told`` (e.g. the next chooser of a draft, handed what is left)
    may learn which."""

    name: str
    state: State
    n_players: int
    seat: Seat
    one: Action
    other: Action
    told: tuple[Seat, ...] = ()


SUPPORT: dict[str, GameSupport] = {}


def random_playout(game: GameRules, n_players: int, seed: int, options=None):
    """Yield (state, seat, action, transition) along a uniformly random game."""
    rng = random.Random(seed)
    state = game.setup(n_players, seed=seed, options=options)
    steps = 0
    while game.waiting_for(state):
        seat = rng.choice(game.waiting_for(state))
        action = rng.choice(game.legal_actions(state, seat))
        transition = game.apply(state, seat, action)
        yield state, seat, action, transition
        state = transition.state
        steps += 1
        assert steps <= SUPPORT[game.id].max_steps, f"{game.id} did not end in {steps} steps"


def viewers(n_players: int) -> Iterable[Seat | None]:
    return (None, *range(n_players))


def forbidden_tokens(secrets: dict[Seat | None, set[str]], viewer: Seat | None) -> set[str]:
    mine = secrets.get(viewer, set()) if viewer is not None else set()
    others = set().union(*(tokens for owner, tokens in secrets.items() if owner != viewer))
    return others - mine


_WORD = re.compile(r"[\w-]+")


def leaked(text: str, tokens: set[str]) -> set[str]:
    """Tokens found in ``text`` as whole words: not inside a longer run of word characters or
    hyphens. A token made of such characters only matches exactly when it equals one of the
    text's maximal runs, which is much faster than one regex search per token."""
    words = set(_WORD.findall(text))
    return {
        token
        for token in tokens
        if (
            token in words
            if _WORD.fullmatch(token)
            else re.search(rf"(?<![\w-]){re.escape(token)}(?![\w-])", text)
        )
    }


def view_text(game: GameRules, state: State, viewer: Seat | None) -> str:
    return json.dumps(game.view(state, viewer), sort_keys=True)


def log_text(game: GameRules, events: Iterable[Event], viewer: Seat | None) -> str:
    """The log lines as the Messages that leave the engine (ids and arguments): if no argument
    holds a secret, no rendering in any locale can."""
    lines = (game.describe(event, viewer) for event in events)
    return "\n".join(json.dumps(line.to_json()) for line in lines if line is not None)
