"""Each server's defaults for new tables (issue 32, ``/game settings``): the language, the turn
time, whether a table opens in a thread, the channel tables open in, the role a member needs to
open one and how long a lobby may wait. Stored per server with an audit trail of every change
(who, when, old -> new); ``/game new`` options override them (``table_defaults``)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields, replace

import locales
from host.clock import Clock
from host.errors import BadSetting, DatabaseBusy, StaleVersion
from host.model import User
from host.table import DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS, storage_refusals
from rules.core import msg
from storage import GameStore, ServerSettings, SettingChange

DEFAULT_LOBBY_DAYS = 7
"""How many days a lobby waits for players before it closes, unless the server says otherwise."""
MIN_LOBBY_DAYS = 1
MAX_LOBBY_DAYS = 90
AUDIT_SHOWN = 5
"""How many of the last changes ``/game settings`` shows."""
SETTINGS = tuple(field.name for field in fields(ServerSettings) if field.name != "guild_id")
"""The settings a server may change, by their ``ServerSettings`` field names."""
CHANGE_TRIES = 3
"""A change decided on settings another process changed meanwhile is decided again on the new
ones, at most this many times (then the caller is told the database is busy)."""


@dataclass(frozen=True)
class TableDefaults:
    """What a new table gets where ``/game new`` chose nothing."""

    language: str
    turn_seconds: int
    thread: bool
    channel_id: int | None
    """The channel the table opens in; None: where ``/game new`` was used."""


def table_defaults(settings: ServerSettings, server_locale: str) -> TableDefaults:
    """The server's settings, with the built-in defaults where it set none (the language: the
    server's Discord locale, ``server_locale``)."""
    return TableDefaults(
        language=settings.language or server_locale,
        turn_seconds=DEFAULT_TURN_SECONDS if settings.turn_seconds is None else settings.turn_seconds,
        thread=bool(settings.thread),
        channel_id=settings.channel_id,
    )


def lobby_days(settings: ServerSettings) -> int:
    """How many days a lobby of this server may wait before it closes."""
    return DEFAULT_LOBBY_DAYS if settings.lobby_days is None else settings.lobby_days


def check(name: str, value: object) -> None:
    """Refuses a value ``name`` cannot take (None, the default, it always can)."""
    if value is None:
        return
    if name == "language" and value not in locales.LOCALES:
        raise BadSetting(msg("host-unknown-language", language=str(value)[:20], known=locales.LOCALES))
    if name == "turn_seconds" and not _whole_between(value, MIN_TURN_SECONDS, MAX_TURN_SECONDS):
        raise BadSetting(msg("host-turn-range", minimum=MIN_TURN_SECONDS, maximum=MAX_TURN_SECONDS))
    if name == "lobby_days" and not _whole_between(value, MIN_LOBBY_DAYS, MAX_LOBBY_DAYS):
        raise BadSetting(msg("host-lobby-days-range", minimum=MIN_LOBBY_DAYS, maximum=MAX_LOBBY_DAYS))
    if name not in SETTINGS:
        raise ValueError(f"no server setting {name!r}")


def _whole_between(value: object, low: int, high: int) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def as_text(value: object) -> str | None:
    """A setting's value as the audit trail keeps it (None: the default)."""
    if value is None:
        return None
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


class Servers:
    """The servers' settings in the store (``Host.servers``)."""

    def __init__(self, store: GameStore, clock: Clock) -> None:
        self.store = store
        self.clock = clock

    async def settings(self, guild_id: int) -> ServerSettings:
        """The server's settings (None where it keeps the default)."""
        async with storage_refusals():
            return await self.store.server_settings(guild_id)

    async def lobby_days(self, guild_id: int) -> int:
        """How many days a lobby of this server may wait before it closes (default 7)."""
        return lobby_days(await self.settings(guild_id))

    async def change(self, guild_id: int, user: User, values: Mapping[str, object]) -> list[SettingChange]:
        """Set the settings named in ``values`` (None: back to the default), each change
        audited; the changes made (none when every value was already so). ``BadSetting``,
        changing nothing, when a value is out of range."""
        for name, value in values.items():
            check(name, value)
        for _ in range(CHANGE_TRIES):
            was = await self.settings(guild_id)
            now = self.clock.now()
            changes = [
                SettingChange(guild_id, user.id, name, as_text(getattr(was, name)), as_text(value), now)
                for name, value in values.items()
                if getattr(was, name) != value
            ]
            if not changes:
                return []
            try:
                async with storage_refusals():
                    await self.store.set_server_settings(replace(was, **values), was, changes, now)  # type: ignore[arg-type]
            except StaleVersion:
                continue
            return changes
        raise DatabaseBusy()

    async def audit(self, guild_id: int, limit: int = AUDIT_SHOWN) -> list[SettingChange]:
        """The server's last ``limit`` setting changes, newest first."""
        async with storage_refusals():
            return await self.store.server_audit(guild_id, limit)
