"""Acceptance: three multi-file CUDA projects build UNCHANGED with xlate-nvcc, into gfx942 binaries
(checked with the verification helper) and into cpu-backend programs whose output is compared with
values computed here in Python from the programs' specifications (their header comments)."""

from __future__ import annotations

import pytest

from tests.driver.conftest import nvcc_env, run
from xlate.core.cuda_version import cuda_version
from xlate.toolchain.verify import verify_binary

HIP_MAJOR = 7  # the pinned HIP 7.2 toolchain links libamdhip64.so.7


def make_lib_expected(n: int) -> str:
    y = [2.0 * i + 3.0 for i in range(n)]
    return f"n={n}\ny[0]={y[0]:.1f} y[7]={y[7]:.1f} y[n-1]={y[n - 1]:.1f}\nsum={sum(y):.1f}\n"


def rdc_expected() -> str:
    out = [3 * x * x - 2 * x + 5 for x in (i - 50 for i in range(100))]
    return f"out[0]={out[0]} out[50]={out[50]} out[99]={out[99]}\nsum={sum(out)}\n"


def cmake_expected() -> str:
    bins = [0] * 16
    for i in range(5000):
        bins[((i * 7 + 3) % 1000) % 16] += 1
    return "bins: " + " ".join(map(str, bins)) + f"\ntotal={sum(bins)}\n"


GFX = [
    ("make_lib", "build/app", ["saxpy_kernel", "block_sum"]),
    ("rdc", "build/app", ["apply_poly"]),
    ("cmake_app", "histo_app", ["histo_kernel"]),
]


@pytest.mark.parametrize("project,exe,kernels", GFX, ids=[g[0] for g in GFX])
def test_builds_unchanged_for_gfx942(built, project, exe, kernels):
    root = built(project, "gfx")
    rep = verify_binary(root / exe, kernels, "gfx942", hip_major=HIP_MAJOR)
    assert rep.ok, rep.summary()


def test_static_library_members_hold_gfx942_code(built):
    root = built("make_lib", "gfx")
    for obj in ("saxpy.o", "reduce.o"):
        rep = verify_binary(root / "build" / obj, None, "gfx942")
        assert rep.ok, rep.summary()


@pytest.mark.parametrize("n", [1000, 300])
def test_make_lib_runs_on_cpu(built, nvcc_cache, n):
    root = built("make_lib", "cpu")
    got = run([root / "build/app", str(n)], nvcc_env(nvcc_cache)).stdout
    assert got == make_lib_expected(n)


def test_rdc_runs_on_cpu(built, nvcc_cache):
    root = built("rdc", "cpu")
    assert run([root / "build/app"], nvcc_env(nvcc_cache)).stdout == rdc_expected()


def test_cmake_runs_on_cpu(built, nvcc_cache):
    root = built("cmake_app", "cpu")
    assert run([root / "histo_app"], nvcc_env(nvcc_cache)).stdout == cmake_expected()


def test_cmake_identifies_xlate_nvcc_as_nvcc(built):
    # the configure of the gfx build above ran CMake's CUDA compiler identification
    root = built("cmake_app", "gfx")
    text = next((root / "CMakeFiles").glob("3.*/CMakeCUDACompiler.cmake")).read_text()
    assert 'set(CMAKE_CUDA_COMPILER_ID "NVIDIA")' in text
    reported = ".".join(map(str, cuda_version()))
    assert f'set(CMAKE_CUDA_COMPILER_VERSION "{reported}")' in text
    # CMAKE_CUDA_ARCHITECTURES 80 reached the driver as nvcc's flag (and became gfx942: see above)
    flags = (root / "CMakeFiles/histo.dir/flags.make").read_text()
    assert "--generate-code=arch=compute_80,code=[compute_80,sm_80]" in flags


def test_cmake_without_toolchain_file(tmp_path, xlate_nvcc, nvcc_cache):
    """Only -DCMAKE_CUDA_COMPILER: identification, ABI detection and a pure CUDA build succeed."""
    from tests.driver.conftest import HERE

    env = nvcc_env(nvcc_cache)
    proc = run(["cmake", "-S", HERE / "data/cmake_min", "-B", tmp_path, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}"],
               env)
    assert f"The CUDA compiler identification is NVIDIA {'.'.join(map(str, cuda_version()))}" in proc.stdout
    assert "Detecting CUDA compiler ABI info - done" in proc.stdout
    run(["make", "-C", tmp_path], env)
    rep = verify_binary(tmp_path / "mini", ["fill"], "gfx942", hip_major=HIP_MAJOR)
    assert rep.ok, rep.summary()


def test_cmake_separable_compilation_used_device_link(built):
    root = built("cmake_app", "gfx")
    dlink = (root / "CMakeFiles/histo_app.dir/dlink.txt").read_text()
    assert "-dlink" in dlink and "xlate-nvcc" in dlink
    assert (root / "CMakeFiles/histo_app.dir/cmake_device_link.o").is_file()


def test_cmake_flags_reached_the_driver(built):
    # nvcc-only flags of the project and CMake's own (-forward-unknown-to-host-compiler, --generate-code,
    # --options-file, -MD/-MT/-MF, -Xcompiler=-fPIC-style) were accepted: the objects exist and the
    # dependency files name the original header, not the translated copy in the cache
    root = built("cmake_app", "gfx")
    deps = (root / "CMakeFiles/histo.dir/src/histogram.cu.o.d").read_text()
    assert "cmake_app/include/histo.h" in deps
    assert "nvcc-cache" not in deps
