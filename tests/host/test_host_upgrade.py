"""A bot upgraded while tables run: a snapshot written by another version of its game's engine
(another ``schema``) is rebuilt once from the table's seed, options and action log, and play
goes on; a log the engine does not replay leaves the table as it is, refused clearly; a damaged
snapshot fails as it always did."""

import json
import logging
import random
import sqlite3

import pytest

import host.table
import locales
import rules
from host import FakeClock, errors
from host.replay import replay
from tests.support.host import ALICE, BOB, GAMES, db_rows, hosted, replayed_matches_snapshot

STALE = {
    "alethiometer": {"dust_supply": 99},
    "saboteur": {"passes": 5},
    "kompass": {"shuffles": 9},
}
"""A field each game's old snapshot gets wrong, to show the state is rebuilt, not converted."""
UPGRADED = sorted(rules.GAMES)
"""The registered games (each checks its snapshot schema; the test-only race game does not)."""


@pytest.fixture
def replays(monkeypatch):
    """How many times the host replayed a log to rebuild a state."""
    calls = []

    def counting(*args, **kwargs):
        calls.append(args)
        return replay(*args, **kwargs)

    monkeypatch.setattr(host.table, "replay", counting)
    return calls


async def started(host, game_id, channel=1, moves=4):
    """Alice and two AI seats, Alice having played ``moves`` moves with the game's AI policy
    (through the calls a player makes)."""
    game = GAMES[game_id]
    table = await host.open_table(1, channel, game_id, ALICE)
    for _ in range(2):
        await host.add_ai(table.id, ALICE)
    await host.start(table.id, ALICE)
    rng = random.Random(7)
    for _ in range(moves):
        info = await host.table(table.id)
        choices = await host.legal_actions(table.id, ALICE.id, "en")
        action = game.ai_action(
            await host.view(table.id, ALICE.id), [game.parse_action(c.code) for c in choices], rng
        )
        await host.submit(table.id, ALICE.id, action.code, info.version)
    return table.id


def write_old_snapshot(path, table_id):
    """What an older engine would have stored: another schema and a stale field."""
    with sqlite3.connect(path) as db:
        [(text, game_id)] = db.execute("SELECT snapshot, game_id FROM tables WHERE id = ?", (table_id,))
        snapshot = json.loads(text)
        old = {**snapshot, **STALE[game_id], "schema": snapshot["schema"] - 1}
        if game_id == "alethiometer":  # schema 1: Step.why held English words
            assert old["queue"], "the test needs a pending step"
            old["queue"] = [{**step, "why": "Iorek Byrnison"} for step in old["queue"]]
        db.execute("UPDATE tables SET snapshot = ? WHERE id = ?", (json.dumps(old), table_id))
    return old


async def replayed_state(host_, table_id):
    record = await host_.store.table(table_id)
    game = GAMES[record.game_id]
    seats = await host_.store.seats(table_id)
    return replay(game, len(seats), record.seed, record.options, await host_.store.log(table_id))


@pytest.mark.parametrize("game_id", UPGRADED)
async def test_a_snapshot_of_an_older_engine_is_rebuilt_once_and_play_goes_on(
    tmp_path, game_id, replays, caplog
):
    path = tmp_path / "db.sqlite3"
    game = GAMES[game_id]
    async with hosted(path) as first:
        table_id = await started(first, game_id)
    old = write_old_snapshot(path, table_id)

    caplog.set_level(logging.INFO, logger="gamehost.host.table")
    async with hosted(path) as restarted:
        info = await restarted.active_table(1)
        assert info.id == table_id and info.status == "playing"
        expected = game.to_dict(await replayed_state(restarted, table_id))
        assert game.to_dict((await restarted.tables.load(table_id)).state) == expected
        assert expected[next(iter(STALE[game_id]))] != old[next(iter(STALE[game_id]))]
        record = await restarted.store.table(table_id)
        assert record.snapshot == json.loads(json.dumps(expected))
        assert record.snapshot["schema"] == old["schema"] + 1
        assert await replayed_matches_snapshot(restarted, table_id)
        [line] = [r for r in caplog.records if r.name == "gamehost.host.table"]
        assert line.levelno == logging.INFO
        assert f"Table {table_id} ({game_id})" in line.getMessage()
        assert f"schema {old['schema']} -> {old['schema'] + 1}" in line.getMessage()

        publication = await restarted.submit(table_id, ALICE.id, await first_legal(restarted, table_id))
        assert publication.table.version > info.version
        assert await replayed_matches_snapshot(restarted, table_id)
    async with hosted(path) as again:
        await again.table(table_id)
    assert len(replays) == 1, "the rebuilt snapshot is stored: later loads read it"


async def first_legal(host_, table_id):
    return (await host_.legal_actions(table_id, ALICE.id, "en"))[0].code


async def test_a_log_the_engine_does_not_replay_leaves_the_table_as_it_is(tmp_path, replays, caplog):
    path = tmp_path / "db.sqlite3"
    clock = FakeClock()
    async with hosted(path, clock) as first:
        table_id = await started(first, "alethiometer")
        other = await first.open_table(1, 2, "race", ALICE, options={"goal": 50}, turn_seconds=600)
        await first.join(other.id, BOB)
        await first.start(other.id, ALICE)
    write_old_snapshot(path, table_id)
    with sqlite3.connect(path) as db:  # another seed: the logged moves are not this deal's
        db.execute("UPDATE tables SET seed = seed + 1 WHERE id = ?", (table_id,))
    before = await rows_of(path, table_id)

    caplog.set_level(logging.INFO, logger="gamehost.host.table")
    async with hosted(path, clock) as restarted:
        for attempt in (restarted.table(table_id), restarted.submit(table_id, ALICE.id, "x")):
            with pytest.raises(errors.TableUnreadable) as refusal:
                await attempt
        assert str(refusal.value).startswith(f"Table {table_id} was saved by another version of the bot")
        with pytest.raises(errors.TableUnreadable):
            await restarted.active_table(1)
        [line] = [r for r in caplog.records if r.name == "gamehost.host.table"]
        assert line.levelno == logging.ERROR and f"Table {table_id} (alethiometer)" in line.getMessage()
        assert len(replays) == 1, "one attempt per table and version, one ERROR line"

        clock.advance(86_400)  # both tables' turns expire: the readable one is still played
        [publication] = await restarted.run_due()
        assert publication.table.id == other.id and publication.kind == "timeout"
    assert await rows_of(path, table_id) == before


async def rows_of(path, table_id):
    """The rows of one table (its own, its seats, its log, its deadlines) as SQL text."""
    return [row for row in await db_rows(path) if f"VALUES({table_id}," in row]


async def test_a_damaged_snapshot_of_the_right_schema_still_fails(tmp_path, replays):
    path = tmp_path / "db.sqlite3"
    async with hosted(path) as first:
        table_id = await started(first, "saboteur")
    with sqlite3.connect(path) as db:
        [(text,)] = db.execute("SELECT snapshot FROM tables WHERE id = ?", (table_id,))
        damaged = {key: value for key, value in json.loads(text).items() if key != "hands"}
        db.execute("UPDATE tables SET snapshot = ? WHERE id = ?", (json.dumps(damaged), table_id))
    before = await db_rows(path)
    async with hosted(path) as restarted:
        with pytest.raises(KeyError):
            await restarted.table(table_id)
    assert replays == [] and await db_rows(path) == before


async def test_a_log_written_under_earlier_rules_shows_what_replays_and_play_goes_on(tmp_path):
    """A rules correction can make moves logged before it illegal under today's rules (the
    Saboteur draft of S-12.16, Kompass K-GAP-9): the snapshot still plays on, and ``/game log``
    shows the lines that replay, then says the rest was written under earlier rules."""
    path = tmp_path / "db.sqlite3"
    async with hosted(path) as first:
        table_id = await started(first, "saboteur", moves=3)
        full = await first.log(table_id, ALICE.id, "en", limit=100)
    with sqlite3.connect(path) as db:  # the last logged move no longer replays
        db.execute("DROP TRIGGER actions_no_update")  # the log is append-only; this test rewrites it
        db.execute(
            "UPDATE actions SET code = 'x:0' WHERE table_id = ? AND seq = "
            "(SELECT MAX(seq) FROM actions WHERE table_id = ?)",
            (table_id, table_id),
        )
    async with hosted(path) as restarted:
        shown = await restarted.log(table_id, ALICE.id, "en", limit=100)
        assert shown[-1] == locales.text("en", "host-log-older-rules")
        assert shown[:-1] == full[: len(shown) - 1] and len(shown) - 1 < len(full)
        hungarian = await restarted.log(table_id, ALICE.id, "hu", limit=1)
        assert hungarian == [locales.text("hu", "host-log-older-rules")]
        publication = await restarted.submit(table_id, ALICE.id, await first_legal(restarted, table_id))
        assert publication.table.status == "playing"
