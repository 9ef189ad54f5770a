"""All component data of Der Goldene Kompass (K-DEC-2 to K-DEC-7), in one place so it can be
corrected or tuned without touching the engine.

Card instances carry unique ids: Lyra cards ``k0``..``k79`` (20 per colour), Pan cards
``p0``..``p15``, task cards ``t0``..``t11``. Companion cards are face up and identified by
their companion name.
"""

from __future__ import annotations

from dataclasses import dataclass

# K-DEC-2: the four kinds of experience; a compass token runs 0 (off the compass) to 6.
KINDS: tuple[str, ...] = ("bear", "witch", "dust", "north")
KIND_NAMES = {"bear": "Armoured bear", "witch": "Witches", "dust": "Dust", "north": "The North"}
COMPASS_MAX = 6
QUALIFY_LEVEL = 3  # K-12.1: every token on space 3 or higher

HAND_LIMIT = 8  # K-4.9 (Lyra + Pan cards)
START_LYRA = 4  # K-1.17
SAFETY_ROUNDS = 60
"""No rule ends a game that nobody can win; this cap does (recorded as ``ended_by: "cap"``).
K-DEC-6 tuning requires that AI games essentially never reach it."""

# K-DEC-4: colours in seat order, 20 Lyra cards each: 6 worth 1, 8 worth 2, 6 worth 3.
COLOURS: tuple[str, ...] = ("red", "blue", "green", "yellow")
LYRA_VALUES: tuple[int, ...] = (1,) * 6 + (2,) * 8 + (3,) * 6


@dataclass(frozen=True)
class Space:
    """One track space (K-GAP-2): ``kind`` is ``city``, ``xp``, ``compass``, ``snow`` or ``goal``."""

    kind: str
    xp: str | None = None  # experience shown (xp and snow spaces)
    name: str | None = None  # city name

    @property
    def is_city(self) -> bool:
        return self.kind == "city"


# K-DEC-3: the board, space 0 (Oxford) to 61 (the goal). ``C`` compass, ``*`` snow field.
_TRACK = """
OXFORD
north bear dust C witch bear north witch
LONDON
dust C witch dust north bear
FENS
dust C witch bear north bear dust C
TROLLESUND
witch north dust bear north C witch north
BOLVANGAR
witch bear dust C bear north dust witch
SVALBARD
bear witch dust *witch north dust witch *north bear C north *dust witch bear dust *bear north
GOAL
"""


def _space(word: str) -> Space:
    if word == "GOAL":
        return Space("goal")
    if word == "C":
        return Space("compass")
    if word.startswith("*"):
        return Space("snow", xp=word[1:])
    if word.isupper():
        return Space("city", name=word.title())
    return Space("xp", xp=word)


BOARD: tuple[Space, ...] = tuple(_space(word) for word in _TRACK.split())
GOAL = len(BOARD) - 1
FENS = next(i for i, space in enumerate(BOARD) if space.name == "Fens")
assert GOAL == 61 and FENS == 16


@dataclass(frozen=True)
class LyraCard:
    id: str
    colour: str
    value: int


@dataclass(frozen=True)
class PanCard:
    id: str
    ability: str  # marten | mouse | owl | cat | butterfly
    xp: str | None = None  # the kind a Mouse or an Owl shows (K-DEC-5)


LYRA: dict[str, LyraCard] = {
    f"k{c * 20 + i}": LyraCard(f"k{c * 20 + i}", colour, value)
    for c, colour in enumerate(COLOURS)
    for i, value in enumerate(LYRA_VALUES)
}

# K-DEC-5: 4 Marten; 4 Mouse and 4 Owl, one per kind; 2 Cat; 2 Butterfly.
_PAN_SPEC = (
    [("marten", None)] * 4
    + [("mouse", kind) for kind in KINDS]
    + [("owl", kind) for kind in KINDS]
    + [("cat", None)] * 2
    + [("butterfly", None)] * 2
)
PAN: dict[str, PanCard] = {
    f"p{i}": PanCard(f"p{i}", ability, xp) for i, (ability, xp) in enumerate(_PAN_SPEC)
}
PAN_NAMES = {"marten": "Marten", "mouse": "Mouse", "owl": "Owl", "cat": "Cat", "butterfly": "Butterfly"}


@dataclass(frozen=True)
class Emblem:
    """K-9.1 to K-9.3: ``need`` is the minimum experience, ``cost`` how far the token moves back."""

    xp: str
    need: int
    cost: int


@dataclass(frozen=True)
class TaskCard:
    id: str
    level: int  # 1, 2 or 3 (the Roman numeral on the back)
    name: str
    emblems: tuple[Emblem, Emblem]


# K-DEC-6 task cards, after tuning (see TUNING below). Each row: level, name, (kind need cost) x 2.
_TASKS = """
1 The Master of Jordan | dust 3 2 | north 2 1
1 Mrs Coulter          | north 3 2 | bear 2 1
1 The Gyptians         | witch 3 2 | dust 2 1
1 Tony Costa           | bear 3 2 | witch 2 1
2 Dr Lanselius         | witch 4 2 | north 3 2
2 Iorek's Armour       | bear 4 2 | dust 3 2
2 Bolvangar            | dust 4 2 | witch 3 2
2 The Tartars          | north 4 2 | bear 3 2
3 Iofur Raknison       | bear 5 3 | north 4 2
3 Lord Asriel          | north 5 3 | dust 4 2
3 The Aurora           | dust 5 3 | witch 4 2
3 The Cliff-Ghasts     | witch 5 3 | bear 4 2
"""

TUNING = """K-DEC-6 tuning record (``python -m benchmarks.tune_kompass``; every seat the AI of
rules/kompass/ai.py; "finished" = ended by the rules, K-12.1, not by SAFETY_ROUNDS):

  table above = the K-DEC-6 starting values, unchanged
    200 games per count, seeds 0-199:  2p 100.0% (median 13 rounds), 3p 100.0% (14),
                                       4p 100.0% (12.5)
  what-if --shift +1 (every requirement one higher), 100 games: 100% / 100% / 100%,
                                       median 15 / 15 / 15 rounds
  what-if --shift +2, 100 games:       100% / 100% / 100%, median 17 / 17.5 / 17 rounds
  re-run of the 200 games after steps stopped closing on secret cards (engine.may_choose):
                                       the same 100% / 100% / 100%, median 13 / 14 / 12.5

The starting values already meet the target (>= 95% at 2, 3 and 4 players) with a wide margin,
so they are kept: harder tasks only lengthen the race (about two rounds per step of +1)."""


def _task(index: int, line: str) -> TaskCard:
    head, *emblems = (part.strip() for part in line.split("|"))
    level, name = head.split(" ", 1)
    parsed = []
    for emblem in emblems:
        xp, need, cost = emblem.split()
        parsed.append(Emblem(xp, int(need), int(cost)))
    return TaskCard(f"t{index}", int(level), name.strip(), (parsed[0], parsed[1]))


TASKS: dict[str, TaskCard] = {
    card.id: card for card in (_task(i, line) for i, line in enumerate(_TASKS.strip().splitlines()))
}
LEVEL_NAMES = {1: "I", 2: "II", 3: "III"}

# K-DEC-7: two copies of each of the six companions of K-15.
COMPANIONS: dict[str, str] = {
    "iorek": "Iorek Byrnison",
    "serafina": "Serafina Pekkala",
    "lee": "Lee Scoresby",
    "macosta": "Ma Costa",
    "johnfaa": "John Faa",
    "coram": "Farder Coram",
}
COMPANION_DECK: tuple[str, ...] = tuple(name for name in COMPANIONS for _copy in range(2))

# K-1.16 / K-4.5 / K-4.6 / K-16.2: Lyra cards drawn in phase 2, indexed by place (first = 0).
DRAWS_BY_PLACE: dict[int, tuple[int, ...]] = {2: (2, 4), 3: (1, 2, 3), 4: (1, 2, 3, 4)}
# K-12.1 / K-16.5: tasks (and so companions) a winner needs.
TASKS_TO_WIN: dict[int, int] = {2: 4, 3: 3, 4: 3}
