"""/game cancel arriving while a move is being applied (issue 14): the move is committed first
(it was accepted), the cancel notice is the channel's last post, and no live-looking board (a
picture, "Your turn", a My hand button) follows it. The other order, a cancel between the move's
commit and its post, is in tests/discord/test_discord_bad_input.py.

SimCord runs one user operation at a time, so the cancel is a real /game cancel and the move is
driven as the cogs drive one (cogs.moves.MoveFlow.submit: the host's submit, then
cogs.delivery.deliver_publication)."""

import asyncio

from cogs.delivery import deliver_publication
from tests.support.discord_harness import open_and_start, said


async def test_a_cancel_during_a_move_is_the_last_post(world):
    table = await open_and_start(world)
    alice, mover = world.players[0], await world.awaited_player()
    code = (await world.host.legal_actions(table.id, mover.id, "en"))[0].code
    before = len(world.public_messages())

    # The move stops inside its commit (holding the table's host lock) until the cancel has
    # reached the host; the cancel then waits for the move, and the move's post for the cancel.
    commit_step, cancel = world.host.store.commit_step, world.host.cancel
    committing, cancelling = asyncio.Event(), asyncio.Event()

    async def commit_once_cancel_waits(*args, **kwargs):
        committing.set()
        await cancelling.wait()
        return await commit_step(*args, **kwargs)

    async def cancel_noticed(*args, **kwargs):
        cancelling.set()
        return await cancel(*args, **kwargs)

    async def move():
        publication = await world.host.submit(table.id, mover.id, code, table.version)
        await deliver_publication(world.env.bot, publication)
        return publication

    world.host.store.commit_step = commit_once_cancel_waits
    world.host.cancel = cancel_noticed
    moving = asyncio.create_task(move())
    await committing.wait()
    cancelled = await alice.slash(world.channel, "game cancel")
    moved = await moving

    assert cancelled.ephemeral and "cancelled" in said(cancelled)
    assert moved.post_to_channel and moved.table.status == "playing", "the move was accepted, to be posted"
    now = await world.host.table(table.id)
    assert now.status == "cancelled" and now.version == moved.table.version + 1, "the move, then the cancel"
    posts = world.public_messages()[before:]
    assert [post.content for post in posts] == [f"Table #{table.id} was cancelled by {alice.mention}."]
    assert not posts[0].attachments and not posts[0].components
