"""What the store keeps of each player between games (migration 7, issue 17): notification
settings, quiet hours and time away. Plain values: the host decides what they mean."""

from __future__ import annotations

from dataclasses import dataclass

NOTIFICATION_FIELDS = ("ping_on_turn", "dm_on_turn", "remind", "quiet_from", "quiet_until", "time_zone")
AWAY_FIELDS = ("away_until", "away_year", "away_used")


@dataclass(frozen=True)
class PlayerSettings:
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
    away_until: float | None = None
    """Unix time the player's time away ends (in the past, or None: not away)."""
    away_year: int | None = None
    """The calendar year (UTC) that ``away_used`` counts for."""
    away_used: float = 0.0
    """Seconds of the yearly allowance of time away used in ``away_year``."""
    locale: str | None = None
    """The locale the user last used (read only here: ``Store.set_user_locale`` writes it)."""
