"""``LOG_FORMAT=json`` (issue 32): one JSON object per line with time, level, logger, message,
and the table, server and user a line is about where known: from the interaction being
answered (``cogs.replies.acknowledge``) and the table whose lock is held (``Tables.locked``)."""

import ast
import contextvars
import dataclasses
import io
import json
import logging
from pathlib import Path

import pytest

import bot
import cogs.games
from host import log_context
from tests.support.discord_harness import said
from tests.support.host import ALICE, hosted


@pytest.fixture
def json_lines():
    """The root logger writing JSON lines to a buffer, as ``configure_logging`` sets it up."""
    stream = io.StringIO()
    root = logging.getLogger()
    saved = root.handlers[:], root.level
    bot.configure_logging(bot.Settings.from_env({"LOG_FORMAT": "json", "DISCORD_TOKEN": "sekrit"}))
    root.handlers[0].setStream(stream)
    yield stream
    root.handlers[:], _ = saved
    root.setLevel(saved[1])


def lines(stream) -> list[dict]:
    return [json.loads(line) for line in stream.getvalue().splitlines()]


def test_each_line_is_one_json_object_with_what_it_is_about(json_lines):
    def busy() -> None:
        log_context.about(server=5, user=7)
        with log_context.about_table(3):
            logging.getLogger("gamehost.test").warning("hello %s, token %s", "there", "sekrit")
        try:
            raise ValueError("broken\nacross lines")
        except ValueError:
            logging.getLogger("gamehost.test").exception("failed")

    contextvars.copy_context().run(busy)
    logging.getLogger("gamehost.test").warning("no context here")
    first, second, third = lines(json_lines)
    assert first["message"] == "hello there, token [token]"
    assert (first["level"], first["logger"], first["table"], first["server"], first["user"]) == (
        "WARNING", "gamehost.test", 3, 5, 7,
    )  # fmt: skip
    assert first["time"].endswith("+00:00") and "T" in first["time"]
    assert "table" not in second and second["server"] == 5, "the table's block ended"
    assert "ValueError: broken\nacross lines" in second["exception"]
    assert not {"table", "server", "user"} & set(third), "another task's ids do not leak"


def test_the_default_stays_readable_text_and_a_bad_format_is_refused():
    assert bot.Settings.from_env({}).log_format == "text"
    with pytest.raises(SystemExit, match="LOG_FORMAT must be text or json"):
        bot.Settings.from_env({"LOG_FORMAT": "xml"})


async def test_a_line_logged_under_a_tables_lock_names_the_table(json_lines, database):
    async with hosted(database) as host:
        table = await host.open_table(1, 2, "race", ALICE)
        async with host.tables.locked(table.id):
            logging.getLogger("gamehost.test").info("inside")
    [line] = [line for line in lines(json_lines) if line["message"] == "inside"]
    assert line["table"] == table.id


async def test_a_line_logged_while_answering_an_interaction_names_its_server_and_user(
    world, json_lines, monkeypatch
):
    # break what /game rules reads: its text fails with a TypeError
    broken = dataclasses.replace(cogs.games.DISCORD_GAMES["saboteur"], rules_lines=None)
    monkeypatch.setitem(cogs.games.DISCORD_GAMES, "saboteur", broken)
    alice = world.players[0]
    assert "something went wrong" in said(await alice.slash(world.channel, "game rules", game="saboteur"))
    [line] = [line for line in lines(json_lines) if line["message"].startswith("Unexpected error")]
    assert (line["level"], line["server"], line["user"]) == ("ERROR", world.channel.guild.id, alice.id)
    assert "TypeError" in line["exception"]


def test_every_logger_of_the_bot_is_under_gamehost():
    """An operator who sets the level of ``gamehost`` (or filters on it) gets every line the bot
    writes: no module logs under its bare module name (``host.table``), outside that tree."""
    root = Path(__file__).resolve().parents[2]
    sources = [root / "bot.py"] + [
        path
        for package in ("cogs", "host", "storage", "images", "locales", "rules")
        for path in (root / package).rglob("*.py")
    ]
    names = {}
    for path in sources:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr == "getLogger"
                and node.args
            ):
                argument = node.args[0]
                names[f"{path.relative_to(root)}:{node.lineno}"] = (
                    argument.value if isinstance(argument, ast.Constant) else ast.unparse(argument)
                )
    assert any(where.startswith("host/table.py:") for where in names)  # the scan finds them
    library = {"discord"}  # bot.py sets discord.py's level, it writes no lines there
    outside = {
        where: name
        for where, name in names.items()
        if name not in library and not str(name).startswith("gamehost")
    }
    assert outside == {}
