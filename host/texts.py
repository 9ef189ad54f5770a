"""A publication's words as text: what the host says about its steps and the game's log lines,
for the channel in the table's language and for each reader in theirs (docs/architecture.md,
"Words and languages")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import locales
from rules.core import Event, GameRules, Message, Outcome, Seat, SeatRef, msg


@dataclass(frozen=True)
class PublicationTexts:
    caption: str
    """``before``, the public lines, then ``after``, one per line."""
    lines: tuple[str, ...]
    """The public log lines."""
    private: Mapping[Seat, tuple[str, ...]]
    """Each reader's log lines, as that seat may read them, in its locale."""


def publication_texts(
    game: GameRules,
    events: Iterable[Event],
    names: Sequence[str],
    language: str,
    readers: Mapping[Seat, str],
    before: Sequence[Message] = (),
    after: Sequence[Message] = (),
) -> PublicationTexts:
    """The texts of one publication: ``events`` described for the public and for each seat of
    ``readers`` (seat -> locale), and the caption framed by the host's ``before`` and
    ``after`` messages, in ``language``."""
    events = tuple(events)
    rendered: dict[tuple[Message, str], str] = {}

    def text(message: Message, locale: str) -> str:
        # most lines read the same for every seat: render each (message, locale) once
        key = (message, locale)
        found = rendered.get(key)
        if found is None:
            found = rendered[key] = locales.render(message, locale, names)
        return found

    def said(viewer: Seat | None) -> tuple[Message, ...]:
        described = (game.describe(event, viewer) for event in events)
        return tuple(message for message in described if message is not None)

    def lines(viewer: Seat | None, locale: str) -> tuple[str, ...]:
        return tuple(text(message, locale) for message in said(viewer))

    public = said(None)
    # the post says a turn's repeated events once (game.summarize); /game log keeps each line
    shown = (*game.summarize((*before, *public)), *after)
    caption = "\n".join(text(message, language) for message in shown)
    return PublicationTexts(
        caption,
        tuple(text(message, language) for message in public),
        {seat: lines(seat, locale) for seat, locale in readers.items()},
    )


OUTCOME_WORDS = ("summary", "standings", "points")
"""Entries of ``Outcome.detail`` that say the final standings in words, in this order: each a
``Message.to_json()`` or a list of them (Kompass: ``summary``, ``standings``; Alethiometer:
``points``)."""


def outcome_words(outcome: Outcome) -> tuple[Message, ...]:
    """The final standings in words that the game put in ``outcome.detail`` (``OUTCOME_WORDS``)."""
    said = []
    for key in OUTCOME_WORDS:
        value = outcome.detail.get(key)
        for data in [value] if isinstance(value, Mapping) else value or ():
            said.append(Message.from_json(data))
    return tuple(said)


def closing(awaited: Sequence[Seat], outcome: Outcome | None) -> tuple[Message, ...]:
    """The caption's last lines: who won, then the game's own words on the standings; or whom
    it waits for. The game's own last log line has already said that the game is over and
    given its tally (gold, points), so the winners' line repeats neither (and ``Outcome.scores``
    need not be numbers a player would recognise: Kompass ranks by several of them)."""
    if outcome is not None:
        winners = tuple(SeatRef(seat) for seat in outcome.winners)
        return (msg("host-winners", winners=winners, count=len(winners)), *outcome_words(outcome))
    if awaited:
        return (msg("host-waiting-for", players=tuple(SeatRef(seat) for seat in awaited)),)
    return ()
