"""A pytest plugin for long unattended runs (scripts/test.sh turns it on): `--watch-slow S` prints a line
for each test that took S seconds or more, at the moment it ends, with the time since the run began;
and, while one test runs for more than 5 S, a line every 5 S naming it (written to the file descriptor
named by $XLATE_WATCH_FD, which scripts/test.sh opens on its own stdout: while a test runs, pytest
captures the run's stdout and stderr). A run cut off from outside (CI's
own limit) then shows, in the last lines of its output, where its time went and what was running.
Off (0) by default."""

from __future__ import annotations

import os
import threading
import time

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--watch-slow", type=float, default=0.0, metavar="S",
                     help="print each test that took S seconds or more, and name a test still running after 5 S")


class _Watch:
    def __init__(self, config: pytest.Config, threshold: float) -> None:
        self.config = config
        self.threshold = threshold
        self.began = time.monotonic()
        self.lock = threading.Lock()
        self.current: tuple[str, float] | None = None
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._beat, name="slow-watch", daemon=True)
        self.thread.start()

    def stamp(self) -> str:
        s = int(time.monotonic() - self.began)
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"

    def _beat(self) -> None:
        every = 5 * self.threshold
        while not self.stop.wait(every):
            with self.lock:
                cur = self.current
            if cur and time.monotonic() - cur[1] >= every:
                ran = int(time.monotonic() - cur[1])
                line = f"\n[watch {self.stamp()}] still running after {ran} s: {cur[0]}\n"
                fd = os.environ.get("XLATE_WATCH_FD", "")
                if fd.isdigit():
                    try:
                        os.write(int(fd), line.encode())
                    except OSError:
                        pass

    @pytest.hookimpl
    def pytest_runtest_logstart(self, nodeid: str) -> None:
        with self.lock:
            self.current = (nodeid, time.monotonic())

    @pytest.hookimpl
    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        with self.lock:
            cur, self.current = self.current, None
        if not cur:
            return
        took = time.monotonic() - cur[1]
        if took >= self.threshold:
            reporter = self.config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.write(f"\n[watch {self.stamp()}] {took:.0f} s: {nodeid}\n", flush=True)

    @pytest.hookimpl
    def pytest_unconfigure(self) -> None:
        self.stop.set()


def pytest_configure(config: pytest.Config) -> None:
    threshold = config.getoption("--watch-slow")
    if threshold and threshold > 0:
        config.pluginmanager.register(_Watch(config, threshold), "slow-watch")
