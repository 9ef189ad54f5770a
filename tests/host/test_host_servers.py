"""A server's defaults for new tables at the host (issue 32): built-in defaults until set, the
server's choice where ``/game new`` chose nothing, every change audited (who, when, old -> new),
out-of-range values refused with nothing changed."""

import pytest

from host import DEFAULT_LOBBY_DAYS, DEFAULT_TURN_SECONDS, FakeClock, table_defaults
from host.errors import BadSetting
from storage import ServerSettings
from tests.support.host import ALICE, BOB, open_host

GUILD = 1


@pytest.fixture
async def host(database):
    host = await open_host(database, FakeClock(1000.0))
    yield host
    await host.store.close()


async def test_defaults_until_set_then_the_servers_choice(host):
    defaults = table_defaults(await host.servers.settings(GUILD), server_locale="hu")
    assert (defaults.language, defaults.turn_seconds, defaults.thread, defaults.channel_id) == (
        "hu", DEFAULT_TURN_SECONDS, False, None,
    )  # fmt: skip
    assert await host.servers.lobby_days(GUILD) == DEFAULT_LOBBY_DAYS == 7
    await host.servers.change(GUILD, ALICE, {"language": "en", "turn_seconds": 3600, "thread": True})
    await host.servers.change(GUILD, ALICE, {"lobby_days": 3, "channel_id": 55, "opener_role_id": 66})
    defaults = table_defaults(await host.servers.settings(GUILD), server_locale="hu")
    assert (defaults.language, defaults.turn_seconds, defaults.thread, defaults.channel_id) == (
        "en",
        3600,
        True,
        55,
    )
    assert await host.servers.lobby_days(GUILD) == 3
    assert await host.servers.lobby_days(GUILD + 1) == DEFAULT_LOBBY_DAYS, "another server is untouched"


async def test_every_change_is_audited_and_a_value_already_set_is_no_change(host):
    host.clock.advance(10)
    await host.servers.change(GUILD, ALICE, {"turn_seconds": 3600})
    host.clock.advance(10)
    changes = await host.servers.change(GUILD, BOB, {"turn_seconds": None, "thread": True})
    assert [(c.user_id, c.setting, c.old, c.new, c.at) for c in changes] == [
        (BOB.id, "turn_seconds", "3600", None, 1020.0),
        (BOB.id, "thread", None, "true", 1020.0),
    ]
    assert await host.servers.change(GUILD, BOB, {"thread": True}) == []
    audit = await host.servers.audit(GUILD)
    assert [(c.user_id, c.setting, c.old, c.new) for c in audit] == [
        (BOB.id, "thread", None, "true"),
        (BOB.id, "turn_seconds", "3600", None),
        (ALICE.id, "turn_seconds", None, "3600"),
    ]


@pytest.mark.parametrize(
    "values",
    [
        {"turn_seconds": 59},
        {"turn_seconds": 31 * 86_400},
        {"lobby_days": 0},
        {"lobby_days": 91},
        {"lobby_days": True},
        {"language": "de"},
        {"thread": True, "lobby_days": 1000},  # one bad value: the good one is not stored either
    ],
)
async def test_bad_values_are_refused_and_change_nothing(host, values):
    with pytest.raises(BadSetting):
        await host.servers.change(GUILD, ALICE, values)
    assert await host.servers.settings(GUILD) == ServerSettings(GUILD)
    assert await host.servers.audit(GUILD) == []
