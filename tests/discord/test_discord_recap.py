"""Catching up through SimCord (issue 33): the turn DM and the **My hand** answer say how many
moves were made since the player's last turn, with a **Recap** button that works after a
restart; ``/table recap`` shows the same to the player alone, with the board. Refusals are
short and ephemeral: a stranger, a closed table, a table of another server."""

import pytest

import locales
from host import User
from tests.support.discord_harness import attachments, labels, open_and_start, said


def refusal(result) -> str:
    text = said(result)
    assert result.ephemeral and text and "{" not in text and len(text) < 300, text
    return text


async def play_first_choice(world, player) -> None:
    table = await world.table()
    code = (await world.host.legal_actions(table.id, player.id, "en"))[0].code
    played = await player.slash(world.channel, "game act", action=code)
    assert played.ephemeral and said(played).startswith(("Done", "Kész"))


async def test_the_turn_dm_counts_the_moves_since_and_its_recap_button_survives_a_restart(world):
    table = await open_and_start(world)
    erin = world.players[4]
    assert table.seat_of(erin.id) == 4 and table.awaited == (0,)
    await erin.slash(world.channel, "game notify", dm=True)
    for player in world.players[:4]:
        await play_first_choice(world, player)
    assert (await world.table()).awaited == (4,)
    [turn_dm] = [m for m in world.direct_messages(erin) if m.content.startswith("It's your turn")]
    assert "📜 4 moves were made since your last turn." in turn_dm.content
    assert "Recap" in labels(turn_dm.components)
    await world.restart()  # the button is a DynamicItem: it works on a message sent before
    recap = await erin.user.click(turn_dm, label="Recap")
    text = said(recap)
    assert recap.ephemeral and text.startswith("You have not moved yet; since the game began, 4 moves")
    assert len(text) <= 2000 and len(attachments(recap)) == 1, "the lines, then the board"
    log = said(await erin.slash(world.channel, "game log"))
    assert all(line in log for line in text.splitlines()[1:]), "only lines Erin's own log shows"
    assert all(p.user.name in text for p in world.players[:4])


@pytest.mark.parametrize(
    ("locale", "counted", "since", "nothing"),
    [
        ("en", "📜 4 moves were made since your last turn.", "Since your last move, 4 moves were made:",
         "Nothing happened since your last move."),
        ("hu", "📜 Amióta utoljára léptél, 4 lépés történt.", "Amióta utoljára léptél, 4 lépés történt:",
         "Amióta utoljára léptél, nem történt semmi."),
    ],
)  # fmt: skip
async def test_my_hand_counts_the_moves_since_and_table_recap_shows_them(
    world, locale, counted, since, nothing
):
    alice = world.players[0]
    world.client_locales[alice.id] = locale
    await open_and_start(world)
    for player in world.players:
        await play_first_choice(world, player)
    hand = await world.show_hand(alice)
    assert counted in hand.content
    assert locales.text(locale, "bot-button-recap") in labels(hand.components)
    recap = await alice.slash(world.channel, "table recap")
    assert recap.ephemeral and said(recap).startswith(since)
    assert len(attachments(recap)) == 1
    assert not any(since in m.content for m in world.public_messages())
    await play_first_choice(world, alice)
    assert nothing in said(await alice.slash(world.channel, "table recap"))
    assert counted not in (await world.show_hand(alice)).content


async def test_a_recap_is_refused_to_a_stranger_for_another_servers_table_and_once_closed(world):
    table = await open_and_start(world)
    alice, erin = world.players[0], world.players[4]
    await erin.slash(world.channel, "game notify", dm=True)
    for player in world.players[:4]:
        await play_first_choice(world, player)
    [turn_dm] = [m for m in world.direct_messages(erin) if m.content.startswith("It's your turn")]
    stranger = world.channel.guild.add_member(world.env.create_user("zed"))
    assert "not playing at this table" in refusal(await stranger.slash(world.channel, "table recap"))
    elsewhere = await world.host.open_table(999, 999, "saboteur", User(alice.id, alice.name))
    assert "no table" in refusal(await alice.slash(world.channel, "table recap", table=elsewhere.id))
    await alice.slash(world.channel, "game cancel")
    text = refusal(await erin.user.click(turn_dm, label="Recap"))
    assert "cancelled" in text.lower()
    assert (await world.host.table(table.id)).status == "cancelled"
