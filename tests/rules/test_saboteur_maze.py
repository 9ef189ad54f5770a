"""The maze: placing path cards, connectivity, goals and rockfalls. S-6, S-8, S-11.1, S-11.2,
S-11.3, S-11.4, S-11.5,
S-GAP-6, S-GAP-7, S-GAP-12 to S-GAP-15, S-GAP-25, S-GAP-26, S-DEC-2 (loose_connection)."""

import pytest

from rules.core import InvalidActionError
from rules.saboteur import GAME
from rules.saboteur.data import E, N, S, W
from rules.saboteur.events import GoalRevealed, Placed, RoundEnded
from rules.saboteur.maze import goal_rotation
from tests.support.saboteur import TUNNEL, act, build, hand_id, legal_codes


def placements(state, seat=0):
    return {code for code in legal_codes(state, seat) if code.startswith("p:")}


def test_s_6_2_card_must_join_the_maze():
    """S-6.2, S-GAP-6 (1, 2): only empty cells next to a card; a taken cell never."""
    state = build(hands={0: ["X"]}, maze={(1, 0): "X"})
    card = hand_id(state, 0, "X")
    assert f"p:{card}:2,0:0" in placements(state)
    assert f"p:{card}:3,0:0" not in placements(state)  # touches nothing
    assert f"p:{card}:1,0:0" not in placements(state)  # taken


def test_s_6_3_edges_must_match_every_neighbour():
    """S-6.3, S-GAP-6 (3): tunnel meets tunnel and rock meets rock on every shared edge.
    Above the start (open N) a curve open N E leaves rock facing the start's tunnel."""
    state = build(hands={0: ["LNE"]})
    card = hand_id(state, 0, "LNE")
    assert f"p:{card}:0,1:0" not in placements(state)  # S closed against the start's N tunnel
    assert f"p:{card}:0,1:180" in placements(state)  # turned: open S W
    state = build(hands={0: ["INS"]}, maze={(1, 0): "IEW"})
    card = hand_id(state, 0, "INS")
    # at (1,1) the straight's S tunnel would meet the rock on top of the horizontal straight
    assert f"p:{card}:1,1:0" not in placements(state)


def test_s_6_4_s_gap_7_upright_or_upside_down_only():
    """S-6.4, S-GAP-7: 0° or 180°, never sideways; a card that looks the same both ways is
    offered once."""
    with pytest.raises(InvalidActionError):
        GAME.parse_action("p:c0:1,0:90")
    state = build(hands={0: ["TNES", "X"]})
    rotations = {code.rsplit(":", 1)[1] for code in placements(state) if hand_id(state, 0, "TNES") in code}
    assert rotations == {"0", "180"}
    crossroads = {code.rsplit(":", 1)[1] for code in placements(state) if hand_id(state, 0, "X") in code}
    assert crossroads == {"0"}


def test_s_gap_6_condition_4_must_join_a_linked_tunnel():
    """S-GAP-6 (4), S-GAP-26: touching the maze only by rock, or only through a dead end, is not
    joining it; a dead end passes no connection on."""
    state = build(hands={0: ["IEW", "X"]}, maze={(1, 0): "IEW", (-1, 0): "DEW"})
    straight, cross = hand_id(state, 0, "IEW"), hand_id(state, 0, "X")
    assert f"p:{straight}:1,1:0" not in placements(state)  # rock against rock only
    assert f"p:{cross}:-2,0:0" not in placements(state)  # behind a dead end
    assert f"p:{cross}:2,0:0" in placements(state)


def test_s_dec_2_loose_connection_drops_condition_4():
    """S-DEC-2 loose_connection: matching edges next to any card suffice."""
    state = build(
        hands={0: ["IEW", "X"]}, maze={(1, 0): "IEW", (-1, 0): "DEW"}, options={"loose_connection": True}
    )
    assert f"p:{hand_id(state, 0, 'IEW')}:1,1:0" in placements(state)
    assert f"p:{hand_id(state, 0, 'X')}:-2,0:0" in placements(state)


def test_s_gap_25_no_bounds_behind_the_start():
    """S-GAP-25: cards may go behind the start card and around it."""
    state = build(hands={0: ["X"]})
    card = hand_id(state, 0, "X")
    assert {f"p:{card}:-1,0:0", f"p:{card}:0,-1:0", f"p:{card}:0,1:0"} <= placements(state)


def test_s_gap_12_face_down_goal_imposes_nothing():
    """S-GAP-12: next to a face-down goal any edge may face it; a dead-end stub facing it does
    not reach it."""
    state = build(hands={0: ["LNW", "DEW"]}, maze=TUNNEL)
    assert f"p:{hand_id(state, 0, 'LNW')}:7,0:0" in placements(state)  # rock facing the goal
    after = act(state, 0, f"p:{hand_id(state, 0, 'DEW')}:7,0:0").state  # stub facing the goal
    assert not any(goal.face_up for goal in after.goals)


def test_s_11_1_s_11_3_s_11_4_stone_goal_turned_up_round_goes_on():
    """S-11.1, S-11.3, S-11.4: reaching a goal by an uninterrupted tunnel turns it up; a stone
    lets the round go on and stays face up."""
    state = build(hands={0: ["IEW"]}, maze=TUNNEL, goals=("gold", "stone_ne", "stone_nw"))
    transition = act(state, 0, f"p:{hand_id(state, 0, 'IEW')}:7,0:0")
    after = transition.state
    middle = next(g for g in after.goals if g.cell == (8, 0))
    assert middle.face_up and after.phase == "play" and GAME.waiting_for(after) == (1,)
    [placed] = transition.events
    assert isinstance(placed, Placed) and [type(e) for e in placed.revealed] == [GoalRevealed]
    maze = GAME.view(after, None)["maze"]
    assert {"x": 8, "y": 0, "card": "STONE_NE", "face_up": True}.items() <= next(
        e for e in maze if (e["x"], e["y"]) == (8, 0)
    ).items()
    later = act(after, 1, "pass").state  # seat 1 holds no cards here
    assert next(g for g in later.goals if g.cell == (8, 0)).face_up


def test_s_11_5_s_gap_14_stone_turned_towards_the_last_card():
    """S-11.5, S-GAP-14: the stone's tunnel opens towards the card just placed."""
    state = build(hands={0: ["IEW"]}, maze=TUNNEL, goals=("gold", "stone_ne", "stone_nw"))
    after = act(state, 0, f"p:{hand_id(state, 0, 'IEW')}:7,0:0").state
    entry = next(e for e in GAME.view(after, None)["maze"] if (e["x"], e["y"]) == (8, 0))
    assert entry["rot"] == 180 and entry["open"] == "SW"  # opens W, towards (7,0)
    # every approach has exactly one fitting orientation for both stone shapes
    for kind, expected in {
        "stone_ne": {N: 0, E: 0, S: 180, W: 180},
        "stone_nw": {N: 0, W: 0, S: 180, E: 180},
    }.items():
        for edge, rot in expected.items():
            towards = {N: (8, 1), E: (9, 0), S: (8, -1), W: (7, 0)}[edge]
            assert goal_rotation(kind, (8, 0), towards) == rot


def test_s_11_2_gold_ends_the_round_at_once():
    """S-11.2, S-12.1: turning up the gold ends the round; the gold-diggers win."""
    state = build(
        hands={0: ["IEW"]},
        maze=TUNNEL,
        goals=("stone_ne", "gold", "stone_nw"),
        roles=["gold-digger", "saboteur", "gold-digger", "gold-digger"],
    )
    transition = act(state, 0, f"p:{hand_id(state, 0, 'IEW')}:7,0:0")
    after = transition.state
    assert after.results[-1].winners == "gold-diggers" and after.results[-1].finder == 0
    assert RoundEnded in [type(e) for e in transition.events]
    assert after.phase == "draft"


def test_s_gap_13_one_card_reaching_two_goals_turns_up_both():
    """S-GAP-13: one placement reaching two face-down goals turns up both."""
    maze = {
        (1, 0): "IEW",
        (2, 0): "IEW",
        (3, 0): "IEW",
        (4, 0): "TNEW",
        (5, 0): "TNEW",
        (6, 0): "TNEW",
        (7, 0): "LNW",
        (7, 1): "X",
    }
    state = build(hands={0: ["X"]}, maze=maze, goals=("stone_nw", "stone_ne", "gold"))
    transition = act(state, 0, f"p:{hand_id(state, 0, 'X')}:8,1:0")
    revealed = {(e.x, e.y) for e in transition.events[0].revealed}
    assert revealed == {(8, 2), (8, 0)}
    assert transition.state.phase == "play"  # both stones: the round goes on


def test_s_gap_13_gold_reached_through_a_turned_stone():
    """S-GAP-13: a turned stone counts as a path card; if it links a tunnel to another goal, that
    goal turns up too, credited to the same player."""
    maze = {**TUNNEL, (8, -1): "TNES"}  # cut off from the start until the stone links it
    state = build(
        hands={2: ["IEW"]},
        turn=2,
        maze=maze,
        goals=("stone_nw", "stone_ne", "gold"),
        roles=["saboteur", "gold-digger", "gold-digger", "gold-digger"],
    )
    transition = act(state, 2, f"p:{hand_id(state, 2, 'IEW')}:7,0:0")
    reveals = [(e.x, e.y, e.seat) for e in transition.events[0].revealed]
    assert reveals == [(8, 0, 2), (8, -2, 2)]
    assert transition.state.results[-1].finder == 2


def test_s_8_1_to_s_8_3_s_8_5_rockfall():
    """S-8.1, S-8.2, S-8.3, S-8.5, S-GAP-10, S-GAP-14, S-GAP-15: any path card but never the start
    or a goal (face up included); both cards go to the discard pile; cut-off cards stay; the
    hole can be filled again."""
    maze = {(1, 0): "X", (2, 0): "X"}
    state = build(hands={0: ["ROCKFALL", "X"]}, maze=maze, face_up={(8, 2): 0})
    rock = hand_id(state, 0, "ROCKFALL")
    targets = {code for code in legal_codes(state, 0) if code.startswith("f:")}
    assert targets == {f"f:{rock}:1,0", f"f:{rock}:2,0"}
    removed = state.maze[(1, 0)][0]
    after = act(state, 0, f"f:{rock}:1,0").state
    assert (1, 0) not in after.maze and (2, 0) in after.maze
    assert after.discard[-2:] == ((int(rock[1:]), None), (removed, None))
    refill = build(hands={0: ["X"]}, maze={(2, 0): "X"})
    assert f"p:{hand_id(refill, 0, 'X')}:1,0:0" in placements(refill)


def test_s_gap_15_no_rockfall_on_an_empty_maze():
    """S-GAP-15: with only start and goals on the table a rockfall can only be discarded."""
    state = build(hands={0: ["ROCKFALL"]})
    rock = hand_id(state, 0, "ROCKFALL")
    assert legal_codes(state, 0) == {f"d:{rock}"}


def test_s_gap_12_reconnected_tunnel_turns_up_the_goal_it_touches():
    """S-GAP-12, S-GAP-13: the goals are checked against the whole linked tunnel after every
    placement: refilling a cut tunnel whose end already faces a goal turns that goal up."""
    maze = {**{cell: card for cell, card in TUNNEL.items() if cell != (3, 0)}, (7, 0): "IEW"}
    state = build(hands={0: ["X"]}, maze=maze, goals=("gold", "stone_ne", "stone_nw"))
    assert not any(goal.face_up for goal in state.goals)
    transition = act(state, 0, f"p:{hand_id(state, 0, 'X')}:3,0:0")
    [placed] = transition.events
    assert (type(placed), placed.seat, placed.x, placed.y) == (Placed, 0, 3, 0)
    assert [(e.seat, e.x, e.y) for e in placed.revealed] == [(0, 8, 0)]
