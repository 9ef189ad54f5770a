"""Pan cards and companions of Der Goldene Kompass: K-13, K-14, K-15, K-DEC-5, K-DEC-8 and
their gaps (K-GAP-20 to K-GAP-28). Card ids: see test_kompass_movement.py."""

import random

import pytest

from rules.core import IllegalActionError
from rules.kompass import GAME
from tests.support.kompass import act, build, codes


def test_k13_1_k14_1_k_gap_20_marten_moves_1_2_or_3_with_the_normal_reward():
    """K-13.1, K-14.1, K-GAP-20: the Marten's ability moves 1, 2 or 3 spaces with the normal reward."""
    state = build(hands={0: ["p0", "k0"]})
    assert {"mv:p0", "mt:p0:1", "mt:p0:2", "mt:p0:3"} <= codes(state, 0)
    after = act(state, 0, "mt:p0:3").state
    assert after.players[0].pos == 3 and after.players[0].xp["dust"] == 1
    assert after.turn.moved  # K-GAP-13: a Marten move counts as the move


def test_k14_2_k_dec_8_a_mouse_answers_an_opponents_gain_at_the_next_own_decision():
    """K-14.2, K-DEC-8: seat 1's witch Mouse answers seat 0's witch gain at seat 1's next decision."""
    state = build(pos={0: 4, 1: 0}, hands={0: ["k0", "k1"], 1: ["p5", "k20"]})  # p5: Mouse (witch)
    state = act(state, 0, "mv:k0").state  # seat 0 to 5 (witch)
    assert state.players[0].xp["witch"] == 1 and "0:witch:space" in GAME.view(state, None)["gains"]
    assert "mouse:p5" not in codes(state, 0)  # it is not seat 0's card
    state = act(state, 0, "end").state
    assert "mouse:p5" in codes(state, 1)
    after = act(state, 1, "mouse:p5").state
    assert after.players[1].xp["witch"] == 1 and "p5" in after.pan_discard
    assert after.gains[-1] == "1:witch:mouse"


def test_k_dec_8_the_mouse_window_closes_after_the_owners_next_decision():
    state = build(pos={0: 4, 1: 0}, hands={0: ["k0", "k1"], 1: ["p5", "k20", "k21"]})
    state = act(state, 0, "mv:k0").state
    state = act(state, 0, "end").state
    state = act(state, 1, "mv:k20").state  # seat 1 decides without playing the Mouse
    assert "mouse:p5" not in codes(state, 1)


def test_k_gap_21_own_gains_and_mouse_gains_do_not_trigger_a_mouse():
    state = build(pos={0: 4, 1: 0}, hands={0: ["k0", "p5", "k1"], 2: ["p4"]})
    state = act(state, 0, "mv:k0").state  # seat 0 gains witch and holds the witch Mouse
    assert "mouse:p5" not in codes(state, 0)
    state.gains.append("1:bear:mouse")  # a gain through a Mouse by seat 1
    state = act(state, 0, "end").state
    state = act(state, 1, GAME.legal_actions(state, 1)[0].code).state
    assert all(not c.startswith("mouse") for c in codes(state, 2))


def test_k14_3_k_gap_22_a_cat_lends_an_opponents_companion_once():
    """K-14.3, K-GAP-22, K-GAP-23: a Cat lends seat 1's Lee Scoresby for one use."""
    state = build(hands={0: ["p12", "k0", "k1"]}, companions={1: ["lee"]})
    assert "cat:p12:lee" in codes(state, 0) and "lee" not in codes(state, 0)
    assert not any(c.startswith("cat:p12:macosta") for c in codes(state, 0))  # phase 2 only
    state = act(state, 0, "cat:p12:lee").state
    assert not state.turn.moved  # K-GAP-23: playing a Cat is not a move
    state = act(state, 0, "lee").state
    assert state.players[0].pos == 1 and "lee" not in codes(state, 0)


def test_k_gap_22_a_cat_copies_ma_costa_in_phase_2():
    state = build(
        phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["p12"]}, companions={0: ["macosta"]}
    )
    assert state.turn.left == 3
    after = act(state, 2, "cat:p12:macosta").state
    assert after.turn.left == 4


def test_k14_4_k14_5_butterfly_swaps_lyra_cards_in_any_colours():
    """K-14.4, K-14.5: a Butterfly swaps two red cards for a blue and a green one."""
    state = build(hands={0: ["p14", "k0", "k1", "k20"]})
    state = act(state, 0, "bf:p14").state
    assert codes(state, 0) == {"bfd:k0", "bfd:k1", "bfd:k20", "bfx"}
    state = act(state, 0, "bfd:k0").state
    state = act(state, 0, "bfd:k1").state
    state = act(state, 0, "bfx").state
    assert {"draw:red", "draw:blue", "draw:green"} <= codes(state, 0)
    tops = {state.lyra["blue"][-1], state.lyra["green"][-1]}
    state = act(state, 0, "draw:blue").state
    state = act(state, 0, "draw:green").state
    p = state.players[0]
    assert len(p.hand) == 3 and "k20" in p.hand and not {"k0", "k1"} & set(p.hand)
    assert tops <= set(p.hand)  # K-14.5: from the tops of the piles
    assert state.turn.mode == "move" and not state.turn.moved  # then he still must move


def test_k14_6_k14_7_k_gap_24_an_owl_doubles_a_gain_of_its_kind_after_a_move():
    """K-14.6, K-14.7, K-GAP-24: the dust Owl adds one dust to a dust gain after a move, until the next
    move."""
    state = build(pos={0: 2}, hands={0: ["p10", "p8", "k0", "k1"]})  # Owls: dust, bear
    state = act(state, 0, "mv:k0").state  # to 3: dust
    assert "owl:p10" in codes(state, 0) and "owl:p8" not in codes(state, 0)
    after = act(state, 0, "owl:p10").state
    assert after.players[0].xp["dust"] == 2 and "owl:p10" not in codes(after, 0)
    later = act(state, 0, "mv:k1").state  # the window closes with the next move
    assert "owl:p10" not in codes(later, 0)


def test_k15_1_k_gap_26_iorek_passes_one_snow_field_per_round():
    """K-15.1, K-GAP-26: Iorek passes one snow field per round; the second one stops the pawn."""
    state = build(pos={0: 45}, hands={0: ["k14", "k15"]}, companions={0: ["iorek"]})
    assert {"mv:k14", "mv:k14:ice"} <= codes(state, 0)
    state = act(state, 0, "mv:k14:ice").state  # 46, 47 (snow, passed), 48
    assert state.players[0].pos == 48 and state.players[0].iorek_used
    state.players[0].pos = 50
    assert "mv:k15:ice" not in codes(state, 0)  # once per round
    assert act(state, 0, "mv:k15").state.players[0].pos == 51


def test_k15_2_serafina_plays_a_3_as_1_or_2():
    """K-15.2: with Serafina a 3 may be played as a 2; without her it may not."""
    state = build(hands={0: ["k14", "k0"]}, companions={0: ["serafina"]})
    assert {"mv:k14", "mv:k14:1", "mv:k14:2"} <= codes(state, 0)
    assert act(state, 0, "mv:k14:2").state.players[0].pos == 2
    plain = build(hands={0: ["k14"]})
    with pytest.raises(IllegalActionError):
        act(plain, 0, "mv:k14:2")


def test_k15_3_k_gap_27_lee_moves_one_space_free_once_per_round():
    """K-15.3, K-GAP-27: Lee moves one space without a card, with the space's reward, once per round."""
    state = build(hands={0: ["k0"]}, companions={0: ["lee"]})
    state = act(state, 0, "lee").state
    p = state.players[0]
    assert p.pos == 1 and p.hand == ["k0"] and p.xp["north"] == 1
    assert "lee" not in codes(state, 0)


def test_k15_4_k15_5_ma_costa_draws_one_more_within_the_hand_limit():
    """K-15.4, K-15.5: Ma Costa adds one draw, but the hand limit of 8 still stops the draw
    (the player may discard to draw on, K-4.10)."""
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, companions={2: ["macosta"]})
    assert state.turn.left == 4  # third place: 3 + 1
    full = ["k40", "k41", "k42", "k43", "k44", "k45", "k46"]
    limited = build(
        phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: full}, companions={2: ["macosta"]}
    )
    limited = act(limited, 2, "draw:red").state
    assert len(limited.players[2].hand) == 8 and limited.turn.left == 3
    assert not any(c.startswith("draw:") for c in codes(limited, 2)) and "stop" in codes(limited, 2)


def test_k15_6_k_gap_28_john_faa_swaps_one_lyra_draw_for_a_pan_card():
    """K-15.6, K-GAP-28: John Faa draws the top Pan card instead of one Lyra card, once."""
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: []}, companions={2: ["johnfaa"]})
    top = state.pan[-1]
    state = act(state, 2, "draw:pan").state
    assert state.players[2].hand == [top] and state.turn.left == 2
    assert "draw:pan" not in codes(state, 2)


def test_k15_7_k_gap_25_farder_coram_adds_a_choice_on_compass_and_city_spaces():
    """K-15.7, K-GAP-25: Farder Coram adds a chosen experience on a compass space and in a city, not
    after a forced move."""
    state = build(pos={0: 1}, hands={0: ["k14", "k6", "k0"]}, companions={0: ["coram"]})
    state = act(state, 0, "mv:k14").state  # to 4, compass
    state = act(state, 0, "xp:bear").state
    state = act(state, 0, "xp:dust").state  # Farder Coram's extra experience
    assert state.players[0].xp == {"bear": 1, "witch": 0, "dust": 1, "north": 0}
    assert not state.turn.pending
    city = build(pos={0: 7, 1: 9}, hands={0: ["k6", "k0"]}, companions={0: ["coram"]})
    city = act(city, 0, "mv:k6").state  # later arrival in London: Pan card + Coram's choice
    assert city.turn.city_pan and city.turn.pending == ["xp:coram"]
    forced = build(pos={0: 17, 1: 30, 2: 25}, hands={0: ["k0"]}, companions={0: ["coram"]})
    forced = act(forced, 0, "fm:k0").state  # forced onto the compass space 18: nothing
    assert sum(forced.players[0].xp.values()) == 0


def test_k10_3_a_companion_works_from_the_next_round():
    """K-10.3: Lee Scoresby taken in round 2 can be used in round 3."""
    state = build(2, phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"}, order=[1, 0])
    state = act(state, 0, "task").state
    state = act(state, 0, "comp:lee").state  # end of round 2 follows
    while not (state.phase == "move" and GAME.waiting_for(state) == (0,)):
        seat = GAME.waiting_for(state)[0]
        legal = GAME.legal_actions(state, seat)
        state = GAME.apply(state, seat, GAME.ai_action(GAME.view(state, seat), legal, random.Random(1))).state
    assert state.round == 3 and "lee" in codes(state, 0)


def test_k_dec_8_holding_a_mouse_never_makes_the_game_wait():
    # seat 1 holds the witch Mouse, gets a witch gain to answer, but has no task to complete
    state = build(phase="task", seat=0, order=[0, 1, 2], hands={1: ["p5", "k20"]})
    state.gains.append("0:witch:space")
    after = act(state, 0, "pass").state
    assert 1 not in GAME.waiting_for(after)  # phase 4 skipped seat 1 as if it held nothing
    assert after.mouse_mark[1] == 0  # the window is still open for its next decision


def test_k_gap_22_a_lent_serafina_iorek_or_coram_works_exactly_once():
    lent = {1: ["serafina", "iorek", "coram"]}
    state = build(pos={0: 45}, hands={0: ["p12", "p13", "k14", "k15", "k16"]}, companions=lent)
    state = act(state, 0, "cat:p12:serafina").state
    state = act(state, 0, "mv:k14:2").state  # 46, 47 (snow): stops there anyway
    assert state.players[0].pos == 47 and "mv:k15:2" not in codes(state, 0)
    state = act(state, 0, "cat:p13:iorek").state
    state.players[0].pos = 50
    state = act(state, 0, "mv:k15:ice").state  # 51 (snow, passed), 52, 53 compass
    assert state.players[0].pos == 53 and "ice" not in " ".join(codes(state, 0))
    coram = build(pos={0: 1}, hands={0: ["p12", "k14", "k0"]}, companions={1: ["coram"]})
    coram = act(coram, 0, "cat:p12:coram").state
    coram = act(coram, 0, "mv:k14").state  # compass space 4: own choice + Coram's
    assert coram.turn.pending == ["xp:compass", "xp:coram"] and coram.turn.borrowed == []


def test_k5_11_a_gain_lost_at_6_is_not_recorded_and_no_owl_answers_it():
    state = build(pos={0: 2}, hands={0: ["p10", "k0", "k1"]}, xp={0: {"dust": 6}})
    after = act(state, 0, "mv:k0").state  # to 3 (dust), already at 6
    assert after.gains == [] and "owl:p10" not in codes(after, 0)


def ai_choice(state, seat=0):
    return GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(1)).code


def test_k14_3_k_gap_22_the_ai_borrows_a_companion_with_a_cat_when_it_pays():
    """K-14.3, K-GAP-22, K-15.2: from space 2 a red 3 lands on a witch space it has no use for
    (witch and dust full), and the Cat as a one-space move on dust; borrowing the opponent's
    Serafina makes the 3 a 2 that lands on the compass: the AI plays the Cat for her."""
    full = {"witch": 6, "dust": 6}
    state = build(pos={0: 2, 1: 12}, hands={0: ["k14", "p12"]}, xp={0: full}, companions={1: ["serafina"]})
    assert "cat:p12:serafina" in codes(state, 0)
    assert ai_choice(state) == "cat:p12:serafina"
    lent = act(state, 0, "cat:p12:serafina").state
    assert ai_choice(lent) == "mv:k14:2"
    # from space 1 the 3 itself reaches the compass: the loan would not pay, the Cat is kept
    plain = build(pos={0: 1, 1: 12}, hands={0: ["k14", "p12"]}, xp={0: full}, companions={1: ["serafina"]})
    assert ai_choice(plain) == "mv:k14"


def test_k12_5_the_ai_with_its_tasks_done_heads_for_the_goal_to_take_the_missing_experience():
    """K-12.5, K-12.7: with every task done and one witch experience short, the goal bonus
    fills the gap at the round's end: the AI moves onto the goal rather than next to it."""
    state = build(
        2,
        pos={0: 59, 1: 40},
        hands={0: ["k0", "k6"]},  # red 1 (to space 60), red 2 (to the goal)
        xp={0: {"bear": 3, "witch": 2, "dust": 3, "north": 3}},
        done={0: ["t0", "t1", "t2", "t3"]},
    )
    assert ai_choice(state) == "mv:k6"
