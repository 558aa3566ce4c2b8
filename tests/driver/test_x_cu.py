"""`-x cu`: a `.c` file compiled as CUDA, as CMake compiles the .c sources of a target whose LANGUAGE
property is CUDA (hypre builds about a hundred of its C files this way). xlate-nvcc compiled such a file
as CUDA but its translation read the suffix and left the file and its headers to token-level
translation (XL902), so `#include <cuda.h>` in a project header stayed and the gfx942 compile failed
("'cuda.h' file not found"). The expected line is computed here from the kernel's formula."""

from __future__ import annotations

from tests.driver.conftest import HERE, nvcc_env, run
from xlate.toolchain.verify import verify_binary

SRC = HERE / "data/x_cu/scale.c"


def expected() -> str:
    vals = [2 * i + 1 for i in range(256)]
    return f"{vals[-1]} {sum(vals)} 1\n"


def test_c_file_as_cuda_runs_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    obj, exe = tmp_path / "scale.o", tmp_path / "scale"
    run([xlate_nvcc, "-x", "cu", "-c", SRC, "-o", obj], env)
    run([xlate_nvcc, obj, "-o", exe], env)
    assert run([exe], env).stdout == expected()


def test_c_file_as_cuda_builds_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache)
    exe = tmp_path / "scale_gfx"
    run([xlate_nvcc, "-x", "cu", SRC, "-o", exe], env)
    rep = verify_binary(exe, ["scale"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
