"""Whole games through the host on a temporary database, with AI seats; the stored log
replayed from its setup reproduces the stored snapshot."""

import itertools
import random
import re

import pytest

import rules
from host.demo import play_demo_table, play_humans
from host.replay import replay_steps
from tests.support.host import ALICE, BOB, CAROL, GAME_IDS, GAMES, open_host, replayed_matches_snapshot


@pytest.fixture
async def host(database):
    host = await open_host(database)
    yield host
    await host.store.close()


async def states_by_version(host, table_id):
    """The state at every version of the table (index = version - 1), rebuilt from the log."""
    record = await host.store.table(table_id)
    game = GAMES[record.game_id]
    n_players = len(await host.store.seats(table_id))
    steps = replay_steps(game, n_players, record.seed, record.options, await host.store.log(table_id))
    return [game.setup(n_players, seed=record.seed, options=record.options), *(t.state for _, t in steps)]


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_whole_game_with_ai_seats_ends_and_replays_to_the_snapshot(host, game_id):
    game = GAMES[game_id]
    publications = await play_demo_table(host, game, channel_id=5)
    table_id = publications[0].table.id
    final = await host.table(table_id)
    assert final.status == "finished" and final.awaited == () and final.deadline is None
    stored = game.from_dict((await host.store.table(table_id)).snapshot)
    assert publications[-1].outcome == game.outcome(stored) is not None
    assert all(p.outcome is None for p in publications[:-1])
    assert winners_line(publications[-1]) in publications[-1].caption.split("\n")
    log = await host.store.log(table_id)
    assert [entry.seq for entry in log] == list(range(1, len(log) + 1))
    assert final.version == len(log) + 1
    assert {entry.seat for entry in log} == set(range(len(final.seats))), "AI seats moved too"
    assert await replayed_matches_snapshot(host, table_id)
    assert (await host.store.load(table_id)).deadlines == ()


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_publications_carry_each_seat_its_own_view_and_lines(host, game_id):
    """Private updates go to human seats only, hold that seat's view at that version, and
    their lines are what that seat's /log shows; public lines are the public log."""
    game = GAMES[game_id]
    table = await host.open_table(1, 9, game_id, ALICE)
    await host.join(table.id, BOB)
    while len((await host.table(table.id)).seats) < max(3, game.min_players):
        await host.add_ai(table.id, ALICE)
    start = await host.start(table.id, ALICE)
    assert start.kind == "start" and start.round_started
    assert {update.user_id for update in start.private} == {ALICE.id, BOB.id}
    publications = [
        start,
        *await play_humans(host, table.id, {ALICE.id: ALICE, BOB.id: BOB}, random.Random(3)),
    ]
    states = await states_by_version(host, table.id)
    for publication in publications:
        state = states[publication.table.version - 1]
        assert publication.public_view == game.view(state, None)
        assert "{seat:" not in publication.caption + "".join(publication.lines)
        for update in publication.private:
            assert publication.table.seats[update.seat].user_id == update.user_id
            assert update.view == game.view(state, update.seat)
    deals = [tuple(p.public_view.get(key) for key in ("round", "part")) for p in publications]
    assert [p.round_started for p in publications] == [True] + [
        deal != previous for previous, deal in itertools.pairwise(deals)
    ], "a new deal (round or part) is flagged so every seat gets its new private view"
    last = publications[-1]
    assert await host.log(table.id, None, "en", limit=len(last.lines)) == list(last.lines)
    for update in last.private:
        assert await host.log(table.id, update.user_id, update.locale, limit=len(update.lines)) == list(
            update.lines
        )


async def test_action_labels_name_the_seats_they_target(host):
    """Saboteur's break and repair labels name the player in front of whom the card goes
    (S-7.2); the host fills in the seat's name, as in captions, so no caller sees ``{seat:N}``."""
    users = {ALICE.id: ALICE, BOB.id: BOB, CAROL.id: CAROL}
    table = await host.open_table(1, 11, "saboteur", ALICE)
    await host.join(table.id, BOB)
    await host.join(table.id, CAROL)
    await host.start(table.id, ALICE)
    labels, rng = [], random.Random(5)
    game = GAMES["saboteur"]
    while (info := await host.table(table.id)).status == "playing":
        user_id = info.seats[info.awaited[0]].user_id
        choices = await host.legal_actions(table.id, user_id, "en")
        labels += [choice.label for choice in choices]
        legal = [game.parse_action(choice.code) for choice in choices]
        action = game.ai_action(await host.view(table.id, user_id), legal, rng)
        await host.submit(table.id, user_id, action.code, info.version)
    assert not [label for label in labels if "{seat:" in label]
    targeted = [label for label in labels if ": break " in label or ": repair " in label]
    assert targeted and all(any(f"{u.name}'s" in label for u in users.values()) for label in targeted)


def winners_line(final):
    """The host's closing line of a game's last publication, in English: the winners only."""
    winners = [final.table.names[seat] for seat in final.outcome.winners]
    return f"{winners[0]} wins." if len(winners) == 1 else f"{', '.join(winners)} win."


@pytest.mark.parametrize("game_id", sorted(rules.GAMES))
async def test_the_last_caption_says_once_that_the_game_is_over(host, game_id):
    """The game's own last log line says the game is over, with its tally; the host's closing
    line then names the winners only (no second "Game over", no second list of scores)."""
    final = (await play_demo_table(host, GAMES[game_id], channel_id=6))[-1]
    lines = final.caption.split("\n")
    assert len([line for line in lines if re.search(r"\bgame (is )?over\b|\bgame ends\b", line, re.I)]) == 1
    assert winners_line(final) in lines
    tallies = re.findall(r"(\w+): (\d+) (?:points|gold)", final.caption)
    assert len(tallies) == len(set(tallies)), "each player's tally is said once"
