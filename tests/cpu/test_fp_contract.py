"""Fused multiply-add on the cpu backend (docs/cpu-backend.md, "Fused multiply-add"): device code fuses a
multiply and a dependent add, across statements, as nvcc (-fmad=true, its default) and hip-clang do; host
code does not, as nvcc's host compiler (gcc on x86-64) does not; CUDA's explicitly rounded __fmul_rn /
__fadd_rn never fuse; and which operations fuse does not depend on the kernel's execution form.

The inputs make the fused and the unfused result differ: with a = 1 + 2^-12 and c = -1, a*a is
1 + 2^-11 + 2^-24 exactly, which float32 cannot hold (it rounds to 1 + 2^-11, a tie to even), so
a*a + c is 2^-11 + 2^-24 fused and 2^-11 unfused. Both are exact float32 values, computed here with
fractions (the oracle), not with the backend."""

from __future__ import annotations

import os
import subprocess
from fractions import Fraction
from pathlib import Path

import pytest
from cuda_program import run_cuda_source

from xlate.cpu.build import has_fma

SRC = r"""
#include <cstdio>
#include <cuda_runtime.h>
__host__ __device__ float mad(float a, float b, float c) { float t = a * b; return t + c; }
__global__ void statements(const float *a, const float *c, float *out) {
  int i = threadIdx.x;
  float t = a[i] * a[i];
  out[i] = t + c[i];
}
__global__ void invariant(float p, float q, const float *c, float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = p * q + c[i];  // the same product in every thread: hoisted out of a loop over threads
}
__global__ void subtract(const float *a, float *out) { out[threadIdx.x] = 1.0f - a[0] * a[0]; }
__global__ void through_hd(const float *a, float *out) { out[threadIdx.x] = mad(a[0], a[0], -1.0f); }
__global__ void rounded(const float *a, float *out) {
  out[threadIdx.x] = __fadd_rn(__fmul_rn(a[0], a[0]), -1.0f);
}
__global__ void barrier(const float *a, float *out) {
  __shared__ float s[64];
  float t = a[0] * a[0];
  s[threadIdx.x] = (float)threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = t + (s[(threadIdx.x + 1) % blockDim.x] - s[(threadIdx.x + 1) % blockDim.x] - 1.0f);
}
int main() {
  const int n = 64;
  float *a, *c, *o;
  cudaMallocManaged(&a, n * sizeof(float)); cudaMallocManaged(&c, n * sizeof(float));
  cudaMallocManaged(&o, n * sizeof(float));
  for (int i = 0; i < n; ++i) { a[i] = 1.0f + 1.0f / 4096; c[i] = -1.0f; }
  auto show = [&](const char *name) {
    cudaDeviceSynchronize();
    for (int i = 1; i < n; ++i) if (o[i] != o[0]) { printf("%s lanes-differ\n", name); return; }
    printf("%s %a\n", name, (double)o[0]);
  };
  statements<<<1, n>>>(a, c, o); show("statements");
  invariant<<<2, n / 2>>>(a[0], a[0], c, o); show("invariant");
  subtract<<<1, n>>>(a, o); show("subtract");
  through_hd<<<1, n>>>(a, o); show("through_hd");
  rounded<<<1, n>>>(a, o); show("rounded");
  barrier<<<1, n>>>(a, o); show("barrier");
  volatile float va = a[0], vc = c[0];
  float x = va, y = vc;
  float t = x * x;
  printf("host %a\n", (double)(t + y));
  printf("host_expression %a\n", (double)(x * x + y));
  printf("host_hd %a\n", (double)mad(x, x, y));
  return 0;
}
"""

A = 1 + Fraction(1, 4096)
FUSED = A * A - 1  # 2^-11 + 2^-24, a float32
UNFUSED = Fraction(1, 2**11)  # a*a rounded to 1 + 2^-11 first

# what the GPU compilers compute (fused) and where the cpu backend keeps the host compiler's rounding
EXPECTED = {
    "statements": FUSED,
    "invariant": FUSED,
    "subtract": -FUSED,
    "through_hd": FUSED,
    "rounded": UNFUSED,  # __fmul_rn/__fadd_rn: never contracted (CUDA's math API)
    # a product and its sum on the two sides of a barrier: not fused in any execution form (a GPU
    # compiler may fuse them; docs/cpu-backend.md)
    "barrier": UNFUSED,
    "host": UNFUSED,
    "host_expression": UNFUSED,
    "host_hd": UNFUSED,
}


def _values(stdout: str) -> dict[str, Fraction]:
    out = {}
    for line in stdout.splitlines():
        name, value = line.split()
        out[name] = Fraction(float.fromhex(value)) if value != "lanes-differ" else None
    return out


@pytest.mark.skipif(not has_fma(), reason="this CPU has no FMA instruction: the cpu backend fuses nothing here")
@pytest.mark.parametrize("warp_size", [64, 32])
def test_device_code_fuses_and_host_code_does_not(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(SRC, tmp_path, "fma", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert _values(proc.stdout) == EXPECTED
    # the same program with every kernel in the fiber form: the same fusions
    exe = tmp_path / "fma"
    fibers = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False,
                            env={**os.environ, "XLATE_CPU_FORM": "fibers"})
    assert fibers.returncode == 0, fibers.stderr[-2000:]
    assert fibers.stdout == proc.stdout


def test_the_oracle_tells_fused_from_unfused():
    assert FUSED != UNFUSED and FUSED == Fraction(1, 2**11) + Fraction(1, 2**24)
