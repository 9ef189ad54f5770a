"""What a server keeps from its games (issue 18): the finished tables, each member's
statistics, a rating per game, replays and exports, all rebuilt from what the store already
holds (tables, seats, the action log); nothing new is stored.

Which tables count for statistics and ratings: finished ones (a cancelled table never is), and
only those where AI seats are at most half of the seats. AI seats are never rated nor counted
(a seat the AI took over after repeated timeouts is an AI seat: its player is no longer known).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

import rules
from host.publishing import DEAL_KEYS, STAGE_KEYS
from host.replay import replay, replay_steps
from host.texts import closing, publication_texts
from images.replay import Scene
from rules.core import Event, GameRules, Outcome, SeatRef, SnapshotSchemaError, State, msg
from storage import FinishedTable, GameStore, LogEntry, SeatRecord

PAGE_SIZE = 10
"""Finished tables per page of ``/game history``."""
EXPORT_FORMAT = "gamehost-table-log"
EXPORT_VERSION = 1


@dataclass(frozen=True)
class Sides:
    """One round of a team game: each seat's side, and the side that won it."""

    roles: tuple[str, ...]
    winner: str


def _saboteur_rounds(outcome: Outcome) -> tuple[Sides, ...]:
    """S-12.1: each Saboteur round is won by the gold-diggers or by the saboteurs; roles are
    dealt anew every round (S-13), so the teams change from round to round."""
    side = {"gold-diggers": "gold-digger", "saboteurs": "saboteur"}
    return tuple(Sides(tuple(r["roles"]), side[r["winners"]]) for r in outcome.detail.get("rounds", ()))


TEAM_ROUNDS: dict[str, Callable[[Outcome], tuple[Sides, ...]]] = {"saboteur": _saboteur_rounds}
"""Games played in teams, round by round: the sides of each round, from the outcome. Every
other game is rated as one contest of every player against every other, by final score."""


@dataclass(frozen=True)
class Match:
    """One rated contest: teams of user ids and their ranks (1 is best; equal ranks tie)."""

    teams: tuple[tuple[int, ...], ...]
    ranks: tuple[int, ...]


@dataclass(frozen=True)
class FinishedGame:
    """A finished table with its result, as the history shows and counts it."""

    id: int
    game_id: str
    language: str
    turn_seconds: int
    finished_at: float
    started_at: float | None
    """When the first move was logged."""
    moves: int
    seats: tuple[SeatRecord, ...]
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[Sides, ...] = ()
    """The sides of each round in a team game (``TEAM_ROUNDS``)."""

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def user(self, seat: int) -> int | None:
        """The member playing ``seat``; None for an AI seat."""
        record = self.seats[seat]
        return None if record.is_ai else record.user_id

    @property
    def counted(self) -> bool:
        """Whether the game counts for statistics and ratings: AI seats at most half."""
        return 2 * sum(seat.is_ai or seat.user_id is None for seat in self.seats) <= len(self.seats)

    def matches(self) -> tuple[Match, ...]:
        """The contests this game rates, between its human seats only."""
        humans = {seat.seat: user for seat in self.seats if (user := self.user(seat.seat)) is not None}
        if self.rounds:
            found = []
            for sides in self.rounds:
                teams = {
                    side: tuple(user for seat, user in humans.items() if sides.roles[seat] == side)
                    for side in sorted(set(sides.roles))
                }
                teams = {side: members for side, members in teams.items() if members}
                if len(teams) == 2:  # a round of humans on one side only measures nobody
                    found.append(
                        Match(tuple(teams.values()), tuple(1 if s == sides.winner else 2 for s in teams))
                    )
            return tuple(found)
        if len(humans) < 2:
            return ()
        ranks = tuple(1 + sum(self.scores[o] > self.scores[s] for o in humans) for s in humans)
        return (Match(tuple((user,) for user in humans.values()), ranks),)


@dataclass(frozen=True)
class HistoryPage:
    games: tuple[FinishedGame, ...]
    page: int
    pages: int
    total: int


@dataclass(frozen=True)
class GameRecord:
    """A member's games of one game: played and won (counted tables only)."""

    game_id: str
    played: int
    won: int


@dataclass(frozen=True)
class SideRecord:
    """A member's rounds on one side of a team game, and how many of them that side won."""

    game_id: str
    side: str
    played: int
    won: int


@dataclass(frozen=True)
class MemberStats:
    games: tuple[GameRecord, ...]
    sides: tuple[SideRecord, ...]
    turns: int
    """Turns timed (a game's first turn is not: the start of a game is not logged)."""
    turn_time: float
    """Seconds spent on the timed turns, in all."""
    timeouts: int

    @property
    def average_turn(self) -> float | None:
        return self.turn_time / self.turns if self.turns else None


@dataclass(frozen=True)
class Standing:
    user_id: int
    name: str
    rating: float
    """The conservative estimate ``mu - 3 sigma`` (openskill's ordinal), on its 0-50 scale."""
    games: int
    won: int


def seat_turns(log: Iterable[LogEntry], seat: int, turn_seconds: int) -> tuple[list[float], int]:
    """The duration of each turn ``seat`` took in ``log`` and how many of them ran out of
    time. A turn is the consecutive steps of the seat, timed from the step before it (by
    whoever moved last; the game's first turn has none and is not timed) to its last step. A
    step logged ``turn_seconds`` or more after the one before it was the AI playing for a late
    seat: each deadline starts when the step before it is taken (the host renews it after each
    step of a turn of several steps)."""
    durations, timeouts = [], 0
    previous: float | None = None
    began: float | None = None
    last = 0.0
    in_turn = late = False

    def close() -> None:
        nonlocal timeouts
        if began is not None:
            durations.append(last - began)
        timeouts += late

    for entry in log:
        if entry.seat == seat:
            if not in_turn:
                in_turn, began, late = True, previous, False
            late = late or (previous is not None and entry.at - previous >= turn_seconds)
            last = entry.at
        elif in_turn:
            close()
            in_turn = False
        previous = entry.at
    if in_turn:
        close()
    return durations, timeouts


def member_stats(
    games: Iterable[FinishedGame], logs: Mapping[int, Sequence[LogEntry]], user_id: int
) -> MemberStats:
    """``user_id``'s statistics over ``games`` (those not counted are left out)."""
    played: dict[str, list[int]] = {}
    sides: dict[tuple[str, str], list[int]] = {}
    durations: list[float] = []
    timeouts = 0
    for game in games:
        seat = next((s.seat for s in game.seats if game.user(s.seat) == user_id), None)
        if seat is None or not game.counted:
            continue
        record = played.setdefault(game.game_id, [0, 0])
        record[0] += 1
        record[1] += seat in game.winners
        for round_sides in game.rounds:
            side = sides.setdefault((game.game_id, round_sides.roles[seat]), [0, 0])
            side[0] += 1
            side[1] += round_sides.roles[seat] == round_sides.winner
        taken, late = seat_turns(logs.get(game.id, ()), seat, game.turn_seconds)
        durations += taken
        timeouts += late
    return MemberStats(
        tuple(GameRecord(game_id, *counts) for game_id, counts in sorted(played.items())),
        tuple(SideRecord(game_id, side, *counts) for (game_id, side), counts in sorted(sides.items())),
        len(durations),
        sum(durations),
        timeouts,
    )


@dataclass
class Ratings:
    """Every member's rating in one game of one server, after the counted games up to ``key``."""

    model: PlackettLuce
    key: tuple[float, int] | None = None
    """(finished_at, id) of the last game rated."""
    count: int = 0
    """Finished tables of the game seen (counted or not)."""
    ratings: dict[int, Any] = field(default_factory=dict)
    games: dict[int, int] = field(default_factory=dict)
    won: dict[int, int] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)

    def add(self, game: FinishedGame) -> None:
        """Rate one more finished game (games must come in the order they finished)."""
        self.key = (game.finished_at, game.id)
        self.count += 1
        if not game.counted:
            return
        for seat in game.seats:
            user = game.user(seat.seat)
            if user is not None:
                self.games[user] = self.games.get(user, 0) + 1
                self.won[user] = self.won.get(user, 0) + (seat.seat in game.winners)
                self.names[user] = seat.name
        for match in game.matches():
            teams = [[self._rating(user) for user in team] for team in match.teams]
            rated = self.model.rate(teams, ranks=list(match.ranks))
            for team, new in zip(match.teams, rated, strict=True):
                for user, rating in zip(team, new, strict=True):
                    self.ratings[user] = rating

    def _rating(self, user: int) -> Any:
        if user not in self.ratings:
            self.ratings[user] = self.model.rating()
        return self.ratings[user]

    def standings(self, limit: int) -> list[Standing]:
        ranked = [
            Standing(user, self.names[user], rating.ordinal(), self.games[user], self.won[user])
            for user, rating in self.ratings.items()
        ]
        ranked.sort(key=lambda s: (-s.rating, -s.games, s.user_id))
        return ranked[:limit]


def rate(games: Iterable[FinishedGame], model: PlackettLuce | None = None) -> Ratings:
    """The ratings after ``games``, in the order they finished."""
    ratings = Ratings(model or PlackettLuce())
    _rate_all(ratings, games)
    return ratings


def _rate_all(ratings: Ratings, games: Iterable[FinishedGame]) -> None:
    for game in games:
        ratings.add(game)


def final_state(game: GameRules[State], table: FinishedTable, log: Sequence[LogEntry] | None) -> State:
    """The final state of a finished table: its snapshot, or (written by another version of
    the engine) its log replayed; ``log`` is read only in that case, so may be None otherwise."""
    record = table.record
    if record.snapshot is None:
        raise ValueError(f"finished table {record.id} has no snapshot")
    try:
        return game.from_dict(record.snapshot)
    except SnapshotSchemaError:
        if log is None:
            raise
        return replay(game, len(table.seats), record.seed, record.options, log)


def finished_game(game: GameRules[State], table: FinishedTable, state: State) -> FinishedGame:
    record = table.record
    outcome = game.outcome(state)
    if outcome is None:
        raise ValueError(f"table {record.id} is not finished")
    team_rounds = TEAM_ROUNDS.get(game.id)
    return FinishedGame(
        id=record.id,
        game_id=record.game_id,
        language=record.language,
        turn_seconds=record.turn_seconds,
        finished_at=record.updated_at,
        started_at=table.first_move_at,
        moves=table.moves,
        seats=table.seats,
        scores=tuple(outcome.scores),
        winners=tuple(outcome.winners),
        rounds=team_rounds(outcome) if team_rounds else (),
    )


def scenes(game: GameRules[State], table: FinishedTable, log: Sequence[LogEntry]) -> list[Scene]:
    """The replay of a finished table as the channel saw it: the start, then the public view
    after each turn (consecutive steps of one seat within one stage of the game) with that turn's
    public lines, in the table's language; the round-end and final pictures where a new deal
    came or the game ended."""
    record = table.record
    names = tuple(seat.name for seat in table.seats)
    language = record.language
    begins = msg("host-game-begins", game=game.title, players=tuple(SeatRef(s.seat) for s in table.seats))
    state = game.setup(len(table.seats), seed=record.seed, options=record.options)
    opening = publication_texts(
        game, (), names, language, {}, before=(begins,), after=closing(game.waiting_for(state), None)
    )
    found = [(game.view(state, None), opening.caption)]
    events: list[Event] = []
    entries = list(log)
    for index, (entry, transition) in enumerate(
        replay_steps(game, len(table.seats), record.seed, record.options, entries)
    ):
        before = game.view(state, None)
        state = transition.state
        events += transition.events
        view = game.view(state, None)
        awaited = game.waiting_for(state)
        following = entries[index + 1].seat if index + 1 < len(entries) else None
        if awaited and following == entry.seat and _keys(view, STAGE_KEYS) == _keys(before, STAGE_KEYS):
            continue  # the same seat's turn goes on
        outcome = None if awaited else game.outcome(state)
        texts = publication_texts(game, events, names, language, {}, after=closing(awaited, outcome))
        found.append((view, texts.caption))
        events = []
    result = []
    for number, (view, caption) in enumerate(found):
        dealt = number > 0 and _keys(view, DEAL_KEYS) != _keys(found[number - 1][0], DEAL_KEYS)
        summary = dealt or number == len(found) - 1
        last_of_deal = number + 1 == len(found) or _keys(found[number + 1][0], DEAL_KEYS) != _keys(
            view, DEAL_KEYS
        )
        result.append(Scene(view, caption, summary, number == 0 or summary or last_of_deal))
    return result


def _keys(view: Mapping[str, Any], keys: Iterable[str]) -> tuple[Any, ...]:
    return tuple(view.get(key) for key in keys)


def export(game: GameRules[State], table: FinishedTable, log: Sequence[LogEntry]) -> dict[str, Any]:
    """A finished table's log as JSON-able data: enough to replay it (``replay_export``)."""
    record = table.record
    return {
        "format": EXPORT_FORMAT,
        "version": EXPORT_VERSION,
        "table": record.id,
        "game": record.game_id,
        "language": record.language,
        "options": record.options,
        "seed": record.seed,
        "turn_seconds": record.turn_seconds,
        "created_at": record.created_at,
        "finished_at": record.updated_at,
        "seats": [{"seat": s.seat, "name": s.name, "ai": s.is_ai or s.user_id is None} for s in table.seats],
        "moves": [{"seq": e.seq, "seat": e.seat, "code": e.code, "at": e.at} for e in log],
    }


def replay_export(data: Mapping[str, Any], games: Mapping[str, GameRules[State]] = rules.GAMES) -> State:
    """The final state of an exported table, replayed with ``host.replay``."""
    if data.get("format") != EXPORT_FORMAT or data.get("version") != EXPORT_VERSION:
        raise ValueError("not a table log this version exports")
    log = [LogEntry(m["seq"], m["seat"], m["code"], m["at"]) for m in data["moves"]]
    return replay(games[data["game"]], len(data["seats"]), data["seed"], data["options"], log)


class History:
    """The history of the servers a store holds, with each game's ratings kept in memory and
    brought up to date with the tables finished since (checked at every read, so a table
    finished by another process counts too)."""

    def __init__(self, store: GameStore, games: Mapping[str, GameRules[State]] = rules.GAMES) -> None:
        self.store = store
        self.games = games
        self._model = PlackettLuce()
        self._ratings: dict[tuple[int, str], Ratings] = {}
        self._rating_locks: dict[tuple[int, str], asyncio.Lock] = {}

    async def page(self, guild_id: int, page: int, per_page: int = PAGE_SIZE) -> HistoryPage | None:
        """Page ``page`` (from 1) of the server's finished tables, newest first; None for a page
        that does not exist (page 1 always does, empty when nothing finished yet)."""
        total = await self.store.finished_count(guild_id)
        pages = max(1, -(-total // per_page))
        if not 1 <= page <= pages:
            return None
        tables = await self.store.finished_tables(
            guild_id, newest_first=True, limit=per_page, offset=(page - 1) * per_page
        )
        return HistoryPage(tuple(await self._games(tables)), page, pages, total)

    async def finished(self, guild_id: int, table_id: int) -> tuple[FinishedTable, FinishedGame] | None:
        """A finished table of this server; None for any other id."""
        table = await self._table(guild_id, table_id)
        if table is None:
            return None
        return table, (await self._games([table]))[0]

    async def final_view(self, guild_id: int, table_id: int) -> tuple[FinishedGame, dict[str, Any]] | None:
        """A finished table of this server and its final public view."""
        found = await self.finished(guild_id, table_id)
        if found is None:
            return None
        table, result = found
        game = self.games[table.record.game_id]
        state = await self._final_state(game, table)
        return result, game.view(state, None)

    async def member(self, guild_id: int, user_id: int) -> MemberStats:
        tables = await self.store.finished_tables(guild_id, user_id=user_id)
        logs = await self.store.logs(table.record.id for table in tables)
        return member_stats(await self._games(tables, logs), logs, user_id)

    async def leaderboard(self, guild_id: int, game_id: str, limit: int = 10) -> list[Standing]:
        key = (guild_id, game_id)
        # One rating pass per server and game at a time (two would rate the same new tables
        # twice); the first call of a process rates every finished table of the server, seconds
        # of CPU for ten thousand, so the rating runs off the event loop.
        async with self._rating_locks.setdefault(key, asyncio.Lock()):
            ratings = self._ratings.get(key) or Ratings(self._model)
            newer = await self.store.finished_tables(guild_id, game_id=game_id, after=ratings.key)
            if ratings.count + len(newer) != await self.store.finished_count(guild_id, game_id):
                # a table finished with an earlier time than the last one rated (another
                # process's clock): rate everything again, in order
                ratings = Ratings(self._model)
                newer = await self.store.finished_tables(guild_id, game_id=game_id)
            await asyncio.to_thread(_rate_all, ratings, await self._games(newer))
            self._ratings[key] = ratings
            return ratings.standings(limit)

    async def scenes(self, guild_id: int, table_id: int) -> tuple[FinishedGame, list[Scene]] | None:
        found = await self.finished(guild_id, table_id)
        if found is None:
            return None
        table, result = found
        log = await self.store.log(table_id)
        return result, await asyncio.to_thread(scenes, self.games[table.record.game_id], table, log)

    async def export(self, guild_id: int, table_id: int) -> dict[str, Any] | None:
        table = await self._table(guild_id, table_id)
        if table is None:
            return None
        return export(self.games[table.record.game_id], table, await self.store.log(table_id))

    async def _table(self, guild_id: int, table_id: int) -> FinishedTable | None:
        record = await self.store.table(table_id)
        if record is None or record.guild_id != guild_id or record.status != "finished":
            return None
        seats = await self.store.seats(table_id)
        log = await self.store.log(table_id)
        return FinishedTable(record, seats, len(log), log[0].at if log else None)

    async def _final_state(self, game: GameRules[State], table: FinishedTable) -> State:
        try:
            return final_state(game, table, None)
        except SnapshotSchemaError:
            log = await self.store.log(table.record.id)
            return await asyncio.to_thread(final_state, game, table, log)

    async def _games(
        self, tables: Sequence[FinishedTable], logs: Mapping[int, Sequence[LogEntry]] | None = None
    ) -> list[FinishedGame]:
        """Each table's result, read off the event loop (a process's first leaderboard of a big
        server reads thousands); a snapshot of another engine version without ``logs`` has its
        log read and replayed."""
        found = await asyncio.to_thread(_results, self.games, tables, logs)
        games = []
        for table, result in zip(tables, found, strict=True):
            if result is None:
                game = self.games[table.record.game_id]
                result = finished_game(game, table, await self._final_state(game, table))
            games.append(result)
        return games


def _results(
    games: Mapping[str, GameRules[State]],
    tables: Sequence[FinishedTable],
    logs: Mapping[int, Sequence[LogEntry]] | None,
) -> list[FinishedGame | None]:
    """Each table's result from its final snapshot (or its log in ``logs``); None where the
    snapshot is of another engine version and no log was given."""
    found: list[FinishedGame | None] = []
    for table in tables:
        game = games[table.record.game_id]
        try:
            state = final_state(game, table, logs[table.record.id] if logs is not None else None)
        except SnapshotSchemaError:
            found.append(None)
        else:
            found.append(finished_game(game, table, state))
    return found
