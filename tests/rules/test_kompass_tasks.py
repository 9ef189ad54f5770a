"""Tasks, companions taken, the goal and the end of the game: K-9, K-10, K-12, K-16.4 to
K-16.6, K-GAP-17 to K-GAP-19, K-GAP-31, K-GAP-32.

Tasks: t0 The Master of Jordan (I: dust 3/2, north 2/1), t4 Dr Lanselius (II: witch 4/2,
north 3/2), t8 Iofur Raknison (III: bear 5/3, north 4/2), t9 Lord Asriel (III)."""

import pytest

import locales
from rules.core import IllegalActionError, Message
from rules.kompass import GAME
from rules.kompass.data import SAFETY_ROUNDS, TASKS
from rules.kompass.events import TaskCompleted, TasksReshuffled
from tests.support.kompass import act, build, codes

READY = {"bear": 3, "witch": 3, "dust": 3, "north": 3}


def test_k9_1_to_k9_8_completing_a_task_pays_its_costs_and_draws_the_next_level():
    """K-9.1, K-9.3 to K-9.8: The Master of Jordan's emblems (dust 3/2, north 2/1) are met, so it
    may be completed; it costs dust 2 and north 1, is shown, discarded and replaced by a task II."""
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    assert "task" in codes(state, 0) and "pass" in codes(state, 0)  # K-9.4: optional
    after = act(state, 0, "task")
    p = after.state.players[0]
    assert (p.xp["dust"], p.xp["north"]) == (1, 1)  # K-9.3, K-9.6
    assert "t0" in after.state.task_discard["1"] and p.done == ["t0"]  # K-9.7
    assert TASKS[p.task].level == 2  # K-9.8
    assert TaskCompleted(seat=0, task="t0", level=1) in after.events  # K-9.5


def test_k9_2_the_minimum_must_be_met():
    """K-9.2, K-9.4: one north short of The Master of Jordan's 2, the task cannot be completed."""
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 1}}, tasks={0: "t0"})
    assert "task" not in codes(state, 0)
    assert GAME.waiting_for(GAME.apply(state, 0, GAME.parse_action("pass")).state) != (0,)


def test_k9_9_after_a_task_iii_no_new_task_with_three_players():
    """K-9.9: after a task III no new task is drawn."""
    state = build(
        phase="task", seat=0, xp={0: {"bear": 5, "north": 4}}, tasks={0: "t8"}, done={0: ["t0", "t4"]}
    )
    after = act(state, 0, "task").state
    assert after.players[0].task is None and len(after.players[0].done) == 3


def test_k16_4_with_two_players_a_second_task_iii_follows():
    """K-16.4: with two players a second task III follows the first."""
    state = build(
        2, phase="task", seat=0, xp={0: {"bear": 5, "north": 4}}, tasks={0: "t8"}, done={0: ["t0", "t4"]}
    )
    after = act(state, 0, "task").state
    assert TASKS[after.players[0].task].level == 3
    state = build(2, phase="task", seat=0, xp={0: {"north": 5, "dust": 4}}, tasks={0: "t9"})
    state.players[0].done = ["t0", "t4", "t8"]
    assert act(state, 0, "task").state.players[0].task is None  # after the fourth: none


def test_k_gap_17_several_tasks_in_one_phase_4():
    xp = {"dust": 3, "north": 5, "witch": 4}
    state = build(phase="task", seat=0, xp={0: xp}, tasks={0: "t0"})
    state.tasks["2"].remove("t4")
    state.tasks["2"].append("t4")  # Dr Lanselius on top: witch 4/2, north 3/2
    state = act(state, 0, "task").state
    state = act(state, 0, "comp:lee").state
    assert state.players[0].task == "t4" and "task" in codes(state, 0)
    state = act(state, 0, "task").state
    assert len(state.players[0].done) == 2


def test_k10_5_k_gap_17_no_task_during_phase_3():
    """K-10.5, K-GAP-17: a task cannot be completed during phase 3."""
    state = build(xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"}, hands={0: ["k0"]})
    assert "task" not in codes(state, 0)


def test_k10_1_k10_2_k_gap_18_a_companion_is_chosen_after_every_task():
    """K-10.1, K-10.2, K-GAP-18: after a task the player picks any companion; it lies face up before him."""
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    state = act(state, 0, "task").state
    assert codes(state, 0) == {
        f"comp:{c}" for c in ("iorek", "serafina", "lee", "macosta", "johnfaa", "coram")
    }
    after = act(state, 0, "comp:coram").state
    assert after.players[0].companions == ["coram"] and after.companions.count("coram") == 1
    assert GAME.view(after, None)["players"][0]["companions"] == ["kom-companion-coram"]  # face up


def test_k10_4_no_second_copy_unless_nothing_else_is_left():
    """K-10.4: a companion already owned is not offered, unless it is all the deck holds."""
    state = build(
        phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"}, companions={0: ["lee"]}
    )
    state = act(state, 0, "task").state
    assert "comp:lee" not in codes(state, 0)
    with_only_lee = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    with_only_lee.players[0].companions.append("lee")
    with_only_lee.companions = ["lee"]
    with_only_lee.players[1].companions = ["iorek", "iorek", "serafina", "serafina", "macosta", "macosta"]
    with_only_lee.players[2].companions = ["johnfaa", "johnfaa", "coram", "coram", "lee"]
    with_only_lee = act(with_only_lee, 0, "task").state
    assert codes(with_only_lee, 0) == {"comp:lee"}


def test_k_gap_12_an_empty_companion_deck_gives_none():
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    state.players[1].companions, state.companions = list(state.companions), []
    after = act(state, 0, "task").state
    assert not any(c.startswith("comp") for c in codes(after, 0))


def end_of_round(n=3, **kw):
    """Seat 0 is last in turn order, in phase 3, one card from the goal."""
    order = [(i + 1) % n for i in range(n)]
    kw.setdefault("hands", {0: ["k0"]})
    return build(n, order=order, **kw)


def test_k12_1_k12_2_the_game_ends_when_a_qualified_player_is_on_the_goal():
    """K-12.1, K-12.2: the round ends with one qualified player on the goal, who wins."""
    state = end_of_round(pos={0: 60}, xp={0: READY}, done={0: ["t0", "t4", "t8"]}, tasks={0: None})
    state.players[1].xp.update({"bear": 6, "witch": 6})  # more experience but not on the goal
    state = act(state, 0, "mv:k0").state
    assert GAME.waiting_for(state) == (1,)  # phase 4: seat 1 might hold Tony Costa (bear 3, witch 2)
    after = act(state, 1, "pass")
    assert after.state.phase == "over" and after.state.ended_by == "rules"
    outcome = GAME.outcome(after.state)
    assert outcome.winners == (0,) and outcome.scores[0] == max(outcome.scores)


def test_k12_1_three_tasks_and_all_tokens_on_3_are_needed():
    """K-12.1: a token at 2, or only two tasks done, keeps the game going."""
    short = end_of_round(pos={0: 60}, xp={0: {**READY, "bear": 2}}, done={0: ["t0", "t4", "t8"]})
    assert act(short, 0, "mv:k0").state.phase != "over"
    few = end_of_round(pos={0: 60}, xp={0: READY}, done={0: ["t0", "t4"]}, tasks={0: "t8"})
    assert act(few, 0, "mv:k0").state.phase != "over"


def test_k12_3_k12_4_most_experience_then_first_arrival_wins():
    """K-12.3, K-12.4: two qualified players on the goal: more experience wins, then the first arrival."""
    done = {0: ["t0", "t4", "t8"], 1: ["t1", "t5", "t9"]}
    hands = {0: ["k20"]}  # blue: seat 1 is ahead (K-7.3)
    state = end_of_round(pos={0: 60, 1: 61}, xp={0: READY, 1: READY}, done=done, hands=hands)
    after = act(state, 0, "mv:k20").state  # both qualify with 12; seat 1 arrived first
    assert GAME.outcome(after).winners == (1,)
    richer = end_of_round(pos={0: 60, 1: 61}, xp={0: {**READY, "dust": 4}, 1: READY}, done=done, hands=hands)
    assert GAME.outcome(act(richer, 0, "mv:k20").state).winners == (0,)


def test_k12_5_k_gap_32_goal_bonus_comes_before_the_end_check():
    """K-12.5, K-GAP-32: an unqualified player on the goal chooses one experience at the end of the
    round, then the end check runs."""
    xp = {**READY, "north": 2}
    state = end_of_round(pos={0: 60}, xp={0: xp}, done={0: ["t0", "t4", "t8"]}, tasks={0: None})
    state = act(state, 0, "mv:k0").state
    assert state.phase == "bonus" and GAME.waiting_for(state) == (0,)
    assert codes(state, 0) == {"xp:bear", "xp:witch", "xp:dust", "xp:north"}
    after = act(state, 0, "xp:north").state
    assert after.phase == "over" and GAME.outcome(after).winners == (0,)


def test_k12_6_k_gap_31_a_pawn_on_the_goal_has_no_phase_3_turn():
    state = build(pos={0: 61, 1: 5}, seat=1, order=[1, 2, 0], hands={1: ["k20"], 2: ["k40"]})
    state = act(state, 1, "mv:k20").state
    state = act(state, 2, "mv:k40").state
    assert state.phase == "bonus" and GAME.waiting_for(state) == (0,)  # phase 3 skipped seat 0


def test_k12_7_a_player_on_the_goal_may_still_complete_tasks():
    """K-12.7: a player on the goal may still complete a task."""
    state = build(phase="task", seat=0, pos={0: 61}, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    assert "task" in codes(state, 0)


def test_k16_5_k16_6_two_players_need_four_tasks():
    """K-16.5, K-16.6: with two players three tasks do not end the game, four do."""
    three = end_of_round(2, pos={0: 60}, xp={0: READY}, done={0: ["t0", "t4", "t8"]}, tasks={0: None})
    assert act(three, 0, "mv:k0").state.phase != "over"
    four = end_of_round(2, pos={0: 60}, xp={0: READY}, done={0: ["t0", "t4", "t8", "t9"]}, tasks={0: None})
    assert act(four, 0, "mv:k0").state.phase == "over"


def test_safety_cap_ends_a_game_nobody_can_win():
    state = end_of_round(pos={0: 20}, round_no=SAFETY_ROUNDS, hands={0: ["k0"], 1: [], 2: []})
    after = act(state, 0, "mv:k0").state
    assert after.phase == "over" and after.ended_by == "cap"
    assert GAME.outcome(after).detail["ended_by"] == "cap"


def test_a_seat_not_awaited_is_refused():
    state = build(hands={0: ["k0"], 1: ["k20"]})
    with pytest.raises(IllegalActionError) as refused:
        act(state, 1, "mv:k20")
    assert refused.value.message == Message("kom-not-your-turn")


def test_k_gap_12_an_empty_task_pile_is_renewed_from_its_discards():
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    state.task_discard["2"], state.tasks["2"] = list(state.tasks["2"]), []
    after = act(state, 0, "task")
    assert TasksReshuffled(level=2) in after.events
    assert TASKS[after.state.players[0].task].level == 2 and len(after.state.tasks["2"]) == 3


def test_k12_3_k12_4_k_gap_32_the_standings_say_which_numbers_decided():
    """The outcome explains itself: qualified players by total experience, then arrival at the
    goal (K-12.3, K-12.4); the others by tasks, experience, then place in the race (K-GAP-32)."""
    done = {0: ["t0", "t4", "t8"], 1: ["t1", "t5", "t9"]}
    state = end_of_round(pos={0: 60, 1: 61}, xp={0: READY, 1: READY}, done=done, hands={0: ["k20"]})
    detail = GAME.outcome(act(state, 0, "mv:k20").state).detail
    assert (detail["totals"], detail["qualified"], detail["tasks_done"]) == (
        [12, 12, 0],
        [True, True, False],
        [3, 3, 0],
    )

    def said(data, locale="en"):
        return locales.render(Message.from_json(data), locale, ["Ann", "Bo", "Cy"])

    assert [said(line) for line in detail["standings"]] == [
        "1. Bo: qualified; 12 experience in all, 3 tasks completed, first to reach the goal.",
        "2. Ann: qualified; 12 experience in all, 3 tasks completed, second to reach the goal.",
        "3. Cy: did not qualify; 0 tasks completed, 0 experience in all, third in the race.",
    ]
    # the game's last log line says when it ended ("after 2 rounds"); the summary says it not again
    assert said(detail["summary"]).startswith("Players who qualified (on the goal, ")
    assert "round" not in said(detail["summary"])
    assert said(detail["standings"][2], "hu") == (
        "3. Cy: nem teljesítette a győzelmi feltételeket; teljesített feladat: 0, összes tapasztalat: 0, "
        "helye a versenyben: 3."
    )
