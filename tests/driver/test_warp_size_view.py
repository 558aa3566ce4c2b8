"""The warp width a program observes under compat32 (docs/warp.md): CUDA code expects 32, and compat32
runs 32-lane warps, so every reader of `cudaDeviceProp::warpSize` must see 32, also where xlate cannot
rewrite the read. faiss fills the structure in a .cu file and asserts `prop.warpSize == 32` in a .cpp
file compiled by g++; on the cpu target at wave 64 (and on gfx942) the assertion failed, stopping every
one of its GPU tests. The translated query now fills warpSize as 32 (XL210 note), and so does the
toolkit folder's cudaGetDeviceProperties for host code compiled without xlate. At wave 32 the device's
own width is 32 anyway."""

from __future__ import annotations

import pytest

from tests.driver.conftest import HERE, nvcc_env, run
from tests.driver.test_cuda_toolkit import gxx, toolkit_root

DATA = HERE / "data/warp_view"


@pytest.mark.parametrize("warp", ["64", "32"])
def test_every_reader_sees_a_32_lane_warp_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path, warp):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=warp)
    root = toolkit_root(env, "cpu")
    run([xlate_nvcc, "-c", DATA / "props.cu", "-o", tmp_path / "props.o"], env)
    run([gxx(), "-std=c++11", "-I", root / "include", "-c", DATA / "props_host.cpp", "-o", tmp_path / "host.o"], env)
    exe = tmp_path / "props"
    run([gxx(), tmp_path / "host.o", tmp_path / "props.o", "-o", exe, "-L", root / "lib64", "-lcudart"], env)
    assert run([exe], env).stdout == "32 32\n"


def test_host_file_compiles_against_the_gfx942_toolkit(nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache)
    root = toolkit_root(env, "gfx")
    run([gxx(), "-std=c++11", "-Wall", "-Werror", "-I", root / "include", "-c", DATA / "props_host.cpp", "-o",
         tmp_path / "host.o"], env)
