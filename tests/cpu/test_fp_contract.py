"""Fused multiply-add on the cpu backend (docs/cpu-backend.md, "Atomics, printf, math, types"): nothing is
fused, since host and device code are one translation unit and the host code must round as the host
compiler rounds it. A GPU fuses device code's a*b+c by default (nvcc -fmad=true), so this is a known
last-bit difference, pinned here so that a change to it is seen.

The inputs make the fused and the unfused result differ: with a = b = 1 + 2^-12 and c = -1, a*b is
1 + 2^-11 + 2^-24 exactly, which float32 cannot hold (it rounds to 1 + 2^-11, a tie to even), so
a*b + c is 2^-11 + 2^-24 fused and 2^-11 unfused. Both are exact float32 values, computed here with
fractions (the oracle), not with the backend."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
#include <cuda_runtime.h>
__global__ void axpb(const float *a, const float *b, const float *c, float *out, double *dout) {
  int i = threadIdx.x;
  out[i] = a[i] * b[i] + c[i];
  double x = a[i], y = b[i], z = c[i];
  dout[i] = x * y + z;  // exact in double either way: a check that the kernel ran
}
int main() {
  float *a, *b, *c, *o; double *d;
  cudaMallocManaged(&a, 4); cudaMallocManaged(&b, 4); cudaMallocManaged(&c, 4); cudaMallocManaged(&o, 4);
  cudaMallocManaged(&d, 8);
  a[0] = 1.0f + 1.0f / 4096; b[0] = a[0]; c[0] = -1.0f;
  axpb<<<1, 1>>>(a, b, c, o, d);
  cudaDeviceSynchronize();
  printf("%a %a\n", (double)o[0], d[0]);
  return 0;
}
"""


def test_a_times_b_plus_c_is_not_fused(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "fma")
    assert proc.returncode == 0, proc.stderr[-2000:]
    got, exact = (Fraction(float.fromhex(v)) for v in proc.stdout.split())
    a = 1 + Fraction(1, 4096)
    assert exact == a * a - 1
    unfused = Fraction(1, 2**11)
    assert got == unfused, "a*b+c is fused now: update docs/cpu-backend.md and this test"
