"""`xlate run` on the cpu backend, and its refusal of the amd backend on a machine without one."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cpu.conftest import PROGRAMS


def xlate(*args: str, cache: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, XLATE_CACHE=str(cache))
    return subprocess.run([sys.executable, "-m", "xlate", *args], capture_output=True, text=True,
                          timeout=300, env=env, check=False)


def test_run_hip_program_at_wave32_with_program_arguments(cpu_cache, tmp_path):
    src = tmp_path / "args.hip"
    src.write_text(
        "#include <hip/hip_runtime.h>\n"
        "__global__ void k(int* o) { o[threadIdx.x] = warpSize + threadIdx.x; }\n"
        "int main(int argc, char** argv) {\n"
        "  int* d; hipMalloc(&d, 2 * sizeof(int));\n"
        "  hipLaunchKernelGGL(k, dim3(1), dim3(2), 0, 0, d);\n"
        "  int h[2]; hipMemcpy(h, d, sizeof h, hipMemcpyDeviceToHost);\n"
        "  printf(\"%d %d %d %s\\n\", h[0], h[1], argc, argc > 1 ? argv[1] : \"-\");\n"
        "  return 3;\n}\n"
    )
    proc = xlate("run", str(src), "--warp-size", "32", "--", "hello", cache=cpu_cache)
    assert proc.returncode == 3, proc.stderr
    assert proc.stdout == "32 33 2 hello\n"


def test_run_reports_runtime_errors_with_their_exit_code(cpu_cache):
    proc = xlate("run", str(PROGRAMS / "divergent.hip"), cache=cpu_cache)
    assert proc.returncode == 97
    assert proc.stderr.startswith("xlate-cpu: error: divergent warp operation in warp 0")


def test_run_rejects_a_missing_source(cpu_cache, tmp_path):
    proc = xlate("run", str(tmp_path / "nope.hip"), cache=cpu_cache)
    assert proc.returncode == 3
    assert proc.stderr == f"xlate: error: {tmp_path / 'nope.hip'}: no such file\n"


@pytest.mark.skipif(Path("/dev/kfd").exists(), reason="this machine has an AMD GPU driver (/dev/kfd)")
def test_amd_backend_without_a_gpu_exits_7(cpu_cache):
    proc = xlate("run", "--backend", "amd", str(PROGRAMS / "props.hip"), cache=cpu_cache)
    assert proc.returncode == 7
    assert "has no AMD GPU" in proc.stderr and "/dev/kfd" in proc.stderr


def test_run_refuses_a_triple_chevron_launch_in_hip(cpu_cache):
    proc = xlate("run", str(PROGRAMS / "chevron.hip"), cache=cpu_cache)
    assert proc.returncode == 1  # "not supported", docs/exit-codes.md
    assert proc.stdout == ""
    assert proc.stderr == (
        f"xlate: error: not supported: {PROGRAMS / 'chevron.hip'}:9: a `<<<...>>>` kernel launch in a HIP "
        "source; the cpu backend compiles HIP as plain C++: write hipLaunchKernelGGL(kernel, grid, block, "
        "shmem, stream, args...) (what `xlate translate` emits), or give the CUDA original (.cu) to "
        "`xlate run`\n")
