"""The words: Project Fluent catalogs per locale (``locales/<locale>/*.ftl``) and the one
function that turns a ``rules.core.Message`` into text for a locale (docs/architecture.md, "Words and
languages").

Catalog files split by owner (``common.ftl`` for the contract and the host, ``discord.ftl`` for
the bot's own texts and command names, ``pictures.ftl`` for the words drawn on pictures, one file
per game); message ids carry an area prefix (``core-``, ``host-``, ``bot-``, ``cmd-``, ``img-``,
``demo-``, ``sab-``, ``kom-``, ``ale-``) and appear in code as whole string literals, which is how
``tests/locales/test_locales.py`` finds every id the code can produce.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path
from typing import Any, cast

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentInt, FluentNumber, FluentType

from rules.core import Arg, Message, SeatRef, msg

LOCALES = ("en", "hu")
"""Every locale with complete catalogs; the first is the fallback."""
DEFAULT_LOCALE = LOCALES[0]
LANGUAGE_NAMES = {"en": "English", "hu": "Magyar"}
"""Each locale named in its own language (the ``/game new language:`` choices)."""
ROOT = Path(__file__).resolve().parent
_log = logging.getLogger("gamehost.locales")


def locale_of(discord_locale: object) -> str:
    """The catalog locale for a Discord locale (``discord.Locale`` or its value, e.g. "hu",
    "en-US"): its language if we have a catalog for it, else English."""
    value = str(getattr(discord_locale, "value", discord_locale) or "")
    language = value.split("-")[0].lower()
    return language if language in LOCALES else DEFAULT_LOCALE


_VOWELS = frozenset("aáeéiíoóöőuúüűAÁEÉIÍOÓÖŐUÚÜŰ")
_MARKS = "#`*_„“\"'(["
"""What may stand before a word or number without being read aloud (``#1``, ```name```, **bold**)."""


def article(value: object) -> str:
    """The Hungarian definite article before ``value`` as it is read aloud: ``az`` before a
    vowel sound, else ``a``. A catalog selects on it, ``{ ARTICLE($table) -> [az] Az *[a] A }
    #{ $table }``, so no sentence needs "a(z)". A number's sound is its first spoken word:
    ``az`` before egy (1), öt (5), ötven (50-59), ötszáz (500-599), ezer (1000-1999),
    egymillió, ötezer ...; ``a`` before két, három, tíz, száz, kétezer ..."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return _number_article(int(value))
    word = str(value).lstrip(_MARKS)
    digits = len(word) - len(word.lstrip("0123456789"))
    if digits:
        return _number_article(int(word[:digits]))
    return "az" if word[:1] in _VOWELS else "a"


def _number_article(number: int) -> str:
    if number < 0:
        return "a"  # mínusz
    while number >= 1000:  # the leading group is read first: 5 000 is ötezer, 1 000 000 egymillió
        number //= 1000
    hundreds, tens, units = number // 100, number // 10 % 10, number % 10
    leading = hundreds or tens
    if leading:  # száz (100) and tíz (10) are read without egy: only ötszáz and ötven take az
        return "az" if leading == 5 else "a"
    return "az" if units in (1, 5) else "a"  # egy, öt; nulla, kettő, három ...


@cache
def bundle(locale: str) -> FluentBundle:
    """All catalog files of ``locale`` in one bundle (files are split by owner, not by scope)."""
    # use_isolating=False: Discord shows the Unicode bidi isolation marks as stray characters
    functions = {"ARTICLE": _ARTICLE, "CAPITAL": _CAPITAL}
    result = FluentBundle([locale], use_isolating=False, functions=functions)
    for path in sorted((ROOT / locale).glob("*.ftl")):
        result.add_resource(FluentResource(path.read_text(encoding="utf-8")))
    return result


def _article_function(value: Any) -> str:
    """``ARTICLE($x)`` in a catalog: ``article`` as a selector key (``az`` or ``a``)."""
    return article(value)


def _capital_function(value: Any) -> str:
    """``CAPITAL($card)`` in a catalog: the text with its first letter in upper case, for a
    name that begins a label or a caption. Hungarian writes card and role names in lower case
    in running text (review hungarian-2 N31) and capitalises them only where they begin one."""
    text = str(value)
    return text[:1].upper() + text[1:]


# Fluent's resolver formats a function's plain str as text; its annotation names FluentType only.
_ARTICLE = cast(Callable[[Any], FluentType], _article_function)
_CAPITAL = cast(Callable[[Any], FluentType], _capital_function)

_RENDERED_LIMIT = 20_000
_rendered: dict[tuple[object, ...], str] = {}
"""Texts already rendered, by locale, message and (for a message naming seats) the names: the
same few hundred card names, labels and log lines recur at every step of a table, and Fluent
takes ~10 µs for each."""


def render(message: Message, locale: str, names: Sequence[str] = ()) -> str:
    """``message`` as text in ``locale``; ``names[seat]`` fills each seat reference (display
    names, or mentions for a channel ping). Falls back to English for an id the locale lacks."""
    cache_key = (locale, message.key, tuple(names)) if message.names_seats else (locale, message.key)
    found = _rendered.get(cache_key)
    if found is None:
        if len(_rendered) >= _RENDERED_LIMIT:
            _rendered.clear()
        found = _rendered[cache_key] = _format(message, locale, names)
    return found


IDENTIFIERS = frozenset({"table"})
"""Arguments that name a thing rather than count it: written as plain digits in every locale.
A table number is typed back (``asztal: 1234``) and looks the same in every message, picture
and alt text: #1234, never #1 234 or #1,234 (issue 34)."""


def _format(message: Message, locale: str, names: Sequence[str]) -> str:
    args = {
        name: str(value) if name in IDENTIFIERS and type(value) is int else _argument(value, locale, names)
        for name, value in message.args.items()
    }
    for candidate in (locale, DEFAULT_LOCALE):
        found = _pattern(candidate, message.id)
        if found is not None:
            text, errors = _resolve(bundle(candidate), found, args)
            if errors:
                _log.warning("catalog %s %s: %s", candidate, message.id, errors)
            return text
    _log.error("no catalog has message %s", message.id)
    return message.id


def _resolve(
    catalog: FluentBundle, pattern: Pattern, args: dict[str, str | int | float]
) -> tuple[str, list[Exception]]:
    """``FluentBundle.format_pattern`` without its conversion of every argument to a new
    ``FluentInt`` (an attrs options merge each): ``_argument`` already gives Fluent values."""
    errors: list[Exception] = []
    environment = ResolverEnvironment(context=catalog, current=CurrentEnvironment(args=args), errors=errors)
    try:
        return str(pattern(environment)), errors
    except ValueError as error:
        return "{???}", [*errors, error]


def text(locale: str, message_id: str, /, **args: Arg) -> str:
    """Shorthand for a message without seat references: ``text(locale, "host-not-seated")``."""
    return render(msg(message_id, **args), locale)


@cache
def _pattern(locale: str, message_id: str) -> Pattern | None:
    catalog = bundle(locale)
    return catalog.get_message(message_id).value if catalog.has_message(message_id) else None


def _argument(value: Arg, locale: str, names: Sequence[str]) -> str | int | float:
    if isinstance(value, SeatRef):
        return names[value.seat] if value.seat < len(names) else f"#{value.seat + 1}"
    if isinstance(value, Message):
        return render(value, locale, names)
    if isinstance(value, tuple | list):
        separator = render(msg("core-list-separator"), locale)
        return separator.join(str(_argument(item, locale, names)) for item in value)
    if isinstance(value, bool):
        return "yes" if value else "no"  # a selector key in the catalogs, never shown as is
    if value is None:
        return ""
    if isinstance(value, int):
        return _small_number(value) if -1000 < value < 1000 else FluentInt(value)
    return value


class _SmallNumber(FluentInt):
    """A count or coordinate under 1,000 in size. Every locale writes those digits as they are
    (no grouping; Hungarian's minus is the ASCII one too), so this skips Fluent's option
    merging and Babel's number patterns, which cost ~15 µs per number; plural selectors still
    see a number."""

    def __new__(cls, value: int) -> _SmallNumber:
        self = int.__new__(cls, value)
        self.options = FluentNumber.default_number_format_options
        return self

    def format(self, locale: object) -> str:
        return str(int(self))


@cache
def _small_number(value: int) -> _SmallNumber:
    return _SmallNumber(value)
