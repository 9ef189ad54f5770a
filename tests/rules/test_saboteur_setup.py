"""Saboteur components and setup: S-1, S-2, S-4, S-13.2, S-13.3, S-13.4, S-13.5, S-13.6, S-13.7,
S-GAP-1, S-GAP-2, S-GAP-4,
S-GAP-5, S-GAP-8, S-DEC-3."""

from collections import Counter

import pytest

from rules.core import IllegalActionError, InvalidActionError
from rules.saboteur import GAME
from rules.saboteur.actions import DISCARD, decode
from rules.saboteur.data import (
    CARDS,
    GOAL_CELLS,
    GOAL_KINDS,
    GOLD_VALUES,
    ROLE_CARDS,
    START,
    TOOLS,
    edges_of,
    letters_of,
    rotated,
)
from rules.saboteur.state import scores


def test_s_1_2_three_to_ten_players():
    """S-1.2, S-DEC-3: 3 to 10 players; other counts are refused."""
    for n in (3, 10):
        assert GAME.setup(n, seed=1).n == n
    for n in (2, 11):
        with pytest.raises(IllegalActionError):
            GAME.setup(n, seed=1)


def test_s_2_1_and_s_gap_5_path_cards():
    """S-2.1, S-4.12, S-4.13, S-GAP-5: 40 path cards (31 through, 9 dead ends) with the
    published shapes, plus a crossroads start, a crossroads gold goal and two curve stones."""
    paths = [card for card in CARDS if card.is_path]
    assert len(paths) + 1 + len(GOAL_KINDS) == 44
    shapes = Counter((letters_of(card.open), card.through) for card in paths)
    assert shapes == Counter(
        {
            ("NESW", True): 5,
            ("NES", True): 5,
            ("NEW", True): 5,
            ("NS", True): 4,
            ("EW", True): 3,
            ("NE", True): 5,
            ("NW", True): 4,
            **{(edges, False): 1 for edges in ("N", "E", "NS", "EW", "NE", "NW", "NES", "NEW", "NESW")},
        }
    )
    assert letters_of(START.open) == "NESW" and START.through
    assert letters_of(GOAL_KINDS["gold"].open) == "NESW"
    assert {letters_of(GOAL_KINDS[k].open) for k in ("stone_ne", "stone_nw")} == {"NE", "NW"}


def test_s_gap_5_rotation_swaps_opposite_edges():
    """S-GAP-5: turning a card 180° swaps N<->S and E<->W."""
    assert rotated(edges_of("NE"), 180) == edges_of("SW")
    assert rotated(edges_of("NES"), 180) == edges_of("NSW")
    assert rotated(edges_of("NW"), 0) == edges_of("NW")


def test_s_2_2_s_2_3_s_gap_8_action_cards():
    """S-2.2, S-2.3, S-2.4, S-GAP-8: 27 action cards: 6 maps, 3 rockfalls, 3 broken and 2 repair
    cards per tool (pickaxe, lantern, cart), and one double repair per pair of tools."""
    actions = [card for card in CARDS if not card.is_path]
    assert len(actions) == 27
    kinds = Counter(card.code for card in actions)
    assert kinds["MAP"] == 6 and kinds["ROCKFALL"] == 3
    assert TOOLS == ("pickaxe", "lantern", "cart")
    for tool in TOOLS:
        assert sum(1 for c in actions if c.breaks == tool) == 3
        assert sum(1 for c in actions if c.repairs == (tool,)) == 2
    assert sorted(c.repairs for c in actions if len(c.repairs) == 2) == [
        ("lantern", "cart"),
        ("pickaxe", "cart"),
        ("pickaxe", "lantern"),
    ]


def test_s_2_5_s_2_6_gold_cards():
    """S-2.5, S-2.6: 16 x 1, 8 x 2, 4 x 3 gold, 44 in all."""
    assert Counter(GOLD_VALUES) == {1: 16, 2: 8, 3: 4} and sum(GOLD_VALUES) == 44


def test_s_2_7_s_2_8_role_cards():
    """S-2.7, S-2.8: 7 gold-digger and 4 saboteur role cards."""
    assert Counter(ROLE_CARDS) == {"gold-digger": 7, "saboteur": 4}


@pytest.mark.parametrize(
    "n,saboteurs,diggers",
    [(3, 1, 3), (4, 1, 4), (5, 2, 4), (6, 2, 5), (7, 3, 5), (8, 3, 6), (9, 3, 7), (10, 4, 7)],
)
def test_s_4_3_to_s_4_11_roles_per_player_count(n, saboteurs, diggers):
    """S-4.2, S-4.3, S-4.4, S-4.5, S-4.6, S-4.7, S-4.8, S-4.9, S-4.10, S-4.11, S-GAP-1, S-3.1: n +
    1 role cards of the right mix; one dealt to each
    seat, one left over."""
    state = GAME.setup(n, seed=3)
    used = Counter(ROLE_CARDS[r] for r in (*state.roles, state.leftover))
    assert used == {"saboteur": saboteurs, "gold-digger": diggers}
    assert len(state.roles) == n and len(set(state.roles)) == n and state.leftover not in state.roles


@pytest.mark.parametrize("n,size", [(3, 6), (5, 6), (6, 5), (7, 5), (8, 4), (10, 4)])
def test_s_4_17_to_s_4_20_deal(n, size):
    """S-4.17, S-4.18, S-4.19, S-4.20, S-GAP-3: 40 path and 27 action cards shuffled; 6/5/4 cards each; the
    rest is the draw pile."""
    state = GAME.setup(n, seed=4)
    assert all(len(hand) == size for hand in state.hands)
    assert len(state.deck) == 67 - n * size
    assert sorted([*state.deck, *(c for h in state.hands for c in h)]) == list(range(67))
    assert list(GAME.setup(n, seed=5).deck) != list(state.deck)


def test_s_4_14_s_4_15_s_gap_4_layout():
    """S-4.14, S-4.15, S-GAP-4: start at (0,0), three face-down goals at (8,2), (8,0), (8,-2)
    in shuffled order, one of them the gold."""
    orders = set()
    for seed in range(12):
        state = GAME.setup(3, seed=seed)
        assert [g.cell for g in state.goals] == list(GOAL_CELLS) == [(8, 2), (8, 0), (8, -2)]
        assert not any(g.face_up for g in state.goals)
        assert sorted(g.kind for g in state.goals) == ["gold", "stone_ne", "stone_nw"]
        orders.add(tuple(g.kind for g in state.goals))
        maze = GAME.view(state, None)["maze"]
        assert {"x": 0, "y": 0, "card": "START"}.items() <= maze[0].items()
    assert len(orders) > 1


def test_s_4_21_gold_deck_shuffled_and_nobody_has_gold():
    """S-4.1, S-4.21: four separate stacks; all 28 gold cards in a shuffled gold deck; nobody
    starts with gold."""
    a, b = GAME.setup(4, seed=1), GAME.setup(4, seed=2)
    assert sorted(a.gold_deck) == list(range(28)) and a.gold_deck != b.gold_deck
    assert scores(a) == (0, 0, 0, 0)


def test_s_4_22_s_dec_3_first_seat_starts_and_play_is_clockwise():
    """S-4.22, S-DEC-3: seat 0 starts round 1; the turn passes to seat + 1."""
    state = GAME.setup(4, seed=8)
    assert GAME.waiting_for(state) == (0,)
    for seat in (0, 1, 2, 3, 0):
        assert GAME.waiting_for(state) == (seat,)
        discard = next(a for a in GAME.legal_actions(state, seat) if decode(a).kind == DISCARD)
        state = GAME.apply(state, seat, discard).state


def test_s_dec_2_options_validated():
    """S-DEC-1, S-DEC-2: the gap alternatives as the three documented options, off by default;
    unknown ones refused."""
    state = GAME.setup(3, seed=1)
    assert dict(state.options) == {"loose_connection": False, "greedy_dwarf": False, "pass_circuit": False}
    assert GAME.setup(3, seed=1, options={"pass_circuit": True}).option("pass_circuit")
    with pytest.raises(InvalidActionError):
        GAME.setup(3, seed=1, options={"extra_gold": True})
