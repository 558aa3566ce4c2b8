"""CUB's BlockScan on the cpu backend's hipCUB, every form CUB documents that xgboost and similar code
use: one item and ITEMS items per thread, inclusive and exclusive, sums and scans with an operator, the
block aggregate (of the inputs alone, not of an initial value), an initial value, and a block prefix
callback carried across tiles (the running total of xgboost's split evaluation; CUB calls it in the
first warp and takes thread 0's value). Before, only one item without a callback compiled (and an
exclusive scan's aggregate included its initial value). Expected values from numpy, at wavefronts 64 and
32; also built for gfx942 against hipCUB."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

THREADS, ITEMS, TILES = 128, 3, 3
SRC = r"""#include <cstdio>
#include <cub/cub.cuh>
constexpr int T = 128, K = 3, TILES = 3;
struct Running {
  long long total;
  __device__ long long operator()(long long aggregate) { long long old = total; total += aggregate; return old; }
};
struct Max { __host__ __device__ long long operator()(long long a, long long b) const { return a < b ? b : a; } };
__device__ long long value(int i) { return (i * 37 + 11) % 101 - 50; }
__global__ void k(long long* o) {
  using Scan = cub::BlockScan<long long, T>;
  __shared__ typename Scan::TempStorage tmp;
  const int t = threadIdx.x;
  // 1: inclusive sum with a running prefix over tiles
  Running run{1000};
  for (int tile = 0; tile < TILES; ++tile) {
    long long x = value(tile * T + t), y;
    Scan(tmp).InclusiveSum(x, y, run);
    __syncthreads();
    o[tile * T + t] = y;
  }
  long long* p = o + TILES * T;
  // 2: exclusive scan (max) of K items with an initial value and the aggregate
  long long in[K], out[K], agg;
  for (int i = 0; i < K; ++i) in[i] = value(500 + t * K + i);
  Scan(tmp).ExclusiveScan(in, out, -7LL, Max(), agg);
  __syncthreads();
  for (int i = 0; i < K; ++i) p[t * K + i] = out[i];
  if (t == 0) p[T * K] = agg;
  p += T * K + 1;
  // 3: exclusive sum of K items with the aggregate, in place
  for (int i = 0; i < K; ++i) in[i] = value(900 + t * K + i);
  Scan(tmp).ExclusiveSum(in, in, agg);
  __syncthreads();
  for (int i = 0; i < K; ++i) p[t * K + i] = in[i];
  if (t == 0) p[T * K] = agg;
  p += T * K + 1;
  // 4: inclusive scan (max) of K items
  for (int i = 0; i < K; ++i) in[i] = value(1300 + t * K + i);
  Scan(tmp).InclusiveScan(in, out, Max());
  __syncthreads();
  for (int i = 0; i < K; ++i) p[t * K + i] = out[i];
  p += T * K;
  // 5: exclusive sum of one item with a prefix callback
  Running run2{-3};
  long long s;
  Scan(tmp).ExclusiveSum(value(1900 + t), s, run2);
  p[t] = s;
}
int main() {
  const int n = TILES * T + 2 * (T * K + 1) + T * K + T;
  long long* o;
  cudaMallocManaged(&o, n * sizeof(long long));
  k<<<1, T>>>(o);
  cudaDeviceSynchronize();
  for (int i = 0; i < n; ++i) printf("%lld\n", o[i]);
  return 0;
}
"""


def value(i: np.ndarray) -> np.ndarray:
    return (i * 37 + 11) % 101 - 50


def _expected() -> list[str]:
    t = np.arange(THREADS)
    out: list[np.ndarray] = []
    base = 1000
    for tile in range(TILES):
        x = value(tile * THREADS + t)
        out.append(base + np.cumsum(x))
        base += int(x.sum())
    flat = value(500 + np.arange(THREADS * ITEMS))
    out.append(np.maximum.accumulate(np.concatenate([[-7], flat]))[:-1])
    out.append(np.array([flat.max()]))
    flat = value(900 + np.arange(THREADS * ITEMS))
    out.append(np.concatenate([[0], np.cumsum(flat)])[:-1])
    out.append(np.array([flat.sum()]))
    flat = value(1300 + np.arange(THREADS * ITEMS))
    out.append(np.maximum.accumulate(flat))
    x = value(1900 + t)
    out.append(-3 + np.concatenate([[0], np.cumsum(x)[:-1]]))
    return [str(int(v)) for v in np.concatenate(out)]


@pytest.mark.parametrize("wave", ["64", "32"])
def test_block_scan_forms_on_cpu(tmp_path: Path, wave: str) -> None:
    assert run_single_on_cpu(tmp_path, "block_scan", SRC, wave) == _expected()


def test_block_scan_forms_build_for_gfx942(tmp_path: Path) -> None:
    build_single(tmp_path, "block_scan", SRC, ["k"])
