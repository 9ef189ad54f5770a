"""Runs bot.py as ``python bot.py`` would, with discord.py's REST API moved to the address in
GAMEHOST_TEST_DISCORD_API (one nothing listens on): Discord unreachable, as on a machine
without network, on any machine. For the start-up tests only."""

import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import discord.http

import bot

discord.http.Route.BASE = os.environ["GAMEHOST_TEST_DISCORD_API"]

if __name__ == "__main__":
    sys.exit(bot.main())
