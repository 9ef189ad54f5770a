"""The Alethiometer hand as text: what one seat holds and knows, read from its own view only
(A-DEC-10), in the reader's locale, short enough for one Discord message.

Pure: reads the seat's view (``you`` and its own entry of ``seats``), returns text;
``cogs.games`` names it for the game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

import locales
from rules.alethiometer import data
from rules.core import Message, SeatRef, msg

MAX_CHARS = 1500
"""Room left in a 2000-character Discord message for the intro and the turn prompt."""


def _counted(kinds: Sequence[str]) -> tuple[Message, ...]:
    """Card kinds in deck order, each once, with a count when there are several."""
    counts = Counter(kinds)
    return tuple(
        data.card_name(kind)
        if counts[kind] == 1
        else msg("ale-hand-count", card=data.card_name(kind), count=counts[kind])
        for kind in data.CARD_KINDS
        if counts[kind]
    )


def _tile(tile: dict[str, Any]) -> Message:
    return data.TILES[tile["id"]].label


def _lines(seat_view: dict[str, Any]) -> list[Message]:
    you = seat_view["you"]
    mine = seat_view["seats"][seat_view["viewer"]]
    lines = [
        msg("ale-hand-cards", cards=_counted([card["kind"] for card in you["hand"]]))
        if you["hand"]
        else msg("ale-hand-no-cards")
    ]
    if you["tiles"]:
        lines.append(msg("ale-hand-tiles", tiles=tuple(_tile(tile) for tile in you["tiles"])))
    if you["kept"]:
        lines.append(msg("ale-hand-kept", name=msg(you["kept"]["name"])))
    elif you["dealt"]:  # the choice of an ally, both abilities to read
        lines.append(msg("ale-hand-choose"))
        lines += [
            msg(
                "ale-hand-dealt",
                name=msg(character["name"]),
                magisterium=character["magisterium"],
                text=msg(character["text"]),
            )
            for character in you["dealt"]
        ]
    if mine["ally"]:
        lines.append(msg("ale-hand-ally", name=msg(mine["ally"]["name"]), text=msg(mine["ally"]["text"])))
    if mine["opposition"]:
        lines.append(
            msg("ale-hand-opposition", name=msg(mine["opposition"]["name"]), magisterium=mine["magisterium"])
        )
    if mine["truths"]:
        values = tuple(token["value"] for token in mine["truths"])
        lines.append(msg("ale-hand-truths", values=values, total=sum(values)))
    for seat in sorted({*you["seen_cards"], *you["seen_tiles"]}, key=int):  # A-DEC-10
        items = _counted([card["kind"] for card in you["seen_cards"].get(seat, [])])
        items += tuple(_tile(tile) for tile in you["seen_tiles"].get(seat, []))
        lines.append(msg("ale-hand-seen", player=SeatRef(int(seat)), items=items))
    return lines


def private_text(seat_view: dict[str, Any], locale: str, names: Sequence[str]) -> str:
    """The seat's Lyra cards counted by kind, its Item tiles with their values, the two dealt
    Character cards with their abilities while choosing, its ally and opposition, its Truth
    tokens, and what it knows of other hands; at most ``MAX_CHARS`` long."""
    if not isinstance(seat_view.get("you"), dict):
        return locales.render(msg("ale-hand-nothing"), locale, names)
    text = "\n".join(locales.render(line, locale, names) for line in _lines(seat_view))
    return text if len(text) <= MAX_CHARS else text[: MAX_CHARS - 1] + "…"
