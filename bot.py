"""The bot process: settings, logging, storage, the host, the cogs and the command sync.

Run ``python bot.py``. Settings come from the environment and ``.env`` (see ``.env.example``).
Without ``DISCORD_TOKEN`` the offline demo runs instead (``host.demo.run_demo``), in English or,
with ``--language hu``, in Hungarian.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import logging
import os
import signal
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import aiohttp
import discord
from discord.ext import commands
from dotenv import load_dotenv

import locales
import storage
from cogs.delivery import deliver
from cogs.gamebot import GameBot, Interaction
from cogs.games import DISCORD_GAMES
from cogs.health import Health
from cogs.moves import MoveFlow
from cogs.notices import send_queued, tell_pending
from cogs.replies import handled
from cogs.translator import CatalogTranslator
from host import Host, SystemClock, log_context
from storage import backup

log = logging.getLogger("gamehost")

COGS = ("cogs.lobby", "cogs.season", *(game.cog for game in DISCORD_GAMES.values()))
"""The extensions the bot loads: the lobby, the season's ``/table`` group and each game's own
command group (``cogs.games``)."""

INVITE_SCOPES = ("bot", "applications.commands")
INVITE_PERMISSIONS = discord.Permissions(
    view_channel=True,
    send_messages=True,
    send_messages_in_threads=True,
    create_public_threads=True,
    embed_links=True,
    attach_files=True,
    read_message_history=True,
)
"""What the bot does in a channel: post boards (files, embeds), open a thread per table,
and read the history it needs to edit its own lobby message. Nothing more."""


@dataclass(frozen=True)
class Settings:
    token: str | None
    database_path: Path
    dev_guild_id: int | None
    log_level: str
    database_url: str | None = None
    """A PostgreSQL database shared by several bot processes (issue 16), used instead of the
    SQLite file ``database_path``."""
    shard_count: int | None = None
    """How many shards the bot's servers are split into (None: one process, Discord's count)."""
    shard_ids: tuple[int, ...] | None = None
    """The shards this process connects (None: all ``shard_count`` of them)."""
    http_address: tuple[str, int] | None = None
    """Where /healthz, /readyz and /metrics listen (HTTP_HOST, HTTP_PORT; None: nowhere)."""
    log_format: str = "text"
    """``text``: one readable line per record; ``json``: one JSON object per line (issue 32)."""

    @property
    def database(self) -> str | Path:
        """Where the store is (``storage.open_storage``)."""
        return self.database_url or self.database_path

    @property
    def shards(self) -> dict[str, Any]:
        """The shard options of the Discord client (none unless SHARD_COUNT is set)."""
        if self.shard_count is None:
            return {}
        return {
            "shard_count": self.shard_count,
            "shard_ids": None if self.shard_ids is None else list(self.shard_ids),
        }

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        guild = (environ.get("DEV_GUILD_ID") or "").strip()
        if guild and not guild.isdigit():
            raise SystemExit(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
        level = (environ.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise SystemExit(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
        log_format = (environ.get("LOG_FORMAT") or "text").strip().lower()
        if log_format not in LOG_FORMATS:
            raise SystemExit(f"LOG_FORMAT must be text or json, not {log_format!r}.")
        port = (environ.get("HTTP_PORT") or "").strip()
        if port and not (port.isdigit() and int(port) <= 65535):
            raise SystemExit(f"HTTP_PORT must be a port number (0-65535), not {port!r}.")
        http_host = (environ.get("HTTP_HOST") or "").strip() or "127.0.0.1"
        url = (environ.get("DATABASE_URL") or "").strip() or None
        if url is not None and urlsplit(url).scheme not in ("postgresql", "postgres"):
            # the URL may hold a password: only its scheme is repeated
            raise SystemExit(
                "DATABASE_URL must be a postgresql://user:password@host:port/database URL, not a "
                f"{urlsplit(url).scheme or 'schemeless'} one; unset, the SQLite file DATABASE_PATH is used."
            )
        shard_count, shard_ids = _shards(environ)
        if shard_ids is not None and shard_count is not None and len(shard_ids) < shard_count and url is None:
            raise SystemExit(
                "SHARD_IDS leaves shards to other processes, which must share one database: set DATABASE_URL."
            )
        return cls(
            token=(environ.get("DISCORD_TOKEN") or "").strip() or None,
            database_path=Path(environ.get("DATABASE_PATH") or "gamehost.sqlite3"),
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
            database_url=url,
            shard_count=shard_count,
            shard_ids=shard_ids,
            log_format=log_format,
            http_address=(http_host, int(port)) if port else None,
        )


def _shards(environ: Mapping[str, str]) -> tuple[int | None, tuple[int, ...] | None]:
    """SHARD_COUNT and SHARD_IDS ("0,1"): each id below the count, none twice."""
    count = (environ.get("SHARD_COUNT") or "").strip()
    ids = (environ.get("SHARD_IDS") or "").replace(" ", "")
    if count and (not count.isdigit() or int(count) < 1):
        raise SystemExit(f"SHARD_COUNT must be a number of shards (1 or more), not {count!r}.")
    if ids and not count:
        raise SystemExit("SHARD_IDS needs SHARD_COUNT, the number of shards of all processes together.")
    if not count:
        return None, None
    if not ids:
        return int(count), None
    parts = ids.split(",")
    if not all(part.isdigit() and int(part) < int(count) for part in parts) or len(set(parts)) < len(parts):
        raise SystemExit(
            f"SHARD_IDS must list different shard numbers from 0 to {int(count) - 1}, separated by commas, "
            f"not {ids!r}."
        )
    return int(count), tuple(sorted(int(part) for part in parts))


class RedactSecret(logging.Filter):
    """Replaces a secret (the token) wherever it would reach a log line, arguments included."""

    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        if self.secret in message:
            record.msg = message.replace(self.secret, "[token]")
            record.args = None
        return True


class LogContext(logging.Filter):
    """Names on each record the table, server and user its task is busy with
    (``host.log_context``), unless the call passed them itself (``extra=``)."""

    def filter(self, record: logging.LogRecord) -> bool:
        for name, value in log_context.current().items():
            if not hasattr(record, name):
                setattr(record, name, value)
        return True


class JsonLines(logging.Formatter):
    """One JSON object per line for log shippers: time (UTC, ISO 8601), level, logger, message,
    the table, server and user where known, and the traceback as text when there is one."""

    def format(self, record: logging.LogRecord) -> str:
        entry: dict[str, object] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
        }
        entry |= {name: getattr(record, name) for name in log_context.FIELDS if hasattr(record, name)}
        if record.exc_info:
            entry["exception"] = self.formatException(record.exc_info)
        return json.dumps(entry, ensure_ascii=False, default=str)


LOG_FORMATS = {
    "text": logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"),
    "json": JsonLines(),
}


def configure_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(LOG_FORMATS[settings.log_format])
    handler.addFilter(LogContext())
    if settings.token:
        handler.addFilter(RedactSecret(settings.token))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.log_level)
    # discord.py's own progress lines ("logging in using static token", gateway sessions) only
    # with LOG_LEVEL=DEBUG: at INFO the console has the bot's lines, and a fault at start-up is
    # one line.
    library_level = logging.DEBUG if settings.log_level == "DEBUG" else logging.WARNING
    logging.getLogger("discord").setLevel(max(library_level, logging.getLevelName(settings.log_level)))


def fatal(message: str, *args: object) -> int:
    """Logs a start-up fault as one line (with the traceback only under LOG_LEVEL=DEBUG) and
    returns the exit status."""
    log.error(message, *args, exc_info=log.isEnabledFor(logging.DEBUG))
    return 1


def database_fault(error: storage.DatabaseUnusableError) -> str:
    if "://" in error.path:  # a PostgreSQL URL, its password left out
        return f"DATABASE_URL={error.path} {error.problem}; {error.remedy}."
    path = Path(error.path)
    where = error.path if path.is_absolute() else f"{error.path} ({path.absolute()})"
    return f"DATABASE_PATH={where} {error.problem}; {error.remedy}."


def unreachable_host(error: BaseException) -> str:
    """The host a connection error was about (discord.com for the REST API, else the gateway)."""
    host = getattr(error, "host", None)
    if host:
        port = getattr(error, "port", None)
        return f"{host}:{port}" if port else str(host)
    return urlsplit(discord.http.Route.BASE).netloc


def connection_reason(error: BaseException) -> str:
    os_error = getattr(error, "os_error", None)
    reason = getattr(os_error, "strerror", None) or str(os_error or error)
    return reason or type(error).__name__


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)


class Bot(GameBot):
    """The bot of this process: ``GameBot`` (what the cogs know of it) with its start-up, the
    command sync and the timing of answered commands."""

    def __init__(self, host: Host, **settings: Any) -> None:
        super().__init__(host, deliver=deliver, send_queued=send_queued, moves=MoveFlow, **settings)

    async def setup_hook(self) -> None:
        if self.http_address is not None:  # first: a supervisor sees the start-up as not ready yet
            await self.add_cog(Health(self, *self.http_address))
        await self.tree.set_translator(CatalogTranslator())
        for extension in COGS:
            await self.load_extension(extension)
        await self.courier.start()  # what a stopped or killed process left undelivered goes first
        self.mailer.kick()  # and the DMs it left queued
        await tell_pending(self)  # and the notices it left unposted
        # the tables finished before the store kept ratings (migration 9) are rated once, here
        rated = await self.history.rate_unrated()
        if rated:
            log.info("Rated %d finished tables not rated yet.", rated)
        await self.sync_commands_if_changed()
        self.started = True
        if self.application_id:
            print(f"Invite the bot to a server with: {invite_url(self.application_id)}", flush=True)

    async def on_app_command_completion(self, interaction: Interaction, command: object) -> None:
        handled(interaction)  # its time to gamehost_interaction_seconds

    async def on_ready(self) -> None:
        log.info("Connected to Discord as %s, in %d servers.", self.user, len(self.guilds))

    async def command_tree_hash(self) -> str:
        """A hash of the command tree as Discord receives it (translations included), and of
        where it goes."""
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        payload = [
            # the translator is set in setup_hook; typed Optional by discord.py, passed on as it is
            await command.get_translated_payload(self.tree, self.tree.translator)  # type: ignore[arg-type]
            for command in self.tree.get_commands(guild=guild)
        ]
        text = json.dumps({"guild": self.dev_guild_id, "commands": payload}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    @property
    def syncs_commands(self) -> bool:
        """Whether this process syncs the command tree: of several shard processes, only the
        one holding shard 0 (the tree is the application's, not a shard's)."""
        shard_ids = getattr(self, "shard_ids", None)
        return shard_ids is None or 0 in shard_ids

    async def sync_commands_if_changed(self) -> bool:
        """Syncs the tree only when it differs from the last sync: Discord allows 200 command
        creations a day, and a restart should not spend any of them."""
        if not self.syncs_commands:
            log.info("Slash commands are synced by the process holding shard 0; not syncing.")
            return False
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        digest = await self.command_tree_hash()
        if self.sync_state is not None and self.sync_state.exists() and self.sync_state.read_text() == digest:
            log.info("Slash commands unchanged since the last sync; not syncing.")
            return False
        synced = await self.tree.sync(guild=guild)
        where = f"server {self.dev_guild_id}" if guild else "every server (global)"
        log.info("Synced %d slash commands to %s.", len(synced), where)
        if self.sync_state is not None:
            self.sync_state.write_text(digest)
        return True


class ShardedBot(Bot, commands.AutoShardedBot):
    """The bot as one of several processes splitting the servers (SHARD_COUNT, SHARD_IDS):
    discord.py's AutoShardedBot connecting the shards ``shard_ids`` of ``shard_count``. Every
    process plays any table through the shared database (interactions from DMs arrive on
    shard 0, whichever server the table is in)."""


def sync_state_path(database_path: Path) -> Path:
    return database_path.with_name(database_path.name + ".commands-hash")


def stop_on_signals(bot: GameBot) -> None:
    """SIGTERM (a service manager's stop) and SIGINT (Ctrl-C) close the bot gracefully
    (``GameBot.close``); a second signal during the stop changes nothing."""
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: asyncio.ensure_future(bot.close()))


async def run_bot(settings: Settings) -> int:
    """Runs until SIGTERM/SIGINT or a fatal error; returns the process exit status. The
    database is opened (and found writable) before Discord is contacted; a fault in either is
    one log line."""
    token = settings.token
    if token is None:
        raise ValueError("run_bot needs DISCORD_TOKEN: without one, main runs the offline demo")
    with contextlib.ExitStack() as holding:
        if settings.database_url is None:  # a restore refuses while this is held (storage.backup)
            holding.enter_context(backup.running(settings.database_path))
        return await serve(settings, token)


async def serve(settings: Settings, token: str) -> int:
    try:
        store = await storage.open_storage(settings.database)
    except storage.DatabaseUnusableError as error:
        return fatal("%s", database_fault(error))
    host = Host(store, clock=SystemClock())
    bot = (ShardedBot if settings.shard_count else Bot)(
        host,
        sync_state=sync_state_path(settings.database_path),
        dev_guild_id=settings.dev_guild_id,
        http_address=settings.http_address,
        **settings.shards,
    )
    stop_on_signals(bot)
    status = 1
    try:
        async with bot:
            await bot.start(token)
        status = 0
    except discord.LoginFailure:
        fatal("Discord rejected DISCORD_TOKEN. Copy the bot token again from the developer portal.")
    except discord.PrivilegedIntentsRequired:
        fatal("Discord refused the intents; this bot needs no privileged intent — check the token.")
    except (aiohttp.ClientConnectionError, discord.GatewayNotFound, TimeoutError) as error:
        fatal(
            "Cannot reach Discord at %s (%s). Check this machine's network connection, DNS, firewall "
            "and proxy: the bot needs HTTPS to discord.com and the gateway (gateway.discord.gg).",
            unreachable_host(error),
            connection_reason(error),
        )
    except discord.HTTPException as error:
        fatal(
            "Discord answered %s %s at start-up. Check https://discordstatus.com and try again later.",
            error.status,
            error.text or error.response.reason,
        )
    finally:
        await store.close()
        log.log(logging.INFO if status == 0 else logging.DEBUG, "Stopped; the database is closed.")
    return status


async def run_offline_demo(language: str) -> int:
    from host.demo import DEFAULT_FOLDER, run_demo, written_notice

    print(locales.text(language, "bot-demo-no-token"))
    print(locales.text(language, "bot-demo-instead"))
    print(written_notice(await run_demo(DEFAULT_FOLDER, language=language), language))
    return 0


SETTINGS_HELP = """settings (from the environment, else from a .env file beside bot.py or above it):
  DISCORD_TOKEN  the bot's token (developer portal, Bot page); without it the offline demo runs
  DATABASE_PATH  the SQLite file holding every table (default gamehost.sqlite3), created if missing
  DATABASE_URL   postgresql://user:password@host:port/database: a PostgreSQL database instead,
                 which several bot processes can share
  SHARD_COUNT    the number of shards the servers are split into, all processes together
  SHARD_IDS      the shards this process connects, such as 0,1 (default: all); needs DATABASE_URL
                 when other processes run the rest
  DEV_GUILD_ID   a server id: slash commands are synced to that server only, instantly
  LOG_LEVEL      DEBUG, INFO (default), WARNING or ERROR; DEBUG adds tracebacks to start-up faults
  LOG_FORMAT     text (default) or json: one JSON object per line, for log shippers
  HTTP_PORT      serve /healthz, /readyz and /metrics (Prometheus) on this port; unset: no HTTP
  HTTP_HOST      the address they listen on (default 127.0.0.1: this machine only)
"""


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Runs the game-host Discord bot (Saboteur, Der Goldene Kompass, Alethiometer).",
        epilog=SETTINGS_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    copies = parser.add_mutually_exclusive_group()
    copies.add_argument(
        "--backup",
        nargs="?",
        const="",
        metavar="DEST",
        help="copy the database while the bot runs, to DEST (default: backups/ beside it, timestamped)",
    )
    copies.add_argument(
        "--restore", metavar="SRC", help="replace the database by the backup SRC; refused while the bot runs"
    )
    parser.add_argument(
        "--language",
        choices=locales.LOCALES,
        default=locales.DEFAULT_LOCALE,
        help="the language of the offline demo (run when no DISCORD_TOKEN is set)",
    )
    return parser.parse_args(argv)


def copy_database(settings: Settings, destination: str | None, source: str | None) -> int:
    """``--backup [DEST]`` or ``--restore SRC`` (scripts/backup.sh, scripts/restore.sh): one
    line saying what was done, or why not (exit status 1)."""
    url, path = settings.database_url, settings.database_path
    try:
        if source is not None:
            if url is not None:
                backup.restore_postgres(Path(source), url)
                print(f"Restored {source} into the PostgreSQL database.")
            else:
                kept = backup.restore_sqlite(Path(source), path)
                print(
                    f"Restored {source} into {path}"
                    + (f"; the replaced file is kept as {kept}." if kept else ".")
                )
            return 0
        folder = path.parent / "backups"
        if url is not None:
            made = backup.backup_postgres(
                url, Path(destination or backup.stamped(folder, "gamehost", ".dump"))
            )
        else:
            made = backup.backup_sqlite(
                path, Path(destination or backup.stamped(folder, path.stem, path.suffix))
            )
        print(f"Backed up to {made}.")
        return 0
    except backup.BackupError as error:
        log.error("%s", error)
        return 1


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    load_dotenv()
    settings = Settings.from_env(os.environ)
    configure_logging(settings)
    if arguments.backup is not None or arguments.restore is not None:
        return copy_database(settings, arguments.backup, arguments.restore)
    if settings.token is None:
        return asyncio.run(run_offline_demo(arguments.language))
    return asyncio.run(run_bot(settings))


if __name__ == "__main__":
    sys.exit(main())
