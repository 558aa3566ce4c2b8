"""Host compiler parity with nvcc's default host compiler (gcc): `-Xcompiler -fopenmp` and
`#include <omp.h>` compile and link (clang's libomp, libomp-19-dev from scripts/setup.sh) through
xlate-nvcc for gfx942 and for the cpu target, and through `xlate build` (gfx942) / `xlate run` (cpu),
which see the OpenMP use in the source and add -fopenmp themselves."""

from __future__ import annotations

import sys
from pathlib import Path

from tests.driver.conftest import HERE, PROJECTS, needed_libs, nvcc_env, run
from xlate.toolchain.verify import verify_binary

SRC = HERE / "data/openmp/omp_saxpy.cu"
XLATE = Path(sys.executable).parent / "xlate"
THREADS = "3"


def expected() -> str:
    n = 4096
    total = sum(int(3.0 * (i % 97) + (i % 13)) for i in range(n))
    # OMP_NUM_THREADS=3: a real OpenMP runtime runs the parallel region with a team of 3
    return f"team {THREADS}\nsum {total}\n"


def test_openmp_program_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", OMP_NUM_THREADS=THREADS)
    exe = tmp_path / "omp_cpu"
    run([xlate_nvcc, "-O2", "-Xcompiler", "-fopenmp", SRC, "-o", exe], env)
    assert run([exe], env).stdout == expected()
    # separate compile and link, as Makefiles do (nvcc -c ...; nvcc -Xcompiler -fopenmp *.o)
    obj = tmp_path / "omp.o"
    run([xlate_nvcc, "-Xcompiler", "-fopenmp", "-c", SRC, "-o", obj], env)
    run([xlate_nvcc, "-Xcompiler", "-fopenmp", obj, "-o", tmp_path / "omp_cpu2"], env)
    assert run([tmp_path / "omp_cpu2"], env).stdout == expected()
    # xlate run sees `#pragma omp` / <omp.h> and builds with -fopenmp
    assert run([XLATE, "run", SRC], env).stdout == expected()


def test_openmp_program_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache)
    exe = tmp_path / "omp_gfx"
    run([xlate_nvcc, "-Xcompiler", "-fopenmp", "-lgomp", SRC, "-o", exe], env)
    rep = verify_binary(exe, ["saxpy"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
    exe2 = tmp_path / "omp_build"
    run([XLATE, "build", SRC, "-o", exe2], env)
    rep = verify_binary(exe2, ["saxpy"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()


# CMake's FindOpenMP for the CUDA language: its probe fails to build unless _OPENMP is defined in the
# CUDA source. nvcc preprocesses both passes with the host compiler, so a host -fopenmp defines it
# there; the translator's passes must see the same (else XL901 stops the probe, and lightgbm's
# configure with it).
PROBE = """#include <omp.h>
#ifndef _OPENMP
#error "_OPENMP not defined!"
#endif
#include <cstdio>
int main() { std::printf("%d\\n", omp_get_max_threads()); return 0; }
"""


def test_host_openmp_flag_defines_openmp_for_the_translation(xlate_nvcc, nvcc_cache, tmp_path):
    src = tmp_path / "OpenMPTryFlag.cu"
    src.write_text(PROBE)
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", OMP_NUM_THREADS=THREADS)
    for flags in (["-forward-unknown-to-host-compiler", "-fopenmp=libomp"], ["-Xcompiler=-fopenmp"]):
        exe = tmp_path / "probe"
        run([xlate_nvcc, *flags, src, "-o", exe], env)
        assert run([exe], env).stdout == f"{THREADS}\n"
    # without the flag the probe must still fail, as with nvcc
    assert run([xlate_nvcc, src, "-o", tmp_path / "no"], env, check=False).returncode != 0


# CMake 3.31's own FindOpenMP test source for the CUDA language (FindOpenMP.cmake, OpenMP_C_CXX_TEST_SOURCE):
# the #error is guarded so that a device pass, which gets no OpenMP flag, skips it. In the translation
# the guard sits in a host-only function (main), where XL513 would give __CUDA_ARCH__ the host pass's
# answer in every pass; the hip-clang device pass then reached the #error, FindOpenMP found no
# OpenMP_CUDA and lightgbm's configure stopped. XL513 keeps each pass's answer in a conditional whose
# chain holds #error.
CMAKE_PROBE = """
#include <omp.h>
int main(void) {
#ifdef _OPENMP
  omp_get_max_threads();
#elif !defined(__CUDA_ARCH__) && !defined(__HIP_DEVICE_COMPILE__)
#  error "_OPENMP not defined!"
#endif
  return 0;
}
"""


def test_cmake_findopenmp_probe_for_cuda(xlate_nvcc, nvcc_cache, tmp_path):
    src = tmp_path / "OpenMPTryFlag.cu"
    src.write_text(CMAKE_PROBE)
    for target in ("gfx", "cpu"):
        env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET=target)
        obj, exe = tmp_path / f"probe_{target}.o", tmp_path / f"probe_{target}"
        # what try_compile runs: the candidate flag forwarded to the host compiler, compile, then link
        for flag in ("-fopenmp=libomp", "-fopenmp"):
            run([xlate_nvcc, "-forward-unknown-to-host-compiler", flag, "-x", "cu", "-c", src, "-o", obj], env)
            run([xlate_nvcc, obj, "-o", exe, flag, "-forward-unknown-to-host-compiler"], env)
        # without an OpenMP flag the host pass still reaches the #error, as with nvcc
        assert run([xlate_nvcc, "-c", src, "-o", obj], env, check=False).returncode != 0


# OpenMP in the CUDA code and in the C++ code of one program, as xgboost 1.7 builds it
# (tests/driver/projects/openmp_mixed): the .cu file's host code, compiled by clang, runs its regions on
# libomp (__kmpc_*), which the toolkit's cudart scripts name (before: undefined references). With g++ as
# the C++ compiler, CMake's OpenMP::OpenMP_CXX names libgomp first on the link line, so the OpenMP
# routines that code calls are libgomp's (without openmp_libomp.h's check, omp_get_thread_num answered 0
# in every thread of libomp's team: "team 0"); libomp's teams then get one thread, saying so. With
# clang++, one runtime (libomp) runs both sides' regions with the requested team.
MIXED = PROJECTS / "openmp_mixed"
GFX_LINK = "-DCMAKE_EXE_LINKER_FLAGS=-Wl,--allow-shlib-undefined"  # as tests/driver/test_cuda_toolkit.py
ONE_THREAD_NOTE = "xlate: the OpenMP regions of CUDA host code run on one thread"


def mixed_expected(threads: int, cuda_team: int) -> str:
    cxx, cu = sum(range(1000)), sum(i % 7 for i in range(5000))
    return f"max {threads} cxx {cxx} cu {cu} team {cuda_team}\n"


def build_mixed(tmp_path: Path, xlate_nvcc, env: dict[str, str], cxx: str, *extra: str) -> Path:
    build = tmp_path / f"build-{cxx}"
    run(["cmake", "-S", MIXED, "-B", build, f"-DCMAKE_CUDA_COMPILER={xlate_nvcc}", f"-DCMAKE_CXX_COMPILER={cxx}",
         *extra], env)
    run(["make", "-C", build], env)
    return build / "openmp_app"


def test_openmp_in_cuda_and_cxx_code_of_one_program_on_the_cpu_target(xlate_nvcc, nvcc_cache, tmp_path):
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu")
    gxx = build_mixed(tmp_path, xlate_nvcc, env, "g++")
    libs = needed_libs(gxx)
    assert libs.index("libgomp.so.1") < libs.index("libomp.so.5"), libs
    for threads in (1, 3, 4):
        proc = run([gxx], {**env, "OMP_NUM_THREADS": str(threads)})
        assert proc.stdout == mixed_expected(threads, 1)
        assert ONE_THREAD_NOTE in proc.stderr and "libgomp" in proc.stderr, proc.stderr
    clang = build_mixed(tmp_path, xlate_nvcc, env, "clang++-19")
    for threads in (1, 3):
        proc = run([clang], {**env, "OMP_NUM_THREADS": str(threads)})
        assert proc.stdout == mixed_expected(threads, threads)
        assert ONE_THREAD_NOTE not in proc.stderr, proc.stderr


def test_openmp_in_cuda_and_cxx_code_of_one_program_for_gfx942(xlate_nvcc, nvcc_cache, tmp_path):
    app = build_mixed(tmp_path, xlate_nvcc, nvcc_env(nvcc_cache), "g++", GFX_LINK)
    assert "libomp.so.5" in needed_libs(app)
    rep = verify_binary(app, ["fill"], "gfx942", hip_major=7)
    assert rep.ok, rep.summary()
