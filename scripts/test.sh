#!/usr/bin/env bash
# Runs the test suite (after scripts/setup.sh). Extra arguments go to pytest (`--timeout 0` lifts the
# per-test cap).
# XLATE_TESTS_STRICT=1: a skip is a failure, except for tools the project does not install
# (a CUDA toolkit, an AMD GPU) — see tests/conftest.py.
set -euo pipefail
cd "$(dirname "$0")/.."
export XLATE_TESTS_STRICT=1
# the runner's plugins (tests/requirements.txt; pip does nothing when they are installed)
.venv/bin/python -m pip install -q --disable-pip-version-check -r tests/requirements.txt
# One process: the tests' own builds already use both cores (make -j2, batched clang, two conformance
# cases at a time): two pytest-xdist workers, tried, did not shorten a whole run here. The cap, 1500 s,
# is six times the slowest test with its fixtures but one, which sets its own (@pytest.mark.timeout);
# the slowest 30 are listed at the end. Each test of 120 s or more is named when it ends, with the time
# since the run began, and one still running after 600 s every 600 s (tests/slow_watch.py, through fd 3:
# pytest captures stdout while a test runs), so output cut off by an outside limit shows where it was.
exec 3>&1
export XLATE_WATCH_FD=3
exec .venv/bin/python -m pytest -q --timeout 1500 --durations 30 --watch-slow 120 "$@"
