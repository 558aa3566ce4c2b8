"""CMake links the CUDA runtime into C++-linked targets with CUDA objects, as with nvcc, when the project
names no runtime library (xgboost 1.7's runxgboost and testxgboost: a C++ executable over an object
library of .cu files, no CUDA::cudart): xlate-nvcc's verbose link line ends, like nvcc's, with
-lcudadevrt -lcudart_static -lrt -lpthread -ldl, from which CMake takes CMAKE_CUDA_RUNTIME_LIBRARY_DEFAULT
STATIC; and, linking with -v, the host linker prints its own `ld` line, from which CMake takes CUDA's
implicit link directories (the toolkit folder's lib64, where cudart_static is), as it does from nvcc's
host compiler. Before, the line named no runtime, CMake set NONE, and the link of such a target failed
with undefined references to the runtime (hipGetErrorString, __xlate_launch, ...); with the runtime but
without the directories, with `cannot find -lcudart_static`."""

from __future__ import annotations

import re
import subprocess

import pytest

from tests.driver.conftest import PROJECTS, nvcc_env, run
from xlate.toolchain.verify import verify_binary

GFX_LINK = "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--allow-shlib-undefined"  # as tests/driver/test_cuda_toolkit.py


def expected() -> str:
    n = 1000
    return f"{n} {sum(i * i + 1 for i in range(n))} no error\n"


def toolkit_lib64(compiler_cmake: str) -> str:
    """The toolkit folder's lib64 as CMake recorded it among CUDA's host implicit link directories."""
    m = re.search(r'set\(CMAKE_CUDA_HOST_IMPLICIT_LINK_DIRECTORIES "([^";]*lib64)"\)', compiler_cmake)
    assert m, compiler_cmake
    return m.group(1)


def configure_and_make(tmp_path, xlate_nvcc, env, *extra):
    build = tmp_path / "build"
    run(["cmake", "-S", PROJECTS / "implicit_runtime", "-B", build, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}", *extra],
        env)
    cache = (build / "CMakeCache.txt").read_text()
    compiler = next((build / "CMakeFiles").glob("3.*/CMakeCUDACompiler.cmake")).read_text()
    assert 'set(CMAKE_CUDA_RUNTIME_LIBRARY_DEFAULT "STATIC")' in compiler, cache[:2000]
    run(["make", "-C", build], env)
    link = (build / "CMakeFiles/implicit_app.dir/link.txt").read_text()
    assert "xlate-nvcc" not in link.split()[0]  # linked by the project's C++ compiler
    assert "cudart_static" in link
    assert f"-L{toolkit_lib64(compiler)}" in link
    return build / "implicit_app"


@pytest.mark.parametrize("warp", ["64", "32"])
def test_cpu_target(tmp_path, xlate_nvcc, nvcc_cache, warp):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=warp)
    app = configure_and_make(tmp_path, xlate_nvcc, env)
    proc = subprocess.run([app], capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == expected()


def test_gfx942(tmp_path, xlate_nvcc, nvcc_cache):
    app = configure_and_make(tmp_path, xlate_nvcc, nvcc_env(nvcc_cache), GFX_LINK)
    rep = verify_binary(app, ["square_plus_one"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
