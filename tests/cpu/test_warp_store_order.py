"""A known wrong result of the cpu backend, kept visible (docs/cpu-backend.md, "Convergence model"): two
stores of one converged warp between sync points, where a later store of one lane must overwrite an
earlier store of another lane. A GPU's converged warp executes each store for all lanes before the next;
the fiber form runs each lane to its next sync point, one lane after the other. ggml's
quantize_q8_1_to_shared (llama.cpp's FLASH_ATTN_EXT with quantised K/V) has this shape: 32 lanes store a
word each, lanes 16-31 past the 16 words onto the two scales that lanes 0 and 8 store next.

The expected values are what lockstep execution of the kernel gives (42 in both scales), worked out by
hand from the source below. Strict xfail: when the backend learns lockstep order, this test fails until
the mark is removed."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

from tests.cpu.conftest import WARP_SIZES

SRC = r"""
#include <cstdio>
__global__ void k(float* out) {
  __shared__ int buf[32];
  float v = threadIdx.x;
  for (int m = 4; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m, 32);
  buf[threadIdx.x] = 0;
  if (threadIdx.x % 8 == 0 && threadIdx.x < 16) buf[16 + threadIdx.x / 8] = 42;
  __syncthreads();
  if (threadIdx.x == 0) { out[0] = buf[16]; out[1] = buf[17]; }
}
int main() {
  float* o;
  cudaMallocManaged(&o, 2 * sizeof(float));
  k<<<1, 32>>>(o);
  cudaDeviceSynchronize();
  printf("%g %g\n", o[0], o[1]);
  return 0;
}
"""


@pytest.mark.xfail(strict=True, reason="open: the fiber form does not keep a converged warp's store order "
                   "across lanes (docs/cpu-backend.md, 'Convergence model')")
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_later_store_of_a_converged_warp_wins(tmp_path: Path, ws: int):
    proc = run_cuda_source(SRC, tmp_path, "store_order", warp_size=ws)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == ["42", "42"]
