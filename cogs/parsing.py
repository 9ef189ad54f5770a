"""What users type into an option, read: table options and durations, each refused with a clear
reason (``Refusal``) before anything reaches the host. A leaf: the lobby (``/game new``) and the
players' commands (``/game away``) both read durations here."""

from __future__ import annotations

import re

from cogs.replies import MAX_EXCERPT, Refusal, excerpt
from host import MAX_TURN_SECONDS, MIN_TURN_SECONDS
from rules.core import msg

MAX_OPTIONS = 20  # far more than any game has; a longer list is a paste, not a choice
MAX_AWAY_TEXT = 20  # an away duration longer than this is no duration
DURATION = re.compile(r"^\s*(\d+)\s*([a-zó]+)\s*$", re.IGNORECASE)
UNIT_SECONDS = {
    "m": 60,
    "min": 60,
    "h": 3600,
    "d": 86400,
    "p": 60,
    "perc": 60,
    "ó": 3600,
    "óra": 3600,
    "n": 86400,
}
"""Duration units, English (``30m``, ``12h``, ``2d``) and Hungarian (``30p``, ``12ó``, ``2n``)."""


TRUE_WORDS = frozenset({"true", "yes", "on", "igaz", "igen", "be"})
FALSE_WORDS = frozenset({"false", "no", "off", "hamis", "nem", "ki"})
"""A yes/no option's values in every catalog's words (core-option-not-bool names them)."""


def parse_options(text: str | None) -> dict[str, bool | int | str]:
    """``loose_connection=true, hand_size=6`` -> a dict; the host checks names and ranges."""
    options: dict[str, bool | int | str] = {}
    items = list(filter(None, re.split(r"[,;\s]+", text or "")))
    if len(items) > MAX_OPTIONS:
        raise Refusal(msg("bot-options-too-many", count=len(items), maximum=MAX_OPTIONS))
    for item in items:
        name, sep, value = item.partition("=")
        if len(item) > MAX_EXCERPT:  # also keeps a many-digit value away from int()
            raise Refusal(msg("bot-option-too-long", item=excerpt(item), maximum=MAX_EXCERPT))
        if not sep or not name or not value:
            raise Refusal(msg("bot-options-syntax", item=item))
        lowered = value.lower()
        if lowered in TRUE_WORDS:
            options[name] = True
        elif lowered in FALSE_WORDS:
            options[name] = False
        elif re.fullmatch(r"-?\d+", value):
            options[name] = int(value)
        else:
            options[name] = value  # refused by the host's validation, with the option's own message
    return options


def duration_seconds(text: str, longest: int) -> int | None:
    """``90m``, ``12h``, ``2d`` (or ``90p``, ``12ó``, ``2n``) -> seconds; None when ``text`` is
    no duration or longer than ``longest`` characters (no int() of 5000 digits)."""
    match = DURATION.match(text) if len(text) <= longest else None
    unit = match[2].lower() if match else ""
    if match is None or unit not in UNIT_SECONDS:
        return None
    return int(match[1]) * UNIT_SECONDS[unit]


def parse_duration(text: str | None) -> int | None:
    """A turn timeout -> seconds, from one minute to 30 days (the host's ``MIN_TURN_SECONDS``
    and ``MAX_TURN_SECONDS``, as bot-timeout-range says)."""
    if text is None:
        return None
    seconds = duration_seconds(text, MAX_EXCERPT)
    if seconds is None:
        raise Refusal(msg("bot-timeout-syntax", text=excerpt(text)))
    if not MIN_TURN_SECONDS <= seconds <= MAX_TURN_SECONDS:
        raise Refusal(msg("bot-timeout-range", text=excerpt(text)))
    return seconds


def away_seconds(text: str) -> int:
    """Time away (``/game away``) -> seconds; the host checks the allowance."""
    seconds = duration_seconds(text, MAX_AWAY_TEXT)
    if seconds is None:
        raise Refusal(msg("bot-away-syntax", text=excerpt(text)))
    return seconds


def reminder_interval(text: str) -> tuple[bool, int]:
    """``/table notify reminder:`` (issue 33): ``6h`` (again every 6 hours until the deadline),
    ``on`` (one reminder, as by default) or ``off``, in either catalog's words -> whether to
    remind and the interval in seconds (0: one reminder); the host checks the range."""
    lowered = text.strip().lower()
    if lowered in FALSE_WORDS:
        return False, 0
    if lowered in TRUE_WORDS:
        return True, 0
    seconds = duration_seconds(text, MAX_AWAY_TEXT)
    if seconds is None:
        raise Refusal(msg("bot-reminder-syntax", text=excerpt(text)))
    return True, seconds
