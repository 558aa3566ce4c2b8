"""Fused multiply-add in device code as nvcc (-fmad=true, its default) and hip-clang compile it
(docs/cpu-backend.md, "Atomics, printf, math, types"; xlate/cpu/build.py fp_contract_flags).

The inputs make the fused and the unfused result differ: with a = b = 1 + 2^-12 and c = -1, a*b is
1 + 2^-11 + 2^-24 exactly, which float32 cannot hold (it rounds to 1 + 2^-11, a tie to even), so
a*b + c is 2^-11 + 2^-24 fused and 2^-11 unfused. Both are exact float32 values, computed here with
fractions (the oracle), not with the backend."""

from __future__ import annotations

from fractions import Fraction
from pathlib import Path

from cuda_program import run_cuda_source

from xlate.cpu.build import fp_contract_flags

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


def test_a_times_b_plus_c_rounds_once_as_on_a_gpu(tmp_path: Path):
    proc = run_cuda_source(SRC, tmp_path, "fma")
    assert proc.returncode == 0, proc.stderr[-2000:]
    got, exact = (Fraction(float.fromhex(v)) for v in proc.stdout.split())
    a = 1 + Fraction(1, 4096)
    assert exact == a * a - 1
    fused, unfused = Fraction(1, 2**11) + Fraction(1, 2**24), Fraction(1, 2**11)
    if "-mfma" in fp_contract_flags() or "-ffp-contract=fast" in fp_contract_flags() and not _x86():
        assert got == fused
    else:  # an x86-64 CPU without FMA: nothing is fused (documented)
        assert got == unfused


def _x86() -> bool:
    import platform

    return platform.machine() in ("x86_64", "AMD64")

