"""The cpu target compiles a CUDA source whose host and device passes differ twice (xlate.cpu.sides,
xlate/cpu/plugin/side_split.cpp): host code gets nvcc's host-pass answers, kernels its device-pass
answers, and what both sides name is one object. Each program prints what nvcc's build prints; the
expected words are read from CUDA's rules for the two passes, not from a run of xlate."""

from __future__ import annotations

import sys

import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run, run_single_on_cpu

# A __host__ __device__ function called from both sides; static __constant__ memory written by the
# host and read by a kernel; a __device__ counter written by kernels and read back by the host; an
# anonymous-namespace kernel; a template kernel; a host object constructed once; a template kernel
# launched only from the host side of a __host__ __device__ function (the device pass never
# instantiates it).
SIDES = r"""
#include <cstdio>
__host__ __device__ int which_pass() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}
static __constant__ float c_tab[4];
__device__ int g_count;
static int constructed = 0;
struct Once { Once() { ++constructed; } };
Once once;
namespace { __global__ void anon_k(int *out) { out[1] = which_pass(); } }
template <typename T> __global__ void probe(T *out) {
  if (threadIdx.x == 0) out[0] = which_pass() * 10 + (int)c_tab[2];
  atomicAdd(&g_count, 1);
}
template <typename T> __global__ void late(T *out) { out[2] = which_pass() + 40; }
__host__ __device__ void launch_late(int *d) {
#ifndef __CUDA_ARCH__
  late<<<1, 1>>>(d);
#endif
}
int main() {
  float t[4] = {0, 0, 5, 0};
  cudaMemcpyToSymbol(c_tab, t, sizeof t);
  int *d = nullptr, h[3] = {0, 0, 0};
  cudaMalloc(&d, sizeof h);
  probe<<<2, 3>>>(d);
  anon_k<<<1, 1>>>(d);
  launch_late(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  int count = 0;
  cudaMemcpyFromSymbol(&count, g_count, sizeof count);
  printf("probe=%d anon=%d late=%d host=%d count=%d constructed=%d\n", h[0], h[1], h[2], which_pass(), count,
         constructed);
  return 0;
}
"""

# Kernels of the device pass: which_pass() 1, c_tab[2] 5, six threads. `late<int>` is instantiated
# only by the host branch of launch_late: nvcc's device pass builds no code for it and the launch fails
# there (no device function); the cpu backend runs the host pass's body (2 + 40) and says so.
SIDES_EXPECTED = ["probe=15", "anon=1", "late=42", "host=2", "count=6", "constructed=1"]


@pytest.mark.parametrize("wave", ["64", "32"])
def test_each_side_gets_its_answer(tmp_path, wave):
    assert run_single_on_cpu(tmp_path, "sides", SIDES, wave) == SIDES_EXPECTED


def test_a_kernel_only_the_host_pass_instantiates_is_named(tmp_path):
    src = tmp_path / "sides.cu"
    src.write_text(SIDES)
    err = run([XLATE_NVCC, "-c", src, "-o", tmp_path / "sides.o"],
              nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu"), cwd=tmp_path).stderr
    assert "warning: kernel 'void late<int>(int*)' is instantiated only by host code" in err
    assert "probe" not in err and "anon_k" not in err


# Two translation units: each has a `static __constant__` of the same name (two objects, as under nvcc)
# and instantiates the same template kernel and inline __host__ __device__ function.
UNIT = r"""
#include <cstdio>
template <typename T> __host__ __device__ inline T side_value() {
#ifdef __CUDA_ARCH__
  return T(100);
#else
  return T(200);
#endif
}
static __constant__ int c_scale;
template <typename T> __global__ void fill(T *out, T add) { out[threadIdx.x] = side_value<T>() + add; }
__global__ void scaled(int *out) { out[0] = c_scale; }
int run_NAME(int scale) {
  cudaMemcpyToSymbol(c_scale, &scale, sizeof scale);
  int *d = nullptr, h[2] = {0, 0};
  cudaMalloc(&d, sizeof h);
  fill<int><<<1, 1>>>(d, 0);
  scaled<<<1, 1>>>(d + 1);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  cudaFree(d);
  return h[0] * 1000 + h[1] + side_value<int>() * 1000000;
}
"""

MAIN = r"""
#include <cstdio>
int run_a(int);
int run_b(int);
int main() { printf("%d %d\n", run_a(3), run_b(4)); return 0; }
"""


def test_separate_compiles_keep_units_apart(tmp_path):
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    objects = []
    for name, text in (("a", UNIT.replace("NAME", "a").replace("scaled", "scaled_a")),
                       ("b", UNIT.replace("NAME", "b").replace("scaled", "scaled_b")), ("main", MAIN)):
        src = tmp_path / f"{name}.cu"
        src.write_text(text)
        run([XLATE_NVCC, "-c", src, "-o", tmp_path / f"{name}.o"], env, cwd=tmp_path)
        objects.append(tmp_path / f"{name}.o")
    run([XLATE_NVCC, *objects, "-o", tmp_path / "prog"], env, cwd=tmp_path)
    # host 200 (x 1e6), the kernel 100 (x 1000), each unit's own constant
    assert run([tmp_path / "prog"], env, cwd=tmp_path).stdout.split() == ["200100003", "200100004"]


# A program that never tests __CUDA_ARCH__ itself, through the headers of CUDA's libraries: none of
# xlate's own headers (cpu runtime, support, library implementations) may read the two passes apart, or
# every such program would pay a second compile.
LIBRARIES = r"""
#include <complex>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <cuda_bf16.h>
#include <cublas_v2.h>
#include <cusparse.h>
#include <cufft.h>
#include <curand.h>
#include <curand_kernel.h>
#include <cooperative_groups.h>
#include <cub/cub.cuh>
#include <thrust/device_vector.h>
#include <thrust/sort.h>
#include <mma.h>
__global__ void k(float *p) { p[threadIdx.x] = __half2float(__float2half(1.5f)); }
int main() { thrust::device_vector<int> v(4); thrust::sort(v.begin(), v.end()); return 0; }
"""


def test_one_compile_where_the_passes_read_the_same_text(tmp_path):
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    plain = tmp_path / "plain.cu"
    plain.write_text(LIBRARIES)
    sides = tmp_path / "sides.cu"
    sides.write_text(SIDES)
    for src, two in ((plain, False), (sides, True)):
        err = run([XLATE_NVCC, "-v", "-c", src, "-o", src.with_suffix(".o")], env, cwd=tmp_path).stderr
        assert ("env XLATE_CPU_SIDE=device" in err and "env XLATE_CPU_SIDE=host" in err) == two, err[-3000:]


def test_xlate_run_builds_two_sided_too(tmp_path):
    # `xlate run` (one compiler call per program, xlate.cpu.build.compile_program) splits the same way
    src = tmp_path / "sides.cu"
    src.write_text(SIDES)
    env = nvcc_env(tmp_path / "cache")
    proc = run([sys.executable, "-m", "xlate", "run", src], env, cwd=tmp_path)
    assert proc.stdout.split() == SIDES_EXPECTED
    assert "warning: kernel 'void late<int>(int*)'" in proc.stderr


# Kernels in each of the cpu backend's execution forms inside a two-sided source: a block form (barriers
# at uniform positions, shared memory), a warp reduction by shuffles, and a kernel launched by address
# (registered by the host object's static initializer, run from the device object).
FORMS = r"""
#include <cstdio>
__host__ __device__ int side() {
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 2;
#endif
}
__global__ void block_sum(const int *in, int *out) {
  __shared__ int s[256];
  s[threadIdx.x] = in[blockIdx.x * 256 + threadIdx.x] * side();
  __syncthreads();
  for (int step = 128; step > 0; step /= 2) {
    if (threadIdx.x < step) s[threadIdx.x] += s[threadIdx.x + step];
    __syncthreads();
  }
  if (threadIdx.x == 0) out[blockIdx.x] = s[0];
}
__global__ void warp_sum(const int *in, int *out) {
  int v = in[threadIdx.x] * side();
  for (int o = 16; o > 0; o /= 2) v += __shfl_down_sync(0xffffffffu, v, o);
  if (threadIdx.x % 32 == 0) out[threadIdx.x / 32] = v;
}
__global__ void by_address(int *out) { out[0] = 1000 * side(); }
int main() {
  int h[512], *in, *out, r[8];
  for (int i = 0; i < 512; ++i) h[i] = i;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, sizeof r);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  block_sum<<<2, 256>>>(in, out);
  warp_sum<<<1, 64>>>(in, out + 2);
  void *args[] = {&out};
  int *slot = out + 4;
  args[0] = &slot;
  cudaLaunchKernel((const void *)by_address, dim3(1), dim3(1), args, 0, 0);
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d %d\n", r[0], r[1], r[2], r[3], r[4], side());
  return 0;
}
"""


@pytest.mark.parametrize("wave", ["64", "32"])
def test_execution_forms_in_a_two_sided_source(tmp_path, wave):
    # sums of 0..255, 256..511 (block form), 0..31, 32..63 (shuffles), all on the device side (x 1)
    want = [sum(range(256)), sum(range(256, 512)), sum(range(32)), sum(range(32, 64)), 1000, 2]
    assert run_single_on_cpu(tmp_path, "forms", FORMS, wave) == [str(w) for w in want]
