#!/usr/bin/env bash
# Runs the test suite (after scripts/setup.sh). Extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "$0")/.."
exec .venv/bin/python -m pytest -q "$@"
