#!/usr/bin/env bash
# Lint and the whole test suite (installing the test tools first); extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh dev
.venv/bin/ruff check .
exec .venv/bin/python -m pytest "$@"
