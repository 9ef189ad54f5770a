"""Rebuilding a table's state from its setup and its action log."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Any

from rules.core import (
    GameRules,
    IllegalActionError,
    InvalidActionError,
    Message,
    Seat,
    State,
    Transition,
    msg,
)
from storage import LogEntry


def replay_steps(
    game: GameRules[State], n_players: int, seed: int, options: Mapping[str, Any], log: Iterable[LogEntry]
) -> Iterator[tuple[LogEntry, Transition[State]]]:
    """Each logged action with the transition it caused, from ``setup`` on."""
    state = game.setup(n_players, seed=seed, options=options)
    for entry in log:
        transition = game.apply(state, entry.seat, game.parse_action(entry.code))
        yield entry, transition
        state = transition.state


def replay(
    game: GameRules[State], n_players: int, seed: int, options: Mapping[str, Any], log: Iterable[LogEntry]
) -> State:
    """The state after the whole log."""
    state = None
    for _, transition in replay_steps(game, n_players, seed, options, log):
        state = transition.state
    return state if state is not None else game.setup(n_players, seed=seed, options=options)


def described(
    game: GameRules[State],
    n_players: int,
    seed: int,
    options: Mapping[str, Any],
    log: Iterable[LogEntry],
    viewer: Seat | None,
    after: int = 0,
) -> list[Message]:
    """The log lines ``viewer`` may read (``GameRules.describe``) of the logged actions from the
    ``after``-th on (``/game log``, ``/table recap``). A table started before a rules correction
    plays on from its snapshot, but its older moves may not replay under today's rules: the
    lines that do are kept, and the last says so."""
    said: list[Message] = []
    try:
        for number, (_, transition) in enumerate(replay_steps(game, n_players, seed, options, log)):
            if number >= after:
                described = (game.describe(event, viewer) for event in transition.events)
                said.extend(message for message in described if message is not None)
    except (IllegalActionError, InvalidActionError):
        said.append(msg("host-log-older-rules"))
    return said
