"""Alethiometer turns: choosing characters, the spin, red and light-blue icons, playing sets,
Item tiles, Lyra's movement and the pace rule (A-5 to A-11, A-DEC-4, their gaps)."""

from dataclasses import replace

import pytest

from rules.alethiometer import GAME, data
from rules.alethiometer import mechanics as m
from rules.alethiometer.state import Job
from rules.core import IllegalActionError
from tests.support.alethiometer import act, build, codes


def kinds(state, seat):
    return sorted(m.kinds(state.hands[seat]))


# --- A-5 choose a character ---------------------------------------------------------------------


def test_simultaneous_choice_ally_kept_opposition_to_the_left_A_5_2_to_A_5_9():
    """A-5.2 keep one of two, A-5.3 the other face down to the left, A-5.4, A-5.5, A-5.6, A-5.8,
    A-5.9 public abilities; A-6.2 the dealer starts."""
    state = GAME.setup(3, seed=11)
    assert GAME.waiting_for(state) == (0, 1, 2)
    dealt = state.dealt
    state = act(state, 1, f"keep:{dealt[1][0]}")
    assert GAME.waiting_for(state) == (0, 2)
    assert data.CHARACTERS[dealt[1][0]].name not in str(GAME.view(state, 0))  # face down
    state = act(state, 0, f"keep:{dealt[0][1]}")
    state = act(state, 2, f"keep:{dealt[2][0]}")
    assert state.allies == (dealt[0][1], dealt[1][0], dealt[2][0])
    assert state.oppositions == (dealt[2][1], dealt[0][0], dealt[1][1])
    public = GAME.view(state, None)
    for seat in range(3):
        expected = sum(data.CHARACTERS[c].magisterium for c in (state.allies[seat], state.oppositions[seat]))
        assert public["seats"][seat]["magisterium"] == expected  # A-DEC-8
        assert public["seats"][seat]["ally"]["text"] == data.CHARACTERS[state.allies[seat]].text
    assert state.phase == "turn" and state.current == state.dealer
    assert GAME.waiting_for(state) == (state.dealer,)


def test_keep_a_card_not_dealt_is_refused_A_5_2():
    """A-5.2: only one of your own two cards can be kept."""
    state = GAME.setup(2, seed=2)
    foreign = state.dealt[1][0]
    with pytest.raises(IllegalActionError):
        GAME.apply(state, 0, GAME.parse_action(f"keep:{foreign}"))


# --- A-6 turns ----------------------------------------------------------------------------------


def test_spin_offers_either_end_A_6_5_to_A_6_8():
    """A-6.6, A-6.8: the red end and the light-blue end of the spun position are both offered."""
    state = build(spin=2, hands={0: ["ermine"]})  # draw 3 / Magisterium
    assert codes(state, 0) == {"red", "mag:0", "mag:1", "mag:2", "skip"}
    state = build(spin=1)  # draw 2 advance 1 / Alethiometer
    assert codes(state, 0) == {"red", "alet", "skip"}


def test_turns_pass_clockwise_and_each_starts_with_a_spin_A_6_1_A_GAP_7():
    """A-6.1 individual turns one after another, to the left (A-GAP-7)."""
    state = act(build(n=3, current=2, spin=1), 2, "red")
    assert state.current == 0 and state.turns == 2 and state.dial >= 0
    assert GAME.waiting_for(state) == (0,)


# --- A-7 red icon -------------------------------------------------------------------------------


def test_red_icon_draws_advances_and_ends_the_turn_A_7_1_A_7_5_A_7_7_A_GAP_4():
    """A-7.1 draw, A-7.5 advance, A-7.7 the turn ends (A-GAP-4)."""
    state = build(spin=1, lyra=2, hands={0: ["ermine", "sun"]}, deck_top=["goose", "anchor"])
    after = act(state, 0, "red")
    assert kinds(after, 0) == ["anchor", "ermine", "goose", "sun"]
    assert after.lyra == 3  # advance 1
    assert after.current == 1 and after.queue[0] == Job("icon", 1)  # no optional action, no cards


def test_hand_limit_discard_before_advancing_A_7_3_A_7_4_A_GAP_11():
    """A-7.3 at most 7 cards, A-7.4 the excess discarded at once, by the owner (A-GAP-11)."""
    hand = ["ermine", "ermine", "sun", "sun", "goose", "wild"]
    state = build(spin=4, lyra=2, hands={0: hand}, deck_top=["anchor", "monkey"])  # draw 2, advance 2
    state = act(state, 0, "red")
    assert len(state.hands[0]) == 8 and state.lyra == 2 and GAME.waiting_for(state) == (0,)
    assert codes(state, 0) == {
        "disc:ermine",
        "disc:monkey",
        "disc:goose",
        "disc:sun",
        "disc:anchor",
        "disc:wild",
    }
    state = act(state, 0, "disc:anchor")  # the owner chooses (A-GAP-11)
    assert len(state.hands[0]) == 7 and "anchor" not in kinds(state, 0)
    assert state.lyra == 4 and state.current == 1  # then advance, then the turn ends
    assert m.kind_of(state.discard[-1]) == "anchor"  # A-GAP-11: face-up discard pile


def test_extra_steps_into_a_destination_are_lost_A_GAP_13():
    state = act(build(spin=4, lyra=8), 0, "red")
    assert state.lyra == 9 and state.phase == "end"


def test_empty_deck_refills_from_the_discard_pile_A_GAP_12():
    state = build(spin=1, discard=["goose", "goose", "sun"])
    state = replace(state, discard=state.discard + state.deck, deck=())
    state = act(state, 0, "red")
    assert len(state.hands[0]) == 2 and state.discard == () and len(state.deck) == 76 - 2


# --- A-8 light-blue icon ------------------------------------------------------------------------


def test_alethiometer_action_places_a_token_then_cards_may_be_played_A_8_1_A_8_2_A_8_9_A_GAP_19():
    """A-8.2 a token on the current Destination (A-GAP-19); A-8.1 then cards may be played;
    A-8.9 or none, even with a playable set in hand."""
    state = act(build(spin=1, hands={0: ["goose", "goose"]}), 0, "alet")
    assert state.on_dest[0] == 1 and state.supply[0] == 13
    assert state.queue[0] == Job("play", 0) and codes(state, 0) == {"pair:goose:2", "end"}
    ended = act(state, 0, "end")
    assert ended.current == 1 and kinds(ended, 0) == ["goose", "goose"]


def test_magisterium_any_player_even_self_or_holder_A_8_3_A_GAP_20():
    """A-8.3: the chosen player takes the Sky Ferry, from anyone, even himself (A-GAP-20)."""
    state = build(spin=2, ferry=1)
    assert {"mag:0", "mag:1", "mag:2"} <= codes(state, 0)
    assert act(state, 0, "mag:0").ferry == 0
    assert act(state, 0, "mag:2").ferry == 2


def test_ally_action_uses_the_ally_A_8_5_A_GAP_6():
    """A-8.5: the Ally icon uses the ally's ability (A-GAP-6)."""
    state = build(spin=3, allies={0: "Lyra Belacqua"})  # Ally icon
    assert "ally" in codes(state, 0)
    assert len(act(state, 0, "ally").hands[0]) == 2
    assert "ally" not in codes(build(spin=1, allies={0: "Lyra Belacqua"}), 0)  # only through the action


def test_dust_knowledge_supply_then_from_a_player_A_8_6_A_8_7_A_GAP_25():
    """A-8.6 a Dust token from the supply; A-8.7 from a player once it is empty (A-GAP-25)."""
    state = build(spin=4)
    assert act(state, 0, "dust").dust == (1, 0, 0)
    empty = build(spin=4, dust_supply=0, dust=(2, 5, 1))
    assert {c for c in codes(empty, 0) if c.startswith("dust")} == {"dust:1", "dust:2"}
    assert act(empty, 0, "dust:1").dust == (3, 4, 1)
    mine = build(spin=4, dust_supply=0, dust=(8, 0, 0))
    assert not any(c.startswith("dust") for c in codes(mine, 0))  # no effect: not offered


def test_choose_your_action_offers_all_four_A_8_8():
    """A-8.8: any one of the four Optional Actions, and only one."""
    state = build(spin=6, allies={0: "Lord Asriel"})
    assert {"alet", "mag:1", "dust", "ally", "red", "skip"} <= codes(state, 0)
    after = act(state, 0, "dust")
    assert after.dust[0] == 1 and after.queue[0] == Job("play", 0)
    assert not codes(after, 0) & {"alet", "dust", "ally", "mag:1"}


def test_skip_the_optional_action_and_play_cards_A_8_10():
    """A-8.10: skip the Optional Action and just play cards."""
    state = act(build(spin=1, hands={0: ["goose", "goose"]}), 0, "skip")
    assert state.on_dest[0] == 0 and "pair:goose:2" in codes(state, 0)


# --- Lyra's location ------------------------------------------------------------------


@pytest.mark.parametrize(
    "part,lyra,expected",
    [
        (1, 0, "jordan"),  # Start counts as the location ahead
        (1, 4, "jordan"),
        (1, 5, "london"),
        (1, 9, "london"),  # just entered Destination 1
        (2, 9, "trollesund"),  # next part, still in Destination 1
        (2, 18, "bolvangar"),
        (3, 18, "svalbard"),
        (3, 27, "lights"),
    ],
)
def test_where_lyra_counts_as_staying_A_9_2_A_11_1_to_A_11_3_A_GAP_15(part, lyra, expected):
    """A-9.2, A-11.1: the location Lyra counts as staying in; A-11.2, A-11.3 (A-GAP-15) in the boxes."""
    assert m.location(build(part=part, lyra=lyra)) == expected


def test_tile_from_the_location_just_left_after_entering_a_destination_A_11_3_A_9_4():
    """A-11.1, A-11.3: the tile comes from London, just left; A-9.4, A-12.1 the part ends after the turn."""
    state = build(spin=3, lyra=8, allies={0: "Tony Costa"}, hands={0: ["goose", "goose"]})
    state = act(state, 0, "ally")
    assert state.lyra == 9 and state.phase == "turn"  # the turn goes on
    state = act(state, 0, "pair:goose:2")
    assert data.TILES[state.tiles[0][0]].origin == "london"
    state = act(state, 0, "end")
    assert state.phase == "end"


# --- A-10 Lyra cards ----------------------------------------------------------------------------


def test_daemon_pair_takes_a_tile_from_the_location_A_10_2_A_GAP_16():
    """A-10.2, A-11.1: a Daemon pair takes a tile from Lyra's location (A-GAP-16); A-11.4 the tile
    is kept for the last part, nothing is scored now."""
    state = act(build(spin=1, lyra=3, hands={0: ["monkey", "monkey", "sun"]}, tiles={0: ["t7"]}), 0, "skip")
    assert not any(c.startswith("score") for c in codes(state, 0))
    top = state.stacks[0][-1]
    state = act(state, 0, "pair:monkey:2")
    assert state.tiles[0] == ("t7", top) and len(state.stacks[0]) == 5 and kinds(state, 0) == ["sun"]
    assert data.TILES[top].origin == "jordan" and state.scored[0] == ()
    empty = replace(
        state, stacks=((), *state.stacks[1:]), hands=(state.hands[0] + state.hands[0], *state.hands[1:])
    )
    assert not any(c.startswith("pair") for c in codes(empty, 0))  # A-GAP-16: empty stack


def test_three_symbols_place_two_tokens_A_10_3():
    """A-10.3: three matching symbols place 2 Symbol tokens."""
    state = act(build(spin=1, hands={0: ["sun", "sun", "sun"]}), 0, "skip")
    state = act(state, 0, "tri:sun:3")
    assert state.on_dest[0] == 2 and state.hands[0] == ()


def test_spyfly_pair_steals_an_unscored_tile_A_10_4_A_10_5_A_GAP_17():
    """A-10.4 a Spyfly pair steals a tile; A-10.5 only unscored tiles (A-GAP-17)."""
    state = build(spin=1, hands={0: ["spyfly", "spyfly"]}, tiles={1: ["t2", "t3"]})
    state = act(state, 0, "skip")
    assert "spy:1" in codes(state, 0) and "spy:2" not in codes(state, 0)
    after = act(state, 0, "spy:1")
    assert len(after.tiles[0]) == 1 and len(after.tiles[1]) == 1 and after.tiles[0][0] in ("t2", "t3")
    scored_only = build(part=3, lyra=20, spin=1, hands={0: ["spyfly", "spyfly"]}, scored={1: [("t2", 0)]})
    assert not any(c.startswith("spy") for c in codes(act(scored_only, 0, "skip"), 0))


def test_wild_completes_daemon_and_symbol_sets_but_not_spyfly_A_10_6_A_GAP_10():
    """A-10.6: a Wild completes a Daemon or symbol set, not a Spyfly one (A-GAP-10)."""
    state = act(build(spin=1, hands={0: ["ermine", "wild", "wild", "sun", "spyfly"]}), 0, "skip")
    got = codes(state, 0)
    assert {"pair:ermine:1", "tri:sun:1"} <= got
    assert not any(c.startswith("spy") for c in got)
    only_wild = act(build(spin=1, hands={0: ["wild", "wild", "wild"]}), 0, "skip")
    assert codes(only_wild, 0) == {"end"}


def test_several_sets_in_one_turn_A_10_1_A_10_7():
    """A-10.1, A-10.7: any number of sets, combined, in one turn."""
    hand = ["goose", "goose", "anchor", "anchor", "anchor", "leopard", "leopard"]
    state = act(build(spin=1, hands={0: hand}), 0, "skip")
    state = act(state, 0, "pair:goose:2")
    state = act(state, 0, "tri:anchor:3")
    state = act(state, 0, "pair:leopard:2")
    assert len(state.tiles[0]) == 2 and state.on_dest[0] == 2 and state.hands[0] == ()


def test_tiles_stay_face_down_to_others_A_11_4_A_11_5():
    """A-11.5: collected tiles stay face down to the others."""
    state = build(spin=1, tiles={1: ["t1", "t6"]})
    public, other, owner = GAME.view(state, None), GAME.view(state, 0), GAME.view(state, 1)
    assert public["seats"][1]["tile_origins"] == ["jordan", "jordan"]
    assert "t1" not in str(public) and "t1" not in str(other)
    assert {t["id"] for t in owner["you"]["tiles"]} == {"t1", "t6"}


# --- A-DEC-4 pace, A-GAP-14 ---------------------------------------------------------------------


def test_pace_rule_moves_lyra_after_k_times_n_still_turns_A_DEC_4_A_GAP_14():
    """A-DEC-4 (revised): the pace period is P = k x N turns, k = data.PACE_FACTOR >= 2, so the
    N-th still turn in a row no longer moves Lyra; the P-th does, and any movement resets."""
    period = data.PACE_FACTOR * 3
    assert data.PACE_FACTOR >= 2
    state = build(n=3, spin=1, lyra=3, still=2)
    state = act(act(state, 0, "skip"), 0, "end")
    assert state.lyra == 3 and state.still == 3  # the N-th still turn: no pace step any more
    state = build(n=3, spin=1, lyra=3, still=period - 2)
    state = act(act(state, 0, "skip"), 0, "end")
    assert state.lyra == 3 and state.still == period - 1  # a light-blue turn moves nobody (A-GAP-14)
    state = replace(state, dial=0)
    state = act(act(state, 1, "skip"), 1, "end")
    assert state.lyra == 4 and state.still == 0  # the P-th still turn in a row: one step
    assert GAME.view(state, None)["last"]["path"] == [3, 4]
    moved = act(build(n=3, spin=1, lyra=3, still=period - 1), 0, "red")
    assert moved.lyra == 4 and moved.still == 0  # moving resets the count


def test_pace_step_into_a_destination_ends_the_part_A_DEC_4():
    still = data.PACE_FACTOR * 2 - 1
    state = act(act(build(n=2, spin=1, lyra=8, still=still), 0, "skip"), 0, "end")
    assert state.lyra == 9 and state.phase == "end" and state.last_turn == 0
