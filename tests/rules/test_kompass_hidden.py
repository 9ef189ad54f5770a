"""Who is awaited never reveals a secret (K-GAP-34): a step finishes by itself only when public
information shows it offers nothing but finishing (K-9.4 phase 4, K-14.3 Cat, K-8 / K-7 moves,
K-14.4 Butterfly). Card ids: see test_kompass_movement.py; Cats are p12 and p13, Butterflies
p14 and p15."""

import random

import locales
from rules.kompass import GAME
from rules.kompass.data import LYRA, TASKS
from rules.kompass.legal import may_choose
from tests.support.kompass import act, build, codes

# Meets The Master of Jordan (t0: dust 3, north 2) and no other task card I.
MASTER_XP = {"dust": 3, "north": 2}
SUBSTITUTES = ("p12", "p14", "p0")  # a Cat, a Butterfly, a Marten: the cards that open steps


def phase4(task: str, tasks=None, **kw):
    """Phase 4 of a 3-player game after seat 0 has skipped; seat 1 holds ``task``."""
    tasks = {1: task, **(tasks or {})}
    state = build(phase="task", seat=0, order=[0, 1, 2], xp={1: MASTER_XP}, tasks=tasks, **kw)
    return act(state, 0, "pass")


def public(transition) -> list:
    """Everything seats 0 and 2 and the public channel see of a transition."""
    state = transition.state
    seen = [GAME.waiting_for(state), GAME.view(state, None), GAME.view(state, 0), GAME.view(state, 2)]
    for viewer in (None, 0, 2):
        seen.append([GAME.describe(e, viewer) for e in transition.events])  # ids and arguments
    return seen


def test_k9_4_a_seat_that_might_complete_a_task_is_asked_even_when_it_cannot():
    """Seat 1 holds Mrs Coulter (t1, north 3) but has the experience for The Master of Jordan,
    which for all the others know could be its card: it is asked and may only skip."""
    state = phase4("t1").state
    assert GAME.waiting_for(state) == (1,) and state.phase == "task"
    assert codes(state, 1) == {"pass"}
    assert locales.render(GAME.legal_actions(state, 1)[0].label, "en") == "Skip: no (more) task now"
    assert GAME.waiting_for(act(state, 1, "pass").state) != (1,)


def test_k9_4_a_seat_for_whom_completing_is_publicly_impossible_is_not_asked():
    """The only task card I seat 1's experience meets lies face up on the discard pile
    (completed by seat 2, K-9.7), so everyone knows seat 1 cannot complete: it is skipped."""
    state = phase4("t1", done={2: ["t0"]}, tasks={2: "t5"}).state
    assert 1 not in GAME.waiting_for(state)
    no_experience = build(phase="task", seat=0, order=[0, 1, 2], tasks={1: "t1"})
    assert 1 not in GAME.waiting_for(act(no_experience, 0, "pass").state)


def test_k9_4_k_gap_34_a_secret_task_card_changes_nothing_anyone_else_sees():
    """Two games that differ only in seat 1's task card, one it can complete (t0) and one it
    cannot (t1): the same seat is awaited and every other seat and the channel see the same,
    before and after seat 1 skips."""
    able, unable = phase4("t0"), phase4("t1")
    assert "task" in codes(able.state, 1) and "task" not in codes(unable.state, 1)
    assert public(able) == public(unable)
    assert public(act(able.state, 1, "pass")) == public(act(unable.state, 1, "pass"))


def test_k14_3_k_gap_22_after_the_last_draw_a_possible_cat_holder_is_asked():
    """Seat 2 (third place: 3 draws) while seat 0 shows Ma Costa: after its last draw it is
    still asked, whether or not it holds a Cat; with nothing to copy it is not."""

    def after_draws(hand, companions):
        state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: hand}, companions=companions)
        for _ in range(3):
            state = act(state, 2, "draw:red").state
        return state

    without_cat = after_draws(["k40"], {0: ["macosta"]})
    with_cat = after_draws(["k40", "p12"], {0: ["macosta"]})
    assert GAME.waiting_for(without_cat) == GAME.waiting_for(with_cat) == (2,)
    assert codes(without_cat, 2) == {"stop"} and codes(with_cat, 2) == {"stop", "cat:p12:macosta"}
    assert GAME.waiting_for(after_draws(["k40"], {0: ["lee"]})) == (0,)  # Lee: phase 3 only
    both_cats_seen = build(
        phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: ["k40"]}, companions={0: ["macosta"]}
    )
    both_cats_seen.pan = [c for c in both_cats_seen.pan if c not in ("p12", "p13")]
    both_cats_seen.pan_discard += ["p12", "p13"]  # K-13.4: face up, so no Cat can be in a hand
    for _ in range(3):
        both_cats_seen = act(both_cats_seen, 2, "draw:red").state
    assert GAME.waiting_for(both_cats_seen) == (0,)


def test_k7_k8_1_after_moving_a_seat_with_cards_is_asked_even_if_none_is_playable():
    """Beyond Fens seat 0 may not play its own colour (K-7.3): holding only a red card after
    its move, it is asked all the same (End my turn), like a seat holding a playable card."""
    dead = act(build(pos={0: 20, 1: 30, 2: 40}, hands={0: ["p0", "k6"]}), 0, "mv:p0").state
    live = act(build(pos={0: 20, 1: 30, 2: 40}, hands={0: ["p0", "k26"]}), 0, "mv:p0").state
    assert GAME.waiting_for(dead) == GAME.waiting_for(live) == (0,)
    assert codes(dead, 0) == {"end"} and "mv:k26" in codes(live, 0)
    empty = act(build(pos={0: 20, 1: 30, 2: 40}, hands={0: ["p0"]}), 0, "mv:p0").state
    assert GAME.waiting_for(empty) == (1,)  # an empty hand is public: the turn ends by itself


def test_k14_4_a_butterfly_discard_stays_open_while_the_hand_may_hold_lyra_cards():
    """After discarding its last Lyra card the seat still holds a Pan card: it is asked to
    finish discarding, as it would be with another Lyra card left."""
    pan_left = act(act(build(hands={0: ["p14", "k6", "p0"]}), 0, "bf:p14").state, 0, "bfd:k6").state
    lyra_left = act(act(build(hands={0: ["p14", "k6", "k7"]}), 0, "bf:p14").state, 0, "bfd:k6").state
    assert pan_left.turn.mode == lyra_left.turn.mode == "bf_discard"
    assert codes(pan_left, 0) == {"bfx"} and codes(lyra_left, 0) == {"bfd:k7", "bfx"}


def _other_secrets(state, seat):
    """A copy of ``state`` in which ``seat`` holds as many different cards and, if it has a
    task, another task card of the same level (unconserved: only ``may_choose`` reads it)."""
    swapped = GAME.from_dict(GAME.to_dict(state))
    p = swapped.players[seat]
    p.hand = [c for c in (*SUBSTITUTES, *LYRA) if c not in p.hand][: len(p.hand)]
    if p.task is not None:
        level = TASKS[p.task].level
        p.task = next(t.id for t in TASKS.values() if t.level == level and t.id != p.task)
    return swapped


def test_k_gap_34_no_awaited_step_is_decided_by_secrets_in_ai_games():
    """In whole AI games, at every step the game waits for, public information shows the seat
    may have a choice (so ``settle`` closed no step on secrets), and giving the seat other
    cards and another task of the same level does not change that."""
    checked = 0
    for n, seed in ((2, 3), (3, 4), (4, 5)):
        state, rng = GAME.setup(n, seed=seed), random.Random(seed)
        while GAME.waiting_for(state):
            seat = GAME.waiting_for(state)[0]
            assert may_choose(state, state.turn)
            swapped = _other_secrets(state, seat)
            assert may_choose(swapped, swapped.turn)
            legal = GAME.legal_actions(state, seat)
            state = GAME.apply(state, seat, GAME.ai_action(GAME.view(state, seat), legal, rng)).state
            checked += 1
    assert checked > 300
