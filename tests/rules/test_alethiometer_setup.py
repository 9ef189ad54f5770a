"""Alethiometer set-up and component data: A-1, A-2, A-3, A-4, A-16, A-DEC-2/3/5/6/7/11, A-GAP-1."""

from collections import Counter

import pytest

from rules.alethiometer import GAME, data
from rules.core import IllegalActionError, InvalidActionError
from tests.support.alethiometer import english, invariant


def test_box_contents_A_1_1_to_A_1_13():
    """A-1.1 the board (its 28-box track), A-1.3 one Lyra marker, A-1.4 30 characters, A-1.5 two
    38-card decks, A-1.6 24 tiles, A-1.7 4x14 Symbol tokens in 4 colours, A-1.8 36 Truth tokens in
    A-1.12 the bag, A-1.9 8 Dust, A-1.10 3 Bridge tokens, A-1.11 one Sky Ferry nobody holds;
    A-1.2 and A-2.1 the dial exists."""
    state = GAME.setup(4, seed=3)
    assert len(data.TRACK) == 28 and isinstance(state.lyra, int)
    assert len(data.CHARACTERS) == 30
    assert len(data.lyra_cards(2)) == 2 * data.DECK_SIZE == 76
    assert len(data.TILES) == 24
    assert state.supply == (14, 14, 14, 14) and len(data.COLOURS) == 4
    assert len(state.bag) == 36 and state.dust_supply == 8 and len(state.bridge_aside) == 3
    assert state.ferry == -1 and len(data.DIAL) == 8 and state.lyra == 0
    invariant(state)


@pytest.mark.parametrize("n,cards", [(2, 38), (3, 76), (4, 76)])
def test_one_deck_for_two_players_both_for_more_A_2_8_A_16_9(n, cards):
    """A-2.8, A-16.9: one Lyra deck for two players, both for three or four; A-2.9 four cards each."""
    state = GAME.setup(n, seed=9)
    assert len(state.deck) + sum(len(h) for h in state.hands) == cards
    assert all(len(hand) == data.START_HAND == 4 for hand in state.hands)


def test_set_up_of_board_tiles_bag_tokens_A_2_2_to_A_2_13():
    """A-2.2 Start box; A-2.3 nobody holds the Ferry; A-2.5 to A-2.7 six shuffled face-down tiles
    per location, each set on its own location (A-2.6, A-16.10, A-16.11); A-2.10 Truth tokens in
    the bag; A-2.11 Bridges aside; A-2.12 Dust supply; A-2.13, A-16.14 a colour and 14 tokens each."""
    one, other = GAME.setup(3, seed=1), GAME.setup(3, seed=2)
    assert one.lyra == 0 and english(data.TRACK[0].label) == "Start" and one.ferry == -1
    for where, stack in zip(data.TILE_LOCATIONS, one.stacks, strict=True):
        assert len(stack) == 6 and {data.TILES[t].origin for t in stack} == {where}
    assert one.stacks != other.stacks and one.bag != other.bag
    assert sorted(one.bag) == sorted(data.TRUTHS) and one.bridge_aside == data.BRIDGES
    assert one.dust_supply == 8 and one.dust == (0, 0, 0)
    view = GAME.view(one, None)
    assert [seat["colour"] for seat in view["seats"]] == ["blue", "yellow", "green"]
    assert all(seat["symbols_left"] == 14 for seat in view["seats"])


def test_character_decks_shuffled_separately_and_dealt_two_A_2_4_A_4_3_A_4_4_A_5_1():
    """A-2.4 three Character decks shuffled separately; A-4.3, A-4.4, A-5.1 two green cards each."""
    states = [GAME.setup(3, seed=s) for s in range(6)]
    for state in states:
        assert state.phase == "choose" and all(len(dealt) == 2 for dealt in state.dealt)
        dealt = {cid for pair in state.dealt for cid in pair}
        assert {data.CHARACTERS[cid].deck for cid in dealt} == {"green"}  # part I uses green
        assert len(state.char_decks[0]) == 4 and len(state.char_decks[1]) == len(state.char_decks[2]) == 10
    assert len({state.char_decks[1] for state in states}) > 1


def test_track_three_parts_two_locations_destination_boxes_A_3_1_to_A_3_3_A_DEC_2_A_16_2_A_16_3():
    """A-3.1 three parts, A-3.2 two locations each, A-3.3 a Destination box ends each part;
    A-16.2 the six locations in order; A-16.3 Start and three Destinations; A-DEC-2 8 steps a part."""
    names = [english(box.label) for box in data.TRACK]
    assert names[0] == "Start" and names[1] == "Jordan College 1" and names[8] == "London 8"
    assert names[9] == "Destination 1" and names[10] == "Trollesund 9" and names[18] == "Destination 2"
    assert names[19] == "Svalbard 17" and names[26] == "Northern Lights 24" and names[27] == "Destination 3"
    assert names[13] == "Trollesund 12" and names[14] == "Bolvangar 13" and names[17] == "Bolvangar 16"
    assert list(data.PART_LOCATIONS.values()) == [
        ("jordan", "london"),
        ("trollesund", "bolvangar"),
        ("svalbard", "lights"),
    ]
    assert [box.part for box in data.TRACK].count(0) == 1 and {box.part for box in data.TRACK} == {0, 1, 2, 3}
    assert data.DESTINATIONS == (9, 18, 27) and len(data.TRACK) == 28
    for part in (1, 2, 3):
        steps = [box for box in data.TRACK if box.kind == "step" and box.part == part]
        assert len(steps) == 8 and [b.location for b in steps][::4] == list(data.PART_LOCATIONS[part])


def test_dial_lyra_deck_tiles_truth_values_A_DEC_3_5_6_7():
    """A-6.7: every position has a red and a light-blue end.
    A-DEC-3, A-DEC-5, A-DEC-6, A-DEC-7 as data; they supersede A-GAP-2 and A-GAP-3 (A-DEC-12);
    one icon per card (A-GAP-9); Truth values as data (A-GAP-22); a data entry per tile (A-GAP-27)."""
    assert [(p.red_draw, p.red_advance, p.blue) for p in data.DIAL] == [
        (2, 1, "alethiometer"),
        (3, 0, "magisterium"),
        (2, 1, "ally"),
        (2, 2, "dust"),
        (3, 1, "alethiometer"),
        (2, 1, "choose"),
        (3, 0, "ally"),
        (2, 2, "alethiometer"),
    ]
    kinds = Counter(data.lyra_cards(1).values())
    assert (
        all(kinds[k] == 4 for k in data.DAEMONS + data.SYMBOLS)
        and kinds["spyfly"] == 4
        and kinds["wild"] == 2
    )
    for where in data.TILE_LOCATIONS:  # A-DEC-6 (values tuned under A-DEC-16), A-GAP-27
        values = sorted(t.value for t in data.TILES.values() if t.origin == where)
        assert values[0] == data.ALETHIOMETER_TILE and len(values) == 6 and min(values[1:]) > 0
        assert values[1:] == sorted(data.TILE_VALUES[where])
    assert Counter(data.TRUTHS.values()) == {1: 12, 2: 12, 3: 8, 4: 4}


def test_spin_is_uniform_over_eight_positions_from_the_seed_A_DEC_3_A_6_5():
    """A-6.5: the first turn starts with a spin; A-DEC-3: uniform over the 8 positions."""
    seen = Counter()
    for seed in range(400):
        state = GAME.setup(2, seed=seed)
        for seat in (0, 1):
            state = GAME.apply(state, seat, GAME.legal_actions(state, seat)[0]).state
        seen[state.dial] += 1
    assert set(seen) == set(range(8)) and min(seen.values()) > 25


def test_first_dealer_by_lot_from_the_seed_A_6_3_A_DEC_11():
    """A-6.3 the first dealer by lot; A-DEC-11 the lot comes from the table's seed."""
    dealers = {GAME.setup(4, seed=s).dealer for s in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert GAME.setup(4, seed=5).dealer == GAME.setup(4, seed=5).dealer


def test_two_to_four_players_and_no_options_A_GAP_1():
    for n in (1, 5):
        with pytest.raises(IllegalActionError):
            GAME.setup(n, seed=1)
    with pytest.raises(InvalidActionError):
        GAME.setup(3, seed=1, options={"decks": 2})
