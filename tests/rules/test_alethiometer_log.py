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


def test_game_over_line_gives_every_seat_its_breakdown():
    """A-15.2 to A-15.6: Truth tokens, tiles and Dust (tokens times Bridges drawn) per seat."""
    state, rng = GAME.setup(3, seed=11), random.Random(11)
    while GAME.waiting_for(state):
        seat = GAME.waiting_for(state)[0]
        action = GAME.ai_action(GAME.view(state, seat), GAME.legal_actions(state, seat), rng)
        transition = GAME.apply(state, seat, action)
        state = transition.state
    (over,) = [ev for ev in transition.events if isinstance(ev, e.GameOver)]
    line = english(GAME.describe(over, None))
    breakdown = GAME.outcome(state).detail["breakdown"]
    for seat, name in enumerate(("Ann", "Bob", "Cy")):
        row = breakdown[seat]
        assert (
            f"{name}: {row['total']} points = Truth tokens {row['truths']} + Item tiles {row['tiles']}"
            f" + Dust {row['dust']} ({state.dust[seat]} Dust × {len(state.bridges)}"
        ) in line


def test_english_texts_name_no_gender():
    """Log lines, labels and the 30 ability texts say "they", "their", never he or she."""
    text = (locales.ROOT / "en" / "alethiometer.ftl").read_text()
    assert not re.search(r"\b(he|she|his|her|him|himself|herself)\b", text, re.IGNORECASE)
