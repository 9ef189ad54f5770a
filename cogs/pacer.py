"""Pacing and the task runners of delivery (issues 13, 25; docs/architecture.md, "Publishing").

``RateBudget`` is the bot's own accounting of Discord's limits: every counted request takes from
it first. ``Courier`` runs one task per table with something in its outbox, calling
``cogs.delivery.deliver`` (handed in by ``bot.py``) until nothing is pending, pausing after a
failure for now; ``Errands`` runs the counted requests no player waits for (lobby edits,
notices), each when the budget allows. The helpers here say what Discord's answers mean: a 429,
a 5xx or a lost connection is retried after a pause, a refusal for good is not.
"""

from __future__ import annotations

import asyncio
import collections
import enum
import logging
import time
from collections.abc import Awaitable, Callable, Hashable, Sequence

import aiohttp
import discord

from host import Publication

log = logging.getLogger("gamehost.cogs.pacer")

GLOBAL_PER_SECOND = 45.0
"""Requests per second the bot allows itself: Discord counts about 50 globally."""
CHANNEL_POSTS = 5
CHANNEL_WINDOW = 5.0
"""Discord allows about 5 messages per 5 seconds in one channel."""
RETRY_FIRST = 1.0
RETRY_LONGEST = 60.0


class RateBudget:
    """The bot's own accounting of Discord's limits, in one place: a token bucket of
    ``per_second`` requests (one second's burst) for everything globally counted, and for each
    channel the times of its last ``channel_posts`` messages. ``take`` waits until a request
    fits both."""

    def __init__(
        self,
        per_second: float = GLOBAL_PER_SECOND,
        channel_posts: int = CHANNEL_POSTS,
        channel_window: float = CHANNEL_WINDOW,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.per_second = per_second
        self.channel_posts = channel_posts
        self.channel_window = channel_window
        self._clock = clock
        self._tokens = per_second
        self._filled_at = clock()
        self._sent: dict[int, collections.deque[float]] = {}
        self._held_until = 0.0

    def hold(self, error: BaseException) -> None:
        """Discord refused a request for the whole bot (a global 429: other traffic spent the
        budget): nothing more goes out until the ``retry_after`` it asked for has passed."""
        response = getattr(error, "response", None)
        if getattr(response, "headers", {}).get("X-RateLimit-Global") == "true":
            self._held_until = max(self._held_until, self._clock() + retry_after(error))

    def delay(self, channel_id: int | None) -> float:
        """Seconds to wait before a request to ``channel_id`` fits (0: now); takes nothing."""
        now = self._clock()
        self._tokens = min(self.per_second, self._tokens + (now - self._filled_at) * self.per_second)
        self._filled_at = now
        wait = 0.0 if self._tokens >= 1 else (1 - self._tokens) / self.per_second
        wait = max(wait, self._held_until - now)
        sent = self._sent.get(channel_id) if channel_id is not None else None
        if sent:
            while sent and sent[0] <= now - self.channel_window:
                sent.popleft()
            if len(sent) >= self.channel_posts:
                wait = max(wait, sent[0] + self.channel_window - now)
            if not sent:
                del self._sent[channel_id]
        return wait

    async def take(self, channel_id: int | None = None) -> None:
        """Wait until one more request (a message in ``channel_id``, if given) fits, then count it."""
        while (wait := self.delay(channel_id)) > 0:
            await asyncio.sleep(wait)
        self._tokens -= 1
        if channel_id is not None:
            self._sent.setdefault(channel_id, collections.deque()).append(self._clock())


def retryable(error: BaseException) -> bool:
    """Whether Discord (or the way to it) failed for now: a rate limit, a server error, a lost
    connection. Anything else it said is its final word on that request."""
    if isinstance(error, discord.HTTPException):
        return error.status == 429 or error.status >= 500
    return isinstance(error, aiohttp.ClientError | asyncio.TimeoutError | discord.GatewayNotFound)


def retry_after(error: BaseException) -> float:
    """How long Discord asked to wait (0: it did not say)."""
    found = getattr(error, "retry_after", None)
    if found is None:
        response = getattr(error, "response", None)
        found = getattr(response, "headers", {}).get("Retry-After")
    try:
        return float(found or 0)
    except ValueError:
        return 0.0


def refused_for_good(error: BaseException) -> bool:
    """The channel is gone or the bot may not post there: trying again changes nothing."""
    return isinstance(error, discord.NotFound | discord.Forbidden)


def folded_caption(publications: Sequence[Publication]) -> str:
    """One caption for boards that waited together: each older caption, then the newest."""
    return "\n".join(("⏰ " if p.kind == "timeout" else "") + p.caption for p in publications)


def shows_summary(publications: Sequence[Publication]) -> bool:
    """Whether the post adds the summary picture: the game ended or a round did."""
    return any(p.table.status == "finished" or (p.round_started and p.kind != "start") for p in publications)


class _Workers:
    """One background task per key (a table, an errand), awaited or cancelled together."""

    _tasks: dict[Hashable, asyncio.Task]

    async def idle(self) -> None:
        """Wait until every task has ended (tests, benchmarks, shutdown)."""
        while self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    def close(self) -> None:
        for task in self._tasks.values():
            task.cancel()


class Courier(_Workers):
    """One delivery task per table with something pending; ``kick`` starts it. Each task
    delivers its table's outbox until nothing is pending, pausing after a failure for now
    (doubling from ``retry_first`` to ``retry_longest`` seconds, or as long as Discord asked)."""

    def __init__(
        self,
        bot,
        deliver: Callable[..., object],
        *,
        retry_first: float = RETRY_FIRST,
        retry_longest: float = RETRY_LONGEST,
    ) -> None:
        self.bot = bot
        self._deliver = deliver
        self.retry_first = retry_first
        self.retry_longest = retry_longest
        self._tasks = {}
        self._again: set[int] = set()

    def kick(self, table_id: int) -> None:
        """Make sure the table's outbox is delivered (now, or after the running attempt)."""
        if table_id in self._tasks:
            self._again.add(table_id)
            return
        self._tasks[table_id] = asyncio.get_running_loop().create_task(self._run(table_id))

    async def start(self) -> None:
        """At start-up: deliver what a stopped or killed process left pending, table by table."""
        tables = dict.fromkeys(p.table.id for p in await self.bot.host.pending_publications())
        if tables:
            log.info("Delivering the pending posts of %d tables.", len(tables))
        for table_id in tables:
            self.kick(table_id)

    async def _run(self, table_id: int) -> None:
        pause = self.retry_first
        try:
            while True:
                self._again.discard(table_id)
                try:
                    wait = await self._deliver(self.bot, table_id)
                except Exception:
                    log.exception("Could not deliver the posts of table %s", table_id)
                    wait = pause
                if wait is None and table_id not in self._again:
                    return
                if wait is not None:
                    await asyncio.sleep(max(wait, pause))
                    pause = min(pause * 2, self.retry_longest)
        finally:
            self._tasks.pop(table_id, None)


class Paced(enum.Enum):
    SELF = "self"


SELF_PACED = Paced.SELF
"""An errand whose send counts its own requests (a DM by ``send_dm``: the DM channel's creation
and the message), which the errand must not count once more."""


class Errands(_Workers):
    """Counted requests whose answer no player waits for (a lobby's edits and post, a notice),
    by key: each sent when the budget allows, retried after Discord's ``retry_after`` while it
    refuses for now, dropped with one log line when it refuses for good. An errand put while
    one with the same key waits replaces it: at most one pending lobby edit per table, the
    newest state wins (issue 25)."""

    def __init__(
        self, budget: RateBudget, *, retry_first: float = RETRY_FIRST, retry_longest: float = RETRY_LONGEST
    ) -> None:
        self.budget = budget
        self.retry_first = retry_first
        self.retry_longest = retry_longest
        self._waiting: dict[Hashable, tuple[int | Paced | None, Callable[[], Awaitable[object]]]] = {}
        self._tasks = {}

    def put(
        self, key: Hashable, channel_id: int | Paced | None, send: Callable[[], Awaitable[object]]
    ) -> None:
        """``send`` once the budget allows (``channel_id``: a post there, counted against the
        channel's 5 in 5 s too; ``SELF_PACED``: ``send`` takes from the budget itself, as
        ``send_dm`` does), instead of any errand of ``key`` not yet sent."""
        self._waiting[key] = (channel_id, send)
        if key not in self._tasks:
            self._tasks[key] = asyncio.get_running_loop().create_task(self._run(key))

    async def _run(self, key: Hashable) -> None:
        pause = self.retry_first
        try:
            while key in self._waiting:
                channel_id, send = self._waiting.pop(key)
                if not isinstance(channel_id, Paced):
                    await self.budget.take(channel_id)
                try:
                    await send()
                except Exception as error:
                    if not retryable(error):
                        log.warning("Dropped %s: %s: %s", key, type(error).__name__, error)
                        continue
                    self.budget.hold(error)
                    self._waiting.setdefault(key, (channel_id, send))  # unless a newer one came
                    await asyncio.sleep(max(retry_after(error), pause))
                    pause = min(pause * 2, self.retry_longest)
                else:
                    pause = self.retry_first
        finally:
            self._tasks.pop(key, None)
