"""A warp shuffle of a class type takes CUDA's overload for it: CUDA declares its shuffles as plain overloads
(int ... double, the 16-bit floating-point types), so a wrapper with `operator float()` is shuffled as a
float and the call returns float, a wrapper with `operator int()` an int, and a __half stays a __half.
xlate's compat32 templates deduced the class itself: gfx942's host pass then failed in HIP's template
(a float result does not convert back through an explicit constructor) and `auto` saw another type. The
program below asserts the types CUDA gives (static_assert in the kernel) and is built by xlate-nvcc for
gfx942 and run on the cpu target at wave 64 and 32, each lane's stored results judged against a numpy
model of CUDA's 32-lane shuffles."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
#include <type_traits>
#include <cuda_runtime.h>
#include <cuda_fp16.h>
struct Milli {  // fixed point: converts to float implicitly, from float only explicitly
  int raw;
  __host__ __device__ explicit Milli(float f) : raw(int(f * 1000.0f)) {}
  __host__ __device__ operator float() const { return raw / 1000.0f; }
};
struct Count {  // converts to int only
  int n;
  __host__ __device__ operator int() const { return n; }
};
__global__ void shuffles(const float* in, float* out_f, int* out_i, float* out_h) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const Milli m(in[i]);
  const Count c{i * 3};
  const __half h = __float2half(in[i] * 2.0f);
  auto a = __shfl_xor_sync(0xffffffffu, m, 1);
  static_assert(std::is_same<decltype(a), float>::value, "a Milli is shuffled as a float");
  auto s = __shfl_sync(0xffffffffu, m, 5);
  static_assert(std::is_same<decltype(s), float>::value, "a Milli is shuffled as a float");
  auto b = __shfl_down_sync(0xffffffffu, c, 2);
  static_assert(std::is_same<decltype(b), int>::value, "a Count is shuffled as an int");
  auto hh = __shfl_up_sync(0xffffffffu, h, 1);
  static_assert(std::is_same<decltype(hh), __half>::value, "a __half stays a __half");
  out_f[i] = a * 100.0f + s;
  out_i[i] = b;
  out_h[i] = __half2float(hh);
}
int main() {
  const int n = 128;
  float in[n], f[n], h[n];
  int c[n];
  float *d_in, *d_f, *d_h;
  int* d_c;
  for (int i = 0; i < n; ++i) in[i] = (i % 17) * 0.25f;
  cudaMalloc(&d_in, sizeof in);
  cudaMalloc(&d_f, sizeof f);
  cudaMalloc(&d_h, sizeof h);
  cudaMalloc(&d_c, sizeof c);
  cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
  shuffles<<<2, 64>>>(d_in, d_f, d_c, d_h);
  cudaMemcpy(f, d_f, sizeof f, cudaMemcpyDeviceToHost);
  cudaMemcpy(c, d_c, sizeof c, cudaMemcpyDeviceToHost);
  cudaMemcpy(h, d_h, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) printf("%g %d %g\n", f[i], c[i], h[i]);
  return 0;
}
"""


def _expected() -> list[float]:
    i = np.arange(128)
    value = (i % 17) * 0.25  # exact in float and as thousandths
    lane, base = i % 32, i - i % 32
    a = value[i ^ 1]
    s = value[base + 5]
    b = np.where(lane + 2 < 32, (i + 2) * 3, i * 3)
    hh = np.where(lane >= 1, value[np.maximum(i - 1, 0)] * 2, value * 2)
    return [float(x) for row in zip(a * 100 + s, b, hh) for x in row]


def test_builds_for_gfx942(tmp_path):
    build_single(tmp_path, "shuffle_types", SRC, ["shuffles"])


@pytest.mark.parametrize("wave", ["64", "32"])
def test_runs_on_the_cpu_target(tmp_path, wave):
    got = [float(x) for x in run_single_on_cpu(tmp_path, "shuffle_types", SRC, wave)]
    assert got == pytest.approx(_expected(), rel=1e-6)
