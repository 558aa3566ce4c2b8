"""XL513 end to end, host-only functions: a test program in Eigen's gpu_basic shape, whose host setup sits
under `#if !defined(__CUDA_ARCH__)`, or under project macros defined from it, inside host functions,
built by xlate-nvcc for gfx942 and for the cpu target, where it runs. The cpu target compiles a source
once, and before host-only functions got the host pass's answer it compiled that setup out (the kernel
then read null buffers, or the result was never copied back). The device function's own test keeps the
device answer. Judged against a numpy model of the CUDA program."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
#include <cuda_runtime.h>
struct Buffers {
  float *in = nullptr, *out = nullptr;
  int n = 0;
  void setup(int count);
};
__device__ inline float bias() {
#ifdef __CUDA_ARCH__
  return 1.0f;
#else
  return -100.0f;
#endif
}
__global__ void affine(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] * 2.0f + bias();
}
void Buffers::setup(int count) {
#if !defined(__CUDA_ARCH__)
  n = count;
  cudaMalloc(&in, n * sizeof(float));
  cudaMalloc(&out, n * sizeof(float));
  float *h = new float[n];
  for (int i = 0; i < n; ++i) h[i] = 0.5f * i;
  cudaMemcpy(in, h, n * sizeof(float), cudaMemcpyHostToDevice);
  delete[] h;
#endif
}
#if defined(__CUDA_ARCH__)
#define IN_DEVICE_PHASE
#endif
template <class T>
T checksum(const T *d, int n) {
  T s = T(0);
#ifndef IN_DEVICE_PHASE
  T *h = new T[n];
  cudaMemcpy(h, d, n * sizeof(T), cudaMemcpyDeviceToHost);
  for (int i = 0; i < n; ++i) s += h[i] * T(i % 7 + 1);
  delete[] h;
#endif
  return s;
}
#ifdef __CUDA_ARCH__
#define HOST_SIDE 0
#else
#define HOST_SIDE 1
#endif
int main() {
  Buffers b;
  b.setup(300);
#if HOST_SIDE == 0
  printf("host code read the device pass's value\n");
  return 4;
#endif
#ifdef __CUDA_ARCH__
  printf("host code took the device branch\n");
  return 3;
#endif
  if (b.in == nullptr) return 2;
  affine<<<(b.n + 127) / 128, 128>>>(b.in, b.out, b.n);
  cudaDeviceSynchronize();
  printf("%d %.1f\n", b.n, checksum(b.out, b.n));
  return 0;
}
"""


def _model() -> list[float]:
    i = np.arange(300)
    out = (0.5 * i).astype(np.float32) * np.float32(2) + np.float32(1)
    return [300.0, float((out * (i % 7 + 1)).astype(np.float32).sum(dtype=np.float64))]


def test_builds_for_gfx942(tmp_path):
    build_single(tmp_path, "setup", SRC, ["affine"])


@pytest.mark.parametrize("wave", ["64", "32"])
def test_host_setup_runs_on_the_cpu_target(tmp_path, wave):
    out = run_single_on_cpu(tmp_path, "setup", SRC, wave)
    n, total = _model()
    assert int(out[0]) == n
    assert float(out[1]) == pytest.approx(total, rel=1e-6)
