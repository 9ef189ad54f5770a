"""The Alethiometer AI: scores every legal action with a few heuristics and plays the best.

It reads only its own view (hand, own tiles, public board) and the legal actions. It plays to
score: it takes Item tiles only while it can hope to score them in part III, and there scores
the best one whenever it can (drawing for Daemon pairs while it holds tiles); it places Symbol
tokens where the draft is close; it values Dust by the Bridge to the Stars tokens still likely
to be drawn; it uses its ally; and it moves the Sky Ferry only for a reason: to get rid of it, or
to leave it with an opponent when the part is about to end.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from rules.alethiometer import data
from rules.core import Action

# How much the AI likes each ally ability when it is usable (roughly: points it brings), not
# counting the Dust tokens it takes (_ABILITY_DUST), which are valued as Dust is (_dust_worth).
_ABILITY_WORTH = {
    "draw2": 1.2,
    "draw3": 1.8,
    "place2": 2.0,
    "tile": 2.5,
    "dust_draw1": 0.6,
    "draw1_dust": 0.6,
    "redraw": 0.8,
    "draw1_place1": 1.6,
    "draw2_place1": 2.2,
    "tribute": 1.8,
    "snatch_dust": 0.0,
    "peek_take": 1.2,
    "unplace": 1.4,
    "tile_for_card": 2.0,
    "draw1_advance1": 0.9,
    "advance1_dust": 0.0,
    "steal_tile": 0.0,
    "make_discard2": 1.0,
    "ferry_draw1": 0.6,
    "score_tile": 3.0,
    "steal_tile_gift": -0.5,
    "discard1_dust": 0.5,
    "others_discard1": 1.0,
    "snatch_card": 0.9,
    "ferry_discard1": 0.5,
}
# Dust tokens an ability takes for its user (A-DEC-9).
_ABILITY_DUST = {"dust_draw1": 1, "draw1_dust": 1, "snatch_dust": 1, "advance1_dust": 1}
_ABILITY_OF = {cid: c.ability for cid, c in data.CHARACTERS.items()}
# The worth of a tile still face down at a location: the mean of its five valued tiles and an
# Alethiometer tile counted as 2 (A-DEC-6, A-15.4).
_STACK_WORTH = {where: (sum(values) + 2) / 6 for where, values in data.TILE_VALUES.items()}
# The chance that one more tile held is scored in part III, by the tiles already held: a player
# scores two or three at most (two Daemon pairs each turn are rare, and the 12 spaces are shared).
_SCORE_CHANCE = (1.0, 0.9, 0.6, 0.3, 0.1)
_CARD_WORTH = 0.6  # a Lyra card drawn, roughly
_TYPICAL_STEAL = 2.0  # what a tile stolen by an ally is worth, as far as can be told in advance
_FERRY_REASON = 0.3  # the least gain for which the AI moves the Sky Ferry at all
_MAG_CHANCE = sum(p.blue in ("magisterium", "choose") for p in data.DIAL) / len(data.DIAL)  # A-DEC-3
_TURNS_PER_STEP = 1.3  # each player's turns per box of Lyra's journey, measured in AI games


class _Reader:
    """Facts the heuristics need, read from the view."""

    def __init__(self, view: dict[str, Any]):
        self.view = view
        self.me: int = view["viewer"]
        self.seats: list[dict[str, Any]] = view["seats"]
        you = view["you"]
        self.hand = Counter(card["kind"] for card in you["hand"])
        self.tiles = you["tiles"]
        self.part: int = view["part"]
        self.potential: float | None = None  # _play_potential, the same for every blue icon

    def steps_left(self) -> int:
        """Boxes between Lyra and the Destination box that ends this part (A-DEC-2)."""
        box: int = self.view["lyra"]["box"]
        return data.DESTINATIONS[self.part - 1] - box

    def urgency(self) -> float:
        """The chance that a player given the Sky Ferry now gets no Magisterium icon to pass it
        on before the part ends: each of their turns offers one with chance _MAG_CHANCE, and a
        player has about _TURNS_PER_STEP turns for each box Lyra still has to go."""
        chance: float = (1 - _MAG_CHANCE) ** (_TURNS_PER_STEP * self.steps_left())
        return chance

    def scoring_room(self) -> int:
        """How many tiles this seat could still score here in part III (A-13.8, A-DEC-14)."""
        if self.part != 3:
            return 0
        where = self.view["lyra"]["counts_as"]
        free = data.SCORING_SPACES - len(self.view["scoring_places"].get(where, []))
        symbols_left: int = self.seats[self.me]["symbols_left"]
        return max(0, min(len(self.tiles), free, symbols_left))

    def daemon_pairs(self) -> int:
        """Daemon pairs this hand can make, Wild cards filling in (A-10.6)."""
        singles = sum(self.hand[kind] % 2 for kind in data.DAEMONS)
        pairs = sum(self.hand[kind] // 2 for kind in data.DAEMONS)
        wild = self.hand[data.WILD]
        return pairs + min(singles, wild) + max(0, wild - singles) // 2

    def opponents(self) -> list[int]:
        return [s["seat"] for s in self.seats if s["seat"] != self.me]

    def strength(self, seat: int) -> float:
        """A rough running score: Truth points, scored tiles, tiles in hand, Dust."""
        s = self.seats[seat]
        strength: float = (
            sum(t["value"] for t in s["truths"])
            + 2.0 * len(s["scored_tiles"])
            + 1.5 * len(s["tile_origins"])
            + s["dust"]
            + 0.2 * s["hand_size"]
        )
        return strength

    def draft_gap(self) -> int:
        """My Symbol tokens on the Destination minus the best opponent's."""
        mine: int = self.seats[self.me]["on_destination"]
        best: int = max(self.seats[s]["on_destination"] for s in self.opponents())
        return mine - best

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
            if self.part == 3 and not self.tiles:
                return 0.2
            scoring = self.scoring_room() > 0
            return (2.0 if scoring else 1.6) if count >= 2 else (1.3 if scoring else 1.0)
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


def _best_tiles(r: _Reader, count: int) -> float:
    """The worth of scoring the ``count`` best tiles held."""
    return sum(sorted((_tile_worth(r, t) for t in r.tiles), reverse=True)[:count])


def _score_chance(held: int, part: int) -> float:
    """The chance that one more tile, for a player holding ``held``, is scored in part III;
    halved once part III is under way."""
    return _SCORE_CHANCE[min(held, len(_SCORE_CHANCE) - 1)] * (0.5 if part == 3 else 1.0)


def _take_worth(r: _Reader) -> float:
    """A tile taken from Lyra's location in part I or II: worth something only if scored later."""
    chance = _score_chance(len(r.tiles), r.part)
    return _STACK_WORTH[r.view["lyra"]["counts_as"]] * chance - 1.0  # 1.0: the pair spent


def _steal_worth(r: _Reader, victim: int) -> float:
    """A tile stolen from ``victim`` (A-10.4): what it may score for me, and, shared among my
    opponents, what it may no longer score for the victim."""
    origins = r.seats[victim]["tile_origins"]
    worth = sum(_STACK_WORTH[o] for o in origins) / len(origins)
    players: int = r.view["players"]
    mine = worth * _score_chance(len(r.tiles), r.part)
    theirs = worth * _score_chance(len(origins) - 1, r.part) / (players - 1)
    return mine + theirs


def _play_potential(r: _Reader) -> float:
    """The worth of the sets this hand could play after a light-blue action."""
    worth = 0.0
    if r.part < 3:
        worth += max(0.0, _take_worth(r)) * min(r.daemon_pairs(), 1)
    else:
        worth += _best_tiles(r, min(r.daemon_pairs(), r.scoring_room()))
    for kind in data.SYMBOLS:
        if r.hand[kind] >= 3:
            worth += 2 * r.token_worth()
    return worth


def _dust_worth(r: _Reader) -> float:
    """One Dust token scores one point per Bridge to the Stars token drawn (A-15.6): the 3
    Bridges join the T Truth tokens left for the last draw, which stops at the 8th Truth token,
    so each Bridge is drawn with chance 8 / (T + 1) (A-14.3, A-14.4, A-GAP-24)."""
    bag_size: int = r.view["bag_size"]
    truths_at_last_draw = bag_size - data.TRUTHS_PER_DRAW * (3 - r.part)
    chance = min(1.0, data.TRUTHS_PER_DRAW / (truths_at_last_draw + 1))
    return len(data.BRIDGES) * chance


def _dust_take_worth(r: _Reader, source: int | None) -> float:
    """A Dust token for me, and one fewer for the player it comes from (A-8.7)."""
    denied = 1 / (r.view["players"] - 1) if source is not None and source >= 0 else 0.0
    return _dust_worth(r) * (1 + denied)


def _ferry_cost(r: _Reader, seat: int) -> float:
    """What the Sky Ferry costs its holder at the end of the part (A-12.3, A-DEC-13): the cheaper
    of Magisterium score + 1 Lyra cards and the lower of two Truth tokens (about 1.5)."""
    s = r.seats[seat]
    cards = s["magisterium"] + 1
    return min(_CARD_WORTH * cards, 1.5) if s["hand_size"] >= cards else 1.5


def _ferry_target_worth(r: _Reader, target: int) -> float:
    """The gain of moving the Sky Ferry to ``target`` now (A-8.3): relief when it leaves me,
    harm to an opponent it reaches, scaled by how likely it stays there until the part ends.
    Moving it between opponents helps me only by the difference it makes to one of them."""
    holder = r.view["sky_ferry"]
    if target == holder:
        return 0.0
    share = 1 / (r.view["players"] - 1)
    gain = 0.0
    if holder == r.me:
        gain += _ferry_cost(r, r.me)
    elif holder is not None:
        gain -= share * _ferry_cost(r, holder)
    if target == r.me:
        gain -= _ferry_cost(r, r.me)
    else:
        gain += share * _ferry_cost(r, target) * (1 + 0.02 * r.strength(target))
    return gain * r.urgency()


def _ally_worth(r: _Reader, code: str) -> float:
    ally = r.seats[r.me]["ally"]
    ability = _ABILITY_OF[ally["id"]]
    worth = _ABILITY_WORTH[ability] + _ABILITY_DUST.get(ability, 0) * _dust_worth(r)
    args = code.split(":")[1:]
    targets = _seat_args(code)
    if ability == "score_tile":
        tile = next(t for t in r.tiles if t["id"] == args[0])
        return worth + _tile_worth(r, tile)
    if ability in ("tile", "tile_for_card"):
        worth = _take_worth(r) + 1.0  # no Daemon pair spent
        return worth - r.keep_worth(args[0]) if ability == "tile_for_card" else worth
    if ability in ("make_discard2", "discard1_dust") and targets == [r.me]:
        return -1.0  # never harm yourself
    if ability in ("ferry_draw1", "ferry_discard1"):
        ferry = _ferry_target_worth(r, targets[0])
        return worth + ferry if ferry >= _FERRY_REASON else -1.0  # the Sky Ferry only for a reason
    if ability in ("steal_tile", "steal_tile_gift"):
        return worth + _steal_worth(r, targets[0])
    if ability == "snatch_dust":
        return worth + (_dust_take_worth(r, targets[0]) - _dust_worth(r) if targets else 0.0)
    if ability == "unplace":
        return worth + 0.3 * int(args[1]) + (0.5 if r.draft_gap() >= -2 else 0)
    if targets:
        return worth + 0.1 * r.strength(targets[0])
    return worth


def _icon_worth(r: _Reader, code: str) -> float:
    verb = code.split(":")[0]
    spin = r.view["spin"]
    room = data.HAND_LIMIT - sum(r.hand.values())
    if verb == "red":
        red_draw: int = spin["red_draw"]
        red_advance: int = spin["red_advance"]
        drawn = min(red_draw, max(room, 0))
        push = 0.3 * red_advance * (1 if r.draft_gap() > 0 else -1)
        if r.scoring_room():  # tiles to score in part III: fish for Daemon pairs, and take time
            fishing = 0.5 if not r.daemon_pairs() else 0.0
            return (0.7 + fishing) * drawn + push - 0.4 * red_advance
        return 0.7 * drawn + push
    if r.potential is None:
        r.potential = _play_potential(r)
    base = r.potential
    if verb == "skip":
        return base
    if verb == "alet":
        return base + r.token_worth()
    if verb == "dust":
        sources = _seat_args(code)
        return base + _dust_take_worth(r, sources[0] if sources else None)
    if verb == "mag":
        ferry = _ferry_target_worth(r, _seat_args(code)[0])
        return base + (ferry if ferry >= _FERRY_REASON else -0.1)  # the Sky Ferry only for a reason
    return base + _ally_worth(r, code)


def _play_worth(r: _Reader, code: str) -> float:
    parts = code.split(":")
    verb = parts[0]
    if verb == "end":
        return 0.0
    naturals = int(parts[2]) if len(parts) > 2 else 0
    wild_cost = 0.3 * ((2 if verb in ("pair", "score") else 3) - naturals) if verb != "spy" else 0
    if verb == "pair":
        return _take_worth(r) - wild_cost
    if verb == "score":
        tile = next(t for t in r.tiles if t["id"] == parts[3])
        return 2.0 + _tile_worth(r, tile) - wild_cost
    if verb == "tri":
        return 2 * r.token_worth() - wild_cost
    return _steal_worth(r, int(parts[1])) - 0.5  # 0.5: the Spyfly pair spent


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
    worth = _ABILITY_WORTH[mine.ability] + _ABILITY_DUST.get(mine.ability, 0) * _dust_worth(r)
    worth += _TYPICAL_STEAL if mine.ability in ("steal_tile", "steal_tile_gift") else 0.0
    others_magisterium: int = other["magisterium"]
    return worth - 0.4 * mine.magisterium + 0.4 * others_magisterium


def choose(view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    if len(legal) == 1:  # nothing to weigh, but the draw for it is made, so later draws stay the same
        rng.random()
        return legal[0]
    reader = _Reader(view)
    scored = [(_worth(reader, action.code) + rng.random() * 0.01, i) for i, action in enumerate(legal)]
    return legal[max(scored)[1]]
