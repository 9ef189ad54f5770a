"""Setup, components, the round structure and the phase-2 draw of Der Goldene Kompass:
K-1, K-2, K-3, K-4, K-16 setup items, K-DEC-2 to K-DEC-7, K-DEC-9 and their gaps."""

from collections import Counter

import pytest

import locales
from rules.core import IllegalActionError, Message
from rules.kompass import GAME, events
from rules.kompass.data import BOARD, COMPANION_DECK, COMPANIONS, KINDS, LYRA, PAN, TASKS
from tests.support.kompass import act, build, codes


def test_k1_setup_for_three_players():
    """K-1.1 to K-1.20, each checked below, and K-DEC-9: decks, hands, tasks, companions, pawns in Oxford."""
    state = GAME.setup(3, seed=4)
    assert set(state.lyra) == {"red", "blue", "green"}  # K-1.6 to K-1.8: no yellow
    assert all(len(pile) == 16 for pile in state.lyra.values())  # 20 minus 4 dealt
    for colour, pile in state.lyra.items():  # K-1.7: one pile per colour, shuffled on its own
        assert {LYRA[c].colour for c in pile} == {colour}
        assert pile != GAME.setup(3, seed=5).lyra[colour]
    assert GAME.view(state, None)["lyra"]["red"]["draw"] == 16  # face down: only a count
    for level, pile in state.tasks.items():  # K-1.10: task piles sorted by numeral
        assert {TASKS[t].level for t in pile} == {int(level)}
    for seat, p in enumerate(state.players):
        lyra = [c for c in p.hand if c in LYRA]
        assert len(lyra) == 4 and {LYRA[c].colour for c in lyra} == {("red", "blue", "green")[seat]}  # K-1.17
        assert len([c for c in p.hand if c in PAN]) == 1  # K-1.18
        assert TASKS[p.task].level == 1  # K-1.19
        assert (p.pos, p.slot) == (0, seat + 1)  # K-1.14, K-1.15 (seat 0 on place 1), K-1.16
        assert set(p.xp.values()) == {0}  # K-1.5, K-GAP-19
    assert len(state.pan) == 13 and len(state.tasks["1"]) == 1  # K-1.9 to K-1.11
    assert len(state.tasks["2"]) == 4 and len(state.tasks["3"]) == 4  # K-GAP-33
    public = GAME.view(state, None)
    assert Counter(public["companions"]) == Counter(COMPANIONS[c] for c in COMPANION_DECK)  # K-1.12: face up
    assert [p["colour"] for p in public["players"]] == ["red", "blue", "green"]  # K-1.2, K-1.3 pawn colours
    assert public["start_player"] == 0  # K-1.13, K-3.1, K-DEC-9
    assert set(public["cities"]) == {BOARD[i].name for i in (0, 9, 16, 25, 34, 43)}  # K-1.1: one shared board
    assert all(p["xp"] == dict.fromkeys(KINDS, 0) for p in public["players"])  # K-1.4: a compass each
    assert all(len(GAME.view(state, seat)["you"]["hand"]) == 5 for seat in range(3))  # K-1.20
    assert state.phase == "move" and GAME.waiting_for(state) == (0,)  # K-4.1: no draw in round 1


def test_k_gap_1_two_to_four_players():
    for n in (1, 5):
        with pytest.raises(IllegalActionError):
            GAME.setup(n, seed=1)
    assert GAME.setup(4, seed=1).n == 4


def test_k_dec_2_kinds_and_k_dec_3_board():
    """K-GAP-2, K-GAP-3, K-GAP-30 (one kind per experience space), K-11.1 (snow near the end)."""
    assert KINDS == ("bear", "witch", "dust", "north")
    cities = {i: locales.render(Message(s.name), "en") for i, s in enumerate(BOARD) if s.is_city}
    assert cities == {0: "Oxford", 9: "London", 16: "Fens", 25: "Trollesund", 34: "Bolvangar", 43: "Svalbard"}
    assert len(BOARD) == 62 and BOARD[61].kind == "goal"
    assert {i: s.xp for i, s in enumerate(BOARD) if s.kind == "snow"} == {
        47: "witch",
        51: "north",
        55: "dust",
        59: "bear",
    }
    assert [i for i, s in enumerate(BOARD) if s.kind == "compass"] == [4, 11, 18, 24, 31, 38, 53]
    assert [BOARD[i].xp for i in (1, 2, 3, 5)] == ["north", "bear", "dust", "witch"]
    assert all(s.xp in KINDS for s in BOARD if s.kind in ("xp", "snow"))


def test_k_dec_4_to_k_dec_7_components():
    """K-DEC-1 (one data module), K-DEC-4, K-DEC-5, K-DEC-6, K-DEC-7; K-GAP-4, K-GAP-5, K-GAP-6, K-GAP-7."""
    red = sorted(c.value for c in LYRA.values() if c.colour == "red")
    assert red == [1] * 6 + [2] * 8 + [3] * 6 and len(LYRA) == 80
    abilities = Counter(p.ability for p in PAN.values())
    assert abilities == {"marten": 4, "mouse": 4, "owl": 4, "cat": 2, "butterfly": 2}
    assert {p.xp for p in PAN.values() if p.ability == "mouse"} == set(KINDS)
    assert {p.xp for p in PAN.values() if p.ability == "owl"} == set(KINDS)
    assert Counter(t.level for t in TASKS.values()) == {1: 4, 2: 4, 3: 4}
    for task in TASKS.values():  # K-GAP-6: two different kinds, cost at most the need
        first, second = task.emblems
        assert first.xp != second.xp
        assert all(0 < e.cost <= e.need for e in task.emblems)
    assert Counter(COMPANION_DECK) == dict.fromkeys(
        ("iorek", "serafina", "lee", "macosta", "johnfaa", "coram"), 2
    )


def phases_seen(state, rounds):
    seen = []
    rng_state = state
    while GAME.waiting_for(rng_state) and rng_state.round <= rounds:
        seat = GAME.waiting_for(rng_state)[0]
        legal = GAME.legal_actions(rng_state, seat)
        choice = GAME.ai_action(GAME.view(rng_state, seat), legal, __import__("random").Random(0))
        transition = GAME.apply(rng_state, seat, choice)
        seen += [(e.round, e.phase) for e in transition.events if isinstance(e, events.PhaseBegan)]
        rng_state = transition.state
    return seen


def test_k2_1_k2_2_rounds_run_the_phases_in_order():
    """K-2.1, K-2.2: the game runs over several rounds, each going draw, move, task (and the goal bonus)."""
    state = GAME.setup(3, seed=2)
    assert state.phase == "move"  # round 1 opens with phase 3 (K-4.1)
    seen = phases_seen(state, rounds=2)
    assert seen[:6] == [
        (1, "task"),
        (1, "bonus"),
        (2, "draw"),  # K-4.1: round 1 has no draw phase
        (2, "move"),
        (2, "task"),
        (2, "bonus"),
    ]


def test_k3_2_k3_3_later_rounds_start_with_the_rearmost_player():
    """K-3.2, K-3.3: the rearmost player starts the next round and holds the start-player token."""
    state = build(pos={0: 3, 1: 2, 2: 7}, hands={0: ["k0", "k1"]}, order=[1, 2, 0])
    after = act(state, 0, "mv:k0").state  # seat 0 to space 4 (compass)
    after = act(after, 0, "xp:bear").state
    after = act(after, 0, "end").state  # last turn of the round: no tasks, no goal bonus
    assert after.round == 3 and after.phase == "draw"
    assert after.order == [1, 2, 0] and GAME.view(after, None)["start_player"] == 1
    assert GAME.waiting_for(after) == (1,)  # K-5.1, K-GAP-9: the start player draws first


@pytest.mark.parametrize("seat,entitled", [(0, 1), (1, 2), (2, 3), (3, 4)])
def test_k4_3_to_k4_5_four_players_draw_by_place(seat, entitled):
    """K-4.3, K-4.4, K-4.5: with four players the entitlement is 1, 2, 3, 4 from the front back."""
    state = build(4, phase="draw", seat=seat, pos={0: 10, 1: 7, 2: 5, 3: 2})
    assert state.turn.left == entitled


@pytest.mark.parametrize("seat,entitled", [(0, 1), (1, 2), (2, 3)])
def test_k4_6_three_players_draw_by_place(seat, entitled):
    """K-4.3, K-4.4, K-4.6: with three players the entitlement is 1, 2, 3 from the front back."""
    state = build(3, phase="draw", seat=seat, pos={0: 10, 1: 7, 2: 5})
    assert state.turn.left == entitled


def test_k_gap_8_places_in_a_city_follow_the_arrival_order():
    state = build(3, phase="draw", seat=2, pos={0: 9, 1: 9, 2: 9})
    state.players[2].slot, state.players[0].slot = 1, 3  # seat 2 arrived first
    from rules.kompass.race import ranking
    from rules.kompass.rounds import new_turn

    assert ranking(state) == [2, 1, 0]
    assert new_turn(state, 2).left == 1 and new_turn(state, 0).left == 3


def test_k4_2_k_gap_9_discard_first_then_draw_one_at_a_time():
    """K-4.2, K-4.7, K-4.8, K-4.11, K-4.12, K-GAP-9, K-GAP-10: discard freely first, then draw from the
    tops, mixing colours, up to the entitlement."""
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40", "k41", "p0"]})
    assert {"dis:k40", "dis:k41", "dis:p0", "draw:red", "draw:blue", "draw:green", "stop"} <= codes(state, 2)
    assert "draw:yellow" not in codes(state, 2)  # K-4.8: only colours in play
    state = act(state, 2, "dis:k40").state
    state = act(state, 2, "dis:p0").state  # K-4.12: as many as he likes
    assert state.lyra_discard["green"][-1] == "k40" and state.pan_discard[-1] == "p0"  # K-GAP-10
    top = state.lyra["blue"][-1]
    state = act(state, 2, "draw:blue").state
    assert top in state.players[2].hand  # K-4.7: from the top of the pile
    assert not any(c.startswith("dis:") for c in codes(state, 2))  # no discarding mid-draw below 8
    state = act(state, 2, "draw:red").state  # K-4.8: colours may be mixed
    assert len(state.players[2].hand) == 3
    state = act(state, 2, "draw:green").state  # third and last card: K-4.11, the step ends
    assert state.phase == "draw" and GAME.waiting_for(state) == (0,)


def test_k4_9_k4_10_k13_3_the_hand_limit_counts_pan_cards():
    """K-4.9, K-4.10, K-13.3: six Lyra and two Pan cards fill the hand: no draw until one is discarded."""
    hand = ["k40", "k41", "k42", "k43", "k44", "k45", "p0", "p1"]
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: hand})
    assert not any(c.startswith("draw:") for c in codes(state, 2))  # at 8: no draw (K-4.10 b)
    state = act(state, 2, "dis:p1").state  # K-4.10 a: discard first to make room
    state = act(state, 2, "draw:red").state
    assert len(state.players[2].hand) == 8  # back at the limit, entitled to 2 more (K-4.10)
    assert "stop" in codes(state, 2) and not any(c.startswith("draw:") for c in codes(state, 2))


def test_k4_10_k_gap_9_reaching_the_limit_mid_draw_offers_discarding_or_stopping():
    """K-4.10, K-4.12, K-GAP-9 (revised): a player who reaches 8 cards while still entitled to
    more chooses then: discard any number of cards and go on drawing (never above 8, never
    beyond the entitlement), or stop."""
    hand = ["k40", "k41", "k42", "k43", "k44", "p0"]
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: hand})
    assert state.turn.left == 3
    state = act(state, 2, "draw:red").state
    assert not any(c.startswith("dis:") for c in codes(state, 2))  # below the limit: draw on
    state = act(state, 2, "draw:red").state
    assert len(state.players[2].hand) == 8 and GAME.waiting_for(state) == (2,)
    at_limit = codes(state, 2)
    assert {f"dis:{card}" for card in hand} | {"stop"} <= at_limit
    assert not any(c.startswith("draw:") for c in at_limit)  # K-4.9: never above 8
    stopped = act(state, 2, "stop").state  # K-4.10 b: happy with the cards
    assert GAME.waiting_for(stopped) == (0,) and len(stopped.players[2].hand) == 8
    state = act(state, 2, "dis:k40").state
    state = act(state, 2, "dis:k41").state  # K-4.12: as many as he likes
    assert "draw:blue" in codes(state, 2) and "dis:k42" in codes(state, 2)
    state = act(state, 2, "draw:blue").state  # the third and last card of the entitlement
    assert len(state.players[2].hand) == 7
    more = any(c.startswith(("draw:", "dis:")) for c in codes(state, 2))
    assert GAME.waiting_for(state) != (2,) or not more


def test_k4_11_a_player_may_stop_before_his_entitlement():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]})
    state = act(state, 2, "draw:red").state
    state = act(state, 2, "stop").state
    assert len(state.players[2].hand) == 2 and GAME.waiting_for(state) == (0,)


def test_k_gap_12_an_empty_pile_is_renewed_from_its_discards():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: []})
    state.lyra_discard["red"] += state.lyra["red"]
    state.lyra["red"] = []
    after = act(state, 2, "draw:red")
    assert events.LyraReshuffled(colour="red") in after.events
    assert len(after.state.lyra["red"]) == 15 and after.state.lyra_discard["red"] == []
    empty = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: []})
    empty.lyra["red"], empty.lyra_discard["red"] = [], []
    assert "draw:red" not in codes(empty, 2)


def test_k16_1_to_k16_3_two_player_setup_and_draws():
    """K-16.1, K-16.2, K-16.3: the normal setup with two colours, all four task III cards, and
    the 4 / 2 draws."""
    state = GAME.setup(2, seed=3)
    assert set(state.lyra) == {"red", "blue"}
    for seat, p in enumerate(state.players):  # K-16.1: the normal setup (K-1.14 to K-1.19) applies
        assert sorted(LYRA[c].colour for c in p.hand if c in LYRA) == [("red", "blue")[seat]] * 4
        assert len([c for c in p.hand if c in PAN]) == 1 and TASKS[p.task].level == 1
        assert (p.pos, p.slot) == (0, seat + 1)
    assert len(state.tasks["3"]) == 4  # K-16.3: all four III cards
    front = build(2, phase="draw", seat=0, pos={0: 10, 1: 5})
    back = build(2, phase="draw", seat=1, pos={0: 10, 1: 5})
    assert (front.turn.left, back.turn.left) == (2, 4)  # K-16.2


def test_k16_2_the_rear_player_starts_later_rounds_with_two_players():
    """K-16.2, K-3.2: with two players the rear player starts the next round."""
    state = build(2, pos={0: 3, 1: 6}, hands={0: ["k0", "k1"]}, order=[1, 0])
    state = act(state, 0, "mv:k0").state
    state = act(state, 0, "xp:bear").state
    state = act(state, 0, "end").state
    assert state.order == [0, 1] and GAME.waiting_for(state) == (0,)
