"""CUB's WarpReduce and WarpScan over a value wider than one 64-bit shuffle word (a 16-byte pair of int64,
as xgboost reduces its quantised gradient pairs) on the cpu backend's hipCUB, at wavefronts 64 and 32:
CUB moves any trivially copyable type through its warp collectives, and the cpu hipCUB's shuffled the
value as one 8-byte word (a compile error for wider types). Expected values from numpy (sums and
prefix sums per logical warp of 32 lanes); the program is also built for gfx942 against hipCUB."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

THREADS = 128
SRC = r"""#include <cstdio>
#include <cub/cub.cuh>
struct Pair { long long g, h; };
struct AddPair { __host__ __device__ Pair operator()(const Pair& a, const Pair& b) const { return {a.g + b.g, a.h + b.h}; } };
__global__ void k(long long* sums, long long* inc, long long* exc) {
  using R = cub::WarpReduce<Pair, 32>;
  using S = cub::WarpScan<Pair, 32>;
  __shared__ typename R::TempStorage rt[4];
  __shared__ typename S::TempStorage st[4];
  const int t = threadIdx.x, w = t / 32;
  Pair p{t + 1, 1000000000000LL * (t % 7) - t};
  Pair s = R(rt[w]).Reduce(p, AddPair());
  if (t % 32 == 0) { sums[2 * w] = s.g; sums[2 * w + 1] = s.h; }
  Pair i, e;
  S(st[w]).InclusiveScan(p, i, AddPair());
  S(st[w]).ExclusiveScan(p, e, Pair{5, -5}, AddPair());
  inc[2 * t] = i.g; inc[2 * t + 1] = i.h;
  exc[2 * t] = e.g; exc[2 * t + 1] = e.h;
}
int main() {
  long long *sums, *inc, *exc;
  cudaMallocManaged(&sums, 8 * sizeof(long long));
  cudaMallocManaged(&inc, 2 * 128 * sizeof(long long));
  cudaMallocManaged(&exc, 2 * 128 * sizeof(long long));
  k<<<1, 128>>>(sums, inc, exc);
  cudaDeviceSynchronize();
  for (int w = 0; w < 4; ++w) printf("sum %lld %lld\n", sums[2 * w], sums[2 * w + 1]);
  for (int t = 0; t < 128; ++t) printf("scan %lld %lld %lld %lld\n", inc[2 * t], inc[2 * t + 1], exc[2 * t], exc[2 * t + 1]);
  return 0;
}
"""


def _expected() -> list[str]:
    t = np.arange(THREADS, dtype=np.int64)
    g, h = t + 1, 1000000000000 * (t % 7) - t
    out: list[str] = []
    for w in range(THREADS // 32):
        sl = slice(32 * w, 32 * w + 32)
        out += ["sum", str(g[sl].sum()), str(h[sl].sum())]
    for w in range(THREADS // 32):
        sl = slice(32 * w, 32 * w + 32)
        ig, ih = np.cumsum(g[sl]), np.cumsum(h[sl])
        eg, eh = 5 + ig - g[sl], -5 + ih - h[sl]
        for j in range(32):
            out += ["scan", str(ig[j]), str(ih[j]), str(eg[j]), str(eh[j])]
    return out


@pytest.mark.parametrize("wave", ["64", "32"])
def test_wide_pair_warp_reduce_and_scan_on_cpu(tmp_path: Path, wave: str) -> None:
    assert run_single_on_cpu(tmp_path, "warp_wide", SRC, wave) == _expected()


def test_wide_pair_builds_for_gfx942(tmp_path: Path) -> None:
    build_single(tmp_path, "warp_wide", SRC, ["k"])
