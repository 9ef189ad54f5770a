"""One channel post per player's turn, not per engine step (docs/architecture.md, "Publishing"): the
steps a player takes within his turn are held (``Publication.post_to_channel`` False) and the
post that ends the turn carries every public line since the last post, also across a restart
and a timeout; simultaneous decisions are posted once everyone has decided."""

import itertools
import random

import pytest

import locales
from host import FakeClock, Publication
from host.demo import play_demo_table, play_humans
from host.texts import outcome_words
from tests.support.games import SUPPORT
from tests.support.host import ALICE, BOB, CAROL, GAME_IDS, GAMES, hosted

HUMANS = {user.id: user for user in (ALICE, BOB, CAROL)}


async def human_table(host, game_id: str, channel: int = 1) -> int:
    """A started table of ``game_id`` with Alice, Bob and Carol (each game takes three)."""
    table = await host.open_table(1, channel, game_id, ALICE, turn_seconds=3600)
    for user in (BOB, CAROL):
        await host.join(table.id, user)
    await host.start(table.id, ALICE)
    return table.id


async def play_until(host, table_id: int, rng: random.Random, stop) -> list[Publication]:
    """Play the humans' turns one step at a time until ``stop(publication)`` or the end."""
    played = []
    while (await host.table(table_id)).status == "playing":
        table = await host.table(table_id)
        user_id = table.seats[table.awaited[0]].user_id
        game = GAMES[table.game_id]
        legal = [game.parse_action(c.code) for c in await host.legal_actions(table_id, user_id, "en")]
        action = game.ai_action(await host.view(table_id, user_id), legal, rng)
        played.append(await host.submit(table_id, user_id, action.code, table.version))
        if stop(played[-1]):
            break
    return played


def held_stretches(publications: list[Publication]) -> list[tuple[list[Publication], Publication]]:
    """Each run of held publications with the post that ends it."""
    stretches, held = [], []
    for publication in publications:
        if publication.post_to_channel:
            if held:
                stretches.append((held, publication))
            held = []
        else:
            held.append(publication)
    return stretches


@pytest.mark.parametrize("game_id", GAME_IDS)
async def test_every_public_line_reaches_the_channel_once_in_order(database, game_id):
    """Nothing is lost by folding: the lines of the channel posts, one after the other, are
    the whole public log; the game's last publication is a post."""
    async with hosted(database) as host:
        table_id = await human_table(host, game_id)
        publications = await play_humans(host, table_id, HUMANS, random.Random(7))
        posted = [line for p in publications if p.post_to_channel for line in p.lines]
        assert posted == await host.log(table_id, None, "en", limit=100_000)
        assert publications[-1].post_to_channel and publications[-1].outcome is not None


@pytest.mark.parametrize(
    ("game_id", "phase"), [("kompass", "draw"), ("kompass", "move"), ("alethiometer", "turn")]
)
async def test_a_turn_of_several_steps_makes_one_post_with_all_its_lines(database, game_id, phase):
    """A Kompass draw or move sequence (K-5, K-6) and an Alethiometer turn (spin, icon, sets:
    A-4) are several steps of one player: each is answered to him alone, and the post that
    ends the turn holds every line of them, in order, then whom the game waits for."""
    async with hosted(database) as host:
        table_id = await human_table(host, game_id)
        publications = await play_humans(host, table_id, HUMANS, random.Random(3))
        stretches = [s for s in held_stretches(publications) if s[0][0].public_view["phase"] == phase]
        assert stretches, f"no {phase} turn of several steps in the game"
        for held, post in stretches:
            assert {p.actor_seat for p in held} == {post.actor_seat}, "one player's turn"
            for earlier, later in zip(held, [*held[1:], post], strict=True):
                assert later.lines[: len(earlier.lines)] == earlier.lines, "no line dropped"
            assert len(post.lines) > len(held[0].lines)
            # the post says every line, what repeats once (a Kompass run of draws or gains,
            # K-4.11, K-5.8; an Alethiometer red icon and its draw, A-7.1: GameRules.summarize);
            # the log and ``lines`` keep each of them
            caption = post.caption.split("\n")
            folded = [line for line in post.lines if line not in caption]
            assert all(SUPPORT[game_id].folded.search(line) for line in folded), folded
            if folded:
                assert any(SUPPORT[game_id].summary.search(line) for line in caption), post.caption
        posts = sum(p.post_to_channel for p in publications)
        assert posts < len(publications) - len(stretches)


async def test_simultaneous_choices_are_posted_once_everyone_has_chosen(database):
    """The Alethiometer characters are chosen by all at once (A-2.3): the first two choices
    are answered privately only; the third ends the choice with one post holding all three."""
    async with hosted(database) as host:
        table_id = await human_table(host, "alethiometer")
        assert len((await host.table(table_id)).awaited) == 3
        choices = await play_until(host, table_id, random.Random(1), lambda p: p.post_to_channel)
        assert [p.post_to_channel for p in choices] == [False, False, True]
        assert [p.table.awaited for p in choices[:2]] == [(1, 2), (2,)]
        assert choices[2].public_view["phase"] != "choose"
        chosen = choices[2].lines
        assert chosen[: len(choices[1].lines)] == choices[1].lines and len(choices[1].lines) >= 2


async def test_a_restart_in_the_middle_of_a_turn_keeps_the_lines_not_yet_posted(database):
    path = database
    async with hosted(path) as host:
        table_id = await human_table(host, "kompass")
        played = await play_until(host, table_id, random.Random(2), lambda p: not p.post_to_channel)
        held = played[-1]
        assert not held.post_to_channel and held.lines
    async with hosted(path) as host:  # a new process on the same database
        assert (await host.store.table(table_id)).pending
        post = (await play_until(host, table_id, random.Random(2), lambda p: p.post_to_channel))[-1]
        assert post.lines[: len(held.lines)] == held.lines
        assert (await host.store.table(table_id)).pending == ()


async def test_a_timeout_in_the_middle_of_a_turn_plays_it_out_in_one_post(database):
    """The late player took a step of his turn; when his time runs out the AI plays the rest
    of it and the channel gets one post: what he did himself, the timeout, what the AI did for
    him, in that order."""
    clock = FakeClock()
    async with hosted(database, clock) as host:
        table_id = await human_table(host, "kompass")
        played = await play_until(host, table_id, random.Random(2), lambda p: not p.post_to_channel)
        held = played[-1]
        late = held.actor_seat
        clock.advance(3600)
        [timeout] = [p for p in await host.run_due() if isinstance(p, Publication)]
        assert timeout.kind == "timeout" and timeout.post_to_channel and timeout.actor_seat == late
        assert timeout.lines[: len(held.lines)] == held.lines and len(timeout.lines) > len(held.lines)
        ran_out = f"{timeout.table.names[late]} has run out of time; the AI plays for them."
        assert timeout.caption.startswith("\n".join((*held.lines, ran_out)))
        assert late not in timeout.table.awaited or timeout.public_view["phase"] != held.public_view["phase"]
        assert (await host.store.table(table_id)).pending == ()


@pytest.mark.parametrize("game_id", ["kompass"])
async def test_the_game_over_post_states_the_standings_in_words(database, game_id):
    """Kompass (K-8: its summary and the ranking) says the final standings in words: the
    game-over post ends with them. (The Alethiometer's game-over log line gives each player's
    points, A-15: ``test_the_last_caption_says_once_that_the_game_is_over``.)"""
    async with hosted(database) as host:
        table_id = await human_table(host, game_id)
        last = (await play_humans(host, table_id, HUMANS, random.Random(4)))[-1]
        words = [locales.render(m, "en", last.table.names) for m in outcome_words(last.outcome)]
        assert len(words) >= 3 and last.caption.endswith("\n".join(words))
        assert all(any(name in line for line in words) for name in last.table.names)


@pytest.mark.parametrize("game_id", ["alethiometer", "kompass", "saboteur"])
async def test_the_demo_posts_once_per_turn_of_its_player_plus_once_per_round(database, game_id):
    """The demo player plays against AI seats: the channel gets the start, then at most one post per turn
    of hers (the AI turns fold into it) and one per new round or part; Saboteur, whose turns
    are one step each, keeps one post per step."""
    async with hosted(database, seeds=lambda: 11) as host:
        publications = await play_demo_table(host, GAMES[game_id], channel_id=3)
        log = await host.store.log(publications[0].table.id)
        lyra_turns = sum(seat == 0 for seat, _ in itertools.groupby(entry.seat for entry in log))
        new_deals = sum(p.round_started for p in publications[1:])
        posts = sum(p.post_to_channel for p in publications)
        assert posts <= 1 + lyra_turns + new_deals
        if game_id == "saboteur":
            assert posts == len(publications)
        else:
            assert posts < len(publications)
