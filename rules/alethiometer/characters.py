"""The ally abilities of the 30 Character cards (A-DEC-9, A-DEC-15, A-GAP-6).

An ability is a sequence of effects applied in printed order, each as far as possible.
``choices`` lists every way a seat may use its ally now, as argument tuples for the action
code ``ally[:arg...]``; an ability whose every effect would do nothing has no choice.
Effects that need another player's decision push Jobs for that player (A-DEC-9).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from functools import cache
from itertools import product

from rules.alethiometer import data
from rules.alethiometer import events as e
from rules.alethiometer import mechanics as m
from rules.alethiometer.state import Draft, Job
from rules.core import Event, Message, SeatRef, msg

Args = tuple[str, ...]


@dataclass(frozen=True)
class Effect:
    """``options`` -> argument tuples that make it do something ([] = nothing it can do);
    ``run`` -> the Jobs it leaves for later decisions."""

    options: Callable[[Draft, int], list[Args]]
    run: Callable[[Draft, int, Args, list[Event], str], list[Job]]


def _others(d: Draft, seat: int) -> list[int]:
    return [other for other in range(d.n) if other != seat]


def _draw(count: int) -> Effect:
    def run(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
        m.draw(d, seat, count, ev, why)
        return [m.limit(seat)]

    return Effect(lambda d, seat: [()] if m.can_draw(d) else [], run)


def _place(count: int) -> Effect:
    def run(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
        m.place_tokens(d, seat, count, ev, why)
        return []

    return Effect(lambda d, seat: [()] if d.supply[seat] else [], run)


def _advance(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.advance(d, 1, ev, why)
    return []


def _dust_options(d: Draft, seat: int) -> list[Args]:
    sources = m.dust_sources(d, seat)
    return [()] if sources == [-1] else [(str(s),) for s in sources]


def _dust(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.take_dust(d, seat, int(args[0]) if args else -1, ev, why)
    return []


def _tile(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.take_tile(d, seat, ev, why)
    return []


def _tile_options(d: Draft, seat: int) -> list[Args]:
    return [()] if m.tile_stack(d) else []


def _tile_for_card_options(d: Draft, seat: int) -> list[Args]:
    if not m.tile_stack(d):
        return []
    held = set(m.kinds(d.hands[seat]))
    return [(kind,) for kind in (*data.DAEMONS, data.WILD) if kind in held]


def _tile_for_card(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.discard(d, seat, args[0], ev, why)
    m.take_tile(d, seat, ev, why)
    return []


def _redraw(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    return [Job("redraw", seat, why=why)]


def _tribute_options(d: Draft, seat: int) -> list[Args]:
    return [()] if any(d.hands[other] for other in _others(d, seat)) else []


def _tribute(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    jobs = []
    for offset in range(1, d.n):
        giver = (seat + offset) % d.n
        if d.hands[giver]:
            jobs += [Job("give", giver, target=seat, why=why), m.limit(seat)]
    return jobs


def _snatch_dust_options(d: Draft, seat: int) -> list[Args]:
    holders: list[Args] = [(str(other),) for other in _others(d, seat) if d.dust[other]]
    return holders or ([()] if d.dust_supply else [])


def _with_cards(d: Draft, seats: Iterable[int]) -> list[Args]:
    return [(str(s),) for s in seats if d.hands[s]]


def _peek_take(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    target = int(args[0])
    for card in d.hands[target]:
        d.known.add((card, seat))
    ev.append(e.HandLooked(seat=seat, target=target, cards=tuple(d.hands[target]), why=why))
    return [Job("take", seat, target=target, why=why), m.limit(seat)]


def _unplace_options(d: Draft, seat: int) -> list[Args]:
    return [
        (str(other), str(count))
        for other in _others(d, seat)
        for count in range(1, min(2, d.on_dest[other]) + 1)
    ]


def _unplace(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    target, count = int(args[0]), int(args[1])
    d.on_dest[target] -= count
    d.supply[target] += count
    ev.append(e.TokensReturned(seat=seat, target=target, count=count, part=d.part, why=why))
    return []


def _tile_holders(d: Draft, seat: int) -> list[Args]:
    return [(str(other),) for other in _others(d, seat) if d.tiles[other]]


def _steal_tile(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.steal_tile(d, seat, int(args[0]), ev, why)
    return []


def _steal_tile_gift(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    """Iofur gives a card only if he took a tile and has a card (A-DEC-15)."""
    target = int(args[0])
    m.steal_tile(d, seat, target, ev, why)
    return [Job("give", seat, target=target, why=why), m.limit(target)] if d.hands[seat] else []


def _make_discard(count: int) -> Effect:
    def run(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
        target = int(args[0])
        return [Job("discard", target, n=min(count, len(d.hands[target])), why=why)]

    return Effect(lambda d, seat: _with_cards(d, range(d.n)), run)


def _ferry_options(d: Draft, seat: int) -> list[Args]:
    return [(str(target),) for target in range(d.n)]


def _ferry(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.give_ferry(d, seat, int(args[0]), ev, why)
    return []


def _ferry_discard(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    target = int(args[0])
    m.give_ferry(d, seat, target, ev, why)
    return [Job("discard", target, n=1, why=why)] if d.hands[target] else []


def _discard_dust(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    target = int(args[0])
    jobs = [Job("discard", target, n=1, why=why)] if d.hands[target] else []
    return [*jobs, Job("lose_dust", target, why=why)]


def _others_discard(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    return [
        Job("discard", (seat + k) % d.n, n=1, why=why) for k in range(1, d.n) if d.hands[(seat + k) % d.n]
    ]


def _snatch_card(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    target = int(args[0])
    card = m.roll(d, "snatch-card").choice(sorted(d.hands[target], key=lambda c: int(c[1:])))
    m.pass_card(d, target, seat, card, ev, "snatch", why)
    return [m.limit(seat)]


def _score_options(d: Draft, seat: int) -> list[Args]:
    return [(tile,) for tile in m.scorable_tiles(d, seat)] if m.can_score(d, seat) else []


def _score(d: Draft, seat: int, args: Args, ev: list[Event], why: str) -> list[Job]:
    m.score_tile(d, seat, args[0], ev, why)
    return []


EFFECTS: dict[str, Effect] = {
    "draw1": _draw(1),
    "draw2": _draw(2),
    "draw3": _draw(3),
    "place1": _place(1),
    "place2": _place(2),
    "advance1": Effect(lambda d, seat: [()] if m.can_advance(d) else [], _advance),
    "dust": Effect(_dust_options, _dust),
    "tile": Effect(_tile_options, _tile),
    "tile_for_card": Effect(_tile_for_card_options, _tile_for_card),
    "redraw": Effect(lambda d, seat: [()] if d.hands[seat] else [], _redraw),
    "tribute": Effect(_tribute_options, _tribute),
    "snatch_dust": Effect(_snatch_dust_options, _dust),
    "peek_take": Effect(lambda d, seat: _with_cards(d, _others(d, seat)), _peek_take),
    "unplace": Effect(_unplace_options, _unplace),
    "steal_tile": Effect(_tile_holders, _steal_tile),
    "steal_tile_gift": Effect(_tile_holders, _steal_tile_gift),
    "make_discard2": _make_discard(2),
    "ferry": Effect(_ferry_options, _ferry),
    "ferry_discard1": Effect(_ferry_options, _ferry_discard),
    "discard1_dust": Effect(
        lambda d, seat: [(str(s),) for s in range(d.n) if d.hands[s] or d.dust[s]], _discard_dust
    ),
    "others_discard1": Effect(
        lambda d, seat: [()] if _with_cards(d, _others(d, seat)) else [], _others_discard
    ),
    "snatch_card": Effect(lambda d, seat: _with_cards(d, _others(d, seat)), _snatch_card),
    "score_tile": Effect(_score_options, _score),
}

ABILITIES: dict[str, tuple[str, ...]] = {
    "draw2": ("draw2",),
    "draw3": ("draw3",),
    "place2": ("place2",),
    "tile": ("tile",),
    "dust_draw1": ("dust", "draw1"),
    "draw1_dust": ("draw1", "dust"),
    "redraw": ("redraw",),
    "draw1_place1": ("draw1", "place1"),
    "draw2_place1": ("draw2", "place1"),
    "tribute": ("tribute",),
    "snatch_dust": ("snatch_dust",),
    "peek_take": ("peek_take",),
    "unplace": ("unplace",),
    "tile_for_card": ("tile_for_card",),
    "draw1_advance1": ("draw1", "advance1"),
    "advance1_dust": ("advance1", "dust"),
    "steal_tile": ("steal_tile",),
    "make_discard2": ("make_discard2",),
    "ferry_draw1": ("ferry", "draw1"),
    "score_tile": ("score_tile",),
    "steal_tile_gift": ("steal_tile_gift",),
    "discard1_dust": ("discard1_dust",),
    "others_discard1": ("others_discard1",),
    "snatch_card": ("snatch_card",),
    "ferry_discard1": ("ferry_discard1",),
}


def _plans(d: Draft, seat: int) -> dict[Args, list[tuple[str, Args | None]]]:
    """Every usable argument tuple -> (effect, its arguments or None when it does nothing)."""
    ally = d.allies[seat]
    if not ally:
        return {}
    names = ABILITIES[data.CHARACTERS[ally].ability]
    per_effect = [EFFECTS[name].options(d, seat) for name in names]
    if not any(per_effect):
        return {}
    plans: dict[Args, list[tuple[str, Args | None]]] = {}
    optional: list[list[Args | None]] = [[*options] or [None] for options in per_effect]
    for combo in product(*optional):
        args = tuple(part for chosen in combo if chosen for part in chosen)
        plans[args] = list(zip(names, combo, strict=True))
    return plans


def choices(d: Draft, seat: int) -> list[tuple[Args, Message]]:
    """Every way ``seat`` may use its ally now, with the label that says what it does (A-1.13)."""
    ally = d.allies[seat]
    return [(args, _label(ally, tuple(plan))) for args, plan in _plans(d, seat).items()]


def use(d: Draft, seat: int, args: Args, ev: list[Event]) -> list[Job]:
    """Apply the ally's effects in printed order (A-DEC-15); returns Jobs left for decisions."""
    ally = d.allies[seat]
    ev.append(e.AllyUsed(seat=seat, ally=ally))
    jobs: list[Job] = []
    for name, effect_args in _plans(d, seat)[args]:
        if effect_args is not None:
            jobs += EFFECTS[name].run(d, seat, effect_args, ev, ally)
    return jobs


def _detail(name: str, args: Args) -> Message:
    if name in ("dust", "snatch_dust"):
        return msg("ale-detail-dust-from", player=SeatRef(int(args[0])))
    if name == "tile_for_card":
        return msg("ale-detail-discarding", card=data.card_name(args[0]))
    if name == "unplace":
        return msg("ale-detail-tokens-of", count=int(args[1]), player=SeatRef(int(args[0])))
    if name == "score_tile":
        return data.TILES[args[0]].label
    return msg("ale-detail-on", player=SeatRef(int(args[0])))


@cache
def _label(ally: str, plan: tuple[tuple[str, Args | None], ...]) -> Message:
    """The ally, and what each effect that takes a choice does with it."""
    name = data.character_name(ally)
    details = tuple(_detail(effect, chosen) for effect, chosen in plan if chosen)
    if details:
        return msg("ale-act-ally-with", ally=name, details=details)
    return msg("ale-act-ally", ally=name)
