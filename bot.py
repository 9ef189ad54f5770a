"""The bot process: settings, logging, storage, the host, the cogs and the command sync.

Run ``python bot.py``. Settings come from the environment and ``.env`` (see ``.env.example``).
Without ``DISCORD_TOKEN`` the offline demo runs instead (``host.demo.run_demo``), in English or,
with ``--language hu``, in Hungarian.
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import json
import logging
import os
import signal
import sys
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

import discord
from discord.ext import commands
from dotenv import load_dotenv

import locales
import storage
from cogs.translator import CatalogTranslator
from host import Host, SystemClock

log = logging.getLogger("gamehost")

COGS = ("cogs.lobby", "cogs.saboteur", "cogs.kompass")

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

    @classmethod
    def from_env(cls, environ: Mapping[str, str]) -> Settings:
        guild = (environ.get("DEV_GUILD_ID") or "").strip()
        if guild and not guild.isdigit():
            raise SystemExit(f"DEV_GUILD_ID must be a server id (digits), not {guild!r}.")
        level = (environ.get("LOG_LEVEL") or "INFO").strip().upper()
        if level not in {"DEBUG", "INFO", "WARNING", "ERROR"}:
            raise SystemExit(f"LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}.")
        return cls(
            token=(environ.get("DISCORD_TOKEN") or "").strip() or None,
            database_path=Path(environ.get("DATABASE_PATH") or "gamehost.sqlite3"),
            dev_guild_id=int(guild) if guild else None,
            log_level=level,
        )


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


def configure_logging(settings: Settings) -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    if settings.token:
        handler.addFilter(RedactSecret(settings.token))
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(settings.log_level)


def invite_url(application_id: int) -> str:
    return discord.utils.oauth_url(application_id, permissions=INVITE_PERMISSIONS, scopes=INVITE_SCOPES)


class GameBot(commands.Bot):
    """The Discord client. ``host`` plays the games; cogs only translate to and from Discord."""

    def __init__(
        self,
        host: Host,
        *,
        sync_state: Path | None = None,
        dev_guild_id: int | None = None,
        deadline_poll_seconds: float = 30.0,
    ) -> None:
        intents = discord.Intents.none()
        intents.guilds = True  # channels and threads in the cache; no message content, no members
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
        )
        self.host = host
        self.sync_state = sync_state
        self.dev_guild_id = dev_guild_id
        self.deadline_poll_seconds = deadline_poll_seconds
        self.dm_refused_told: dict[int, set[int]] = {}
        """Per table, the users whose closed DMs the channel was already told about."""

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogTranslator())
        for extension in COGS:
            await self.load_extension(extension)
        await self.sync_commands_if_changed()
        if self.application_id:
            print(f"Invite the bot to a server with: {invite_url(self.application_id)}", flush=True)

    async def command_tree_hash(self) -> str:
        """A hash of the command tree as Discord receives it (translations included), and of
        where it goes."""
        guild = discord.Object(self.dev_guild_id) if self.dev_guild_id else None
        payload = [
            await command.get_translated_payload(self.tree, self.tree.translator)
            for command in self.tree.get_commands(guild=guild)
        ]
        text = json.dumps({"guild": self.dev_guild_id, "commands": payload}, sort_keys=True)
        return hashlib.sha256(text.encode()).hexdigest()

    async def sync_commands_if_changed(self) -> bool:
        """Syncs the tree only when it differs from the last sync: Discord allows 200 command
        creations a day, and a restart should not spend any of them."""
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


def sync_state_path(database_path: Path) -> Path:
    return database_path.with_name(database_path.name + ".commands-hash")


async def run_bot(settings: Settings) -> int:
    """Runs until SIGTERM/SIGINT or a fatal error; returns the process exit status."""
    store = await storage.open_store(settings.database_path)
    host = Host(store, clock=SystemClock())
    bot = GameBot(
        host, sync_state=sync_state_path(settings.database_path), dev_guild_id=settings.dev_guild_id
    )
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        loop.add_signal_handler(signum, lambda: asyncio.ensure_future(bot.close()))
    try:
        async with bot:
            await bot.start(settings.token)
    except discord.LoginFailure:
        log.error("Discord rejected DISCORD_TOKEN. Copy the bot token again from the developer portal.")
        return 1
    except discord.PrivilegedIntentsRequired:
        log.error("Discord refused the intents; this bot needs no privileged intent — check the token.")
        return 1
    finally:
        await store.close()
        log.info("Stopped; the database is closed.")
    return 0


async def run_offline_demo(language: str) -> int:
    from host.demo import DEFAULT_FOLDER, run_demo, written_notice

    print(locales.text(language, "bot-demo-no-token"))
    print(locales.text(language, "bot-demo-instead"))
    print(written_notice(await run_demo(DEFAULT_FOLDER, language=language), language))
    return 0


def parse_arguments(argv: Sequence[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--language",
        choices=locales.LOCALES,
        default=locales.DEFAULT_LOCALE,
        help="the language of the offline demo (run when no DISCORD_TOKEN is set)",
    )
    return parser.parse_args(argv)


def main(argv: Sequence[str] | None = None) -> int:
    arguments = parse_arguments(sys.argv[1:] if argv is None else argv)
    load_dotenv()
    settings = Settings.from_env(os.environ)
    configure_logging(settings)
    if settings.token is None:
        return asyncio.run(run_offline_demo(arguments.language))
    return asyncio.run(run_bot(settings))


if __name__ == "__main__":
    sys.exit(main())
