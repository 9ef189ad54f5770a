#!/usr/bin/env bash
# Idempotent set-up on a fresh machine: a virtual environment in .venv with the pinned
# dependencies of pyproject.toml. `scripts/setup.sh` installs what the bot needs;
# `scripts/setup.sh dev` adds the test tools (pytest, ruff, mypy, SimCord); `scripts/setup.sh preview`
# adds to those the screenshot tool's (SimCord's preview, Playwright: scripts/preview.sh). One stamp file per set
# and pyproject.toml version: re-installs only when pyproject.toml changed or a set is new.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
extras="${1:-}"
case "$extras" in
    "" | dev | preview) ;;
    *) echo "usage: scripts/setup.sh [dev|preview]" >&2; exit 2 ;;
esac
[ -x .venv/bin/python ] || "$python" -m venv .venv
hash=$(sha256sum pyproject.toml | cut -c1-16)
stamp=.venv/.installed-${extras:-run}-$hash
# The dev set includes what the bot needs.
[ -f "$stamp" ] && exit 0
[ -z "$extras" ] && [ -f ".venv/.installed-dev-$hash" ] && exit 0
.venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".${extras:+[${extras/preview/dev,preview}]}"
# Stamps of an older pyproject.toml no longer hold.
find .venv -maxdepth 1 -name '.installed-*' ! -name "*-$hash" -delete
touch "$stamp"
