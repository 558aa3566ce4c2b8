"""CUDA's block-scoped atomics (atomicAdd_block, ...), which HIP 7.2 lacks, translate to the device-scoped
ones: a wider scope, so every value is what CUDA computes. Run on the cpu target (2 blocks of 64 threads,
expected values from the program's own arithmetic) and compiled for gfx942."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROGRAM = Path(__file__).parent / "programs" / "block_atomics.cu"


def test_block_atomics_run_with_cuda_values(tmp_path):
    proc = subprocess.run([sys.executable, "-m", "xlate", "run", str(PROGRAM)], capture_output=True, text=True,
                          timeout=600, check=False, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    n = 2 * 64
    # adds of 1 and 0.5 per thread, the largest threadIdx.x, atomicInc below its limit 1000, one CAS from 0
    assert proc.stdout.split() == [str(n), f"{0.5 * n:g}", "63", str(n), "7"]
    assert "XL102" not in proc.stderr


def test_block_atomics_compile_for_gfx942(tmp_path):
    from xlate.toolchain.verify import verify_binary

    obj = tmp_path / "block_atomics.o"
    proc = subprocess.run([sys.executable, "-m", "xlate", "nvcc", "-c", str(PROGRAM), "-o", str(obj)],
                          capture_output=True, text=True, timeout=600, check=False, cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert verify_binary(obj, ["k"]).ok
