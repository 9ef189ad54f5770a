"""Finished tables in the store: the history's read-only queries (issue 18) and the ratings kept
for them (issue 27, migration 9)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from storage.base import StoreBase
from storage.records import FinishedTable, LogEntry, PlayerRating, RatingBatch
from storage.sql import (
    MEMBER_RATINGS,
    NEXT_RATING_VERSION,
    RATING_UPSERT,
    RATING_VERSION,
    RATINGS_OF_USERS,
    TOP_RATINGS,
    UNRATED,
    UNRATED_GAMES,
    finished,
    finished_select,
    finished_where,
    log_entry,
    player_rating,
    rating_batch,
    rating_values,
    seated_users,
)


class HistoryStore(StoreBase):
    """History over finished tables, and the ratings kept of them."""

    # -- history (issue 18): read-only queries over finished tables ----------------------------

    async def finished_count(self, guild_id: int, game_id: str | None = None) -> int:
        """How many tables of ``guild_id`` (of ``game_id``, if given) finished."""
        where, params = finished_where(guild_id, game_id)
        return int((await self._rows(f"SELECT COUNT(*) FROM tables t WHERE {where}", params))[0][0])

    async def finished_tables(
        self,
        guild_id: int,
        *,
        game_id: str | None = None,
        user_id: int | None = None,
        newest_first: bool = False,
        limit: int = -1,
        offset: int = 0,
    ) -> list[FinishedTable]:
        """The finished tables of ``guild_id`` in the order they finished (``updated_at``, then
        id; newest first if asked), each with its seats and log length; only those of
        ``game_id`` and those where ``user_id`` holds a seat when given; ``limit`` and
        ``offset`` page them (-1: all)."""
        where, params = finished_where(guild_id, game_id, user_id)
        return await self._finished(where, params, newest_first, limit, offset)

    async def _finished(
        self, where: str, params: tuple[Any, ...], newest_first: bool, limit: int, offset: int
    ) -> list[FinishedTable]:
        tables = await self._rows(
            finished_select(where, newest_first), (*params, limit if limit >= 0 else self.NO_LIMIT, offset)
        )
        if not tables:
            return []
        among, ids = self._among(row["id"] for row in tables)
        seats = f"SELECT * FROM seats WHERE table_id {among} ORDER BY table_id, seat"
        return finished(tables, await self._rows(seats, (ids,)))

    async def logs(self, table_ids: Iterable[int]) -> dict[int, list[LogEntry]]:
        """The action logs of several tables at once, by table id."""
        found: dict[int, list[LogEntry]] = {table_id: [] for table_id in table_ids}
        among, ids = self._among(found)
        sql = f"SELECT table_id, seq, seat, code, at FROM actions WHERE table_id {among}"
        for row in await self._rows(f"{sql} ORDER BY table_id, seq", (ids,)):
            found[row["table_id"]].append(log_entry(row))
        return found

    # -- ratings kept (issue 27, migration 9) --------------------------------------------------

    async def unrated_games(self, guild_id: int | None = None) -> list[tuple[int, str]]:
        """The (server, game) pairs with finished tables not rated yet, of ``guild_id`` or of
        every server."""
        return [(row[0], row[1]) for row in await self._rows(UNRATED_GAMES, (guild_id, guild_id))]

    async def ratings_to_update(self, guild_id: int, game_id: str, limit: int) -> RatingBatch:
        """The oldest ``limit`` unrated finished tables of a game with the rows of the members
        seated at them. The version is read first: a batch stored after it makes
        ``store_ratings`` refuse this one, whatever the reads after it saw."""
        version = await self._rows(RATING_VERSION, (guild_id, game_id))
        where, params = finished_where(guild_id, game_id)
        tables = await self._finished(f"{where} AND {UNRATED}", params, False, limit, 0)
        among, users = self._among(seated_users(tables))
        rows = await self._rows(f"{RATINGS_OF_USERS} {among}", (guild_id, game_id, users))
        return rating_batch(version, tables, rows)

    async def store_ratings(
        self, guild_id: int, game_id: str, batch: RatingBatch, ratings: Iterable[PlayerRating]
    ) -> bool:
        """Mark ``batch``'s tables rated and store ``ratings`` (the new rows of the members they
        changed), in one transaction; False, writing nothing, when another batch of that server
        and game was stored since ``batch`` was read (it is to be read and rated again)."""
        async with self._transaction() as db:
            next_version = (guild_id, game_id, batch.version + 1, batch.version)
            if await db.execute(NEXT_RATING_VERSION, next_version) != 1:
                return False
            among, ids = self._among(table.record.id for table in batch.tables)
            await db.execute(f"UPDATE tables SET rated = {self.TRUE} WHERE id {among}", (ids,))
            await db.executemany(RATING_UPSERT, [rating_values(guild_id, rating) for rating in ratings])
            return True

    async def top_ratings(self, guild_id: int, game_id: str, limit: int) -> list[PlayerRating]:
        """The ``limit`` best rated members of a game (``storage.sql.TOP_RATINGS``' order)."""
        return [player_rating(row) for row in await self._rows(TOP_RATINGS, (guild_id, game_id, limit))]

    async def member_ratings(self, guild_id: int, user_id: int) -> list[PlayerRating]:
        """A member's rows of every game of the server (in no particular order)."""
        return [player_rating(row) for row in await self._rows(MEMBER_RATINGS, (guild_id, user_id))]
