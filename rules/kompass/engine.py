"""Der Goldene Kompass: setup, and what follows every action.

``legal`` (legal.py) is the single source of truth; ``perform`` (moves.py) carries out one legal
action on a working copy and ``settle`` runs everything automatic that follows (next step, next
phase, next round: rounds.py), finishing a step by itself when public information shows it can
offer nothing but finishing it (``may_choose``).
"""

from __future__ import annotations

from rules.core import shuffled
from rules.kompass.data import BOARD, COMPANION_DECK, KINDS, LYRA, PAN, START_LYRA, TASKS
from rules.kompass.events import Events
from rules.kompass.legal import legal, may_choose
from rules.kompass.moves import perform
from rules.kompass.race import colours
from rules.kompass.rounds import start_round
from rules.kompass.state import KState, Player

FINISHERS = frozenset({"stop", "end", "pass", "bfx"})


def setup(n: int, seed: int) -> KState:
    lyra = {
        colour: shuffled([c.id for c in LYRA.values() if c.colour == colour], seed, f"lyra-{colour}")
        for colour in colours(n)
    }  # K-1.6 to K-1.8
    pan = shuffled(PAN, seed, "pan")  # K-1.9
    tasks = {
        str(level): shuffled([t.id for t in TASKS.values() if t.level == level], seed, f"tasks-{level}")
        for level in (1, 2, 3)
    }  # K-1.10, K-1.11, K-GAP-33 (all task cards, K-16.3)
    players = []
    for seat in range(n):
        colour = colours(n)[seat]
        hand = [lyra[colour].pop() for _ in range(START_LYRA)] + [pan.pop()]  # K-1.17, K-1.18
        players.append(
            Player(
                pos=0,
                slot=seat + 1,  # K-1.14 to K-1.16, K-DEC-9: seat 0 is the youngest, on place 1
                hand=hand,
                task=tasks["1"].pop(),  # K-1.19
                done=[],
                companions=[],
                xp=dict.fromkeys(KINDS, 0),  # K-1.5, K-GAP-19: tokens start off the compass
            )
        )
    state = KState(
        n=n,
        seed=seed,
        round=0,
        phase="draw",
        order=list(range(n)),
        index=0,
        players=players,
        lyra=lyra,
        lyra_discard={colour: [] for colour in colours(n)},
        pan=pan,
        pan_discard=[],
        tasks=tasks,
        task_discard={"1": [], "2": [], "3": []},
        companions=list(COMPANION_DECK),  # K-1.12
        arrivals={str(i): 0 for i, space in enumerate(BOARD) if space.is_city},
        goal_count=0,
        shuffles=0,
        gains=[],
        mouse_mark=[0] * n,
        turn=None,
    )
    state.arrivals["0"] = n  # K-GAP-29: Oxford's places are taken at setup
    start_round(state, [])
    settle(state, [])
    return state


def settle(s: KState, ev: Events) -> None:
    """Finish by itself any step whose only legal action is to finish it, provided public
    information shows the same (``may_choose``). A Mouse does not count: waiting for its
    holder would reveal it (K-DEC-8), and its window stays open until the holder's next real
    decision."""
    while s.turn is not None and not may_choose(s, s.turn):  # asked first: cheaper than ``legal``
        acts = [a for a in legal(s, s.turn.seat) if a.verb != "mouse"]
        if len(acts) == 1 and acts[0].verb in FINISHERS:
            perform(s, s.turn.seat, acts[0], ev)
        else:
            return
