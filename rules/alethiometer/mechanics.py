"""Shared mechanics on a Draft: cards, tiles, tokens, Lyra's movement, events.

Every function mutates the draft of one ``apply`` and appends the events it causes. ``why`` is
a reason code (``data.REASONS``) or the id of the Character whose ability is at work.
"""

from __future__ import annotations

import random
from collections.abc import Iterable

from rules.alethiometer import data
from rules.alethiometer import events as e
from rules.alethiometer.state import Draft, Job, State
from rules.core import Event, required, seeded_rng


def ally_owner(d: Draft, why: str) -> int | None:
    """The seat whose ally caused an effect, None for any other reason."""
    return d.allies.index(why) if why in data.CHARACTERS and why in d.allies else None


def roll(d: Draft, name: str) -> random.Random:
    """A fresh generator for one random draw, derived from the seed (A-DEC-11)."""
    d.rolls += 1
    return seeded_rng(d.seed, name, d.rolls)


def kind_of(card: str) -> str:
    return data.ALL_CARDS[card]


def kinds(cards: Iterable[str]) -> list[str]:
    return [kind_of(card) for card in cards]


# --- where Lyra is ---------------------------------------------------------------------------


def location(d: State | Draft) -> str:
    """The location Lyra counts as staying in (A-9.2, A-11.1 to A-11.3, A-GAP-15)."""
    box = data.TRACK[d.lyra]
    if box.kind == "step":
        return required(box.location)
    if box.kind == "destination" and box.number == d.part:
        return data.PART_LOCATIONS[d.part][1]  # just entered: the location just left
    return data.PART_LOCATIONS[d.part][0]  # Start or an earlier Destination: about to enter


def tile_stack(d: Draft) -> list[str] | None:
    """The face-down stack at Lyra's location, or None in part III (A-13.2)."""
    where = location(d)
    if where not in data.TILE_LOCATIONS:
        return None
    return d.stacks[data.TILE_LOCATIONS.index(where)]


def scoring_places(d: Draft) -> list[str] | None:
    """The scored tiles of Lyra's part-III location (A-13.5, A-GAP-28), or None before."""
    where = location(d)
    if where not in data.SCORING_LOCATIONS:
        return None
    return d.placed[data.SCORING_LOCATIONS.index(where)]


def can_advance(d: Draft) -> bool:
    return d.lyra != data.DESTINATIONS[d.part - 1]


def advance(d: Draft, steps: int, ev: list[Event], why: str) -> None:
    """Move Lyra; she stops in the Destination box and extra steps are lost (A-GAP-13)."""
    moved = 0
    while moved < steps and can_advance(d):
        if not d.path:  # her first move this turn starts the turn's path
            d.path.append(d.lyra)
        d.lyra += 1
        d.path.append(d.lyra)
        moved += 1
    if moved:
        d.moved = True
        ev.append(e.LyraAdvanced(steps=moved, box=d.lyra, why=why))


# --- characters ------------------------------------------------------------------------------


def magisterium(d: State | Draft, seat: int) -> int:
    """A-5.8 with A-DEC-8: the icons of the ally plus those of the opposition."""
    return sum(data.CHARACTERS[cid].magisterium for cid in (d.allies[seat], d.oppositions[seat]) if cid)


# --- Lyra cards ------------------------------------------------------------------------------


def forget(d: Draft, item: str) -> None:
    d.known = {entry for entry in d.known if entry[0] != item}


def reshuffle(d: Draft) -> None:
    """A-GAP-12: the discard pile joins the deck and everything is shuffled."""
    cards = sorted(d.deck + d.discard, key=lambda card: int(card[1:]))
    roll(d, "reshuffle").shuffle(cards)
    d.deck, d.discard = cards, []


def can_draw(d: Draft) -> bool:
    return bool(d.deck or d.discard)


def draw(d: Draft, seat: int, count: int, ev: list[Event], why: str) -> list[str]:
    """Draw up to ``count`` cards (A-7.1); an empty deck is refilled from the discard pile."""
    drawn = []
    for _ in range(count):
        if not d.deck:
            if not d.discard:
                break
            reshuffle(d)
            ev.append(e.DeckReshuffled())
        drawn.append(d.deck.pop())
    d.hands[seat].extend(drawn)
    ev.append(e.CardsDrawn(seat=seat, cards=tuple(drawn), why=why, by=ally_owner(d, why)))
    return drawn


def limit(seat: int) -> Job:
    """A-7.3/A-7.4, A-GAP-11: checked after every gain."""
    return Job("limit", seat)


def card_of_kind(d: Draft, seat: int, kind: str) -> str:
    return next(card for card in d.hands[seat] if kind_of(card) == kind)


def discard(d: Draft, seat: int, kind: str, ev: list[Event], why: str) -> None:
    """A chosen card goes face up to the discard pile (A-GAP-11)."""
    card = card_of_kind(d, seat, kind)
    d.hands[seat].remove(card)
    d.discard.append(card)
    forget(d, card)
    ev.append(e.CardDiscarded(seat=seat, card=card, why=why, by=ally_owner(d, why)))


def play_cards(d: Draft, seat: int, cards: list[str]) -> None:
    for card in cards:
        d.hands[seat].remove(card)
        d.discard.append(card)
        forget(d, card)


def pass_card(d: Draft, giver: int, receiver: int, card: str, ev: list[Event], how: str, why: str) -> None:
    """A card moves between two hands: from then on both know it (A-DEC-10). ``how``: "give"
    (the giver acts), "take" or "snatch" (the receiver acts, choosing or at random)."""
    d.hands[giver].remove(card)
    d.hands[receiver].append(card)
    forget(d, card)
    d.known.add((card, giver))
    actor = giver if how == "give" else receiver
    ev.append(
        e.CardPassed(
            seat=actor,
            giver=giver,
            receiver=receiver,
            card=card,
            how=how,
            why=why,
            by=ally_owner(d, why),
        )
    )


# --- Item tiles ------------------------------------------------------------------------------


def take_tile(d: Draft, seat: int, ev: list[Event], why: str) -> None:
    """A-10.2, A-GAP-16: the top of the shuffled stack, i.e. one at random, face down."""
    tile = required(tile_stack(d)).pop()  # only offered where a stack lies
    d.tiles[seat].append(tile)
    d.marks.append(("taken", seat, location(d), ""))
    ev.append(e.TileTaken(seat=seat, tile=tile, why=why, by=ally_owner(d, why)))


def steal_tile(d: Draft, thief: int, victim: int, ev: list[Event], why: str) -> str:
    """A-10.4, A-GAP-17: one of the victim's unscored tiles at random; the victim knows which."""
    tile = roll(d, "steal-tile").choice(sorted(d.tiles[victim], key=lambda t: int(t[1:])))
    d.tiles[victim].remove(tile)
    d.tiles[thief].append(tile)
    forget(d, tile)
    d.known.add((tile, victim))
    d.marks.append(("stolen", thief, data.TILES[tile].origin, str(victim)))  # the origin is public
    ev.append(e.TileStolen(seat=thief, victim=victim, tile=tile, why=why, by=ally_owner(d, why)))
    return tile


def can_score(d: Draft, seat: int) -> bool:
    """A-13.5, A-13.8/9, A-GAP-28, A-DEC-14: a held tile, a free space here and a token to mark it."""
    places = scoring_places(d)
    return (
        places is not None
        and len(places) < data.SCORING_SPACES
        and d.supply[seat] > 0
        and bool(d.tiles[seat])
    )


def scorable_tiles(d: Draft, seat: int) -> list[str]:
    """One tile per distinct (type, value): the others would score the same."""
    seen, result = set(), []
    for tile in sorted(d.tiles[seat], key=lambda t: int(t[1:])):
        if data.TILES[tile].value not in seen:
            seen.add(data.TILES[tile].value)
            result.append(tile)
    return result


def score_tile(d: Draft, seat: int, tile: str, ev: list[Event], why: str) -> None:
    """A-13.5, A-13.7: the tile goes face up on a free space, marked with a Symbol token."""
    where = location(d)
    d.tiles[seat].remove(tile)
    required(scoring_places(d)).append(tile)  # only offered in part III
    d.scored[seat].append(tile)
    d.supply[seat] -= 1
    forget(d, tile)
    d.marks.append(("scored", seat, where, tile))
    ev.append(e.TileScored(seat=seat, tile=tile, location=where, why=why, by=ally_owner(d, why)))


# --- tokens ----------------------------------------------------------------------------------


def place_tokens(d: Draft, seat: int, count: int, ev: list[Event], why: str) -> None:
    """A-8.2, A-10.3, A-GAP-19: on the current Destination, while any remain (A-DEC-14/15)."""
    placed = min(count, d.supply[seat])
    d.supply[seat] -= placed
    d.on_dest[seat] += placed
    ev.append(e.TokensPlaced(seat=seat, count=placed, part=d.part, why=why, by=ally_owner(d, why)))


def dust_sources(d: Draft, seat: int) -> list[int]:
    """A-8.6/A-8.7, A-GAP-25: [-1] for the supply, else the other players holding Dust."""
    if d.dust_supply:
        return [-1]
    return [other for other in range(d.n) if other != seat and d.dust[other]]


def take_dust(d: Draft, seat: int, source: int, ev: list[Event], why: str) -> None:
    if source < 0:
        d.dust_supply -= 1
    else:
        d.dust[source] -= 1
    d.dust[seat] += 1
    ev.append(e.DustTaken(seat=seat, source=source, why=why, by=ally_owner(d, why)))


def give_ferry(d: Draft, seat: int, target: int, ev: list[Event], why: str) -> None:
    """A-8.3, A-GAP-20: the chosen player takes the Sky Ferry from wherever it is."""
    d.ferry = target
    ev.append(e.FerryGiven(seat=seat, target=target, why=why, by=ally_owner(d, why)))
