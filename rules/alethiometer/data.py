"""All component data of the Alethiometer game (A-1, A-DEC-2 .. A-DEC-9).

Values are the project's starting values (A-DEC-16): change them here, never in the logic.
Every physical component has a stable instance id so that hands, stacks and bags can be
checked as whole-word tokens: Lyra cards ``l1``..``l76``, Item tiles ``t1``..``t24``,
Characters ``c1``..``c30``, Truth tokens ``v1``..``v36``, Bridge to the Stars tokens ``b1``..``b3``.
"""

from __future__ import annotations

from dataclasses import dataclass

from rules.core import Message, msg, required

# --- A-DEC-2: the journey track -------------------------------------------------------------

LOCATIONS = ("jordan", "london", "trollesund", "bolvangar", "svalbard", "lights")
# Location -> the message id of its name.
LOCATION_NAMES = {
    "jordan": "ale-loc-jordan",
    "london": "ale-loc-london",
    "trollesund": "ale-loc-trollesund",
    "bolvangar": "ale-loc-bolvangar",
    "svalbard": "ale-loc-svalbard",
    "lights": "ale-loc-lights",
}
STEPS_PER_LOCATION = 4


@dataclass(frozen=True)
class Box:
    """One box of the journey track: the Start box, a step of a location, or a Destination."""

    index: int
    kind: str  # "start" | "step" | "destination"
    part: int  # the part whose track holds the box (0 for Start)
    location: str | None  # the location of a step
    number: int  # step number 1-24, or Destination number 1-3, or 0 for Start

    @property
    def label(self) -> Message:
        if self.kind == "start":
            return msg("ale-box-start")
        if self.kind == "destination":
            return msg("ale-box-destination", number=self.number)
        return msg("ale-box-step", location=location_name(required(self.location)), number=self.number)


def _track() -> tuple[Box, ...]:
    boxes = [Box(0, "start", 0, None, 0)]
    step = 0
    for part in (1, 2, 3):
        for location in LOCATIONS[2 * part - 2 : 2 * part]:
            for _ in range(STEPS_PER_LOCATION):
                step += 1
                boxes.append(Box(len(boxes), "step", part, location, step))
        boxes.append(Box(len(boxes), "destination", part, None, part))
    return tuple(boxes)


TRACK = _track()
DESTINATIONS = tuple(box.index for box in TRACK if box.kind == "destination")  # (9, 18, 27)
PART_LOCATIONS = {1: ("jordan", "london"), 2: ("trollesund", "bolvangar"), 3: ("svalbard", "lights")}
TILE_LOCATIONS = LOCATIONS[:4]
SCORING_LOCATIONS = LOCATIONS[4:]
SCORING_SPACES = 6
# A-DEC-4: Lyra takes a pace step after PACE_FACTOR x (number of players) turns in a row without
# moving. Tuned with the AI (A-DEC-16) so that the pace rule makes at most a quarter of Lyra's
# steps at 2, 3 and 4 players: k = 2 gives 43% / 32% / 23%, k = 3 30% at 2 players, k = 4
# 21% / 14% / 8% (1,000 AI games per count; table and method: docs/results/alethiometer-ai.md).
PACE_FACTOR = 4

# --- A-DEC-3: the Alethiometer dial ---------------------------------------------------------

BLUE_ICONS = ("alethiometer", "magisterium", "ally", "dust", "choose")
# Light-blue icon -> the message id of its name.
BLUE_NAMES = {
    "alethiometer": "ale-icon-alethiometer",
    "magisterium": "ale-icon-magisterium",
    "ally": "ale-icon-ally",
    "dust": "ale-icon-dust",
    "choose": "ale-icon-choose",
}


@dataclass(frozen=True)
class DialPosition:
    red_draw: int
    red_advance: int
    blue: str

    @property
    def red_label(self) -> Message:
        """What the red end does: draw, then maybe advance (A-7.1, A-7.5)."""
        return msg("ale-red-end", draw=self.red_draw, advance=self.red_advance)


DIAL = (
    DialPosition(2, 1, "alethiometer"),
    DialPosition(3, 0, "magisterium"),
    DialPosition(2, 1, "ally"),
    DialPosition(2, 2, "dust"),
    DialPosition(3, 1, "alethiometer"),
    DialPosition(2, 1, "choose"),
    DialPosition(3, 0, "ally"),
    DialPosition(2, 2, "alethiometer"),
)

# --- A-DEC-5: Lyra cards --------------------------------------------------------------------

DAEMONS = ("ermine", "leopard", "monkey", "goose")
SYMBOLS = ("hourglass", "sun", "anchor", "serpent")
SPYFLY = "spyfly"
WILD = "wild"
CARD_KINDS = DAEMONS + SYMBOLS + (SPYFLY, WILD)
# Card kind -> the message id of its name.
CARD_NAMES = {
    "ermine": "ale-card-ermine",
    "leopard": "ale-card-leopard",
    "monkey": "ale-card-monkey",
    "goose": "ale-card-goose",
    "hourglass": "ale-card-hourglass",
    "sun": "ale-card-sun",
    "anchor": "ale-card-anchor",
    "serpent": "ale-card-serpent",
    "spyfly": "ale-card-spyfly",
    "wild": "ale-card-wild",
}
DECK_MAKEUP = {**{kind: 4 for kind in DAEMONS + SYMBOLS}, SPYFLY: 4, WILD: 2}
DECK_SIZE = sum(DECK_MAKEUP.values())  # 38
HAND_LIMIT = 7
START_HAND = 4


def lyra_cards(decks: int) -> dict[str, str]:
    """Card id -> kind for one or two identical decks (A-2.8)."""
    kinds = [kind for kind in CARD_KINDS for _ in range(DECK_MAKEUP[kind])] * decks
    return {f"l{i}": kind for i, kind in enumerate(kinds, start=1)}


ALL_CARDS = lyra_cards(2)

# --- A-DEC-6: Item tiles --------------------------------------------------------------------

# A-DEC-16 tuning (benchmarks/bench_alethiometer.py, 40 AI games per count, share of all points):
#   A-DEC-6 starting values        tiles 15% / 13% / 16%   (2p / 3p / 4p)
#   values below (about +1.6 each)  tiles 20% / 21% / 22%
# The target is the tile share (at least 20%) and the fixed-strategy limit; A-DEC-16 (revised
# 2026-12-01) withdrew the Dust share target: at most 8 Dust tokens exist, each worth
# the number of Bridge tokens drawn, about 1.1 on average, so Dust is a side bet of a few points
# against 32 (2p) to 48 (4p) from the Truth draft. Checks with the current AI and pace:
# docs/results/alethiometer-ai.md.
ALETHIOMETER_TILE = 0  # value marker: an Alethiometer tile scores at the end
TILE_VALUES = {
    "jordan": (2, 3, 3, 4, 5),
    "london": (3, 3, 4, 4, 5),
    "trollesund": (3, 4, 4, 5, 6),
    "bolvangar": (4, 4, 5, 6, 7),
}


@dataclass(frozen=True)
class Tile:
    id: str
    origin: str
    value: int  # ALETHIOMETER_TILE for the special tile

    @property
    def alethiometer(self) -> bool:
        return self.value == ALETHIOMETER_TILE

    @property
    def label(self) -> Message:
        """The tile face up: its value (or Alethiometer) and where it comes from."""
        if self.alethiometer:
            return msg("ale-tile-alethiometer", location=location_name(self.origin))
        return msg("ale-tile-points", value=self.value, location=location_name(self.origin))


def _tiles() -> dict[str, Tile]:
    tiles: dict[str, Tile] = {}
    for location in TILE_LOCATIONS:
        for value in (ALETHIOMETER_TILE, *TILE_VALUES[location]):
            tile_id = f"t{len(tiles) + 1}"
            tiles[tile_id] = Tile(tile_id, location, value)
    return tiles


TILES = _tiles()

# --- A-DEC-7: Truth tokens, A-1.9 Dust, A-1.10 Bridge, A-1.7 Symbol tokens ------------------

TRUTH_VALUES = (1,) * 12 + (2,) * 12 + (3,) * 8 + (4,) * 4
TRUTHS = {f"v{i}": value for i, value in enumerate(TRUTH_VALUES, start=1)}
BRIDGES = ("b1", "b2", "b3")
TRUTHS_PER_DRAW = 8
PICKS_PER_PLAYER = 2
DUST_TOKENS = 8
SYMBOL_TOKENS = 14
COLOURS = ("blue", "yellow", "green", "red")

# --- A-DEC-9: Characters --------------------------------------------------------------------

DECK_COLOURS = ("green", "blue", "red")  # parts I, II, III
DECK_NAMES = {"green": "ale-deck-green", "blue": "ale-deck-blue", "red": "ale-deck-red"}


@dataclass(frozen=True)
class Character:
    id: str
    name: str  # message id of the name
    text: str  # message id of the ability text (A-DEC-9)
    deck: str
    magisterium: int  # A-DEC-8: icons in the bottom strip, so ally and opposition count alike
    ability: str  # key of the ability in characters.py


_CHARACTER_ROWS = (
    # deck, name, ability text, Magisterium icons, ability
    ("green", "ale-char-lyra-belacqua", "ale-char-lyra-belacqua-ability", 0, "draw2"),
    ("green", "ale-char-lord-asriel", "ale-char-lord-asriel-ability", 0, "place2"),
    ("green", "ale-char-master-of-jordan", "ale-char-master-of-jordan-ability", 0, "tile"),
    ("green", "ale-char-roger-parslow", "ale-char-roger-parslow-ability", 0, "dust_draw1"),
    ("green", "ale-char-mrs-lonsdale", "ale-char-mrs-lonsdale-ability", 0, "redraw"),
    ("green", "ale-char-jordan-scholars", "ale-char-jordan-scholars-ability", 0, "draw1_place1"),
    ("green", "ale-char-mrs-coulter", "ale-char-mrs-coulter-ability", 2, "tribute"),
    ("green", "ale-char-golden-monkey", "ale-char-golden-monkey-ability", 1, "snatch_dust"),
    ("green", "ale-char-lord-boreal", "ale-char-lord-boreal-ability", 2, "peek_take"),
    ("green", "ale-char-fra-pavel", "ale-char-fra-pavel-ability", 1, "unplace"),
    ("blue", "ale-char-john-faa", "ale-char-john-faa-ability", 0, "tile_for_card"),
    ("blue", "ale-char-farder-coram", "ale-char-farder-coram-ability", 0, "place2"),
    ("blue", "ale-char-ma-costa", "ale-char-ma-costa-ability", 0, "draw3"),
    ("blue", "ale-char-tony-costa", "ale-char-tony-costa-ability", 0, "draw1_advance1"),
    ("blue", "ale-char-lee-scoresby", "ale-char-lee-scoresby-ability", 0, "advance1_dust"),
    ("blue", "ale-char-iorek-byrnison", "ale-char-iorek-byrnison-ability", 0, "steal_tile"),
    ("blue", "ale-char-dr-lanselius", "ale-char-dr-lanselius-ability", 0, "draw2_place1"),
    ("blue", "ale-char-hester", "ale-char-hester-ability", 0, "dust_draw1"),
    ("blue", "ale-char-gobblers", "ale-char-gobblers-ability", 1, "make_discard2"),
    ("blue", "ale-char-sysselman", "ale-char-sysselman-ability", 1, "ferry_draw1"),
    ("red", "ale-char-serafina-pekkala", "ale-char-serafina-pekkala-ability", 0, "score_tile"),
    ("red", "ale-char-kaisa", "ale-char-kaisa-ability", 0, "draw2"),
    ("red", "ale-char-stelmaria", "ale-char-stelmaria-ability", 0, "place2"),
    ("red", "ale-char-pantalaimon", "ale-char-pantalaimon-ability", 0, "draw1_place1"),
    ("red", "ale-char-rescued-children", "ale-char-rescued-children-ability", 0, "draw1_dust"),
    ("red", "ale-char-iofur-raknison", "ale-char-iofur-raknison-ability", 1, "steal_tile_gift"),
    ("red", "ale-char-bolvangar-doctors", "ale-char-bolvangar-doctors-ability", 2, "discard1_dust"),
    ("red", "ale-char-tartar-guards", "ale-char-tartar-guards-ability", 1, "others_discard1"),
    ("red", "ale-char-samoyed-hunters", "ale-char-samoyed-hunters-ability", 1, "snatch_card"),
    ("red", "ale-char-magisterium-council", "ale-char-magisterium-council-ability", 2, "ferry_discard1"),
)

CHARACTERS = {
    f"c{i}": Character(f"c{i}", name, text, deck, magisterium, ability)
    for i, (deck, name, text, magisterium, ability) in enumerate(_CHARACTER_ROWS, start=1)
}
CHARACTER_DECKS = tuple(
    tuple(cid for cid, character in CHARACTERS.items() if character.deck == colour) for colour in DECK_COLOURS
)


# --- names as Messages (shared, so labels and log lines do not rebuild them) ----------------


def _named(ids: dict[str, str]) -> dict[str, Message]:
    return {key: msg(message_id) for key, message_id in ids.items()}


_LOCATIONS = _named(LOCATION_NAMES)
_CARDS = _named(CARD_NAMES)
_CHARACTER_NAMES = _named({cid: c.name for cid, c in CHARACTERS.items()})
_CHARACTER_TEXTS = _named({cid: c.text for cid, c in CHARACTERS.items()})


def location_name(location: str) -> Message:
    return _LOCATIONS[location]


def card_name(kind: str) -> Message:
    return _CARDS[kind]


def character_name(cid: str) -> Message:
    return _CHARACTER_NAMES[cid]


def character_text(cid: str) -> Message:
    return _CHARACTER_TEXTS[cid]


# --- reasons: why something happens (a Job's ``why``, an event's ``why``) --------------------

# Reason code -> message id; a Character id as a reason means that character's ability.
REASONS = {
    "red": "ale-why-red-icon",
    "pace": "ale-why-pace-rule",
    "limit": "ale-why-hand-limit",
    "ferry": "ale-why-sky-ferry",
    "pair": "ale-why-daemon-pair",
    "spyfly": "ale-why-spyfly-pair",
    "symbols": "ale-why-symbols",
    "alethiometer": BLUE_NAMES["alethiometer"],
    "magisterium": BLUE_NAMES["magisterium"],
    "dust": BLUE_NAMES["dust"],
}
_REASONS = _named(REASONS)


def reason_name(why: str) -> Message:
    return _CHARACTER_NAMES[why] if why in _CHARACTER_NAMES else _REASONS[why]
