#!/usr/bin/env bash
# Runs the bot. Without DISCORD_TOKEN (environment or .env) it plays the offline demo instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/python bot.py "$@"
