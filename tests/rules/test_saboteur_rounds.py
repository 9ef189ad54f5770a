"""End of a round, sharing the gold, new rounds, end of the game: S-3, S-11.6, S-11.7, S-12,
S-13, S-14, S-GAP-16, S-GAP-18 to S-GAP-23, S-DEC-2 (greedy_dwarf, pass_circuit), S-DEC-4."""

from dataclasses import replace

from rules.saboteur import GAME
from rules.saboteur.actions import decode
from rules.saboteur.data import GOLD_VALUES
from rules.saboteur.events import SaboteurPaid
from rules.saboteur.rounds import choose_gold
from rules.saboteur.state import scores
from tests.support.saboteur import NAMES, act, build, english, reach_gold, run_dry

D, S = "gold-digger", "saboteur"
FIVE = [D, S, D, D, S]  # seats 1 and 4 are saboteurs
# gold card indices by value: 0-15 are worth 1, 16-23 worth 2, 24-27 worth 3
ONES, TWOS, THREES = list(range(16)), list(range(16, 24)), list(range(24, 28))


def values(state, seat):
    return sorted(GOLD_VALUES[g] for g in state.gold[seat])


def pick_all(state, choices):
    """Play the draft: each entry is (expected holder, value taken)."""
    for holder, value in choices:
        assert GAME.waiting_for(state) == (holder,)
        state = act(state, holder, f"g:{value}").state
    return state


def test_s_12_2_to_s_12_7_s_dec_4_gold_diggers_draft_counter_clockwise():
    """S-12.2, S-12.3, S-12.4, S-12.5, S-12.6, S-12.7, S-DEC-4, S-3.3: n gold cards face up; the
    finder chooses first, the rest go counter-clockwise to the next gold-digger, saboteurs
    skipped, round and round; only the very last card is handed over without asking (S-12.16:
    cards all worth the same are still offered, as only the holder may know they are)."""
    deck = (THREES[0], TWOS[0], ONES[0], ONES[1], THREES[1], *ONES[2:])
    state = reach_gold(5, FIVE, finder=3, gold_deck=deck)
    assert state.phase == "draft" and GAME.view(state, None)["draft"] == {
        "opened": [3, 2, 1, 1, 3],
        "left": 5,
        "holder": 3,
    }
    assert [a.code for a in GAME.legal_actions(state, 3)] == ["g:3", "g:2", "g:1"]
    state = pick_all(state, [(3, 3), (2, 3), (0, 2)])
    assert GAME.view(state, 3)["you"]["draft"] == [1, 1]
    assert [a.code for a in GAME.legal_actions(state, 3)] == ["g:1"]
    state = pick_all(state, [(3, 1)])  # the last 1 goes to seat 2 without asking
    assert [values(state, s) for s in range(5)] == [[2], [], [1, 3], [1, 3], []]
    assert state.round == 2 and state.phase == "play"


def test_s_12_9_ten_players_share_nine_cards():
    """S-12.9: with 10 players the gold-diggers share only 9 gold cards."""
    state = reach_gold(10, [D, S, D, D, S, D, D, S, D, D], finder=0)
    assert len(state.draft) == 9


def test_s_gap_18_saboteur_finder_first_digger_counter_clockwise_chooses():
    """S-GAP-18, S-12.1: a saboteur reaching the gold still makes the gold-diggers win; the
    first gold-digger counter-clockwise from him chooses first."""
    state = reach_gold(5, FIVE, finder=4)
    assert state.results[-1].winners == "gold-diggers" and state.holder == 3


def test_s_gap_23_short_gold_deck_shares_what_is_left():
    """S-GAP-23: only what is left of the gold deck is shared."""
    state = reach_gold(5, FIVE, finder=0, gold_deck=(TWOS[0], ONES[0]))
    state = pick_all(state, [(0, 2)])
    assert values(state, 0) == [2] and values(state, 3) == [1] and state.gold_deck == ()


def draft_holders(state):
    """Play the draft out taking the highest value each time; the seats that chose, in order."""
    holders = []
    while state.phase == "draft":
        holders.append(state.holder)
        state = act(state, state.holder, GAME.legal_actions(state, state.holder)[0].code).state
    return holders, state


def test_s_dec_2_greedy_dwarf_skips_diggers_with_broken_tools():
    """S-DEC-2 greedy_dwarf: a gold-digger with a broken tool gets no gold when his team wins."""
    deck = (THREES[0], TWOS[0], THREES[1], TWOS[1], THREES[2], *ONES)
    holders, state = draft_holders(
        reach_gold(5, FIVE, finder=3, broken={2: ["cart"]}, options={"greedy_dwarf": True}, gold_deck=deck)
    )
    assert 2 not in holders and values(state, 2) == []
    holders, state = draft_holders(reach_gold(5, FIVE, finder=3, broken={2: ["cart"]}, gold_deck=deck))
    assert holders[:2] == [3, 2] and values(state, 2) != []


def test_s_12_10_s_12_11_s_gap_20_no_saboteur_no_gold():
    """S-12.10, S-12.11, S-GAP-20: when nobody holds a saboteur card (it is the leftover),
    nobody receives gold, whether or not the gold is reached."""
    for state in (reach_gold(3, [D, D, D], finder=1), run_dry(3, [D, D, D], last=1)):
        assert scores(state) == (0, 0, 0) and len(state.gold_deck) == 28
        assert state.results[-1].paid is False and state.round == 2
        assert state.results[-1].leftover == S


def test_s_12_12_to_s_12_15_saboteur_payouts():
    """S-12.12, S-12.13, S-12.14, S-12.15, S-3.4: gold not reached: one saboteur gets 4, two or three get 3
    each, four get 2 each; gold-diggers get nothing."""
    cases = [
        (4, [S, D, D, D], 4),
        (5, FIVE, 3),
        (7, [S, S, S, D, D, D, D], 3),
        (10, [S, S, S, S] + [D] * 6, 2),
    ]
    for n, roles, amount in cases:
        state = run_dry(n, roles, last=0)
        assert state.results[-1].winners == "saboteurs"
        for seat, role in enumerate(roles):
            assert sum(values(state, seat)) == (amount if role == S else 0)


def test_s_gap_19_saboteurs_take_fewest_cards_counter_clockwise():
    """S-GAP-19: counter-clockwise from the last player; each takes an exact total with the
    fewest cards, else the largest total below it."""
    assert [GOLD_VALUES[g] for g in choose_gold((*ONES[:3], TWOS[0], THREES[0]), 4)] == [3, 1]
    assert [GOLD_VALUES[g] for g in choose_gold((*ONES[:3], *TWOS[:2]), 4)] == [2, 2]
    assert [GOLD_VALUES[g] for g in choose_gold((THREES[0], THREES[1]), 4)] == [3]
    # seats 1 and 4 are saboteurs; the last player is 2: seat 1 takes first, then seat 4
    state = run_dry(5, FIVE, last=2, gold_deck=(THREES[0], ONES[0], ONES[1]))
    assert values(state, 1) == [3] and values(state, 4) == [1, 1]
    state = run_dry(5, FIVE, last=0, gold_deck=(THREES[0], ONES[0], ONES[1]))
    assert values(state, 4) == [3] and values(state, 1) == [1, 1]


def test_s_12_16_gold_is_secret_until_the_end():
    """S-12.16, S-GAP-19, S-GAP-27: amounts are known only to their owner until the game ends."""
    state = build(5, hands={2: ["X"]}, deck=0, roles=FIVE, turn=2)
    transition = act(state, 2, f"d:c{state.hands[2][0]}")
    state = transition.state
    paid = [e for e in transition.events if isinstance(e, SaboteurPaid)]
    assert {e.seat for e in paid} == {1, 4}
    assert english(GAME.describe(paid[0], 0)) == f"{NAMES[paid[0].seat]} receives a saboteur's share of gold."
    own = GAME.describe(paid[0], paid[0].seat)
    assert own.id == "sab-paid-own" and own.args["total"] == 3 and "worth 3" in english(own)
    assert all(p["gold"] is None for p in GAME.view(state, None)["players"])
    assert GAME.view(state, 1)["you"]["gold"] == 3 and GAME.view(state, None)["scores"] is None


def test_s_11_6_s_gap_16_round_ends_when_every_card_is_played():
    """S-11.6, S-GAP-16: with an empty draw pile the round goes on while any hand holds a card
    and ends when the last card is played."""
    state = build(4, hands={0: ["X"], 1: ["MAP"]}, deck=0, roles=[S, D, D, D])
    state = act(state, 0, f"d:c{state.hands[0][0]}").state
    assert state.round == 1 and GAME.waiting_for(state) == (1,)
    state = act(state, 1, f"d:c{state.hands[1][0]}").state
    assert state.round == 2 and state.results[0].winners == "saboteurs"


def test_s_dec_2_pass_circuit_ends_after_a_round_of_passes():
    """S-DEC-2 pass_circuit: once the pile is empty, a full circuit of passes ends the round
    (every hand still holds a card, so S-GAP-16 does not apply); without the option it goes on."""
    hands = {0: ["X", "IEW"], 1: ["MAP", "MAP"], 2: ["MAP", "ROCKFALL"]}
    for option, expected_round in ((True, 2), (False, 1)):
        state = build(3, hands=hands, deck=0, roles=[S, D, D], options={"pass_circuit": option})
        for seat in range(3):
            state = act(state, seat, f"d:c{state.hands[seat][0]}").state
        assert state.round == expected_round


def test_s_11_7_roles_revealed_at_round_end():
    """S-11.7, S-3.5: roles are hidden during the round and shown to all when it ends."""
    state = build(5, hands={3: ["IEW"]}, roles=FIVE)
    assert all(p["role"] is None for p in GAME.view(state, None)["players"])
    after = reach_gold(5, FIVE, finder=3)
    public = GAME.view(after, None)
    assert [p["role"] for p in public["players"]] == FIVE
    assert public["round_results"][0]["roles"] == FIVE


def test_s_13_1_to_s_13_7_s_gap_2_s_gap_22_new_round_is_a_fresh_deal():
    """S-13.1, S-13.2, S-13.3, S-13.4, S-13.5, S-13.6, S-13.7, S-GAP-2, S-GAP-22: everything but
    handed-out gold is collected: an
    empty maze with start and face-down goals, no broken tools, full hands, the same n + 1 role
    cards, the gold deck minus what was handed out."""
    before = build(5, hands={1: ["X"]}, deck=0, roles=FIVE, turn=1, broken={2: ["cart"]}, maze={(1, 0): "X"})
    state = act(before, 1, f"d:c{before.hands[1][0]}").state
    assert state.round == 2 and state.phase == "play"
    assert state.maze == {} and not any(g.face_up for g in state.goals)
    assert all(b == () for b in state.broken) and all(len(h) == 6 for h in state.hands)
    assert len(state.deck) == 67 - 30 and state.discard == ()
    assert sorted((*state.roles, state.leftover)) == sorted((*before.roles, before.leftover))
    assert len(state.gold_deck) == 28 - sum(len(g) for g in state.gold) and scores(state)[1] == 3


def test_s_13_8_s_gap_21_next_round_starts_left_of_the_last_player():
    """S-13.8, S-GAP-21: the seat clockwise from the one who took the round's last turn."""
    assert GAME.waiting_for(run_dry(5, FIVE, last=4)) == (0,)
    assert GAME.waiting_for(run_dry(5, FIVE, last=2)) == (3,)
    state = reach_gold(5, FIVE, finder=3)
    state = pick_all(state, [(state.holder, decode(GAME.legal_actions(state, state.holder)[0]).value)])
    while state.phase == "draft":
        state = act(state, state.holder, GAME.legal_actions(state, state.holder)[0].code).state
    assert GAME.waiting_for(state) == (4,)


def test_s_14_1_to_s_14_4_three_rounds_most_gold_wins_ties_share():
    """S-14.1, S-14.2, S-14.3, S-14.4, S-3.6: after the third round the game is over; the most gold wins and
    tied players all win."""
    state = run_dry(4, [S, D, D, D], last=0, round=3, gold=((*TWOS[:2],), (), (*ONES[:4],), ()))
    assert state.phase == "game_over" and GAME.waiting_for(state) == ()
    outcome = GAME.outcome(state)
    assert outcome.scores == (8, 0, 4, 0) and outcome.winners == (0,)
    tied = run_dry(4, [D, S, D, D], last=0, round=3, gold=((*TWOS[:2],), (), (), ()))
    assert GAME.outcome(tied).scores == (4, 4, 0, 0) and GAME.outcome(tied).winners == (0, 1)
    assert GAME.view(tied, None)["scores"] == [4, 4, 0, 0]
    assert GAME.outcome(replace(tied, phase="play", round=2)) is None


def test_s_gap_19_last_player_who_is_a_saboteur_takes_first():
    """S-GAP-19: the saboteur nearest counter-clockwise to the last player is that player himself
    when he is a saboteur."""
    state = run_dry(5, FIVE, last=1, gold_deck=(THREES[0], ONES[0], ONES[1]))
    assert values(state, 1) == [3] and values(state, 4) == [1, 1]


def test_s_dec_2_greedy_dwarf_with_nobody_to_share_leaves_the_gold():
    """S-DEC-2 greedy_dwarf: if every gold-digger has a broken tool, the counted cards go back
    to the gold deck."""
    state = reach_gold(
        3, [S, D, D], finder=0, broken={1: ["cart"], 2: ["pickaxe"]}, options={"greedy_dwarf": True}
    )
    assert state.round == 2 and scores(state) == (0, 0, 0) and len(state.gold_deck) == 28
