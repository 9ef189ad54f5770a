"""All component data of the Alethiometer game (A-1, A-DEC-2 .. A-DEC-9).

Values are the project's starting values (A-DEC-16): change them here, never in the logic.
Every physical component has a stable instance id so that hands, stacks and bags can be
checked as whole-word tokens: Lyra cards ``l1``..``l76``, Item tiles ``t1``..``t24``,
Characters ``c1``..``c30``, Truth tokens ``v1``..``v36``, Bridge to the Stars tokens ``b1``..``b3``.
"""

from __future__ import annotations

from dataclasses import dataclass

# --- A-DEC-2: the journey track -------------------------------------------------------------

LOCATIONS = ("jordan", "london", "trollesund", "bolvangar", "svalbard", "lights")
LOCATION_NAMES = {
    "jordan": "Jordan College",
    "london": "London",
    "trollesund": "Trollesund",
    "bolvangar": "Bolvangar",
    "svalbard": "Svalbard",
    "lights": "Northern Lights",
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
    def name(self) -> str:
        if self.kind == "start":
            return "Start"
        if self.kind == "destination":
            return f"Destination {self.number}"
        return f"{LOCATION_NAMES[self.location]} {self.number}"


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

# --- A-DEC-3: the Alethiometer dial ---------------------------------------------------------

BLUE_ICONS = ("alethiometer", "magisterium", "ally", "dust", "choose")
BLUE_NAMES = {
    "alethiometer": "Alethiometer",
    "magisterium": "Magisterium",
    "ally": "Ally",
    "dust": "Dust Knowledge",
    "choose": "Choose Your Action",
}


@dataclass(frozen=True)
class DialPosition:
    red_draw: int
    red_advance: int
    blue: str

    @property
    def red_name(self) -> str:
        advance = f", advance {self.red_advance}" if self.red_advance else ""
        return f"draw {self.red_draw}{advance}"


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
#   A-DEC-6 starting values        tiles 15% / 13% / 16%   Dust 12% / 16% / 13%   (2p / 3p / 4p)
#   values below (about +1.6 each)  tiles 20% / 21% / 22%   Dust 15% / 13% / 13%
# Dust cannot reach 20%: at most 8 Dust tokens exist and each is worth the number of
# Bridge tokens drawn, about 1.1 on average (3 Bridges among 20 Truth tokens, 8 Truths drawn),
# so Dust is capped near 9 points a game while the Truth draft alone gives 32 (2p) to 48 (4p).
# The tunable values (A-DEC-3/5/6) do not touch either number; see the README.
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
    def name(self) -> str:
        kind = "Alethiometer tile" if self.alethiometer else f"{self.value}-point tile"
        return f"{kind} from {LOCATION_NAMES[self.origin]}"


def _tiles() -> dict[str, Tile]:
    tiles = {}
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


@dataclass(frozen=True)
class Character:
    id: str
    name: str
    deck: str
    magisterium: int  # A-DEC-8: icons in the bottom strip, so ally and opposition count alike
    ability: str  # key of the ability in characters.py
    text: str


_CHARACTER_ROWS = (
    ("green", "Lyra Belacqua", 0, "draw2", "Draw 2 Lyra cards."),
    ("green", "Lord Asriel", 0, "place2", "Place 2 Symbol tokens on the current Destination."),
    (
        "green",
        "The Master of Jordan College",
        0,
        "tile",
        "Take 1 Item tile from Lyra's current location without playing cards.",
    ),
    (
        "green",
        "Roger Parslow",
        0,
        "dust_draw1",
        "Take 1 Dust token (as Dust Knowledge) and draw 1 Lyra card.",
    ),
    ("green", "Mrs Lonsdale", 0, "redraw", "Discard any number of Lyra cards, then draw as many."),
    (
        "green",
        "The Jordan Scholars",
        0,
        "draw1_place1",
        "Draw 1 Lyra card and place 1 Symbol token on the current Destination.",
    ),
    ("green", "Mrs Coulter", 2, "tribute", "Every other player gives you 1 Lyra card of their choice."),
    (
        "green",
        "The Golden Monkey",
        1,
        "snatch_dust",
        "Take 1 Dust token from a player of your choice (from the supply if nobody else has one).",
    ),
    (
        "green",
        "Lord Boreal",
        2,
        "peek_take",
        "Look at another player's hand and take 1 Lyra card of your choice from it.",
    ),
    (
        "green",
        "Fra Pavel",
        1,
        "unplace",
        "Return up to 2 of one opponent's Symbol tokens from the current Destination to that player.",
    ),
    (
        "blue",
        "John Faa",
        0,
        "tile_for_card",
        "Take 1 Item tile from Lyra's current location by discarding any 1 Daemon or Wild card.",
    ),
    ("blue", "Farder Coram", 0, "place2", "Place 2 Symbol tokens on the current Destination."),
    ("blue", "Ma Costa", 0, "draw3", "Draw 3 Lyra cards."),
    ("blue", "Tony Costa", 0, "draw1_advance1", "Draw 1 Lyra card and advance Lyra 1 step."),
    (
        "blue",
        "Lee Scoresby",
        0,
        "advance1_dust",
        "Advance Lyra 1 step and take 1 Dust token (as Dust Knowledge).",
    ),
    (
        "blue",
        "Iorek Byrnison",
        0,
        "steal_tile",
        "Steal 1 unscored Item tile from another player (as a Spyfly pair).",
    ),
    (
        "blue",
        "Dr Lanselius",
        0,
        "draw2_place1",
        "Draw 2 Lyra cards and place 1 Symbol token on the current Destination.",
    ),
    ("blue", "Hester", 0, "dust_draw1", "Take 1 Dust token (as Dust Knowledge) and draw 1 Lyra card."),
    (
        "blue",
        "The Gobblers",
        1,
        "make_discard2",
        "A player of your choice discards 2 Lyra cards of their choice.",
    ),
    (
        "blue",
        "The Sysselman of Trollesund",
        1,
        "ferry_draw1",
        "A player of your choice takes the Sky Ferry; then draw 1 Lyra card.",
    ),
    (
        "red",
        "Serafina Pekkala",
        0,
        "score_tile",
        "Score 1 of your Item tiles without playing cards (A-13.5 to A-13.9 apply).",
    ),
    ("red", "Kaisa", 0, "draw2", "Draw 2 Lyra cards."),
    ("red", "Stelmaria", 0, "place2", "Place 2 Symbol tokens on the current Destination."),
    (
        "red",
        "Pantalaimon",
        0,
        "draw1_place1",
        "Draw 1 Lyra card and place 1 Symbol token on the current Destination.",
    ),
    (
        "red",
        "The Rescued Children",
        0,
        "draw1_dust",
        "Draw 1 Lyra card and take 1 Dust token (as Dust Knowledge).",
    ),
    (
        "red",
        "Iofur Raknison",
        1,
        "steal_tile_gift",
        "Take 1 unscored Item tile from another player, then give that player 1 Lyra card of your choice.",
    ),
    (
        "red",
        "The Bolvangar Doctors",
        2,
        "discard1_dust",
        "A player of your choice discards 1 Lyra card of their choice and returns 1 Dust token "
        "to the supply.",
    ),
    (
        "red",
        "The Tartar Guards",
        1,
        "others_discard1",
        "Every other player discards 1 Lyra card of their choice.",
    ),
    ("red", "The Samoyed Hunters", 1, "snatch_card", "Take 1 random Lyra card from another player's hand."),
    (
        "red",
        "The Magisterium Council",
        2,
        "ferry_discard1",
        "A player of your choice takes the Sky Ferry and discards 1 Lyra card of their choice.",
    ),
)

CHARACTERS = {
    f"c{i}": Character(f"c{i}", name, deck, magisterium, ability, text)
    for i, (deck, name, magisterium, ability, text) in enumerate(_CHARACTER_ROWS, start=1)
}
CHARACTER_DECKS = tuple(
    tuple(cid for cid, character in CHARACTERS.items() if character.deck == colour) for colour in DECK_COLOURS
)
