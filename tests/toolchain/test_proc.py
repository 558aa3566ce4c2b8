"""xlate.core.proc.run, the one process runner: argument lists, timeouts that kill the whole process
group, a timed-out result on request, one way of trimming output."""

from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from xlate.core import proc
from xlate.core.proc import first_lines, run
from xlate.errors import CompileError, ToolchainError

ROOT = Path(__file__).resolve().parents[2]


def test_timeout_kills_the_process_group(tmp_path):
    pid_file = tmp_path / "child.pid"
    # the shell's child would outlive a kill of the shell alone
    script = f"sleep 60 & echo $! > {pid_file}; wait"
    t0 = time.monotonic()
    with pytest.raises(CompileError, match="timed out after 1 s"):
        run(["sh", "-c", script], timeout=1, error=CompileError, what="waiting")
    assert time.monotonic() - t0 < 30
    child = int(pid_file.read_text())
    for _ in range(50):
        try:
            os.kill(child, 0)
        except ProcessLookupError:
            break
        time.sleep(0.1)
    else:
        pytest.fail("the timed-out command's child is still running")


def test_timeout_ok_returns_a_result():
    proc = run(["sh", "-c", "echo partial; sleep 60"], timeout=1, timeout_ok=True)
    assert proc.returncode is None
    assert "timed out after 1 s" in proc.stderr


def test_failure_and_missing_program():
    proc = run(["sh", "-c", "echo out; echo err >&2; exit 3"], check=False)
    assert (proc.returncode, proc.stdout, proc.stderr) == (3, "out\n", "err\n")
    with pytest.raises(ToolchainError, match="exit code 3") as ei:
        run(["sh", "-c", "echo err >&2; exit 3"])
    assert ei.value.detail == "err"
    with pytest.raises(ToolchainError, match="program not found: no-such-program-xlate"):
        run(["no-such-program-xlate"])
    assert run(["cat"], input_bytes=b"abc").stdout == "abc"


def test_first_lines_trims_one_way():
    assert first_lines("a\n\nb\n", 5) == "a\nb"
    assert first_lines("\n".join("abcdef"), 2) == "a\nb\n... (4 more lines)"


def _wait_gone(pid: int, seconds: float = 10) -> bool:
    for _ in range(int(seconds * 10)):
        try:
            os.kill(pid, 0)
        except ProcessLookupError:
            return True
        try:  # a zombie whose parent has not reaped it yet has ended too
            with open(f"/proc/{pid}/stat", "rb") as fh:
                if fh.read().rsplit(b")", 1)[-1].split()[0] == b"Z":
                    return True
        except OSError:
            return True
        time.sleep(0.1)
    return False


def _caller(tmp_path, prelude: str) -> tuple[subprocess.Popen, int]:
    """A Python process that runs `sleep 60` through run(); returns it and the sleep's pid."""
    pid_file = tmp_path / "tool.pid"
    code = (f"{prelude}\nfrom xlate.core.proc import run\n"
            f"run(['sh', '-c', 'echo $$ > {pid_file}; exec sleep 60'], timeout=120)\n")
    caller = subprocess.Popen([sys.executable, "-c", code], env={**os.environ, "PYTHONPATH": str(ROOT)})
    for _ in range(200):
        if pid_file.is_file() and pid_file.read_text().strip():
            return caller, int(pid_file.read_text())
        time.sleep(0.05)
    caller.kill()
    pytest.fail("the tool never started")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="PR_SET_PDEATHSIG is Linux's")
def test_tool_dies_when_its_caller_is_killed(tmp_path):
    # the tool runs in its own session, out of reach of a signal to the caller's group; SIGKILL on the
    # caller (a build system's timeout) must still end it
    caller, tool = _caller(tmp_path, "")
    caller.send_signal(signal.SIGKILL)
    caller.wait()
    assert _wait_gone(tool), "the tool outlived the process that started it"


def test_sigterm_on_a_console_script_kills_its_tools(tmp_path):
    caller, tool = _caller(tmp_path, "from xlate.core.proc import exit_on_sigterm; exit_on_sigterm()")
    caller.send_signal(signal.SIGTERM)
    assert caller.wait(timeout=30) == 143
    assert _wait_gone(tool), "the tool outlived the terminated caller"


def test_popen_waits_out_a_text_file_busy(tmp_path):
    """A program still open for writing elsewhere (as when another thread's fork holds the descriptor
    of a build being copied into a cache) cannot be executed: exec says ETXTBSY. proc.popen retries
    until the writer lets go, here a thread that closes it after 50 ms."""
    exe = tmp_path / "prog"
    fd = os.open(exe, os.O_WRONLY | os.O_CREAT, 0o755)
    os.write(fd, b"#!/bin/sh\necho ran\n")
    with pytest.raises(OSError) as busy:
        subprocess.Popen([str(exe)])
    assert busy.value.errno == errno.ETXTBSY  # the condition is real, not simulated
    closer = threading.Timer(0.05, os.close, args=(fd,))
    closer.start()
    with proc.popen([str(exe)], stdout=subprocess.PIPE, text=True) as p:
        out, _ = p.communicate(timeout=30)
    closer.join()
    assert (p.returncode, out) == (0, "ran\n")
