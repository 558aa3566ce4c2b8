"""xlate's <xlate/cg_reduce.h>: cg::reduce over tiles, run on the cpu backend at wave64 and wave32,
checked against a plain-Python reduction of the same input; and built for gfx942."""

from __future__ import annotations

import subprocess
from functools import reduce
from pathlib import Path

import pytest

HERE = Path(__file__).parent
OPS = {"plus": lambda a, b: a + b, "less": min, "greater": max, "bit_xor": lambda a, b: a ^ b}


def _expected() -> list[str]:
    v = [(i * 37) % 101 - 50 for i in range(256)]
    lines = []
    for n in (2, 4, 8, 16, 32):
        for name, op in OPS.items():
            res = [reduce(op, v[t * n:(t + 1) * n]) for t in range(256 // n)]
            lines.append(f"{n} {name}: " + " ".join(map(str, res)))
    return lines


@pytest.mark.parametrize("warp_size", [64, 32])
def test_cg_reduce_on_cpu_backend(tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([HERE / "cg_reduce.hip"], tmp_path / "cg", warp_size=warp_size))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == _expected()


def test_cg_reduce_builds_for_gfx942(tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE),
           "-Wno-unused-result", "-c", str(HERE / "cg_reduce.hip"), "-o", str(tmp_path / "cg.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
