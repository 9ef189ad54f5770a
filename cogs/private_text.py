"""A seat's own secrets as plain text, read from its view for games without a text of their
own (Kompass, Alethiometer): one ``Name: value`` line per entry of the seat's private part,
lists joined, identical items counted. Only that part is read, so nothing of another seat's
view can appear; nothing is shown as JSON."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

PRIVATE_PARTS = ("you", "private")
"""The view entry that holds the viewing seat's secrets (Kompass ``you``, Alethiometer
``private``)."""
HIDDEN_KEYS = frozenset({"id", "seat"})
"""Bookkeeping a player does not read: instance ids and the seat's own number."""
BARE_KEYS = frozenset({"name", "type", "kind", "colour", "value", "ability", "xp", "origin"})
"""Fields whose value says what it is on its own ("red 2", "leopard")."""
TEXT_KEYS = frozenset({"text"})
"""Fields of prose, set off after a dash."""
MAX_CHARS = 1500
"""Room left in a 2000-character Discord message for the intro and the turn prompt."""


def private_part(seat_view: dict[str, Any]) -> dict[str, Any]:
    return next((seat_view[key] for key in PRIVATE_PARTS if isinstance(seat_view.get(key), dict)), {})


def heading(key: str) -> str:
    return key.replace("_", " ").capitalize()


def phrase(value: Any, names: Sequence[str]) -> str:
    """One value in words: lists counted and joined, records as their fields."""
    if value is None or value == [] or value == {}:
        return "none"
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list):
        counted = Counter(phrase(item, names) for item in value)
        return "; ".join(text if n == 1 else f"{text} ×{n}" for text, n in counted.items())
    if isinstance(value, dict):
        return record(value, names)
    return str(value)


def record(fields: dict[Any, Any], names: Sequence[str]) -> str:
    """``red 2``; ``Tony Costa, level 1, emblems (...)``; ``Lord Asriel, deck green — text``.
    A name says what the thing is, so the other bare fields then go unsaid."""
    shown = {key: value for key, value in fields.items() if key not in HIDDEN_KEYS}
    bare = ["name"] if "name" in shown else [key for key in shown if key in BARE_KEYS]
    parts = [" ".join(phrase(shown[key], names) for key in bare)] if bare else []
    parts += [labelled(key, value, names) for key, value in shown.items() if key not in BARE_KEYS | TEXT_KEYS]
    text = ", ".join(parts)
    prose = " ".join(phrase(shown[key], names) for key in shown if key in TEXT_KEYS)
    return f"{text} — {prose}" if prose else text


def labelled(key: Any, value: Any, names: Sequence[str]) -> str:
    text = phrase(value, names)
    if isinstance(value, list | dict) and text != "none":
        text = f"({text})"
    if str(key).isdigit() and int(key) < len(names):  # keyed by seat, e.g. cards seen in a hand
        return f"{names[int(key)]}: {text}"
    return f"{str(key).replace('_', ' ')} {text}"


def seat_secrets_text(seat_view: dict[str, Any], names: Sequence[str]) -> str:
    """``Hand: red 1 ×2; pan mouse north`` and so on, at most ``MAX_CHARS`` long."""
    part = private_part(seat_view)
    lines = [
        f"**{heading(key)}**: {phrase(value, names)}" for key, value in part.items() if key not in HIDDEN_KEYS
    ]
    text = "\n".join(lines) or "You hold nothing secret right now."
    return text if len(text) <= MAX_CHARS else text[: MAX_CHARS - 1] + "…"
