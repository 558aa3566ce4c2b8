"""Translated CUDA sees the CUDA_VERSION its translation was parsed with: `#include <cuda.h>` becomes
hip/hip_runtime.h, which does not define it, so xlate build / xlate run / xlate report / xlate-nvcc
define it (a project's `#if CUDA_VERSION < 8000 / #error` gate used to stop the build, faiss)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

from xlate.core.cuda_version import CUDA_VERSION, cuda_version_number
from xlate.driver.driver import version_text
from xlate.parse.flags import PRELUDE_INCLUDE, PRELUDE_ROOT, prelude_cuda_version

SRC = Path(__file__).resolve().parent / "fixtures" / "cuda_version_gate.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
EXPECTED = CUDA_VERSION[0] * 1000 + CUDA_VERSION[1] * 10  # CUDA's encoding: 12.4 -> 12040


def test_the_prelude_declares_the_reported_cuda_version() -> None:
    """xlate.core.cuda_version is the one source of truth; the prelude headers the translation parses
    with must declare the same CUDA (cuda.h, cuda_runtime_api.h, and version.txt for clang)."""
    assert cuda_version_number() == EXPECTED == prelude_cuda_version()
    cuda_h = (PRELUDE_INCLUDE / "cuda.h").read_text(encoding="utf-8")
    assert re.search(rf"^#define CUDA_VERSION {EXPECTED}$", cuda_h, re.MULTILINE)
    runtime_api = (PRELUDE_INCLUDE / "cuda_runtime_api.h").read_text(encoding="utf-8")
    assert re.search(rf"^#define CUDART_VERSION {EXPECTED}$", runtime_api, re.MULTILINE)
    major, minor, build = CUDA_VERSION
    assert (PRELUDE_ROOT / "version.txt").read_text(encoding="utf-8").split() == \
        ["CUDA", "Version", f"{major}.{minor}.{build}"]
    assert f"release {major}.{minor}, V{major}.{minor}.{build}" in version_text()


def test_cpu_run_sees_the_prelude_cuda_version() -> None:
    proc = subprocess.run([*XLATE, "run", str(SRC)], capture_output=True, text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == str(EXPECTED)


def test_gfx942_build_passes_the_version_gate(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "build", str(SRC), "-o", str(tmp_path / "prog")], capture_output=True,
                          text=True, check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr + proc.stdout
    assert "CUDA >= 8.0 is required" not in proc.stderr
