"""A whole Alethiometer game's structure (A-4.1, A-4.2, A-9.1, A-9.3, A-16.4), part-III Symbol
tokens (A-13.3, A-13.4), and the AI policy (plays to score, decides from its view only)."""

import random

from rules.alethiometer import GAME, data
from rules.alethiometer.state import Job
from tests.support.alethiometer import build, invariant


def ai_step(state, rng):
    seat = GAME.waiting_for(state)[0]
    action = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
    return GAME.apply(state, seat, action).state


def test_three_parts_each_choose_turns_draw_then_the_end_A_4_1_A_4_2_A_16_4_A_9_1_A_9_3():
    """One Lyra marker shared by all (A-16.6) travels the whole track forwards."""
    state, rng = GAME.setup(3, seed=21), random.Random(21)
    phases, boxes = [(state.part, state.phase)], [state.lyra]
    while GAME.waiting_for(state):
        state = ai_step(state, rng)
        invariant(state)
        if phases[-1] != (state.part, state.phase):
            phases.append((state.part, state.phase))
        boxes.append(state.lyra)
    assert phases == [(p, phase) for p in (1, 2, 3) for phase in ("choose", "turn", "end")] + [(3, "over")]
    assert boxes == sorted(boxes) and boxes[-1] == 27  # one marker, only forwards
    visited = [data.TRACK[b].location for b in dict.fromkeys(boxes) if data.TRACK[b].kind == "step"]
    assert list(dict.fromkeys(visited)) == list(data.LOCATIONS)  # location after location
    assert GAME.outcome(state) is not None


def test_symbol_tokens_still_race_for_the_last_destination_A_13_3_A_13_4():
    state = build(part=3, lyra=20, spin=1, hands={0: ["sun", "sun", "wild"]})
    state = GAME.apply(state, 0, GAME.parse_action("alet")).state
    state = GAME.apply(state, 0, GAME.parse_action("tri:sun:2")).state
    assert state.on_dest[0] == 3 and GAME.view(state, None)["seats"][0]["on_destination"] == 3


def choice(state, seat=0):
    return GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(1)).code


def test_ai_collects_and_scores_tiles():
    assert choice(
        GAME.apply(build(spin=1, hands={0: ["goose", "goose"]}), 0, GAME.parse_action("skip")).state
    ) == ("pair:goose:2")
    part3 = build(part=3, lyra=20, spin=1, hands={0: ["goose", "goose"]}, tiles={0: ["t2", "t6"]})
    best = max(("t2", "t6"), key=lambda t: data.TILES[t].value)
    assert choice(GAME.apply(part3, 0, GAME.parse_action("skip")).state) == f"score:goose:2:{best}"


def test_ai_places_tokens_when_the_draft_is_close_and_picks_the_best_truth():
    close = build(spin=1, on_dest=(2, 3, 0))
    assert choice(close) == "alet"
    state = GAME.apply(
        build(n=2, lyra=9, phase="end", ferry=0, queue=[Job("ferry", 0), Job("draw_truths", -1)]),
        0,
        GAME.parse_action("ferry:b"),
    ).state
    seat = GAME.waiting_for(state)[0]
    best = max(data.TRUTHS[t] for t in state.drawn)
    assert choice(state, seat) == f"pick:{best}"


def test_ai_uses_its_ally():
    assert choice(build(spin=3, allies={0: "Lord Asriel"})) == "ally"


def test_ai_decides_from_its_view_only():
    """Two states that differ only in another player's hidden hand give the same decision."""
    one = build(spin=6, hands={0: ["sun", "goose"], 1: ["wild", "wild"]}, allies={0: "Lord Boreal"})
    two = build(spin=6, hands={0: ["sun", "goose"], 1: ["anchor", "spyfly"]}, allies={0: "Lord Boreal"})
    assert GAME.view(one, 0) == GAME.view(two, 0) and one.hands != two.hands
    for seed in range(5):
        rng_a, rng_b = random.Random(seed), random.Random(seed)
        a = GAME.ai_action(GAME.view(one, 0), GAME.legal_actions(one, 0), rng_a)
        b = GAME.ai_action(GAME.view(two, 0), GAME.legal_actions(two, 0), rng_b)
        assert a.code == b.code


def test_tuned_values_keep_item_tiles_a_fifth_of_the_points_A_DEC_16():
    """Deterministic AI games: Item tiles bring at least a fifth of the points (the tuning recorded
    in data.py); Dust brings points too, capped by its 8 tokens (docs/rules/alethiometer.md)."""
    totals = {"tiles": 0, "dust": 0, "truths": 0}
    for seed in range(6):
        state, rng = GAME.setup(4, seed=seed), random.Random(seed)
        while GAME.waiting_for(state):
            state = ai_step(state, rng)
        for row in GAME.outcome(state).detail["breakdown"]:
            for source in totals:
                totals[source] += row[source]
    points = sum(totals.values())
    assert totals["tiles"] >= 0.2 * points and totals["dust"] >= 0.08 * points
