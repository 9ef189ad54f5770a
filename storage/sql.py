"""The SQL text and row readers both backends share (through ``storage.game_store.GameStore``,
which the SQLite store, ``storage.sqlite``, and the PostgreSQL store, ``storage.postgres``,
are): statements are written with SQLite's ``?`` parameters, and ``numbered`` turns them into
PostgreSQL's ``$1, $2, ...``. A row is an ``sqlite3.Row`` or an ``asyncpg.Record``: both are
read by column name."""

from __future__ import annotations

import functools
import json
import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from storage.records import (
    AWAY_FIELDS,
    NOTIFICATION_FIELDS,
    SERVER_FIELDS,
    Deadline,
    DirectMessage,
    FinishedTable,
    LoadedTable,
    LogEntry,
    Notice,
    OutboxEntry,
    PlayerRating,
    PlayerSettings,
    RatingBatch,
    SeatRecord,
    ServerSettings,
    SettingChange,
    TableRecord,
)


class Row(Protocol):
    """A result row of either backend, read by column name or position."""

    def __getitem__(self, key: str | int, /) -> Any: ...


def encoded(data: Mapping[str, Any]) -> str:
    """``data`` as the JSON text a column keeps: keys sorted, no spaces (one text per value)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


@functools.lru_cache(maxsize=512)
def numbered(sql: str) -> str:
    """``sql`` written with SQLite's ``?`` parameters, numbered for PostgreSQL (``$1``, ``$2``,
    ...); none of the shared statements has a ``?`` in a literal. Cached: the PostgreSQL store
    numbers every statement it runs, from the few texts ``GameStore`` writes."""
    numbers = iter(range(1, sql.count("?") + 1))
    return re.sub(r"\?", lambda _: f"${next(numbers)}", sql)


TABLE_FIELDS = (
    "id", "guild_id", "channel_id", "game_id", "status", "options", "host_user_id", "seed", "version",
    "snapshot", "turn_seconds", "created_at", "updated_at", "lobby_message_id", "board_message_id",
    "language", "pending", "paused_at", "replay_at_end", "ai_level", "abandoned",
)  # fmt: skip
"""The columns of ``tables`` a ``TableRecord`` holds, in its order."""
TABLE_COLUMNS = ", ".join(TABLE_FIELDS)
TABLE_BY_ID = f"SELECT {TABLE_COLUMNS} FROM tables WHERE id = ?"
PLAYER_COLUMNS = f"user_id, locale, {', '.join(NOTIFICATION_FIELDS + AWAY_FIELDS)}"
"""The columns of ``users`` a ``PlayerSettings`` holds."""

LOAD = (
    f"SELECT {', '.join(f't.{name}' for name in TABLE_FIELDS)}, "
    "s.seat, s.user_id, s.name, s.is_ai, s.expiries, d.due, d.remind_at, d.reminded, "
    "u.user_id AS known_user, u.locale, "
    f"{', '.join(f'u.{name}' for name in NOTIFICATION_FIELDS + AWAY_FIELDS)}, "
    "(SELECT count(*) FROM outbox o WHERE o.table_id = t.id AND o.status = 'pending') AS undelivered "
    "FROM tables t JOIN seats s ON s.table_id = t.id "
    "LEFT JOIN deadlines d ON d.table_id = t.id AND d.seat = s.seat "
    "LEFT JOIN users u ON u.user_id = s.user_id "
    "WHERE {where} ORDER BY s.seat"
)
"""A table with its seats, each seat's deadline, each seated user's settings and how many of
its posts are pending, in one statement (one round trip: issue 13); ``where`` is on
``tables t``. Read by ``loaded`` (one table) or ``grouped`` (several)."""
ACTIVE = "t.status IN ('lobby', 'playing')"
"""The statuses are spelled out, not bound: only then can SQLite use the partial indexes of
migrations 1 and 7 (one active table per channel, active tables by server)."""
LOAD_BY_ID = LOAD.format(where="t.id = ?")
LOAD_ACTIVE_IN_CHANNEL = LOAD.format(where=f"t.channel_id = ? AND {ACTIVE}")
LOAD_SEATED = LOAD.format(
    where=f"{ACTIVE} AND t.id IN (SELECT table_id FROM seats WHERE user_id = ? AND user_id IS NOT NULL)"
)
LOAD_IN_GUILD = LOAD.format(where=f"t.guild_id = ? AND {ACTIVE}")


def table_record(row: Row) -> TableRecord:
    values = {name: row[name] for name in TABLE_FIELDS}
    values["options"] = json.loads(values["options"])
    values["snapshot"] = json.loads(values["snapshot"]) if values["snapshot"] is not None else None
    values["pending"] = tuple(json.loads(values["pending"]))
    values["replay_at_end"] = bool(values["replay_at_end"])  # an integer in SQLite
    values["abandoned"] = bool(values["abandoned"])
    return TableRecord(**values)


def outbox_entry(row: Row) -> OutboxEntry:
    return OutboxEntry(
        row["id"], row["table_id"], row["version"], row["kind"], json.loads(row["payload"]), row["status"],
        row["reason"], row["attempts"], row["message_id"],
    )  # fmt: skip


NOTICE_INSERT = (
    "INSERT INTO notices (table_id, guild_id, channel_id, language, kind, facts, recipient_id, "
    "created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
)
PENDING_NOTICES = (
    "SELECT * FROM notices WHERE status = 'pending' AND (CAST(? AS BIGINT) IS NULL OR table_id = ?) "
    "ORDER BY table_id, id"
)
MARK_NOTICE = "UPDATE notices SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status = 'pending'"


DM_INSERT = (
    "INSERT INTO direct_messages (table_id, user_id, kind, payload, urgent, created_at, updated_at) "
    "VALUES (?, ?, ?, ?, ?, ?, ?)"
)
QUEUED_DMS = (
    "SELECT d.* FROM direct_messages d WHERE d.status = 'pending' AND d.id = "
    "(SELECT min(e.id) FROM direct_messages e WHERE e.user_id = d.user_id AND e.status = 'pending') "
    "ORDER BY EXISTS (SELECT 1 FROM direct_messages e "
    "WHERE e.user_id = d.user_id AND e.status = 'pending' AND e.urgent) DESC, d.id LIMIT ?"
)
"""The next DM of each user with any pending (each user's oldest: their DMs go in the order
queued), the users with an urgent one first, then by age."""
MARK_DM = (
    "UPDATE direct_messages SET status = ?, reason = ?, updated_at = ? WHERE id = ? AND status = 'pending'"
)


def dm_values(dm: DirectMessage, now: float) -> tuple[Any, ...]:
    """The parameters of ``DM_INSERT``."""
    return (dm.table_id, dm.user_id, dm.kind, encoded(dm.payload), dm.urgent, now, now)


def direct_message(row: Row) -> DirectMessage:
    return DirectMessage(
        row["table_id"], row["user_id"], row["kind"], json.loads(row["payload"]), bool(row["urgent"]),
        row["id"], row["attempts"],
    )  # fmt: skip


def notice_values(notice: Notice, now: float) -> tuple[Any, ...]:
    """The parameters of ``NOTICE_INSERT``."""
    return (
        notice.table_id, notice.guild_id, notice.channel_id, notice.language, notice.kind,
        encoded(notice.facts), notice.recipient_id, now, now,
    )  # fmt: skip


def notice_record(row: Row) -> Notice:
    return Notice(
        row["table_id"], row["guild_id"], row["channel_id"], row["language"], row["kind"],
        json.loads(row["facts"]), row["recipient_id"], row["id"],
    )  # fmt: skip


def seat_record(row: Row) -> SeatRecord:
    return SeatRecord(row["seat"], row["user_id"], row["name"], bool(row["is_ai"]), row["expiries"])


SERVER_SETTINGS = f"SELECT guild_id, {', '.join(SERVER_FIELDS)} FROM server_settings WHERE guild_id = ?"
SERVER_UPSERT = (
    f"INSERT INTO server_settings (guild_id, {', '.join(SERVER_FIELDS)}, updated_at) "
    f"VALUES (?, {', '.join('?' * len(SERVER_FIELDS))}, ?) ON CONFLICT (guild_id) DO UPDATE SET "
    + ", ".join(f"{name} = excluded.{name}" for name in (*SERVER_FIELDS, "updated_at"))
)
"""Store every field of a ``ServerSettings`` (parameters: guild id, the fields, the time)."""
AUDIT_INSERT = "INSERT INTO server_audit (guild_id, user_id, setting, old, new, at) VALUES (?, ?, ?, ?, ?, ?)"
AUDIT_RECENT = (
    "SELECT guild_id, user_id, setting, old, new, at FROM server_audit "
    "WHERE guild_id = ? ORDER BY id DESC LIMIT ?"
)


def server_settings(row: Row) -> ServerSettings:
    thread = row["thread"]
    values = {name: row[name] for name in SERVER_FIELDS}
    return ServerSettings(row["guild_id"], **values | {"thread": None if thread is None else bool(thread)})


def setting_change(row: Row) -> SettingChange:
    return SettingChange(row["guild_id"], row["user_id"], row["setting"], row["old"], row["new"], row["at"])


def log_entry(row: Row) -> LogEntry:
    return LogEntry(row["seq"], row["seat"], row["code"], row["at"])


def deadline_record(row: Row, table_id: int) -> Deadline:
    return Deadline(table_id, row["seat"], row["due"], row["remind_at"], bool(row["reminded"]))


def player_settings(row: Row) -> PlayerSettings:
    values = {name: row[name] for name in NOTIFICATION_FIELDS + AWAY_FIELDS}
    for flag in ("ping_on_turn", "dm_on_turn", "remind", "notify_next"):
        values[flag] = bool(values[flag])
    return PlayerSettings(row["user_id"], **values, locale=row["locale"])


def loaded(rows: Sequence[Row]) -> LoadedTable | None:
    """The rows of ``LOAD`` for one table as a ``LoadedTable``; None for no rows (no table)."""
    if not rows:
        return None
    record = table_record(rows[0])
    return LoadedTable(
        record,
        tuple(seat_record(row) for row in rows),
        tuple(deadline_record(row, record.id) for row in rows if row["due"] is not None),
        {row["user_id"]: player_settings(row) for row in rows if row["known_user"] is not None},
        rows[0]["undelivered"],
    )


def grouped(rows: Iterable[Row]) -> list[LoadedTable]:
    """Rows of ``LOAD`` over several tables, as one ``LoadedTable`` each, by table id."""
    by_table: dict[int, list[Row]] = {}
    for row in rows:
        by_table.setdefault(row["id"], []).append(row)
    return [table for table_id in sorted(by_table) if (table := loaded(by_table[table_id])) is not None]


def user_upsert(fields: tuple[str, ...]) -> str:
    """Store ``fields`` of a user's ``PlayerSettings`` (parameters: ``user_values``); a user not
    seen before gets the English locale until their next interaction."""
    return (
        f"INSERT INTO users (user_id, locale, {', '.join(fields)}) "
        f"VALUES (?, 'en', {', '.join('?' * len(fields))}) ON CONFLICT (user_id) DO UPDATE SET "
        + ", ".join(f"{name} = excluded.{name}" for name in fields)
    )


def user_values(settings: PlayerSettings, fields: tuple[str, ...]) -> tuple[Any, ...]:
    """The parameters of ``user_upsert(fields)``."""
    return (settings.user_id, *(getattr(settings, name) for name in fields))


def finished_where(
    guild_id: int,
    game_id: str | None = None,
    user_id: int | None = None,
) -> tuple[str, tuple[int | float | str, ...]]:
    """The condition (on ``tables t``) and parameters of ``GameStore.finished_tables``."""
    where = ["t.guild_id = ?", "t.status = 'finished'"]
    params: list[int | float | str] = [guild_id]
    if game_id is not None:
        where.append("t.game_id = ?")
        params.append(game_id)
    if user_id is not None:
        where.append("EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.id AND s.user_id = ?)")
        params.append(user_id)
    return " AND ".join(where), tuple(params)


def finished_select(where: str, newest_first: bool) -> str:
    """The finished tables matching ``where`` (``finished_where``), each with its log's length
    and first time, in the order they finished; ``LIMIT ? OFFSET ?`` last."""
    order = "DESC" if newest_first else "ASC"
    return (
        f"SELECT {', '.join(f't.{name}' for name in TABLE_FIELDS)}, "
        "(SELECT COUNT(*) FROM actions a WHERE a.table_id = t.id) AS moves, "
        "(SELECT MIN(at) FROM actions a WHERE a.table_id = t.id) AS first_move_at "
        f"FROM tables t WHERE {where} ORDER BY t.updated_at {order}, t.id {order} LIMIT ? OFFSET ?"
    )


def finished(tables: Sequence[Row], seat_rows: Iterable[Row]) -> list[FinishedTable]:
    """``FinishedTable``s from the rows of ``finished_select`` and those tables' seat rows."""
    seats: dict[int, list[SeatRecord]] = {row["id"]: [] for row in tables}
    for row in seat_rows:
        seats[row["table_id"]].append(seat_record(row))
    return [
        FinishedTable(table_record(row), tuple(seats[row["id"]]), row["moves"], row["first_move_at"])
        for row in tables
    ]


# -- ratings kept (migration 9, issue 27) --------------------------------------------------------

UNRATED = "NOT t.rated"
"""The finished tables not rated yet (with ``finished_where``); spelled as in the partial index
``tables_unrated`` of migration 9, so that SQLite uses it."""
UNRATED_GAMES = (
    f"SELECT DISTINCT guild_id, game_id FROM tables t WHERE t.status = 'finished' AND {UNRATED} "
    "AND (CAST(? AS BIGINT) IS NULL OR t.guild_id = ?) ORDER BY guild_id, game_id"
)
"""The (server, game) pairs with unrated finished tables, of one server or (NULL) of all: one
read of the few index entries of ``tables_unrated``, the common case of ``/game top`` and
``/game stats`` (nothing to rate)."""
RATING_FIELDS = (
    "game_id", "user_id", "name", "mu", "sigma", "games", "won", "turns", "turn_time", "timeouts", "sides",
)  # fmt: skip
"""The columns of ``ratings`` a ``PlayerRating`` holds, in its order (the key has ``guild_id`` too)."""
RATING_COLUMNS = ", ".join(RATING_FIELDS)
RATING_VERSION = "SELECT version FROM rating_versions WHERE guild_id = ? AND game_id = ?"
RATINGS_OF_USERS = f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game_id = ? AND user_id"
"""Followed by the test that the user is one of a list (``GameStore._among``)."""
TOP_RATINGS = (
    f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND game_id = ? AND mu IS NOT NULL "
    "ORDER BY mu - 3 * sigma DESC, games DESC, user_id LIMIT ?"
)
"""The best rated members of a game, by openskill's ordinal (``mu - 3 sigma``), then by games
played, then by id (``host.history.Standing``)."""
MEMBER_RATINGS = f"SELECT {RATING_COLUMNS} FROM ratings WHERE guild_id = ? AND user_id = ?"
NEXT_RATING_VERSION = (
    "INSERT INTO rating_versions (guild_id, game_id, version) VALUES (?, ?, ?) "
    "ON CONFLICT (guild_id, game_id) DO UPDATE SET version = excluded.version "
    "WHERE rating_versions.version = ?"
)
"""The compare-and-set that stores a ``RatingBatch``: changes one row only while the version
read with the batch still holds (parameters: guild, game, the next version, the version read)."""
RATING_UPSERT = (
    f"INSERT INTO ratings (guild_id, {RATING_COLUMNS}) VALUES (?, {', '.join('?' * len(RATING_FIELDS))}) "
    "ON CONFLICT (guild_id, game_id, user_id) DO UPDATE SET "
    + ", ".join(f"{name} = excluded.{name}" for name in RATING_FIELDS[2:])
)


def player_rating(row: Row) -> PlayerRating:
    sides: dict[str, list[int]] = json.loads(row["sides"])
    return PlayerRating(
        row["game_id"], row["user_id"], row["name"], row["mu"], row["sigma"], row["games"], row["won"],
        row["turns"], row["turn_time"], row["timeouts"],
        tuple((side, sides[side][0], sides[side][1]) for side in sorted(sides)),
    )  # fmt: skip


def rating_values(guild_id: int, rating: PlayerRating) -> tuple[Any, ...]:
    """The parameters of ``RATING_UPSERT``."""
    sides = encoded({side: [played, won] for side, played, won in rating.sides})
    return (
        guild_id, rating.game_id, rating.user_id, rating.name, rating.mu, rating.sigma, rating.games,
        rating.won, rating.turns, rating.turn_time, rating.timeouts, sides,
    )  # fmt: skip


def seated_users(tables: Iterable[FinishedTable]) -> list[int]:
    """The members seated at ``tables`` (AI seats left out), each once, by id."""
    return sorted({seat.user_id for table in tables for seat in table.seats if seat.user_id is not None})


def rating_batch(
    version: Sequence[Row], tables: Sequence[FinishedTable], ratings: Iterable[Row]
) -> RatingBatch:
    """A ``RatingBatch`` from the rows of ``RATING_VERSION`` (none: no batch stored yet), the
    unrated tables and the ``ratings`` rows of the members seated at them."""
    found = {rating.user_id: rating for rating in map(player_rating, ratings)}
    return RatingBatch(version[0][0] if version else 0, tuple(tables), found)
