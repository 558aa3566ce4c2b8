"""Translated CUDA sees the CUDA_VERSION its translation was parsed with: `#include <cuda.h>` becomes
hip/hip_runtime.h, which does not define it, so xlate build / xlate run / xlate report / xlate-nvcc
define it (a project's `#if CUDA_VERSION < 8000 / #error` gate used to stop the build, faiss)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from xlate.driver.driver import CUDA_VERSION as NVCC_VERSION  # the version xlate-nvcc reports

SRC = Path(__file__).resolve().parent / "fixtures" / "cuda_version_gate.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
EXPECTED = NVCC_VERSION[0] * 1000 + NVCC_VERSION[1] * 10  # CUDA's encoding: 12.4 -> 12040


def test_cpu_run_sees_the_prelude_cuda_version() -> None:
    proc = subprocess.run([*XLATE, "run", str(SRC)], capture_output=True, text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(EXPECTED)


def test_gfx942_build_passes_the_version_gate(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "build", str(SRC), "-o", str(tmp_path / "prog")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "CUDA >= 8.0 is required" not in proc.stderr
