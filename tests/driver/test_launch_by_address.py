"""A kernel launched by its address (cudaLaunchKernel) in a source that xlate-nvcc compiles on its own
(`-c`, as every CMake and Make build does) and links afterwards. The cpu target registers a source's
kernels for such launches when the source launches by address, as `xlate run` does for whole
programs; the separate compile's wrapper did not, and the program stopped with "kernel … is not
registered". The expected line is computed here from the kernel's formula."""

from __future__ import annotations

import pytest

from tests.driver.conftest import HERE, nvcc_env, run

SRC = HERE / "data/launch_by_address/by_address.cu"


def expected() -> str:
    n, base, step = 256, 11, 3
    vals = [base + step * i for i in range(n)]
    return f"err=0 h[0]={vals[0]} h[255]={vals[-1]} sum={sum(vals)}\n"


@pytest.mark.parametrize("warp", ["64", "32"])
def test_separately_compiled_launch_by_address_runs_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path, warp):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=warp)
    obj, exe = tmp_path / "by_address.o", tmp_path / "by_address"
    run([xlate_nvcc, "-c", SRC, "-o", obj], env)
    run([xlate_nvcc, obj, "-o", exe], env)
    assert run([exe], env).stdout == expected()
