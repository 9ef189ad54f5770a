"""Shared-test support for Der Goldene Kompass: conservation of every component and the
secret tokens (card instance ids in hands, undone task cards, draw-pile order)."""

import re
from collections import Counter

from rules.kompass import GAME
from rules.kompass.data import BOARD, COMPANION_DECK, COMPASS_MAX, HAND_LIMIT, LYRA, PAN, TASKS
from rules.kompass.race import colours
from rules.kompass.rounds import new_turn
from rules.kompass.state import KState
from tests.support.games import SUPPORT, GameSupport


def invariant(state: KState) -> None:
    """Every card of the game exists exactly once; K-4.9 hand limit; compasses 0..6; two
    pawns share a space only in a city or on the goal (K-5.5, K-5.6)."""
    lyra = [c for pile in (*state.lyra.values(), *state.lyra_discard.values()) for c in pile]
    pan = list(state.pan) + list(state.pan_discard)
    for p in state.players:
        lyra += [c for c in p.hand if c in LYRA]
        pan += [c for c in p.hand if c in PAN]
        assert len(p.hand) <= HAND_LIMIT, "hand limit broken"
        assert all(0 <= v <= COMPASS_MAX for v in p.xp.values())
    in_play = {c for c, card in LYRA.items() if card.colour in colours(state.n)}
    assert sorted(lyra) == sorted(in_play), "Lyra cards not conserved"
    assert sorted(pan) == sorted(PAN), "Pan cards not conserved"
    tasks = [t for pile in (*state.tasks.values(), *state.task_discard.values()) for t in pile]
    tasks += [p.task for p in state.players if p.task]
    assert sorted(tasks) == sorted(TASKS), "task cards not conserved"
    companions = Counter(state.companions) + Counter(c for p in state.players for c in p.companions)
    assert companions == Counter(COMPANION_DECK), "companions not conserved"
    track = [p.pos for p in state.players if BOARD[p.pos].kind not in ("city", "goal")]
    assert len(track) == len(set(track)), "two pawns on one space"


def secrets(state: KState) -> dict[int | None, set[str]]:
    owned: dict[int | None, set[str]] = {
        seat: set(p.hand) | ({p.task} if p.task else set()) for seat, p in enumerate(state.players)
    }
    owned[None] = {c for pile in (*state.lyra.values(), state.pan, *state.tasks.values()) for c in pile}
    return owned


# ---------------------------------------------------------------- a builder for rule tests


def build(
    n: int = 3,
    *,
    phase: str = "move",
    seat: int = 0,
    pos: dict[int, int] | None = None,
    hands: dict[int, list[str]] | None = None,
    xp: dict[int, dict[str, int]] | None = None,
    companions: dict[int, list[str]] | None = None,
    tasks: dict[int, str | None] | None = None,
    done: dict[int, list[str]] | None = None,
    order: list[int] | None = None,
    round_no: int = 2,
) -> KState:
    """A state in ``phase`` with ``seat`` to act (turn ``order``, by default starting with
    ``seat``). ``done`` lists completed task cards (moved to the task discards). Cards named
    in ``hands`` are taken from wherever they are; the rest of a given hand goes to discards.
    Pawns in ``pos`` not in a city get slot 0; in a city they get places in seat order."""
    state = GAME.setup(n, seed=1)
    state.round = round_no
    for s, where in (pos or {}).items():
        state.players[s].pos = where
    in_city: dict[int, int] = {}
    for p in state.players:
        if BOARD[p.pos].is_city or BOARD[p.pos].kind == "goal":
            in_city[p.pos] = in_city.get(p.pos, 0) + 1
            p.slot = in_city[p.pos]
        else:
            p.slot = 0
    for where, count in in_city.items():
        if BOARD[where].kind == "goal":
            state.goal_count = count
        else:
            state.arrivals[str(where)] = count
    for s, cards in (hands or {}).items():
        give(state, s, cards)
    for s, values in (xp or {}).items():
        state.players[s].xp.update(values)
    for s, names in (companions or {}).items():
        for name in names:
            state.companions.remove(name)
            state.players[s].companions.append(name)
    for s, cards in (done or {}).items():
        for task in cards:
            set_task(state, s, task)
            state.players[s].task = None
            state.task_discard[str(TASKS[task].level)].append(task)
            state.players[s].done.append(task)
    for s, task in (tasks or {}).items():
        set_task(state, s, task)
    state.phase = phase
    state.order = order or [(seat + i) % n for i in range(n)]
    state.index = state.order.index(seat)
    state.turn = new_turn(state, seat)
    return state


RICH_HAND = ["k0", "k25", "k47", "p0", "p5", "p9", "p12", "p14"]  # K-DEC-4, K-DEC-5: Lyra and Pan


def rich_seat() -> KState:
    """Three seats; seat 0 holds Lyra and Pan cards, two companions, a task and experience."""
    return build(
        3,
        hands={0: RICH_HAND},
        companions={0: ["iorek", "lee"]},
        tasks={0: "t5"},
        xp={0: {"bear": 3, "dust": 1}},
    )


def _take(state: KState, card: str) -> None:
    for pile in (*state.lyra.values(), *state.lyra_discard.values(), state.pan, state.pan_discard):
        if card in pile:
            pile.remove(card)
            return
    for p in state.players:
        if card in p.hand:
            p.hand.remove(card)
            return
    raise AssertionError(f"{card} not found")


def give(state: KState, seat: int, cards: list[str]) -> None:
    """Replace ``seat``'s hand with ``cards``; the old hand goes to the discard piles."""
    for card in state.players[seat].hand:
        if card in LYRA:
            state.lyra_discard[LYRA[card].colour].append(card)
        else:
            state.pan_discard.append(card)
    state.players[seat].hand = []
    for card in cards:
        _take(state, card)
        state.players[seat].hand.append(card)


def set_task(state: KState, seat: int, task: str | None) -> None:
    p = state.players[seat]
    if p.task:
        state.tasks[str(TASKS[p.task].level)].append(p.task)
    p.task = None
    if task:
        for pile in (*state.tasks.values(), *state.task_discard.values()):
            if task in pile:
                pile.remove(task)
        for other in state.players:
            if other.task == task:
                other.task = None
        p.task = task


def act(state: KState, seat: int, code: str):
    """Apply the action ``code`` for ``seat``; returns the Transition."""
    return GAME.apply(state, seat, GAME.parse_action(code))


def codes(state: KState, seat: int) -> set[str]:
    return {action.code for action in GAME.legal_actions(state, seat)}


FOLDED = re.compile(
    r" draws (a card|.*) from the .* pile\.$| gains .* experience from | stops drawing"
    r"| moves from | discards "
)
"""Lines a Kompass post says together (kom-log-draw-*, kom-log-draw-stopped, kom-log-gain,
kom-log-move, kom-log-discard)."""
SUMMARY = re.compile(r" draws Lyra cards \(| gains experience: | moves: | discards \d+ cards: ")
"""The lines that say them together (kom-log-drew, kom-log-gains, kom-log-moves, kom-log-discards)."""


SUPPORT["kompass"] = GameSupport(
    player_counts=(2, 3, 4), invariant=invariant, secrets=secrets, folded=FOLDED, summary=SUMMARY
)
