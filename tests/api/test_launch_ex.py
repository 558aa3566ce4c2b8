"""CUDA's extensible launch through xlate's <xlate/launch_ex.h>: cudaLaunchKernelEx / cudaLaunchKernelExC
with CUDA 12.9's launch attributes (every member of cudaLaunchAttributeValue), programmatic dependent
launch (PDL) run in stream order, and its device side (cudaGridDependencySynchronize,
cudaTriggerProgrammaticLaunchCompletion, PTX griddepcontrol) as no-ops.

launch_ex/pdl_chain.cu runs a chain of 12 kernels launched with the PDL attribute, each reading the
previous kernel's output at an element another block wrote; the sums it prints are compared with a
numpy model of the same chain run one step after the other, so a kernel that started before its
predecessor finished would show. The translation is also compiled for gfx942."""

from __future__ import annotations

import subprocess
from pathlib import Path

import numpy as np
import pytest
from support_programs import compile_gfx942, translate_fixture

from xlate.core.model import Severity

HERE = Path(__file__).resolve().parent
SRC = HERE / "launch_ex" / "pdl_chain.cu"


def _expected_chain(n: int = 4096, steps: int = 12) -> tuple[int, int]:
    """The chain of pdl_chain.cu computed step after step: (sum, weighted sum) of the last output."""
    bufs = [np.arange(n, dtype=np.int64) % 7, np.zeros(n, dtype=np.int64)]
    i = np.arange(n)
    for k in range(steps):
        src, dst = bufs[k % 2], bufs[1 - k % 2]
        if k % 3 == 2:
            dst[:] = src ^ src[(n - 1 - i + k) % n]
        else:
            dst[:] = src + 2 * src[(i + 37 * k) % n] + k
        assert np.all(np.abs(dst) < 2 ** 31)  # the program's int arithmetic does not wrap
    out = bufs[steps % 2]
    return int(out.sum()), int((out * (i % 13 + 1)).sum())


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> tuple[Path, list]:
    return translate_fixture(SRC, tmp_path_factory.mktemp("launch_ex"))


def test_translation_uses_the_support_header(translated):
    path, diags = translated
    out = path.read_text(encoding="utf-8")
    assert out.count("#include <xlate/launch_ex.h>") == 1
    assert "xlate_cudaLaunchKernelEx(&cfg, step," in out and "xlate_cudaLaunchKernelExC(&cfg," in out
    assert "xlate_cudaLaunchAttribute attr[3];" in out and "xlate_cudaLaunchConfig_t cfg" in out
    code = out.split("#include <cstdio>", 1)[1]  # below the file's comment
    assert "xlate_cudaGridDependencySynchronize();" in code
    assert "griddepcontrol" not in code  # the asm statements are lowered (to nothing), not kept
    assert "cudaLaunch" not in code.replace("xlate_cudaLaunch", "")
    errors = [d for d in diags if d.severity is Severity.ERROR]
    assert errors == []
    pdl = [d for d in diags if "ProgrammaticStreamSerialization" in d.message]
    assert [(d.code, d.severity) for d in pdl] == [("XL103", Severity.NOTE)]
    assert "stream order" in pdl[0].message
    warned = sorted(d.message.split()[0] for d in diags if d.severity is Severity.WARNING)
    assert warned == ["cudaLaunchAttributeClusterDimension", "cudaLaunchAttributeProgrammaticEvent"]


@pytest.mark.parametrize("warp_size", [64])
def test_pdl_chain_keeps_stream_order_on_cpu(translated, tmp_path: Path, warp_size: int):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    path, _ = translated
    exe = build_program(ProgramBuild([path], tmp_path / "pdl_chain", warp_size=warp_size))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    total, weighted = _expected_chain()
    assert proc.stdout.splitlines() == [
        f"launch errors 0 sum {total} weighted {weighted}",
        # a cluster of 2 blocks and a programmatic event are refused (nothing launched: `b` keeps the
        # values init wrote in the launch with dropped hints), the hints are dropped
        "cluster2 1 event 1 hints 1 init 0",
    ], proc.stderr[-2000:]


def test_expected_chain_is_not_trivial():
    """The model differs from a run where one step read its input before the previous step wrote it."""
    total, _ = _expected_chain()
    assert total != _expected_chain(steps=11)[0] and total > 4096


def test_pdl_chain_builds_for_gfx942(translated, tmp_path: Path):
    path, _ = translated
    proc = compile_gfx942(path, tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]