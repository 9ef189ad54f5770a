"""Bad input gets a typed error with a message a player can read in every language, and
changes nothing in the database (checked row for row)."""

import random

import pytest

import locales
from host import errors
from host.demo import play_humans
from rules.core import Message
from tests.support.host import ALICE, BOB, CAROL, db_rows, open_host

PLAYING, FULL_LOBBY, FINISHED, CANCELLED, OPEN_LOBBY = 1, 2, 3, 4, 5


@pytest.fixture
async def host(database):
    """Five race tables in channels 1..5: playing (Alice to move, Bob seated), a full lobby,
    a finished game, a cancelled lobby and an open lobby of Alice alone."""
    host = await open_host(database)
    for channel in range(1, 6):
        await host.open_table(1, channel, "race", ALICE, options={"goal": 5})
    for table_id in (PLAYING, FINISHED):
        await host.join(table_id, BOB)
        await host.start(table_id, ALICE)
    for _ in range(3):
        await host.add_ai(FULL_LOBBY, ALICE)
    await play_humans(host, FINISHED, {ALICE.id: ALICE, BOB.id: BOB}, random.Random(0))
    await host.cancel(CANCELLED, ALICE)
    yield host
    await host.store.close()


CASES = {
    "unknown table": (lambda h: h.submit(99, ALICE.id, "step:1"), errors.TableNotFound, "no table number 99"),
    "not seated": (
        lambda h: h.submit(PLAYING, CAROL.id, "step:1"),
        errors.NotSeated,
        "not playing at this table",
    ),
    "not awaited": (lambda h: h.submit(PLAYING, BOB.id, "step:1"), errors.NotYourTurn, "waiting for Alice"),
    "malformed code": (
        lambda h: h.submit(PLAYING, ALICE.id, "jump!"),
        errors.BadAction,
        "'jump!' is not a move",
    ),
    "illegal action": (
        lambda h: h.submit(PLAYING, ALICE.id, "step:3"),
        errors.BadAction,
        "Step 3 is not allowed",
    ),
    "stale version": (lambda h: h.submit(PLAYING, ALICE.id, "step:1", 0), errors.StaleVersion, "out of date"),
    "finished table": (lambda h: h.submit(FINISHED, ALICE.id, "step:1"), errors.TableClosed, "finished"),
    "cancelled table": (lambda h: h.submit(CANCELLED, ALICE.id, "step:1"), errors.TableClosed, "cancelled"),
    "lobby not started": (
        lambda h: h.submit(OPEN_LOBBY, ALICE.id, "step:1"),
        errors.NotStarted,
        "not started",
    ),
    "join full table": (lambda h: h.join(FULL_LOBBY, BOB), errors.TableFull, "full (4 players)"),
    "join started table": (lambda h: h.join(PLAYING, CAROL), errors.AlreadyStarted, "already started"),
    "join twice": (lambda h: h.join(OPEN_LOBBY, ALICE), errors.AlreadySeated, "already have a seat"),
    "join cancelled table": (lambda h: h.join(CANCELLED, BOB), errors.TableClosed, "cancelled"),
    "add AI to full table": (lambda h: h.add_ai(FULL_LOBBY, ALICE), errors.TableFull, "full"),
    "add AI not host": (lambda h: h.add_ai(OPEN_LOBBY, BOB), errors.NotHost, "add AI players"),
    "leave not seated": (lambda h: h.leave(OPEN_LOBBY, BOB), errors.NotSeated, "not playing"),
    "host leaves": (lambda h: h.leave(OPEN_LOBBY, ALICE), errors.HostCannotLeave, "cancel the table"),
    "leave started": (lambda h: h.leave(PLAYING, BOB), errors.AlreadyStarted, "already started"),
    "start not host": (lambda h: h.start(FULL_LOBBY, BOB), errors.NotHost, "start the game"),
    "start alone": (lambda h: h.start(OPEN_LOBBY, ALICE), errors.NotEnoughPlayers, "at least 2 players; 1"),
    "start twice": (lambda h: h.start(PLAYING, ALICE), errors.AlreadyStarted, "already started"),
    "cancel not host": (lambda h: h.cancel(PLAYING, BOB), errors.NotHost, "cancel it"),
    "cancel finished": (lambda h: h.cancel(FINISHED, ALICE, is_admin=True), errors.TableClosed, "finished"),
    "busy channel": (
        lambda h: h.open_table(1, PLAYING, "race", BOB),
        errors.ChannelBusy,
        "already has a table",
    ),
    "unknown game": (
        lambda h: h.open_table(1, 50, "chess", BOB),
        errors.UnknownGame,
        "no game called 'chess'",
    ),
    "unknown option": (
        lambda h: h.open_table(1, 50, "race", BOB, {"speed": 2}),
        errors.BadOption,
        "Unknown option",
    ),
    "option range": (
        lambda h: h.open_table(1, 50, "race", BOB, {"goal": 99}),
        errors.BadOption,
        "between 3 and 50",
    ),
    "turn too short": (
        lambda h: h.open_table(1, 50, "race", BOB, turn_seconds=59),
        errors.BadOption,
        "from 60 to",
    ),
    "turn too long": (
        lambda h: h.open_table(1, 50, "race", BOB, turn_seconds=30 * 86_400 + 1),
        errors.BadOption,
        "to 2,592,000",
    ),
    "unknown language": (
        lambda h: h.open_table(1, 50, "race", BOB, language="de"),
        errors.BadOption,
        "no language 'de' (available: en, hu)",
    ),
    "remember unknown locale": (lambda h: h.remember_locale(BOB.id, "xx"), errors.BadOption, "en, hu"),
    "view of lobby": (lambda h: h.view(OPEN_LOBBY, ALICE.id), errors.NotStarted, "not started"),
    "unknown table info": (lambda h: h.table(1234), errors.TableNotFound, "1234"),
}


@pytest.mark.parametrize("case", sorted(CASES))
async def test_bad_input_is_refused_with_a_typed_error_and_changes_nothing(host, database, case):
    call, error_type, message = CASES[case]
    before = await db_rows(database)
    with pytest.raises(error_type) as refused:
        await call(host)
    refusal = refused.value
    assert isinstance(refusal, errors.HostError) and isinstance(refusal.message, Message)
    assert message in str(refusal) == locales.render(refusal.message, "en")
    hungarian = locales.render(refusal.message, "hu")
    assert hungarian != str(refusal) and "{" not in str(refusal) + hungarian
    assert await db_rows(database) == before


async def test_admin_may_cancel_a_table_of_someone_else(host):
    assert (await host.cancel(PLAYING, BOB, is_admin=True)).status == "cancelled"
    assert await host.active_table(PLAYING) is None


async def test_legal_actions_are_empty_for_anyone_not_awaited(host):
    assert await host.legal_actions(PLAYING, BOB.id, "en") == []
    assert await host.legal_actions(PLAYING, CAROL.id, "en") == []
    assert await host.legal_actions(FINISHED, ALICE.id, "en") == []
    assert [choice.code for choice in await host.legal_actions(PLAYING, ALICE.id, "en")][:2] == [
        "step:1",
        "step:2",
    ]
