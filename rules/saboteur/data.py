"""Saboteur component data (S-2, S-4, S-GAP-4, S-GAP-5, S-GAP-8): every card, its count and
shape, the roles per player count, hand sizes and the layout. Logic lives elsewhere, so a
wrong count or shape is corrected here alone.

Card codes and names are the contract of docs/saboteur-views.md; names are message ids of
``locales/*/saboteur.ftl``.
"""

from __future__ import annotations

from dataclasses import dataclass

# Edge bits. ``y`` grows north, ``x`` grows from the start towards the goals (S-GAP-4).
N, E, S, W = 1, 2, 4, 8

EDGES = {"N": N, "E": E, "S": S, "W": W}
STEP = {N: (0, 1), E: (1, 0), S: (0, -1), W: (-1, 0)}
OPPOSITE = {N: S, E: W, S: N, W: E}


def edges_of(letters: str) -> int:
    mask = 0
    for letter in letters:
        mask |= EDGES[letter]
    return mask


def letters_of(mask: int) -> str:
    return "".join(letter for letter, bit in EDGES.items() if mask & bit)


def rotated(mask: int, rot: int) -> int:
    """S-GAP-5: turning a card 180° swaps N<->S and E<->W."""
    if rot == 0:
        return mask
    return sum(OPPOSITE[bit] for bit in (N, E, S, W) if mask & bit)


# S-GAP-8: the three tools.
TOOLS = ("pickaxe", "lantern", "cart")

TOOL_NAMES = {"pickaxe": "sab-tool-pickaxe", "lantern": "sab-tool-lantern", "cart": "sab-tool-cart"}


@dataclass(frozen=True)
class CardKind:
    code: str
    # The message id of the card's name.
    name: str
    count: int
    # Open edges at 0° (path cards only).
    open: int = 0
    # S-GAP-26: open edges connect through the centre (False for dead ends).
    through: bool = False
    # The tool a broken-tool card breaks.
    breaks: str | None = None
    # The tools a repair card may repair (one of them per play, S-7.13).
    repairs: tuple[str, ...] = ()

    @property
    def is_path(self) -> bool:
        return self.open != 0

    @property
    def symmetric(self) -> bool:
        """Lies the same way up at 0° and 180°, so only 0° is offered."""
        return rotated(self.open, 180) == self.open


def _path(code: str, name: str, count: int, letters: str, through: bool) -> CardKind:
    return CardKind(code, name, count, open=edges_of(letters), through=through)


# S-GAP-5: the 40 path cards, 31 through cards and 9 dead ends.
PATH_KINDS = (
    _path("X", "sab-card-crossroads", 5, "NESW", True),
    _path("TNES", "sab-card-t-junction", 5, "NES", True),
    _path("TNEW", "sab-card-t-junction", 5, "NEW", True),
    _path("INS", "sab-card-straight-vertical", 4, "NS", True),
    _path("IEW", "sab-card-straight-horizontal", 3, "EW", True),
    _path("LNE", "sab-card-curve", 5, "NE", True),
    _path("LNW", "sab-card-curve", 4, "NW", True),
    *(
        _path(f"D{letters}", "sab-card-dead-end", 1, letters, False)
        for letters in ("N", "E", "NS", "EW", "NE", "NW", "NES", "NEW", "NESW")
    ),
)

BROKEN_NAMES = {
    "pickaxe": "sab-card-broken-pickaxe",
    "lantern": "sab-card-broken-lantern",
    "cart": "sab-card-broken-cart",
}
REPAIR_NAMES = {
    "pickaxe": "sab-card-repair-pickaxe",
    "lantern": "sab-card-repair-lantern",
    "cart": "sab-card-repair-cart",
}
DOUBLE_REPAIR_NAMES = {
    ("pickaxe", "lantern"): "sab-card-repair-pickaxe-lantern",
    ("pickaxe", "cart"): "sab-card-repair-pickaxe-cart",
    ("lantern", "cart"): "sab-card-repair-lantern-cart",
}

# S-2.3, S-GAP-8: the 27 action cards.
ACTION_KINDS = (
    *(CardKind(f"BREAK-{tool}", name, 3, breaks=tool) for tool, name in BROKEN_NAMES.items()),
    *(CardKind(f"FIX-{tool}", name, 2, repairs=(tool,)) for tool, name in REPAIR_NAMES.items()),
    *(CardKind(f"FIX-{a}-{b}", name, 1, repairs=(a, b)) for (a, b), name in DOUBLE_REPAIR_NAMES.items()),
    CardKind("ROCKFALL", "sab-card-rockfall", 3),
    CardKind("MAP", "sab-card-map", 6),
)

KINDS = {kind.code: kind for kind in (*PATH_KINDS, *ACTION_KINDS)}

# Card instance ``i`` has the id ``c{i}``: c0..c39 path cards, c40..c66 action cards.
CARDS: tuple[CardKind, ...] = tuple(kind for kind in (*PATH_KINDS, *ACTION_KINDS) for _ in range(kind.count))


def card_id(index: int) -> str:
    return f"c{index}"


# S-4.12, S-4.13, S-GAP-5: start and goal cards.
START = _path("START", "sab-card-start", 1, "NESW", True)
GOAL_KINDS = {
    "gold": _path("GOLD", "sab-card-gold", 1, "NESW", True),
    "stone_ne": _path("STONE_NE", "sab-card-stone", 1, "NE", True),
    "stone_nw": _path("STONE_NW", "sab-card-stone", 1, "NW", True),
}

# S-GAP-4: the layout.
START_CELL = (0, 0)
GOAL_CELLS = ((8, 2), (8, 0), (8, -2))

# S-2.5: 28 gold cards, 16 x 1, 8 x 2, 4 x 3; gold card ``i`` has the id ``g{i}``.
GOLD_VALUES: tuple[int, ...] = (1,) * 16 + (2,) * 8 + (3,) * 4


def gold_id(index: int) -> str:
    return f"g{index}"


# S-2.7, S-2.8: 4 saboteur and 7 gold-digger role cards; role card ``i`` has the marker
# ``role-{i}`` (a neutral id, so that it reveals nothing unless leaked).
SABOTEUR, GOLD_DIGGER = "saboteur", "gold-digger"
ROLE_NAMES = {SABOTEUR: "sab-role-saboteur", GOLD_DIGGER: "sab-role-gold-digger"}
ROLE_CARDS: tuple[str, ...] = (SABOTEUR,) * 4 + (GOLD_DIGGER,) * 7


def role_marker(index: int) -> str:
    return f"role-{index}"


ROLES_BY_PLAYERS = {
    3: (1, 3),  # S-4.3 (saboteurs, gold-diggers)
    4: (1, 4),  # S-4.4
    5: (2, 4),  # S-4.5
    6: (2, 5),  # S-4.6
    7: (3, 5),  # S-4.7
    8: (3, 6),  # S-4.8
    9: (3, 7),  # S-4.9
    10: (4, 7),  # S-4.10
}


def role_cards_for(n_players: int) -> tuple[int, ...]:
    """S-4.2: the role card indices in use at this table (n + 1 of them, S-4.11)."""
    saboteurs, diggers = ROLES_BY_PLAYERS[n_players]
    return tuple(range(saboteurs)) + tuple(range(4, 4 + diggers))


def hand_size(n_players: int) -> int:
    """S-4.18 to S-4.20."""
    return 6 if n_players <= 5 else 5 if n_players <= 7 else 4


# S-12.13 to S-12.15: gold each winning saboteur receives, by number of saboteurs.
SABOTEUR_PAY = {1: 4, 2: 3, 3: 3, 4: 2}

# S-12.9: the gold-diggers share as many gold cards as players, but 9 with 10 players.
MAX_DIGGER_GOLD_CARDS = 9

ROUNDS = 3  # S-14.1
MIN_PLAYERS, MAX_PLAYERS = 3, 10  # S-1.2


def goal_word(kind: str) -> str:
    """What a goal card (a key of ``GOAL_KINDS``) shows: "gold" or "stone" (S-4.13)."""
    return "gold" if kind == "gold" else "stone"
