"""Der Goldene Kompass log lines a player can follow (issue 15): Serafina's lowered 3
(K-15.2), a stop short of the entitlement (K-4.11), occupied spaces skipped (K-5.5), what a
Mouse answers (K-14.2), why a city gives a Pan card (K-6.7), and who won and why (K-12)."""

import random
from dataclasses import replace

import locales
from rules.core import Message
from rules.kompass import GAME, events
from tests.support.kompass import act, build

NAMES = ("Ann", "Bob", "Cid", "Dee")


def lines(transition, viewer=None):
    said = (GAME.describe(event, viewer) for event in transition.events)
    return [locales.render(line, "en", NAMES) for line in said if line is not None]


def test_k15_2_a_three_played_lower_with_serafina_says_so():
    state = build(pos={0: 0, 1: 10, 2: 10}, hands={0: ["k14"]}, companions={0: ["serafina"]})
    said = lines(act(state, 0, "mv:k14:1"))
    assert said[0] == "Ann moves from Oxford to space 1 playing red 3 as 1 (Serafina Pekkala)."


def test_k4_11_a_player_who_stops_drawing_is_logged():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]})
    state = act(state, 2, "draw:red").state
    assert lines(act(state, 2, "stop"))[0] == "Cid stops drawing with 2 cards still to draw."


def test_k5_5_a_move_over_occupied_spaces_says_it_skips_them():
    state = build(pos={0: 2, 1: 3, 2: 10}, hands={0: ["k6"]})  # red 2; Bob stands on space 3
    said = lines(act(state, 0, "mv:k6"))
    assert said[0] == "Ann moves from space 2 to space 5 playing red 2, skipping one occupied space."


def test_k14_2_a_mouse_says_which_gain_it_answers():
    state = build(seat=1, pos={0: 5, 1: 2, 2: 10}, hands={1: ["p5", "k20"]})
    state.gains.append("0:witch:space")
    said = lines(act(state, 1, "mouse:p5"))
    assert said[0] == "Bob plays a Mouse in answer to Ann gaining Witches experience."


def test_k6_7_a_citys_pan_card_says_why():
    state = build(pos={0: 7, 1: 9, 2: 20}, hands={0: ["k6", "k0"]})  # Bob reached London first
    state = act(state, 0, "mv:k6").state
    assert "pan" in {a.code for a in GAME.legal_actions(state, 0)}
    said = lines(act(state, 0, "pan"), viewer=1)
    assert said[0] == "Ann draws a Pan card for arriving in London after the first player there."


def test_k12_the_end_line_names_the_winner_and_why():
    def over(reason):
        event = events.GameOver(seat=1, ended_by="rules", reason=reason, experience=19, rounds=14)
        return locales.render(GAME.describe(event, None), "en", NAMES)

    # why Bob won; the host's closing line says "Bob wins." once (host-winners)
    over_ = "The game is over after 14 rounds: "
    assert over("experience") == f"{over_}Bob has the most experience among the players who qualified (19)."
    assert over("arrival").endswith("(19), Bob reached the goal first.")
    assert over("qualified").startswith(f"{over_}Bob is the only player who qualified")
    assert not [line for line in map(over, ("experience", "arrival", "qualified")) if " wins" in line]
    # a real game: the line names the outcome's winner
    state, rng = GAME.setup(3, seed=4), random.Random(4)
    while GAME.waiting_for(state):
        seat = GAME.waiting_for(state)[0]
        choice = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        transition = GAME.apply(state, seat, choice)
        state = transition.state
    [end] = [event for event in transition.events if isinstance(event, events.GameOver)]
    assert end.seat == GAME.outcome(state).winners[0]
    said = f"The game is over after {state.round} rounds: {NAMES[end.seat]} "
    assert lines(transition)[-1].startswith(said)
    # K-12.2 to K-12.4: the last post goes on with how places are decided and the standings;
    # the number of rounds and what qualifying means are each said once
    detail = GAME.outcome(state).detail
    words = [detail["summary"], *detail["standings"]]
    closing = "\n".join(
        [lines(transition)[-1], *(locales.render(Message.from_json(w), "en", NAMES) for w in words)]
    )
    assert closing.count(" rounds") == 1 and closing.count("every experience at 3 or more") == 1


def test_k4_11_a_stop_with_nothing_left_to_draw_is_logged_too():
    """A draw step still open with its entitlement drawn (nothing left) ends with a line, so a
    turn's post never adds nothing to what its player already read."""
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]})
    state = act(state, 2, "draw:red").state
    state = replace(state, turn=replace(state.turn, left=0))
    assert lines(act(state, 2, "stop"))[0] == "Cid stops drawing."


def post(transitions, viewer=None, locale="en"):
    """A turn post's public lines: every step's lines, summarized once (Kompass.summarize)."""
    said = [m for t in transitions for event in t.events if (m := GAME.describe(event, viewer))]
    return [locales.render(line, locale, NAMES) for line in GAME.summarize(said)]


def test_k4_8_a_turn_post_says_a_players_draws_in_one_line_and_the_log_keeps_each():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]})
    steps = []
    for pile in ("green", "blue", "green"):  # K-4.6: the last of three draws 3
        steps.append(act(state, 2, f"draw:{pile}"))
        state = steps[-1].state
    logged = [line for t in steps for line in lines(t) if line.startswith("Cid draws")]
    assert len(logged) == 3  # the log: one line per card (K-4.7)
    assert [line for line in post(steps) if line.startswith("Cid")] == [
        "Cid draws Lyra cards (2 green, 1 blue), then stops."
    ]


def test_k4_11_a_turn_post_says_the_stop_in_the_draws_line():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]})
    first = act(state, 2, "draw:green")
    second = act(first.state, 2, "draw:green")
    stop = act(second.state, 2, "stop")
    assert [line for line in post([first, second, stop]) if line.startswith("Cid")] == [
        "Cid draws Lyra cards (2 green), then stops with one card still to draw."
    ]


def test_k5_8_a_turn_post_says_one_advances_experience_in_one_line_after_its_moves():
    state = build(pos={0: 0, 1: 10, 2: 10}, hands={0: ["k6", "k1"]})  # red 2 and red 1
    first = act(state, 0, "mv:k6")
    second = act(first.state, 0, "mv:k1")
    logged = lines(first) + lines(second)
    shown = post([first, second])
    gains = [line for line in logged if " gains " in line]
    assert len(gains) == 2
    assert [line for line in shown if " gains " in line] == [
        "Ann gains experience: Armoured bear (now 1), Dust (now 1)."
    ]
    moves = [line for line in shown if " moves" in line]
    assert moves == ["Ann moves: Oxford → space 2 (red 2) → space 3 (red 1)."]  # N20: one way, one line
    assert shown.index(moves[-1]) < shown.index(next(line for line in shown if " gains " in line))


def test_k5_8_a_kind_gained_twice_in_one_advance_is_one_item_of_the_turn_post():
    """K-5.8: each space stopped on gives its experience; the post says each kind once, with
    how far its token went up and where it stands (the log keeps both lines)."""
    state = build(pos={0: 2, 1: 20, 2: 20}, hands={0: ["k14", "k15"]})  # red 3, red 3: spaces 5, 8 (Witches)
    first = act(state, 0, "mv:k14")
    second = act(first.state, 0, "mv:k15")
    logged = [line for line in lines(first) + lines(second) if " gains " in line]
    assert logged == [
        "Ann gains Witches experience from the space (now 1).",
        "Ann gains Witches experience from the space (now 2).",
    ]
    assert [line for line in post([first, second]) if " gains " in line] == [
        "Ann gains experience: Witches +2 (now 2)."
    ]


def test_k5_a_turn_post_says_an_advances_moves_along_one_way_in_one_line_and_the_log_keeps_each():
    """Review hungarian-2 N20: up to five move lines in a row per turn. A post says one
    advance's moves (K-5.3, K-5.4: each card a move; K-5.5 skips) as one way, each space reached with the
    card that moved there; the experience follows in its own line (K-5.8)."""
    state = build(pos={0: 2, 1: 3, 2: 20}, hands={0: ["k6", "k14"]})  # red 2, red 3; Bob on 3
    first = act(state, 0, "mv:k6")
    second = act(first.state, 0, "mv:k14")
    logged = [line for line in lines(first) + lines(second) if " moves " in line]
    assert logged == [
        "Ann moves from space 2 to space 5 playing red 2, skipping one occupied space.",
        "Ann moves from space 5 to space 8 playing red 3.",
    ]
    shown = post([first, second])
    assert [line for line in shown if " moves" in line] == [
        "Ann moves: space 2 → space 5 (red 2, skipping one occupied space) → space 8 (red 3)."
    ]
    assert shown.index(next(line for line in shown if " moves" in line)) < shown.index(
        next(line for line in shown if " gains " in line)
    )
    way = "2. mező → 5. mező (piros 2, 1 foglalt mezőt átlépve) → 8. mező (piros 3)"
    assert f"Ann előrehalad: {way}." in post([first, second], locale="hu")


def test_k5_a_single_move_keeps_its_own_line_in_the_turn_post():
    state = build(pos={0: 0, 1: 10, 2: 10}, hands={0: ["k6"]})
    assert post([act(state, 0, "mv:k6")])[0] == "Ann moves from Oxford to space 2 playing red 2."


def test_k4_2_a_turn_post_says_a_players_discards_in_one_line_and_the_log_keeps_each():
    """Review hungarian-2 N20: "discards blue 2" twice. K-4.2: before drawing a player may
    discard any number of cards; the post says them in one line."""
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40", "k1", "k2"]})
    first = act(state, 2, "dis:k1")
    second = act(first.state, 2, "dis:k2")
    assert [line for line in lines(first) + lines(second)] == ["Cid discards red 1.", "Cid discards red 1."]
    assert post([first, second]) == ["Cid discards 2 cards: red 1, red 1."]
    assert post([first, second], locale="hu") == ["Cid eldob 2 kártyát: piros 1, piros 1."]
