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
    """A 429 as discord.py raises it (``response.headers``), global or not."""

    def __init__(self, retry_after: float, is_global: bool) -> None:
        headers = {"Retry-After": str(retry_after)} | ({"X-RateLimit-Global": "true"} if is_global else {})
        self.response = type("Response", (), {"headers": headers})()


async def test_a_global_429_holds_everything_for_its_retry_after():
    """Issue 25: when other traffic spent the bot's global budget, nothing goes out until
    Discord's ``retry_after`` has passed; a 429 of one route holds nothing else."""
    clock = Clock()
    budget = RateBudget(per_second=45, clock=clock)
    budget.hold(Refused(2.0, is_global=False))
    assert budget.delay(None) == 0
    budget.hold(Refused(2.0, is_global=True))
    assert budget.delay(None) == pytest.approx(2.0) and budget.delay(7) == pytest.approx(2.0)
    clock.now += 2.0
    await take_now(budget, 7)
