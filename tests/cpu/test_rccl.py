"""The cpu backend's RCCL (xlate/cpu/libs/include/rccl/rccl.h) in a CUDA program translated by xlate
and built with the backend's full runtime header: one-rank collectives ordered with kernels on one
stream (rccl/rccl_stream.cu). The expected values follow the program's steps in float32, computed here:
x = 0.25 i - 3, y = x + 1 (all-reduce copy, then a kernel), z = y * -2 (PreMulSum with a device scalar
written by a kernel before the collective runs), x = z (send/recv to itself), x + 1."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np

SRC = Path(__file__).resolve().parent / "rccl" / "rccl_stream.cu"
N = 300


def test_collectives_are_ordered_with_kernels_on_the_stream(tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(SRC.read_text(encoding="utf-8"), filename=SRC.name)
    assert [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"] == []
    assert "#include <rccl/rccl.h>" in out
    path = tmp_path / "rccl_stream.hip"
    path.write_text(out, encoding="utf-8")
    exe = build_program(ProgramBuild([path], tmp_path / "rccl_stream", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, (proc.returncode, proc.stderr[-2000:])
    words = proc.stdout.split()
    assert words[0] == "out"
    got = [float.fromhex(w) for w in words[1:]]
    i = np.arange(N, dtype=np.float32)
    x = np.float32(0.25) * i - np.float32(3.0)
    y = x + np.float32(1.0)
    z = y * np.float32(-2.0)
    want = z + np.float32(1.0)
    assert got == [float(v) for v in want]
