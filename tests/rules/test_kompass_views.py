"""What each viewer sees (K-GAP-34, K-9.5, K-DEC-8), action codes, snapshots and the AI."""

import random

import pytest

import locales
from rules.core import InvalidActionError, Message
from rules.kompass import GAME
from rules.kompass.data import CARD_NAMES, TASKS
from rules.kompass.state import clone
from tests.support.kompass import act, build, codes

NAMES = ["Ann", "Bo", "Cy"]


def lines(transition, viewer, locale="en"):
    return [locales.render(GAME.describe(e, viewer), locale, NAMES) for e in transition.events]


def test_k_gap_34_hands_and_tasks_are_private_the_rest_public():
    state = build(hands={0: ["k0", "p8"], 1: ["k20"]}, tasks={0: "t0", 1: "t1"})
    public = GAME.view(state, None)
    assert "you" not in public
    assert public["players"][0]["hand_size"] == 2 and public["players"][0]["task_level"] == 1
    mine = GAME.view(state, 0)["you"]
    assert [c["id"] for c in mine["hand"]] == ["k0", "p8"] and mine["task"][
        "name"
    ] == "kom-task-master-of-jordan"
    assert locales.render(Message(mine["task"]["name"]), "en") == "The Master of Jordan"
    other = str(GAME.view(state, 1))
    assert "k0" not in other and "master-of-jordan" not in other and "k20" in other


def test_draw_lines_show_the_card_only_to_the_drawer():
    state = build(phase="draw", seat=2, pos={0: 10, 1: 7, 2: 5}, hands={2: []})
    transition = act(state, 2, "draw:red")
    card = transition.state.players[2].hand[0]
    shown = locales.render(CARD_NAMES[card], "en")
    assert lines(transition, 2) == [f"Cy draws {shown} from the red pile."]
    assert lines(transition, 0) == ["Cy draws a card from the red pile."]
    assert lines(transition, 0, "hu") == ["Cy húz egy kártyát a piros Lyra-pakliból."]
    assert lines(transition, None) == lines(transition, 1)


def test_k9_5_a_completed_task_is_shown_but_the_next_one_is_not():
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    transition = act(state, 0, "task")
    new_name = locales.render(Message(TASKS[transition.state.players[0].task].name), "en")
    public = " ".join(lines(transition, None))
    assert "Ann completes the task The Master of Jordan (I)." in public
    assert "Ann draws a task card II." in public
    assert new_name not in public and f"Ann draws a task card II: {new_name}." in lines(transition, 0)


def test_k_dec_8_gains_are_public_and_the_mouse_window_is_private():
    state = build(pos={0: 4}, hands={0: ["k0", "k1"], 1: ["p5"]})
    state = act(state, 0, "mv:k0").state
    state = act(state, 0, "end").state
    assert "0:witch:space" in GAME.view(state, None)["gains"]
    assert GAME.view(state, 1)["you"]["mouse_window"] == ["witch"]
    assert "mouse_window" not in str(GAME.view(state, None))


def test_moves_are_logged_for_everyone():
    state = build(hands={0: ["k6", "k0"]})
    transition = act(state, 0, "mv:k6")
    assert lines(transition, None)[0] == "Ann moves from Oxford to space 2 playing red 2."
    assert "Ann gains Armoured bear experience from the space (now 1)." in lines(transition, None)


@pytest.mark.parametrize("code", ["mv:k99", "mv:k0:3", "draw:purple", "xp:gold", "comp:pan", "task:1", "mv"])
def test_junk_codes_are_invalid(code):
    with pytest.raises(InvalidActionError):
        GAME.parse_action(code)


def test_every_legal_code_round_trips_with_a_label():
    state = build(hands={0: ["k14", "p0", "p12", "p14"]}, companions={0: ["serafina"], 1: ["lee"]})
    for action in GAME.legal_actions(state, 0):
        parsed = GAME.parse_action(action.code)
        assert parsed == action and parsed.label and len(action.code) <= 60


def test_snapshots_carry_a_schema_version():
    data = GAME.to_dict(GAME.setup(3, seed=9))
    assert data["schema"] == 1
    with pytest.raises(ValueError):
        GAME.from_dict({**data, "schema": 99})


def test_a_working_copy_equals_its_state_and_shares_nothing_it_could_change():
    """``apply`` changes a clone of the state (``state.clone``, copied field by field for the
    search's speed): a field added to a record without a copy there would be shared."""
    state = build(3, phase="move", hands={0: ["k6", "k1"]}, done={1: ["t0"]})
    state.turn.pending.append("companion")
    copy = clone(state)
    assert GAME.to_dict(copy) == GAME.to_dict(state)

    def containers(value, path):
        if hasattr(value, "__dataclass_fields__"):
            items = [(name, getattr(value, name)) for name in value.__dataclass_fields__]
        elif isinstance(value, dict):
            items = list(value.items())
        elif isinstance(value, list):
            items = list(enumerate(value))
        else:
            return
        yield path, value
        for key, item in items:
            yield from containers(item, f"{path}.{key}")

    originals = {path: id(value) for path, value in containers(state, "state")}
    shared = [path for path, value in containers(copy, "state") if originals.get(path) == id(value)]
    assert len(originals) > 40 and shared == []


def test_options_are_validated():
    with pytest.raises(InvalidActionError):
        GAME.setup(3, seed=1, options={"speed": 2})


def test_ai_lands_on_the_experience_its_task_needs():
    # task t3 Tony Costa needs bear 3 / witch 2; space 1 is north, space 2 bear
    state = build(hands={0: ["k0", "k6"]}, tasks={0: "t3"})
    choice = GAME.ai_action(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1))
    assert choice.code == "mv:k6"


def test_ai_completes_tasks_and_plays_owls():
    state = build(phase="task", seat=0, xp={0: {"dust": 3, "north": 2}}, tasks={0: "t0"})
    assert GAME.ai_action(GAME.view(state, 0), GAME.legal_actions(state, 0), random.Random(1)).code == "task"
    owl = build(pos={0: 2}, hands={0: ["p10", "k0", "k1"]})
    owl = act(owl, 0, "mv:k0").state
    assert "owl:p10" in codes(owl, 0)
    assert GAME.ai_action(GAME.view(owl, 0), GAME.legal_actions(owl, 0), random.Random(1)).code == "owl:p10"


def test_ai_swaps_cards_the_colour_rule_forbids_with_a_butterfly():
    state = build(pos={0: 19, 1: 30, 2: 25}, hands={0: ["p14", "k0", "k1", "k20"]})
    rng = random.Random(1)
    assert GAME.ai_action(GAME.view(state, 0), GAME.legal_actions(state, 0), rng).code == "bf:p14"
    state = act(state, 0, "bf:p14").state
    assert GAME.ai_action(GAME.view(state, 0), GAME.legal_actions(state, 0), rng).code == "bfd:k0"
