"""Turn deadlines: the host decides what is due; the bot's loop turns that into a reminder DM
and, when the time is up, a public note with the board."""

import pytest

from cogs.games import DISCORD_GAMES
from host.table import REMINDER_AT
from tests.support.discord_harness import make_world, open_and_start

POLL = 60


@pytest.fixture
async def polled_world(tmp_path):
    world = await make_world(tmp_path, poll=POLL)
    yield world
    await world.env.shutdown()
    await world.store.close()


async def test_a_late_player_is_reminded_by_dm_then_the_ai_moves_publicly(polled_world):
    world = polled_world
    table = await open_and_start(world)
    late = await world.awaited_player()
    dms_before = len(late.user.dm_channel.history())
    world.clock.advance(table.turn_seconds * REMINDER_AT + 1)
    await world.env.advance_time(POLL + 1)
    reminders = late.user.dm_channel.history()[dms_before:]
    assert len(reminders) == 1 and "Reminder" in reminders[0].content
    assert (await world.host.table(table.id)).version == table.version, "a reminder plays nothing"

    others_dms = {p.id: len(p.user.dm_channel.history()) for p in world.players if p is not late}
    world.clock.advance(table.turn_seconds)
    await world.env.advance_time(POLL + 1)
    [hand] = late.user.dm_channel.history()[dms_before + 1 :]
    hand_now = DISCORD_GAMES["saboteur"].private_text(
        await world.host.view(table.id, late.id), "en", table.names
    )
    assert hand_now in hand.content and hand.attachments, "the AI's move changed the hand"
    assert {p.id: len(p.user.dm_channel.history()) for p in world.players if p is not late} == others_dms
    after = await world.host.table(table.id)
    assert after.version == table.version + 1
    post = world.public_messages()[-1]
    assert post.content.startswith("⏰") and "run out of time" in post.content and post.attachments
    assert after.board_message_id == post.id


async def test_a_reminder_claimed_before_a_kill_is_sent_once_after_the_restart(polled_world, monkeypatch):
    """Issue 31 (one queue for every DM): the claim of a reminder writes its DM into the DM
    queue in the same transaction, so a process killed after the claim and before the DM sends
    it at its next start, once; the deadline loop does not claim it again."""
    world = polled_world
    table = await open_and_start(world)
    await world.env.settle()  # the start's DMs out
    late = await world.awaited_player()
    dms_before = len(late.user.dm_channel.history())
    monkeypatch.setattr(world.env.bot.mailer, "kick", lambda: None)  # killed before sending
    world.clock.advance(table.turn_seconds * REMINDER_AT + 1)
    await world.env.advance_time(POLL + 1)
    assert late.user.dm_channel.history()[dms_before:] == []
    assert [dm.kind for dm in await world.store.queued_direct_messages(10)] == ["reminder"]
    await world.restart()
    await world.env.settle()
    [reminder] = late.user.dm_channel.history()[dms_before:]
    assert "Reminder" in reminder.content
    await world.env.advance_time(POLL + 1)
    await world.restart()
    await world.env.settle()
    assert len(late.user.dm_channel.history()) == dms_before + 1, "sent once"
    assert await world.store.pending_direct_messages() == 0
