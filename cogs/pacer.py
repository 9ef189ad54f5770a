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
import contextlib
import hashlib
import logging
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from typing import Generic, Protocol, TypeVar

import aiohttp
import discord

from host import Host
from host.bounded import LastUsed
from rules.core import required
from storage import DM_QUEUE_CLAIM, DirectMessage

log = logging.getLogger("gamehost.cogs.pacer")

GLOBAL_PER_SECOND = 45.0
"""Requests per second the bot allows itself: Discord counts about 50 globally."""
CHANNEL_POSTS = 5
CHANNEL_WINDOW = 5.0
"""Discord allows about 5 messages per 5 seconds in one channel."""
RETRY_FIRST = 1.0
RETRY_LONGEST = 60.0
CLAIMED_ELSEWHERE = 1.0
"""Seconds before looking again at what another process was delivering."""
COURIER_ERRORS = 5
"""Errors in a row (not Discord's answers: ``deliver`` handles those) after which a table's
courier stops; what is pending goes out at the next start."""
DM_ATTEMPTS = 8
"""Attempts at a queued DM Discord refuses for now before it is marked failed (with the
pauses, 1 s doubling to 60 s, about three minutes)."""
MAILERS = 8
"""Queued DMs in flight at once (to different users): enough to keep the budget busy while
each waits for Discord's answer."""


class RateBudget:
    """The bot's own accounting of Discord's limits, in one place, which every counted request
    (anything but an interaction's response or follow-up: posts, DMs, DM channels, member and
    thread-member look-ups, edits, threads) takes from first: at most ``per_second`` requests
    in any one second (a sliding window: a token bucket let two seconds' worth through in one),
    and for each channel at most ``channel_posts`` messages in ``channel_window`` seconds.
    ``take`` waits until a request fits both."""

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
        self._global: collections.deque[float] = collections.deque()
        self._sent: dict[int, collections.deque[float]] = {}
        self._held_until = 0.0
        self._channel_held: dict[int, float] = {}
        """Channel id -> until when Discord refused its requests (a channel's own 429); only
        channels held now are kept."""

    def hold(self, error: BaseException, channel_id: int | None = None) -> None:
        """Discord refused a request with a 429: a global one (``X-RateLimit-Global``, or
        ``X-RateLimit-Scope: global``: other traffic spent the bot's budget) holds every
        counted request until the ``retry_after`` it asked for has passed; any other (scope
        ``user``, this bot's limit of the route, or ``shared``, the resource's limit shared with
        others: for a channel's routes, that channel's bucket) holds only ``channel_id``, the
        channel the refused request went to, for as long (issue 31). Not a 429: nothing."""
        response = getattr(error, "response", None)
        if getattr(error, "status", getattr(response, "status", None)) != 429:
            return
        headers = getattr(response, "headers", {})
        until = self._clock() + retry_after(error)
        if headers.get("X-RateLimit-Global") == "true" or headers.get("X-RateLimit-Scope") == "global":
            self._held_until = max(self._held_until, until)
        elif channel_id is not None:
            now = self._clock()
            for passed in [held for held, ends in self._channel_held.items() if ends <= now]:
                del self._channel_held[passed]  # only channels held now are kept
            self._channel_held[channel_id] = max(self._channel_held.get(channel_id, 0.0), until)

    def delay(self, channel_id: int | None) -> float:
        """Seconds to wait before a request to ``channel_id`` fits (0: now); takes nothing."""
        now = self._clock()
        while self._global and self._global[0] <= now - 1.0:
            self._global.popleft()
        wait = self._global[0] + 1.0 - now if len(self._global) >= self.per_second else 0.0
        wait = max(wait, self._held_until - now)
        if channel_id is not None and channel_id in self._channel_held:
            wait = max(wait, self._channel_held[channel_id] - now)
        sent = self._sent.get(channel_id) if channel_id is not None else None
        if sent:
            while sent and sent[0] <= now - self.channel_window:
                sent.popleft()
            if len(sent) >= self.channel_posts:
                wait = max(wait, sent[0] + self.channel_window - now)
            if not sent:
                del self._sent[required(channel_id)]
        return wait

    async def take(self, channel_id: int | None = None) -> None:
        """Wait until one more request (a message in ``channel_id``, if given) fits, then count it."""
        while (wait := self.delay(channel_id)) > 0:
            await asyncio.sleep(wait)
        now = self._clock()
        self._global.append(now)
        if channel_id is not None:
            self._sent.setdefault(channel_id, collections.deque()).append(now)


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


class Served(Protocol):
    """The bot as its task runners see it (``cogs.gamebot.GameBot``, which holds them): its
    host, its budget and its DM channels."""

    @property
    def host(self) -> Host: ...

    @property
    def budget(self) -> RateBudget: ...

    @property
    def dm_channel_ids(self) -> LastUsed[int, int]: ...


BotT = TypeVar("BotT", bound=Served)
"""The bot a runner serves and hands to the work it runs (``deliver``, ``send_queued``)."""


class _Workers:
    """One background task per key (a table, an errand), awaited or cancelled together."""

    _tasks: dict[Hashable, asyncio.Task[None]]

    async def idle(self) -> None:
        """Wait until every task has ended (tests, benchmarks, shutdown)."""
        while self._tasks:
            await asyncio.gather(*self._tasks.values(), return_exceptions=True)

    def close(self) -> None:
        for task in self._tasks.values():
            task.cancel()


class Courier(_Workers, Generic[BotT]):
    """One delivery task per table with something pending; ``kick`` starts it. Each task
    delivers its table's outbox until nothing is pending, pausing after a failure for now
    (doubling from ``retry_first`` to ``retry_longest`` seconds, or as long as Discord asked)."""

    def __init__(
        self,
        bot: BotT,
        deliver: Callable[[BotT, int], Awaitable[float | None]],
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
        pause, errors = self.retry_first, 0
        try:
            while True:
                self._again.discard(table_id)
                try:
                    wait = await self._deliver(self.bot, table_id)
                except (
                    Exception
                ) as error:  # not Discord's (those are answered by ``deliver``): the database, say
                    errors += 1
                    if errors >= COURIER_ERRORS:
                        log.warning("Table %s: gave up delivering its posts for now: %s", table_id, error)
                        return
                    log.info("Could not deliver the posts of table %s (%s); tried again", table_id, error)
                    wait = pause
                if wait is None and table_id not in self._again:
                    return
                if wait is not None:
                    await asyncio.sleep(max(wait, pause))
                    pause = min(pause * 2, self.retry_longest)
        finally:
            self._tasks.pop(table_id, None)


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
        self._waiting: dict[Hashable, tuple[int | None, Callable[[], Awaitable[object]]]] = {}
        self._tasks = {}

    def put(self, key: Hashable, channel_id: int | None, send: Callable[[], Awaitable[object]]) -> None:
        """``send`` once the budget allows (``channel_id``: a post there, counted against the
        channel's 5 in 5 s too), instead of any errand of ``key`` not yet sent."""
        self._waiting[key] = (channel_id, send)
        if key not in self._tasks:
            self._tasks[key] = asyncio.get_running_loop().create_task(self._run(key))

    async def _run(self, key: Hashable) -> None:
        pause = self.retry_first
        try:
            while key in self._waiting:
                channel_id, send = self._waiting.pop(key)
                await self.budget.take(channel_id)
                try:
                    await send()
                except Exception as error:
                    if not retryable(error):
                        log.warning("Dropped %s: %s: %s", key, type(error).__name__, error)
                        continue
                    self.budget.hold(error, channel_id)
                    self._waiting.setdefault(key, (channel_id, send))  # unless a newer one came
                    await asyncio.sleep(max(retry_after(error), pause))
                    pause = min(pause * 2, self.retry_longest)
                else:
                    pause = self.retry_first
        finally:
            self._tasks.pop(key, None)


NONCE_LENGTH = 25
"""Discord takes a nonce of at most 25 characters (an integer would be read as a snowflake)."""


def nonce(*parts: str | int) -> str:
    """The nonce of the one message ``parts`` name (``b<table>v<version>`` for a board), a
    string of at most 25 characters: the parts joined, or when that is longer, its first letter
    and a hash of them. Discord creates one message per nonce within a few minutes."""
    joined = "".join(str(part) for part in parts)
    if len(joined) <= NONCE_LENGTH:
        return joined
    digest = hashlib.blake2b(joined.encode(), digest_size=12).hexdigest()
    return (joined[:1] + digest)[:NONCE_LENGTH]


class Mailer(_Workers, Generic[BotT]):
    """The DM worker (issue 31): sends the DM queue (``storage.DirectMessage``, written with
    the marks of the boards, the claims of reminders and the changes that cause a DM notice)
    through ``send`` (``cogs.notices.send_queued``, handed in by ``bot.py``: None once a DM
    arrived, else why it was not sent, which marks it failed), at most ``concurrency`` at once
    to different users, the awaited players' first, each user's in the order queued, paced by
    the budget as every counted request. ``kick`` after queueing. A DM Discord refuses for now
    is tried again after a pause (doubling from ``retry_first`` to ``retry_longest``, or as
    long as Discord asked), ``attempts`` times in all; then, or at once for anything else
    (refused for good, an error of ours), it is marked failed with the reason, one log line.
    ``_send`` is the one place a DM is sent or fails. In a shared database one process at a
    time sends the queue (``DM_QUEUE_CLAIM``)."""

    def __init__(
        self,
        bot: BotT,
        send: Callable[[BotT, DirectMessage], Awaitable[str | None]],
        *,
        concurrency: int = MAILERS,
        retry_first: float = RETRY_FIRST,
        retry_longest: float = RETRY_LONGEST,
        attempts: int = DM_ATTEMPTS,
    ) -> None:
        self.bot = bot
        self._send_dm = send
        self.concurrency = concurrency
        self.retry_first = retry_first
        self.retry_longest = retry_longest
        self.attempts = attempts
        self._tasks = {}
        self._again = False
        self._not_before: dict[int, float] = {}
        """Queued DM id -> when it may be tried again (loop time): DMs refused for now only."""

    def kick(self) -> None:
        """Make sure the queue is sent (now, or after the running pass)."""
        self._again = True
        if "mail" not in self._tasks:
            self._tasks["mail"] = asyncio.get_running_loop().create_task(self._run())

    async def _run(self) -> None:
        pause = self.retry_first
        try:
            while True:
                self._again = False
                try:
                    async with self.bot.host.delivery_claim(DM_QUEUE_CLAIM) as claimed:
                        wait = await self._send_due() if claimed else CLAIMED_ELSEWHERE
                    pause = self.retry_first
                except Exception as error:  # the database, say: the queue keeps the DMs
                    log.warning("Could not send the queued DMs for now: %s: %s", type(error).__name__, error)
                    wait, pause = pause, min(pause * 2, self.retry_longest)
                if wait is None and not self._again:
                    return
                if wait is not None:
                    await asyncio.sleep(wait)
        finally:
            self._tasks.pop("mail", None)

    async def _send_due(self) -> float | None:
        """Send queued DMs while any is due; None once the queue is empty, else the seconds
        until one refused for now may be tried again."""
        loop = asyncio.get_running_loop()
        while True:
            queued = await self.bot.host.queued_direct_messages(self.concurrency + len(self._not_before))
            if not queued:
                self._not_before.clear()
                return None
            now = loop.time()
            due = [dm for dm in queued if self._not_before.get(required(dm.id), 0.0) <= now]
            if not due:
                return max(0.0, min(self._not_before[required(dm.id)] for dm in queued) - now)
            await asyncio.gather(*(self._send(dm) for dm in due[: self.concurrency]))

    async def _send(self, dm: DirectMessage) -> None:
        host, dm_id = self.bot.host, required(dm.id)
        try:
            not_sent = await self._send_dm(self.bot, dm)
        except Exception as error:
            reason = f"{type(error).__name__}: {error}"
            if retryable(error):
                self.bot.budget.hold(error, self.bot.dm_channel_ids.get(dm.user_id))
                attempts = await host.count_dm_attempt(dm, reason)
                if attempts < self.attempts:
                    pause = min(self.retry_first * 2 ** (attempts - 1), self.retry_longest)
                    self._not_before[dm_id] = asyncio.get_running_loop().time() + max(
                        retry_after(error), pause
                    )
                    return
            log.warning("Table %s: the %s DM to user %s failed: %s", dm.table_id, dm.kind, dm.user_id, reason)
            await host.direct_message_done(dm, reason)
        else:
            if not_sent is not None:
                log.info(
                    "Table %s: the %s DM to user %s not sent: %s", dm.table_id, dm.kind, dm.user_id, not_sent
                )
            await host.direct_message_done(dm, not_sent)
        self._not_before.pop(dm_id, None)


class KeyedLocks:
    """One ``asyncio.Lock`` per key while it is held or awaited, forgotten after: as many
    locks as keys in use, not as keys ever seen."""

    def __init__(self) -> None:
        self._locks: dict[Hashable, tuple[asyncio.Lock, int]] = {}

    @contextlib.asynccontextmanager
    async def hold(self, key: Hashable) -> AsyncIterator[None]:
        lock, users = self._locks.get(key, (None, 0))
        lock = lock or asyncio.Lock()
        self._locks[key] = (lock, users + 1)
        try:
            async with lock:
                yield
        finally:
            lock, users = self._locks[key]
            if users == 1:
                del self._locks[key]
            else:
                self._locks[key] = (lock, users - 1)

    def __len__(self) -> int:
        return len(self._locks)
