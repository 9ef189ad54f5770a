"""Phase 3 movement of Der Goldene Kompass: K-5, K-6, K-7, K-8, K-11 and their gaps.

Card ids (rules/kompass/data.py): red k0-k5 worth 1, k6-k13 worth 2, k14-k19 worth 3; blue
k20-k25 / k26-k33 / k34-k39; green k40-k59 likewise. Pan: p0-p3 Marten, p4-p7 Mouse and p8-p11
Owl (bear, witch, dust, north), p12-p13 Cat, p14-p15 Butterfly.
Board: 1 north, 2 bear, 3 dust, 4 compass, 5 witch, ..., 9 London, 16 Fens, 17 dust, 18 compass.
"""

import pytest

from rules.core import IllegalActionError
from rules.kompass import GAME
from rules.kompass.data import BOARD
from rules.kompass.events import Gained, GainLost
from tests.support.kompass import act, build, codes


def test_k5_4_a_card_moves_its_value_and_k5_8_gives_the_space_experience():
    """K-5.4, K-5.8, K-5.9, K-5.16: a red 2 moves two spaces, gives the bear of space 2 and goes to the
    discard."""
    state = build(hands={0: ["k6"]})  # red 2
    after = act(state, 0, "mv:k6").state
    assert after.players[0].pos == 2 and BOARD[2].xp == "bear"
    assert after.players[0].xp["bear"] == 1  # K-5.9: first gain puts the token on 1
    assert "k6" in after.lyra_discard["red"]  # K-5.16
    assert "k6" not in after.players[0].hand


def test_k5_5_occupied_spaces_are_skipped_and_not_counted():
    """K-5.5: a red 2 from Oxford skips the occupied spaces 1 and 2."""
    state = build(pos={1: 1, 2: 2}, hands={0: ["k6"]})  # red 2 from Oxford past spaces 1 and 2
    after = act(state, 0, "mv:k6").state
    assert after.players[0].pos == 4


def test_k5_6_k6_1_several_pawns_share_a_city():
    """K-5.6, K-6.1: a third pawn joins two others in London."""
    state = build(pos={0: 7, 1: 9, 2: 9}, hands={0: ["k6"]})
    after = act(state, 0, "mv:k6").state
    assert [p.pos for p in after.players] == [9, 9, 9]


def test_k5_7_a_city_passed_through_counts_as_one_space():
    """K-5.7: a red 2 from space 8 passes London as one space and stops on 10."""
    state = build(pos={0: 8}, hands={0: ["k6"]})
    after = act(state, 0, "mv:k6").state
    assert after.players[0].pos == 10


def test_k5_10_k5_11_the_token_climbs_and_stops_at_6():
    """K-5.10, K-5.11: a bear token at 5 climbs to 6; the next bear gain is lost."""
    state = build(pos={0: 1}, hands={0: ["k0", "k1"]}, xp={0: {"bear": 5}})
    state = act(state, 0, "mv:k0").state  # to 2 (bear)
    assert state.players[0].xp["bear"] == 6
    state.players[0].pos = 1
    after = act(state, 0, "mv:k1")
    assert after.state.players[0].xp["bear"] == 6
    assert [e for e in after.events if isinstance(e, GainLost | Gained)] == [
        GainLost(seat=0, kind="bear", source="space")
    ]


def test_k5_12_a_compass_space_lets_the_player_choose_the_kind():
    """K-5.12: ending on the compass space 4, the player chooses the token to move up."""
    state = build(pos={0: 1}, hands={0: ["k14"]})  # red 3 from 1 to 4
    state = act(state, 0, "mv:k14").state
    assert codes(state, 0) == {"xp:bear", "xp:witch", "xp:dust", "xp:north"}
    after = act(state, 0, "xp:witch").state
    assert after.players[0].xp["witch"] == 1


def test_k5_13_k5_14_a_pan_card_moves_exactly_one_and_loses_its_ability():
    """K-5.13, K-5.14, K-13.1, K-13.4: a Marten played as a move goes exactly one space and onto the Pan
    discard."""
    state = build(hands={0: ["p0"]})
    after = act(state, 0, "mv:p0").state
    assert after.players[0].pos == 1
    assert after.pan_discard[-1] == "p0"  # K-5.16, K-13.4


def test_k5_15_k7_5_k13_2_pan_cards_move_beyond_fens_whatever_the_place():
    """K-5.15, K-7.5, K-13.2: beyond Fens, in last place, a Pan card may move where his own red card may
    not."""
    state = build(pos={0: 20, 1: 30, 2: 40}, hands={0: ["p0", "k6"]})
    assert "mv:p0" in codes(state, 0)
    assert "mv:k6" not in codes(state, 0)  # red is seat 0's own colour, it is not first


def test_k5_3_k5_17_several_moves_in_one_turn_and_k5_2_k5_1_then_the_next_seat():
    """K-5.1, K-5.2, K-5.3, K-5.17: two moves in one turn, then the turn passes to the next seat."""
    state = build(hands={0: ["k0", "k1", "k2"]})
    state = act(state, 0, "mv:k0").state
    assert GAME.waiting_for(state) == (0,)
    state = act(state, 0, "mv:k1").state
    assert state.players[0].pos == 2
    state = act(state, 0, "end").state
    assert GAME.waiting_for(state) == (1,)


def test_k6_2_to_k6_5_city_places_follow_arrivals_counting_passers_through():
    """K-6.2, K-6.3, K-6.4, K-6.5: London's places follow arrivals, counting a pawn that passed through."""
    state = build(pos={0: 7, 1: 6, 2: 3}, hands={0: ["k14"], 1: ["k34"], 2: ["k54", "k55"]})
    state.arrivals["9"] = 0
    state = act(state, 0, "mv:k14").state  # passes London (arrival 1) to 10
    assert state.players[0].pos == 10 and state.arrivals["9"] == 1
    state = act(state, 1, "mv:k34").state  # 6 -> 7, 8, London
    assert state.players[1].pos == 9
    assert state.players[1].slot == 2  # K-6.4: the second to arrive takes place 2
    state = act(state, 1, "end").state  # declines the Pan card
    state = act(state, 2, "mv:k54").state  # green 3: 3 -> 6
    state = act(state, 2, "mv:k55").state  # 6 -> 7, 8, London
    assert state.players[2].pos == 9 and state.players[2].slot == 3  # K-6.5: third to arrive


def test_k6_6_first_arrival_in_a_city_chooses_experience():
    """K-6.6: the first pawn to stop in London chooses one experience."""
    state = build(pos={0: 7}, hands={0: ["k6"]})
    state.arrivals["9"] = 0
    state = act(state, 0, "mv:k6").state
    assert codes(state, 0) == {"xp:bear", "xp:witch", "xp:dust", "xp:north"}
    assert act(state, 0, "xp:north").state.players[0].xp["north"] == 1


def test_k6_7_a_later_arrival_may_take_a_pan_card():
    """K-6.7, K-GAP-29: a later arrival in London may (not must) draw a Pan card, and gets no experience."""
    state = build(pos={0: 7, 1: 9}, hands={0: ["k6", "k0"]})
    state = act(state, 0, "mv:k6").state
    assert "pan" in codes(state, 0) and not any(c.startswith("xp:") for c in codes(state, 0))
    before = len(state.players[0].hand)
    after = act(state, 0, "pan").state
    assert len(after.players[0].hand) == before + 1
    assert "pan" not in codes(after, 0)
    declined = act(state, 0, "mv:k0").state  # K-GAP-29: taking it is optional
    assert "pan" not in codes(declined, 0)


def test_k_gap_11_at_the_hand_limit_the_city_pan_card_needs_room_first():
    hand = ["k6", "k0", "k1", "k2", "k3", "k4", "k5", "k7", "k8"]
    state = build(pos={0: 7, 1: 9}, hands={0: hand})
    state = act(state, 0, "mv:k6").state  # 8 cards left
    assert "pan" not in codes(state, 0) and "pan:k0" in codes(state, 0)
    after = act(state, 0, "pan:k0").state
    assert len(after.players[0].hand) == 8 and "k0" not in after.players[0].hand


def test_k7_2_the_leader_beyond_fens_uses_only_his_own_colour():
    """K-7.2: the leader beyond Fens may move only with red (his colour) or a Pan card."""
    state = build(pos={0: 30, 1: 20, 2: 10}, hands={0: ["k0", "k20", "k40", "p0"]})
    moves = {c for c in codes(state, 0) if c.startswith("mv:")}
    assert moves == {"mv:k0", "mv:p0"}


def test_k7_3_k7_4_players_behind_use_only_the_colours_ahead_of_them():
    """K-7.3, K-7.4, K-GAP-16: second place uses only the leader's colour, third and fourth place only
    the colours ahead."""
    state = build(pos={0: 30, 1: 20, 2: 25}, seat=1, hands={1: ["k0", "k20", "k40"]})
    # places: seat 0 (30) first, seat 2 (Trollesund) second, seat 1 (20) third
    assert {c for c in codes(state, 1) if c.startswith("mv:")} == {"mv:k0", "mv:k40"}
    second = build(pos={0: 30, 1: 20, 2: 25}, seat=2, hands={2: ["k0", "k20", "k40"]})
    assert {c for c in codes(second, 2) if c.startswith("mv:")} == {"mv:k0"}
    fourth = build(4, pos={0: 30, 1: 20, 2: 25, 3: 19}, seat=3, hands={3: ["k0", "k20", "k40", "k60"]})
    assert {c for c in codes(fourth, 3) if c.startswith("mv:")} == {"mv:k0", "mv:k20", "mv:k40"}


def test_k7_1_k_gap_16_a_pawn_in_fens_is_not_yet_restricted():
    """K-7.1, K-GAP-16: a pawn standing in Fens has not passed it and plays any colour."""
    state = build(pos={0: 16, 1: 30, 2: 20}, hands={0: ["k0", "k20", "k40"]})
    assert {c for c in codes(state, 0) if c.startswith("mv:")} == {"mv:k0", "mv:k20", "mv:k40"}


def test_k8_1_a_player_cannot_end_his_turn_without_moving():
    """K-8.1: ending the turn before any move is refused."""
    state = build(hands={0: ["k0"]})
    assert "end" not in codes(state, 0)
    with pytest.raises(IllegalActionError):
        act(state, 0, "end")


def test_k8_2_k8_3_forced_move_discards_a_card_and_gives_nothing():
    """K-8.2, K-8.3: with no playable card and no Pan card, discard any Lyra card, advance one space,
    gain nothing."""
    # seat 0 third beyond Fens with only his own colour: no legal card, no Pan
    state = build(pos={0: 19, 1: 30, 2: 25}, hands={0: ["k0", "k6"]})
    assert codes(state, 0) == {"fm:k0", "fm:k6"}
    after = act(state, 0, "fm:k6")
    p = after.state.players[0]
    assert p.pos == 20 and p.hand == ["k0"] and p.xp["bear"] == 0
    assert not any(isinstance(e, Gained) for e in after.events)


def test_k_gap_13_forced_move_without_any_card_and_only_before_moving():
    state = build(pos={0: 19, 1: 30, 2: 25}, hands={0: []})
    assert codes(state, 0) == {"fm"}
    after = act(state, 0, "fm").state  # the only move: the turn ends by itself
    assert after.players[0].pos == 20 and GAME.waiting_for(after) == (1,)
    moved = build(pos={0: 19, 1: 30, 2: 25}, hands={0: ["p0", "k0"]})
    moved = act(moved, 0, "mv:p0").state
    assert not any(c.startswith("fm") for c in codes(moved, 0))


def test_k11_1_to_k11_3_a_snow_field_near_the_end_stops_the_pawn_and_the_rest_is_lost():
    """K-11.2, K-11.3, K-GAP-15: a red 3 from 45 stops on the snow field 47; the third space is lost."""
    state = build(pos={0: 45}, hands={0: ["k14"]})  # red 3: 46, 47 snow (stop)
    after = act(state, 0, "mv:k14").state
    assert after.players[0].pos == 47
    assert after.players[0].xp["witch"] == 1  # K-GAP-15: the snow field shows witch


def test_k11_4_after_a_snow_field_the_pawn_may_move_on():
    """K-11.2, K-11.4: stopped on the snow field 47, the pawn moves on with another card."""
    state = build(pos={0: 46}, hands={0: ["k14", "k6"]})
    state = act(state, 0, "mv:k6").state  # 47 snow, stop
    assert state.players[0].pos == 47
    assert act(state, 0, "mv:k14").state.players[0].pos == 50


def test_k11_5_k11_6_an_occupied_snow_field_is_skipped():
    """K-11.5, K-11.6: the snow field 47 held by seat 1 is skipped and not counted."""
    state = build(pos={0: 45, 1: 47}, hands={0: ["k34"]})  # blue 3: seat 1 is ahead (K-7.3)
    after = act(state, 0, "mv:k34").state  # 46, (47 occupied), 48, 49
    assert after.players[0].pos == 49


def test_k_gap_31_reaching_the_goal_ends_the_movement_and_the_turn():
    state = build(pos={0: 60}, hands={0: ["k14", "k0"]})
    after = act(state, 0, "mv:k14").state
    assert after.players[0].pos == 61 and after.goal_count == 1
    assert GAME.waiting_for(after) == (1,)  # K-12.6: nothing more to do on the goal


def test_k_gap_14_the_full_value_must_be_used():
    state = build(hands={0: ["k14"]})
    assert {c for c in codes(state, 0) if c.startswith("mv:")} == {"mv:k14"}
    assert act(state, 0, "mv:k14").state.players[0].pos == 3
