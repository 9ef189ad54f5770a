#!/usr/bin/env bash
# See the bot as players do (issue 23): plays a short table of each game with the real bot in a
# SimCord world and saves Discord-like screenshots (desktop 1280 px and phone 420 px wide, English
# and Hungarian, a DM and a mover's private reply) into OUT (default preview_output/).
#   scripts/preview.sh [OUT] [--gallery docs/gallery/discord] [--games saboteur ...]
# --gallery also writes a few of them, compressed, there (the README's and the gallery's pictures).
# Debian's chromium is installed with apt-get if missing (Playwright's own browser download does
# not work on these machines). A tool, not a test: CI does not run it.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    $sudo apt-get install -y -qq chromium
fi
scripts/setup.sh preview
exec .venv/bin/python -m tools.preview "$@"
