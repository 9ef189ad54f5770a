#!/usr/bin/env bash
# Runs the bot (installing only what it needs). Without DISCORD_TOKEN (environment or .env) it
# plays the offline demo instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/python bot.py "$@"
