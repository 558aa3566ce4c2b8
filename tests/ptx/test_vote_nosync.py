"""vote without .sync (pre-Volta PTX; old CUB's MatchAny, util_ptx.cuh): PTX ISA — the vote is over the
warp's active threads, inactive threads contribute 0 to a ballot. Lowered as vote.sync over the active
lanes of the caller's 32-lane half (xlate/ptx/lower/warp.py). A kernel where only some lanes of each
warp take the branch holding the vote runs on the cpu backend at wave64 and wave32 and is compared with
a numpy model of 32-lane warps. (ptxas rejects vote without .sync for sm_70 and later, so an NVIDIA
recording of this program needs sm_6x.)"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

PROGRAM = r"""
#include <cstdio>
__global__ void votes(const unsigned* in, unsigned* out) {
  unsigned t = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[t], ballot = 0xdeadu, flags = 0xdeadu;
  if (v % 3u != 0u) {  // the lanes whose value is not a multiple of 3 vote
    asm("{ .reg .pred p, q; setp.ne.u32 p, %2, 0; vote.ballot.b32 %0, p;"
        " vote.all.pred q, p; selp.u32 %1, 1, 0, q; vote.any.pred q, p; @q add.u32 %1, %1, 2; }"
        : "=r"(ballot), "=r"(flags) : "r"(v & 4u));
  }
  out[2 * t] = ballot;
  out[2 * t + 1] = flags;
}
int main() {
  const int n = 256;
  unsigned h[2 * n], *in, *out;
  for (int i = 0; i < n; ++i) h[i] = (i * 2654435761u) >> 7;
  cudaMalloc(&in, n * sizeof(unsigned));
  cudaMalloc(&out, 2 * n * sizeof(unsigned));
  cudaMemcpy(in, h, n * sizeof(unsigned), cudaMemcpyHostToDevice);
  votes<<<2, 128>>>(in, out);
  cudaMemcpy(h, out, 2 * n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (int i = 0; i < 2 * n; ++i) printf("%u\n", h[i]);
  return 0;
}
"""


def _model() -> list[int]:
    n = 256
    v = (np.arange(n, dtype=np.uint64) * 2654435761 % (1 << 32) >> 7).astype(np.uint32)
    out = []
    for t in range(n):
        if v[t] % 3 == 0:
            out += [0xDEAD, 0xDEAD]
            continue
        warp = range(t - t % 32, t - t % 32 + 32)
        active = [u for u in warp if v[u] % 3 != 0]
        ballot = sum(1 << (u % 32) for u in active if v[u] & 4)
        all_ = all(v[u] & 4 for u in active)
        any_ = any(v[u] & 4 for u in active)
        out += [ballot, int(all_) + 2 * int(any_)]
    return out


@pytest.mark.parametrize("ws", [64, 32], ids=lambda w: f"wave{w}")
def test_vote_without_sync_counts_the_active_lanes(tmp_path: Path, ws: int):
    src = tmp_path / "votes.cu"
    src.write_text(PROGRAM, encoding="utf-8")
    got = subprocess.run([sys.executable, "-m", "xlate", "run", "--warp-size", str(ws), str(src)],
                         capture_output=True, text=True, timeout=900, check=False)
    assert got.returncode == 0, got.stderr[-3000:]
    assert [int(x) for x in got.stdout.split()] == _model()
