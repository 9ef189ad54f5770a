"""Lobbies: open (host seated), join, leave, AI seats, start, cancel; message references and
what each caller may see."""

import pytest

from host import SeatInfo, User
from tests.support.host import ALICE, BOB, CAROL, open_host


@pytest.fixture
async def host(database):
    host = await open_host(database, seeds=lambda: 4242)
    yield host
    await host.store.close()


async def test_open_seats_the_host_and_is_the_channels_active_table(host):
    table = await host.open_table(10, 20, "race", ALICE, options={"goal": 7}, turn_seconds=3600)
    assert (table.guild_id, table.channel_id, table.status, table.version) == (10, 20, "lobby", 0)
    assert (table.options, table.turn_seconds, table.host_user_id) == ({"goal": 7}, 3600, ALICE.id)
    assert table.seats == (SeatInfo(0, ALICE.id, "Alice", False),)
    assert (table.awaited, table.deadline) == ((), None)
    assert await host.active_table(20) == table
    assert await host.active_table(21) is None
    assert (await host.store.table(table.id)).seed == 4242


async def test_join_leave_and_ai_seats_keep_seats_numbered_in_order(host):
    table = await host.open_table(1, 1, "race", ALICE)
    await host.join(table.id, BOB)
    await host.add_ai(table.id, ALICE)
    await host.join(table.id, CAROL)
    after = await host.leave(table.id, BOB)
    assert after.seats == (
        SeatInfo(0, ALICE.id, "Alice", False),
        SeatInfo(1, None, "AI 1", True),
        SeatInfo(2, CAROL.id, "Carol", False),
    )
    assert (await host.add_ai(table.id, ALICE)).names == ("Alice", "AI 1", "Carol", "AI 2")


async def test_start_deals_and_tells_every_human_seat_its_view(host):
    table = await host.open_table(1, 1, "race", ALICE)
    await host.join(table.id, BOB)
    start = await host.start(table.id, ALICE)
    assert start.caption == "Race to the goal begins: Alice, Bob."  # whose turn: the delivery's turn line
    assert (start.table.status, start.table.version, start.table.awaited) == ("playing", 1, (0,))
    assert [(u.user_id, u.seat) for u in start.private] == [(ALICE.id, 0), (BOB.id, 1)]
    assert start.private[0].view == await host.view(table.id, ALICE.id)
    assert "card" in start.private[0].view
    assert await host.view(table.id, CAROL.id) == await host.view(table.id, None) == start.public_view
    assert "card" not in start.public_view


async def test_cancel_frees_the_channel_and_message_references_are_kept(host):
    table = await host.open_table(1, 1, "race", ALICE)
    await host.set_message(table.id, "lobby", 9001)
    await host.set_message(table.id, "board", 9002)
    info = await host.table(table.id)
    assert (info.lobby_message_id, info.board_message_id) == (9001, 9002)
    cancelled = await host.cancel(table.id, ALICE)
    assert (cancelled.status, cancelled.version) == ("cancelled", 1)
    assert await host.active_table(1) is None
    assert (await host.open_table(1, 1, "race", User(5, "Eve"))).id != table.id


async def test_a_drawn_card_reaches_only_its_owner(host):
    """The host hands each seat the log lines as that seat may read them."""
    table = await host.open_table(1, 1, "race", ALICE)
    await host.join(table.id, BOB)
    await host.start(table.id, ALICE)
    choices = await host.legal_actions(table.id, ALICE.id, "en")
    card = next(c.code for c in choices if c.code.startswith("card:"))
    played = await host.submit(table.id, ALICE.id, card)
    drawn = (await host.view(table.id, ALICE.id))["card"]
    assert played.actor_seat == 0, "the mover's seat, whose new hand the bot sends"
    assert played.lines == (f"Alice moved {card[-1]} with a card.", "Alice drew a card.")
    private = {update.user_id: update.lines for update in played.private}
    assert private[ALICE.id][-1] == f"Alice drew a {drawn}."
    assert private[BOB.id][-1] == "Alice drew a card."
    assert await host.log(table.id, BOB.id, "en") == list(private[BOB.id])
    assert await host.log(table.id, ALICE.id, "en", limit=1) == [f"Alice drew a {drawn}."]
