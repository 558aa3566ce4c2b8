"""A thread's linear index, lane and warp in the cpu backend's loop and block forms. Kernels that never
wait for another thread run as a loop over the block's threads (docs/cpu-backend.md, "Execution forms"),
and those loops kept only threadIdx up to date: cooperative groups' `thread_rank()` (block and tile),
`meta_group_rank()` (and HIP's `__lane_id()`) read the record's linear/lane/warp fields, which stayed at 0, so
every thread of such a kernel got rank 0, a silent wrong result (the fiber form was right). Each kernel's
values are checked against numpy's model of CUDA's definitions (rank = x + Dx*(y + Dy*z), a tile's rank =
rank % size, its group = rank / size), in each form the analysis picks and with every kernel forced to
fibers, at wave 64 and 32."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import build_and_run_on_cpu

SRC = r"""#include <cstdio>
#include <cooperative_groups.h>
namespace cg = cooperative_groups;
__device__ unsigned at(const dim3& t) { return (blockIdx.x * blockDim.z + t.z) * blockDim.y * blockDim.x + t.y * blockDim.x + t.x; }
// no barrier: the loop form (or the block form as one region)
__global__ void block_rank(unsigned* out) {
  cg::thread_block b = cg::this_thread_block();
  out[at(threadIdx)] = b.thread_rank();
}
__global__ void tile_rank(unsigned* out) {
  cg::thread_block_tile<32> t = cg::tiled_partition<32>(cg::this_thread_block());
  out[at(threadIdx)] = t.thread_rank() + 1000u * t.meta_group_rank();
}
// a goto: the block form's split refuses it, so the loop form (the runtime's loop calling the kernel per thread)
__global__ void rank_goto(unsigned* out) {
  cg::thread_block b = cg::this_thread_block();
  unsigned r = b.thread_rank();
  if (r > 100000u) goto done;
  out[at(threadIdx)] = r + 7u + 1000u * cg::tiled_partition<16>(b).thread_rank();
done:;
}
// a barrier: the block form, split at __syncthreads(); the rank is read after it
__global__ void rank_after_barrier(unsigned* out, unsigned* tmp) {
  tmp[at(threadIdx)] = threadIdx.x;
  __syncthreads();
  cg::thread_block b = cg::this_thread_block();
  out[at(threadIdx)] = b.thread_rank() + 1000u * tmp[at(threadIdx)];
}
int main() {
  const dim3 grid(2), block(8, 4, 3);  // 96 threads a block: tiles of 32, three per block
  const unsigned n = 2 * 96;
  unsigned *o, *t, h[4 * 192];
  cudaMalloc(&o, n * sizeof(unsigned));
  cudaMalloc(&t, n * sizeof(unsigned));
  block_rank<<<grid, block>>>(o);
  cudaMemcpy(h, o, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  tile_rank<<<grid, block>>>(o);
  cudaMemcpy(h + n, o, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  rank_after_barrier<<<grid, block>>>(o, t);
  cudaMemcpy(h + 2 * n, o, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  rank_goto<<<grid, block>>>(o);
  cudaMemcpy(h + 3 * n, o, n * sizeof(unsigned), cudaMemcpyDeviceToHost);
  for (unsigned i = 0; i < 4 * n; ++i) printf("%u\n", h[i]);
  return 0;
}
"""


def _model() -> np.ndarray:
    """CUDA's ranks for grid 2, block (8, 4, 3), laid out as the kernels store them (x fastest)."""
    z, y, x = np.meshgrid(np.arange(3), np.arange(4), np.arange(8), indexing="ij")
    rank = (x + 8 * (y + 4 * z)).ravel()
    rank = np.concatenate([rank, rank])  # two blocks
    x_of = np.concatenate([x.ravel(), x.ravel()])
    return np.concatenate([rank, rank % 32 + 1000 * (rank // 32), rank + 1000 * x_of,
                           rank + 7 + 1000 * (rank % 16)])


@pytest.mark.parametrize("wave", ["64", "32"])
@pytest.mark.parametrize("form", ["analysed", "fibers"])
def test_ranks_in_every_form(tmp_path, wave, form):
    forced = {"XLATE_CPU_FORM": "fibers"} if form == "fibers" else {}
    proc = build_and_run_on_cpu(tmp_path, "ranks", SRC, wave, XLATE_CPU_EXPLAIN="1", **forced)
    got = np.array([int(v) for v in proc.stdout.split()])
    np.testing.assert_array_equal(got, _model())
    if form == "analysed":  # the forms this test is about were the ones that ran
        assert "kernel block_rank: loop form" in proc.stderr or "kernel block_rank: block form" in proc.stderr, \
            proc.stderr
        assert "kernel rank_after_barrier: block form" in proc.stderr, proc.stderr
        assert "kernel rank_goto: loop form" in proc.stderr, proc.stderr
