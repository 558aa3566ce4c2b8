"""The implicitly warp-synchronous tree reduction OpenMM uses (platforms/common/src/kernels/rmsd.cc: a volatile
shared array, `if (thread%(2*step) == 0) s[t] = s[t] + s[t+step]; __syncwarp();` for steps below 32, then
__syncthreads for the rest), translated and run on the cpu backend at both widths. XL207 used to put its
__syncwarp inside the lane-divergent branch, and the cpu backend stopped the kernel (divergent warp
operation). Expected: the sum of the inputs, computed here."""

from __future__ import annotations

import pytest

from tests.cpu.cuda_program import run_cuda_source

SRC = r"""
#include <cstdio>
#define SYNC_WARPS __syncwarp();
__device__ float reduce_value(float value, volatile float* temp) {
  const int thread = threadIdx.x;
  __syncthreads();
  temp[thread] = value;
  __syncthreads();
  for (int step = 1; step < 32; step *= 2) {
    if (thread + step < blockDim.x && thread % (2 * step) == 0)
      temp[thread] = temp[thread] + temp[thread + step];
    SYNC_WARPS;
  }
  for (int step = 32; step < blockDim.x; step *= 2) {
    if (thread + step < blockDim.x && thread % (2 * step) == 0)
      temp[thread] = temp[thread] + temp[thread + step];
    __syncthreads();
  }
  return temp[0];
}
__global__ void reduce(const float* in, float* out) {
  __shared__ volatile float temp[256];
  float s = reduce_value(in[blockIdx.x * blockDim.x + threadIdx.x], temp);
  if (threadIdx.x == 0) out[blockIdx.x] = s;
}
int main() {
  const int threads = 256, blocks = 3;
  float h[threads * blocks];
  for (int i = 0; i < threads * blocks; ++i) h[i] = (float)((i * 7) % 23);
  float *din, *dout;
  cudaMalloc(&din, sizeof h);
  cudaMalloc(&dout, blocks * sizeof(float));
  cudaMemcpy(din, h, sizeof h, cudaMemcpyHostToDevice);
  reduce<<<blocks, threads>>>(din, dout);
  float r[blocks];
  cudaMemcpy(r, dout, sizeof r, cudaMemcpyDeviceToHost);
  for (int b = 0; b < blocks; ++b) printf("%g\n", r[b]);
  return 0;
}
"""


@pytest.mark.parametrize("wave", [64, 32])
def test_divergent_tree_reduction_sums(cpu_cache, tmp_path, wave):
    proc = run_cuda_source(SRC, tmp_path, "divergent_reduction", warp_size=wave)
    assert proc.returncode == 0, proc.stderr[-2000:]
    values = [(i * 7) % 23 for i in range(256 * 3)]
    assert [float(x) for x in proc.stdout.split()] == [float(sum(values[b * 256:(b + 1) * 256])) for b in range(3)]
