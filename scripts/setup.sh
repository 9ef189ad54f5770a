#!/usr/bin/env bash
# Idempotent set-up on a fresh machine: a virtual environment in .venv with the pinned
# dependencies of pyproject.toml. Re-installs only when pyproject.toml changed.
set -euo pipefail
cd "$(dirname "$0")/.."
python="${PYTHON:-python3}"
[ -x .venv/bin/python ] || "$python" -m venv .venv
stamp=.venv/.installed-$(sha256sum pyproject.toml | cut -c1-16)
if [ ! -f "$stamp" ]; then
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
    rm -f .venv/.installed-* && touch "$stamp"
fi
