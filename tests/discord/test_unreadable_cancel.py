"""A table this version cannot load (``TableUnreadable``: its snapshot has another engine's
schema and its log does not replay) can still be cancelled by its host or by anyone with
Manage Server, which frees its channel; nobody else can (issue 14)."""

import json
import sqlite3

import pytest

from host import errors
from tests.support.discord_harness import open_and_start, said
from tests.support.host import ALICE, BOB, hosted


def make_unreadable(path, table_id) -> None:
    """An older engine's snapshot, and a log one action short of the table's version: the state
    can be neither read nor rebuilt."""
    with sqlite3.connect(path) as db:
        [(text,)] = db.execute("SELECT snapshot FROM tables WHERE id = ?", (table_id,))
        old = {**json.loads(text), "schema": json.loads(text)["schema"] - 1}
        db.execute(
            "UPDATE tables SET snapshot = ?, version = version + 1 WHERE id = ?", (json.dumps(old), table_id)
        )


async def started(host_) -> int:
    table = await host_.open_table(1, 1, "saboteur", ALICE)
    await host_.join(table.id, BOB)
    for _ in range(2):
        await host_.add_ai(table.id, ALICE)
    await host_.start(table.id, ALICE)
    return table.id


@pytest.mark.parametrize("who, is_admin", [(ALICE, False), (BOB, True)], ids=["its host", "an admin"])
async def test_an_unreadable_table_can_be_cancelled_and_frees_its_channel(tmp_path, who, is_admin):
    path = tmp_path / "db.sqlite3"
    async with hosted(path) as first:
        table_id = await started(first)
    make_unreadable(path, table_id)
    async with hosted(path) as restarted:
        with pytest.raises(errors.TableUnreadable) as unreadable:
            await restarted.active_table(1)
        assert unreadable.value.table_id == table_id
        with pytest.raises(errors.NotHost):
            await restarted.cancel(table_id, BOB)

        cancelled = await restarted.cancel(table_id, who, is_admin=is_admin)
        assert cancelled.status == "cancelled" and cancelled.awaited == () and cancelled.deadline is None
        assert await restarted.active_table(1) is None
        assert (await restarted.open_table(1, 1, "saboteur", BOB)).status == "lobby", "the channel is free"
        with pytest.raises(errors.TableClosed):
            await restarted.cancel(table_id, ALICE)
        assert await restarted.run_due() == []


async def test_slash_cancel_ends_an_unreadable_table_with_its_notice(world):
    table = await open_and_start(world)
    alice, bob, carol = world.players[:3]
    make_unreadable(world.db_path, table.id)

    refused = await bob.slash(world.channel, "game cancel")
    assert refused.ephemeral and "Only the table's host" in said(refused)
    looked = await carol.slash(world.channel, "game board")
    assert looked.ephemeral and "cannot be loaded" in said(looked) and "/game cancel" in said(looked)

    cancelled = await alice.slash(world.channel, "game cancel")
    assert cancelled.ephemeral and "cancelled" in said(cancelled)
    assert world.public_messages()[-1].content.startswith(f"Table #{table.id} was cancelled by")
    assert (await world.host.table(table.id)).status == "cancelled"
    assert await world.host.active_table(world.channel.id) is None
    reopened = await bob.slash(world.channel, "game new", game="kompass")
    assert reopened.ephemeral and (await world.table()).game_id == "kompass"
