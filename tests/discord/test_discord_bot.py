"""bot.py: settings, the token kept out of logs, the invite URL, command sync only on change."""

import asyncio
import logging
import os
import signal

import discord
import pytest

import bot
import locales
from cogs.parsing import parse_duration, parse_options
from cogs.replies import Refusal
from host.demo import DEFAULT_FOLDER
from tests.support.discord_harness import make_world


def test_settings_from_environment():
    settings = bot.Settings.from_env(
        {"DISCORD_TOKEN": " abc ", "DATABASE_PATH": "x.db", "DEV_GUILD_ID": "42", "LOG_LEVEL": "debug"}
    )
    assert settings == bot.Settings("abc", bot.Path("x.db"), 42, "DEBUG")
    empty = bot.Settings.from_env({})
    assert empty.token is None and empty.dev_guild_id is None and empty.log_level == "INFO"


def test_bad_settings_are_refused_clearly():
    with pytest.raises(SystemExit, match="DEV_GUILD_ID"):
        bot.Settings.from_env({"DEV_GUILD_ID": "my-server"})
    with pytest.raises(SystemExit, match="LOG_LEVEL"):
        bot.Settings.from_env({"LOG_LEVEL": "loud"})


def test_token_never_reaches_a_log_line(caplog):
    secret = "MTIz.secret.token"
    logger = logging.getLogger("test.redact")
    logger.addFilter(bot.RedactSecret(secret))
    with caplog.at_level(logging.INFO, logger="test.redact"):
        logger.info("connecting with %s", secret)
    assert secret not in caplog.text
    assert "[token]" in caplog.text


@pytest.mark.parametrize(("argv", "language"), [([], "en"), (["--language", "hu"], "hu")])
def test_missing_token_runs_the_offline_demo(monkeypatch, capsys, tmp_path, argv, language):
    """The console says, in the chosen language, where the demo went (as an absolute path) and
    how to get a token; the demo itself plays in that language."""
    ran = []

    async def fake_demo(out_dir, *, language):
        ran.append((out_dir, language))
        return out_dir

    monkeypatch.setattr("host.demo.run_demo", fake_demo, raising=False)
    monkeypatch.setattr(bot, "load_dotenv", lambda: None)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert bot.main(argv) == 0
    assert ran == [(DEFAULT_FOLDER, language)]
    out = capsys.readouterr().out
    assert locales.text(language, "bot-demo-no-token") in out
    assert locales.text(language, "demo-written", folder=str(tmp_path.resolve() / DEFAULT_FOLDER)) in out
    assert locales.text(language, "demo-token-howto") in out
    if language == "en":
        assert "No DISCORD_TOKEN" in out and f"written to {tmp_path.resolve() / DEFAULT_FOLDER} " in out


def test_an_unknown_demo_language_is_refused_naming_the_choices(capsys):
    with pytest.raises(SystemExit):
        bot.main(["--language", "de"])
    assert "'en', 'hu'" in capsys.readouterr().err


def test_invite_url_asks_for_both_scopes_and_the_needed_permissions():
    url = bot.invite_url(1234)
    assert "client_id=1234" in url
    assert "scope=bot+applications.commands" in url
    permissions = bot.INVITE_PERMISSIONS
    assert permissions.send_messages and permissions.attach_files and permissions.create_public_threads
    assert not permissions.administrator and not permissions.manage_messages


def test_table_options_are_parsed_for_the_host():
    assert parse_options("loose_connection=true, greedy_dwarf=off") == {
        "loose_connection": True,
        "greedy_dwarf": False,
    }
    assert parse_options("hand=6") == {"hand": 6}
    assert parse_options(None) == {}
    with pytest.raises(Refusal, match="name=value"):
        parse_options("loose_connection")


def test_turn_timeouts_read_minutes_hours_days():
    assert parse_duration("30m") == 1800
    assert parse_duration("12h") == 43200
    assert parse_duration("2d") == 172800
    assert parse_duration(None) is None
    with pytest.raises(Refusal, match="30m"):
        parse_duration("soon")


def command_syncs(env) -> int:
    return sum(1 for entry in env.http_requests if entry.method == "PUT" and entry.path.endswith("/commands"))


async def test_commands_sync_once_and_not_again_after_a_restart(tmp_path):
    world = await make_world(tmp_path, n_players=1)
    try:
        alice = world.players[0]
        assert {"game new", "game act", "game hand", "saboteur place"} <= set(
            alice.available_commands(world.channel)
        )
        assert command_syncs(world.env) == 1
        assert world.sync_state.exists()
        await world.restart()
        assert command_syncs(world.env) == 1, "an unchanged tree must not be synced again"
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_a_rejected_token_stops_with_a_clear_message_and_closes_the_database(
    tmp_path, monkeypatch, caplog
):
    secret = "MTIz.rejected.token"

    async def refuse(self, token, *, reconnect=True):
        raise discord.LoginFailure("Improper token has been passed.")

    monkeypatch.setattr(bot.Bot, "start", refuse)
    settings = bot.Settings(secret, tmp_path / "t.sqlite3", None, "INFO")
    with caplog.at_level(logging.DEBUG, logger="gamehost"):
        assert await bot.run_bot(settings) == 1
    assert "Discord rejected DISCORD_TOKEN" in caplog.text
    assert "database is closed" in caplog.text  # said at DEBUG: at INFO a fault is one line
    assert secret not in caplog.text


async def test_dev_guild_gets_its_own_instant_sync(tmp_path):
    world = await make_world(tmp_path, n_players=1)
    try:
        guild_id = world.channel.guild.id
        world.env.bot.dev_guild_id = guild_id
        assert await world.env.bot.sync_commands_if_changed(), "a new target is a changed tree"
        puts = [e.path for e in world.env.http_requests if e.method == "PUT" and e.path.endswith("/commands")]
        assert puts[-1].endswith(f"/guilds/{guild_id}/commands")
        assert not await world.env.bot.sync_commands_if_changed()
    finally:
        await world.env.shutdown()
        await world.store.close()


async def test_the_invite_url_is_printed_at_start_up(tmp_path, capsys):
    world = await make_world(tmp_path, n_players=1)
    try:
        out = capsys.readouterr().out
        assert bot.invite_url(world.env.bot.application_id) in out
    finally:
        await world.env.shutdown()
        await world.store.close()


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGINT])
async def test_sigterm_and_sigint_close_the_bot_then_the_database(tmp_path, monkeypatch, caplog, signum):
    """A signal while connected closes the Discord client, then the database, and exits 0."""
    closed = []

    async def serve_until_closed(self, token, *, reconnect=True):
        os.kill(os.getpid(), signum)  # as `kill` or Ctrl-C would, while the bot is running
        while not self.is_closed():
            await asyncio.sleep(0.01)
        closed.append(True)

    monkeypatch.setattr(bot.Bot, "start", serve_until_closed)
    settings = bot.Settings("MTIz.some.token", tmp_path / "t.sqlite3", None, "INFO")
    with caplog.at_level(logging.INFO):
        assert await asyncio.wait_for(bot.run_bot(settings), timeout=10) == 0
    assert closed == [True]
    assert "database is closed" in caplog.text
    asyncio.get_running_loop().remove_signal_handler(signum)
