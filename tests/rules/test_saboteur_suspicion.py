"""The public record of a round's plays (``SaboteurState.plays``) and who it makes likely a
saboteur (``rules/saboteur/suspicion.py``, issue 36): what every seat saw each play do
(S-GAP-27: placements, tools, rockfalls and maps are played face up; a discard is face down,
S-10.2, so the record says only that a card was discarded), kept in every view and in
snapshots; the role weights the search deals by read that record and nothing secret."""

import json
import random
from dataclasses import replace

from rules.saboteur import GAME
from rules.saboteur.ai import choose_informed
from rules.saboteur.data import ROLE_CARDS, SABOTEUR
from rules.saboteur.sample import redeal
from rules.saboteur.suspicion import role_deals, saboteur_chances
from rules.search import EFFORT, choose
from tests.support.saboteur import act, build, hand_id

D, S = "gold-digger", "saboteur"


def play_round(state, moves):
    """Each (seat, kind code, where) in turn: ``where`` completes the action code."""
    for seat, code, where in moves:
        assert state.turn == seat
        state = act(state, seat, f"{code[0]}:{hand_id(state, seat, code[1])}{where}").state
    return state


def test_the_record_says_what_each_play_did_to_the_table_and_every_seat_sees_it():
    """S-6 a through card nearer the goals or not and a dead end, S-8 a rockfall on a through
    card or on a dead end, S-7.4 and S-7.8 a tool broken or repaired and whose, S-9 a map,
    S-10.2 a discard (face down: not which card)."""
    state = build(
        4,
        hands={
            0: ["X", "FIX-pickaxe", "LNE"],
            1: ["DEW", "MAP"],
            2: ["ROCKFALL", "X"],
            3: ["BREAK-pickaxe", "ROCKFALL"],
        },
        roles=[D, S, D, D],
    )
    state = play_round(
        state,
        [
            (0, ("p", "X"), ":1,0:0"),  # the tunnel's open end now 6 cells from (8,0), not 7
            (1, ("p", "DEW"), ":2,0:0"),  # a dead end
            (2, ("f", "ROCKFALL"), ":2,0"),  # removes the dead end
            (3, ("b", "BREAK-pickaxe"), ":0"),
            (0, ("r", "FIX-pickaxe"), ":0:pickaxe"),
            (1, ("m", "MAP"), ":8,2"),
            (2, ("d", "X"), ""),
            (3, ("f", "ROCKFALL"), ":1,0"),  # cuts the tunnel
            (0, ("p", "LNE"), ":0,1:180"),  # a curve north of the start, turned to open S and W
        ],
    )
    assert state.plays == (
        ("advance", "repair:0", "path"),
        ("dead_end", "map"),
        ("clear", "discard"),
        ("break:0", "cut"),
    )
    views = [GAME.view(state, viewer) for viewer in (None, 0, 1, 2, 3)]
    assert all(view["plays"] == [list(record) for record in state.plays] for view in views)


def test_a_new_round_starts_an_empty_record():
    state = build(3, hands={0: ["X"]}, roles=[D, S, D])
    state = act(state, 0, f"p:{hand_id(state, 0, 'X')}:1,0:0").state
    assert state.plays[0] == ("advance",)
    fresh = GAME.setup(3, seed=4)
    assert fresh.plays == ((), (), ())


def test_a_snapshot_keeps_the_record_and_one_saved_before_it_loads_with_it_empty():
    state = build(4, hands={0: ["X"]})
    state = act(state, 0, f"p:{hand_id(state, 0, 'X')}:1,0:0").state
    saved = json.loads(json.dumps(GAME.to_dict(state)))
    assert GAME.from_dict(saved).plays == state.plays
    old = {key: value for key, value in saved.items() if key != "plays"}
    loaded = GAME.from_dict(old)
    assert loaded.plays == ((), (), (), ())
    assert GAME.view(loaded, 1)["plays"] == [[], [], [], []]
    seat = loaded.turn
    legal = GAME.legal_actions(loaded, seat)
    after = GAME.apply(loaded, seat, GAME.ai_action(GAME.view(loaded, seat), legal, random.Random(0))).state
    assert len(after.plays[seat]) == 1, "the game goes on and records from there"


RECORD = (
    (),  # seat 0 decides
    ("path", "dead_end", "cut", "break:3"),  # seat 1 played like a saboteur
    ("advance", "repair:3"),  # seat 2 like a gold-digger
    ("advance", "path"),
    ("discard",),
)


def test_plays_like_a_saboteurs_make_a_seat_likely_one():
    deals, weights = role_deals(RECORD, 0, False, 2)
    chances = saboteur_chances(5, 0, False, deals, weights)
    assert chances[0] == 0.0 and abs(sum(chances[1:]) + _leftover(deals, weights, 5) - 2) < 1e-9
    assert chances[1] > 0.8 and chances[1] > chances[4] > chances[2], chances
    flat = saboteur_chances(5, 0, False, *role_deals(((),) * 5, 0, False, 2))
    assert all(abs(chance - 2 / 5) < 1e-9 for chance in flat[1:]), "no plays, no suspicion"


def _leftover(deals, weights, position):
    return sum(weight for deal, weight in zip(deals, weights, strict=True) if position in deal) / sum(weights)


def test_the_role_weights_and_the_deal_read_the_public_plays_only():
    """Two tables alike in what seat 0 sees (its role, the public record) but with the other
    roles dealt differently weigh the deals alike and are redealt alike; the deal follows the
    record: the seat that played like a saboteur holds a saboteur card in most redeals."""
    one = replace(build(5, roles=[D, S, D, D, S]), plays=RECORD)
    other = replace(build(5, roles=[D, D, S, S, D]), plays=RECORD)
    assert GAME.view(one, 0) == GAME.view(other, 0)
    for seed in range(20):
        first, second = redeal(one, 0, random.Random(seed)), redeal(other, 0, random.Random(seed))
        assert (first.roles, first.leftover) == (second.roles, second.leftover)
        assert first.roles[0] == one.roles[0]
        assert sorted((*first.roles, first.leftover)) == sorted((*one.roles, one.leftover))
    dealt = [redeal(other, 0, random.Random(seed)) for seed in range(200)]
    suspected = sum(ROLE_CARDS[world.roles[1]] == SABOTEUR for world in dealt)
    trusted = sum(ROLE_CARDS[world.roles[2]] == SABOTEUR for world in dealt)
    assert suspected > 150 and trusted < 30, (suspected, trusted)


def test_the_hard_level_leads_with_the_informed_policy_and_easy_stays_todays():
    """The hard search's own choice is the informed policy's (``Effort.lead``): seat 1 played
    like a saboteur, so hard repairs seat 2 where easy, today's AI, repairs seat 1 (S-7.8)."""
    state = replace(
        build(5, hands={0: ["FIX-cart", "DEW"]}, broken={1: ["cart"], 2: ["cart"]}, roles=[D, S, D, D, S]),
        plays=RECORD,
    )
    legal = GAME.legal_actions(state, 0)
    assert EFFORT["saboteur"]["hard"].lead is choose_informed
    easy = choose(GAME, state, 0, legal, random.Random(3), "easy")
    assert easy == GAME.ai_action(GAME.view(state, 0), legal, random.Random(3))
    assert easy.code.startswith("r:") and easy.code.endswith(":1:cart")
    assert choose(GAME, state, 0, legal, random.Random(3), "hard").code.endswith(":2:cart")
