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
# Workers (pytest-xdist), one per core. Each worker runs whole test files, and whole
# folders whose tests share a session fixture that builds for minutes (tests/xdist_schedule.py). Per-test
# times barely change with two workers on two cores (most tests run one compiler at a time), so the run
# takes about half as long. At most 4, and one per 6 GiB of memory (a gfx942 build of rocPRIM code takes
# 2-3 GiB); $XLATE_TEST_WORKERS overrides (1: one process).
cores=$(nproc 2>/dev/null || echo 1)
mem_gib=$(awk '/^MemTotal:/ {print int($2 / 1048576)}' /proc/meminfo 2>/dev/null || echo 6)
workers=${XLATE_TEST_WORKERS:-$(( cores < 4 ? cores : 4 ))}
[ -z "${XLATE_TEST_WORKERS:-}" ] && [ "$workers" -gt $(( mem_gib / 6 )) ] && workers=$(( mem_gib / 6 ))
[ "$workers" -ge 1 ] || workers=1
parallel=()
[ "$workers" -gt 1 ] && parallel=(-n "$workers")
echo "test.sh: $workers worker(s) ($cores cores, $mem_gib GiB)"
# The cap, 1500 s, is six times the slowest test with its fixtures but one, which sets its own
# (@pytest.mark.timeout); the slowest 30 are listed at the end. Each test of 120 s or more is named when
# it ends, with the time since the run began, and one still running after 600 s every 600 s
# (tests/slow_watch.py, through fd 3: pytest captures stdout while a test runs), so output cut off by an
# outside limit shows where it was.
exec 3>&1
export XLATE_WATCH_FD=3
exec .venv/bin/python -m pytest -q "${parallel[@]}" --timeout 1500 --durations 30 --watch-slow 120 "$@"
