"""Launch attributes on the cpu backend: programmatic stream serialization (CUDA's programmatic
dependent launch, hipLaunchAttributeProgrammaticStreamSerialization) is accepted by hipLaunchKernelEx
and hipLaunchKernelExC and full stream order holds, so each kernel sees what the previous one wrote;
an attribute the runtime does not implement still fails with hipErrorNotSupported."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.cpu.conftest import _need_toolchain

PROGRAM = Path(__file__).resolve().parent / "launch_attributes" / "pdl.hip"


def test_programmatic_stream_serialization_keeps_stream_order(tmp_path: Path) -> None:
    _need_toolchain()
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = tmp_path / "pdl"
    build_program(ProgramBuild([PROGRAM], exe, warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, check=False, timeout=300)
    assert proc.returncode == 0, proc.stderr
    n = 1000
    last = 3 * ((n - 1) * n // 2) + 1  # consume(produce): 3 * sum(0..i) + 1 at i = n - 1
    assert proc.stdout.splitlines() == [
        f"hipSuccess hipSuccess hipSuccess 0 {last} {2 * last + 1}",
        "hipErrorNotSupported",
    ]
