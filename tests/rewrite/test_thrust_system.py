"""XL407 + XL501: Thrust code that names the CUDA device system (thrust::cuda::par, par_nosync,
par(allocator), thrust::cuda_category, <thrust/system/cuda/...>, THRUST_DEVICE_SYSTEM_CUDA) becomes
rocThrust's HIP system; a project namespace called `cuda` is left alone. The translated program
builds for gfx942 and runs on the cpu backend."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from tests.libs.single_program import build_for_gfx942
from xlate.rewrite.engine import run_engine
from xlate.rewrite.rules.libs import xl407_thrust_system as thrust_system

PROGRAM = Path(__file__).resolve().parent / "fixtures" / "thrust_system" / "thrust_cuda_system.cu"
XLATE = [sys.executable, "-m", "xlate.cli"]
F = Path("/proj/a.cu")


def test_qualified_names_only(model_of):
    src = ("auto p = thrust::cuda::par.on(s); auto q = ::thrust::cuda_cub::par_nosync;\n"
           "using namespace thrust::system::cuda; auto &c = thrust::cuda_category();\n"
           "namespace cuda { int x; } int y = cuda::x; int z = mylib::thrust::cuda::w;\n"
           "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_CUDA\n#endif\n")
    res = run_engine(model_of({"a.cu": src}), [thrust_system])
    out = res.outputs[F].decode()
    assert out == ("auto p = thrust::hip::par.on(s); auto q = ::thrust::hip_rocprim::par_nosync;\n"
                   "using namespace thrust::system::hip; auto &c = thrust::hip_category();\n"
                   "namespace cuda { int x; } int y = cuda::x; int z = mylib::thrust::cuda::w;\n"
                   "#if THRUST_DEVICE_SYSTEM == THRUST_DEVICE_SYSTEM_HIP\n#endif\n")
    assert [d.code for d in res.diagnostics] == ["XL407"]  # one note per file


def test_translation_of_the_program(tmp_path: Path) -> None:
    proc = subprocess.run([*XLATE, "translate", str(PROGRAM), "--stdout"], capture_output=True, text=True,
                          check=False)
    assert proc.returncode == 0, proc.stderr
    out = proc.stdout
    for want in ("#include <thrust/system/hip/execution_policy.h>", "#include <thrust/system/hip/error.h>",
                 "thrust::hip::par.on(s)", "thrust::hip::par_nosync.on(s)", "thrust::hip::par(alloc)",
                 "thrust::hip_category()", "THRUST_DEVICE_SYSTEM_HIP", "namespace cuda { int mine = 3; }",
                 "cuda::mine"):
        assert want in out, want
    assert ": warning:" not in proc.stderr  # the prelude declares what the program uses: fully checked


@pytest.mark.parametrize("warp", ["64", "32"])
def test_runs_on_the_cpu_backend(warp: str) -> None:
    proc = subprocess.run([*XLATE, "run", str(PROGRAM), "--warp-size", warp], capture_output=True, text=True,
                          check=False, timeout=600)
    assert proc.returncode == 0, proc.stderr
    # (i * 37) % 100 for i < 100 is a permutation of 0..99 (gcd(37, 100) = 1): sorted, v[0] = 0 and
    # v[99] = 99, the sum is 99 * 100 / 2 = 4950 and the maximum 99; the CUDA branch of the
    # THRUST_DEVICE_SYSTEM test is taken (1); the project's own cuda::mine is 3; the message is not empty (0).
    assert proc.stdout.split() == ["0", "99", "4950", "99", "1", "3", "0"]


def test_builds_for_gfx942(tmp_path: Path) -> None:
    proc = build_for_gfx942(PROGRAM, tmp_path / "prog")
    assert "gfx942" in proc.stdout + proc.stderr
