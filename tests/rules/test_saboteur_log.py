"""Saboteur log lines a player can follow (issue 15): a goal turned up is told before the draw,
with who turned it and how a stone lies (S-11.1 to S-11.5); repairs and breaks of one's own
tools; a discard with the draw pile empty is the pass it is (S-10.2); the game-over line names
the winners (S-14.2 to S-14.4); a turn post says a run of the same hidden move once (discards,
passes, gold cards taken in the sharing) while the log keeps each."""

import locales
from images import saboteur as sab
from images import saboteur_board as sab_board
from rules.core import Message, msg
from rules.saboteur import GAME
from rules.saboteur.actions import card_name
from rules.saboteur.data import CARDS, ROLE_NAMES
from rules.saboteur.events import GameEnded
from tests.support import saboteur_scenes as scenes
from tests.support.saboteur import NAMES, TUNNEL, act, build, english, gold_cards, hand_id, reach_gold


def lines(transition, viewer):
    return [english(line) for event in transition.events if (line := GAME.describe(event, viewer))]


def test_s_11_1_s_11_5_a_goal_turned_up_is_told_before_the_draw_with_who_and_how_it_lies():
    state = build(hands={0: ["IEW"]}, maze=TUNNEL, goals=("gold", "stone_ne", "stone_nw"))
    transition = act(state, 0, f"p:{hand_id(state, 0, 'IEW')}:7,0:0")
    # the stone (open north and east as printed) was reached from the west: it lies turned (S-11.5)
    assert lines(transition, None) == [
        "Ann places a Straight (horizontal) at 7,0. Ann turns up the goal at 8,0: a stone, "
        "lying open SW. Ann draws a card."
    ]


def test_own_tools_are_repaired_and_broken_as_their_own():
    state = build(hands={0: ["FIX-pickaxe", "BREAK-cart"]}, broken={0: ["pickaxe"], 1: ["lantern"]})
    fix, brk = hand_id(state, 0, "FIX-pickaxe"), hand_id(state, 0, "BREAK-cart")
    repaired = lines(act(state, 0, f"r:{fix}:0:pickaxe"), 1)[0]
    assert repaired.startswith("Ann repairs their own pickaxe with a Repair pickaxe.")
    assert lines(act(state, 0, f"b:{brk}:0"), 1)[0].startswith("Ann breaks their own cart.")
    assert lines(act(state, 0, f"b:{brk}:1"), 1)[0].startswith("Ann breaks Bob's cart.")


def test_s_10_2_a_discard_with_the_draw_pile_empty_reads_as_a_pass():
    state = build(hands={0: ["X", "IEW"]}, deck=0)
    transition = act(state, 0, f"d:{hand_id(state, 0, 'X')}")
    assert lines(transition, 1) == ["Ann passes, discarding a card face down (the draw pile is empty)."]
    assert lines(transition, 0) == ["Ann passes, discarding Crossroads face down (the draw pile is empty)."]


def test_s_14_the_game_over_line_gives_each_players_gold_and_leaves_the_winners_to_the_host():
    """The host's closing line names the winners (host-winners): the game's line does not say it twice."""
    one = english(GAME.describe(GameEnded(scores=(5, 7, 3, 2)), None))
    assert one == "The game is over. Gold: Ann: 5, Bob: 7, Cid: 3, Dee: 2."
    shared = english(GAME.describe(GameEnded(scores=(5, 7, 7, 2)), 0))
    assert " win" not in shared and shared.count(": 7") == 2


def test_s_14_the_final_board_names_the_winners():
    """The header of the board after the last round says who has the most gold."""
    state = scenes.game_over()
    view = GAME.view(state, None)
    names = scenes.names_for(state.n)
    best = max(view["scores"])
    winners = [names[seat] for seat, gold in enumerate(view["scores"]) if gold == best]
    header = sab_board.status_line(view, sab.words_for(view, names, "en"))
    assert header == "Game over; most gold: " + ", ".join(winners)


def post(transitions, locale="en"):
    """A turn post's public lines: every step's lines, summarized once (SaboteurGame.summarize)."""
    said = [line for t in transitions for event in t.events if (line := GAME.describe(event, None))]
    return [locales.render(line, locale, NAMES) for line in GAME.summarize(said)]


def discards(state, seats):
    transitions = []
    for seat in seats:
        transitions.append(act(state, seat, f"d:{hand_id(state, seat, 'X')}"))
        state = transitions[-1].state
    return transitions


def test_s_10_2_a_run_of_passes_with_the_draw_pile_empty_is_said_once_and_the_log_keeps_each():
    state = build(hands={seat: ["X", "TNES"] for seat in range(4)}, deck=0)
    passes = discards(state, range(4))
    assert [line for t in passes for line in lines(t, None)] == [
        f"{name} passes, discarding a card face down (the draw pile is empty)." for name in NAMES[:4]
    ]
    assert post(passes) == [
        "Ann, Bob, Cid and Dee pass, each discarding a card face down (the draw pile is empty)."
    ]
    assert post(passes, "hu") == [
        "Ann, Bob, Cid és Dee passzolnak, és mindegyikük képpel lefelé eldob egy lapot (a húzópakli üres)."
    ]


def test_s_10_2_discards_in_a_row_are_said_once_and_a_lone_one_stays_as_it_is():
    state = build(hands={seat: ["X", "TNES"] for seat in range(4)}, deck=20)
    three = discards(state, range(3))
    assert post(three) == ["Ann, Bob and Cid each discard a card face down."]
    assert post(three[:1]) == ["Ann discards a card face down."]
    # another move after them ends the run
    state = three[1].state
    placed = act(state, 2, f"p:{hand_id(state, 2, 'X')}:1,0:0")
    assert post([three[0], three[1], placed])[:2] == [
        "Ann and Bob each discard a card face down.",
        "Cid places a Crossroads at 1,0.",
    ]


def test_s_10_1_a_turn_post_leaves_the_card_drawn_to_the_log():
    """S-10.1: every play is followed by a draw while the pile lasts; the post says the play,
    the log says the draw too (and the player alone learns which card it was)."""
    state = build(hands={seat: ["X", "TNES"] for seat in range(4)}, deck=20)
    placed = act(state, 0, f"p:{hand_id(state, 0, 'X')}:1,0:0")
    assert lines(placed, None) == ["Ann places a Crossroads at 1,0. Ann draws a card."]
    assert post([placed]) == ["Ann places a Crossroads at 1,0."]
    assert post([placed], "hu") == ["Ann lerak egy járatkártyát: kereszteződés (1; 0)."]  # N31: lower case
    assert lines(placed, 0)[0].startswith("Ann places a Crossroads at 1,0. Ann draws a ")


def test_s_12_3_to_s_12_7_the_gold_cards_taken_in_turn_are_said_once():
    five = ["gold-digger", "saboteur", "gold-digger", "gold-digger", "saboteur"]
    state = reach_gold(5, five, finder=3, gold_deck=gold_cards((3, 2, 1, 2, 3)))
    picks = []
    while picks_now := [a for a in GAME.legal_actions(state, GAME.waiting_for(state)[0]) if a.verb == "g"]:
        picks.append(GAME.apply(state, GAME.waiting_for(state)[0], picks_now[0]))
        state = picks[-1].state
    said = post(picks)
    # S-12.4, S-12.6: counter-clockwise from the finder, the saboteurs (Bob, Eve) skipped
    assert said[0] == "Gold cards go in turn to Dee, Cid, Ann, Dee and Cid."
    assert said[1].startswith("Round 2 begins")


def test_hungarian_writes_card_and_role_names_in_lower_case_in_running_text_and_capitalises_labels():
    """Review hungarian-2 N31: a common noun after a colon mid-sentence is lower case in
    Hungarian, as the other games write their cards ("piros 3", "hermelin"); a name that
    begins a menu label or a caption keeps its capital (S-5.2: every card kind can be
    discarded face down, so each has a discard label)."""
    for card, kind in enumerate(CARDS):
        name = locales.render(card_name(card), "hu")
        if name[:2] == "T-":  # T-elágazás: the letter draws the shape
            continue
        discarded = locales.render(msg("sab-discarded-own", player=None, card=card_name(card)), "hu")
        assert discarded.endswith(f"eldob egy lapot: {name}.") and name[0].islower(), kind.name
        titled = locales.render(msg("sab-label-discard", card=card_name(card)), "hu")
        assert titled.startswith(name[0].upper() + name[1:]), titled
    for role in ROLE_NAMES.values():
        assert locales.render(Message(role), "hu").islower()
    assert locales.render(msg("img-card-caption", card=Message("sab-card-map")), "hu") == "Térkép"
