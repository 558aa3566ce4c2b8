"""`using namespace cub;` and then <cuda_fp8.h> / <cuda_fp4.h>: HIP's fp8 and fp4 headers name their
global namespace `internal` unqualified, which hipcub::internal made ambiguous after the using-directive;
<xlate/hipcub.hpp> includes them before user code. Built for gfx942 and run on the cpu backend."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.libs.single_program import build_for_gfx942

PROGRAM = Path(__file__).resolve().parent / "programs_extra" / "cub_using_namespace_fp8.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]


def test_builds_for_gfx942(tmp_path: Path) -> None:
    build_for_gfx942(PROGRAM, tmp_path / "prog")


def test_runs_on_the_cpu_backend() -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM)], capture_output=True, text=True, check=False,
                          timeout=600)
    assert proc.returncode == 0, proc.stderr
    # sum of 0..63; E4M3 keeps 1.5 and -448 (its largest normal) and rounds 0.3 to 0.3125 (1.25 * 2^-2);
    # E2M1 rounds 2.6 to 3 (its neighbours are 2 and 3)
    assert proc.stdout.split() == ["2016", "1.5", "0.3125", "-448", "3"]
