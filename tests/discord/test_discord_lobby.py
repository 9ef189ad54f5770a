"""The lobby and the looking commands: threads, leaving, rules, logs, and the plain apology
for an unexpected failure."""

import logging
import random

import pytest

import locales
from host import User
from host.errors import HostError
from rules import GAMES
from tests.support.discord_harness import open_and_start, play_by_act, said


async def test_a_table_can_open_in_a_new_thread(world):
    alice, bob = world.players[:2]
    result = await alice.slash(world.channel, "game new", game="saboteur", thread=True, turn_timeout="12h")
    (thread,) = world.channel.threads
    assert thread.mention in said(result)
    assert await world.host.active_table(world.channel.id) is None, "the parent channel stays free"
    table = await world.host.active_table(thread.id)
    assert table.turn_seconds == 12 * 3600
    lobby = thread.last_message
    await bob.click(lobby, label="Join")
    assert bob.mention in thread.history()[0].content
    await bob.click(thread.history()[0], label="Leave")
    assert bob.mention not in thread.history()[0].content
    assert [s.user_id for s in (await world.host.table(table.id)).seats] == [alice.id]


async def test_rules_and_log_answer_privately(world):
    """/game rules answers in Discord itself: goal, turn, commands and options, no file path."""
    alice = world.players[0]
    for game in GAMES.values():
        rules = await alice.slash(world.channel, "game rules", game=game.id)
        text = said(rules)
        title = locales.render(game.title, "en")
        assert rules.ephemeral and text.startswith(f"**{title}**") and "**Goal:**" in text
        assert "`/game act`" in text and ".md" not in text and len(text) <= 2000
        assert all(f"`{option}`" in text for option in game.options)
    await open_and_start(world)
    log = await alice.slash(world.channel, "game log")
    assert log.ephemeral and said(log)


async def test_an_unexpected_failure_is_logged_and_the_player_gets_an_apology(world, caplog):
    alice = world.players[0]
    await open_and_start(world)
    # a request Discord finds malformed is the bot's own fault (a 429 or a 5xx is not: issue 25,
    # tests/test_discord_bursts.py)
    world.env.inject_error(
        "POST", f"/channels/{world.channel.id}/messages", status=400, code=50035, message="Invalid Form Body"
    )
    with caplog.at_level(logging.ERROR, logger="gamehost.cogs"):
        result = await alice.slash(world.channel, "game board")
    assert result.ephemeral and said(result).startswith("Sorry, something went wrong")
    assert "Traceback" not in said(result)
    assert "command=game board" in caplog.text and f"user={alice.id}" in caplog.text


async def test_the_host_fills_seats_with_ai_players(world):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur")
    refused = await bob.slash(world.channel, "game add-ai")
    assert refused.ephemeral and "Only the table's host" in said(refused)
    for _ in range(2):
        assert "AI player" in said(await alice.slash(world.channel, "game add-ai"))
    lobby = world.channel.history()[0]
    assert lobby.content.count("(AI)") == 2
    await alice.click(lobby, label="Start")
    table = await world.table()
    assert table.status == "playing" and table.awaited == (table.seat_of(alice.id),), "the AI seats moved"
    assert alice.mention in world.public_messages()[-1].content


async def test_the_host_picks_the_ai_level_which_is_stored_and_played(world, monkeypatch):
    """Issue 36: ``/game add-ai level:`` sets the level of the table's AI players; it is stored
    with the table (a restart keeps it), and the AI seats play at it."""
    from host import host as host_module

    alice = world.players[0]
    await alice.slash(world.channel, "game new", game="kompass")
    answer = await alice.slash(world.channel, "game add-ai", level="normal")
    assert "normal level" in said(answer)
    table = await world.table()
    assert table.ai_level == "normal"
    await world.restart()
    assert (await world.table()).ai_level == "normal", "stored with the table"
    plain = await alice.slash(world.channel, "game add-ai")
    assert "normal level" in said(plain), "without a level the table keeps its own"
    played: list[str] = []
    real_choose = host_module.search.choose

    def spy(game, state, seat, legal, rng, level):
        played.append(level)
        return real_choose(game, state, seat, legal, rng, level)

    monkeypatch.setattr(host_module.search, "choose", spy)
    await alice.click(world.channel.history()[0], label="Start")
    rng = random.Random(1)
    while not played:  # Alice (seat 0) moves first in Kompass; then the AI seats play
        await play_by_act(world, alice, rng)
    assert set(played) == {"normal"}


async def test_an_unknown_ai_level_is_refused_and_changes_nothing(world):
    """Discord offers the three levels only; the host refuses any other all the same."""
    alice = User(world.players[0].id, world.players[0].name)
    table = await world.host.open_table(world.channel.guild.id, world.channel.id, "kompass", alice)
    with pytest.raises(HostError) as refused:
        await world.host.add_ai(table.id, alice, "godlike")
    assert "godlike" in str(refused.value) and "easy, normal and hard" in str(refused.value)
    table = await world.host.table(table.id)
    assert len(table.seats) == 1 and table.ai_level == "easy"
