"""A full-mask butterfly reduction in a block whose size is not a multiple of 32 (faiss's l2NormRowMajor
runs one thread per vector element, blockDim = dimension, and reduces each warp with
__shfl_xor_sync(0xffffffff, ...)). The last warp is partial: its lanes read lanes beyond the block's
last thread. CUDA leaves those values undefined; gfx942's ds_bpermute reads 0 from a lane outside the
wavefront's threads, so there the reduction sums the lanes that exist. The cpu backend stopped with
"reads lane N, which does not take part"; it now reads 0 as gfx942 does and says so once per call site.

Expected values from the program's inputs: v[t] = t * 3 + 1; each warp's lanes all hold the sum of
v over the warp's existing threads (the loop starts at distance 16, so a missing lane is only ever read
before it would have held a partial sum)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

N = 80  # two full warps and one of 16 lanes

SRC = r"""
#include <cstdio>
__global__ void warp_sums(int* out) {
  int t = threadIdx.x;
  int v = t * 3 + 1;
  for (int mask = 16; mask > 0; mask >>= 1) v += __shfl_xor_sync(0xffffffff, v, mask);
  out[t] = v;
}
int main() {
  const int n = 80;
  int* d;
  cudaMalloc(&d, n * sizeof(int));
  warp_sums<<<1, n>>>(d);
  int h[80];
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int t = 0; t < n; ++t) printf("%d ", h[t]);
  printf("\n");
  return 0;
}
"""


def expected() -> list[str]:
    out = []
    for t in range(N):
        first = t // 32 * 32
        out.append(str(sum(u * 3 + 1 for u in range(first, min(first + 32, N)))))
    return out


@pytest.mark.parametrize("warp_size", [64, 32])
def test_partial_warp_reads_missing_lanes_as_zero(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(SRC, tmp_path, "partial", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert proc.stdout.split() == expected()
    assert proc.stderr.count("beyond the block's last thread") == 1, proc.stderr


DIVERGED = r"""
#include <cstdio>
__global__ void half(int* out) {
  int t = threadIdx.x;
  int v = t;
  if (t < 16) v = __shfl_xor_sync(0x0000ffff, v, 16);  // reads lanes 16..31: they exist but do not take part
  out[t] = v;
}
int main() {
  int* d;
  cudaMalloc(&d, 32 * sizeof(int));
  half<<<1, 32>>>(d);
  cudaDeviceSynchronize();
  printf("done\n");
  return 0;
}
"""


@pytest.mark.parametrize("warp_size", [64, 32])
def test_lane_that_exists_but_does_not_take_part_still_stops(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(DIVERGED, tmp_path, "diverged", warp_size=warp_size)
    assert proc.returncode != 0
    assert "which does not take part" in proc.stderr, proc.stderr
