"""How scripts/test.sh spreads the suite over pytest-xdist workers: each test file to one worker, and
each folder below whose tests share a session fixture that builds for minutes to one worker as a whole
(split, every worker would build it again): compat_tests (the `suite` fixture builds every conformance
case on every target), tests/cpu (every program at both wave sizes), tests/ptx (one host program of all
PTX cases), tests/toolchain and tests/shim. xdist starts with the scopes that hold the most tests."""

from __future__ import annotations

from xdist.scheduler import LoadScopeScheduling

WHOLE_FOLDERS = ("compat_tests/", "tests/cpu/", "tests/ptx/", "tests/toolchain/", "tests/shim/")


class FileOrFolderScheduling(LoadScopeScheduling):
    def _split_scope(self, nodeid: str) -> str:
        for folder in WHOLE_FOLDERS:
            if nodeid.startswith(folder):
                return folder
        return nodeid.split("::", 1)[0]


def pytest_xdist_make_scheduler(config, log):
    return FileOrFolderScheduling(config, log)
