"""The AI policy decides from its own view: gold-diggers dig towards the likely gold, use maps
and repairs; saboteurs stay quiet early and cut the tunnel late (S-6.5 to S-6.7, S-8.4)."""

import random
from dataclasses import replace

from rules.saboteur import GAME
from rules.saboteur.actions import decode
from rules.saboteur.ai import choose_informed
from tests.support.saboteur import TUNNEL, build

D, S = "gold-digger", "saboteur"


def ai(state, seat):
    return decode(GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), random.Random(3)))


def test_gold_digger_completes_the_tunnel_to_the_gold():
    state = build(4, hands={0: ["IEW", "DN", "BREAK-cart"]}, maze=TUNNEL, roles=[D, S, D, D])
    choice = ai(state, 0)
    assert (choice.kind, choice.cell) == ("place", (7, 0))


def test_gold_digger_repairs_himself_first():
    state = build(4, hands={0: ["X", "FIX-cart"]}, broken={0: ["cart"], 2: ["cart"]}, roles=[D, S, D, D])
    choice = ai(state, 0)
    assert (choice.kind, choice.target) == ("repair", 0)


def test_gold_digger_reads_the_map_while_the_gold_is_unknown():
    state = build(4, hands={0: ["MAP", "X"]}, roles=[D, S, D, D])
    assert ai(state, 0).kind == "map"


def test_gold_digger_heads_for_the_peeked_gold_and_spends_no_map():
    """A peek showing the gold at (8,2) makes it the target: the tunnel turns north."""
    state = build(
        4,
        hands={0: ["LNW", "MAP"]},
        maze=TUNNEL,
        roles=[D, S, D, D],
        goals=("gold", "stone_ne", "stone_nw"),
        peeks=(((66, 8, 2),), (), (), ()),
    )
    choice = ai(state, 0)
    assert choice.kind == "place" and choice.cell == (7, 0) and choice.rot == 0  # curve W to N


def test_saboteur_cuts_the_tunnel_near_the_gold_late_in_the_round():
    state = build(4, hands={1: ["ROCKFALL", "TNES"]}, maze=TUNNEL, roles=[D, S, D, D], turn=1, deck=3)
    choice = ai(state, 1)
    assert (choice.kind, choice.cell) == ("rockfall", (6, 0))


def test_saboteur_does_not_bring_the_tunnel_closer_early():
    state = build(4, hands={1: ["IEW", "X", "TNES"]}, maze={(1, 0): "X"}, roles=[D, S, D, D], turn=1)
    for seed in range(10):
        choice = decode(
            GAME.ai_action(GAME.view(state, 1), GAME.legal_actions(state, 1), random.Random(seed))
        )
        assert not (choice.kind == "place" and choice.cell == (2, 0))


def test_draft_pick_takes_the_most_gold():
    legal = [GAME.parse_action(code) for code in ("g:3", "g:2", "g:1")]
    view = GAME.view(GAME.setup(3, seed=1), 0)
    assert GAME.ai_action(view, legal, random.Random(1)).code == "g:3"


# --- the informed policy (the hard level's own choice, issue 36) -------------------------

SUSPECT_1 = (
    (),
    ("cut", "dead_end", "break:2"),  # seat 1 played like a saboteur
    ("advance", "advance"),  # seat 2 like a gold-digger
    (),
    (),
)


def informed(state, seat):
    view = GAME.view(state, seat)
    return decode(choose_informed(view, GAME.legal_actions(state, seat), random.Random(3)))


def test_informed_gold_digger_repairs_the_likely_gold_digger_not_the_likely_saboteur():
    """S-7.8: today's AI repairs the first broken seat; judged by the public plays, seat 1 is
    likely a saboteur and seat 2 gets the repair."""
    state = replace(
        build(5, hands={0: ["FIX-cart", "DEW"]}, broken={1: ["cart"], 2: ["cart"]}, roles=[D, S, D, D, S]),
        plays=SUSPECT_1,
    )
    assert (ai(state, 0).kind, ai(state, 0).target) == ("repair", 1)
    assert (informed(state, 0).kind, informed(state, 0).target) == ("repair", 2)


def test_informed_gold_digger_breaks_the_likeliest_saboteurs_tool():
    """S-7.4: today's AI breaks only the seat whose last move was hostile; judged by its plays,
    seat 1 loses its pickaxe."""
    state = replace(build(5, hands={0: ["BREAK-pickaxe", "DEW"]}, roles=[D, S, D, D, S]), plays=SUSPECT_1)
    assert ai(state, 0).kind == "discard"
    assert (informed(state, 0).kind, informed(state, 0).target) == ("break", 1)


def test_informed_saboteur_breaks_a_likely_gold_digger_not_a_likely_fellow():
    """S-7.4: late in the round today's saboteur breaks the nearest seat clockwise (seat 1,
    which played like a saboteur); the informed one breaks seat 2, which dug towards the gold."""
    state = replace(
        build(5, hands={0: ["BREAK-pickaxe", "FIX-cart"]}, roles=[S, S, D, D, D], deck=3), plays=SUSPECT_1
    )
    assert (ai(state, 0).kind, ai(state, 0).target) == ("break", 1)
    assert (informed(state, 0).kind, informed(state, 0).target) == ("break", 2)


def test_informed_saboteur_repairs_a_likely_fellow_saboteur():
    """S-7.8: today's saboteur repairs nobody but itself; the informed one gives the seat that
    played like a saboteur its cart back."""
    state = replace(
        build(
            5,
            hands={0: ["FIX-cart", "FIX-lantern"]},
            broken={1: ["cart"], 2: ["lantern"]},
            roles=[S, S, D, D, D],
            deck=3,
        ),
        plays=SUSPECT_1,
    )
    assert ai(state, 0).kind == "discard"
    assert (informed(state, 0).kind, informed(state, 0).target) == ("repair", 1)


def test_informed_saboteur_breaks_a_sure_gold_digger_already_while_quiet():
    """S-6.7, S-7.4: early in the round (a full draw pile, the tunnel far off) today's saboteur
    stays quiet; the informed one breaks the tool of seat 2, which twice dug towards the gold."""
    state = replace(build(5, hands={0: ["BREAK-pickaxe", "DEW"]}, roles=[S, S, D, D, D]), plays=SUSPECT_1)
    assert ai(state, 0).kind == "discard"
    assert (informed(state, 0).kind, informed(state, 0).target) == ("break", 2)
