"""`__syncwarp()` in the `else` block of a warp-uniform condition (a template constant, as gromacs'
reduce_atom_forces branches on `isPowerOfTwo(order)`; a warp index) is a sync of whole CUDA warps, not an
XL212 error: every lane of a warp takes the same block. The kernels below exchange values between lanes
through shared memory across such a `__syncwarp()`; their results are compared with a numpy model of the
CUDA program at wave64 and wave32, in both cpu forms. The lane-divergent shapes stay errors
(tests/rules/XL212/divergent_chain.cu)."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuda_program import run_cuda_source

from tests.cpu.conftest import CPU_FORMS, WARP_SIZES
from xlate.rewrite.engine import translate_text

PROGRAM = r"""
#include <cstdio>
template <int order>
__global__ void k(const float* in, float* out, int n) {
  __shared__ float s[128];
  const int t = threadIdx.x;
  const int warp = t / 32;
  float v = in[t];
  if (order % 2 == 0) {
    v = -v;
  } else {
    s[t] = v * 2.0f;
    __syncwarp();
    v += s[t ^ 1];
    __syncwarp();
  }
  if (warp == 0) {
    out[t] = v;
  } else if (n > 4) {
    s[t] = v;
    __syncwarp();
    out[t] = s[(t & ~31) | ((t + 5) & 31)] + 100.0f * warp;
  } else {
    out[t] = 0.0f;
  }
}
int main() {
  float *in, *out;
  cudaMallocManaged(&in, 128 * sizeof(float));
  cudaMallocManaged(&out, 128 * sizeof(float));
  for (int i = 0; i < 128; ++i) in[i] = (float)((i * 37) % 101) - 50.0f;
  k<3><<<1, 128>>>(in, out, 9);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("%g\n", out[i]);
  return 0;
}
"""


def _oracle() -> np.ndarray:
    t = np.arange(128)
    x = ((t * 37) % 101 - 50).astype(np.float32)
    v = x + (x * np.float32(2))[t ^ 1]  # order 3: the else block
    warp = t // 32
    rot = (t & ~31) | ((t + 5) & 31)
    return np.where(warp == 0, v, v[rot] + np.float32(100) * warp).astype(np.float32)


def test_uniform_else_syncwarp_is_translated_without_error() -> None:
    _, diags = translate_text(PROGRAM, filename="uniform_else.cu")
    assert [d for d in diags if d.severity.name == "ERROR"] == [], diags


@pytest.mark.parametrize("form", sorted(CPU_FORMS))
@pytest.mark.parametrize("ws", WARP_SIZES)
def test_uniform_else_exchanges_whole_warps(tmp_path: Path, ws: int, form: str) -> None:
    proc = run_cuda_source(PROGRAM, tmp_path, "uniform_else", warp_size=ws, env=CPU_FORMS[form])
    assert proc.returncode == 0, proc.stderr
    got = np.array([float(x) for x in proc.stdout.split()], dtype=np.float32)
    np.testing.assert_array_equal(got, _oracle())
