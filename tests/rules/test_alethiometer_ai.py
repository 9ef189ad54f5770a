"""The Alethiometer AI in constructed situations (issue 15): it scores its Item tiles when it
can, takes no tile it cannot hope to score, and moves the Sky Ferry only for a reason. Its
strength against random players is measured by a benchmark, not here."""

import random

from rules.alethiometer import GAME
from rules.alethiometer.state import Job
from tests.support.alethiometer import act, build


def ai_code(state, seat):
    view, legal = GAME.view(state, seat), GAME.legal_actions(state, seat)
    return GAME.ai_action(view, legal, random.Random(0)).code


def ai_turn(state, seat):
    """The AI plays ``seat``'s turn to its end; returns the state and the codes it chose."""
    codes = []
    while GAME.waiting_for(state) == (seat,) and state.current == seat and state.phase == "turn":
        codes.append(ai_code(state, seat))
        state = act(state, seat, codes[-1])
    return state, codes


def test_scores_its_best_tile_in_part_iii_instead_of_drawing_A_13_5():
    """A Daemon pair in hand and tiles held at Svalbard: the AI takes a light-blue action, not
    the red icon's draw, and scores its most valuable tile (A-13.5, A-13.7)."""
    state = build(
        n=2, part=3, lyra=20, spin=1, hands={0: ["ermine", "ermine", "sun"]}, tiles={0: ["t2", "t24"]}
    )
    after, codes = ai_turn(state, 0)
    assert codes[0] != "red"
    assert "score:ermine:2:t24" in codes
    assert after.scored[0] == ("t24",) and after.tiles[0] == ("t2",)


def test_scores_with_a_wild_card_when_that_is_the_only_pair_A_10_6():
    state = build(
        n=3,
        part=3,
        lyra=24,
        queue=[Job("play", 0)],
        hands={0: ["goose", "wild", "sun", "anchor"]},
        tiles={0: ["t14"]},
    )
    assert ai_code(state, 0) == "score:goose:1:t14"


def test_draws_for_a_pair_while_it_holds_tiles_it_cannot_score_yet_A_13_5():
    """No Daemon pair but tiles to score in part III: the red icon's cards are the way to a
    pair, and the light-blue icon would bring nothing to play."""
    state = build(n=2, part=3, lyra=20, spin=2, hands={0: ["ermine", "sun"]}, tiles={0: ["t2", "t24"]})
    assert ai_code(state, 0) == "red"


def test_takes_a_tile_while_it_can_hope_to_score_it_not_beyond_A_10_2():
    """In part I a Daemon pair takes a tile for a player with none; a player already holding
    four keeps the pair for part III instead of taking a fifth it would never score."""
    hands = {0: ["ermine", "ermine", "sun"]}
    first = build(n=3, lyra=2, queue=[Job("play", 0)], hands=hands)
    assert ai_code(first, 0) == "pair:ermine:2"
    fifth = build(n=3, lyra=2, queue=[Job("play", 0)], hands=hands, tiles={0: ["t7", "t8", "t9", "t10"]})
    assert ai_code(fifth, 0) == "end"


def test_does_not_pass_the_sky_ferry_without_a_reason_A_8_3():
    """Early in a part, with the Sky Ferry at an opponent's or nobody's, handing it on changes
    nothing that lasts: the AI leaves the Magisterium icon (dial position 2) alone, even with a
    hand too full for the red icon's draw to bring anything."""
    full = {0: ["sun", "anchor", "serpent", "hourglass", "goose", "monkey", "spyfly"]}
    for holder in (1, -1):
        for n in (2, 3):
            state = build(n=n, lyra=2, spin=2, ferry=holder, hands=full)
            assert not ai_code(state, 0).startswith("mag"), (holder, n)


def test_gets_rid_of_the_sky_ferry_when_the_part_is_about_to_end_A_12_3():
    """Holding the Sky Ferry one box before the Destination with a hand too full for the red
    icon's draw, the AI gives the Ferry to an opponent, the one with most to lose (A-12.3:
    Magisterium score + 1 cards)."""
    full = {0: ["sun", "anchor", "serpent", "hourglass", "goose", "monkey"], 2: ["sun"] * 5}
    state = build(n=3, lyra=8, spin=2, ferry=0, allies={2: "Mrs Coulter"}, hands=full)
    assert ai_code(state, 0) == "mag:2"
    two = build(n=2, lyra=8, spin=2, ferry=0, hands=full)
    assert ai_code(two, 0) == "mag:1"


def test_saddles_an_opponent_with_the_sky_ferry_at_the_end_of_a_part_A_8_3():
    full = {0: ["sun", "anchor", "serpent", "hourglass", "goose", "monkey"], 1: ["ermine", "leopard"] * 2}
    state = build(n=2, lyra=8, spin=2, ferry=-1, allies={1: "Mrs Coulter"}, hands=full)
    assert ai_code(state, 0) == "mag:1"
