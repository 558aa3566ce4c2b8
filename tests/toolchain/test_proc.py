"""xlate.core.proc.run, the one process runner: argument lists, timeouts that kill the whole process
group, a timed-out result on request, one way of trimming output."""

from __future__ import annotations

import os
import time

import pytest

from xlate.core.proc import first_lines, run
from xlate.errors import CompileError, ToolchainError


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
