"""Which language where (docs/architecture.md, "Words and languages"): on a Hungarian server a table speaks
Hungarian in its channel, every user reads their replies, menus, suggestions and DMs in their own
Discord client's language, and `/game new language:` chooses or refuses clearly."""

import random
import re

import pytest
import simcord.actors
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

import images
import locales
from cogs.translator import language_choices
from cogs.wording import jump_link, when
from host.table import REMINDER_AT
from rules import GAMES
from rules.core import msg
from tests.support.discord_harness import PLAYING_WAYS, labels, make_world, open_and_start, said

WORDS = re.compile(r"[^\W\d_]{2,}(?: [^\W\d_]{2,})+")
"""Two or more words in a row: a phrase of a catalog that no name or number can be."""


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.found: list[str] = []

    def visit_TextElement(self, node) -> None:
        self.found.append(node.value)


def catalog_texts(locale: str) -> list[str]:
    """The literal text of every message of ``locale`` (placeholders and references left out)."""
    texts = _Texts()
    for path in sorted((locales.ROOT / locale).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, fluent_ast.Message):
                texts.visit(entry)
    return texts.found


def phrases_only_in(locale: str, other: str) -> re.Pattern[str]:
    """The phrases of ``locale``'s catalogs found nowhere in ``other``'s: any of them in a text
    means the text was written from ``locale``'s catalog."""
    elsewhere = "\n".join(catalog_texts(other))
    phrases = {p for text in catalog_texts(locale) for p in WORDS.findall(text) if p not in elsewhere}
    alternatives = "|".join(re.escape(p) for p in sorted(phrases, key=len, reverse=True))
    return re.compile(rf"(?<!\w)(?:{alternatives})(?!\w)")


ENGLISH = phrases_only_in("en", "hu")
HUNGARIAN = phrases_only_in("hu", "en")


def written_in(locale: str, texts) -> list[str]:
    """The texts that carry a phrase of the other locale's catalog, with that phrase."""
    other = ENGLISH if locale == "hu" else HUNGARIAN
    return [f"{found[0]!r} in {text!r}" for text in texts if (found := other.search(text))]


def test_the_language_check_tells_english_from_hungarian():
    english = locales.text("en", "bot-lobby-open")
    hungarian = locales.text("hu", "bot-lobby-open")
    assert written_in("hu", [english]) and not written_in("hu", [hungarian])
    assert written_in("en", [hungarian]) and not written_in("en", [english])


def done(text: str, locale: str) -> bool:
    """Whether ``text`` is the reply to an accepted move, in ``locale``."""
    return text == locales.text(locale, "bot-done") or text.startswith(
        locales.text(locale, "bot-done-heading")
    )


def message_texts(messages) -> list[str]:
    return [text for message in messages for text in [message.content, *labels(message.components)]]


async def test_a_whole_saboteur_game_on_a_hungarian_server_with_one_english_client(tmp_path):
    """Five players on a server whose preferred locale is Hungarian, four with Hungarian
    clients: the table opens in Hungarian, and every channel post, DM, reply, menu and
    suggestion they read is Hungarian; erin, on an English client at the same table, reads her
    own replies, menus, suggestions and DMs in English."""
    world = await make_world(tmp_path, server_locale="hu", client_locale="hu")
    try:
        erin = world.players[4]
        world.client_locales[erin.id] = "en-US"
        table = await open_and_start(world)
        assert table.language == "hu"
        alice = world.players[0]
        for player in (alice, erin):
            await player.slash(world.channel, "game rules", game="saboteur")
            await player.slash(world.channel, "game status")
        rng, steps = random.Random(3), 0
        while table.status == "playing":
            player = await world.awaited_player()
            idle = next(p for p in (alice, erin) if p is not player)
            if steps % 10 == 0:
                refused = await idle.slash(world.channel, "game act", action="pass")  # not their turn
                assert refused.ephemeral and said(refused)
            result = await PLAYING_WAYS[steps % 3](world, player, rng)
            assert result.ephemeral and done(said(result), world.locale_of(player)), said(result)
            table = await world.host.table(table.id)
            steps += 1
            assert steps < 400
        for player in (alice, erin):
            await player.slash(world.channel, "game log")
        assert table.status == "finished"

        channel = message_texts(world.public_messages())
        assert len(channel) > steps and written_in("hu", channel) == []
        for player in world.players:
            language = world.locale_of(player)
            dms = message_texts(world.direct_messages(player))
            answered = [text for user, text in world.answers() if user == player.id]
            assert dms and answered
            assert written_in(language, dms) == [], player.user.name
            assert written_in(language, answered) == [], player.user.name
        erins = [text for user, text in world.answers() if user == erin.id]
        assert any(HUNGARIAN.search(text) for text in channel) and any(ENGLISH.search(t) for t in erins)
    finally:
        await world.env.shutdown()
        await world.store.close()


@pytest.mark.parametrize("game_id", ["kompass", "alethiometer"])
async def test_a_whole_ai_filled_game_reads_hungarian(tmp_path, game_id):
    """alice, on a Hungarian client and server, plays against AI seats by `/game act` to the
    end: every caption and post of the channel, her text hand, DMs, replies and suggestions."""
    world = await make_world(tmp_path, n_players=1, server_locale="hu", client_locale="hu")
    try:
        alice, channel = world.players[0], world.channel
        await alice.slash(channel, "game new", game=game_id)
        for _ in range(GAMES[game_id].max_players - 1):
            await alice.slash(channel, "game add-ai")
        await alice.slash(channel, "game start")
        table, rng, steps = await world.table(), random.Random(5), 0
        hand = await alice.slash(channel, "game hand")
        view = await world.host.view(table.id, alice.id)
        # the hand as one picture, said in words by its alt text (issue 23: no text repeating it)
        [picture] = hand.response.attachments
        assert picture.description == images.alt_text(game_id, "hand", view, list(table.names), "hu")
        assert written_in("hu", [said(hand), picture.description]) == []
        while table.status == "playing":
            answers = await world.autocomplete(alice, "game act", "action")
            result = await alice.slash(channel, "game act", action=rng.choice(answers)["value"])
            assert done(said(result), "hu"), said(result)
            table = await world.host.table(table.id)
            steps += 1
            assert steps < 1000
        channel_texts = message_texts(world.public_messages())
        dms = message_texts(world.direct_messages(alice))
        answered = [text for _user, text in world.answers()]
        assert channel_texts and dms  # fewer posts than steps: one per turn (test_host_posts.py)
        assert written_in("hu", channel_texts + dms + answered) == []
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_table_speaks_the_language_chosen_whatever_the_server_prefers(tmp_path):
    world = await make_world(tmp_path, n_players=2, server_locale="hu", client_locale="hu")
    try:
        alice, bob = world.players
        world.client_locales[bob.id] = "en-GB"
        opened = await alice.slash(world.channel, "game new", game="saboteur", language="en")
        # the opener's own answer, in her locale; the lobby follows it as the public follow-up (issue 25)
        assert said(opened).split("\n")[0] == locales.text(
            "hu", "bot-table-opened", table=1, channel=world.channel.mention
        )
        assert (await world.table()).language == "en"
        lobby = world.channel.last_message
        assert lobby.content.startswith("A table is open") and labels(lobby.components)[0] == "Join"
        joined = await bob.click(lobby, label="Join")
        assert said(joined) == "You joined the table."
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_server_without_a_hungarian_preference_opens_english_tables(tmp_path):
    world = await make_world(tmp_path, n_players=1, server_locale="de", client_locale="hu")
    try:
        await world.players[0].slash(world.channel, "game new", game="saboteur")
        assert (await world.table()).language == "en"
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_an_unknown_language_is_refused_naming_the_choices_and_changes_nothing(tmp_path):
    """A client that bypasses the choices (Discord itself would not send this) gets a refusal in
    its own language that names the languages there are."""
    world = await make_world(tmp_path, n_players=1, server_locale="hu", client_locale="hu")
    try:
        alice = world.players[0]
        command = world.env.backend.find_command("game", world.channel.guild.id)
        options = [
            {"name": "game", "type": 3, "value": "saboteur"},
            {"name": "language", "type": 3, "value": "de"},
        ]
        data = {
            "id": command["id"],
            "name": "game",
            "type": 1,
            "options": [{"name": "new", "type": 1, "options": options}],
        }
        result = await simcord.actors._dispatch_actor_interaction(alice, 2, world.channel, data)
        assert result.ephemeral
        assert "`de`" in said(result) and all(choice.name in said(result) for choice in language_choices())
        assert written_in("hu", [said(result)]) == []
        assert await world.host.active_table(world.channel.id) is None
        assert world.public_messages() == []
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_reminders_reach_each_player_in_their_own_language_and_timeouts_the_channel_in_the_tables(
    tmp_path,
):
    """DMs sent without an interaction (a reminder, the hand after the AI's move) use the locale
    the player last used; the timeout's post is in the table's language."""
    poll = 60
    world = await make_world(tmp_path, poll=poll, server_locale="hu", client_locale="hu")
    try:
        table = await open_and_start(world)
        late = await world.awaited_player()
        world.client_locales[late.id] = "en-US"
        await late.slash(world.channel, "game status")  # the locale late used last: English
        language, dms = "en", len(world.direct_messages(late))
        world.clock.advance(table.turn_seconds * REMINDER_AT + 1)
        await world.env.advance_time(poll + 1)
        [reminder] = world.direct_messages(late)[dms:]
        expected = msg(
            "bot-reminder",
            channel=world.channel.mention,
            game=GAMES["saboteur"].title,
            deadline=when(table.deadline),
            link=jump_link(await world.table()),
        )
        assert reminder.content == locales.render(expected, language)
        world.clock.advance(table.turn_seconds)
        await world.env.advance_time(poll + 1)
        [hand] = world.direct_messages(late)[dms + 1 :]
        assert written_in(language, message_texts([hand])) == []
        post = world.public_messages()[-1]
        assert post.content.startswith("⏰") and written_in("hu", message_texts([post])) == []
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_closed_dm_is_told_in_the_tables_language_whatever_the_players_client(tmp_path):
    world = await make_world(tmp_path, server_locale="hu", client_locale="hu")
    try:
        erin = world.players[4]
        world.client_locales[erin.id] = "en-US"
        world.env.inject_error(
            "POST", f"/channels/{erin.user.dm_channel.id}/messages", status=403, code=50007, times=None
        )
        await open_and_start(world)
        notice = locales.text("hu", "bot-dm-closed", user=erin.mention)
        assert [m.content for m in world.public_messages() if m.content == notice] == [notice]
        hand = await erin.slash(world.channel, "game hand")
        [picture] = hand.response.attachments  # the hand, said in words by its alt text
        assert written_in("en", [said(hand), picture.description]) == []
        assert ENGLISH.search(picture.description)
    finally:
        await world.env.shutdown()
        await world.store.close()
