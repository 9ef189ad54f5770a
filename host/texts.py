"""One step's words as text: what the host says about the step and the game's log lines, for
the channel in the table's language and for each reader in theirs (DESIGN.md, "Words and
languages")."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

import locales
from rules.core import Event, GameRules, Message, Outcome, Seat, SeatRef, msg


@dataclass(frozen=True)
class StepTexts:
    caption: str
    """``before``, the public lines, then ``after``, one per line."""
    lines: tuple[str, ...]
    """The public log lines."""
    private: Mapping[Seat, tuple[str, ...]]
    """Each reader's log lines, as that seat may read them, in its locale."""


def step_texts(
    game: GameRules,
    events: Iterable[Event],
    names: Sequence[str],
    language: str,
    readers: Mapping[Seat, str],
    before: Sequence[Message] = (),
    after: Sequence[Message] = (),
) -> StepTexts:
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

    def lines(viewer: Seat | None, locale: str) -> tuple[str, ...]:
        said = (game.describe(event, viewer) for event in events)
        return tuple(text(message, locale) for message in said if message is not None)

    public = lines(None, language)
    caption = "\n".join(
        (
            *(text(message, language) for message in before),
            *public,
            *(text(message, language) for message in after),
        )
    )
    return StepTexts(caption, public, {seat: lines(seat, locale) for seat, locale in readers.items()})


def closing(awaited: Sequence[Seat], outcome: Outcome | None) -> tuple[Message, ...]:
    """The caption's last line: how the game ended, or whom it waits for."""
    if outcome is not None:
        scores = tuple(
            msg("host-score", player=SeatRef(seat), score=score) for seat, score in enumerate(outcome.scores)
        )
        winners = tuple(SeatRef(seat) for seat in outcome.winners)
        return (msg("host-game-over", winners=winners, count=len(winners), scores=scores),)
    if awaited:
        return (msg("host-waiting-for", players=tuple(SeatRef(seat) for seat in awaited)),)
    return ()
