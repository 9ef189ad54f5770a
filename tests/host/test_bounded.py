"""Bounded in-memory maps (issue 31): what a long-running process remembers per table, channel
or user stays within a documented size whatever the number of tables and users it met."""

from cogs.gamebot import CLOSED_THREADS_REMEMBERED, DM_CHANNELS_KEPT, DM_REFUSED_REMEMBERED
from host import FakeClock, User
from host.bounded import LastUsed, Recent
from host.host import CHANNELS_REMEMBERED, USERS_REMEMBERED
from tests.support.host import hosted


def test_recent_keeps_the_most_recently_added_keys_only():
    told = Recent[int](3)
    assert [told.add(key) for key in (1, 2, 3)] == [True, True, True]
    assert not told.add(1), "known: added again moves it to the newest"
    assert told.add(4) and len(told) == 3
    assert 2 not in told and {1, 3, 4} == {key for key in (1, 2, 3, 4) if key in told}


def test_last_used_drops_the_least_recently_used_entry():
    kept = LastUsed[int, str](2)
    kept[1], kept[2] = "one", "two"
    assert kept.get(1) == "one"  # read: now the most recently used
    kept[3] = "three"
    assert (kept.get(2), kept.get(1), kept.get(3), len(kept)) == (None, "one", "three", 2)
    assert kept.pop(1) == "one" and 1 not in kept and kept.pop(1) is None


def test_a_hundred_thousand_users_and_tables_stay_within_the_bounds():
    for capacity in (CLOSED_THREADS_REMEMBERED, DM_REFUSED_REMEMBERED):
        told = Recent[int](capacity)
        for table_id in range(100_000):
            told.add(table_id)
        assert len(told) == capacity and 99_999 in told and 0 not in told
    for capacity in (DM_CHANNELS_KEPT, USERS_REMEMBERED, CHANNELS_REMEMBERED):
        kept = LastUsed[int, int](capacity)
        for user_id in range(100_000):
            kept[user_id] = user_id
        assert len(kept) == capacity and kept.get(99_999) == 99_999 and kept.get(0) is None


async def test_the_hosts_per_user_and_per_channel_memory_is_bounded(tmp_path):
    """``Host.remember_locale`` and the channel -> table map keep the most recent only; a
    forgotten locale is stored all the same, a forgotten channel's table found again."""
    async with hosted(tmp_path / "db.sqlite3", FakeClock()) as host:
        host._remembered_locales.capacity = host._channel_tables.capacity = 2
        for user_id in range(1, 6):
            await host.remember_locale(user_id, "hu")
            await host.open_table(1, user_id, "race", User(user_id, f"u{user_id}"))
        assert len(host._remembered_locales) == len(host._channel_tables) == 2
        assert (await host.store.player(1)).locale == "hu", "stored, whatever is remembered"
        assert 1 not in host._channel_tables
        found = await host.active_table(1)
        assert found is not None and found.host_user_id == 1
