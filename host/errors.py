"""Typed refusals of the host. ``error.message`` is a ``rules.core.Message`` saying why, which
the caller renders in the reader's locale; ``str(error)`` is its English text, for logs.
Raising one always means nothing was changed."""

from __future__ import annotations

from collections.abc import Sequence

import locales
from rules.core import Message, msg


class HostError(Exception):
    """Base of every refusal the host gives a caller. A refusal that always reads the same
    sets ``message`` on its class; the others pass theirs."""

    message: Message

    def __init__(self, message: Message | None = None) -> None:
        if message is not None:
            self.message = message
        super().__init__(self.message)

    def __str__(self) -> str:
        return locales.render(self.message, locales.DEFAULT_LOCALE)


class TableNotFound(HostError):
    def __init__(self, table_id: int) -> None:
        # a number that names a table, not a quantity: as a string, so no digit grouping
        super().__init__(msg("host-table-not-found", table=str(table_id)))


class TableUnreadable(HostError):
    """The table's snapshot was written by another version of its game's engine and its action
    log does not replay to a state this version accepts (the log says why)."""

    def __init__(self, table_id: int) -> None:
        super().__init__(msg("host-table-unreadable", table=str(table_id)))
        self.table_id = table_id  # such a table can still be cancelled (Host.cancel)


class NotSeated(HostError):
    message = msg("host-not-seated")


class NotYourTurn(HostError):
    def __init__(self, awaited: Sequence[str]) -> None:
        """``awaited``: the names of the seats the game waits for."""
        super().__init__(msg("host-not-your-turn", players=tuple(awaited)))


class StaleVersion(HostError):
    message = msg("host-stale-version")


class TableClosed(HostError):
    def __init__(self, status: str) -> None:
        """``status``: "finished" or "cancelled"."""
        super().__init__(msg("host-table-closed", status=status))


class NotStarted(HostError):
    message = msg("host-not-started")


class TableFull(HostError):
    def __init__(self, max_players: int) -> None:
        super().__init__(msg("host-table-full", count=max_players))


class AlreadyStarted(HostError):
    message = msg("host-already-started")


class AlreadySeated(HostError):
    message = msg("host-already-seated")


class HostCannotLeave(HostError):
    message = msg("host-cannot-leave")


class NotHost(HostError):
    """Only the player who opened the table may do this; the message says what "this" is."""


class NotEnoughPlayers(HostError):
    def __init__(self, seated: int, minimum: int) -> None:
        super().__init__(msg("host-not-enough-players", minimum=minimum, count=seated))


class ChannelBusy(HostError):
    message = msg("host-channel-busy")


class UnknownGame(HostError):
    def __init__(self, game_id: str, known: Sequence[str]) -> None:
        super().__init__(msg("host-unknown-game", game=game_id, known=tuple(known)))


class BadOption(HostError):
    """A table option, the turn time or the language is not acceptable; the message says why."""


class BadAction(HostError):
    """The rules refused the action (malformed code or illegal move), keeping their message."""


class DatabaseBusy(HostError):
    message = msg("host-database-busy")


class TablePaused(HostError):
    """The table's host paused it (``Host.pause``): no move until it is resumed."""

    message = msg("host-table-paused")


class BadSetting(HostError):
    """A notification setting, a time zone, a time away or a seat change that cannot be
    accepted; the message says why."""
