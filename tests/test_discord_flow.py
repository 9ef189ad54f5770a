"""What a player reads after each move, said once (issue 23): one turn line per post, one
message saying the game began, a status message in words; one private answer per move; menus
whose entries can be told apart."""

import random

import locales
from tests.discord_harness import make_world, open_and_start, play_by_act, said

TURN_MARKERS = ("your turn", "Waiting for")


def turn_lines(text: str) -> list[str]:
    return [line for line in text.splitlines() if any(marker in line for marker in TURN_MARKERS)]


async def test_a_post_says_whose_turn_once_and_one_message_says_the_game_began(tmp_path):
    world = await make_world(tmp_path)
    try:
        table, rng = await open_and_start(world), random.Random(5)
        for _ in range(12):
            if table.status != "playing":
                break
            await play_by_act(world, await world.awaited_player(), rng)
            table = await world.table()
        posts = world.public_messages()
        for post in posts:
            lines = turn_lines(post.content)
            awaited = table.status == "playing" and post.id == table.board_message_id
            assert len(lines) <= 1, post.content
            if awaited:
                assert len(lines) == 1 and lines[0].startswith("<@"), "@X, your turn — deadline …"
        everything = [m.content for m in posts] + [text for _, text in world.answers()]
        began = [text for text in everything if "begins:" in text or "started" in text]
        assert len(began) == 1, began
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_the_status_says_options_in_words_and_links_the_board(tmp_path):
    world = await make_world(tmp_path)
    try:
        await open_and_start(world, options="greedy_dwarf=true")
        status = said(await world.players[1].slash(world.channel, "game status"))
        assert "greedy_dwarf" not in status and "=" not in status
        description = locales.text("en", "sab-option-greedy-dwarf")
        assert locales.text("en", "bot-status-option", option=description, value="true") in status
        lines = status.splitlines()
        last_seat = max(i for i, line in enumerate(lines) if line[:2] in {f"{n}." for n in range(1, 10)})
        assert lines[last_seat + 1] == "", "a blank line ends the seat list"
        assert "](https://discord.com/channels/" in status, "the board as a markdown link"
    finally:
        await world.env.shutdown()
        await world.store.close()
