"""Hidden information (A-DEC-10, A-11.5, A-5.3), log lines redacted per viewer, actions,
refusals, event records and snapshots of the Alethiometer game."""

import dataclasses
import json
import random

import pytest

from rules.alethiometer import GAME, data, events
from rules.alethiometer import mechanics as m
from rules.core import Event, IllegalActionError, InvalidActionError, Message
from tests.support.alethiometer import act, build, english, secrets


def text(state, viewer):
    return json.dumps(GAME.view(state, viewer))


def test_hands_are_private_sizes_public_A_DEC_10():
    state = build(hands={0: ["sun", "goose"], 1: ["wild"]})
    mine, other, public = GAME.view(state, 0), GAME.view(state, 1), GAME.view(state, None)
    assert [c["kind"] for c in mine["you"]["hand"]] == ["goose", "sun"]
    assert "you" not in public and public["seats"][0]["hand_size"] == 2
    for card in state.hands[0]:
        assert card not in text(state, 1) and card not in text(state, None)
    assert [c["kind"] for c in other["you"]["hand"]] == ["wild"]


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
    assert public["seats"][0]["ally"]["name"] == "ale-char-lord-asriel" and public["bag_size"] == 36
    assert public["seats"][0]["ally"]["text"] == "ale-char-lord-asriel-ability"
    assert public["spin"] == {"position": 1, "red_draw": 2, "red_advance": 1, "blue": "alethiometer"}


def log(records, viewer) -> str:
    return "\n".join(english(GAME.describe(record, viewer)) for record in records)


def test_log_lines_redacted_per_viewer():
    state = build(spin=1, deck_top=["goose", "anchor"])
    records = GAME.apply(state, 0, GAME.parse_action("red")).events
    mine, theirs, public = log(records, 0), log(records, 1), log(records, None)
    assert "Ann draws 2 Lyra cards (red icon): Goose, Anchor." in mine
    assert "Goose" not in theirs and "Goose" not in public and "Ann draws 2 Lyra cards (red icon)." in public


def test_a_card_passed_between_two_hands_is_named_to_both_only_A_DEC_10():
    state = build(spin=3, allies={0: "Mrs Coulter"}, hands={1: ["sun"], 2: ["goose"]})
    state = act(state, 0, "ally")
    records = GAME.apply(state, 1, GAME.parse_action("give:sun")).events
    line = "Bob gives a Lyra card to Ann (Ann's ally Mrs Coulter)"
    assert f"{line}: Sun." in log(records, 0) and f"{line}: Sun." in log(records, 1)
    assert f"{line}." in log(records, 2) and "Sun" not in log(records, 2) + log(records, None)


def test_log_lines_say_who_gives_to_whom():
    """The receiver of the Sky Ferry, or of a discard forced by another player's ally, is not
    named as if he acted."""
    mag = GAME.apply(build(spin=2), 0, GAME.parse_action("mag:1")).events
    assert "Ann gives the Magisterial Sky Ferry to Bob (Magisterium)." in log(mag, None)
    own = GAME.apply(build(spin=2), 0, GAME.parse_action("mag:0")).events
    assert "Ann takes the Magisterial Sky Ferry (Magisterium)." in log(own, None)
    sysselman = build(part=2, lyra=11, spin=3, allies={0: "The Sysselman of Trollesund"})
    records = GAME.apply(sysselman, 0, GAME.parse_action("ally:2")).events
    assert "Ann gives the Magisterial Sky Ferry to Cy (The Sysselman of Trollesund)." in log(records, None)
    gobblers = act(
        build(part=2, lyra=11, spin=3, allies={0: "The Gobblers"}, hands={2: ["goose"]}), 0, "ally:2"
    )
    records = GAME.apply(gobblers, 2, GAME.parse_action("disc:goose")).events
    assert log(records, None).startswith("Cy discards Goose (Ann's ally The Gobblers).")
    labels = [english(action.label) for action in GAME.legal_actions(gobblers, 2)]
    assert labels == ["Discard Goose (Ann's ally The Gobblers, 1 to go)"]


def test_every_event_is_a_typed_record_of_data_not_words():
    """One frozen dataclass per kind of event, subclassing rules.core.Event; its fields are ids,
    seats, counts and codes (no sentence), and every viewer gets a log line from it."""
    state, rng, kinds = GAME.setup(3, seed=8), random.Random(8), set()
    while GAME.waiting_for(state):
        seat = GAME.waiting_for(state)[0]
        transition = GAME.apply(
            state, seat, GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        )
        for record in transition.events:
            assert isinstance(record, events.AlethiometerEvent) and isinstance(record, Event)
            assert dataclasses.is_dataclass(record) and type(record).__dataclass_params__.frozen
            texts = [value for value in dataclasses.asdict(record).values() if isinstance(value, str)]
            assert not any(" " in text for text in texts), record
            assert all(isinstance(GAME.describe(record, viewer), Message) for viewer in (None, 0, 1, 2))
            kinds.add(type(record).__name__)
        state = transition.state
    assert len(kinds) >= 15


def strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from strings(item)


def test_views_hold_no_words_only_keys_codes_and_message_ids():
    """Names of characters and locations are message ids (``ale-char-lord-asriel``); the rest are
    keys and codes, so nothing in a view is English."""
    state, rng = GAME.setup(3, seed=5), random.Random(5)
    while GAME.waiting_for(state):
        for viewer in (None, 0, 1, 2):
            assert not [text for text in strings(GAME.view(state, viewer)) if " " in text]
        seat = GAME.waiting_for(state)[0]
        choice = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        state = GAME.apply(state, seat, choice).state
    lyra = GAME.view(build(lyra=6), None)["lyra"]
    assert lyra == {
        "box": 6,
        "kind": "step",
        "number": 6,
        "location": "ale-loc-london",
        "counts_as": "london",
    }


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
    with pytest.raises(InvalidActionError) as refused:
        GAME.parse_action("mag:9")
    assert english(refused.value.message) == "'mag:9' is not an Alethiometer action."
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
    assert data_["schema"] == 2 and GAME.from_dict(data_) == state
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
        assert len({a.code for a in legal}) == len(legal) and all(isinstance(a.label, Message) for a in legal)
    assert m.kinds(state.hands[0]).count("sun") == 2


def test_a_parsed_code_is_labelled_with_the_move_it_names():
    labels = {
        "keep:c8": "Keep The Golden Monkey as ally",
        "mag:2": "Magisterium: give the Sky Ferry to Cy",
        "dust": "Dust Knowledge: take a Dust token from the supply",
        "pair:ermine:1": "Play 1 Ermine + 1 Wild: take an Item tile",
        "score:goose:2:t6": "Play 2 Goose: score the 5-point Item tile from Jordan College",
        "tri:sun:3": "Play 3 Sun: place 2 Symbol tokens",
        "ally:1:2": "Ally: use your ally (Bob, 2 tokens)",
        "ally:wild": "Ally: use your ally (Wild)",
        "give:anchor": "Give Anchor",
        "ferry:a": "Sky Ferry: discard Lyra cards (your Magisterium score plus 1)",
        "drop:3": "Discard your Truth token worth 3 (Sky Ferry)",
    }
    assert {code: english(GAME.parse_action(code).label) for code in labels} == labels


def test_refusals_say_why_and_change_nothing():
    state = build(spin=1)
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, 1, GAME.parse_action("red"))
    assert english(refused.value.message) == "It is not your turn to act."
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(state, 0, GAME.parse_action("mag:1"))
    assert english(refused.value.message) == "Magisterium: give the Sky Ferry to Bob is not allowed now."
    over = build(n=2, part=3, lyra=27, phase="over", queue=[])
    with pytest.raises(IllegalActionError) as refused:
        GAME.apply(over, 0, GAME.parse_action("end"))
    assert english(refused.value.message) == "The game is over."


ICON_LABELS = {
    "alethiometer": ("ale-act-alethiometer",),
    "magisterium": ("ale-act-magisterium",),
    "ally": ("ale-act-ally", "ale-act-ally-with"),
    "dust": ("ale-act-dust", "ale-act-dust-from"),
}


def test_action_labels_explain_both_ends_of_the_needle_A_1_13():
    """A-1.13: the Player Reference cards explain what the needle's icons do; here each spin's
    action labels say it: the red end's draw and advance, and the light-blue end's actions."""
    for position, spin in enumerate(data.DIAL, start=1):
        labels = [a.label for a in GAME.legal_actions(build(spin=position, allies={0: "Lord Asriel"}), 0)]
        red = english(next(label for label in labels if label.id == "ale-act-red"))
        assert red.startswith(f"Red icon: draw {spin.red_draw} Lyra cards")
        advance = f"then advance Lyra {spin.red_advance} step"
        assert (advance in red) if spin.red_advance else ("advance" not in red)
        offered = data.BLUE_ICONS[:4] if spin.blue == "choose" else (spin.blue,)
        for icon, ids in ICON_LABELS.items():
            assert any(label.id in ids for label in labels) == (icon in offered), (position, icon)


def test_last_turn_is_public_path_and_tiles_of_the_turn_just_ended():
    """``last``: whose turn ended last, the boxes Lyra moved through in it, the tiles it scored
    (face up, A-13.5) and took (their location only: the value stays secret, A-10.2)."""
    from tests.support.alethiometer_scenes import play

    state = play(3, 7, lambda s: s.phase == "turn" and any(k == "scored" for k, *_ in s.last_marks))
    last = GAME.view(state, None)["last"]
    assert last["seat"] == state.last_turn
    scored = last["scored"][0]
    assert scored["location"] in data.SCORING_LOCATIONS
    assert scored["tile"]["id"] in state.scored[scored["seat"]]
    path = last["path"]
    assert path == [] or path == list(range(path[0], path[0] + len(path)))
    moved = play(3, 7, lambda s: s.phase == "turn" and s.turns > 2 and len(s.last_path) >= 2)
    assert GAME.view(moved, None)["last"]["path"][-1] <= moved.lyra
    assert GAME.view(GAME.setup(3, seed=7), None)["last"] is None


def test_taken_tile_names_its_location_not_its_value_A_10_2():
    from tests.support.alethiometer_scenes import play

    state = play(3, 8, lambda s: s.phase == "turn" and any(k == "taken" for k, *_ in s.last_marks))
    taken = GAME.view(state, None)["last"]["taken"][0]
    assert set(taken) == {"seat", "location"} and taken["location"] in data.TILE_LOCATIONS


def test_tiles_stolen_in_the_last_turn_are_in_last_by_ally_or_spyfly_A_10_4_A_DEC_10():
    """``last.stolen``: a tile stolen by an ally's ability (Iorek Byrnison) or a Spyfly pair
    names the thief, the victim and the tile's public origin, never its value (A-DEC-10)."""
    state = build(n=3, part=2, lyra=11, spin=3, allies={0: "Iorek Byrnison"}, tiles={1: ["t6"]})
    state = act(act(state, 0, "ally:1"), 0, "end")
    last = GAME.view(state, None)["last"]
    assert last["seat"] == 0 and last["stolen"] == [{"seat": 0, "victim": 1, "location": "jordan"}]
    assert last["taken"] == [] and "t6" not in json.dumps(last)
    spy = build(n=3, part=2, lyra=11, spin=1, hands={0: ["spyfly", "spyfly"]}, tiles={2: ["t24"]})
    spy = act(act(act(spy, 0, "skip"), 0, "spy:2"), 0, "end")
    assert GAME.view(spy, None)["last"]["stolen"] == [{"seat": 0, "victim": 2, "location": "bolvangar"}]


def test_a_snapshot_without_the_turn_record_still_loads():
    state = build(spin=1)
    old = json.loads(json.dumps(GAME.to_dict(state)))
    for name in ("path", "marks", "last_path", "last_marks"):
        del old[name]
    assert GAME.from_dict(old) == state
