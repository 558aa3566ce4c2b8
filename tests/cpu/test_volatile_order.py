"""Volatile memory in the order of a converged warp (docs/cpu-backend.md, "Volatile accesses"): a GPU
warp executes each instruction for all its lanes before the next, and warp-synchronous code relies on
it for `volatile` memory with no __syncwarp. The cpu backend's plugin (xlate/cpu/plugin/
volatile_order.cpp) calls the runtime after each volatile access, which lets the other threads of the
block run first, so the lanes make them in that order while no preemption reorders them.
Without it, lane 0 ran both programs' loops to the end before lane 1 started.

References are oracles written here from the kernels' sources, never a run of the cpu backend."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuda_program import run_cuda_source

from tests.cpu.conftest import WARP_SIZES

# OpenMM's nonbonded kernel (platforms/cuda/src/kernels/nonbonded.cu, skipTiles): every lane of a
# 32-thread tile stores one entry of a sorted list, in a loop whose condition reads the tile's last
# entry; then each thread walks the entries for the first one not below `pos`
SKIP_TILES = r"""
#include <cstdio>
#define TILE 32
__global__ void scan_tiles(const int* tiles, int ntiles, int* out, int nquery) {
  __shared__ volatile int skip[256];
  skip[threadIdx.x] = -1;
  __syncthreads();
  const int tgx = threadIdx.x & (TILE - 1);
  const int tbx = threadIdx.x - tgx;
  int base = 0, cur = tbx;
  for (int pos = 0; pos < nquery; ++pos) {
    while (skip[tbx + TILE - 1] < pos) {
      if (base + tgx < ntiles) skip[threadIdx.x] = tiles[base + tgx];
      else skip[threadIdx.x] = 1 << 30;
      base += TILE;
      cur = tbx;
    }
    while (skip[cur] < pos) cur++;
    out[threadIdx.x * nquery + pos] = skip[cur] != pos;
  }
}
int main() {
  const int ntiles = 70, nquery = 200;
  int *tiles, *out;
  cudaMallocManaged(&tiles, ntiles * sizeof(int));
  cudaMallocManaged(&out, 256 * nquery * sizeof(int));
  for (int i = 0; i < ntiles; ++i) tiles[i] = 3 * i + 1;
  scan_tiles<<<1, 256>>>(tiles, ntiles, out, nquery);
  cudaDeviceSynchronize();
  for (int t = 0; t < 256; ++t) {
    for (int p = 0; p < nquery; ++p) printf("%d", out[t * nquery + p]);
    printf("\n");
  }
  return 0;
}
"""

# neighbouring lanes exchange values through volatile shared memory over several statements, in a
# loop, with no sync: store, read the neighbour's, store again, read again
EXCHANGE = r"""
#include <cstdio>
__global__ void exchange(const int* in, int* out, int rounds) {
  __shared__ volatile int s[128];
  const int t = threadIdx.x;
  int v = in[t];
  for (int r = 0; r < rounds; ++r) {
    s[t] = v;
    int other = s[t ^ 1];
    s[t] = other * 3 + t;
    v = s[t ^ 1] - r;
  }
  out[t] = v;
}
int main() {
  const int rounds = 5;
  int *in, *out;
  cudaMallocManaged(&in, 128 * sizeof(int));
  cudaMallocManaged(&out, 128 * sizeof(int));
  for (int i = 0; i < 128; ++i) in[i] = (i * 7) % 11 - 5;
  exchange<<<1, 128>>>(in, out, rounds);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("%d\n", out[i]);
  return 0;
}
"""


def _run(tmp_path: Path, src: str, name: str, ws: int, env: dict[str, str] | None = None) -> str:
    proc = run_cuda_source(src, tmp_path, name, warp_size=ws, env=env)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def _skip_tiles_oracle(tiles: list[int], nquery: int, threads: int = 256) -> str:
    row = "".join("0" if pos in set(tiles) else "1" for pos in range(nquery))
    return "\n".join([row] * threads) + "\n"


def _exchange_oracle(values: np.ndarray, rounds: int) -> list[int]:
    v = values.copy()
    t = np.arange(v.size)
    for r in range(rounds):
        s = v.copy()             # every lane stores v
        other = s[t ^ 1]         # then every lane reads its neighbour's
        s = other * 3 + t        # then every lane stores again
        v = s[t ^ 1] - r         # and reads its neighbour's again
    return v.tolist()


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_openmm_skip_tiles_list(tmp_path: Path, ws: int):
    assert _run(tmp_path, SKIP_TILES, "skip_tiles", ws) == _skip_tiles_oracle([3 * i + 1 for i in range(70)], 200)


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_neighbour_exchange_over_statements(tmp_path: Path, ws: int):
    got = [int(x) for x in _run(tmp_path, EXCHANGE, "exchange", ws).split()]
    assert got == _exchange_oracle(np.array([(i * 7) % 11 - 5 for i in range(128)]), 5)
