"""Views, log lines, action codes and snapshots: S-GAP-27, S-3.5, S-11.7, S-12.16 and the
contract of docs/saboteur-views.md."""

import json

import pytest

from rules.core import Action, IllegalActionError, InvalidActionError, Message
from rules.saboteur import GAME
from rules.saboteur.events import RoundStarted
from tests.support.saboteur import act, build, english, hand_id

PUBLIC_KEYS = {
    "game", "round", "phase", "turn", "awaited", "deck", "discard", "options", "players", "maze",
    "last", "plays", "draft", "round_results", "scores",
}  # fmt: skip


def test_views_follow_the_documented_schema():
    """docs/saboteur-views.md: the public keys, each player's public facts, and "you"."""
    state = GAME.setup(4, seed=9)
    public = GAME.view(state, None)
    assert set(public) == PUBLIC_KEYS
    assert public["awaited"] == [0] and public["turn"] == 0 and public["deck"] == 67 - 24
    assert set(public["players"][0]) == {"seat", "hand_size", "broken", "role", "gold"}
    mine = GAME.view(state, 2)
    assert set(mine) == PUBLIC_KEYS | {"you"}
    assert {"seat", "role", "hand", "peeks", "gold_cards", "gold"} <= set(mine["you"])
    assert {"id", "card", "name"} <= set(mine["you"]["hand"][0])
    assert all(entry["name"].startswith("sab-card-") for entry in mine["you"]["hand"])
    json.dumps(mine)


def test_s_gap_27_a_seat_sees_its_own_secrets_only():
    """S-GAP-27, S-3.5: hands, roles and peeks are their owner's; the public sees hand sizes,
    broken tools and the maze; the deck order appears nowhere."""
    state = build(4, hands={0: ["MAP", "X"], 1: ["ROCKFALL"]}, broken={1: ["cart"]})
    state = act(state, 0, f"m:{hand_id(state, 0, 'MAP')}:8,0").state
    public = json.dumps(GAME.view(state, None))
    seat1 = GAME.view(state, 1)
    own_cards = {entry["id"] for entry in GAME.view(state, 0)["you"]["hand"]}
    for card in own_cards:
        assert card not in public and card not in json.dumps(seat1)
    assert "peek" not in public and all(p["role"] is None for p in seat1["players"])
    assert seat1["you"]["peeks"] == [] and seat1["players"][1]["broken"] == ["cart"]
    assert [p["hand_size"] for p in seat1["players"]] == [2, 1, 0, 0]
    for card in state.deck:
        assert f'"c{card}"' not in public


def test_log_lines_redacted_per_viewer():
    """S-GAP-27, S-10.2: the discarded and the drawn card are named to their owner only; the
    deal tells each seat its own role and the public none."""
    state = build(4, hands={0: ["X"]})
    transition = act(state, 0, f"d:{hand_id(state, 0, 'X')}")
    drawn = english(Message(GAME.view(transition.state, 0)["you"]["hand"][-1]["name"]))
    mine, theirs = GAME.describe(transition.events[0], 0), GAME.describe(transition.events[0], 1)
    assert english(mine) == f"Ann discards Crossroads face down. Ann draws a {drawn}."
    assert english(theirs) == "Ann discards a card face down. Ann draws a card."
    deal = RoundStarted(seat=0, round=1, roles=("saboteur", "gold-digger", "gold-digger"))
    assert english(GAME.describe(deal, 0)).endswith("Ann starts. You are a saboteur.")
    assert english(GAME.describe(deal, 1)).endswith("You are a gold-digger.")
    assert "saboteur" not in english(GAME.describe(deal, None)) + english(GAME.describe(deal, 1))


@pytest.mark.parametrize(
    "code",
    ["p:c17:3,-1:180", "b:c41:2", "r:c51:1:lantern", "f:c60:2,0", "m:c62:8,-2", "d:c17", "pass", "g:3"],
)
def test_action_codes_round_trip(code):
    action = GAME.parse_action(code)
    assert action.code == code and isinstance(action, Action) and english(action.label)


@pytest.mark.parametrize(
    "code",
    [
        "p:c67:1,0:0",
        "p:c1:1,0:90",
        "b:c41",
        "g:4",
        "r:c47:1:hammer",
        "pass:1",
        "m:c62:8",
        "p:c05:1,0:0",
        "b:c41:02",
    ],
)
def test_malformed_codes_are_refused(code):
    with pytest.raises(InvalidActionError) as refused:
        GAME.parse_action(code)
    assert refused.value.message.id == (
        "sab-no-such-card" if code.startswith("p:c67") else "sab-not-an-action"
    )


def test_illegal_actions_refused_with_a_readable_message_and_nothing_changed():
    state = build(4, hands={0: ["X"], 1: ["X"]})
    before = GAME.to_dict(state)
    with pytest.raises(IllegalActionError) as refused:
        act(state, 1, f"d:{hand_id(state, 1, 'X')}")
    assert english(refused.value.message) == "It is not your turn; the game waits for Ann."
    with pytest.raises(IllegalActionError) as refused:
        act(state, 0, f"p:{hand_id(state, 0, 'X')}:5,5:0")
    assert english(refused.value.message) == "Place Crossroads at 5,5 (open NESW) is not allowed now."
    assert GAME.to_dict(state) == before


def test_labels_name_cards_cells_and_seats():
    assert (
        english(GAME.parse_action("p:c5:3,-1:180").label) == "Place T-junction at 3,-1 upside down (open NSW)"
    )
    assert english(GAME.parse_action("b:c40:2").label) == "Broken pickaxe: break Cid's pickaxe"
    # a path card with its shape: cards of one name come in several shapes (issue 23)
    assert english(GAME.parse_action("d:c0").label) == "Discard Crossroads (open NESW) face down"
    assert english(GAME.parse_action("d:c42").label) == "Discard Broken pickaxe face down"


def test_snapshot_round_trip_and_schema():
    state = act(build(4, hands={0: ["X"]}), 0, "p:c0:1,0:0").state
    assert GAME.to_dict(GAME.from_dict(json.loads(json.dumps(GAME.to_dict(state))))) == GAME.to_dict(state)
    with pytest.raises(ValueError, match="schema"):
        GAME.from_dict({**GAME.to_dict(state), "schema": 99})
