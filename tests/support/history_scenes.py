"""Finished tables built without a host, for the replay tests and benchmarks (issue 18): the
whole game played by the AI policy exactly as the host plays AI seats (the generator derived
from the seed and the version), logged a minute apart, each seat held by a player (so that
each turn was a post of its own, as a replay rebuilds them: ``host.publishing.replayed_posts``)."""

from __future__ import annotations

from rules import GAMES
from rules.core import seeded_rng
from storage import FinishedTable, LogEntry, SeatRecord, TableRecord

START = 1_800_000_000.0


def ai_game(game_id: str, n_players: int, seed: int, options=None) -> tuple[FinishedTable, list[LogEntry]]:
    """A finished table of ``n_players`` players, played by the AI policy, and its log."""
    game = GAMES[game_id]
    state = game.setup(n_players, seed=seed, options=options)
    log = []
    while awaited := game.waiting_for(state):
        seat, version = awaited[0], len(log) + 1
        rng = seeded_rng(seed, "ai", version)
        action = game.ai_action(game.view(state, seat), game.legal_actions(state, seat), rng)
        state = game.apply(state, seat, action).state
        log.append(LogEntry(version, seat, action.code, START + 60 * version))
    record = TableRecord(
        id=seed + 1, guild_id=1, channel_id=1, game_id=game_id, status="finished",
        options=dict(options or {}),
        host_user_id=1, seed=seed, version=len(log) + 1, snapshot=game.to_dict(state), turn_seconds=3600,
        created_at=START, updated_at=log[-1].at, lobby_message_id=None, board_message_id=None, language="en",
    )  # fmt: skip
    seats = tuple(SeatRecord(n, 1000 + n, f"Seat name {n + 1}", False) for n in range(n_players))
    return FinishedTable(record, seats, len(log), log[0].at), log


def longest_game(game_id: str, n_players: int, seeds: range) -> tuple[FinishedTable, list[LogEntry]]:
    """The game of ``n_players`` (``ai_game``) with the most moves among ``seeds``."""
    return max((ai_game(game_id, n_players, seed) for seed in seeds), key=lambda found: len(found[1]))


def longest_saboteur_game(seeds: range = range(30)) -> tuple[FinishedTable, list[LogEntry]]:
    """The 10-player Saboteur game with the most moves among ``seeds``."""
    return longest_game("saboteur", 10, seeds)
