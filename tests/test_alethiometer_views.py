"""Hidden information (A-DEC-10, A-11.5, A-5.3), log lines redacted per viewer, actions and
snapshots of the Alethiometer game."""

import json

import pytest

from rules.alethiometer import GAME, data
from rules.alethiometer import mechanics as m
from rules.core import InvalidActionError
from tests.support_alethiometer import build, secrets


def text(state, viewer):
    return json.dumps(GAME.view(state, viewer))


def test_hands_are_private_sizes_public_A_DEC_10():
    state = build(hands={0: ["sun", "goose"], 1: ["wild"]})
    mine, other, public = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert [c["kind"] for c in mine["private"]["hand"]] == ["goose", "sun"]
    assert "private" not in public and public["seats"][0]["hand_size"] == 2
    for card in state.hands[0]:
        assert card not in text(state, 1) and card not in text(state, None)
    assert [c["kind"] for c in other["private"]["hand"]] == ["wild"]


def test_dealt_characters_private_until_placed_A_DEC_10_A_5_3():
    state = GAME.setup(3, seed=4)
    names = [data.CHARACTERS[c].name for c in state.dealt[0]]
    assert all(name in text(state, 0) for name in names)
    assert not any(name in text(state, 1) or name in text(state, None) for name in names)


def test_public_facts_A_DEC_10():
    state = build(
        spin=1,
        dust=(2, 0, 1),
        dust_supply=5,
        ferry=2,
        on_dest=(1, 0, 3),
        discard=["sun"],
        tiles={1: ["t8"]},
        allies={0: "Lord Asriel"},
    )
    public = GAME.view(state, None)
    assert [s["dust"] for s in public["seats"]] == [2, 0, 1] and public["sky_ferry"] == 2
    assert [s["on_destination"] for s in public["seats"]] == [1, 0, 3]
    assert public["discard"][0]["kind"] == "sun" and public["deck_size"] == len(state.deck)
    assert public["seats"][1]["tile_origins"] == ["london"] and public["stacks"]["london"] == 5
    assert public["seats"][0]["ally"]["name"] == "Lord Asriel" and public["bag_size"] == 36
    assert public["spin"] == {"position": 1, "red_draw": 2, "red_advance": 1, "blue": "alethiometer"}


def test_log_lines_redacted_per_viewer():
    state = build(spin=1, deck_top=["goose", "anchor"])
    events = GAME.apply(state, 0, GAME.parse_action("red")).events
    mine = "\n".join(GAME.describe(e, 0) for e in events)
    theirs = "\n".join(GAME.describe(e, 1) for e in events)
    public = "\n".join(GAME.describe(e, None) for e in events)
    assert "goose" in mine and "anchor" in mine
    assert "goose" not in theirs and "goose" not in public and "draws 2 Lyra cards" in public


def test_stolen_tile_stays_known_to_its_former_owner_A_DEC_10():
    state = build(spin=1, hands={0: ["spyfly", "spyfly"], 2: ["spyfly", "spyfly"]}, tiles={1: ["t5"]})
    state = GAME.apply(
        GAME.apply(state, 0, GAME.parse_action("skip")).state, 0, GAME.parse_action("spy:1")
    ).state
    assert "t5" in secrets(state)[1] and "t5" in text(state, 1) and "t5" not in text(state, 2)


def test_secrets_cover_deck_stacks_bag_and_character_decks():
    owners = secrets(GAME.setup(2, seed=3))
    assert len(owners[None]) == 30 + 24 + 36 + 30 - 4
    assert all(len(owners[seat]) == 4 + 2 for seat in (0, 1))


def test_codes_parse_and_junk_is_refused():
    for code in ("red", "mag:2", "pair:ermine:1", "score:goose:2:t6", "ally:1:2", "ferry:b", "pick:4"):
        assert GAME.parse_action(code).code == code
    for junk in (
        "mag:9",
        "pair:sun:2",
        "tri:sun:4",
        "pick:7",
        "ally:1:2:3",
        "keep:c99",
        "red:1",
        "dust:zz",
        "ally:x",
    ):
        with pytest.raises(InvalidActionError):
            GAME.parse_action(junk)


def test_snapshot_round_trip_and_schema():
    state = build(spin=1, tiles={1: ["t5"]}, hands={0: ["sun"]})
    data_ = json.loads(json.dumps(GAME.to_dict(state)))
    assert data_["schema"] == 1 and GAME.from_dict(data_) == state
    with pytest.raises(ValueError):
        GAME.from_dict({**data_, "schema": 99})


def test_every_legal_action_has_a_label_and_unique_code():
    state = build(
        spin=6,
        hands={0: ["sun", "sun", "wild", "goose", "spyfly", "spyfly"]},
        tiles={1: ["t2"]},
        allies={0: "Lord Boreal"},
    )
    for legal in (
        GAME.legal_actions(state, 0),
        GAME.legal_actions(GAME.apply(state, 0, GAME.parse_action("skip")).state, 0),
    ):
        assert len({a.code for a in legal}) == len(legal) and all(a.label for a in legal)
    assert m.kinds(state.hands[0]).count("sun") == 2


ICON_LABELS = {
    "alethiometer": "Alethiometer:",
    "magisterium": "Magisterium:",
    "ally": "Ally ",
    "dust": "Dust Knowledge:",
}


def test_action_labels_explain_both_ends_of_the_needle_A_1_13():
    """A-1.13: the Player Reference cards explain what the needle's icons do; here each spin's
    action labels say it: the red end's draw and advance, and the light-blue end's actions."""
    for position, spin in enumerate(data.DIAL, start=1):
        labels = [a.label for a in GAME.legal_actions(build(spin=position, allies={0: "Lord Asriel"}), 0)]
        red = next(label for label in labels if label.startswith("Red icon"))
        assert f"draw {spin.red_draw}" in red
        assert (f"advance {spin.red_advance}" in red) if spin.red_advance else ("advance" not in red)
        offered = data.BLUE_ICONS[:4] if spin.blue == "choose" else (spin.blue,)
        for icon, prefix in ICON_LABELS.items():
            assert any(label.startswith(prefix) for label in labels) == (icon in offered), (position, icon)
