"""Host code that reads threadIdx/blockIdx/blockDim/gridDim on the cpu target. A `__host__ __device__`
function whose device branch reads them (Eigen's get_random_seed()) runs its host branch when host code
calls it, as under nvcc: its source is compiled twice (docs/cpu-backend.md, "Two compiles where the
passes differ"). Where host code reads them outside any `__CUDA_ARCH__` test (nvcc: a compile error in
the host pass; or the single compile without xlate's pass plugin), it reads a grid of one thread and the
first read warns on stderr; before, it dereferenced no thread and the program died with SIGSEGV. The
kernel's values are checked against numpy."""

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


def _build_and_run(tmp_path, name, text):
    src = tmp_path / f"{name}.cu"
    src.write_text(text)
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, src, "-o", tmp_path / name], env, cwd=tmp_path)
    proc = run([tmp_path / name], env, cwd=tmp_path)
    return [int(x) for x in proc.stdout.split()], proc.stderr


def test_host_code_takes_the_host_branch(tmp_path):
    got, err = _build_and_run(tmp_path, "coords", SRC)
    i = np.arange(6)
    np.testing.assert_array_equal(got[:6], i + 100 * 2 + 1000 * 1)  # blocks of 3 threads, a grid of 2 blocks
    assert got[6:] == [12345, 12345]  # nvcc's host pass: the #else branch
    assert "host code read threadIdx" not in err, err


# the same reads with no __CUDA_ARCH__ test: one pass, both sides read the coordinates
UNGUARDED = SRC.replace("#ifdef __CUDA_ARCH__\n", "").replace("#else\n  return 12345;\n#endif\n", "")


def test_host_code_reads_a_one_thread_grid_with_a_warning(tmp_path):
    assert "12345" not in UNGUARDED
    got, err = _build_and_run(tmp_path, "unguarded", UNGUARDED)
    i = np.arange(6)
    np.testing.assert_array_equal(got[:6], i + 100 * 2 + 1000 * 1)
    assert got[6:] == [100 + 1000, 100 + 1000]  # thread 0 of a grid of one block of one thread
    assert err.count("host code read threadIdx/blockIdx/blockDim/gridDim") == 1, err
