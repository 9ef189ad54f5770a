"""The Alethiometer's event records: one frozen dataclass per kind of event, carrying data (ids,
seats, counts), never words. ``line(viewer)`` is the log line that viewer reads (docs/architecture.md,
"Words and languages"): a card or tile is named only to the seats that may see it (A-DEC-10).

``why`` is a reason code of ``data.REASONS`` or the id of the Character whose ability caused the
event; ``by`` is the seat whose ally that Character is, so a line about another player says
whose ally made it happen.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rules.alethiometer import data
from rules.core import Arg, Event, Message, SeatRef, listed, msg, one_per_line


def _cards(cards: tuple[str, ...]) -> tuple[Message, ...]:
    return tuple(data.card_name(data.ALL_CARDS[card]) for card in cards)


def _tile_from(tile: str) -> Message:
    """A face-down tile: only where it comes from."""
    return data.location_name(data.TILES[tile].origin)


def reason(why: str, by: int | None, seat: int | None) -> Message:
    """Why ``seat`` does something; the ally of another seat (``by``) is named as his ally."""
    if by is not None and by != seat:
        return msg("ale-why-ally-of", owner=SeatRef(by), ally=data.character_name(why))
    return data.reason_name(why)


@dataclass(frozen=True, kw_only=True)
class AlethiometerEvent(Event):
    def line(self, viewer: int | None) -> Message | None:
        """The log line for ``viewer`` (None: the public)."""
        raise NotImplementedError


@dataclass(frozen=True, kw_only=True)
class _Caused(AlethiometerEvent):
    seat: int
    why: str
    by: int | None = None

    @property
    def reason(self) -> Message:
        return reason(self.why, self.by, self.seat)


# --- the flow of parts and turns ------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class PartBegun(AlethiometerEvent):
    part: int
    dealer: int

    def line(self, viewer: int | None) -> Message | None:
        deck = msg(data.DECK_NAMES[data.DECK_COLOURS[self.part - 1]])
        return msg("ale-log-part", part=self.part, dealer=SeatRef(self.dealer), deck=deck)


@dataclass(frozen=True, kw_only=True)
class CharactersDealt(AlethiometerEvent):
    seat: int
    characters: tuple[str, str]

    def line(self, viewer: int | None) -> Message | None:
        if viewer == self.seat:
            first, second = (data.character_name(cid) for cid in self.characters)
            return msg("ale-log-dealt-secret", player=SeatRef(self.seat), first=first, second=second)
        return msg("ale-log-dealt", player=SeatRef(self.seat))


@dataclass(frozen=True, kw_only=True)
class AllyChosen(AlethiometerEvent):
    seat: int
    character: str

    def line(self, viewer: int | None) -> Message | None:
        if viewer == self.seat:
            return msg(
                "ale-log-kept-secret", player=SeatRef(self.seat), ally=data.character_name(self.character)
            )
        return msg("ale-log-kept", player=SeatRef(self.seat))


@dataclass(frozen=True, kw_only=True)
class CharactersRevealed(AlethiometerEvent):
    seat: int
    ally: str
    opposition: str
    magisterium: int

    def line(self, viewer: int | None) -> Message | None:
        return msg(
            "ale-log-characters",
            player=SeatRef(self.seat),
            ally=data.character_name(self.ally),
            text=data.character_text(self.ally),
            opposition=data.character_name(self.opposition),
            magisterium=self.magisterium,
        )


@dataclass(frozen=True, kw_only=True)
class Spun(AlethiometerEvent):
    seat: int
    position: int  # 1-8

    def line(self, viewer: int | None) -> Message | None:
        spin = data.DIAL[self.position - 1]
        return msg(
            "ale-log-spin",
            player=SeatRef(self.seat),
            red=spin.red_label,
            blue=msg(data.BLUE_NAMES[spin.blue]),
        )


@dataclass(frozen=True, kw_only=True)
class RedIconChosen(AlethiometerEvent):
    seat: int

    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-red", player=SeatRef(self.seat))


@dataclass(frozen=True, kw_only=True)
class OptionalActionSkipped(AlethiometerEvent):
    seat: int

    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-skip", player=SeatRef(self.seat))


@dataclass(frozen=True, kw_only=True)
class LyraAdvanced(AlethiometerEvent):
    steps: int
    box: int
    why: str

    def line(self, viewer: int | None) -> Message | None:
        return msg(
            "ale-log-advance",
            steps=self.steps,
            why=data.reason_name(self.why),
            box=data.TRACK[self.box].label,
        )


@dataclass(frozen=True, kw_only=True)
class PartEnded(AlethiometerEvent):
    part: int

    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-part-end", part=self.part)


@dataclass(frozen=True, kw_only=True)
class TruthsDrawn(AlethiometerEvent):
    seat: int
    values: tuple[int, ...]
    bridges: int
    last: bool  # the last draw, where Bridge to the Stars tokens may come out
    order: tuple[int, ...]

    def line(self, viewer: int | None) -> Message | None:
        order = tuple(SeatRef(seat) for seat in self.order)
        if self.last:
            return msg(
                "ale-log-truths-last",
                player=SeatRef(self.seat),
                values=self.values,
                bridges=self.bridges,
                order=order,
            )
        return msg("ale-log-truths", player=SeatRef(self.seat), values=self.values, order=order)


@dataclass(frozen=True, kw_only=True)
class GameOver(AlethiometerEvent):
    """The final breakdown per seat (A-15.2 to A-15.6), so that Dust worth 0 is explained."""

    totals: tuple[int, ...]
    truths: tuple[int, ...]
    tiles: tuple[int, ...]
    dust: tuple[int, ...]  # points: Dust tokens times Bridges drawn
    tokens: tuple[int, ...]  # Dust tokens held
    bridges: int

    def line(self, viewer: int | None) -> Message | None:
        scores = tuple(
            msg(
                "ale-score-line",
                player=SeatRef(seat),
                total=total,
                truths=self.truths[seat],
                tiles=self.tiles[seat],
                dust=self.dust[seat],
                tokens=self.tokens[seat],
                bridges=self.bridges,
            )
            for seat, total in enumerate(self.totals)
        )
        return msg("ale-log-game-over", scores=one_per_line(scores))  # one line per seat


# --- Lyra cards -----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class DeckReshuffled(AlethiometerEvent):
    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-reshuffle")


@dataclass(frozen=True, kw_only=True)
class CardsDrawn(_Caused):
    cards: tuple[str, ...]

    def line(self, viewer: int | None) -> Message | None:
        player, count = SeatRef(self.seat), len(self.cards)
        if viewer == self.seat and self.cards:
            return msg(
                "ale-log-draw-secret", player=player, count=count, why=self.reason, cards=_cards(self.cards)
            )
        return msg("ale-log-draw", player=player, count=count, why=self.reason)


@dataclass(frozen=True, kw_only=True)
class CardDiscarded(_Caused):
    card: str  # face up on the discard pile: public (A-GAP-11)

    def line(self, viewer: int | None) -> Message | None:
        card = data.card_name(data.ALL_CARDS[self.card])
        return msg("ale-log-discard", player=SeatRef(self.seat), card=card, why=self.reason)


@dataclass(frozen=True, kw_only=True)
class CardsPlayed(AlethiometerEvent):
    seat: int
    cards: tuple[str, ...]

    def line(self, viewer: int | None) -> Message | None:
        cards = _cards(self.cards)
        return msg("ale-log-play", player=SeatRef(self.seat), count=len(self.cards), cards=cards)


@dataclass(frozen=True, kw_only=True)
class CardPassed(_Caused):
    """A card from ``giver`` to ``receiver``; ``seat`` acted: the giver (``how`` "give"), or the
    receiver ("take" of his choice, "snatch" at random). Both know the card (A-DEC-10)."""

    giver: int
    receiver: int
    card: str
    how: str

    def line(self, viewer: int | None) -> Message | None:
        ids = {
            "give": ("ale-log-give", "ale-log-give-secret"),
            "take": ("ale-log-take", "ale-log-take-secret"),
            "snatch": ("ale-log-snatch", "ale-log-snatch-secret"),
        }[self.how]
        args: dict[str, Arg] = {
            "giver": SeatRef(self.giver),
            "receiver": SeatRef(self.receiver),
            "why": self.reason,
        }
        if viewer in (self.giver, self.receiver):
            return msg(ids[1], **args, card=data.card_name(data.ALL_CARDS[self.card]))
        return msg(ids[0], **args)


@dataclass(frozen=True, kw_only=True)
class HandLooked(_Caused):
    target: int
    cards: tuple[str, ...]

    def line(self, viewer: int | None) -> Message | None:
        args: dict[str, Arg] = {
            "player": SeatRef(self.seat),
            "target": SeatRef(self.target),
            "why": self.reason,
        }
        if viewer in (self.seat, self.target):
            kinds = sorted(data.ALL_CARDS[card] for card in self.cards)
            return msg("ale-log-look-secret", **args, cards=tuple(data.card_name(kind) for kind in kinds))
        return msg("ale-log-look", **args)


# --- Item tiles -----------------------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class TileTaken(_Caused):
    tile: str

    def line(self, viewer: int | None) -> Message | None:
        player = SeatRef(self.seat)
        if viewer == self.seat:
            return msg(
                "ale-log-tile-secret", player=player, tile=data.TILES[self.tile].label, why=self.reason
            )
        return msg("ale-log-tile", player=player, location=_tile_from(self.tile), why=self.reason)


@dataclass(frozen=True, kw_only=True)
class TileStolen(_Caused):
    victim: int
    tile: str

    def line(self, viewer: int | None) -> Message | None:
        args: dict[str, Arg] = {
            "thief": SeatRef(self.seat),
            "victim": SeatRef(self.victim),
            "why": self.reason,
        }
        if viewer in (self.seat, self.victim):
            return msg("ale-log-steal-secret", **args, tile=data.TILES[self.tile].label)
        return msg("ale-log-steal", **args, location=_tile_from(self.tile))


@dataclass(frozen=True, kw_only=True)
class TileScored(_Caused):
    tile: str  # face up from now on (A-GAP-27)
    location: str

    def line(self, viewer: int | None) -> Message | None:
        return msg(
            "ale-log-score",
            player=SeatRef(self.seat),
            tile=data.TILES[self.tile].label,
            location=data.location_name(self.location),
            why=self.reason,
        )


# --- tokens and the Sky Ferry ---------------------------------------------------------------


@dataclass(frozen=True, kw_only=True)
class TokensPlaced(_Caused):
    count: int
    part: int

    def line(self, viewer: int | None) -> Message | None:
        return msg(
            "ale-log-place",
            player=SeatRef(self.seat),
            count=self.count,
            part=self.part,  # "on Destination 1"; Hungarian needs the number for its article and ordinal
            why=self.reason,
        )


@dataclass(frozen=True, kw_only=True)
class TokensReturned(_Caused):
    """Symbol tokens of ``target`` go from the Destination back to his supply (Fra Pavel)."""

    target: int
    count: int
    part: int

    def line(self, viewer: int | None) -> Message | None:
        return msg(
            "ale-log-unplace",
            player=SeatRef(self.seat),
            target=SeatRef(self.target),
            count=self.count,
            destination=data.TRACK[data.DESTINATIONS[self.part - 1]].label,
            why=self.reason,
        )


@dataclass(frozen=True, kw_only=True)
class DustTaken(_Caused):
    source: int  # a seat, or -1 for the supply

    def line(self, viewer: int | None) -> Message | None:
        if self.source < 0:
            return msg("ale-log-dust-supply", player=SeatRef(self.seat), why=self.reason)
        return msg(
            "ale-log-dust-from", player=SeatRef(self.seat), source=SeatRef(self.source), why=self.reason
        )


@dataclass(frozen=True, kw_only=True)
class DustReturned(_Caused):
    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-dust-back", player=SeatRef(self.seat), why=self.reason)


@dataclass(frozen=True, kw_only=True)
class FerryGiven(_Caused):
    """``seat`` chose who takes the Sky Ferry: ``target`` (A-8.3, A-GAP-20)."""

    target: int

    def line(self, viewer: int | None) -> Message | None:
        if self.target == self.seat:
            return msg("ale-log-ferry-self", player=SeatRef(self.seat), why=self.reason)
        return msg("ale-log-ferry", player=SeatRef(self.seat), target=SeatRef(self.target), why=self.reason)


@dataclass(frozen=True, kw_only=True)
class FerryPaid(AlethiometerEvent):
    seat: int
    option: str  # "a": Lyra cards, "b": a Truth token
    cost: int

    def line(self, viewer: int | None) -> Message | None:
        if self.option == "a":
            return msg("ale-log-ferry-cards", player=SeatRef(self.seat), count=self.cost)
        return msg("ale-log-ferry-truth", player=SeatRef(self.seat))


@dataclass(frozen=True, kw_only=True)
class TruthChosen(AlethiometerEvent):
    seat: int
    token: str

    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-pick", player=SeatRef(self.seat), value=data.TRUTHS[self.token])


@dataclass(frozen=True, kw_only=True)
class TruthDropped(AlethiometerEvent):
    seat: int
    token: str

    def line(self, viewer: int | None) -> Message | None:
        return msg("ale-log-drop", player=SeatRef(self.seat), value=data.TRUTHS[self.token])


@dataclass(frozen=True, kw_only=True)
class AllyUsed(AlethiometerEvent):
    seat: int
    ally: str

    def line(self, viewer: int | None) -> Message | None:
        # the ability was read out when the allies were revealed; the next lines say what it did
        return msg("ale-log-ally", player=SeatRef(self.seat), ally=data.character_name(self.ally))


def describe(event: Event, viewer: int | None) -> Message | None:
    return event.line(viewer) if isinstance(event, AlethiometerEvent) else None


def summarize(lines: Sequence[Message]) -> tuple[Message, ...]:
    """A turn post's public lines with what repeats said once; ``/game log`` keeps every line:
    the Character cards dealt to each player right after the line that deals them (A-5.1), a
    run of players choosing their allies (A-5.2; not at all when the allies are revealed in the
    same post, A-5.5), one player's discards for one reason in a row
    (the hand limit, A-7.4), one player's two Truth tokens (A-12.6, A-12.7), and the red icon
    taken just before the draw it makes (A-7.1: the draw line names the red icon)."""
    said: list[Message] = []
    i = 0
    while i < len(lines):
        line, end = lines[i], i + 1
        if line.id == "ale-log-part":  # its line deals the cards to each player
            end = _run(lines, end, "ale-log-dealt")
            said.append(line)
        elif line.id == "ale-log-kept":
            end = _run(lines, i, line.id)
            run = lines[i:end]
            if not any(later.id == "ale-log-characters" for later in lines[end:]):  # it shows each
                said.append(_together(run, "ale-log-kept-many", players=listed(_each(run, "player"))))
        elif line.id == "ale-log-discard":
            end = _run(lines, i, line.id, "player", "why")
            run, player, why = lines[i:end], line.args["player"], line.args["why"]
            cards = _each(run, "card")
            said.append(
                _together(run, "ale-log-discards", player=player, count=len(run), cards=cards, why=why)
            )
        elif line.id == "ale-log-pick":
            end = _run(lines, i, line.id, "player")
            run, player = lines[i:end], line.args["player"]
            values = listed(_each(run, "value"))
            said.append(_together(run, "ale-log-picks", player=player, count=len(run), values=values))
        elif not _red_before_its_draw(line, lines[end] if end < len(lines) else None):
            said.append(line)
        i = end
    return tuple(said)


def _run(lines: Sequence[Message], start: int, message_id: str, *same: str) -> int:
    """Where the run of ``message_id`` lines from ``start`` with the same ``same`` arguments ends."""
    end = start
    while end < len(lines) and lines[end].id == message_id and _same(lines[end], lines[start], *same):
        end += 1
    return end


def _each(run: Sequence[Message], name: str) -> tuple[Arg, ...]:
    return tuple(line.args[name] for line in run)


def _together(run: Sequence[Message], message_id: str, **args: Arg) -> Message:
    """A run of one line as it is; of several, the line ``message_id`` that says them at once."""
    return run[0] if len(run) < 2 else msg(message_id, **args)


def _same(line: Message, other: Message, *names: str) -> bool:
    return all(line.args.get(name) == other.args.get(name) for name in names)


def _red_before_its_draw(line: Message, after: Message | None) -> bool:
    why = after.args.get("why") if after is not None else None
    return (
        line.id == "ale-log-red"
        and after is not None
        and after.id == "ale-log-draw"
        and _same(after, line, "player")
        and isinstance(why, Message)
        and why.id == data.REASONS["red"]
    )
