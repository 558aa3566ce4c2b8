"""A warp's lanes meet again where a branch's paths join and at the end of each loop iteration
(docs/cpu-backend.md, "Reconvergence"): warp-synchronous code that shares values through volatile
memory relies on it. The plugin's reconverge.cpp marks those joins in device code with volatile
accesses and the runtime's convergence.cpp makes a lane wait there for the lanes of its warp behind
it. Without them the first two programs below compute other values (lanes that skip a branch ran on
into the next statement or iteration before the lanes in the branch made its accesses).

References are oracles written here from the kernels' sources (numpy), never a run of the cpu backend."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuda_program import run_cuda_source

from tests.cpu.conftest import WARP_SIZES

# OpenMM's group centres (platforms/common/src/kernels/customCentroidBond.cc): one block walks the
# groups; its threads sum their share of a group into volatile shared memory, fold it by halves with
# __syncwarp steps, and thread 0 adds the last two entries. Thread 1 skips that branch; on a GPU it
# writes its entry of the next group only after thread 0 has read this one's.
GROUP_SUMS = r"""
#include <cstdio>
__global__ void group_sums(int ngroups, const int* value, const int* offset, int* out) {
  __shared__ volatile int temp[64];
  for (int g = blockIdx.x; g < ngroups; g += gridDim.x) {
    int sum = 0;
    for (int i = offset[g] + threadIdx.x; i < offset[g + 1]; i += blockDim.x) sum += value[i];
    const int t = threadIdx.x;
    temp[t] = sum;
    __syncthreads();
    if (t < 32) temp[t] += temp[t + 32];
    __syncwarp();
    if (t < 16) temp[t] += temp[t + 16];
    __syncwarp();
    if (t < 8) temp[t] += temp[t + 8];
    __syncwarp();
    if (t < 4) temp[t] += temp[t + 4];
    __syncwarp();
    if (t < 2) temp[t] += temp[t + 2];
    __syncwarp();
    if (t == 0) out[g] = temp[0] + temp[1];
  }
}
int main() {
  const int ngroups = 9;
  const int sizes[ngroups] = {2, 3, 1, 70, 5, 64, 0, 33, 4};
  int *value, *offset, *out;
  cudaMallocManaged(&offset, (ngroups + 1) * sizeof(int));
  offset[0] = 0;
  for (int g = 0; g < ngroups; ++g) offset[g + 1] = offset[g] + sizes[g];
  cudaMallocManaged(&value, offset[ngroups] * sizeof(int));
  cudaMallocManaged(&out, ngroups * sizeof(int));
  for (int i = 0; i < offset[ngroups]; ++i) value[i] = (i * 37) % 101 - 50;
  group_sums<<<2, 64>>>(ngroups, value, offset, out);
  cudaDeviceSynchronize();
  for (int g = 0; g < ngroups; ++g) printf("%d\n", out[g]);
  return 0;
}
"""
GROUP_SIZES = [2, 3, 1, 70, 5, 64, 0, 33, 4]

# the last lane of each 32-lane warp publishes a value the whole warp then reads, with no sync: on a
# GPU the branch runs before the lanes that skip it go on (docs/cpu-backend.md named it open)
PUBLISH = r"""
#include <cstdio>
__global__ void publish(const int* in, int* out, int rounds) {
  __shared__ volatile int s[8];
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  int acc = 0;
  for (int r = 0; r < rounds; ++r) {
    if (lane == 31) s[w] = in[threadIdx.x] * (r + 1);
    acc += s[w] * (lane + 1);
  }
  out[threadIdx.x] = acc;
}
int main() {
  int *in, *out;
  cudaMallocManaged(&in, 256 * sizeof(int));
  cudaMallocManaged(&out, 256 * sizeof(int));
  for (int i = 0; i < 256; ++i) in[i] = i % 13 - 6;
  publish<<<1, 256>>>(in, out, 4);
  cudaDeviceSynchronize();
  for (int i = 0; i < 256; ++i) printf("%d\n", out[i]);
  return 0;
}
"""

# lanes loop a different number of times, storing as they go; after the loop every lane reads its
# neighbour's last store: lanes that leave early wait at the loop's exit on a GPU
TRIP_COUNTS = r"""
#include <cstdio>
__global__ void trips(int* out) {
  __shared__ volatile int s[128];
  const int t = threadIdx.x;
  s[t] = -1;
  __syncthreads();
  for (int i = 0; i < (t * 7) % 5; ++i) s[t] = t * 10 + i;
  out[t] = s[t ^ 1];
}
int main() {
  int* out;
  cudaMallocManaged(&out, 128 * sizeof(int));
  trips<<<1, 128>>>(out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("%d\n", out[i]);
  return 0;
}
"""

# lanes 1-31 spin on a volatile flag that lane 0 sets only after the branch they spin in: a GPU since
# Volta lets lane 0 go on; so must the wait at the branch's join (it stops waiting)
SPIN_PAST_JOIN = r"""
#include <cstdio>
__global__ void spin(int* out) {
  __shared__ volatile int flag[4];
  const int lane = threadIdx.x % 32, w = threadIdx.x / 32;
  if (lane == 0) flag[w] = 0;
  __syncthreads();
  int seen = 0;
  if (lane != 0) {
    while (flag[w] == 0) {}
    seen = flag[w];
  }
  if (lane == 0) flag[w] = 5 + w;
  out[threadIdx.x] = lane == 0 ? flag[w] : seen;
}
int main() {
  int* out;
  cudaMallocManaged(&out, 128 * sizeof(int));
  spin<<<1, 128>>>(out);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("%d\n", out[i]);
  return 0;
}
"""


def _run(tmp_path: Path, src: str, name: str, ws: int) -> list[int]:
    proc = run_cuda_source(src, tmp_path, name, warp_size=ws)
    assert proc.returncode == 0, proc.stderr
    return [int(x) for x in proc.stdout.split()]


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_group_sums_thread_zero_reads_before_the_next_group(tmp_path: Path, ws: int):
    value = (np.arange(sum(GROUP_SIZES)) * 37) % 101 - 50
    bounds = np.concatenate([[0], np.cumsum(GROUP_SIZES)])
    want = [int(value[bounds[g]:bounds[g + 1]].sum()) for g in range(len(GROUP_SIZES))]
    assert _run(tmp_path, GROUP_SUMS, "group_sums", ws) == want


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_branch_of_the_last_lane_runs_before_the_others_read(tmp_path: Path, ws: int):
    t = np.arange(256)
    inp = t % 13 - 6
    last = inp[(t // 32) * 32 + 31]
    want = sum(last * (r + 1) * (t % 32 + 1) for r in range(4))
    assert _run(tmp_path, PUBLISH, "publish", ws) == want.tolist()


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_lanes_leaving_a_loop_early_wait_at_its_exit(tmp_path: Path, ws: int):
    t = np.arange(128)
    trips = (t * 7) % 5
    final = np.where(trips > 0, t * 10 + trips - 1, -1)
    assert _run(tmp_path, TRIP_COUNTS, "trips", ws) == final[t ^ 1].tolist()


@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_a_spin_on_a_flag_set_after_the_join_ends(tmp_path: Path, ws: int):
    w = np.arange(128) // 32
    assert _run(tmp_path, SPIN_PAST_JOIN, "spin", ws) == (5 + w).tolist()
