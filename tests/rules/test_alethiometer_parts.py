"""Alethiometer ends of parts, part III and final scoring: A-12 to A-15, A-DEC-12 to A-DEC-14 and
their gaps (A-GAP-18, A-GAP-21 to A-GAP-28)."""

from dataclasses import replace

from rules.alethiometer import GAME, data
from rules.alethiometer import events as e
from rules.alethiometer import mechanics as m
from rules.alethiometer.state import Job
from tests.support.alethiometer import act, build, character, codes, english


def at_part_end(n=2, ferry=0, **kw):
    """Lyra has just entered Destination 1 and seat 0's turn is over; seat ``ferry`` holds the Ferry."""
    kw.setdefault(
        "allies", dict(enumerate(["Lyra Belacqua", "Lord Asriel", "Roger Parslow", "Mrs Lonsdale"][:n]))
    )
    kw.setdefault("oppositions", dict(enumerate(["Ma Costa", "Farder Coram", "Hester", "John Faa"][:n])))
    kw.setdefault("lyra", 9)
    kw.setdefault("last_turn", 0)
    return build(n=n, phase="end", ferry=ferry, queue=[Job("ferry", ferry), Job("draw_truths", -1)], **kw)


def pick_all(state):
    while state.phase == "end":
        seat = GAME.waiting_for(state)[0]
        state = act(state, seat, sorted(codes(state, seat))[-1])
    return state


def test_sky_ferry_option_a_discards_magisterium_plus_one_A_12_3_A_12_4_A_GAP_21():
    """A-12.3 (a) score + 1 cards, A-12.4 then nobody holds the Ferry (A-GAP-21).
    A-8.4: the holder at the end of a part suffers, by his Magisterium score (A-TYPO-3). No rule
    comes from the cut-off caption (A-GAP-8): nothing else happens to the holder."""
    state = at_part_end(
        allies={0: "Mrs Coulter", 1: "Lyra Belacqua"},
        oppositions={0: "Fra Pavel"},
        hands={0: ["sun", "sun", "goose", "goose", "wild"]},
    )
    assert GAME.waiting_for(state) == (0,) and codes(state, 0) == {"ferry:a", "ferry:b"}
    state = act(state, 0, "ferry:a")
    assert state.ferry == -1 and state.queue[0] == Job("discard", 0, n=4, why="ferry")  # 2 + 1 + 1
    for kind in ("sun", "sun", "goose", "goose"):
        state = act(state, 0, f"disc:{kind}")
    assert len(state.hands[0]) == 1 and state.queue[0].kind == "pick"
    assert GAME.view(state, None)["ferry_choice"] == {"seat": 0, "option": "a"}  # public (A-DEC-10)


def test_sky_ferry_option_a_needs_enough_cards_A_DEC_13():
    state = at_part_end(allies={0: "Mrs Coulter", 1: "Lyra Belacqua"}, hands={0: ["sun", "sun"]})
    assert codes(state, 0) == {"ferry:b"}


def test_sky_ferry_option_b_drops_one_of_the_two_tokens_A_12_3_A_GAP_21():
    """A-12.3 (b): the holder drops one of his two Truth tokens (A-GAP-21)."""
    state = act(at_part_end(on_dest=(3, 0)), 0, "ferry:b")
    assert state.ferry == -1 and GAME.waiting_for(state) == (0,)
    state = act(act(state, 0, sorted(codes(state, 0))[-1]), 0, sorted(codes(state, 0))[0])
    assert state.queue[0].kind == "drop" and len(state.truths[0]) == 2
    dropped_value = min(data.TRUTHS[t] for t in state.truths[0])
    state = act(state, 0, f"drop:{dropped_value}")
    assert len(state.truths[0]) == 1 and data.TRUTHS[state.truth_discard[-1]] == dropped_value


def test_nobody_holds_the_ferry_nothing_happens_A_GAP_21():
    state = build(n=2, spin=1, lyra=8, ferry=-1)
    state = act(state, 0, "red")
    assert state.phase == "end" and state.queue[0].kind == "pick"


def test_eight_tokens_order_by_symbols_then_hand_size_A_12_5_to_A_12_8_A_GAP_23():
    """A-12.5 eight tokens drawn; A-12.6, A-12.7 most Symbol tokens first; A-12.8 ties by hand size."""
    state = act(at_part_end(n=4, on_dest=(1, 3, 0, 2)), 0, "ferry:b")
    assert len(state.drawn) == 8 and state.draft_order == (1, 3, 0, 2)  # A-GAP-23
    tie = act(
        at_part_end(n=3, on_dest=(2, 2, 0), hands={0: ["sun"], 1: ["sun", "goose", "goose"]}), 0, "ferry:b"
    )
    assert tie.draft_order == (1, 0, 2)  # more cards first
    assert GAME.waiting_for(tie) == (1,)


def test_hand_size_for_ties_is_counted_after_the_ferry_discard_A_GAP_23():
    state = at_part_end(
        n=2,
        on_dest=(1, 1),
        hands={0: ["sun", "sun", "sun"], 1: ["goose", "goose"]},
        allies={0: "Mrs Coulter", 1: "Lyra Belacqua"},
    )
    state = act(state, 0, "ferry:a")
    state = act(act(act(state, 0, "disc:sun"), 0, "disc:sun"), 0, "disc:sun")
    assert state.draft_order == (1, 0)


def test_unchosen_tokens_discarded_tokens_return_characters_go_next_part_A_12_10_to_A_12_13():
    """Unchosen and dropped Truth tokens leave the game (A-GAP-22); more tokens, earlier choice (A-16.15)."""
    state = at_part_end(
        n=2,
        on_dest=(2, 1),
        supply=(12, 13),
        hands={0: ["sun"], 1: ["goose"]},
        discard=["anchor", "anchor"],
        last_turn=1,
    )
    deck_before = len(state.deck)
    state = pick_all(act(state, 0, "ferry:b"))
    assert len(state.truth_discard) == 8 - 3  # A-12.10 (and the Ferry's dropped token)
    assert state.on_dest == (0, 0) and state.supply == (14, 14)  # A-DEC-14
    assert len(state.char_discard) == 4 and state.allies == ("", "")
    assert state.discard == () and len(state.deck) == deck_before + 2
    assert [len(h) for h in state.hands] == [1, 1]  # hands kept
    assert state.part == 2 and state.phase == "choose"  # A-TYPO-4
    assert {data.CHARACTERS[c].deck for pair in state.dealt for c in pair} == {"blue"}
    assert state.dealer == 0  # left of seat 1, who took the last turn


def test_part_three_has_no_tiles_to_collect_pairs_score_tiles_A_13_1_to_A_13_7_A_GAP_28():
    """A-13.1, A-13.2 no tiles to collect in part III; A-13.3, A-13.5 Daemon pairs score held tiles
    where Lyra is, A-13.7 marked with a token; A-15.3 an Alethiometer tile scores the normal way.
    A scored tile is face up for everyone (A-GAP-27); tiles are collected with Daemons (A-16.12)."""
    state = act(
        build(part=3, lyra=20, spin=1, hands={0: ["goose", "goose"]}, tiles={0: ["t6", "t1"]}), 0, "skip"
    )
    got = codes(state, 0)
    assert not any(c.startswith("pair") for c in got)
    assert {"score:goose:2:t6", "score:goose:2:t1"} <= got
    state = act(state, 0, "score:goose:2:t6")
    assert state.placed[0] == ("t6",) and state.scored[0] == ("t6",) and state.supply[0] == 13
    public = GAME.view(state, None)
    assert (
        public["scoring_places"]["svalbard"][0]["id"] == "t6"
        and public["scoring_places"]["svalbard"][0]["owner"] == 0
    )
    lights = act(build(part=3, lyra=24, spin=1, hands={0: ["goose", "goose"]}, tiles={0: ["t1"]}), 0, "skip")
    assert data.TILES["t1"].alethiometer
    scored = act(lights, 0, "score:goose:2:t1")
    assert scored.placed[1] == ("t1",) and scored.scored[0] == ("t1",)  # Northern Lights


def test_a_full_location_takes_no_more_tiles_A_13_8_A_13_9():
    """A-13.8 six tiles at most per location; A-13.9 a full location scores no more."""
    full = {1: [(t, 0) for t in ("t2", "t3", "t4", "t5", "t8", "t9")]}
    state = act(
        build(part=3, lyra=20, spin=1, hands={0: ["goose", "goose"]}, tiles={0: ["t6"]}, scored=full),
        0,
        "skip",
    )
    assert codes(state, 0) == {"end"}


def test_no_symbol_token_left_no_scoring_no_placing_A_GAP_18_A_DEC_14():
    state = build(
        part=3, lyra=20, spin=1, hands={0: ["goose", "goose", "sun", "sun", "sun"]}, tiles={0: ["t6"]}
    )
    state = replace(state, supply=(0, 14, 14), on_dest=(14, 0, 0))
    assert "alet" not in codes(state, 0)
    assert codes(act(state, 0, "skip"), 0) == {"end"}


def test_part_two_rules_hold_in_the_turn_lyra_enters_destination_two_A_13_11_A_DEC_12():
    """A-13.11 read with A-DEC-12: entering Destination 2 changes nothing within that turn."""
    state = build(part=2, lyra=17, spin=3, allies={0: "Tony Costa"}, hands={0: ["goose", "goose"]})
    state = act(state, 0, "ally")
    assert state.lyra == 18 and state.part == 2
    state = act(state, 0, "pair:goose:2")
    assert data.TILES[state.tiles[0][0]].origin == "bolvangar"


def test_part_three_begins_after_the_draw_at_destination_two_A_13_11_A_DEC_12():
    """A-13.11, A-DEC-12: after part II's draw at Destination 2, part III starts with the red deck
    and Lyra counts as in Svalbard."""
    state = pick_all(act(at_part_end(part=2, lyra=18), 0, "ferry:b"))
    assert state.part == 3 and state.phase == "choose" and state.lyra == 18
    assert {data.CHARACTERS[c].deck for pair in state.dealt for c in pair} == {"red"}
    assert m.location(state) == "svalbard"


def test_entering_the_last_destination_ends_turns_then_last_draw_then_game_over_A_14_1_A_14_2():
    """A-14.1 the current player finishes his turn, then no more turns; A-14.2 the last draw starts
    with the Sky Ferry (A-12.3) and the draft; A-15.1 then scores, A-15.8 the game ends, A-16.4."""
    state = build(
        n=2,
        part=3,
        lyra=26,
        spin=3,
        ferry=1,
        allies={0: "Tony Costa"},
        hands={0: ["goose", "goose"]},
        tiles={0: ["t19"]},
    )
    state = act(state, 0, "ally")
    assert state.lyra == 27 and state.phase == "turn" and GAME.waiting_for(state) == (0,)
    state = act(state, 0, "score:goose:2:t19")  # the turn goes on after Lyra arrived
    state = act(state, 0, "end")
    assert state.phase == "end" and GAME.waiting_for(state) == (1,) and codes(state, 1) == {"ferry:b"}
    state = act(state, 1, "ferry:b")
    assert len(state.drawn) == 8 and state.ferry == -1
    state = pick_all(state)
    assert state.phase == "over" and GAME.waiting_for(state) == () and GAME.legal_actions(state, 0) == ()
    outcome = GAME.outcome(state)
    assert outcome.scores == tuple(row["total"] for row in outcome.detail["breakdown"])
    assert outcome.detail["breakdown"][0]["tiles"] == 1  # t19: the only Alethiometer tile held


def test_last_draw_adds_bridges_and_draws_eight_truths_A_14_1_to_A_14_4_A_GAP_24():
    """A-14.2, A-14.3 the Bridges join the tokens left in the bag; A-14.4 drawn Bridges are set
    apart until 8 Truth tokens are drawn (A-GAP-24)."""
    tokens = sorted(data.TRUTHS, key=lambda t: int(t[1:]))
    for seed in range(6):
        state = at_part_end(
            n=2, part=3, lyra=27, bag=tuple(tokens[:20]), truth_discard=tuple(tokens[20:]), seed=seed
        )
        state = act(state, 0, "ferry:b")
        assert len(state.drawn) == 8 and not set(state.drawn) & set(data.BRIDGES)
        assert state.bridge_aside == () and len(state.bag) + len(state.bridges) == 20 + 3 - 8
        assert GAME.view(state, None)["bridges_drawn"] == len(state.bridges)


def test_final_scoring_truths_tiles_alethiometer_tiles_dust_A_15_1_to_A_15_9_A_14_6():
    """A-15.2 Truth tokens plus scored tiles, A-15.4 Alethiometer tiles by the number held, A-15.6
    Dust times Bridges, A-14.6 no Bridge no Dust points, A-15.9 the highest score wins."""
    state = build(
        n=2,
        part=3,
        lyra=27,
        phase="over",
        queue=[],
        tiles={0: ["t13", "t14"]},
        scored={0: [("t1", 0), ("t7", 0), ("t24", 1)], 1: [("t6", 1)]},
        truths=(("v1", "v13"), ("v36",)),
        truth_discard=(),
        dust=(2, 1),
        dust_supply=5,
        bridges=("b1", "b2"),
        bridge_aside=("b3",),
    )
    state = replace(state, bag=tuple(t for t in data.TRUTHS if t not in ("v1", "v13", "v36")))
    outcome = GAME.outcome(state)
    t24, t6 = data.TILES["t24"].value, data.TILES["t6"].value
    # seat 0: Truth 1 + 2; 3 Alethiometer tiles held -> 3 + 3 for the two scored, + t24;
    # t14 unscored scores nothing; Dust 2 x 2 Bridges
    assert outcome.detail["breakdown"][0] == {"truths": 3, "tiles": 6 + t24, "dust": 4, "total": 13 + t24}
    # seat 1: Truth 4; tile t6; Dust 1 x 2
    assert outcome.scores == (13 + t24, 6 + t6) and outcome.winners == (0,)
    bridgeless = replace(state, bridges=(), bridge_aside=data.BRIDGES)
    no_bridge = GAME.outcome(bridgeless)
    assert no_bridge.detail["breakdown"][0]["dust"] == 0  # Dust needs a Bridge
    rows = no_bridge.detail["breakdown"]
    over = e.GameOver(
        totals=tuple(row["total"] for row in rows),
        truths=tuple(row["truths"] for row in rows),
        tiles=tuple(row["tiles"] for row in rows),
        dust=tuple(row["dust"] for row in rows),
        tokens=tuple(bridgeless.dust),
        bridges=0,
    )
    assert (
        f"Bob: {4 + t6} points = Truth tokens 4 + Item tiles {t6} + Dust 0 "
        "(1 token × 0 Bridges to the Stars drawn)"
    ) in english(GAME.describe(over, None))  # where the points come from, why Dust is worth nothing


def test_tied_players_share_the_win_A_GAP_26():
    state = build(
        n=2, part=3, lyra=27, phase="over", queue=[], truths=(("v13",), ("v14",)), hands={1: ["sun"]}
    )
    state = replace(state, bag=tuple(t for t in data.TRUTHS if t not in ("v13", "v14")))
    outcome = GAME.outcome(state)
    assert outcome.winners == (0, 1) and outcome.detail["ranking"] == [1, 0]  # then cards in hand
    assert GAME.waiting_for(state) == () and GAME.legal_actions(state, 0) == ()


def test_character_helper_names_exist():
    assert data.CHARACTERS[character("Lyra Belacqua")].deck == "green"


def test_full_ties_in_the_draft_order_by_lot_from_the_seed_A_12_8_A_DEC_11():
    orders = set()
    for seed in range(12):
        state = act(at_part_end(n=4, on_dest=(1, 1, 1, 1), seed=seed), 0, "ferry:b")
        again = act(at_part_end(n=4, on_dest=(1, 1, 1, 1), seed=seed), 0, "ferry:b")
        assert state.draft_order == again.draft_order
        orders.add(state.draft_order)
    assert len(orders) > 3
