"""A pytest plugin for long unattended runs (scripts/test.sh turns it on): `--watch-slow S` prints a line
for each test that took S seconds or more, at the moment it ends, with the time since the run began;
and, while a test runs for more than 5 S, a line every 5 S naming it (written to the file descriptor
named by $XLATE_WATCH_FD, which scripts/test.sh opens on its own stdout: while a test runs, pytest
captures the run's stdout and stderr). A run cut off from outside (CI's own limit) then shows, in the
last lines of its output, where its time went and what was running. With pytest-xdist it runs in the
controller only, which hears of every worker's tests. Off (0) by default."""

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
        self.running: dict[str, float] = {}
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._beat, name="slow-watch", daemon=True)
        self.thread.start()

    def stamp(self) -> str:
        s = int(time.monotonic() - self.began)
        return f"{s // 3600}:{s // 60 % 60:02d}:{s % 60:02d}"

    def _beat(self) -> None:
        every = 5 * self.threshold
        fd = os.environ.get("XLATE_WATCH_FD", "")
        while not self.stop.wait(every):
            now = time.monotonic()
            with self.lock:
                long = [(n, now - t) for n, t in self.running.items() if now - t >= every]
            for nodeid, ran in long:
                line = f"\n[watch {self.stamp()}] still running after {int(ran)} s: {nodeid}\n"
                if fd.isdigit():
                    try:
                        os.write(int(fd), line.encode())
                    except OSError:
                        pass

    @pytest.hookimpl
    def pytest_runtest_logstart(self, nodeid: str) -> None:
        with self.lock:
            self.running[nodeid] = time.monotonic()

    @pytest.hookimpl
    def pytest_runtest_logfinish(self, nodeid: str) -> None:
        with self.lock:
            began = self.running.pop(nodeid, None)
        if began is None:
            return
        took = time.monotonic() - began
        if took >= self.threshold:
            reporter = self.config.pluginmanager.get_plugin("terminalreporter")
            if reporter is not None:
                reporter.write(f"\n[watch {self.stamp()}] {took:.0f} s: {nodeid}\n", flush=True)

    @pytest.hookimpl
    def pytest_unconfigure(self) -> None:
        self.stop.set()


def pytest_configure(config: pytest.Config) -> None:
    threshold = config.getoption("--watch-slow")
    worker = hasattr(config, "workerinput")  # a pytest-xdist worker: its controller watches
    if threshold and threshold > 0 and not worker:
        config.pluginmanager.register(_Watch(config, threshold), "slow-watch")
