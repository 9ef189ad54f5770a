#!/usr/bin/env bash
# Lint, the type checker and the whole test suite (installing the test tools first); extra
# arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh dev
.venv/bin/ruff check .
.venv/bin/mypy  # the packages listed in pyproject.toml, [tool.mypy]
exec .venv/bin/python -m pytest "$@"
