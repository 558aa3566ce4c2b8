"""A `*_sync` mask that names lanes which have returned. CUDA's rule (Programming Guide, `__syncwarp` and the
warp shuffle functions): every *non-exited* thread named in the mask must execute the operation; exited ones
are not waited for, and a value read from one is undefined. Code relies on it after a bounds check
(`if (i >= n) return;` then a full-mask reduction or `__syncwarp()`), and OpenMM's AMOEBA kernels after
threads past the last atom return. The cpu backend stopped such programs ("names lanes ... that have
exited"); it now leaves those lanes out of the rendezvous, as CUDA does, says so once per call site, and a
shuffle that reads one reads 0, as gfx942's `ds_bpermute` reads 0 from a disabled lane (CUDA: undefined).

Expected values come from the inputs (Python below), not from a run. A lane that is live but does not reach
the operation is still an error (tests/cpu/test_partial_warp_shuffle.py, test_lane_divergent.py)."""

from __future__ import annotations

from pathlib import Path

import pytest
from cuda_program import run_cuda_source

N = 45  # block of 64 threads: lanes 45..63 return at once (warp 1 of 32 lanes keeps 13)

REDUCE = r"""
#include <cstdio>
__global__ void sums(const int* in, int* out, int n) {
  int t = threadIdx.x;
  if (t >= n) return;
  int v = in[t];
  for (int o = 16; o > 0; o >>= 1) v += __shfl_down_sync(0xffffffff, v, o);
  if ((t & 31) == 0) out[t / 32] = v;
}
int main() {
  const int n = 45;
  int *in, *out;
  cudaMallocManaged(&in, 64 * sizeof(int));
  cudaMallocManaged(&out, 2 * sizeof(int));
  for (int i = 0; i < 64; ++i) in[i] = i * 7 % 11 + 1;
  sums<<<1, 64>>>(in, out, n);
  cudaDeviceSynchronize();
  printf("%d %d\n", out[0], out[1]);
  return 0;
}
"""

# lanes exchange through shared memory after __syncwarp(); `early` makes every returned lane exit before
# the others reach the warp barrier (the block barrier waits for the live threads only), otherwise
# lanes return while their warp-mates already wait there
EXCHANGE = r"""
#include <cstdio>
__global__ void swap_pairs(int* out, int n, int early) {
  __shared__ int s[64];
  int t = threadIdx.x;
  if (t >= n) return;
  if (early) __syncthreads();
  s[t] = t * 2 + 1;
  __syncwarp();
  int u = t ^ 1;
  out[t] = u < n ? s[u] : -1;
}
int main(int argc, char** argv) {
  const int n = 45;
  int* out;
  cudaMallocManaged(&out, 64 * sizeof(int));
  for (int i = 0; i < 64; ++i) out[i] = -7;
  swap_pairs<<<1, 64>>>(out, n, argc > 1);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i) printf("%d ", out[i]);
  printf("\n");
  return 0;
}
"""


def _reduce_expected() -> list[int]:
    vals = [i * 7 % 11 + 1 for i in range(64)]
    # lane 0 of each 32-lane warp: the sum of the lanes that did not return (reads of returned lanes are 0)
    return [sum(vals[0:32]), sum(vals[32:N])]


@pytest.mark.parametrize("warp_size", [64, 32])
def test_full_mask_reduction_after_bounds_return(tmp_path: Path, warp_size: int):
    proc = run_cuda_source(REDUCE, tmp_path, "reduce", warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert [int(x) for x in proc.stdout.split()] == _reduce_expected()
    assert "not waited for" in proc.stderr, proc.stderr


def _exchange_expected() -> list[int]:
    return [((t ^ 1) * 2 + 1 if (t ^ 1) < N else -1) if t < N else -7 for t in range(64)]


@pytest.mark.parametrize("warp_size", [64, 32])
@pytest.mark.parametrize("early", [False, True])
def test_syncwarp_names_returned_lanes(tmp_path: Path, warp_size: int, early: bool):
    exe_dir = tmp_path / ("early" if early else "late")
    exe_dir.mkdir()
    proc = run_cuda_source(EXCHANGE.replace("argc > 1", "1" if early else "0"), exe_dir, "exchange",
                           warp_size=warp_size)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert [int(x) for x in proc.stdout.split()] == _exchange_expected()
