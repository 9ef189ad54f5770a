"""The pure rules of a player's settings and time (issue 17): quiet hours, time zones and the
yearly allowance of time away. No storage: ``host.players`` applies them to stored settings,
``host.publishing`` to whom a post may DM."""

from __future__ import annotations

import re
import zoneinfo
from datetime import UTC, datetime, time, timedelta

from host.errors import BadSetting
from rules.core import msg
from storage import PlayerSettings

AWAY_ALLOWANCE_SECONDS = 14 * 86_400
"""Time away a player may take per calendar year (UTC): long enough for a holiday, short
enough that nobody blocks a table for ever."""
QUIET_HOURS = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*-\s*(\d{1,2}):(\d{2})\s*$")
QUIET_OFF = frozenset({"off", "ki", "-"})
"""What clears the quiet hours (English, Hungarian, a dash)."""
MAX_ZONE_NAME = 64  # the longest IANA name is about 32 characters


def quiet_hours(text: str) -> tuple[int, int] | None:
    """``23:00-08:00`` -> minutes after midnight (from, until); None for ``off``. Refuses a time
    that is not one (``25:00``) and an empty range (``08:00-08:00``)."""
    if text.strip().lower() in QUIET_OFF:
        return None
    match = QUIET_HOURS.match(text) if len(text) <= 20 else None
    if match is None:
        raise BadSetting(msg("host-quiet-syntax", text=text[:20]))
    hours_from, minutes_from, hours_until, minutes_until = (int(part) for part in match.groups())
    if max(hours_from, hours_until) > 23 or max(minutes_from, minutes_until) > 59:
        raise BadSetting(msg("host-quiet-syntax", text=text[:20]))
    start, end = hours_from * 60 + minutes_from, hours_until * 60 + minutes_until
    if start == end:
        raise BadSetting(msg("host-quiet-empty", text=text[:20]))
    return start, end


def time_zone(name: str) -> zoneinfo.ZoneInfo:
    """The IANA time zone ``name`` ("Europe/Budapest"), or a refusal naming it."""
    try:
        if len(name) > MAX_ZONE_NAME:
            raise ValueError(name)
        return zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise BadSetting(msg("host-unknown-time-zone", zone=name[:MAX_ZONE_NAME])) from None


def quiet_until(settings: PlayerSettings, now: float) -> float | None:
    """When the quiet hours ``now`` falls in end (unix time); None outside quiet hours."""
    if settings.quiet_from is None or settings.quiet_until is None:
        return None
    zone = time_zone(settings.time_zone or "UTC")
    local = datetime.fromtimestamp(now, zone)
    minute = local.hour * 60 + local.minute
    start, end = settings.quiet_from, settings.quiet_until
    quiet = start <= minute < end if start < end else (minute >= start or minute < end)
    if not quiet:
        return None
    ends = datetime.combine(local.date(), time(end // 60, end % 60), zone)
    if ends <= local:
        ends = datetime.combine(local.date() + timedelta(days=1), time(end // 60, end % 60), zone)
    return ends.timestamp()


def away_year(now: float) -> int:
    return datetime.fromtimestamp(now, UTC).year


def allowance_used(settings: PlayerSettings, now: float) -> float:
    """Seconds of this year's allowance of time away already used."""
    return settings.away_used if settings.away_year == away_year(now) else 0.0
