"""The PostgreSQL store's two pools (issue 16): moves are committed on a few connections of
their own, while delivery claims, which hold a connection as long as the posts take, come from
another pool."""

import asyncio

import storage
from host import FakeClock, Host
from storage.postgres import CLAIM_CONNECTIONS
from tests.support.host import ALICE, BOB, GAMES
from tests.support.storage import outbox


async def test_moves_are_committed_while_every_claim_connection_is_delivering(postgres_url):
    host = Host(await storage.open_storage(postgres_url), FakeClock(), GAMES)
    posted, deliveries = asyncio.Event(), []
    try:
        table = await host.open_table(1, 2, "race", ALICE)
        await host.join(table.id, BOB)
        await host.start(table.id, ALICE)
        claimed, all_claimed = [], asyncio.Event()

        async def deliver(table_id: int) -> None:  # a delivery waiting for Discord
            async with host.delivery_claim(table_id) as claim:
                claimed.append(claim)
                if len(claimed) == CLAIM_CONNECTIONS:
                    all_claimed.set()
                await posted.wait()

        deliveries += [asyncio.create_task(deliver(1000 + n)) for n in range(CLAIM_CONNECTIONS)]
        # hang guards only: with one pool for both, the move would wait for a delivery to end
        await asyncio.wait_for(all_claimed.wait(), 60)
        moved = await asyncio.wait_for(host.submit(table.id, ALICE.id, "step:1"), 60)
        posted.set()
        await asyncio.gather(*deliveries)
        assert claimed == [True] * len(deliveries)
        assert moved.table.version == 2
        assert [entry.version for entry in await outbox(postgres_url, table.id)] == [1, 2]
    finally:
        posted.set()  # the deliveries end (their connections go back) before the store closes
        for delivery in deliveries:
            delivery.cancel()
        await asyncio.gather(*deliveries, return_exceptions=True)
        await host.store.close()
