#!/usr/bin/env bash
# A consistent copy of the bot's database while it runs (issue 32): SQLite's online backup API
# for DATABASE_PATH, pg_dump in its custom format when DATABASE_URL is set. DEST defaults to
# backups/ beside the database, named with the time (UTC). Settings as the bot reads them
# (environment, else .env). Usage: scripts/backup.sh [DEST]
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
exec .venv/bin/python bot.py --backup "${1:-}"
