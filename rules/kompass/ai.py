"""A greedy AI for Der Goldene Kompass, deciding from its own view only.

It values each kind of experience by what its task card still needs and by the end-of-game
minimum of 3 (K-12.1), plays cards to land on the spaces it needs, completes tasks, answers
with Owls and Mice whenever it can, and heads for the goal once it is nearly ready. It plays
a Cat (K-14.3, K-GAP-22) when borrowing an opponent's companion improves its best move by more
than the Cat is worth as a card: Lee's free step, Serafina's 3 as 1 or 2, Iorek's pass over a
snow field, Farder Coram's experience on a compass or city; in the draw, Ma Costa's extra card
while the hand has room for it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from rules.core import Action, required
from rules.kompass.actions import ICE
from rules.kompass.data import (
    BOARD,
    COMPANIONS,
    FENS,
    GOAL,
    HAND_LIMIT,
    KINDS,
    LYRA,
    PAN,
    QUALIFY_LEVEL,
    TASKS_TO_WIN,
)
from rules.kompass.race import walk_track

COMPANION_TASTE = ("serafina", "lee", "coram", "iorek", "macosta", "johnfaa")
MOVE_VERBS = frozenset({"mv", "mt", "lee"})
COMPANION_OF = {message: companion for companion, message in COMPANIONS.items()}
CAT_WORTH = 1.0  # what the Cat is worth kept as a card (a one-space move, or a later loan)


def choose(view: dict[str, Any], legal: Sequence[Action], rng: random.Random) -> Action:
    acts = {a.code: a for a in legal}
    mind = _Mind(view)
    for verb in ("mouse", "owl", "task"):  # always worth it
        for act in legal:
            if act.verb == verb:
                return act
    verbs = {act.verb for act in acts.values()}
    if "xp" in verbs:
        best = max((a for a in acts.values() if a.verb == "xp"), key=lambda a: mind.desire(a.args[0]))
        return best
    if "comp" in verbs:
        offered = [a.args[0] for a in acts.values() if a.verb == "comp"]
        return acts[f"comp:{min(offered, key=COMPANION_TASTE.index)}"]
    if "pan" in acts and view["you"] and len(view["you"]["hand"]) < 8:
        return acts["pan"]
    mode = view["turn"]["mode"]
    cat = mind.cat_choice(acts)
    if cat is not None:
        return acts[cat]
    if mode in ("discard", "draw", "bf_draw"):
        return acts[mind.draw_choice(acts, rng)]
    if mode == "bf_discard":
        dead = [card for card in mind.dead_cards() if f"bfd:{card}" in acts]
        return acts[f"bfd:{dead[0]}"] if dead else acts.get("bfx", legal[0])
    if mode == "move":
        butterflies = [code for code, act in acts.items() if act.verb == "bf"]
        if butterflies and len(mind.dead_cards()) >= 2:
            return acts[butterflies[0]]
        return acts[mind.move_choice(acts, rng)]
    return acts["pass"] if "pass" in acts else legal[0]


class _Mind:
    def __init__(self, view: dict[str, Any]) -> None:
        self.view = view
        self.me: int = view["you"]["seat"]
        self.player: dict[str, Any] = view["players"][self.me]
        self.xp: dict[str, int] = self.player["xp"]
        self.round: int = view["round"]
        task = view["you"]["task"]
        self.need: dict[str, int] = {e["xp"]: e["need"] for e in task["emblems"]} if task else {}
        self.tasks_left: int = TASKS_TO_WIN[len(view["players"])] - len(self.player["tasks_done"])

    def desire(self, kind: str) -> float:
        value = self.xp[kind]
        if value >= 6:
            return 0.0
        wanted = max(self.need.get(kind, 0), QUALIFY_LEVEL + (1 if self.tasks_left else 0))
        return 3.0 * max(0, wanted - value) + 0.4

    def ready(self) -> bool:
        return self.tasks_left <= 1 and all(v >= QUALIFY_LEVEL for v in self.xp.values())

    def allowed(self) -> set[str]:
        """K-7 as the engine applies it, from the public places."""
        players = self.view["players"]
        colours = [p["colour"] for p in players]
        if self.player["pos"] <= FENS:
            return set(colours)
        place = self.player["place"]
        if place == 1:
            return {self.player["colour"]}
        return {p["colour"] for p in players if p["place"] < place}

    def dead_cards(self) -> list[str]:
        """Lyra cards in hand that the colour restriction (K-7) forbids now."""
        if self.player["pos"] <= FENS:
            return []
        allowed = self.allowed()
        hand = self.view["you"]["hand"]
        return [c["id"] for c in hand if c["type"] == "lyra" and c["colour"] not in allowed]

    def landing_value(self, dest: int, entered: Sequence[int], coram: bool = False) -> float:
        space = BOARD[dest]
        if space.kind == "goal":
            if self.ready():
                return 20.0
            if not self.tasks_left:  # K-12.5: on the goal, one experience of its choice a round
                missing = sum(max(0, QUALIFY_LEVEL - v) for v in self.xp.values())
                return 20.0 - 5.0 * missing
            return -5.0 + 0.2 * self.round
        if space.kind in ("xp", "snow"):
            return self.desire(required(space.xp))
        best = max(self.desire(kind) for kind in KINDS)
        extra = best if coram else 0.0  # K-15.7: one more experience of its choice
        if space.kind == "compass":
            return best + extra
        first = self.view["cities"][space.name] == 0
        return (best if first else 0.6) + extra

    def _companions(self) -> set[str]:
        """Companions whose ability this seat may use now: its own and any a Cat lent it."""
        held = {COMPANION_OF[message] for message in self.player["companions"]}
        return held | {COMPANION_OF[message] for message in self.view["turn"]["borrowed"]}

    def _move_value(self, steps: int, ice: bool, cost: float, coram: bool) -> float:
        pos: int = self.player["pos"]
        others = [p["pos"] for p in self.view["players"] if p["seat"] != self.me]
        pace = 0.15 if self.ready() or self.round > 12 else 0.05
        dest, entered, _ = walk_track(pos, steps, others, ice)
        return self.landing_value(dest, entered, coram) + pace * (dest - pos) - cost

    def _moves(self, acts: dict[str, Action]) -> list[tuple[int, bool, float, str]]:
        """(steps, Iorek's pass, cost, code) of every legal move."""
        moves = []
        for code, act in acts.items():
            if act.verb in MOVE_VERBS:
                steps, cost = self._steps_and_cost(act)
                moves.append((steps, ICE in act.args, cost, code))
        return moves

    def move_choice(self, acts: dict[str, Action], rng: random.Random) -> str:
        coram = "coram" in self._companions()
        scored = [
            (self._move_value(steps, ice, cost, coram) + rng.random() * 0.01, code)
            for steps, ice, cost, code in self._moves(acts)
        ]
        moved = self.view["turn"]["moved"]
        if scored:
            score, code = max(scored)
            if not moved or score >= 1.0:
                return code
        if "end" in acts:
            return "end"
        forced = [code for code, act in acts.items() if act.verb == "fm"]
        if forced:
            return min(forced, key=lambda c: LYRA[acts[c].args[0]].value if acts[c].args else 0)
        return next(iter(acts))

    def _steps_and_cost(self, act: Action) -> tuple[int, float]:
        if act.verb == "lee":
            return 1, 0.0
        card = act.args[0]
        if act.verb == "mt":
            return int(act.args[1]), 0.5
        if card in PAN:
            return 1, 1.0 if PAN[card].ability in ("owl", "mouse", "cat") else 0.6
        numbers = [a for a in act.args[1:] if a.isdigit()]
        return (int(numbers[0]) if numbers else LYRA[card].value), 0.3

    def cat_choice(self, acts: dict[str, Action]) -> str | None:
        """The Cat's loan that pays most, if any pays more than keeping the Cat (K-GAP-22)."""
        loans = {act.args[1]: code for code, act in acts.items() if act.verb == "cat"}
        if not loans:
            return None
        gains = {companion: self._loan_gain(companion, acts) for companion in loans}
        best = max(gains, key=gains.__getitem__)
        return loans[best] if gains[best] > CAT_WORTH else None

    def _loan_gain(self, companion: str, acts: dict[str, Action]) -> float:
        """How much better this step gets with ``companion``'s ability lent for one use."""
        mode = self.view["turn"]["mode"]
        if mode in ("discard", "draw"):
            room = HAND_LIMIT - len(self.view["you"]["hand"]) - self.view["turn"]["left"]
            # Ma Costa: one more Lyra card (worth about two spaces) for the Cat, if it fits
            return 2.0 if companion == "macosta" and room >= 1 else 0.0
        if mode != "move" or self.player["pos"] == GOAL:
            return 0.0
        coram = "coram" in self._companions()
        moves = [(steps, ice, cost, coram) for steps, ice, cost, _code in self._moves(acts)]
        now = max((self._move_value(*move) for move in moves), default=0.0)
        if companion == "lee":
            moves.append((1, False, 0.0, coram))
        elif companion == "coram":
            moves = [(steps, ice, cost, True) for steps, ice, cost, _ in moves]
        elif companion == "iorek":
            moves += [(steps, True, cost, coram) for steps, ice, cost, _ in moves if steps > 1]
        elif companion == "serafina":
            allowed = self.allowed()
            threes = [
                card for card in self.view["you"]["hand"]
                if card["type"] == "lyra" and card["value"] == 3 and card["colour"] in allowed
            ]  # fmt: skip
            moves += [(steps, False, 0.3, coram) for _card in threes[:1] for steps in (1, 2)]
        lent = max((self._move_value(*move) for move in moves), default=now)
        return lent - now

    def draw_choice(self, acts: dict[str, Action], rng: random.Random) -> str:
        hand = self.view["you"]["hand"]
        allowed = self.allowed() if self.player["pos"] >= FENS - 6 else None
        if self.view["turn"]["mode"] == "discard" and allowed is not None:
            dead = [
                c["id"]
                for c in hand
                if c["type"] == "lyra" and c["colour"] not in allowed and f"dis:{c['id']}" in acts
            ]
            if dead and len(hand) + self.view["turn"]["left"] > 8:
                return f"dis:{dead[0]}"
        draws = [code for code, act in acts.items() if act.verb == "draw"]
        if not draws:
            return "stop" if "stop" in acts else next(iter(acts))
        faa = [code for code in draws if acts[code].args == ("pan",)]  # John Faa: always worth it
        if faa:
            return faa[0]
        good = [code for code in draws if allowed is None or code.split(":")[1] in allowed]
        return rng.choice(good or draws)
