#!/usr/bin/env bash
# Runs the test suite (after scripts/setup.sh). Extra arguments go to pytest.
# XLATE_TESTS_STRICT=1: a skip is a failure, except for tools the project does not install
# (a CUDA toolkit, an AMD GPU) — see tests/conftest.py.
set -euo pipefail
cd "$(dirname "$0")/.."
export XLATE_TESTS_STRICT=1
exec .venv/bin/python -m pytest -q "$@"
