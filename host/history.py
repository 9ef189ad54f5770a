"""What a server keeps from its games (issue 18): the finished tables, each member's
statistics, a rating per game, replays and exports. The tables, replays and exports are rebuilt
from what the store holds (tables, seats, the action log); each member's rating and statistics
are kept by the store (issue 27), brought up to date as each table finishes (``History.rate``).

Which tables count for statistics and ratings: finished ones (a cancelled table never is), and
only those where AI seats are at most half of the seats. AI seats are never rated nor counted
(a seat the AI took over after repeated timeouts is an AI seat: its player is no longer known).
"""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from openskill.models import PlackettLuce

import rules
from host.model import TableInfo
from host.publishing import replayed_posts, waiting_line
from host.replay import replay
from images.replay import Scene
from rules.core import GameRules, Outcome, SnapshotSchemaError, State
from storage import FinishedTable, GameStore, LogEntry, PlayerRating

PAGE_SIZE = 10
"""Finished tables per page of ``/game history``."""
RATING_BATCH = 500
"""Finished tables rated per store transaction (``History.rate``): the first start after
migration 9 rates every finished table of the database, in short transactions."""
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


@dataclass(frozen=True, kw_only=True)
class FinishedGame(TableInfo):
    """A finished table with its result, as the history shows and counts it."""

    finished_at: float
    started_at: float | None
    """When the first move was logged."""
    moves: int
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    rounds: tuple[Sides, ...] = ()
    """The sides of each round in a team game (``TEAM_ROUNDS``)."""
    abandoned: bool = False
    """Ended because the AI played every seat for a whole round (issue 33): no winners, never
    counted."""

    def user(self, seat: int) -> int | None:
        """The member playing ``seat``; None for an AI seat."""
        record = self.seats[seat]
        return None if record.is_ai else record.user_id

    @property
    def counted(self) -> bool:
        """Whether the game counts for statistics and ratings: played to its end (not
        abandoned), AI seats at most half."""
        return not self.abandoned and 2 * sum(
            seat.is_ai or seat.user_id is None for seat in self.seats
        ) <= len(self.seats)

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
    by_game: dict[str, Ratings] = {}
    for game in games:
        by_game.setdefault(game.game_id, Ratings(PlackettLuce())).add(game, logs.get(game.id, ()))
    return stats_of(r for ratings in by_game.values() for r in ratings.stored() if r.user_id == user_id)


def stats_of(ratings: Iterable[PlayerRating]) -> MemberStats:
    """A member's statistics from what the store keeps of them in each game."""
    games, sides, turns, turn_time, timeouts = [], [], 0, 0.0, 0
    for rating in sorted(ratings, key=lambda r: r.game_id):
        if rating.games:
            games.append(GameRecord(rating.game_id, rating.games, rating.won))
        sides += [SideRecord(rating.game_id, *side) for side in rating.sides]
        turns += rating.turns
        turn_time += rating.turn_time
        timeouts += rating.timeouts
    return MemberStats(tuple(games), tuple(sides), turns, turn_time, timeouts)


@dataclass
class Ratings:
    """Every member's rating and statistics in one game of one server: from scratch (``rate``),
    or from the stored ones (``from_stored``) for the tables finished since."""

    model: PlackettLuce
    ratings: dict[int, Any] = field(default_factory=dict)
    names: dict[int, str] = field(default_factory=dict)
    """Every member counted (rated or not), with their seat name at their last counted table."""
    game_id: dict[int, str] = field(default_factory=dict)
    games: dict[int, int] = field(default_factory=dict)
    won: dict[int, int] = field(default_factory=dict)
    sides: dict[int, dict[str, list[int]]] = field(default_factory=dict)
    """Rounds played and won per side of a team game."""
    turns: dict[int, list[float]] = field(default_factory=dict)
    """Turns timed (their count and seconds) and timeouts."""

    @classmethod
    def from_stored(cls, model: PlackettLuce, stored: Iterable[PlayerRating]) -> Ratings:
        ratings = cls(model)
        for row in stored:
            user = row.user_id
            if row.mu is not None:
                ratings.ratings[user] = model.rating(mu=row.mu, sigma=row.sigma)
            ratings.names[user], ratings.game_id[user] = row.name, row.game_id
            ratings.games[user], ratings.won[user] = row.games, row.won
            ratings.sides[user] = {side: [played, won] for side, played, won in row.sides}
            ratings.turns[user] = [row.turns, row.turn_time, row.timeouts]
        return ratings

    def add(self, game: FinishedGame, log: Sequence[LogEntry] | None = None) -> None:
        """Rate one more finished game (games must come in the order they finished); with its
        ``log``, its players' turns are timed too."""
        if not game.counted:
            return
        for seat in game.seats:
            user = game.user(seat.seat)
            if user is None:
                continue
            self.games[user] = self.games.get(user, 0) + 1
            self.won[user] = self.won.get(user, 0) + (seat.seat in game.winners)
            self.names[user], self.game_id[user] = seat.name, game.game_id
            sides = self.sides.setdefault(user, {})
            for round_sides in game.rounds:
                side = sides.setdefault(round_sides.roles[seat.seat], [0, 0])
                side[0] += 1
                side[1] += round_sides.roles[seat.seat] == round_sides.winner
            turns = self.turns.setdefault(user, [0, 0.0, 0])
            if log is not None:
                taken, late = seat_turns(log, seat.seat, game.turn_seconds)
                turns[0] += len(taken)
                turns[1] += sum(taken)
                turns[2] += late
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

    def stored(self) -> list[PlayerRating]:
        """Every member's rating and statistics as the store keeps them, by user id."""
        found = []
        for user in sorted(self.names):
            rating = self.ratings.get(user)
            turns, turn_time, timeouts = self.turns.get(user, [0, 0.0, 0])
            sides = tuple((side, played, won) for side, (played, won) in sorted(self.sides[user].items()))
            found.append(
                PlayerRating(
                    self.game_id[user],
                    user,
                    self.names[user],
                    None if rating is None else rating.mu,
                    None if rating is None else rating.sigma,
                    self.games[user],
                    self.won[user],
                    int(turns),
                    turn_time,
                    int(timeouts),
                    sides,
                )
            )
        return found

    def standings(self, limit: int) -> list[Standing]:
        ranked = [standing(self.model, rating) for rating in self.stored() if rating.mu is not None]
        ranked.sort(key=lambda s: (-s.rating, -s.games, s.user_id))
        return ranked[:limit]


def standing(model: PlackettLuce, rating: PlayerRating) -> Standing:
    """A rated member's place-to-be on the leaderboard: the conservative estimate of their
    stored rating (``Standing.rating``)."""
    ordinal = model.rating(mu=rating.mu, sigma=rating.sigma).ordinal()
    return Standing(rating.user_id, rating.name, ordinal, rating.games, rating.won)


def rate(games: Iterable[FinishedGame], model: PlackettLuce | None = None) -> Ratings:
    """The ratings after ``games``, in the order they finished, from scratch."""
    ratings = Ratings(model or PlackettLuce())
    for game in games:
        ratings.add(game)
    return ratings


def rate_more(
    model: PlackettLuce,
    stored: Iterable[PlayerRating],
    games: Iterable[FinishedGame],
    logs: Mapping[int, Sequence[LogEntry]],
) -> list[PlayerRating]:
    """The stored ratings of the members of ``games`` after them (in the order they finished)."""
    ratings = Ratings.from_stored(model, stored)
    for game in games:
        ratings.add(game, logs.get(game.id, ()))
    return ratings.stored()


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
    if outcome is None and record.abandoned:  # the game stopped where the AI alone played on
        return FinishedGame.of(
            record, table.seats, finished_at=record.updated_at, started_at=table.first_move_at,
            moves=table.moves, scores=(0,) * len(table.seats), winners=(), abandoned=True,
        )  # fmt: skip
    if outcome is None:
        raise ValueError(f"table {record.id} is not finished")
    team_rounds = TEAM_ROUNDS.get(game.id)
    return FinishedGame.of(
        record,
        table.seats,
        finished_at=record.updated_at,
        started_at=table.first_move_at,
        moves=table.moves,
        scores=tuple(outcome.scores),
        winners=tuple(outcome.winners),
        rounds=team_rounds(outcome) if team_rounds else (),
    )


def scenes(game: GameRules[State], table: FinishedTable, log: Sequence[LogEntry]) -> list[Scene]:
    """The replay of a finished table as the channel saw it: each post, rebuilt from the log by
    the host's own runs (``host.publishing.replayed_posts``), its board's public view and
    caption, then whom the game waited for (the post's turn line, without its ping and
    deadline); the round-end and final pictures where the post had them."""
    posts = replayed_posts(game, table.record, table.seats, log)
    result = []
    for number, plan in enumerate(posts):
        caption = "\n".join(part for part in (plan.caption, waiting_line(plan.table)) if part)
        last_of_deal = number + 1 == len(posts) or posts[number + 1].publications[-1].round_started
        result.append(
            Scene(plan.public_view, caption, plan.summary, number == 0 or plan.summary or last_of_deal)
        )
    return result


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
    """The history of the servers a store holds. Each member's rating and statistics are the
    store's (issue 27): ``rate`` adds a finished table to them once (when its final board is
    posted, or at the next read of its server's ratings if that was missed), and
    ``rate_unrated`` rates the tables finished before the store kept ratings, once."""

    def __init__(self, store: GameStore, games: Mapping[str, GameRules[State]] = rules.GAMES) -> None:
        self.store = store
        self.games = games
        self._model = PlackettLuce()
        # one per server and game while a pass holds or awaits it (weak: none kept after)
        self._rating_locks: weakref.WeakValueDictionary[tuple[int, str], asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

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
        await self.rate_unrated(guild_id)
        return stats_of(await self.store.member_ratings(guild_id, user_id))

    async def leaderboard(self, guild_id: int, game_id: str, limit: int = 10) -> list[Standing]:
        await self.rate_unrated(guild_id)
        return [
            standing(self._model, rating) for rating in await self.store.top_ratings(guild_id, game_id, limit)
        ]

    async def rate(self, guild_id: int, game_id: str) -> int:
        """Add the server's finished tables of ``game_id`` not rated yet to its stored ratings,
        in the order they finished; how many there were. Idempotent: a table is rated once,
        whichever process or call comes first (the store's compare-and-set refuses a batch
        rated meanwhile elsewhere; it is read again). A table that finished with an earlier time
        than one rated already (another process's clock) is rated after it."""
        rated = 0
        # one pass per server and game at a time in a process (two would read the same tables)
        async with self._rating_locks.setdefault((guild_id, game_id), asyncio.Lock()):
            while True:
                batch = await self.store.ratings_to_update(guild_id, game_id, RATING_BATCH)
                if not batch.tables:
                    return rated
                logs = await self.store.logs(table.record.id for table in batch.tables)
                games = await self._games(batch.tables, logs)
                # openskill runs off the event loop: the first start rates thousands of tables
                ratings = await asyncio.to_thread(rate_more, self._model, batch.ratings.values(), games, logs)
                if await self.store.store_ratings(guild_id, game_id, batch, ratings):
                    rated += len(batch.tables)

    async def rate_unrated(self, guild_id: int | None = None) -> int:
        """Rate every finished table of the server (None: of every server) not rated yet; how
        many there were. At start-up, after migration 9: every table finished before it, once.
        Before a read of the ratings: a table whose rating at its end was missed (one read of
        an index when there is none)."""
        pairs = await self.store.unrated_games(guild_id)
        return sum([await self.rate(guild, game_id) for guild, game_id in pairs])

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
        """Each table's result, read off the event loop (rating the tables finished before
        migration 9 reads thousands at a time); a snapshot of another engine version without ``logs`` has its
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
