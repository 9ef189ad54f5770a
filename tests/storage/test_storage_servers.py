"""A server's defaults for new tables and their audit trail (issue 32, migration 11), on each
backend: defaults until set, a change stored with its audit rows in one transaction, and a
change decided on settings that changed meanwhile refused whole."""

import pytest

import storage
from storage import ServerSettings, SettingChange, StaleVersionError


@pytest.fixture
async def store(database):
    store = await storage.open_storage(database)  # each backend (the ``database`` fixture)
    yield store
    await store.close()


async def test_settings_default_until_set_then_kept_with_their_audit(store):
    assert await store.server_settings(5) == ServerSettings(5)
    assert await store.server_audit(5, 5) == []
    chosen = ServerSettings(5, language="hu", turn_seconds=3600, thread=True, channel_id=77, lobby_days=3)
    changes = [
        SettingChange(5, 9, "language", None, "hu", 10.0),
        SettingChange(5, 9, "thread", None, "true", 10.0),
    ]
    await store.set_server_settings(chosen, ServerSettings(5), changes, now=10.0)
    assert await store.server_settings(5) == chosen
    assert await store.server_settings(6) == ServerSettings(6), "another server keeps its defaults"
    later = SettingChange(5, 8, "thread", "true", "false", 20.0)
    await store.set_server_settings(ServerSettings(5, thread=False), chosen, [later], now=20.0)
    assert await store.server_settings(5) == ServerSettings(5, thread=False)
    assert await store.server_audit(5, 2) == [later, changes[1]], "newest first, at most the limit"
    assert await store.server_audit(6, 5) == []


async def test_a_change_decided_on_old_settings_changes_nothing(store):
    await store.set_server_settings(ServerSettings(5, lobby_days=3), ServerSettings(5), [], now=1.0)
    stale = [SettingChange(5, 9, "lobby_days", None, "10", 2.0)]
    with pytest.raises(StaleVersionError):
        await store.set_server_settings(ServerSettings(5, lobby_days=10), ServerSettings(5), stale, now=2.0)
    assert await store.server_settings(5) == ServerSettings(5, lobby_days=3)
    assert await store.server_audit(5, 5) == []
