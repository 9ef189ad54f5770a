"""Log lines that say who did what (issue 12, item 6): part I announced with its dealer, the
final breakdown per seat, and wording that names no gender."""

from __future__ import annotations

import random
import re

import locales
from rules.alethiometer import GAME
from rules.alethiometer import events as e
from tests.support.alethiometer import english


def lines(transition, viewer=None) -> list[str]:
    return [english(m) for m in (GAME.describe(ev, viewer) for ev in transition.events) if m]


def test_first_move_announces_part_one_with_its_dealer_and_the_deal():
    """A-4.4, A-5.1: setup has no log, so the first choice of an ally opens the log with the
    part, its dealer and the deal; later choices do not repeat it."""
    state = GAME.setup(3, seed=4)
    first, second = GAME.waiting_for(state)[:2]
    keep = next(a for a in GAME.legal_actions(state, first) if a.code.startswith("keep:"))
    transition = GAME.apply(state, first, keep)
    said = lines(transition)
    dealer = ("Ann", "Bob", "Cy")[state.dealer]
    assert said[0] == f"Part 1 begins. {dealer} deals two green Character cards to each player."
    dealt = [ev.seat for ev in transition.events if isinstance(ev, e.CharactersDealt)]
    assert dealt == [(state.dealer + k) % 3 for k in (1, 2, 3)]
    keep = next(a for a in GAME.legal_actions(transition.state, second) if a.code.startswith("keep:"))
    later = GAME.apply(transition.state, second, keep)
    assert not any(isinstance(ev, e.PartBegun) for ev in later.events)


def test_game_over_line_gives_every_seat_its_breakdown_one_seat_a_line():
    """A-15.2 to A-15.6: Truth tokens, tiles and Dust (tokens times Bridges drawn) per seat,
    each seat on a line of its own under the heading."""
    state, rng = GAME.setup(3, seed=11), random.Random(11)
    while GAME.waiting_for(state):
        seat = GAME.waiting_for(state)[0]
        action = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        transition = GAME.apply(state, seat, action)
        state = transition.state
    (over,) = [ev for ev in transition.events if isinstance(ev, e.GameOver)]
    line = english(GAME.describe(over, None))
    breakdown = GAME.outcome(state).detail["breakdown"]
    heading, *rows = line.splitlines()
    assert heading == "The game is over. Scores:" and len(rows) == 3
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        row = breakdown[seat]
        tokens = "1 token" if state.dust[seat] == 1 else f"{state.dust[seat]} tokens"
        assert rows[seat].startswith(
            f"{name}: {row['total']} points = Truth tokens {row['truths']} + Item tiles {row['tiles']}"
            f" + Dust {row['dust']} ({tokens} × {len(state.bridges)} Bridge"
        )


def test_english_texts_name_no_gender():
    """Log lines, labels and the 30 ability texts say "they", "their", never he or she."""
    text = (locales.ROOT / "en" / "alethiometer.ftl").read_text()
    assert not re.search(r"\b(he|she|his|her|him|himself|herself)\b", text, re.IGNORECASE)


def post(lines_said, locale="en"):
    """A turn post's public lines, summarized once (Alethiometer.summarize)."""
    return [locales.render(line, locale, ("Ann", "Bob", "Cy", "Di")) for line in GAME.summarize(lines_said)]


def test_a_5_1_a_5_2_a_post_says_the_deal_once_and_the_allies_chosen_in_one_line():
    """The part's line deals two cards to each player (A-5.1): the post does not repeat it per
    player, and the players who chose in one go are named once (A-5.2); the log keeps each."""
    state = GAME.setup(4, seed=4)
    said = []
    for seat in GAME.waiting_for(state)[:3]:
        keep = next(a for a in GAME.legal_actions(state, seat) if a.code.startswith("keep:"))
        transition = GAME.apply(state, seat, keep)
        said += [m for m in (GAME.describe(ev, None) for ev in transition.events) if m]
        state = transition.state
    assert [m.id for m in said].count("ale-log-dealt") == 4
    shown = post(said)
    assert (
        shown[0].startswith("Part 1 begins.") and "deals two green Character cards to each player" in shown[0]
    )
    assert len(shown) == 2 and shown[1].endswith(" choose their allies.")
    assert post(said, "hu")[1].endswith(" kiválasztják a szövetségesüket.")  # several subjects: plural
    assert [m for m in GAME.summarize(said[-1:])] == said[-1:]  # one choice stays as it is


def test_a_7_4_a_players_discards_for_one_reason_are_one_line():
    discard = [e.CardDiscarded(seat=1, card=card, why="limit") for card in ("l21", "l22", "l16")]
    other = e.CardDiscarded(seat=2, card="l23", why="limit")
    said = [GAME.describe(ev, None) for ev in (*discard, other)]
    assert post(said) == [
        "Bob discards 3 cards: Sun, Sun, Goose (hand limit).",
        "Cy discards Sun (hand limit).",
    ]
    assert post(said, "hu")[0] == "Bob eldob 3 lapot: napkorong, napkorong, lúd (kézlimit)."


def test_a_12_6_a_players_two_truth_tokens_are_one_line():
    picks = [e.TruthChosen(seat=0, token=token) for token in ("v33", "v25")] + [
        e.TruthChosen(seat=1, token="v21")
    ]
    said = [GAME.describe(ev, None) for ev in picks]
    assert post(said) == ["Ann chooses 2 Truth tokens worth 4 and 3.", "Bob chooses a Truth token worth 2."]
    assert post(said, "hu")[0] == "Ann kiválaszt 2 igazságjelzőt: 4 és 3."


def test_a_7_1_the_red_icon_is_said_by_the_draw_it_makes():
    said = [
        GAME.describe(e.RedIconChosen(seat=0), None),
        GAME.describe(e.CardsDrawn(seat=0, cards=("l21", "l22"), why="red"), None),
        GAME.describe(e.RedIconChosen(seat=1), None),  # no draw after it in this post: kept
    ]
    assert post(said) == ["Ann draws 2 Lyra cards (red icon).", "Bob takes the red icon."]
    assert english(GAME.describe(e.CardsDrawn(seat=0, cards=(), why="red"), None)) == (
        "Ann draws no Lyra cards (red icon)."
    )


def test_a_5_9_using_an_ally_does_not_read_its_ability_again():
    """The abilities are read out when the allies are revealed (A-5.9); the lines after the
    ally's use say what it did."""
    line = english(GAME.describe(e.AllyUsed(seat=1, ally="c1"), None))
    assert line.startswith("Bob uses their ally, ") and line.count(".") == 1


def test_a_5_5_the_allies_revealed_say_who_chose_them():
    """Once everyone has chosen, the post reveals each ally (A-5.5): "X chooses an ally" would
    say it again."""
    state = GAME.setup(3, seed=4)
    said = []
    while state.phase == "choose":
        seat = GAME.waiting_for(state)[0]
        keep = next(a for a in GAME.legal_actions(state, seat) if a.code.startswith("keep:"))
        transition = GAME.apply(state, seat, keep)
        said += [m for m in (GAME.describe(ev, None) for ev in transition.events) if m]
        state = transition.state
    shown = post(said)
    assert not [line for line in shown if "chooses an ally" in line or "choose their allies" in line]
    assert len([line for line in shown if " as ally with " in line]) == 3
