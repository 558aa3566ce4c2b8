"""Issue 21 class 12: the cpu runtime's max/min overload set is hip-clang's (a template for one type,
int/float/double, promoted for mixed arithmetic types), so calls that resolve for gfx942 resolve, to
the same values, on the cpu target (the old set made max(unsigned, int), max(long, long) ambiguous)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.driver.conftest import nvcc_env

PROGRAM = Path(__file__).resolve().parent / "minmax" / "minmax.cu"
BIN = Path(sys.executable).parent


def test_minmax_resolve_on_cpu_as_for_gfx942(tmp_path):
    proc = subprocess.run([str(BIN / "xlate"), "run", str(PROGRAM)], capture_output=True, text=True, timeout=900,
                          check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
    # hip-clang: max(3u, -1) promotes both to double -> 3; the rest compare in their own type
    want = [max(3.0, -1.0), min(7, 4), max(5, 6), max(9, 3), max(-1, 2), min(1.5, -1.0), max(3, 2), min(9, -1),
            max(1, 97)]
    assert proc.stdout.split() == [str(int(w)) for w in want]
    env = nvcc_env(tmp_path / "cache")
    gfx = subprocess.run([str(BIN / "xlate-nvcc"), "-c", str(PROGRAM), "-o", str(tmp_path / "mm.o")],
                         capture_output=True, text=True, timeout=900, check=False, env=env)
    assert gfx.returncode == 0, gfx.stderr[-3000:]
