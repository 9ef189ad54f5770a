"""Bad input through SimCord (issue 14, "Bad input"): each gets an ephemeral refusal that fits
one Discord message, echoes at most a short cut excerpt of what was typed, and changes nothing."""

import pytest

from host import User
from tests.support.discord_harness import open_and_start, press_forged, said

LONGEST_ECHO = 41  # an excerpt of at most 40 characters and its "…"


def refused_briefly(result, typed: str) -> str:
    """The refusal's text, after checking it is private, fits Discord and does not echo more
    than a short excerpt of ``typed``."""
    text = said(result)
    assert result.ephemeral and text and len(text) < 2000
    assert len(typed) < LONGEST_ECHO or typed[:LONGEST_ECHO] not in text, "a long input echoed"
    assert "{" not in text and "None" not in text, f"a raw placeholder: {text}"
    return text


async def nothing_opened(world) -> None:
    assert await world.host.active_table(world.channel.id) is None
    assert world.public_messages() == []


@pytest.mark.parametrize(
    "options",
    [
        "x" * 6000,
        "loose_connection=" + "y" * 6000,
        " ".join(f"unknown{n}=1" for n in range(700)),
    ],
    ids=["one-long-word", "one-long-value", "700-unknown-options"],
)
async def test_long_table_options_are_refused_briefly(world, options):
    result = await world.players[0].slash(world.channel, "game new", game="saboteur", options=options)
    refused_briefly(result, options)
    await nothing_opened(world)


async def test_a_long_turn_timeout_is_refused_briefly(world):
    typed = "9" * 30 + "x" * 5970
    result = await world.players[0].slash(world.channel, "game new", game="saboteur", turn_timeout=typed)
    assert "30m" in refused_briefly(result, typed)
    await nothing_opened(world)


@pytest.mark.parametrize("action", ["b:" + "7" * 5998, "é" * 2100], ids=["6000-characters", "2100-e-acute"])
async def test_a_long_action_is_refused_briefly(world, action):
    table = await open_and_start(world)
    awaited = await world.awaited_player()
    before = len(world.public_messages())
    refused_briefly(await awaited.slash(world.channel, "game act", action=action), action)
    now = await world.host.table(table.id)
    assert now.version == table.version and len(world.public_messages()) == before


@pytest.mark.parametrize("typed", ["99999999999999999999d", "99999d", "31d", "0m", "9" * 5000 + "m"])
async def test_a_turn_timeout_outside_one_minute_to_30_days_is_refused(world, typed):
    result = await world.players[0].slash(world.channel, "game new", game="saboteur", turn_timeout=typed)
    text = refused_briefly(result, typed)
    if len(typed) < 40:
        assert "`1m`" in text and "`30d`" in text, "the refusal names the range"
    await nothing_opened(world)


async def test_the_longest_turn_timeout_opens_a_table(world):
    result = await world.players[0].slash(world.channel, "game new", game="saboteur", turn_timeout="30d")
    assert result.ephemeral and (await world.table()).turn_seconds == 30 * 86_400


@pytest.mark.parametrize(
    "typed, reason",
    [("hand_size=" + "9" * 5000, "too long"), ("loose_connection=" + "9" * 23, "true or false")],
)
async def test_a_many_digit_option_value_is_refused(world, typed, reason):
    result = await world.players[0].slash(world.channel, "game new", game="saboteur", options=typed)
    assert reason in refused_briefly(result, typed)
    await nothing_opened(world)


@pytest.mark.parametrize("forged", ["gh:join:" + "9" * 30 + ":1", "gh:hand:1:" + "9" * 30, "gh:act:1:1"])
async def test_a_forged_component_id_is_refused(world, forged):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    result = await press_forged(bob, world.channel.last_message, forged)
    assert "something went wrong" not in refused_briefly(result, forged)
    assert (await world.host.table(table.id)).version == table.version


async def test_a_lobby_button_pressed_in_another_channel_is_refused(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur")
    table = await world.table()
    join = world.channel.last_message.components[0].children[0].custom_id
    assert join.startswith("gh:join:")
    other = world.channel.guild.create_text_channel("quarry")
    await bob.slash(other, "game new", game="saboteur")
    result = await press_forged(carol, other.last_message, join)
    assert "another channel" in refused_briefly(result, join)
    now = await world.host.table(table.id)
    assert now.version == table.version and carol.id not in {s.user_id for s in now.seats}


async def test_the_board_is_reposted_at_most_once_in_30_seconds_per_channel(world):
    await open_and_start(world)
    frank = world.channel.guild.add_member(world.env.create_user("frank"))
    first = await frank.slash(world.channel, "game board")
    assert first.ephemeral and "Board posted" in said(first)
    board, before = await world.board_message(), len(world.public_messages())
    for player in world.players:
        again = await player.slash(world.channel, "game board")
        assert again.ephemeral and f"/{board.id}" in said(again), "a link to the latest board"
    assert len(world.public_messages()) == before
    world.clock.advance(30)
    assert "Board posted" in said(await frank.slash(world.channel, "game board"))
    assert len(world.public_messages()) == before + 1


async def test_a_move_in_flight_posts_no_board_once_the_table_is_cancelled(world):
    table = await open_and_start(world)
    alice, awaited = world.players[0], await world.awaited_player()
    code = (await world.host.legal_actions(table.id, awaited.id, "en"))[0].code
    submit, before = world.host.submit_here, len(world.public_messages())

    async def submit_then_cancelled(*args, **kwargs):
        """The move is accepted; the table is cancelled before the bot posts its board (SimCord
        lets no bot code press a command, so the host cancels it directly)."""
        publication = await submit(*args, **kwargs)
        await world.host.cancel(table.id, User(alice.id, "alice"), is_admin=False)
        return publication

    world.host.submit_here = submit_then_cancelled
    await awaited.slash(world.channel, "game act", action=code)
    assert len(world.public_messages()) == before, "no live-looking board of a cancelled table"
