"""Abandoned tables through SimCord (issue 33): a whole round of timeouts, each seat played by
the AI, ends the table as abandoned: the channel is told, the history lists it as abandoned and
unrated, its replay still works."""

from tests.support.discord_harness import said

DAY = 86_400


async def test_a_whole_round_of_timeouts_ends_the_table_as_abandoned(world):
    alice, bob, carol = world.players[:3]
    await alice.slash(world.channel, "game new", game="saboteur", replay=False)
    for player in (bob, carol):
        await player.slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    table = await world.table()
    # a day between posts, but the bot paces the channel by the real clock (cogs.pacer)
    world.env.bot.budget.channel_posts = 10**9
    lobby = world.env.bot.get_cog("Lobby")
    for turn in range(3):
        assert (await world.host.table(table.id)).status == "playing", turn
        world.clock.advance(DAY)
        await lobby.deadlines()  # the deadline loop: the AI plays the late seat's turn
        await world.env.settle()
    assert (await world.host.table(table.id)).status == "finished"
    await world.env.settle()
    told = [m.content for m in world.public_messages()]
    assert any("the game ends here as abandoned" in text for text in told)
    assert sum("has run out of time" in text for text in told) == 3, "each timeout was posted"
    listed = said(await alice.slash(world.channel, "game history"))
    assert f"#{table.id}" in listed and "Abandoned (the AI played every seat for a round)" in listed
    assert "not rated" in listed and "Won by" not in listed
    replay = await alice.slash(world.channel, "game replay", table=table.id)
    assert replay.ephemeral and "abandoned: the AI played every seat for a round" in said(replay)
