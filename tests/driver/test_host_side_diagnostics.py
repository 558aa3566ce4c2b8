"""nvcc checks a function's body on the side it is compiled for. A host function whose operator is served
by a __host__ overload in the host pass and only by a __device__ one in the device pass (a header that
declares each pass's own, by `#ifdef __CUDA_ARCH__`: Eigen's half) is ambiguous in the device pass, where
it is never emitted; nvcc accepts it. Likewise a kernel calling a function that is __device__ only in the
device pass (a porting macro under `#ifdef __CUDA_ARCH__`) calls a host function in the host pass, where
the kernel's body is never emitted. xlate's parse and hip-clang defer such diagnostics to the functions
emitted on each side (-fgpu-defer-diag): the program translates, compiles for gfx942 and runs on the cpu
target, the kernel's result checked against the host function's."""

from __future__ import annotations

from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = Path(__file__).resolve().parent / "data" / "host_side_overloads.cu"


def test_host_function_ambiguous_only_in_the_device_pass_builds_and_runs(tmp_path: Path) -> None:
    env = nvcc_env(tmp_path / "cache")
    run([XLATE_NVCC, "-arch=sm_80", "-c", SRC, "-o", tmp_path / "gfx.o"], env=env)
    assert (tmp_path / "gfx.o").stat().st_size > 0
    cpu = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, SRC, "-o", tmp_path / "prog"], env=cpu)
    proc = run([tmp_path / "prog"], env=cpu)
    assert proc.stdout.strip() == "PASS"
