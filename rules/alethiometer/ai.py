"""The Alethiometer AI: scores every legal action with a few heuristics and plays the best.

It reads only its own view (hand, own tiles, public board) and the legal actions. It plays to
score: it collects and scores Item tiles, places Symbol tokens where the draft is close, takes
Dust late, uses its ally, and hands the Sky Ferry to the opponent it hurts most.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.alethiometer import data

# How much the AI likes each ally ability when it is usable (roughly: points it brings).
_ABILITY_WORTH = {
    "draw2": 1.2,
    "draw3": 1.8,
    "place2": 2.0,
    "tile": 2.5,
    "dust_draw1": 1.6,
    "draw1_dust": 1.6,
    "redraw": 0.8,
    "draw1_place1": 1.6,
    "draw2_place1": 2.2,
    "tribute": 1.8,
    "snatch_dust": 1.3,
    "peek_take": 1.2,
    "unplace": 1.4,
    "tile_for_card": 2.0,
    "draw1_advance1": 0.9,
    "advance1_dust": 1.1,
    "steal_tile": 2.5,
    "make_discard2": 1.0,
    "ferry_draw1": 1.2,
    "score_tile": 3.0,
    "steal_tile_gift": 2.0,
    "discard1_dust": 1.0,
    "others_discard1": 1.0,
    "snatch_card": 0.9,
    "ferry_discard1": 1.2,
}
_ABILITY_OF = {cid: c.ability for cid, c in data.CHARACTERS.items()}


class _Reader:
    """Facts the heuristics need, read from the view."""

    def __init__(self, view: dict[str, Any]):
        self.view = view
        self.me = view["viewer"]
        self.seats = view["seats"]
        you = view["you"]
        self.hand = Counter(card["kind"] for card in you["hand"])
        self.tiles = you["tiles"]
        self.part = view["part"]

    def opponents(self) -> list[int]:
        return [s["seat"] for s in self.seats if s["seat"] != self.me]

    def strength(self, seat: int) -> float:
        """A rough running score: Truth points, scored tiles, tiles in hand, Dust."""
        s = self.seats[seat]
        return (
            sum(t["value"] for t in s["truths"])
            + 2.0 * len(s["scored_tiles"])
            + 1.5 * len(s["tile_origins"])
            + s["dust"]
            + 0.2 * s["hand_size"]
        )

    def draft_gap(self) -> int:
        """My Symbol tokens on the Destination minus the best opponent's."""
        mine = self.seats[self.me]["on_destination"]
        return mine - max(self.seats[s]["on_destination"] for s in self.opponents())

    def token_worth(self) -> float:
        """What one more Symbol token on the Destination is worth: most when the race is close."""
        if self.seats[self.me]["symbols_left"] <= 2 and self.part == 3:
            return 0.2  # keep the last tokens to mark scored tiles
        gap = self.draft_gap()
        return 1.3 if -2 <= gap <= 1 else 0.5

    def keep_worth(self, kind: str) -> float:
        """How much a card of ``kind`` is worth keeping in this hand."""
        count = self.hand[kind]
        if kind == data.WILD:
            return 2.0
        if kind in data.DAEMONS:
            useful = self.part < 3 or self.tiles
            return (1.6 if count >= 2 else 1.0) if useful else 0.2
        if kind in data.SYMBOLS:
            return 1.0 if count >= 2 else 0.5
        return 0.9 if any(self.seats[s]["tile_origins"] for s in self.opponents()) else 0.3


def _seat_args(code: str) -> list[int]:
    return [int(arg) for arg in code.split(":")[1:] if arg.isdigit() and len(arg) == 1]


def _tile_worth(r: _Reader, tile: dict[str, Any]) -> float:
    if tile["alethiometer"]:
        return float(
            sum(t["alethiometer"] for t in r.tiles)
            + sum(t["alethiometer"] for t in r.seats[r.me]["scored_tiles"])
        )
    return float(tile["value"])


def _play_potential(r: _Reader) -> float:
    """The worth of the sets this hand could play after a light-blue action."""
    worth = 0.0
    wild = r.hand[data.WILD]
    for kind in data.DAEMONS:
        if r.hand[kind] >= 2 or (r.hand[kind] and wild):
            worth += 2.0 if (r.part < 3 or r.tiles) else 0.0
    for kind in data.SYMBOLS:
        if r.hand[kind] >= 3:
            worth += 2 * r.token_worth()
    return worth


def _ally_worth(r: _Reader, code: str) -> float:
    ally = r.seats[r.me]["ally"]
    ability = _ABILITY_OF[ally["id"]]
    worth = _ABILITY_WORTH[ability]
    args = code.split(":")[1:]
    targets = _seat_args(code)
    if ability == "score_tile":
        tile = next(t for t in r.tiles if t["id"] == args[0])
        return worth + _tile_worth(r, tile)
    if ability == "tile_for_card":
        return worth - r.keep_worth(args[0])
    if ability in ("make_discard2", "ferry_discard1", "discard1_dust", "ferry_draw1") and targets == [r.me]:
        return -1.0  # never harm yourself
    if ability == "unplace":
        return worth + 0.3 * int(args[1]) + (0.5 if r.draft_gap() >= -2 else 0)
    if targets:
        return worth + 0.1 * r.strength(targets[0])
    return worth


def _ferry_target_worth(r: _Reader, target: int) -> float:
    """Give the Sky Ferry to the opponent it hurts most; take it away from yourself."""
    if target == r.me:
        return -3.0
    holder = r.view["sky_ferry"]
    seat = r.seats[target]
    hurt = 0.3 * (seat["magisterium"] + 1) + 0.05 * r.strength(target)
    return hurt + (1.5 if holder == r.me else 0.2)


def _icon_worth(r: _Reader, code: str) -> float:
    verb = code.split(":")[0]
    spin = r.view["spin"]
    room = data.HAND_LIMIT - sum(r.hand.values())
    if verb == "red":
        drawn = min(spin["red_draw"], max(room, 0))
        push = 0.3 * spin["red_advance"] * (1 if r.draft_gap() > 0 else -1)
        return 0.7 * drawn + push
    base = _play_potential(r)
    if verb == "skip":
        return base
    if verb == "alet":
        return base + r.token_worth()
    if verb == "dust":
        return base + (2.0 if r.part == 3 else 1.6)
    if verb == "mag":
        return base + _ferry_target_worth(r, _seat_args(code)[0])
    return base + _ally_worth(r, code)


def _play_worth(r: _Reader, code: str) -> float:
    parts = code.split(":")
    verb = parts[0]
    if verb == "end":
        return 0.0
    naturals = int(parts[2]) if len(parts) > 2 else 0
    wild_cost = 0.3 * ((2 if verb in ("pair", "score") else 3) - naturals) if verb != "spy" else 0
    if verb == "pair":
        return 2.5 - wild_cost
    if verb == "score":
        tile = next(t for t in r.tiles if t["id"] == parts[3])
        return 2.0 + _tile_worth(r, tile) - wild_cost
    if verb == "tri":
        return 2 * r.token_worth() - wild_cost
    return 1.5 + 0.1 * r.strength(int(parts[1]))  # spyfly


def _discard_worth(r: _Reader, code: str) -> float:
    """Discard (or give away) what is least worth keeping."""
    return -r.keep_worth(code.split(":")[1])


def _worth(r: _Reader, code: str) -> float:
    decision = r.view["decision"] or {}
    kind = decision.get("kind")
    verb = code.split(":")[0]
    if verb == "keep":
        return _keep_worth(r, code.split(":")[1])
    if kind == "icon":
        return _icon_worth(r, code)
    if kind == "play":
        return _play_worth(r, code)
    if verb in ("disc", "give"):
        worth = _discard_worth(r, code)
        return worth + (0.6 if kind == "redraw" else 0)  # Mrs Lonsdale: swap only the weak cards
    if verb == "done":
        return 0.0
    if verb == "take":
        return r.keep_worth(code.split(":")[1]) + (0.5 if r.hand[code.split(":")[1]] == 1 else 0)
    if verb == "ferry":
        cost = r.seats[r.me]["magisterium"] + 1
        return -0.6 * cost if code.endswith("a") else -1.6
    if verb == "pick":
        return float(code.split(":")[1])
    return -float(code.split(":")[1])  # drop the smallest Truth token


def _keep_worth(r: _Reader, cid: str) -> float:
    """Keep the better ability; the low-Magisterium card is the one to keep (A-5.8)."""
    dealt = r.view["you"]["dealt"]
    other = next(c for c in dealt if c["id"] != cid)
    mine = data.CHARACTERS[cid]
    return _ABILITY_WORTH[mine.ability] - 0.4 * mine.magisterium + 0.4 * other["magisterium"]


def choose(view: dict[str, Any], legal: Sequence, rng: random.Random):
    reader = _Reader(view)
    scored = [(_worth(reader, action.code) + rng.random() * 0.01, i) for i, action in enumerate(legal)]
    return legal[max(scored)[1]]
