"""The bot's own accounting of Discord's rate limits (issue 13): what still counts against
them (channel posts of moves made without an interaction, DMs) is paced below 50 requests a
second in all and 5 messages per 5 seconds in a channel."""

import pytest

from cogs.pacer import RateBudget


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


async def take_now(budget: RateBudget, channel_id: int | None = None) -> None:
    assert budget.delay(channel_id) == 0
    await budget.take(channel_id)


async def test_a_channel_gets_five_messages_per_five_seconds():
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    for _ in range(5):
        await take_now(budget, 7)
        clock.now += 0.5
    assert budget.delay(7) == pytest.approx(5.0 - 2.5)  # until the first of the five is 5 s old
    assert budget.delay(8) == 0, "another channel is not held up"
    clock.now += 2.5
    await take_now(budget, 7)


async def test_everything_together_stays_under_the_global_rate():
    """Issue 31: never more than ``per_second`` requests in any one second (a token bucket let a
    second's burst follow a second's steady pace, 75 in one second against Discord's 50)."""
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    for channel in range(45):  # one second's burst, each in its own channel
        await take_now(budget, channel)
    assert budget.delay(None) == pytest.approx(1.0), "the next once the first is a second old"
    clock.now += 1.0
    await take_now(budget, None)
    assert budget.delay(None) == 0 or budget.delay(None) == pytest.approx(0.0)


async def test_no_second_holds_more_than_the_budget_whatever_the_pace():
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    taken = []
    for step in range(400):
        clock.now += 0.01 if step % 3 else 0.002
        while (wait := budget.delay(None)) > 0:
            clock.now += wait
        await budget.take()
        taken.append(clock.now)
    for index, at in enumerate(taken):
        within = [t for t in taken[index:] if t < at + 1.0]
        assert len(within) <= 45, at


class Refused:
    """A 429 as discord.py raises it (``status``, ``response.headers``), global or not, with
    Discord's ``X-RateLimit-Scope``."""

    status = 429

    def __init__(self, retry_after: float, is_global: bool, scope: str | None = None) -> None:
        headers = {"Retry-After": str(retry_after)} | ({"X-RateLimit-Global": "true"} if is_global else {})
        headers["X-RateLimit-Scope"] = scope or ("global" if is_global else "user")
        self.response = type("Response", (), {"headers": headers, "status": 429})()


async def test_a_global_429_holds_everything_for_its_retry_after():
    """Issue 25: when other traffic spent the bot's global budget, nothing goes out until
    Discord's ``retry_after`` has passed; a 429 of one route, not known to be a channel's,
    holds nothing else."""
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    budget.hold(Refused(2.0, is_global=False))
    assert budget.delay(None) == 0
    budget.hold(Refused(2.0, is_global=True), channel_id=7)
    assert budget.delay(None) == pytest.approx(2.0) and budget.delay(8) == pytest.approx(2.0)
    clock.now += 2.0
    await take_now(budget, 7)


@pytest.mark.parametrize("scope", ["user", "shared"])
async def test_a_channels_own_429_holds_only_that_channel(scope):
    """Issue 31: a 429 of a channel's bucket (``X-RateLimit-Scope`` ``user``: the bot's limit
    of that route in that channel, or ``shared``: the channel's limit shared with others)
    holds that channel for its ``retry_after``, not the bot: other channels and DMs go on;
    then it is free again, and forgotten. A global one (scope ``global``) holds everything."""
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    budget.hold(Refused(3.0, is_global=False, scope=scope), channel_id=7)
    assert budget.delay(7) == pytest.approx(3.0)
    assert budget.delay(8) == 0 and budget.delay(None) == 0
    await take_now(budget, 8)
    clock.now += 3.0
    await take_now(budget, 7)
    budget.hold(Refused(1.0, is_global=False, scope=scope), channel_id=9)
    assert len(budget._channel_held) == 1, "a channel no longer held is forgotten"
    budget.hold(Refused(2.0, is_global=False, scope="global"), channel_id=9)
    assert budget.delay(8) == pytest.approx(2.0), "scope global: the whole bot"


async def test_a_request_a_429_caught_asleep_waits_the_hold_out(monkeypatch):
    """A request waiting for the budget, then a global 429 (``hold``) before its turn: it is
    not sent during the hold; it goes once the hold has passed (issue 31)."""
    import asyncio

    import cogs.pacer

    clock = Clock()
    budget = RateBudget(per_second=1, clock=clock)
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        until = clock.now + seconds
        while clock.now < until:
            await real_sleep(0)

    monkeypatch.setattr(cogs.pacer.asyncio, "sleep", sleep)
    await budget.take()  # the second's one request
    waiting = asyncio.ensure_future(budget.take())  # waits for the next second
    await real_sleep(0)
    budget.hold(Refused(retry_after=5.0, is_global=True))
    while not waiting.done():
        clock.now += 0.01
        await real_sleep(0)
    assert clock.now >= 105.0, "sent only after the hold"
