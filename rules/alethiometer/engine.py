"""The Alethiometer rules engine: set-up, the flow of parts and turns, legal actions, apply.

Flow. A part starts with the simultaneous character choice (phase ``choose``, A-5). Then
individual turns (phase ``turn``): each starts with an automatic spin (A-6.5); the rest of
the turn is a queue of Jobs, decisions of some seat (``icon``, ``play``, ``discard``...) or
automatic work (``limit``, ``advance``, ``end_turn``...). The end of a part (phase ``end``)
is the Sky Ferry choice, the draw and the draft of Truth tokens (A-12); after part III the
game is ``over`` (A-14, A-15). ``legal_actions`` reads the head of the queue, and is the only
source of what may be done.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from typing import cast

from rules.alethiometer import actions, characters, data
from rules.alethiometer import events as e
from rules.alethiometer import mechanics as m
from rules.alethiometer.state import Draft, Job, State
from rules.core import Action, Event, IllegalActionError, find_action, msg, seeded_rng, shuffled

# --- set-up ----------------------------------------------------------------------------------


def setup(n: int, seed: int) -> State:
    decks = 1 if n == 2 else 2
    cards = shuffled(data.lyra_cards(decks), seed, "setup", "lyra")
    hands = [[cards.pop() for _ in range(data.START_HAND)] for _ in range(n)]
    state = State(
        n=n,
        seed=seed,
        decks=decks,
        part=1,
        phase="choose",
        lyra=0,
        dealer=seeded_rng(seed, "setup", "dealer").randrange(n),  # A-DEC-11
        current=-1,
        last_turn=-1,
        turns=0,
        rolls=0,
        dial=-1,
        still=0,
        moved=False,
        deck=tuple(cards),
        discard=(),
        hands=tuple(tuple(hand) for hand in hands),
        known=frozenset(),
        char_decks=tuple(
            tuple(shuffled(deck, seed, "setup", f"characters{i}"))
            for i, deck in enumerate(data.CHARACTER_DECKS)
        ),
        dealt=((),) * n,
        kept=("",) * n,
        allies=("",) * n,
        oppositions=("",) * n,
        char_discard=(),
        stacks=tuple(
            tuple(
                shuffled((t for t, tile in data.TILES.items() if tile.origin == where), seed, "setup", where)
            )
            for where in data.TILE_LOCATIONS
        ),
        tiles=((),) * n,
        placed=((), ()),
        scored=((),) * n,
        supply=(data.SYMBOL_TOKENS,) * n,
        on_dest=(0,) * n,
        dust_supply=data.DUST_TOKENS,
        dust=(0,) * n,
        ferry=-1,
        ferry_choice="",
        ferry_seat=-1,
        bag=tuple(shuffled(data.TRUTHS, seed, "setup", "bag")),
        bridge_aside=data.BRIDGES,
        bridges=(),  # A-2.10/11
        drawn=(),
        draft_order=(),
        truths=((),) * n,
        truth_discard=(),
        queue=(),
    )
    draft = Draft(state)
    _deal_characters(draft, [])
    return draft.freeze()


# --- flow ------------------------------------------------------------------------------------


def _deal_characters(d: Draft, ev: list[Event]) -> None:
    """A-4.4, A-5.1: two cards each from the deck of the coming part."""
    d.phase = "choose"
    deck = d.char_decks[d.part - 1]
    for offset in range(1, d.n + 1):
        seat = (d.dealer + offset) % d.n
        d.dealt[seat] = [deck.pop(), deck.pop()]
    _announce_deal(d, ev)


def _announce_deal(d: Draft, ev: list[Event]) -> None:
    """The part begins with its dealer, who deals two Character cards to each player, starting
    on the dealer's left (A-4.4, A-5.1)."""
    ev.append(e.PartBegun(part=d.part, dealer=d.dealer))
    for offset in range(1, d.n + 1):
        seat = (d.dealer + offset) % d.n
        first, second = d.dealt[seat]  # two each
        ev.append(e.CharactersDealt(seat=seat, characters=(first, second)))


def _reveal_characters(d: Draft, ev: list[Event]) -> None:
    """A-5.3 to A-5.9: allies face up, oppositions passed to the left, abilities public."""
    for seat in range(d.n):
        passed = next(cid for cid in d.dealt[seat] if cid != d.kept[seat])
        d.allies[seat] = d.kept[seat]
        d.oppositions[(seat + 1) % d.n] = passed
    for seat in range(d.n):
        ev.append(
            e.CharactersRevealed(
                seat=seat,
                ally=d.allies[seat],
                opposition=d.oppositions[seat],
                magisterium=m.magisterium(d, seat),
            )
        )
    d.dealt = [[] for _ in range(d.n)]
    d.kept = ["" for _ in range(d.n)]
    d.phase = "turn"
    d.still = 0  # A-DEC-4: the start of a part resets the pace count
    d.current = d.dealer
    _start_turn(d, ev)


def _start_turn(d: Draft, ev: list[Event]) -> None:
    """A-6.5 to A-6.7: the spin picks one dial position uniformly (A-DEC-3)."""
    d.turns += 1
    d.moved = False
    d.path, d.marks = [], []
    d.dial = m.roll(d, "spin").randrange(len(data.DIAL))
    ev.append(e.Spun(seat=d.current, position=d.dial + 1))
    d.queue = [Job("icon", d.current)]


def _end_turn(d: Draft, job: Job, ev: list[Event]) -> None:
    if not d.moved:
        d.still += 1
        if d.still >= data.PACE_FACTOR * d.n:  # A-DEC-4: the pace period P = k x N
            m.advance(d, 1, ev, "pace")
    if d.moved:
        d.still = 0
    d.last_turn = d.current
    d.last_path, d.last_marks = list(d.path), list(d.marks)
    d.dial = -1
    if d.lyra == data.DESTINATIONS[d.part - 1]:
        d.phase = "end"
        ev.append(e.PartEnded(part=d.part))
        d.queue = ([Job("ferry", d.ferry)] if d.ferry >= 0 else []) + [Job("draw_truths", -1)]  # A-GAP-21
    else:
        d.current = (d.current + 1) % d.n  # A-GAP-7
        _start_turn(d, ev)


def _draw_truths(d: Draft, job: Job, ev: list[Event]) -> None:
    """A-12.5 to A-12.8, A-14.3/A-14.4, A-GAP-23/24."""
    if d.part == 3:
        d.bag += d.bridge_aside
        d.bridge_aside = []
        d.bag.sort(key=lambda token: (token[0], int(token[1:])))
        m.roll(d, "bag").shuffle(d.bag)
    drawn: list[str] = []
    bridges = 0
    while len(drawn) < data.TRUTHS_PER_DRAW and d.bag:
        token = d.bag.pop()
        if token in data.BRIDGES:
            d.bridges.append(token)
            bridges += 1
        else:
            drawn.append(token)
    d.drawn = drawn
    tie = m.roll(d, "draft-order")
    lots = [tie.random() for _ in range(d.n)]
    d.draft_order = sorted(range(d.n), key=lambda s: (-d.on_dest[s], -len(d.hands[s]), lots[s]))
    ev.append(
        e.TruthsDrawn(
            seat=d.dealer,
            values=tuple(data.TRUTHS[t] for t in drawn),
            bridges=bridges,
            last=d.part == 3,
            order=tuple(d.draft_order),
        )
    )
    queue = []
    for seat in d.draft_order:
        queue += [Job("pick", seat)] * data.PICKS_PER_PLAYER
        if d.ferry_choice == "b" and d.ferry_seat == seat:
            queue.append(Job("drop", seat))
    d.queue = [*queue, Job("part_over", -1)]


def _part_over(d: Draft, job: Job, ev: list[Event]) -> None:
    """A-12.10 to A-12.13, A-DEC-14; after part III the game ends (A-15.8)."""
    d.truth_discard += d.drawn
    d.drawn, d.draft_order = [], []
    for seat in range(d.n):
        d.supply[seat] += d.on_dest[seat]
        d.on_dest[seat] = 0
    d.char_discard += [cid for cid in d.allies + d.oppositions if cid]
    d.allies = ["" for _ in range(d.n)]
    d.oppositions = ["" for _ in range(d.n)]
    d.ferry_choice, d.ferry_seat = "", -1
    if d.part == 3:
        d.phase = "over"
        d.queue = []
        rows = score_rows(d)
        ev.append(
            e.GameOver(
                totals=tuple(row["total"] for row in rows),
                truths=tuple(row["truths"] for row in rows),
                tiles=tuple(row["tiles"] for row in rows),
                dust=tuple(row["dust"] for row in rows),
                tokens=tuple(d.dust),
                bridges=len(d.bridges),
            )
        )
        return
    m.reshuffle(d)
    d.part += 1
    d.dealer = (d.last_turn + 1) % d.n
    _deal_characters(d, ev)


def _limit(d: Draft, job: Job, ev: list[Event]) -> None:
    excess = len(d.hands[job.seat]) - data.HAND_LIMIT
    if excess > 0:
        d.queue.insert(0, Job("discard", job.seat, n=excess, why="limit"))


def _advance(d: Draft, job: Job, ev: list[Event]) -> None:
    m.advance(d, job.n, ev, "red")


def _lose_dust(d: Draft, job: Job, ev: list[Event]) -> None:
    if d.dust[job.seat]:
        d.dust[job.seat] -= 1
        d.dust_supply += 1
        ev.append(e.DustReturned(seat=job.seat, why=job.why, by=m.ally_owner(d, job.why)))


_AUTOMATIC = {
    "limit": _limit,
    "advance": _advance,
    "lose_dust": _lose_dust,
    "end_turn": _end_turn,
    "draw_truths": _draw_truths,
    "part_over": _part_over,
}


def _moot(d: Draft, job: Job) -> bool:
    """A decision that can no longer do anything is dropped (effects apply as far as possible)."""
    if job.kind == "discard":
        return not d.hands[job.seat] or job.n <= 0
    if job.kind == "give":
        return not d.hands[job.seat]
    if job.kind == "take":
        return not d.hands[job.target]
    if job.kind == "pick":
        return not d.drawn
    return False


def _run(d: Draft, ev: list[Event]) -> None:
    """Carry out automatic jobs until a seat must decide (or the game is over)."""
    while d.phase in ("turn", "end"):
        job = d.queue[0]
        if job.kind in _AUTOMATIC:
            d.queue.pop(0)
            _AUTOMATIC[job.kind](d, job, ev)
        elif _moot(d, job):
            d.queue.pop(0)
        else:
            return


def waiting_for(state: State) -> tuple[int, ...]:
    if state.phase == "choose":
        return tuple(seat for seat in range(state.n) if not state.kept[seat])
    if state.phase == "over":
        return ()
    return (state.queue[0].seat,)


# --- legal actions ---------------------------------------------------------------------------


def _kinds_in(hand: Iterable[str]) -> list[str]:
    held = set(m.kinds(hand))
    return [kind for kind in data.CARD_KINDS if kind in held]


def _set_options(counts: Counter[str], kind: str, size: int) -> list[int]:
    """Numbers of natural cards with which a set of ``size`` can be made, Wild cards filling the
    rest; at least one natural card (A-10.6, A-GAP-10)."""
    return [
        natural
        for natural in range(size, 0, -1)
        if counts[kind] >= natural and counts[data.WILD] >= size - natural
    ]


def _optional_actions(d: Draft, seat: int, icon: str) -> list[Action]:
    """A-8.2 to A-8.7."""
    if icon == "alethiometer":
        return [Action("alet", label=actions.ALETHIOMETER)] if d.supply[seat] else []
    if icon == "magisterium":
        return [Action("mag", (str(t),), label=actions.magisterium(seat, t)) for t in range(d.n)]
    if icon == "ally":
        return [Action("ally", args, label=label) for args, label in characters.choices(d, seat)]
    sources = m.dust_sources(d, seat)
    if sources == [-1]:
        return [Action("dust", label=actions.dust(None))]
    return [Action("dust", (str(s),), label=actions.dust(s)) for s in sources]


def _icon_actions(d: Draft, seat: int) -> list[Action]:
    """A-6.8: either end of the needle; A-8.8 Choose Your Action; A-8.10 skip. The labels say
    what each end does, as the Player Reference cards do (A-1.13)."""
    spin = data.DIAL[d.dial]
    moves = [Action("red", label=actions.red(d.dial))]
    icons = data.BLUE_ICONS[:4] if spin.blue == "choose" else (spin.blue,)
    for icon in icons:
        moves += _optional_actions(d, seat, icon)
    return [*moves, Action("skip", label=actions.SKIP)]


def _play_actions(d: Draft, seat: int) -> list[Action]:
    """A-10.1 to A-10.7, A-13.5, A-GAP-28."""
    counts = Counter(m.kinds(d.hands[seat]))
    moves = []
    if d.part < 3 and m.tile_stack(d):
        where = m.location(d)
        for kind in data.DAEMONS:
            moves += [
                Action("pair", (kind, str(n)), label=actions.pair(kind, n, where))
                for n in _set_options(counts, kind, 2)
            ]
    if d.part == 3 and m.can_score(d, seat):
        where = m.location(d)
        for kind in data.DAEMONS:
            for n in _set_options(counts, kind, 2):
                moves += [
                    Action("score", (kind, str(n), tile), label=actions.score(kind, n, tile, where))
                    for tile in m.scorable_tiles(d, seat)
                ]
    if d.supply[seat]:
        for kind in data.SYMBOLS:
            moves += [
                Action("tri", (kind, str(n)), label=actions.tri(kind, n))
                for n in _set_options(counts, kind, 3)
            ]
    if counts[data.SPYFLY] >= 2:
        moves += [
            Action("spy", (str(t),), label=actions.spy(t)) for t in range(d.n) if t != seat and d.tiles[t]
        ]
    return [*moves, Action("end", label=actions.END)]


def _legal(d: Draft, seat: int) -> list[Action]:
    if d.phase == "choose":
        return [
            Action("keep", (cid,), label=actions.keep(cid, other))
            for cid, other in (d.dealt[seat], d.dealt[seat][::-1])
        ]
    job = d.queue[0]
    hand_kinds = _kinds_in(d.hands[seat])
    if job.kind == "icon":
        return _icon_actions(d, seat)
    if job.kind == "play":
        return _play_actions(d, seat)
    why, by = job.why, m.ally_owner(d, job.why)
    if job.kind == "discard":
        return [Action("disc", (k,), label=actions.discard(k, job.n, why, by, seat)) for k in hand_kinds]
    if job.kind == "redraw":
        return [Action("disc", (k,), label=actions.redraw(k, why)) for k in hand_kinds] + [
            Action("done", label=actions.stop(job.n))
        ]
    if job.kind == "give":
        return [Action("give", (k,), label=actions.give(k, job.target, why, by, seat)) for k in hand_kinds]
    if job.kind == "take":
        return [
            Action("take", (k,), label=actions.take(k, job.target)) for k in _kinds_in(d.hands[job.target])
        ]
    if job.kind == "ferry":
        cost = m.magisterium(d, seat) + 1
        options = (
            [Action("ferry", ("a",), label=actions.ferry_cards(cost))] if len(d.hands[seat]) >= cost else []
        )  # A-DEC-13
        return [*options, Action("ferry", ("b",), label=actions.FERRY_TRUTH)]
    if job.kind == "pick":
        values = sorted({data.TRUTHS[t] for t in d.drawn}, reverse=True)
        return [Action("pick", (str(v),), label=actions.pick(v)) for v in values]
    values = sorted({data.TRUTHS[t] for t in d.truths[seat][-data.PICKS_PER_PLAYER :]})
    return [Action("drop", (str(v),), label=actions.drop(v)) for v in values]


# The last answer of legal_actions, reused by identity: a player (and every step of the search's
# playouts) asks for a state's legal actions and then applies one of them to the same state,
# which checks the action against them again. States are immutable, so the answer stands.
_last_legal: tuple[State, int, tuple[Action, ...]] | None = None


def legal_actions(state: State, seat: int) -> tuple[Action, ...]:
    global _last_legal
    last = _last_legal
    if last is not None and last[0] is state and last[1] == seat:
        return last[2]
    # reads only, so the frozen state serves as well: it has every field of a draft, as tuples
    legal = tuple(_legal(cast(Draft, state), seat)) if seat in waiting_for(state) else ()
    _last_legal = (state, seat, legal)
    return legal


# --- apply -----------------------------------------------------------------------------------


def _set_cards(d: Draft, seat: int, kind: str, naturals: int, size: int) -> list[str]:
    hand = d.hands[seat]
    chosen = [c for c in hand if m.kind_of(c) == kind][:naturals]
    return chosen + [c for c in hand if m.kind_of(c) == data.WILD][: size - naturals]


def _play(d: Draft, seat: int, cards: list[str], ev: list[Event]) -> None:
    m.play_cards(d, seat, cards)
    ev.append(e.CardsPlayed(seat=seat, cards=tuple(cards)))


def _play_set(d: Draft, seat: int, move: Action, size: int, ev: list[Event]) -> None:
    kind, naturals = move.args[0], int(move.args[1])
    _play(d, seat, _set_cards(d, seat, kind, naturals, size), ev)


def _after_icon(d: Draft, seat: int, jobs: list[Job]) -> None:
    d.queue = [*jobs, Job("play", seat), *d.queue[1:]]


def _apply_icon(d: Draft, seat: int, move: Action, ev: list[Event]) -> None:
    spin = data.DIAL[d.dial]
    if move.verb == "red":  # A-GAP-4
        ev.append(e.RedIconChosen(seat=seat))
        m.draw(d, seat, spin.red_draw, ev, "red")
        d.queue = (
            [m.limit(seat)]
            + ([Job("advance", seat, n=spin.red_advance)] if spin.red_advance else [])
            + [Job("end_turn", seat)]
        )
        return
    jobs: list[Job] = []
    if move.verb == "skip":
        ev.append(e.OptionalActionSkipped(seat=seat))
    elif move.verb == "alet":
        m.place_tokens(d, seat, 1, ev, "alethiometer")
    elif move.verb == "mag":
        m.give_ferry(d, seat, int(move.args[0]), ev, "magisterium")
    elif move.verb == "dust":
        m.take_dust(d, seat, int(move.args[0]) if move.args else -1, ev, "dust")
    else:
        jobs = characters.use(d, seat, move.args, ev)
    _after_icon(d, seat, jobs)


def _apply_play(d: Draft, seat: int, move: Action, ev: list[Event]) -> None:
    if move.verb == "end":
        d.queue[0] = Job("end_turn", seat)
    elif move.verb == "pair":
        _play_set(d, seat, move, 2, ev)
        m.take_tile(d, seat, ev, "pair")
    elif move.verb == "score":
        _play_set(d, seat, move, 2, ev)
        m.score_tile(d, seat, move.args[2], ev, "pair")
    elif move.verb == "tri":
        _play_set(d, seat, move, 3, ev)
        m.place_tokens(d, seat, 2, ev, "symbols")
    else:
        _play(d, seat, [c for c in d.hands[seat] if m.kind_of(c) == data.SPYFLY][:2], ev)
        m.steal_tile(d, seat, int(move.args[0]), ev, "spyfly")


def _apply_job(d: Draft, seat: int, move: Action, ev: list[Event]) -> None:
    job = d.queue[0]
    if job.kind == "discard":
        m.discard(d, seat, move.args[0], ev, job.why)
        d.queue[0] = Job("discard", seat, n=job.n - 1, why=job.why)
    elif job.kind == "redraw":
        if move.verb == "disc":
            m.discard(d, seat, move.args[0], ev, job.why)
            d.queue[0] = Job("redraw", seat, n=job.n + 1, why=job.why)
        else:
            d.queue[0] = m.limit(seat)
            m.draw(d, seat, job.n, ev, job.why)
    elif job.kind in ("give", "take"):
        giver, receiver = (seat, job.target) if job.kind == "give" else (job.target, seat)
        card = m.card_of_kind(d, giver, move.args[0])
        d.queue.pop(0)
        m.pass_card(d, giver, receiver, card, ev, job.kind, job.why)
    elif job.kind == "ferry":
        d.queue.pop(0)
        d.ferry, d.ferry_choice, d.ferry_seat = -1, move.args[0], seat
        cost = m.magisterium(d, seat) + 1
        if move.args[0] == "a":
            d.queue.insert(0, Job("discard", seat, n=cost, why="ferry"))
        ev.append(e.FerryPaid(seat=seat, option=move.args[0], cost=cost))
    elif job.kind == "pick":
        token = next(t for t in d.drawn if str(data.TRUTHS[t]) == move.args[0])
        d.drawn.remove(token)
        d.truths[seat].append(token)
        d.queue.pop(0)
        ev.append(e.TruthChosen(seat=seat, token=token))
    else:
        token = next(
            t for t in d.truths[seat][-data.PICKS_PER_PLAYER :] if str(data.TRUTHS[t]) == move.args[0]
        )
        d.truths[seat].remove(token)
        d.truth_discard.append(token)
        d.queue.pop(0)
        ev.append(e.TruthDropped(seat=seat, token=token))


def apply(state: State, seat: int, move: Action) -> tuple[State, tuple[Event, ...]]:
    if seat not in waiting_for(state):
        raise IllegalActionError(
            msg("ale-refuse-not-your-turn") if state.phase != "over" else msg("ale-refuse-game-over")
        )
    chosen = find_action(legal_actions(state, seat), move)
    d = Draft(state)
    ev: list[Event] = []
    if d.phase == "choose":
        if d.part == 1 and not any(d.kept):
            # setup() has no log: part I and its deal are announced with the game's first move
            _announce_deal(d, ev)
        d.kept[seat] = chosen.args[0]
        ev.append(e.AllyChosen(seat=seat, character=chosen.args[0]))
        if all(d.kept):
            _reveal_characters(d, ev)
    elif d.queue[0].kind == "icon":
        _apply_icon(d, seat, chosen, ev)
    elif d.queue[0].kind == "play":
        _apply_play(d, seat, chosen, ev)
    else:
        _apply_job(d, seat, chosen, ev)
    _run(d, ev)
    return d.freeze(), tuple(ev)


# --- scoring ---------------------------------------------------------------------------------


def score_rows(state: State | Draft) -> list[dict[str, int]]:
    """A-15.2 to A-15.7 for every seat."""
    rows = []
    for seat in range(state.n):
        held_alethiometer = sum(data.TILES[t].alethiometer for t in (*state.tiles[seat], *state.scored[seat]))
        tiles = sum(
            held_alethiometer if data.TILES[t].alethiometer else data.TILES[t].value
            for t in state.scored[seat]
        )
        truths = sum(data.TRUTHS[t] for t in state.truths[seat])
        dust = state.dust[seat] * len(state.bridges)
        rows.append({"truths": truths, "tiles": tiles, "dust": dust, "total": truths + tiles + dust})
    return rows
