"""Playing a turn: S-5, S-7, S-9, S-10, S-GAP-3, S-GAP-9 to S-GAP-11, S-GAP-17, S-GAP-24."""

import pytest

from rules.core import InvalidActionError
from rules.saboteur import GAME
from rules.saboteur.actions import decode
from rules.saboteur.data import CARDS
from tests.support.saboteur import act, build, english, hand_id, legal_codes


def kinds(state, seat=0):
    return {decode(action).kind for action in GAME.legal_actions(state, seat)}


def test_s_5_1_s_5_2_one_card_played_as_path_action_or_discard():
    """S-5.1, S-5.2: with cards in hand every choice plays exactly one of them: a path card, an
    action, or a discard; passing without a card is not offered."""
    state = build(hands={0: ["X", "BREAK-cart", "MAP"]})
    assert kinds(state) == {"place", "break", "map", "discard"}
    for action in GAME.legal_actions(state, 0):
        after = GAME.apply(state, 0, action).state
        assert len(after.hands[0]) == 3  # one played, one drawn
        card = decode(action).card
        assert card in state.hands[0] and card not in after.hands[0]


def test_s_gap_3_s_5_3_s_5_4_draw_after_playing_unless_the_pile_is_empty():
    """S-GAP-3, S-5.3, S-5.4: the top card of the draw pile is drawn after the play; with an
    empty pile nothing is drawn, and still only one card is played; the turn passes on."""
    state = build(hands={0: ["X", "MAP"]}, deck=5)
    top = state.deck[0]
    after = act(state, 0, f"d:{hand_id(state, 0, 'X')}").state
    assert top in after.hands[0] and after.deck == state.deck[1:] and GAME.waiting_for(after) == (1,)
    empty = build(hands={0: ["X", "MAP"], 1: ["X"]}, deck=0)
    after = act(empty, 0, f"d:{hand_id(empty, 0, 'X')}").state
    assert len(after.hands[0]) == 1 and GAME.waiting_for(after) == (1,)


def test_s_7_1_s_gap_10_map_and_rockfall_go_face_up_to_the_discard_pile():
    """S-7.1, S-9.4, S-GAP-10: resolved action cards lie face up on the discard pile, never
    lastingly in front of the player."""
    state = build(hands={0: ["MAP"]})
    card = hand_id(state, 0, "MAP")
    after = act(state, 0, f"m:{card}:8,2").state
    assert after.discard[-1] == (int(card[1:]), None) and after.broken[0] == ()


def test_s_7_2_s_7_4_s_gap_9_break_in_front_of_anyone():
    """S-7.2, S-7.4, S-GAP-9: a broken-tool card may go in front of any player, oneself
    included, and lies there."""
    state = build(n=3, hands={0: ["BREAK-lantern"]})
    card = hand_id(state, 0, "BREAK-lantern")
    assert {c for c in legal_codes(state, 0) if c.startswith("b:")} == {f"b:{card}:{s}" for s in range(3)}
    after = act(state, 0, f"b:{card}:2").state
    assert after.broken_tools(2) == ("lantern",)
    assert GAME.view(after, None)["players"][2]["broken"] == ["lantern"]


def test_s_7_4_s_7_5_s_7_7_s_gap_11_broken_tool_blocks_path_cards_only():
    """S-7.4, S-7.5, S-7.7, S-GAP-11: with a broken tool in front of him a player places no path
    card but may play action cards and discard."""
    state = build(hands={0: ["X", "BREAK-cart", "MAP"]}, broken={0: ["pickaxe"]})
    assert kinds(state) == {"break", "map", "discard"}
    assert f"d:{hand_id(state, 0, 'X')}" in legal_codes(state, 0)


def test_s_7_6_one_broken_card_per_tool():
    """S-7.6: at most one broken card of each kind (so three) in front of a player."""
    state = build(n=3, hands={0: ["BREAK-pickaxe"]}, broken={1: ["pickaxe"], 2: ["lantern", "cart"]})
    card = hand_id(state, 0, "BREAK-pickaxe")
    assert {c for c in legal_codes(state, 0) if c.startswith("b:")} == {f"b:{card}:0", f"b:{card}:2"}
    full = act(state, 0, f"b:{card}:2").state
    assert sorted(full.broken_tools(2)) == ["cart", "lantern", "pickaxe"]


def test_s_7_8_to_s_7_11_repair_removes_the_matching_card():
    """S-7.8, S-7.9, S-7.10, S-7.11, S-GAP-9: a repair removes the same tool's broken card in front of
    oneself or anyone else; both cards go to the discard pile face up."""
    state = build(n=3, hands={0: ["FIX-cart"]}, broken={0: ["cart"], 1: ["cart", "lantern"]})
    card = hand_id(state, 0, "FIX-cart")
    assert {c for c in legal_codes(state, 0) if c.startswith("r:")} == {
        f"r:{card}:0:cart",
        f"r:{card}:1:cart",
    }
    broken_card = state.broken[1][0]
    after = act(state, 0, f"r:{card}:1:cart").state
    assert after.broken_tools(1) == ("lantern",)
    assert after.discard[-2:] == ((int(card[1:]), None), (broken_card, None))


def test_s_7_12_s_7_13_double_repair_fixes_one_of_its_tools():
    """S-7.12, S-7.13: a double repair offers either tool, but repairs only one."""
    state = build(n=3, hands={0: ["FIX-pickaxe-lantern"]}, broken={2: ["pickaxe", "lantern", "cart"]})
    card = hand_id(state, 0, "FIX-pickaxe-lantern")
    repairs = {c for c in legal_codes(state, 0) if c.startswith("r:")}
    assert repairs == {f"r:{card}:2:pickaxe", f"r:{card}:2:lantern"}
    after = act(state, 0, f"r:{card}:2:lantern").state
    assert sorted(after.broken_tools(2)) == ["cart", "pickaxe"]


def test_s_7_14_repair_only_on_a_matching_broken_tool():
    """S-7.14: no repair without a matching broken tool (the double repair must match the tool
    it repairs)."""
    state = build(n=3, hands={0: ["FIX-pickaxe", "FIX-lantern-cart"]}, broken={1: ["pickaxe"]})
    fix = hand_id(state, 0, "FIX-pickaxe")
    assert {c for c in legal_codes(state, 0) if c.startswith("r:")} == {f"r:{fix}:1:pickaxe"}
    assert f"r:{hand_id(state, 0, 'FIX-lantern-cart')}:1:cart" not in legal_codes(state, 0)


def test_s_9_1_to_s_9_3_map_peek_is_private():
    """S-9.1, S-9.2, S-9.3, S-GAP-27: the map shows the chosen goal to its player only."""
    state = build(hands={0: ["MAP"]}, goals=("gold", "stone_ne", "stone_nw"))
    card = hand_id(state, 0, "MAP")
    transition = act(state, 0, f"m:{card}:8,2")
    after = transition.state
    assert GAME.view(after, 0)["you"]["peeks"] == [{"x": 8, "y": 2, "goal": "gold", "id": f"peek-{card}"}]
    assert GAME.view(after, 1)["you"]["peeks"] == []
    assert "gold" not in english(GAME.describe(transition.events[0], 1))
    assert "with a map: it is the gold." in english(GAME.describe(transition.events[0], 0))
    assert not next(g for g in after.goals if g.cell == (8, 2)).face_up


def test_s_gap_24_map_only_on_face_down_goals():
    """S-GAP-24: a map targets face-down goals only; with all face up it can only be discarded."""
    state = build(hands={0: ["MAP"]}, face_up={(8, 0): 0})
    card = hand_id(state, 0, "MAP")
    assert {c for c in legal_codes(state, 0) if c.startswith("m:")} == {f"m:{card}:8,2", f"m:{card}:8,-2"}
    all_up = build(hands={0: ["MAP"]}, face_up={(8, 2): 0, (8, 0): 0, (8, -2): 0})
    assert legal_codes(all_up, 0) == {f"d:{hand_id(all_up, 0, 'MAP')}"}


def test_s_10_1_s_10_2_s_gap_17_discard_face_down_is_the_pass():
    """S-10.1, S-10.2, S-10.3, S-GAP-17: any card may be discarded face down as the turn's play;
    the others read only that a card was discarded."""
    state = build(hands={0: ["X", "MAP"]})
    card = hand_id(state, 0, "MAP")
    assert {f"d:{hand_id(state, 0, 'X')}", f"d:{card}"} <= legal_codes(state, 0)
    transition = act(state, 0, f"d:{card}")
    assert transition.state.discard[-1] == (int(card[1:]), 0)  # face down, known to seat 0
    assert english(GAME.describe(transition.events[0], 1)).startswith("Ann discards a card face down.")
    assert english(GAME.describe(transition.events[0], 0)).startswith("Ann discards Map face down.")
    assert GAME.waiting_for(transition.state) == (1,)


def test_s_10_4_empty_hand_must_pass():
    """S-10.4: with no cards in hand the only move is to pass, discarding nothing."""
    state = build(hands={0: [], 1: ["X"]}, deck=0)
    assert legal_codes(state, 0) == {"pass"}
    after = act(state, 0, "pass").state
    assert after.discard == state.discard and GAME.waiting_for(after) == (1,)


def test_s_2_2_s_2_3_a_code_that_plays_a_card_as_something_it_is_not_is_no_action():
    """A path card breaks nothing, a map repairs nothing: such codes are not Saboteur actions
    at all (refused before any label could name a tool the card does not have)."""
    first = {kind: next(i for i, card in enumerate(CARDS) if card.code == kind) for kind in ("X", "MAP")}
    path, map_card = first["X"], first["MAP"]
    for code in (f"b:c{path}:7", f"r:c{map_card}:1:lantern", f"f:c{path}:2,0", f"p:c{map_card}:1,0:0"):
        with pytest.raises(InvalidActionError) as refused:
            GAME.parse_action(code)
        assert refused.value.message.id == "sab-not-an-action" and refused.value.message.args["code"] == code
    assert decode(GAME.parse_action(f"m:c{map_card}:8,0")).kind == "map"
