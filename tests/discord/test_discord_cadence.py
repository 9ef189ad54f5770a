"""``/table notify`` through SimCord (issue 33): a heads-up DM when the player seated before you
starts a turn, and reminders every interval until the deadline; malformed input is refused in
one short ephemeral line and changes nothing; English and Hungarian."""

from host import Reminder
from tests.support.discord_harness import open_and_start, said

HOUR = 3600


def refusal(result) -> str:
    text = said(result)
    assert result.ephemeral and text and "{" not in text and len(text) < 300, text
    return text


async def test_notify_next_and_a_reminder_interval_are_kept_and_bad_input_changes_nothing(world):
    table = await open_and_start(world)
    carol = world.players[2]
    assert table.seat_of(carol.id) == 2 and table.awaited == (0,)
    saved = await carol.slash(world.channel, "table notify", next=True, reminder="6h")
    assert saved.ephemeral and said(saved).startswith("A DM when the player before you starts a turn: on.")
    assert "every 6 hours until the deadline" in said(saved)
    before = await world.host.settings(carol.id)
    malformed = await carol.slash(world.channel, "table notify", reminder="soon")
    assert "not a reminder interval" in refusal(malformed)
    assert "every hour" in refusal(await carol.slash(world.channel, "table notify", reminder="30m"))
    assert await world.host.settings(carol.id) == before
    alice, bob = world.players[:2]
    code = (await world.host.legal_actions(table.id, alice.id, "en"))[0].code
    await alice.slash(world.channel, "game act", action=code)  # Bob's turn starts: Carol sits next
    await world.env.settle()
    [heads_up] = [m for m in world.direct_messages(carol) if m.content.startswith("Heads-up")]
    assert f"{bob.user.name} started a turn" in heads_up.content and "you sit next" in heads_up.content
    assert not any(m.content.startswith("Heads-up") for m in world.direct_messages(bob))
    off = await carol.slash(world.channel, "table notify", reminder="off")
    assert "Reminders: off." in said(off)


async def test_reminders_every_interval_reach_the_player_by_dm(world):
    alice = world.players[0]
    await alice.slash(world.channel, "table notify", reminder="6h")  # from her next turn on
    table = await open_and_start(world)
    await world.restart()
    for _ in range(23):
        world.clock.advance(HOUR)
        if any(isinstance(item, Reminder) for item in await world.host.run_due()):
            world.env.bot.mailer.kick()
        await world.env.settle()
    reminded = [m for m in world.direct_messages(alice) if m.content.startswith("Reminder")]
    assert len(reminded) == 3 and (await world.table()).version == table.version


async def test_hungarian_words(world):
    alice = world.players[0]
    world.client_locales[alice.id] = "hu"
    await open_and_start(world)
    saved = await alice.slash(world.channel, "table notify", next=True, reminder="12ó")
    assert said(saved).startswith("Privát üzenet, amikor az előtted ülő sorra kerül: be.")
    assert "a határidőig 12 óránként" in said(saved)
    malformed = await alice.slash(world.channel, "table notify", reminder="x")
    assert "nem emlékeztetési időköz" in refusal(malformed)
