#!/usr/bin/env bash
# Lint and the whole test suite; extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
.venv/bin/ruff check .
exec .venv/bin/python -m pytest "$@"
