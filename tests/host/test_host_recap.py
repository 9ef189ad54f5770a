"""Catching up at the host (issue 33, ``/table recap``): what happened at a table since a
player's own last move, read as their seat may read it (the public lines and their own secrets,
never another seat's), folded as a turn post folds them, the most recent lines kept."""

import random

import pytest

import locales
import rules
from host import FakeClock, User
from host.errors import NotSeated, NotStarted
from host.replay import replay_steps
from tests.support.host import ALICE, BOB, CAROL, open_host

START = 1_800_000_000.0
PLAYERS = (ALICE, BOB, CAROL)


@pytest.fixture
async def host(database):
    host = await open_host(database, FakeClock(START))
    yield host
    await host.store.close()


async def started(host, game_id: str):
    table = await host.open_table(1, 1, game_id, ALICE)
    for player in PLAYERS[1:]:
        await host.join(table.id, player)
    return (await host.start(table.id, ALICE)).table


async def play(host, table_id: int, moves: int, rng: random.Random) -> None:
    """``moves`` actions of whoever the game awaits, chosen at random among their legal ones."""
    for _ in range(moves):
        table = await host.table(table_id)
        if table.status != "playing":
            return
        user_id = table.seats[table.awaited[0]].user_id
        choices = await host.legal_actions(table_id, user_id, "en")
        await host.submit(table_id, user_id, rng.choice(choices).code, table.version)


async def secrets_of_others(host, table_id: int, seat: int) -> set[str]:
    """Every log line another seat read that ``seat`` may not: what differs, for that seat,
    from the public line and from anything ``seat`` itself read."""
    record = await host.store.table(table_id)
    seats = await host.store.seats(table_id)
    game = host.games[record.game_id]
    names = tuple(s.name for s in seats)
    log = await host.store.log(table_id)
    steps = list(replay_steps(game, len(seats), record.seed, record.options, log))

    def text(message):
        return locales.render(message, "en", names) if message is not None else None

    own = {text(game.describe(event, seat)) for _, t in steps for event in t.events}
    public = {text(game.describe(event, None)) for _, t in steps for event in t.events}
    others = {
        text(game.describe(event, other))
        for _, t in steps
        for event in t.events
        for other in range(len(seats))
        if other != seat
    }
    return others - own - public - {None}


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
async def test_a_recap_holds_no_secret_of_another_seat_and_counts_the_moves_since_ones_own(host, game_id):
    table = await started(host, game_id)
    rng = random.Random(3)
    checked = 0
    for _ in range(6):
        await play(host, table.id, 7, rng)
        log = await host.store.log(table.id)
        for seat, player in enumerate(PLAYERS):
            recap = await host.recap(table.id, player.id, "en")
            own = [n for n, entry in enumerate(log) if entry.seat == seat]
            since = len(log) - (own[-1] + 1) if own else len(log)
            assert recap.moves == since == await host.moves_since(table.id, player.id)
            assert recap.since_start == (not own)
            assert bool(recap.lines) == (since > 0) or recap.left_out == 0
            secrets = await secrets_of_others(host, table.id, seat)
            leaked = [line for line in recap.lines if any(secret in line for secret in secrets)]
            assert not leaked, (seat, leaked)
            checked += bool(secrets)
    assert checked, "the game had secrets of other seats to keep"


async def test_a_recap_runs_from_the_readers_last_move_and_folds_as_a_turn_post(host):
    table = await started(host, "saboteur")
    rng = random.Random(5)
    await play(host, table.id, 1, rng)  # Alice's move
    assert (await host.recap(table.id, ALICE.id, "en")).moves == 0
    assert (await host.recap(table.id, ALICE.id, "en")).lines == ()
    await play(host, table.id, 2, rng)  # Bob's and Carol's
    recap = await host.recap(table.id, ALICE.id, "en")
    assert recap.moves == 2 and not recap.since_start
    bob, carol = await host.log(table.id, ALICE.id, "en", limit=2)
    folded = rules.GAMES["saboteur"].summarize  # the post drops "and draws a card" (S-10.1)
    assert folded and len(recap.lines) == 2
    assert recap.lines[0] in bob and recap.lines[1] in carol
    assert "draws a card" not in " ".join(recap.lines)


async def test_a_seat_that_never_moved_reads_from_the_start_capped(host, monkeypatch):
    table = await started(host, "kompass")
    rng = random.Random(1)
    while (await host.table(table.id)).awaited != (2,):  # Alice's turn, then Bob's
        await play(host, table.id, 1, rng)
    log = await host.store.log(table.id)
    full = await host.recap(table.id, CAROL.id, "en")
    assert full.since_start and full.moves == len(log) and full.left_out == 0
    monkeypatch.setattr("host.season.RECAP_LINES", 3)
    capped = await host.recap(table.id, CAROL.id, "en")
    assert len(full.lines) > 3
    assert capped.lines == full.lines[-3:] and capped.left_out == len(full.lines) - 3


async def test_a_recap_is_refused_to_a_stranger_and_before_the_start(host):
    table = await host.open_table(1, 1, "saboteur", ALICE)
    with pytest.raises(NotStarted):
        await host.recap(table.id, ALICE.id, "en")
    assert await host.moves_since(table.id, ALICE.id) is None
    await host.join(table.id, BOB)
    await host.join(table.id, CAROL)
    await host.start(table.id, ALICE)
    with pytest.raises(NotSeated):
        await host.recap(table.id, User(999, "Zed").id, "en")
    assert await host.moves_since(table.id, 999) is None
