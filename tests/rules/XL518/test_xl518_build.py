"""XL518 end to end: a class that declares its kernel template a friend the way Eigen's Tensor module does
(`friend __global__` for clang as a CUDA compiler, plain `friend` otherwise, which clang rejects), built
by xlate-nvcc for gfx942 and for the cpu target, where it runs and is judged against a numpy model."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
#include <cuda_runtime.h>
#if defined(__clang__) && (defined(__CUDA__) || defined(__HIP__))
#define KERNEL_FRIEND friend __global__
#else
#define KERNEL_FRIEND friend
#endif
template <typename T> __global__ void scale_sum(const T* in, T* out, int n);
template <typename T> class Summer {
 public:
  explicit Summer(T f) : factor_(f) {}
 private:
  template <typename U> KERNEL_FRIEND void scale_sum(const U* in, U* out, int n);
  T factor_;
};
template <typename T> __global__ void scale_sum(const T* in, T* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) atomicAdd(out, in[i] * 3);
}
int main() {
  const int n = 100;
  int h[n], *d_in, *d_out, sum = 0;
  for (int i = 0; i < n; ++i) h[i] = i * i - 7;
  cudaMalloc(&d_in, sizeof h);
  cudaMalloc(&d_out, sizeof(int));
  cudaMemcpy(d_in, h, sizeof h, cudaMemcpyHostToDevice);
  cudaMemset(d_out, 0, sizeof(int));
  Summer<int> summer(3);
  (void)summer;
  scale_sum<int><<<4, 32>>>(d_in, d_out, n);
  cudaMemcpy(&sum, d_out, sizeof(int), cudaMemcpyDeviceToHost);
  printf("%d\n", sum);
  return 0;
}
"""


def test_builds_for_gfx942(tmp_path):
    build_single(tmp_path, "friends", SRC, ["scale_sum"])


@pytest.mark.parametrize("wave", ["64", "32"])
def test_runs_on_the_cpu_target(tmp_path, wave):
    i = np.arange(100)
    assert [int(x) for x in run_single_on_cpu(tmp_path, "friends", SRC, wave)] == [int((3 * (i * i - 7)).sum())]
