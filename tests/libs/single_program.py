"""One CUDA program of tests/libs through the CLI (`python -m xlate.cli`): its translation checked (exit 0,
no warning or error: every name resolved), its run on the cpu backend, its build for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

XLATE = [sys.executable, "-m", "xlate.cli"]


def checked_translation(program: Path) -> str:
    """The translation of `program` (stdout), asserting that it reported no warning or error."""
    proc = subprocess.run([*XLATE, "translate", str(program), "--stdout"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    assert ": warning:" not in proc.stderr and ": error:" not in proc.stderr, proc.stderr
    return proc.stdout


def run_on_cpu(program: Path, warp: str) -> str:
    """`xlate run` of `program` on the cpu backend at wavefront `warp`: its stdout (asserting exit 0)."""
    proc = subprocess.run([*XLATE, "run", str(program), "--warp-size", warp], capture_output=True, text=True,
                          check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    return proc.stdout


def build_for_gfx942(program: Path, out: Path) -> subprocess.CompletedProcess:
    """`xlate build -O 0` of `program` for gfx942 into `out`, verified (asserting success): the process.
    These tests ask whether a translation compiles for gfx942 and its kernels are there, which -O0 answers
    as -O2 does in a third of the time for rocPRIM/rocThrust code (the gfx942 builds of the examples, the
    demo and the validation table keep the default level)."""
    proc = subprocess.run([*XLATE, "build", "-O", "0", str(program), "-o", str(out)], capture_output=True,
                          text=True, check=False, timeout=900)
    assert proc.returncode == 0, proc.stderr[-6000:] + proc.stdout[-2000:]
    return proc
