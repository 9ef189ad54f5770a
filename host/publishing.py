"""What happens after a move, on the host's side (docs/architecture.md, "Publishing"): the pure
policy of what the steps of a run publish. Whether the channel gets a post now or the run is
held for the post that ends the turn (``posts_to_channel``), what that post says, who is told
privately and with which choices (``build_publication``), and whom the post pings or DMs by
their settings (``turn_notices``). ``host.host`` takes the steps and commits each with what
this module decided; ``cogs/delivery.py`` delivers the publications to Discord.

Words (docs/architecture.md, "Words for things"): a *step* is one action applied and committed;
a *run* is the steps one host call takes under the table's lock; a *publication* is what a run
shows; a *post* is a channel message; *held* steps end with no post."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, Literal

import locales
from host import errors
from host.model import ActionChoice, PrivateUpdate, Publication, TableInfo
from host.settings import quiet_until
from host.table import Table, game_status
from host.texts import closing, publication_texts
from rules.core import Event, GameRules, Message, Seat, SeatRef, State, Transition, View, msg
from storage import Deadline, DirectMessage, LogEntry, PlayerSettings, SeatRecord, TableRecord

Kind = Literal["start", "action", "timeout"]
"""``Publication.kind``: what set the run going."""

PendingEntry = Mapping[str, Any]
"""An entry of ``TableRecord.pending``: ``{"message": Message.to_json(), "log": bool}``."""


def _pending(messages: Iterable[Message], *, log: bool) -> list[PendingEntry]:
    """Entries of ``TableRecord.pending``: ``log`` for the game's log lines, not for what the
    host says (a timeout)."""
    return [{"message": message.to_json(), "log": log} for message in messages]


def game_begins(game: GameRules[State], seats: Sequence[SeatRecord]) -> Message:
    """What the host says when a game starts (the start post's headline)."""
    return msg("host-game-begins", game=game.title, players=tuple(SeatRef(seat.seat) for seat in seats))


def posts_to_channel(
    awaited_before: tuple[Seat, ...],
    awaited_after: tuple[Seat, ...],
    movers: set[Seat],
    actor: Seat | None,
    stage_changed: bool,
) -> bool:
    """Whether the steps of a run end with a channel post: one post per player's turn, not per
    engine step (docs/architecture.md, "Publishing"). A run that only the ``actor`` played (no
    AI move, no other seat) and that leaves the game awaiting no seat it did not await before,
    in the same stage of the game, is held: the actor reads it in his own reply and the channel
    gets it with the post that ends the turn. So:

    - the same player still deciding within his turn (a Kompass draw, an Alethiometer spin
      and then its icon): held;
    - a simultaneous decision (several seats awaited at once, like the Alethiometer character
      choice): one of them finishing is held, because the others already know from the post
      that opened the decision that they are awaited, and a post per finisher would cost as
      many posts as turns taken one by one; the channel gets one post once everyone decided
      (the awaited set then changes otherwise), with every line. Who is still awaited is
      what ``/game status`` says meanwhile;
    - posted: the end of the game, a new round, part or phase (``GameRules.stage``: a Saboteur
      round won before its gold draft, the Alethiometer characters all chosen), any AI move or
      other seat's step (the turn passed and maybe came back), and any seat newly awaited,
      who must be told it is their turn. (``Run.posts_to_channel`` posts the start and every
      timeout in any case: the AI played out the late seat's turn, and the channel is told.)
    """
    if actor is None or stage_changed or not awaited_after or movers != {actor}:
        return True
    return not set(awaited_after) <= set(awaited_before)


@dataclass
class Run:
    """The steps one host call takes under the table's lock (the caller's action, then the AI
    moves and the rest of a late seat's turn): the state moves on, events pile up, and each
    step's commit carries what this run publishes so far."""

    table: Table
    """The table as loaded before the steps."""
    state: State
    version: int
    seats: list[SeatRecord]
    deadlines: tuple[Deadline, ...]
    kind: Kind
    actor: Seat | None = None
    """``Publication.actor_seat``: the seat whose turn the steps played."""
    events: list[Event] = field(default_factory=list)
    headlines: tuple[Message, ...] = ()
    """What the host says about these steps (the start, a timeout), before their log lines."""
    earlier: tuple[PendingEntry, ...] = ()
    """What the channel had not been shown before these steps (``TableRecord.pending``)."""
    pending: list[PendingEntry] = field(default_factory=list)
    """``earlier``, then ``headlines`` and the public log lines of the steps taken so far."""
    movers: set[Seat] = field(default_factory=set)
    """The seats that took the steps."""
    posted: bool = True
    """Whether the steps so far end with a channel post (``posts_to_channel``, decided at each
    step; the start without a step is posted)."""
    before: dict[Seat, View] | None = None
    """The private views before the steps (None at the start, when every seat gets its view)."""
    committed: Publication | None = None
    """What the last step posts, put in the outbox by its commit (None while held)."""
    private: bool = True
    """Whether its publications carry the seats' private updates (a replay needs only what the
    channel saw: ``replayed_posts``)."""
    _public: tuple[State, View] | None = None

    @classmethod
    def resuming(cls, table: Table, kind: Kind, actor: Seat | None, *, private: bool = True) -> Run:
        """A run on a table being played, from its state as loaded."""
        if table.state is None:
            raise errors.NotStarted()
        pending = table.record.pending
        run = cls(
            table, table.state, table.record.version, list(table.seats), table.deadlines, kind, actor,
            earlier=pending, pending=list(pending), private=private,
        )  # fmt: skip
        run.before = run.private_views() if private else {}
        return run

    @property
    def status(self) -> str:
        return game_status(self.table.game, self.state)

    def human_seats(self) -> list[SeatRecord]:
        return [seat for seat in self.seats if not seat.is_ai]

    def private_views(self) -> dict[Seat, View]:
        return {s.seat: self.table.game.view(self.state, s.seat) for s in self.human_seats()}

    def public_view(self) -> View:
        """The public view now (kept while the state stays: a view can cost a tenth of a
        millisecond, and the post decision and the publication both read it)."""
        if self._public is None or self._public[0] is not self.state:
            self._public = (self.state, self.table.game.view(self.state, None))
        return self._public[1]

    def same_stage(self) -> bool:
        """Whether the steps left the game in the stage it was in (``GameRules.stage``: its deal
        and phase); never at the start."""
        before = self.table.state
        return before is not None and self.table.game.stage(self.state) == self.table.game.stage(before)

    def new_deal(self) -> bool:
        """Whether the steps dealt anew (the start, a new round or part): every human seat has
        new private information."""
        before = self.table.state
        return before is None or self.table.game.stage(self.state).deal != self.table.game.stage(before).deal

    def automatic_seat(self) -> Seat | None:
        """The seat the host plays next: an awaited AI seat; after a timeout, the late seat
        while its turn goes on (only it moved, it alone is awaited, in the same stage: a
        Kompass draw is several steps), so that a turn times out once and is posted once."""
        awaited = self.table.game.waiting_for(self.state)
        ai = [seat for seat in awaited if self.seats[seat].is_ai]
        if ai:
            return ai[0]
        late = self.actor if self.kind == "timeout" else None
        if awaited == (late,) and self.movers == {late} and self.same_stage():
            return late
        return None

    def posts_to_channel(self) -> bool:
        """Whether these steps end with a channel post (``posts_to_channel``); the start and
        a timeout always do: the channel is told."""
        if self.kind != "action":
            return True
        awaited_before = () if self.table.state is None else self.table.game.waiting_for(self.table.state)
        awaited = self.table.game.waiting_for(self.state)
        return posts_to_channel(awaited_before, awaited, self.movers, self.actor, not self.same_stage())

    def advance(
        self, seat: Seat, transition: Transition[State], seat_updates: Sequence[SeatRecord], now: float
    ) -> None:
        """Take in the step ``seat`` just took: the new state and seats, the deadlines after it
        (``Table.deadlines_after``), its public log lines (after the headlines, with the first
        step), and whether the run now ends with a post (not while the host plays on)."""
        game = self.table.game
        self.state = transition.state
        for update in seat_updates:
            self.seats[update.seat] = update
        if self.status == "playing":
            self.deadlines = self.table.deadlines_after(self.state, self.seats, self.deadlines, seat, now)
        else:
            self.deadlines = ()
        said = (game.describe(event, None) for event in transition.events)
        self.pending += [
            *(_pending(self.headlines, log=False) if not self.movers else ()),  # with the first step
            *_pending((message for message in said if message is not None), log=True),
        ]
        self.movers.add(seat)
        self.events.extend(transition.events)
        self.posted = self.automatic_seat() is None and self.posts_to_channel()

    def unposted(self) -> tuple[PendingEntry, ...]:
        """What the channel has not been shown after the steps so far, stored by the step's
        commit (``TableRecord.pending``); nothing once the run ends with a post: it is all in
        that post, which the same commit puts in the outbox."""
        return () if self.posted else tuple(self.pending)

    def result(self) -> Publication:
        """The publication a host call returns after the run: the one its last commit put in the
        outbox, or, when the turn goes on (held, nothing posted), what its actor reads."""
        return self.committed if self.committed is not None else build_publication(self)


def build_publication(run: Run, version: int | None = None) -> Publication:
    """What to show after the steps of ``run``, at ``version`` (the run's own unless the step
    being committed makes it). In the channel (when ``run.posted``; its last step then stored
    no pending message): everything not shown since the last channel post (what the host said,
    the public log lines), then how it ended, in the table's language (whose turn it is the
    delivery says once, in its turn line). Privately: each human seat whose view the steps
    changed, with its log lines in its locale, and, for the seat whose turn it was, its
    choices now."""
    game = run.table.game
    before = run.before
    version = run.version if version is None else version
    record = replace(run.table.record, version=version, status=run.status)
    table = replace(
        run.table, record=record, seats=tuple(run.seats), state=run.state, deadlines=run.deadlines
    )
    info = table.info()
    changed: dict[Seat, tuple[SeatRecord, View]] = {}  # human seats whose private view changed
    for seat in run.human_seats() if run.private else ():
        view = game.view(run.state, seat.seat)
        if before is None or before.get(seat.seat) != view:
            changed[seat.seat] = (seat, view)
    readers = {number: table.locale_of(_user(seat)) for number, (seat, _) in changed.items()}
    public_view = run.public_view()
    outcome = game.outcome(run.state) if info.status == "finished" else None
    round_started = before is None or run.new_deal()
    earlier = [(Message.from_json(entry["message"]), entry["log"]) for entry in run.earlier]
    texts = publication_texts(
        game,
        run.events,
        info.names,
        record.language,
        readers,
        before=(*(message for message, _ in earlier), *run.headlines),
        after=closing((), outcome),  # whose turn: the delivery's one turn line, with its deadline
    )
    earlier_lines = tuple(
        locales.render(message, record.language, info.names) for message, log in earlier if log
    )
    private = tuple(
        PrivateUpdate(
            _user(seat), number, view, texts.private[number], readers[number],
            table.choices(number, readers[number]) if number == run.actor else None,
        )
        for number, (seat, view) in changed.items()
    )  # fmt: skip
    return Publication(
        table=info,
        kind=run.kind,
        caption=texts.caption,
        lines=earlier_lines + texts.lines,
        public_view=public_view,
        private=private,
        outcome=outcome,
        round_started=round_started,
        actor_seat=run.actor,
        post_to_channel=run.posted,
        awaited_before=run.table.awaited() if run.table.state is not None and run.same_stage() else (),
        players=run.table.players,
    )


def _user(seat: SeatRecord) -> int:
    """The user holding a human seat (a seat without one is an AI seat)."""
    if seat.user_id is None:
        raise ValueError(f"seat {seat.seat} is held by no user")
    return seat.user_id


# -- whom a post tells -------------------------------------------------------------------------


def awaited_users(table: TableInfo) -> list[int]:
    """The players the game waits for (not AI seats): whom a post saying whose turn it is tells."""
    if table.status != "playing":
        return []
    return [user_id for seat in table.awaited if (user_id := table.seats[seat].user_id) is not None]


def next_in_line(table: TableInfo) -> dict[int, Seat]:
    """Who plays after each awaited seat (issue 33, ``PlayerSettings.notify_next``): the human
    in the next seat in seat order, AI seats passed over, by user id, with the awaited seat
    before them; not one who is awaited too."""
    awaited = set(table.awaited) if table.status == "playing" else set()
    found: dict[int, Seat] = {}
    count = len(table.seats)
    for seat in sorted(awaited):
        for step in range(1, count):
            after = table.seats[(seat + step) % count]
            if after.user_id is not None and not after.is_ai:
                if after.seat not in awaited:
                    found.setdefault(after.user_id, seat)
                break
    return found


@dataclass(frozen=True)
class TurnNotices:
    """Whom the post saying it is their turn may ping, and whom to tell by DM (and in which
    locale), by the players' settings."""

    ping: frozenset[int]
    dm: tuple[tuple[int, str], ...]


def turn_notices(table: TableInfo, settings: Mapping[int, PlayerSettings], now: float) -> TurnNotices:
    """For the post saying whose turn it is: the awaited players who want a ping, and those to
    tell by DM now (who want it, are not away and not in their quiet hours), from their
    ``settings`` (a player without any has the defaults)."""
    ping, dm = set(), []
    for user_id in awaited_users(table):
        mine = settings.get(user_id, PlayerSettings(user_id))
        if mine.ping_on_turn:
            ping.add(user_id)
        away = mine.away_until is not None and mine.away_until > now
        if mine.dm_on_turn and not away and quiet_until(mine, now) is None:
            dm.append((user_id, mine.locale or table.language))
    return TurnNotices(frozenset(ping), tuple(dm))


def quiet_players(settings: Mapping[int, PlayerSettings], now: float) -> frozenset[int]:
    """Those with ``settings`` who are in their quiet hours ``now``: nothing DMs them."""
    return frozenset(user_id for user_id, mine in settings.items() if quiet_until(mine, now) is not None)


# -- the delivery plan: everything a table's pending publications deliver (issue 31) ------------


def folded_caption(publications: Sequence[Publication]) -> str:
    """One caption for boards that waited together: each older caption, then the newest."""
    return "\n".join(("⏰ " if p.kind == "timeout" else "") + p.caption for p in publications)


def shows_summary(publications: Sequence[Publication]) -> bool:
    """Whether the post adds the summary picture: the game ended or a round did."""
    return any(p.table.status == "finished" or (p.round_started and p.kind != "start") for p in publications)


@dataclass(frozen=True)
class Letter:
    """One DM a delivery sends after its board: ``kind`` "hand" (a seat's ``view``, with the
    round's introduction when ``intro``), "turn" (it is their turn) or "board-failed" (the
    board could not be posted) or "next" (the player before them started a turn, issue 33), in
    ``locale``; ``urgent`` when the game awaits its reader. ``choices``: a hand's menu when the
    step generated it already (its mover's, in ``locale``), so that sending it generates no
    legal actions again."""

    user_id: int
    kind: str
    locale: str
    urgent: bool
    view: View | None = None
    intro: bool = False
    choices: tuple[ActionChoice, ...] | None = None

    def queued(self, table: TableInfo) -> DirectMessage:
        """This DM as the DM queue keeps it, about ``table`` (its board message set)."""
        payload: dict[str, Any] = {"table": table.to_json(), "locale": self.locale}
        if self.kind == "hand":
            payload |= {"view": self.view, "intro": self.intro}
        if self.choices is not None:
            payload["choices"] = [[choice.code, choice.label] for choice in self.choices]
        return DirectMessage(table.id, self.user_id, self.kind, payload, self.urgent)


@dataclass(frozen=True)
class DeliveryPlan:
    """What a table's pending publications deliver, decided once, with no I/O
    (``delivery_plan``): one board post (``caption`` folded from every pending publication,
    the picture drawn from ``public_view``, the summary picture too when ``summary``, pinging
    ``pings``; whose turn it is the cogs add, with its deadline), then the DMs, queued with the
    mark that the board was posted (``after_board``) or refused for good (``if_refused``).
    Read by the cogs (``cogs.delivery.deliver``) and the offline demo (``host.demo``)."""

    publications: tuple[Publication, ...]
    caption: str
    summary: bool
    pings: frozenset[int]
    after_board: tuple[Letter, ...]
    if_refused: tuple[Letter, ...]

    @property
    def table(self) -> TableInfo:
        """The table as the newest publication left it."""
        return self.publications[-1].table

    @property
    def public_view(self) -> View:
        return self.publications[-1].public_view

    def queued(self, letters: Sequence[Letter], board_message_id: int | None) -> tuple[DirectMessage, ...]:
        """``letters`` for the DM queue, their jump links to the board ``board_message_id``."""
        table = (
            self.table if board_message_id is None else replace(self.table, board_message_id=board_message_id)
        )
        return tuple(letter.queued(table) for letter in letters)


def delivery_plan(
    publications: Sequence[Publication],
    settings: Mapping[int, PlayerSettings],
    now: float,
    answered: tuple[int, str] | None = None,
) -> DeliveryPlan:
    """The plan for delivering ``publications`` (one table's pending ones, in version order),
    with the players' ``settings`` as they are ``now``. ``answered``: the user whose
    interaction played the newest step, and its locale (his hand and next choices are in its
    ephemeral answer; no DM tells him of his own move).

    The DMs (docs/architecture.md, "Publishing"): every human seat's hand at a round start,
    otherwise the new hand of the seat whose turn was played (by its player, or by the AI when
    its time ran out), the newest view of each, once; none in a player's quiet hours. Then the
    turn's: to each awaited player who asked for one (``turn_notices``), except the player who
    just moved, one awaited all along in the same stage (told then), and at a new round (their
    hand tells them). If the board is refused for good, the awaited players hear so instead of
    the turn's DMs."""
    table = publications[-1].table
    notices = turn_notices(table, settings, now)
    quiet = quiet_players(settings, now)
    awaited = set(awaited_users(table))
    actor = answered[0] if answered is not None else None
    hands: dict[int, tuple[PrivateUpdate, bool]] = {}
    for publication in publications:
        for update in publication.private:
            if publication.round_started or update.seat == publication.actor_seat:
                intro = publication.round_started or hands.get(update.user_id, (update, False))[1]
                hands[update.user_id] = (update, intro)
    hand_letters = []
    for user_id, (update, intro) in hands.items():
        answering = user_id == actor
        if (answering and not intro) or (not answering and user_id in quiet):
            continue
        locale = answered[1] if answered is not None and answering else update.locale
        choices = update.choices if locale == update.locale else None
        hand_letters.append(Letter(user_id, "hand", locale, user_id in awaited, update.view, intro, choices))
    told_before = set.intersection(
        *({table.seats[seat].user_id for seat in p.awaited_before} for p in publications)
    )
    turn_letters = []
    if not publications[-1].round_started:
        turn_letters = [
            Letter(user_id, "turn", locale, True)
            for user_id, locale in notices.dm
            if user_id != actor and user_id not in told_before
        ]
    # a heads-up to who plays next when a turn starts, if they asked (issue 33)
    heads_up = []
    for user_id, seat in next_in_line(table).items():
        mine = settings.get(user_id, PlayerSettings(user_id))
        away = mine.away_until is not None and mine.away_until > now
        started = table.seats[seat].user_id not in told_before
        if mine.notify_next and started and not away and user_id not in quiet and user_id != actor:
            heads_up.append(Letter(user_id, "next", mine.locale or table.language, False))
    refused = [Letter(user_id, "board-failed", table.language, True) for user_id in awaited_users(table)]
    return DeliveryPlan(
        publications=tuple(publications),
        caption=folded_caption(publications),
        summary=shows_summary(publications),
        pings=notices.ping,
        after_board=(*hand_letters, *turn_letters, *heads_up),
        if_refused=(*refused, *hand_letters),
    )


def waiting_line(table: TableInfo) -> str:
    """Whom a post's game waits for, in the table's language, without the ping and deadline the
    bot's turn line adds (``cogs.wording.whose_turn``): the offline demo's and the replay's
    stand-in for it. Empty when the game waits for nobody."""
    if table.status != "playing" or not table.awaited:
        return ""
    waiting = msg("host-waiting-for", players=tuple(SeatRef(seat) for seat in table.awaited))
    return locales.render(waiting, table.language, table.names)


# -- the same posts again, from a finished table's log (replays) --------------------------------


def replayed_posts(
    game: GameRules[State], record: TableRecord, seats: Sequence[SeatRecord], log: Sequence[LogEntry]
) -> list[DeliveryPlan]:
    """The channel posts of a table, rebuilt from its log by the same runs the host played
    (``Run``, ``build_publication``, ``delivery_plan``): a run is the start, or a logged step of
    a seat the host would not have played on its own, with the steps of the seats it then plays
    (AI seats, ``Run.automatic_seat``). So a replay groups turns exactly as the live posts did.
    What the log does not keep is not replayed: a turn the AI played for a late player reads as
    that player's own (its "ran out of time" headline is not logged), and a seat the AI took
    over is an AI seat from the start (``seats`` are the final ones)."""
    lobby = replace(record, status="lobby", version=0, pending=(), snapshot=None)
    state = game.setup(len(seats), seed=record.seed, options=record.options)
    run = Run(Table(lobby, tuple(seats), game, None, ()), state, 1, list(seats), (), "start", private=False)
    run.headlines = (game_begins(game, seats),)
    posts = [build_publication(run)] if run.automatic_seat() is None else []
    for entry in log:
        if run.automatic_seat() != entry.seat:  # a new host call: the player's own move
            record = replace(
                lobby, status=run.status, version=run.version, pending=tuple(map(dict, run.unposted()))
            )
            table = Table(record, tuple(run.seats), game, run.state, run.deadlines)
            actor = None if run.seats[entry.seat].is_ai else entry.seat
            run = Run.resuming(table, "action", actor, private=False)
        run.advance(
            entry.seat, game.apply(run.state, entry.seat, game.parse_action(entry.code)), (), entry.at
        )
        run.version += 1
        if run.posted:
            posts.append(build_publication(run))
    return [delivery_plan([publication], {}, 0.0) for publication in posts]
