"""The game host without Discord: tables, seats, turns, deadlines, AI seats and what each run of
steps publishes (docs/architecture.md, "The host"; docs/interfaces.md, "host/")."""

from host.clock import FakeClock, SystemClock
from host.errors import HostError
from host.host import DEFAULT_EXPIRY_LIMIT, Chooser, Host
from host.model import ActionChoice, PrivateUpdate, Publication, Recap, Reminder, SeatInfo, TableInfo, User
from host.servers import DEFAULT_LOBBY_DAYS, TableDefaults, table_defaults
from host.table import DEFAULT_TURN_SECONDS, MAX_TURN_SECONDS, MIN_TURN_SECONDS

__all__ = [
    "DEFAULT_EXPIRY_LIMIT",
    "DEFAULT_LOBBY_DAYS",
    "DEFAULT_TURN_SECONDS",
    "MAX_TURN_SECONDS",
    "MIN_TURN_SECONDS",
    "ActionChoice",
    "Chooser",
    "FakeClock",
    "Host",
    "HostError",
    "PrivateUpdate",
    "Publication",
    "Recap",
    "Reminder",
    "SeatInfo",
    "SystemClock",
    "TableDefaults",
    "TableInfo",
    "User",
    "table_defaults",
]
