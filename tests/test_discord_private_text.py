"""The hand as words for games without a text of their own (Kompass, Alethiometer): read from
the seat's private part of its view only, never JSON, short enough for one Discord message."""

from collections import Counter

from cogs.private_text import MAX_CHARS, seat_secrets_text
from rules import GAMES
from tests.discord_harness import said, world_fixture  # noqa: F401

NAMES = ["Alice", "Bob", "Carol"]


def assert_plain(text: str) -> None:
    assert not set(text) & set('{}"[]'), text


def test_kompass_hand_and_task_read_as_text_of_the_own_seat_only():
    """The hand dealt by K-1.17 to K-1.20 (Lyra cards by colour and value, equal ones counted;
    the Pan card) and the task card by name; another seat's task stays out."""
    game = GAMES["kompass"]
    state = game.setup(3, seed=3, options={})
    mine, theirs = game.view(state, 0)["you"], game.view(state, 1)["you"]
    assert mine["task"]["name"] != theirs["task"]["name"], "the test needs two different tasks"
    text = seat_secrets_text(game.view(state, 0), NAMES)
    assert_plain(text)
    hand = Counter(
        f"lyra {c['colour']} {c['value']}" if c["type"] == "lyra" else f"pan {c['ability']} {c['xp']}"
        for c in mine["hand"]
    )
    shown = text.splitlines()[0].removeprefix("**Hand**: ").split("; ")
    assert shown == [card if count == 1 else f"{card} ×{count}" for card, count in hand.items()]
    assert f"**Task**: {mine['task']['name']}, level {mine['task']['level']}" in text
    assert theirs["task"]["name"] not in text


def test_alethiometer_hand_dealt_allies_and_seen_cards_read_as_text():
    """A-DEC-10: the seat's hand by kind, its dealt allies with their text, and the cards it has
    seen in another hand under that player's name."""
    game = GAMES["alethiometer"]
    view = game.view(game.setup(3, seed=3, options={}), 0)
    private = view["private"]
    text = seat_secrets_text(view, NAMES)
    assert_plain(text)
    assert text.startswith("**Hand**: " + "; ".join(card["kind"] for card in private["hand"]))
    for ally in private["dealt"]:
        assert f"{ally['name']}, deck {ally['deck']}" in text and ally["text"] in text
    seen = {**view, "private": {"seen_cards": {"1": [{"id": "l9", "kind": "goose"}] * 2}}}
    assert seat_secrets_text(seen, NAMES) == "**Seen cards**: Bob: (goose ×2)"


def test_a_long_private_view_is_cut_to_fit_one_message():
    view = {"you": {"hand": [{"id": f"k{i}", "name": f"card number {i}"} for i in range(400)]}}
    text = seat_secrets_text(view, NAMES)
    assert len(text) == MAX_CHARS and text.endswith("…")


async def test_game_hand_at_a_kompass_table_shows_text_not_json(world):
    alice, bob = world.players[:2]
    await alice.slash(world.channel, "game new", game="kompass")
    await bob.slash(world.channel, "game join")
    await alice.slash(world.channel, "game start")
    table = await world.table()
    shown = await bob.slash(world.channel, "game hand")
    task = (await world.host.view(table.id, bob.id))["you"]["task"]["name"]
    assert shown.ephemeral and "**Hand**: " in said(shown) and task in said(shown)
    assert "```" not in said(shown) and "{" not in said(shown)
