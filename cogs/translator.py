"""Slash commands in the reader's language (docs/architecture.md, "Words and languages"): every command
name, description, option and choice is a ``locale_str`` whose English base text comes from the
catalog, and ``CatalogTranslator`` gives Discord the other locales' texts when the tree syncs.

A Hungarian Discord client then shows ``/játék új``; the interaction still arrives with the base
(English) names, so the cogs never see the translations.
"""

from __future__ import annotations

from discord import Locale
from discord.app_commands import Choice, TranslationContextTypes, Translator, locale_str

import locales
from rules.core import Message, msg

TRANSLATED = "message"
"""The ``locale_str`` extra holding the Message a translation renders."""


def localized(message: Message) -> locale_str:
    """``message`` as a command text: English as the base Discord falls back to, the Message
    kept for the translator."""
    return locale_str(locales.render(message, locales.DEFAULT_LOCALE), **{TRANSLATED: message})


def cmd(message_id: str) -> locale_str:
    """A command text of ``commands.ftl``: ``cmd("cmd-game-new")``."""
    return localized(msg(message_id))


def language_choices() -> list[Choice[str]]:
    """The ``language`` option's choices, each language named in itself (never translated:
    a reader looks for their own language's own name)."""
    return [Choice(name=name, value=code) for code, name in locales.LANGUAGE_NAMES.items()]


class CatalogTranslator(Translator):
    """Answers every locale that has a catalog of its own; Discord shows the English base text
    for the others."""

    async def translate(
        self, string: locale_str, locale: Locale, context: TranslationContextTypes
    ) -> str | None:
        message = string.extras.get(TRANSLATED)
        language = locales.locale_of(locale)
        if message is None or language == locales.DEFAULT_LOCALE:
            return None
        return locales.render(message, language)
