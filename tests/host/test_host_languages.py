"""Which language, where (docs/architecture.md, "Words and languages"): a table's captions and public
lines are in its language; private lines, labels, /log and reminders in the reader's, which is
the locale the user last used (stored, surviving a restart) or else the table's."""

import random

import pytest

from host import FakeClock
from host.demo import play_humans
from tests.support.host import ALICE, BOB, db_rows, hosted

TURN = 600


@pytest.fixture
async def host(database):
    async with hosted(database, seeds=lambda: 4242) as host:
        yield host


async def race(host, channel, language, goal=10):
    """Alice (to move) against Bob, started."""
    table = await host.open_table(1, channel, "race", ALICE, {"goal": goal}, TURN, language=language)
    await host.join(table.id, BOB)
    return await host.start(table.id, ALICE)


async def played(host, channel, language):
    """A whole race, every publication of it; the same seed and moves whatever the language."""
    start = await race(host, channel, language)
    users = {ALICE.id: ALICE, BOB.id: BOB}
    return [start, *await play_humans(host, start.table.id, users, random.Random(1))]


async def test_a_table_keeps_the_language_it_was_opened_with(host):
    table = await host.open_table(1, 1, "race", ALICE, language="hu")
    assert table.language == "hu" == (await host.active_table(1)).language
    assert (await host.add_ai(table.id, ALICE)).names == ("Alice", "Gép 1")
    assert (await host.open_table(1, 2, "race", BOB)).language == "en"


async def test_a_hungarian_tables_captions_and_lines_are_hungarian(host):
    """The same game at an English and a Hungarian table: no caption line and no public log
    line of the Hungarian one reads as its English counterpart."""
    english = await played(host, 1, "en")
    hungarian = await played(host, 2, "hu")
    assert len(english) == len(hungarian) > 2
    assert english[0].caption.startswith("Race to the goal begins: Alice, Bob.")
    assert hungarian[0].caption.startswith("Indul a játék – Verseny a célig. Játékosok: Alice, Bob.")
    assert "Győztes" in hungarian[-1].caption
    for en, hu in zip(english, hungarian, strict=True):
        en_lines, hu_lines = en.caption.split("\n"), hu.caption.split("\n")
        assert len(en_lines) == len(hu_lines)
        assert [pair for pair in zip(en_lines, hu_lines, strict=True) if pair[0] == pair[1]] == []
        assert [pair for pair in zip(en.lines, hu.lines, strict=True) if pair[0] == pair[1]] == []


async def test_an_english_reader_at_a_hungarian_table_reads_english(host):
    await host.remember_locale(ALICE.id, "en")
    start = await race(host, 1, "hu")
    table_id = start.table.id
    assert {update.user_id: update.locale for update in start.private} == {ALICE.id: "en", BOB.id: "hu"}
    assert [choice.label for choice in await host.legal_actions(table_id, ALICE.id, "en")][:2] == [
        "Step 1",
        "Step 2",
    ]
    assert [choice.label for choice in await host.legal_actions(table_id, ALICE.id, "hu")][:2] == [
        "Lépés: 1",
        "Lépés: 2",
    ]
    choices = await host.legal_actions(table_id, ALICE.id, "en")
    card = next(choice.code for choice in choices if choice.code.startswith("card:"))
    moved = await host.submit(table_id, ALICE.id, card)
    drawn = (await host.view(table_id, ALICE.id))["card"]
    private = {update.user_id: update.lines for update in moved.private}
    assert private[ALICE.id] == (f"Alice moved {card[-1]} with a card.", f"Alice drew a {drawn}.")
    assert private[BOB.id] == (f"Alice lépett: {card[-1]} (kártyával).", "Alice húzott egy kártyát.")
    assert moved.lines == private[BOB.id]
    assert await host.log(table_id, ALICE.id, "en", limit=1) == [f"Alice drew a {drawn}."]
    assert await host.log(table_id, ALICE.id, "hu", limit=1) == [f"Alice húzott egy kártyát: {drawn}."]


async def test_reminders_and_timeouts_reach_each_user_in_their_stored_locale(database):
    clock = FakeClock()
    async with hosted(database, clock) as host:
        await reminded_and_timed_out(host, clock)


async def reminded_and_timed_out(host, clock):
    await host.remember_locale(ALICE.id, "en")
    table = (await race(host, 1, "hu")).table
    clock.advance(TURN * 0.75)
    [reminder] = await host.run_due()
    assert (reminder.user_id, reminder.locale) == (ALICE.id, "en")
    clock.advance(TURN)
    [timeout] = await host.run_due()
    assert timeout.caption.startswith("Alice ideje lejárt; helyette a gép lép.\n")
    [bob] = [update for update in timeout.private if update.user_id == BOB.id]
    assert bob.locale == "hu", "Bob never said which locale he uses: the table's"
    await host.submit(table.id, BOB.id, "step:1")
    clock.advance(TURN * 0.75)
    [reminder] = await host.run_due()
    assert (reminder.user_id, reminder.locale) == (ALICE.id, "en")


async def test_a_remembered_locale_survives_a_restart_and_an_unchanged_one_writes_nothing(
    database, monkeypatch
):
    path = database
    writes = []
    async with hosted(path) as host:
        store_write = host.store.set_user_locale

        async def counted(user_id, locale):
            writes.append((user_id, locale))
            await store_write(user_id, locale)

        monkeypatch.setattr(host.store, "set_user_locale", counted)
        await host.remember_locale(BOB.id, "hu")
        before = await db_rows(path)
        for _ in range(3):
            await host.remember_locale(BOB.id, "hu")
        assert (writes, await db_rows(path)) == ([(BOB.id, "hu")], before)
        await host.remember_locale(BOB.id, "en")
        await host.remember_locale(BOB.id, "hu")
        assert writes == [(BOB.id, "hu"), (BOB.id, "en"), (BOB.id, "hu")]

    async with hosted(path) as restarted:
        start = await race(restarted, 1, "en")
    assert {update.user_id: update.locale for update in start.private} == {ALICE.id: "en", BOB.id: "hu"}
    assert start.caption == "Race to the goal begins: Alice, Bob."  # whose turn: the delivery's turn line
