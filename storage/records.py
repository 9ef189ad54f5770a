"""What the store hands the host and takes from it, whichever backend is behind it: the
records of tables, seats, the action log, deadlines, the outbox and players, the step a move
persists, and the storage errors. Plain frozen values: the host decides what they mean."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

MESSAGE_KINDS = ("lobby", "board")
"""The table messages whose ids the store keeps (``GameStore.set_message``)."""

NOTIFICATION_FIELDS = (
    "ping_on_turn", "dm_on_turn", "remind", "quiet_from", "quiet_until", "time_zone",
    "notify_next", "remind_every",
)  # fmt: skip
"""The ``PlayerSettings`` fields ``GameStore.set_notifications`` stores (migration 7)."""
AWAY_FIELDS = ("away_until", "away_year", "away_used")
"""The ``PlayerSettings`` fields ``GameStore.set_away`` stores (migration 7)."""
SERVER_FIELDS = ("language", "turn_seconds", "thread", "channel_id", "opener_role_id", "lobby_days")
"""The ``ServerSettings`` fields ``GameStore.set_server_settings`` stores (issue 32)."""


class StorageError(Exception):
    """Base of the storage errors; the message is for logs (the host tells players why, in
    their language)."""


class StaleVersionError(StorageError):
    """The table moved on (or changed status) since the caller read it."""


class ChannelActiveError(StorageError):
    """The channel already has a lobby or a game in progress."""


class StorageBusyError(StorageError):
    """Another process held the database longer than the busy timeout."""


class DatabaseUnusableError(StorageError):
    """The database cannot be opened, read, migrated or written (found at start-up).

    ``problem`` says what is wrong with ``path`` (a predicate: "is not an SQLite database") and
    ``remedy`` what the operator can do, each one short clause; ``str()`` joins them into one
    line naming the path (or the URL, without its password)."""

    def __init__(self, path: str | Path, problem: str, remedy: str) -> None:
        self.path = str(path)
        self.problem = problem
        self.remedy = remedy
        super().__init__(f"database {self.path} {problem}; {remedy}")

    @classmethod
    def newer_schema(cls, path: str | Path, version: int, known: int, setting: str) -> DatabaseUnusableError:
        """A database a newer release migrated to schema ``version`` (this release knows
        ``known``) is neither used nor migrated down: its tables may hold what this code would
        misread or overwrite. ``setting`` names where the operator chose it."""
        return cls(
            path,
            f"was written by a newer release of the bot (schema {version}; this one knows {known})",
            f"run that release or a newer one, or point {setting} at a database of this release",
        )


@dataclass(frozen=True)
class PlayerSettings:
    """What the store keeps of each player between games (migration 7, issue 17):
    notification settings, quiet hours and time away."""

    user_id: int
    ping_on_turn: bool = True
    """Mention the player in the channel post that says it is their turn."""
    dm_on_turn: bool = False
    """Send the player a direct message when it becomes their turn."""
    remind: bool = True
    """Send the reminder before a turn's deadline."""
    quiet_from: int | None = None
    """Quiet hours, as minutes after local midnight in ``time_zone`` (None: no quiet hours).
    ``quiet_from > quiet_until`` means the quiet hours span midnight."""
    quiet_until: int | None = None
    time_zone: str | None = None
    """An IANA time zone name ("Europe/Budapest"); None: UTC."""
    notify_next: bool = False
    """A direct message when the player in the seat before theirs starts a turn (issue 33)."""
    remind_every: int | None = None
    """Seconds between reminders until a turn's deadline (issue 33); None: one reminder, at
    ``host.table.REMINDER_AT`` of the turn."""
    away_until: float | None = None
    """Unix time the player's time away ends (in the past, or None: not away)."""
    away_year: int | None = None
    """The calendar year (UTC) that ``away_used`` counts for."""
    away_used: float = 0.0
    """Seconds of the yearly allowance of time away used in ``away_year``."""
    locale: str | None = None
    """The locale the user last used (read only here: ``GameStore.set_user_locale`` writes it)."""


@dataclass(frozen=True)
class ServerSettings:
    """A server's defaults for new tables (issue 32, ``/game settings``); None is the built-in
    default (``host.servers`` says what each one is)."""

    guild_id: int
    language: str | None = None
    """The language of new tables; None: the server's Discord locale."""
    turn_seconds: int | None = None
    """The turn time of new tables; None: the host's default (a day)."""
    thread: bool | None = None
    """Whether a new table opens in a thread of its own; None: no."""
    channel_id: int | None = None
    """The text or forum channel new tables open in; None: where ``/game new`` is used."""
    opener_role_id: int | None = None
    """The role a member needs to open a table; None: everyone."""
    lobby_days: int | None = None
    """How many days a lobby may wait before it closes; None: the default (7)."""


@dataclass(frozen=True)
class SettingChange:
    """One change of a server setting, as the audit trail keeps it: the setting's
    ``ServerSettings`` field and its values before and after as text (None: the default)."""

    guild_id: int
    user_id: int
    setting: str
    old: str | None
    new: str | None
    at: float


@dataclass(frozen=True)
class SeatRecord:
    seat: int
    user_id: int | None
    name: str
    is_ai: bool
    expiries: int = 0
    """Consecutive turn deadlines this seat let pass (reset by its own action)."""


@dataclass(frozen=True)
class TableRecord:
    id: int
    guild_id: int
    channel_id: int
    game_id: str
    status: str
    options: dict[str, Any]
    host_user_id: int
    seed: int
    """Fixed at creation; every shuffle derives from it. Never shown to players."""
    version: int
    """0 in the lobby, 1 once started, +1 per logged action (so action ``seq`` = version - 1)."""
    snapshot: dict[str, Any] | None
    turn_seconds: int
    created_at: float
    updated_at: float
    lobby_message_id: int | None
    board_message_id: int | None
    language: str
    """The locale of the table's channel posts and board pictures."""
    pending: tuple[dict[str, Any], ...] = ()
    """What the channel has not been shown yet (migration 5): the public messages of the steps
    since the last channel post, each ``{"message": Message JSON, "log": bool}``."""
    paused_at: float | None = None
    """When the table's host paused it (migration 7); None while its clocks run."""
    replay_at_end: bool = True
    """Whether the game's replay is posted in its channel when it ends (migration 8)."""
    ai_level: str = "easy"
    """The level of the table's AI players (migration 11, ``rules.search.LEVELS``)."""
    abandoned: bool = False
    """Ended because the AI played every seat for a whole round (issue 33): finished, not
    rated."""


@dataclass(frozen=True)
class LogEntry:
    seq: int
    seat: int
    code: str
    at: float


@dataclass(frozen=True)
class Deadline:
    table_id: int
    seat: int
    due: float
    remind_at: float
    reminded: bool = False


@dataclass(frozen=True)
class Step:
    """One accepted action as persisted: the log entry and everything it changed."""

    seat: int
    code: str
    snapshot: Mapping[str, Any]
    status: str
    deadlines: tuple[Deadline, ...]
    """The table's complete set of deadlines after the step (replaces the old set)."""
    seat_updates: tuple[SeatRecord, ...] = ()
    pending: tuple[Mapping[str, Any], ...] = ()
    """The table's complete list of messages not yet shown in the channel after the step
    (``TableRecord.pending``; replaces the old list)."""
    publication: Mapping[str, Any] | None = None
    """What the step publishes (migration 6), stored in the outbox at the new version by the
    same commit; None for a step whose turn goes on (nothing to post yet)."""


@dataclass(frozen=True)
class OutboxEntry:
    """A publication waiting for Discord, or what became of it (migration 6)."""

    id: int
    table_id: int
    version: int
    """The table version it publishes; entries of a table are delivered in this order."""
    kind: str
    payload: dict[str, Any]
    status: str
    """"pending" | "delivered" | "failed"."""
    reason: str | None
    """Why the last attempt failed (kept for the operator)."""
    attempts: int
    """Failed attempts so far."""
    message_id: int | None = None
    """The post that delivered it."""


NOTICE_STATUSES = ("pending", "posted", "failed")


@dataclass(frozen=True)
class Notice:
    """A notice to a table's channel (migration 10, issue 25): a player's time away or return,
    a pause, a resume, a seat handed over; or a DM about a table to one user (``recipient_id``):
    an invitation, the hand-over of a seat to its new holder. Stored by the commit of the change
    it tells and pending until sent, so a process stopped or killed in between sends it after
    its restart: a channel notice in ``notices``, a DM in the one DM queue (``queued``, issue
    31). ``kind`` says which, ``facts`` the values its words need (JSON: user ids, names, times,
    seats); the table's server, channel and language are kept with it."""

    table_id: int
    guild_id: int
    channel_id: int
    language: str
    kind: str
    facts: Mapping[str, Any]
    recipient_id: int | None = None
    """The user it goes to by DM; None: it is posted in the table's channel."""
    id: int | None = None
    """None until stored; the store hands a stored notice back with its id (a DM's: its id in
    the DM queue)."""

    def queued(self) -> DirectMessage:
        """This DM notice as the DM queue keeps it (``from_queued`` reads it back)."""
        if self.recipient_id is None:
            raise ValueError(f"notice {self.kind} is posted in a channel, not sent by DM")
        where = {"guild_id": self.guild_id, "channel_id": self.channel_id, "language": self.language}
        payload = {"notice": where | {"facts": dict(self.facts)}}
        return DirectMessage(self.table_id, self.recipient_id, self.kind, payload, id=self.id)

    @classmethod
    def from_queued(cls, dm: DirectMessage) -> Notice:
        """The DM notice a queued DM carries (written by ``queued``, or by migration 17)."""
        told = dm.payload["notice"]
        return cls(
            dm.table_id, told["guild_id"], told["channel_id"], told["language"], dm.kind, told["facts"],
            dm.user_id, dm.id,
        )  # fmt: skip


@dataclass(frozen=True)
class Takeover:
    """A proposal that the AI plays an absent player's seat now (issue 33, migration 14): the
    seat, its player, the deadline of the turn it is about, and who agreed."""

    id: int
    table_id: int
    seat: int
    user_id: int
    due: float
    status: str
    """"open", or "done" once a majority handed the seat to the AI."""
    votes: frozenset[int]


@dataclass(frozen=True)
class DirectMessage:
    """A DM waiting in the DM queue (migration 16, issue 31): written by the mark that its
    publication's board was posted (or refused for good), sent by the bot's DM worker, the
    ``urgent`` ones (to a player the game awaits) first and each user's in the order queued.
    Every DM the bot sends goes through it: ``kind`` says which ("hand", "turn",
    "board-failed", "reminder"; a DM notice's kind: "invitation", "hand-over", ...,
    ``Notice.queued``), ``payload`` what its words and pictures need (JSON: the table as
    published, the reader's locale, a seat's view; a notice's facts)."""

    table_id: int
    user_id: int
    kind: str
    payload: Mapping[str, Any]
    urgent: bool = False
    id: int | None = None
    """None until stored; the queue hands a stored DM back with its id."""
    attempts: int = 0
    """Failed attempts so far."""


DM_QUEUE_CLAIM = 0
"""``GameStore.delivery_claim`` key of the DM queue (table ids start at 1): one process at a
time sends the queued DMs."""


@dataclass(frozen=True)
class LoadedTable:
    record: TableRecord
    seats: tuple[SeatRecord, ...]
    deadlines: tuple[Deadline, ...]
    players: Mapping[int, PlayerSettings] = field(default_factory=dict)
    """The stored settings of each seated user the store knows (locale, turn notices, time
    away), by user id: read with the table, so that delivering its post reads no more."""
    undelivered: int = 0
    """How many of the table's outbox entries were still pending (issue 13)."""

    @property
    def locales(self) -> dict[int, str]:
        """The stored locale of each seated user who has one, by user id."""
        return {user_id: p.locale for user_id, p in self.players.items() if p.locale is not None}

    @property
    def away(self) -> dict[int, float]:
        """When the time away of each seated user who took some ends, by user id (migration 7)."""
        return {user_id: p.away_until for user_id, p in self.players.items() if p.away_until is not None}


@dataclass(frozen=True)
class FinishedTable:
    """A finished table as the history reads it (``GameStore.finished_tables``)."""

    record: TableRecord
    seats: tuple[SeatRecord, ...]
    moves: int
    """Logged actions, AI moves included."""
    first_move_at: float | None
    """When the first action was logged (None for a game that ended without one)."""


@dataclass(frozen=True)
class PlayerRating:
    """What a server keeps of a member in one game (migration 9, issue 27): the rating and the
    statistics of the counted tables they played, brought up to date as each table finishes,
    so that ``/game top`` and ``/game stats`` read them instead of rating every table again."""

    game_id: str
    user_id: int
    name: str
    """The member's seat name at their last counted table."""
    mu: float | None = None
    """The rating's mean and uncertainty (openskill); None until a rated contest (a member only
    ever on a side of their own humans has played counted tables but was never measured)."""
    sigma: float | None = None
    games: int = 0
    """Counted tables played."""
    won: int = 0
    turns: int = 0
    """Turns timed (``host.history.seat_turns``)."""
    turn_time: float = 0.0
    timeouts: int = 0
    sides: tuple[tuple[str, int, int], ...] = ()
    """Rounds per side of a team game: (side, played, won), by side."""


@dataclass(frozen=True)
class RatingBatch:
    """The finished tables of one game of a server not rated yet (the oldest first, at most the
    number asked), with the stored ratings of the members seated at them, as of ``version``:
    how many batches of that server and game were stored before (``GameStore.store_ratings``
    stores the next only while it still holds)."""

    version: int
    tables: tuple[FinishedTable, ...]
    ratings: Mapping[int, PlayerRating]
    """By user id; a member not rated yet has none."""
