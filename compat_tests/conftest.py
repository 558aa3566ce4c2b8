"""pytest plugin of the conformance suite: runs every case (compat_tests/cases/*) once per session on
every available target — the cpu backend at wave64 and wave32, a verified gfx942 build, and the amd
backend where /dev/kfd and ROCm exist — two cases at a time, and hands the outcomes to the tests.

Builds are cached by content hash under ${XLATE_CACHE:-~/.cache/xlate}/conformance.
"""

from __future__ import annotations

import os
import shutil
import sys
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))

import runner

ALLOWED_SKIPS = ("nvcc not installed", "has an AMD GPU driver")


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    """As in tests/conftest.py: under XLATE_TESTS_STRICT=1 a skip is a failure."""
    outcome = yield
    report = outcome.get_result()
    if os.environ.get("XLATE_TESTS_STRICT") != "1" or not report.skipped or hasattr(report, "wasxfail"):
        return
    reason = str(report.longrepr[2] if isinstance(report.longrepr, tuple) else report.longrepr)
    if not any(a in reason for a in ALLOWED_SKIPS):
        report.outcome = "failed"
        report.longrepr = f"skipped under XLATE_TESTS_STRICT=1, which allows no skip here: {reason}"


class Suite:
    """Futures of runner.CaseRun per case name, submitted all at once to a pool of two workers."""

    def __init__(self, targets: list[str], work: Path):
        from xlate.cpu.build import runtime_library

        runtime_library()  # build (or find) the cpu runtime once, before the parallel builds
        self.targets = targets
        self.cases = {c.name: c for c in runner.load_cases()}
        self.pool = ThreadPoolExecutor(max_workers=2)
        self.futures: dict[str, Future] = {
            name: self.pool.submit(runner.run_case, case, targets, work) for name, case in self.cases.items()}

    def run(self, name: str) -> runner.CaseRun:
        return self.futures[name].result()


@pytest.fixture(scope="session")
def suite():
    work = Path(tempfile.mkdtemp(prefix="xlate-conformance-"))
    s = Suite(runner.default_targets(), work)
    yield s
    s.pool.shutdown(wait=True, cancel_futures=True)
    shutil.rmtree(work, ignore_errors=True)
