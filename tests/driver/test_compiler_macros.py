"""nvcc's compiler macros through xlate-nvcc (XL513): the device pass sees `__CUDA_ARCH__`, the host
pass does not, `__CUDACC__` guards stay live, and HIP's libraries never see a CUDA macro (a Thrust
program builds for gfx942: with `-D__CUDACC__` rocThrust picked its CUDA system and failed on
`cub/detail/detect_cuda_runtime.cuh`)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.driver.conftest import nvcc_env, run
from xlate.parse.flags import device_arch_number
from xlate.toolchain.verify import verify_binary

# Each pass proves which branch it compiled: a wrong branch is a compile error, not a silent value.
PASSES = r"""
#ifndef __CUDACC__
#error "CUDA source compiled without __CUDACC__"
#endif
#include <cstdio>

int host_only_value() { return 7; }

__host__ __device__ int which_pass() {
#ifdef __CUDA_ARCH__
  static_assert(__CUDA_ARCH__ >= 300, "device pass: __CUDA_ARCH__ is an architecture number");
  return 1;
#else
  return 2;
#endif
}

__host__ __device__ int device_value() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return host_only_value();  // __host__ only: a device pass that takes this branch fails to compile
#endif
}

#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 700
#define NEW_ARCH 1
#else
#define NEW_ARCH 0
#endif

__global__ void probe(int *out) {
  out[0] = device_value();
  out[1] = NEW_ARCH;
}

int main() {
  int *d = nullptr, h[2] = {0, 0};
  cudaMalloc(&d, sizeof h);
  probe<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("device=%d new_arch=%d host=%d\n", h[0], h[1], which_pass());
  return 0;
}
"""

THRUST = r"""
#include <thrust/device_vector.h>
#include <thrust/reduce.h>
#include <thrust/sort.h>
#include <cstdio>
int main() {
  thrust::device_vector<int> v(100);
  for (int i = 0; i < 100; ++i) v[i] = (i * 37) % 100;
  thrust::sort(v.begin(), v.end());
  printf("%d %d %d\n", (int)v[0], (int)v[99], (int)thrust::reduce(v.begin(), v.end()));
  return 0;
}
"""


def _write(tmp_path: Path, name: str, text: str) -> Path:
    src = tmp_path / name
    src.write_text(text)
    return src


def test_device_pass_sees_cuda_arch_for_gfx942(tmp_path, xlate_nvcc, nvcc_cache):
    src = _write(tmp_path, "passes.cu", PASSES)
    obj = tmp_path / "passes.o"
    run([xlate_nvcc, "-c", src, "-o", obj], nvcc_env(nvcc_cache), cwd=tmp_path)
    assert verify_binary(obj, ["probe"]).ok


def test_cpu_target_runs_the_device_branches_in_kernels(tmp_path, xlate_nvcc, nvcc_cache):
    # kernels get the device pass's answers (docs/rules/XL513.md), so the kernel computes what it computes
    # under nvcc: device=1 new_arch=1; the passes differ, so the cpu backend compiles the source twice
    # (xlate.cpu.sides) and the __host__ __device__ which_pass() called from host code takes the host
    # branch, as nvcc's host pass does (2). __CUDACC__ is live.
    src = _write(tmp_path, "passes.cu", PASSES)
    exe = tmp_path / "passes"
    run([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    out = run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout
    assert out.strip() == "device=1 new_arch=1 host=2"


HOST_CPP = r"""
#include <cstdio>
#include <cuda_runtime.h>
int host_side() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}
int main() {
  int n = -1;
  cudaGetDeviceCount(&n);  // CUDA API: the file is translated (XL513 rewrites its __CUDA_ARCH__)
  printf("host=%d devices=%d\n", host_side(), n);
  return 0;
}
"""


def test_cpu_target_host_cpp_has_no_device_pass(tmp_path, xlate_nvcc, nvcc_cache):
    # a .cpp given to nvcc is host C++ only (no device pass), on the cpu target too
    src = _write(tmp_path, "host.cpp", HOST_CPP)
    exe = tmp_path / "host"
    run([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    assert run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.strip() == "host=2 devices=1"


def test_thrust_program_builds_for_gfx942(tmp_path, xlate_nvcc, nvcc_cache):
    src = _write(tmp_path, "sort.cu", THRUST)
    exe = tmp_path / "sort"
    run([xlate_nvcc, "-O0", src, "-o", exe], nvcc_env(nvcc_cache), cwd=tmp_path)  # -O0: does it build (faster)
    rep = verify_binary(exe)
    assert rep.ok, rep


def test_thrust_program_runs_on_cpu(tmp_path, xlate_nvcc, nvcc_cache):
    src = _write(tmp_path, "sort.cu", THRUST)
    exe = tmp_path / "sort"
    run([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    # sorted 0..99 (i*37 mod 100 is a permutation), sum 4950: computed here, not read from xlate
    assert run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.split() == ["0", "99", str(sum(range(100)))]


def test_command_line_cudacc_is_nvccs_own(tmp_path, xlate_nvcc, nvcc_cache):
    # legacy FindCUDA's dependency pass runs `nvcc -M -D__CUDACC__`, and some builds pass -D__NVCC__: nvcc's
    # own macros, which must not reach HIP's headers (rocThrust would take the compile for nvcc's and include
    # NVIDIA's CUB); the source's own test of __CUDACC__ still holds (PASSES' #error)
    src = _write(tmp_path, "sort.cu", "#ifndef __CUDACC__\n#error no __CUDACC__\n#endif\n" + THRUST)
    env = nvcc_env(nvcc_cache)
    deps = run([xlate_nvcc, "-M", "-D__CUDACC__", "-D__NVCC__=1", src], env, cwd=tmp_path).stdout
    assert deps.startswith("sort.o") and str(src) in deps
    exe = tmp_path / "sort"
    proc = run([xlate_nvcc, "-v", "-D__CUDACC__", src, "-o", exe], env, cwd=tmp_path)
    assert "nvcc's own macros (__CUDACC__)" in proc.stderr
    rep = verify_binary(exe)
    assert rep.ok, rep


ARCH_LIST = r"""
#include <cstdio>
// nvcc defines __CUDA_ARCH_LIST__ in both passes: host code learns which architectures have device
// code (llama.cpp picks its kernels with it); it must name the architecture the kernels were built for
constexpr int first_arch(int a) { return a; }
template <class... R> constexpr int first_arch(int a, R...) { return a; }
__global__ void arch(int *out) {
#ifdef __CUDA_ARCH__
  out[0] = __CUDA_ARCH__;
#endif
}
int main() {
  int *d = nullptr, h = 0;
  cudaMalloc(&d, sizeof h);
  arch<<<1, 1>>>(d);
  cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("list=%d device=%d\n", first_arch(__CUDA_ARCH_LIST__), h);
  return 0;
}
"""


def test_cuda_arch_list_names_the_compiled_architecture(tmp_path, xlate_nvcc, nvcc_cache):
    src = _write(tmp_path, "archlist.cu", ARCH_LIST)
    exe = tmp_path / "archlist"
    run([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    n = device_arch_number()  # the architecture XL513 compiles __CUDA_ARCH__ branches for (800)
    assert run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.strip() == f"list={n} device={n}"


MINMAX = r"""
#include <cstdio>
__global__ void k(double *d, unsigned *u, const float *f) {
  d[0] = max(d[1], f[0]);   // CUDA: max(double, float), in double
  d[2] = min(f[1], d[3]);   // CUDA: min(float, double)
  u[0] = max(-1, u[1]);     // CUDA: max(int, unsigned) compares as unsigned
  u[2] = min(-1, u[3]);
}
int main() {
  double hd[4] = {0, 0.1, 0, 2.5};
  unsigned hu[4] = {0, 5u, 0, 7u};
  float hf[2] = {0.25f, -3.0f};
  double *d; unsigned *u; float *f;
  cudaMalloc(&d, sizeof hd); cudaMalloc(&u, sizeof hu); cudaMalloc(&f, sizeof hf);
  cudaMemcpy(d, hd, sizeof hd, cudaMemcpyHostToDevice);
  cudaMemcpy(u, hu, sizeof hu, cudaMemcpyHostToDevice);
  cudaMemcpy(f, hf, sizeof hf, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(d, u, f);
  cudaMemcpy(hd, d, sizeof hd, cudaMemcpyDeviceToHost);
  cudaMemcpy(hu, u, sizeof hu, cudaMemcpyDeviceToHost);
  printf("%a %a %u %u\n", hd[0], hd[2], hu[0], hu[2]);
  return 0;
}
"""


def test_cuda_mixed_min_max_overloads(tmp_path, xlate_nvcc, nvcc_cache):
    """CUDA declares min/max for mixed argument types; HIP does not (max(double, float) is ambiguous on
    hip-clang, max(int, unsigned) would pick max(int, int)). The translation checks them and the build
    gives CUDA's answers: the cpu run is compared with CUDA's rules computed here, gfx942 compiles."""
    src = _write(tmp_path, "minmax.cu", MINMAX)
    exe = tmp_path / "minmax"
    run([xlate_nvcc, src, "-o", exe], nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu"), cwd=tmp_path)
    got = run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.split()
    import numpy as np
    f0, f1 = (float(np.float32(v)) for v in (0.25, -3.0))
    want = [max(0.1, f0).hex(), min(f1, 2.5).hex(), str(max(2**32 - 1, 5)), str(min(2**32 - 1, 7))]
    assert [float.fromhex(got[0]).hex(), float.fromhex(got[1]).hex(), got[2], got[3]] == want
    obj = tmp_path / "minmax.o"
    run([xlate_nvcc, "-c", src, "-o", obj], nvcc_env(nvcc_cache), cwd=tmp_path)
    assert verify_binary(obj, ["k"]).ok


# CUDART_VERSION / __CUDART_API_VERSION in user code (XL513): HIP's headers define neither, and xlate does
# not define them on the command line (hipSPARSE would hide its gemvi API: below), so the translation
# must have replaced each use by CUDA's answer. A wrong branch is a compile error, not a silent value.
RUNTIME_VERSION = r"""
#include <cstdio>
#ifndef CUDART_VERSION
#error "CUDART_VERSION undefined in the translated code: the no-CUDA branch"
#endif
#if !defined(__CUDART_API_VERSION) || CUDART_VERSION < 11070
#error "the branch for an old CUDA runtime"
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION 9000  // a fallback nvcc skips
#endif
__global__ void version(int *out) {
#if CUDART_VERSION >= 11000
  out[0] = CUDART_VERSION;
  out[1] = __CUDART_API_VERSION;
#endif
}
int main() {
  int *d = nullptr, h[2] = {0, 0};
  cudaMalloc(&d, sizeof h);
  version<<<1, 1>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
@SPARSE@  printf("%d %d %d\n", h[0], h[1], CUDART_VERSION);
  return 0;
}
"""
# For gfx942 also a hipSPARSE call that hipSPARSE declares only while CUDART_VERSION is undefined or below
# 12000 (the cpu target has no hipSPARSE): the user's CUDART_VERSION is rewritten, the library's is not
SPARSE = """#if CUDART_VERSION >= 11000
  int bytes = 0;
  cusparseHandle_t handle = nullptr;
  if (h[0] < 0) cusparseSgemvi_bufferSize(handle, CUSPARSE_OPERATION_NON_TRANSPOSE, 4, 4, 2, &bytes);
#endif
"""


def test_runtime_version_for_gfx942(tmp_path, xlate_nvcc, nvcc_cache):
    src = _write(tmp_path, "version.cu", "#include <cusparse.h>\n" + RUNTIME_VERSION.replace("@SPARSE@", SPARSE))
    obj = tmp_path / "version.o"
    run([xlate_nvcc, "-c", src, "-o", obj], nvcc_env(nvcc_cache), cwd=tmp_path)
    assert verify_binary(obj, ["version"]).ok


@pytest.mark.parametrize("reported", ["12.9", "11.8"])
def test_runtime_version_on_cpu(tmp_path, xlate_nvcc, nvcc_cache, reported):
    # the value follows the reported CUDA version ($XLATE_CUDA_VERSION): 12.9 -> 12090, 11.8 -> 11080
    major, minor = (int(x) for x in reported.split("."))
    want = str(major * 1000 + minor * 10)
    src = _write(tmp_path, "version.cu", RUNTIME_VERSION.replace("@SPARSE@", ""))
    exe = tmp_path / "version"
    env = nvcc_env(nvcc_cache, XLATE_NVCC_TARGET="cpu", XLATE_CUDA_VERSION=reported)
    run([xlate_nvcc, src, "-o", exe], env, cwd=tmp_path)
    assert run([exe], nvcc_env(nvcc_cache), cwd=tmp_path).stdout.split() == [want, want, want]
