"""A whole Saboteur game on the simulated Discord, played by five scripted users through slash
commands, autocomplete, buttons and select menus, with every secret checked."""

import random
import re

from tests.support.discord_harness import (
    CARD_ID,
    PLAYING_WAYS,
    labels,
    open_and_start,
    said,
    shown_text,
)

ROLE_WORDS = {"saboteur": "Saboteur", "gold-digger": "Gold-digger"}


def dms(player):
    return [m for m in player.user.dm_channel.history() if m.author.bot]


async def check_round_dms(world, table, round_no: int) -> None:
    """Each player has had one round-start DM per round so far, the last naming their own
    role of this round, the server and the channel, with a link and the pictures."""
    for player in world.players:
        role = (await world.host.view(table.id, player.id))["you"]["role"]
        received = [m for m in dms(player) if m.content.startswith("A new round")]
        assert len(received) == round_no, "one round-start DM per player and round"
        text = received[-1].content
        assert re.search(r"you are a \*\*(\S+)\*\*", text)[1] == ROLE_WORDS[role]
        assert "Dwarf Hall" in text and world.channel.mention in text
        assert re.search(rf"https://discord.com/channels/\d+/{world.channel.id}", text)
        assert received[-1].attachments, "the hand picture comes with the DM"


async def test_roles_reach_exactly_the_right_users_by_dm(world):
    table = await open_and_start(world)
    assert table.status == "playing"
    await check_round_dms(world, table, 1)
    assert all(len(dms(player)) == 1 for player in world.players), "nothing else yet"


def check_no_secret_in_channel(world, public_view, seen: int) -> int:
    """The channel posts since the last check hold no card id, no action code, and while a
    role is still hidden no role word (the game's title is capitalised, roles are not), except
    in the post that ends a round and reveals that round's roles (S-11.7)."""
    messages = world.public_messages()
    hidden = any(player["role"] is None for player in public_view["players"])
    for message in messages[seen:]:
        text = shown_text(message)
        assert not CARD_ID.search(text), text
        assert not re.search(r"\b[pbrfmdg]:c?\d", text), text
        if hidden and "is over" not in message.content:
            # the status message's options describe the rules, in role words, naming nobody
            about_seats = "\n".join(line for line in text.splitlines() if not line.startswith("• "))
            assert not re.search(r"\b(saboteur|gold-digger)s?\b", about_seats), text
    return len(messages)


async def test_five_players_play_three_rounds_to_the_final_standings(world):
    rng = random.Random(1)
    table = await open_and_start(world)
    steps, seen, round_no = 0, 0, 1
    while table.status == "playing":
        public_view = await world.host.view(table.id, None)
        seen = check_no_secret_in_channel(world, public_view, seen)
        if public_view["round"] != round_no and public_view["phase"] == "play":
            round_no = public_view["round"]
            await check_round_dms(world, table, round_no)
        player = await world.awaited_player()
        version = table.version
        result = await PLAYING_WAYS[steps % 3](world, player, rng)
        assert result.ephemeral and "Done" in said(result), said(result)
        table = await world.host.table(table.id)
        assert table.version > version
        steps += 1
        assert steps < 400
    check_no_secret_in_channel(world, await world.host.view(table.id, None), seen)
    assert table.status == "finished"
    final = world.public_messages()[-1]
    assert final.content.count("The game is over") == 1 and "Game over" not in final.content
    assert len(final.attachments) == 2, "the last board and the final standings"
    assert labels(final.components) == ["Rematch"], "a finished game offers a rematch, nothing else"
    view = await world.host.view(table.id, None)
    assert len(view["round_results"]) == 3 and round_no == 3
