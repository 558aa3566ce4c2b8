"""Issue 21 class 12: max/min calls of CUDA code resolve on the cpu target as for gfx942 and to CUDA's
values. The cpu runtime's overload set is hip-clang's (a template for one type, int/float/double,
promoted for mixed arithmetic types; the old set made max(unsigned, int), max(long, long) ambiguous),
and translated CUDA also gets CUDA's mixed overloads (<xlate/minmax.h>, both targets): max(unsigned,
int) compares as unsigned, as CUDA's math_functions.h declares, not as HIP's promoted double."""

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
    # CUDA: max(3u, -1) is max(unsigned, int), compared as unsigned (-1 is 0xffffffff), stored into an
    # int; HIP alone would promote both to double and give 3. The rest compare in their own type.
    as_int32 = max(3, (-1) & 0xFFFFFFFF) - (1 << 32)
    want = [as_int32, min(7, 4), max(5, 6), max(9, 3), max(-1, 2), min(1.5, -1.0), max(3, 2), min(9, -1),
            max(1, 97)]
    assert proc.stdout.split() == [str(int(w)) for w in want]
    env = nvcc_env(tmp_path / "cache")
    gfx = subprocess.run([str(BIN / "xlate-nvcc"), "-c", str(PROGRAM), "-o", str(tmp_path / "mm.o")],
                         capture_output=True, text=True, timeout=900, check=False, env=env)
    assert gfx.returncode == 0, gfx.stderr[-3000:]
