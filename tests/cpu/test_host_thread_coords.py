"""The cpu target compiles a CUDA source once, with the device pass's answer to `__CUDA_ARCH__` tests
(docs/rules/XL513.md), so a `__host__ __device__` function called from host code runs its device branch
there. When that branch reads threadIdx/blockIdx/blockDim/gridDim (Eigen's get_random_seed()), host code
reads a grid of one thread and the first read warns on stderr; before, it dereferenced no thread and the
program died with SIGSEGV. The kernel's values are checked against numpy; the host's are the documented
one-thread grid (nvcc's host pass would take the #else branch: this is the cpu target's known difference)."""

from __future__ import annotations

import numpy as np

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = r"""#include <cstdio>
__host__ __device__ unsigned seed() {
#ifdef __CUDA_ARCH__
  return blockIdx.x * blockDim.x + threadIdx.x + 100 * gridDim.x + 1000 * blockDim.y;
#else
  return 12345;
#endif
}
__global__ void k(unsigned* out) { out[blockIdx.x * blockDim.x + threadIdx.x] = seed(); }
int main() {
  unsigned* d;
  unsigned h[6];
  cudaMalloc(&d, sizeof h);
  k<<<2, 3>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 6; ++i) printf("%u ", h[i]);
  printf("%u %u\n", seed(), seed());
  return 0;
}
"""


def test_host_code_reads_a_one_thread_grid_with_a_warning(tmp_path):
    src = tmp_path / "coords.cu"
    src.write_text(SRC)
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, src, "-o", tmp_path / "coords"], env, cwd=tmp_path)
    proc = run([tmp_path / "coords"], env, cwd=tmp_path)
    got = [int(x) for x in proc.stdout.split()]
    i = np.arange(6)
    np.testing.assert_array_equal(got[:6], i + 100 * 2 + 1000 * 1)  # blocks of 3 threads, a grid of 2 blocks
    assert got[6:] == [100 + 1000, 100 + 1000]  # thread 0 of a grid of one block of one thread
    assert proc.stderr.count("host code read threadIdx/blockIdx/blockDim/gridDim") == 1, proc.stderr
