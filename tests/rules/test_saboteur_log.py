"""Saboteur log lines a player can follow (issue 15): a goal turned up is told before the draw,
with who turned it and how a stone lies (S-11.1 to S-11.5); repairs and breaks of one's own
tools; a discard with the draw pile empty is the pass it is (S-10.2); the game-over line names
the winners (S-14.2 to S-14.4)."""

from images import saboteur as sab
from rules.saboteur import GAME
from rules.saboteur.events import GameEnded
from tests.support import saboteur_scenes as scenes
from tests.support.saboteur import TUNNEL, act, build, english, hand_id


def lines(transition, viewer):
    return [english(line) for event in transition.events if (line := GAME.describe(event, viewer))]


def test_s_11_1_s_11_5_a_goal_turned_up_is_told_before_the_draw_with_who_and_how_it_lies():
    state = build(hands={0: ["IEW"]}, maze=TUNNEL, goals=("gold", "stone_ne", "stone_nw"))
    transition = act(state, 0, f"p:{hand_id(state, 0, 'IEW')}:7,0:0")
    # the stone (open north and east as printed) was reached from the west: it lies turned (S-11.5)
    assert lines(transition, None) == [
        "Ann placed a Straight (horizontal) at 7,0. Ann turned up the goal at 8,0: a stone, "
        "lying open SW. Ann drew a card."
    ]


def test_own_tools_are_repaired_and_broken_as_their_own():
    state = build(hands={0: ["FIX-pickaxe", "BREAK-cart"]}, broken={0: ["pickaxe"], 1: ["lantern"]})
    fix, brk = hand_id(state, 0, "FIX-pickaxe"), hand_id(state, 0, "BREAK-cart")
    repaired = lines(act(state, 0, f"r:{fix}:0:pickaxe"), 1)[0]
    assert repaired.startswith("Ann repaired their own pickaxe with a Repair pickaxe.")
    assert lines(act(state, 0, f"b:{brk}:0"), 1)[0].startswith("Ann broke their own cart.")
    assert lines(act(state, 0, f"b:{brk}:1"), 1)[0].startswith("Ann broke Bob's cart.")


def test_s_10_2_a_discard_with_the_draw_pile_empty_reads_as_a_pass():
    state = build(hands={0: ["X", "IEW"]}, deck=0)
    transition = act(state, 0, f"d:{hand_id(state, 0, 'X')}")
    assert lines(transition, 1) == ["Ann passed, discarding a card face down (the draw pile is empty)."]
    assert lines(transition, 0) == ["Ann passed, discarding Crossroads face down (the draw pile is empty)."]


def test_s_14_the_game_over_line_gives_each_players_gold_and_leaves_the_winners_to_the_host():
    """The host's closing line names the winners (host-winners): the game's line does not say it twice."""
    one = english(GAME.describe(GameEnded(scores=(5, 7, 3, 2)), None))
    assert one == "The game is over. Gold: Ann: 5, Bob: 7, Cid: 3, Dee: 2."
    shared = english(GAME.describe(GameEnded(scores=(5, 7, 7, 2)), 0))
    assert " win" not in shared and shared.count(": 7") == 2


def test_s_14_the_final_board_names_the_winners():
    """The header of the board after the last round says who has the most gold."""
    state = scenes.game_over()
    view = GAME.view(state, None)
    names = scenes.names_for(state.n)
    best = max(view["scores"])
    winners = [names[seat] for seat, gold in enumerate(view["scores"]) if gold == best]
    header = sab._status(view, sab.words_for(view, names, "en"))
    assert header == "Game over; most gold: " + ", ".join(winners)
