#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh (issue 32), with the bot stopped: refused while a
# bot process uses the database (SQLite: it holds <database>.running; PostgreSQL: a connection
# named gamehost). The SQLite file it replaces is kept beside it. Usage: scripts/restore.sh SRC
set -euo pipefail
cd "$(dirname "$0")/.."
if [ $# -ne 1 ]; then echo "usage: scripts/restore.sh SRC" >&2; exit 2; fi
scripts/setup.sh
exec .venv/bin/python bot.py --restore "$1"
