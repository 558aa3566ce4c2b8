"""XL517 end to end: a program written for both vendors (Eigen's and hypre's shape) whose HIP branches
name the HIP port's own header, stop at their own `#error` under nvcc + HIP, and assume 64 lanes,
built by xlate-nvcc for gfx942 and for the cpu target (wave 64 and 32), where it runs: the CUDA
branches must be the ones compiled, judged against a numpy model of the CUDA program."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

SRC = r"""#include <cstdio>
#if defined(__HIPCC__) || defined(__HIP__)
#include "port_hip_only.h"  /* the HIP port's header: not in this tree */
#else
#include <cuda_runtime.h>
#endif
#if defined(__NVCC__) && defined(__HIPCC__)
#error "NVCC as the target platform for HIPCC is not supported"
#endif
#ifdef __HIP_PLATFORM_AMD__
#define LANES 64
#elif defined(__gfx942__) || HIP_VERSION > 0
#define LANES 64
#else
#define LANES 32
#endif
__global__ void warp_sums(int *out) {
  int v = threadIdx.x * 3 + 1;
  for (int o = LANES / 2; o > 0; o /= 2) v += __shfl_down_sync(0xffffffff, v, o);
#if defined(__CUDA_ARCH__) || defined(__HIP_DEVICE_COMPILE__)
  if (threadIdx.x % LANES == 0) out[threadIdx.x / LANES] = v;
#endif
}
int main() {
  int *d = nullptr, h[4] = {0, 0, 0, 0};
  cudaMalloc(&d, sizeof h);
  cudaMemset(d, 0, sizeof h);
  warp_sums<<<1, 128>>>(d);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  printf("%d %d %d %d %d\n", LANES, h[0], h[1], h[2], h[3]);
  return 0;
}
"""


def _model() -> list[int]:
    v = np.arange(128) * 3 + 1
    return [32, *v.reshape(4, 32).sum(axis=1).tolist()]  # CUDA's 32-lane warps


def test_builds_for_gfx942(tmp_path):
    build_single(tmp_path, "both", SRC, ["warp_sums"])


@pytest.mark.parametrize("wave", ["64", "32"])
def test_runs_the_cuda_branches_on_the_cpu_target(tmp_path, wave):
    out = run_single_on_cpu(tmp_path, "both", SRC, wave)
    assert [int(x) for x in out] == _model()
