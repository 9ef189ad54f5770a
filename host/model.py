"""The value objects the host hands to its callers (docs/interfaces.md, "host/")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from typing import Any, Self

from rules.core import Outcome
from storage import DirectMessage, PlayerSettings, SeatRecord, TableRecord


def as_json(record: Any) -> dict[str, Any]:
    """A dataclass as JSON data: a dict of its fields, dataclasses in them and in their tuples
    and lists converted too. Like ``dataclasses.asdict`` but without its deep copy of every
    dict: the views inside a publication are JSON data already (copying them took most of a
    move's commit under load, issue 31) and are read, never changed, by the JSON encoder."""
    return {f.name: _plain(getattr(record, f.name)) for f in fields(record)}


def _plain(value: Any) -> Any:
    if is_dataclass(value) and not isinstance(value, type):
        return as_json(value)
    if isinstance(value, tuple | list):
        return type(value)(_plain(item) for item in value)
    return value


@dataclass(frozen=True)
class User:
    """Who is calling; Discord ids are plain ints here."""

    id: int
    name: str


@dataclass(frozen=True)
class SeatInfo:
    seat: int
    user_id: int | None
    """None for an AI seat."""
    name: str
    is_ai: bool


@dataclass(frozen=True)
class TableInfo:
    id: int
    guild_id: int
    channel_id: int
    game_id: str
    status: str
    """"lobby" | "playing" | "finished" | "cancelled"."""
    host_user_id: int
    options: dict[str, Any]
    turn_seconds: int
    version: int
    seats: tuple[SeatInfo, ...]
    awaited: tuple[int, ...]
    deadline: float | None
    """Unix time the earliest awaited human seat runs out of time."""
    lobby_message_id: int | None
    board_message_id: int | None
    language: str
    """The locale (``locales.LOCALES``) of the table's channel posts and board pictures."""
    replay_at_end: bool = True
    """Whether the game's replay follows its final post in the channel (issue 27)."""
    ai_level: str = "easy"
    """The level of the table's AI players (``rules.search.LEVELS``, issue 36)."""

    @classmethod
    def of(
        cls,
        record: TableRecord,
        seats: Iterable[SeatRecord],
        awaited: tuple[int, ...] = (),
        deadline: float | None = None,
        **more: Any,
    ) -> Self:
        """The table as the host's callers see it, from what the store holds of it; ``more``
        are the fields a kind of table adds (``host.history.FinishedGame``: its result)."""
        return cls(
            id=record.id,
            guild_id=record.guild_id,
            channel_id=record.channel_id,
            game_id=record.game_id,
            status=record.status,
            host_user_id=record.host_user_id,
            options=record.options,
            turn_seconds=record.turn_seconds,
            version=record.version,
            seats=tuple(SeatInfo(s.seat, s.user_id, s.name, s.is_ai) for s in seats),
            awaited=awaited,
            deadline=deadline,
            lobby_message_id=record.lobby_message_id,
            board_message_id=record.board_message_id,
            language=record.language,
            replay_at_end=record.replay_at_end,
            ai_level=record.ai_level,
            **more,
        )

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.seats)

    def seat_of(self, user_id: int | None) -> int | None:
        return next((s.seat for s in self.seats if s.user_id is not None and s.user_id == user_id), None)

    def to_json(self) -> dict[str, Any]:
        return as_json(self)

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> TableInfo:
        """A table read back from the outbox or the DM queue."""
        values = dict(data)
        values["seats"] = tuple(SeatInfo(**seat) for seat in data["seats"])
        values["awaited"] = tuple(data["awaited"])
        return cls(**values)


@dataclass(frozen=True)
class ActionChoice:
    code: str
    label: str
    """In the locale the caller asked for, seat names filled in."""


@dataclass(frozen=True)
class PrivateUpdate:
    user_id: int
    seat: int
    view: dict[str, Any]
    lines: tuple[str, ...]
    """This step's log lines as that seat reads them, in ``locale``."""
    locale: str
    """The locale the seat's user last used (``Host.remember_locale``), else the table's."""
    choices: tuple[ActionChoice, ...] | None = None
    """For the seat whose turn was played: its legal actions now, labelled in ``locale``, so
    that its answer needs no reload; None for the other seats (ask ``Host.legal_actions``)."""


@dataclass(frozen=True)
class Publication:
    """What a run of steps shows (``host.publishing.build_publication``): the channel post
    (unless held) and each changed private view, after one accepted action or timeout and the
    AI moves it triggered."""

    table: TableInfo
    kind: str
    """"start" | "action" | "timeout"."""
    caption: str
    """The channel post's text, in the table's language like ``lines``: everything the
    channel was not shown yet (what the host said, the public log lines of every step since
    the last channel post, these included), then how the game ended. Not whose turn it is: the
    delivery says that once, in the post's turn line (``cogs.common.whose_turn``)."""
    lines: tuple[str, ...]
    """The public log lines of the caption."""
    public_view: dict[str, Any]
    private: tuple[PrivateUpdate, ...]
    outcome: Outcome | None
    round_started: bool
    actor_seat: int | None = None
    """The seat whose turn this step played, by its player or (kind "timeout") by the AI when
    its time ran out: that seat's player gets their new private view. None at the start and
    when only AI seats moved."""
    post_to_channel: bool = True
    """Whether these steps end with a channel post (one per player's turn, not per engine
    step: ``host.publishing.posts_to_channel`` says when). False while the same player keeps
    deciding within his turn: only he is answered, and ``caption`` and ``lines`` come again,
    with more, in the post that ends the turn."""
    awaited_before: tuple[int, ...] = ()
    """The seats the game waited for before these steps, in the same stage of the game (none at
    the start and when a new round, part or phase began): a player still awaited was told
    at the post before."""
    players: Mapping[int, PlayerSettings] | None = field(default=None, compare=False)
    """The seated players' settings, read with the table for these steps: whom its post pings
    and DMs, and who is in quiet hours, when it is delivered at once. None when read back from
    the outbox: settings may have changed while it waited (not stored, ``to_json``)."""

    def to_json(self) -> dict[str, Any]:
        """The outbox payload (migration 6): everything the bot needs to deliver this
        publication without loading the table. Not the outcome: its words are in the caption,
        and ``table.status`` says the game is over."""
        payload = as_json(replace(self, outcome=None, players=None))
        del payload["players"]
        return payload

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Publication:
        """A publication read back from the outbox (``outcome`` None)."""
        values = dict(data)
        values["table"] = TableInfo.from_json(data["table"])
        values["lines"] = tuple(data["lines"])
        values["awaited_before"] = tuple(data.get("awaited_before", ()))  # absent before session 4
        values["private"] = tuple(_private_update(update) for update in data["private"])
        return cls(**values)


@dataclass(frozen=True)
class Reminder:
    """That ``user_id``'s turn at ``table`` ends at ``deadline``: a DM, queued in the DM queue
    by the claim of the reminder (``queued``, issue 31)."""

    table: TableInfo
    user_id: int
    seat: int
    deadline: float
    locale: str
    """The locale the user last used (``Host.remember_locale``), else the table's."""

    def queued(self) -> DirectMessage:
        """This reminder as the DM queue keeps it (``from_queued`` reads it back); urgent: the
        game awaits its reader."""
        payload = {"table": self.table.to_json(), "seat": self.seat, "deadline": self.deadline}
        return DirectMessage(self.table.id, self.user_id, "reminder", payload | {"locale": self.locale}, True)

    @classmethod
    def from_queued(cls, dm: DirectMessage) -> Reminder:
        data = dm.payload
        return cls(
            TableInfo.from_json(data["table"]), dm.user_id, data["seat"], data["deadline"], data["locale"]
        )


@dataclass(frozen=True)
class Recap:
    """What happened at a table since a player's own last move, as that player may read it
    (``Season.recap``): the lines folded as a turn post folds them, the most recent kept."""

    moves: int
    """Actions logged since the player's last one (every action since the start if none)."""
    since_start: bool
    """The player has not moved yet: the recap runs from the start."""
    lines: tuple[str, ...]
    left_out: int
    """Earlier lines not among ``lines`` (``RECAP_LINES``)."""


def _private_update(data: Mapping[str, Any]) -> PrivateUpdate:
    choices = data.get("choices")
    return PrivateUpdate(
        **{
            **data,
            "lines": tuple(data["lines"]),
            "choices": None if choices is None else tuple(ActionChoice(**choice) for choice in choices),
        }
    )
