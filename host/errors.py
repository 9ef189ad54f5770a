"""Typed refusals of the host. ``str(error)`` is a sentence a player can read; raising one
always means nothing was changed."""

from __future__ import annotations


class HostError(Exception):
    """Base of every refusal the host gives a caller. A refusal that always reads the same
    sets ``message``; the others pass theirs."""

    message = ""

    def __init__(self, message: str | None = None) -> None:
        super().__init__(self.message if message is None else message)


class TableNotFound(HostError):
    def __init__(self, table_id: int) -> None:
        super().__init__(f"There is no table number {table_id}.")


class NotSeated(HostError):
    message = "You are not playing at this table."


class NotYourTurn(HostError):
    def __init__(self, awaited: str) -> None:
        super().__init__(f"It is not your turn; the game is waiting for {awaited}.")


class StaleVersion(HostError):
    message = "That board is out of date; look at the latest one and try again."


class TableClosed(HostError):
    def __init__(self, status: str) -> None:
        super().__init__(f"This table is {status}; nothing more can be played here.")


class NotStarted(HostError):
    message = "This game has not started yet."


class TableFull(HostError):
    def __init__(self, max_players: int) -> None:
        super().__init__(f"This table is full ({max_players} players).")


class AlreadyStarted(HostError):
    message = "This game has already started; seats can only change in the lobby."


class AlreadySeated(HostError):
    message = "You already have a seat at this table."


class HostCannotLeave(HostError):
    message = "You opened this table, so you cannot leave it; cancel it instead."


class NotHost(HostError):
    def __init__(self, what: str) -> None:
        super().__init__(f"Only the player who opened the table can {what}.")


class NotEnoughPlayers(HostError):
    def __init__(self, seated: int, minimum: int) -> None:
        super().__init__(f"This game needs at least {minimum} players; {seated} seated so far.")


class ChannelBusy(HostError):
    message = "This channel already has a table; finish or cancel it first."


class UnknownGame(HostError):
    def __init__(self, game_id: str, known: list[str]) -> None:
        super().__init__(f"There is no game called {game_id!r} (available: {', '.join(known) or 'none'}).")


class BadOption(HostError):
    """A table option or the turn time is not acceptable; the message says why."""


class BadAction(HostError):
    """The rules refused the action (malformed code or illegal move), keeping their message."""


class DatabaseBusy(HostError):
    message = "The game database is busy; please try again in a moment."
