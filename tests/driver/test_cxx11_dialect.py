"""A CUDA source compiled as C++11 (`nvcc -std=c++11`, as faiss 1.7's CMake asks through CMAKE_CXX_STANDARD
11): its translation compiles in that dialect for gfx942, so the support headers the translation includes
(compat32's warp shuffles, ballots and lane ids) are valid C++11 (no generic lambdas). The cpu target
compiles it as C++17 (its headers need it) and runs it."""

from __future__ import annotations

import subprocess
from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = """#include <cstdio>
__global__ void warp_sum(const float* in, float* out, long long* wide) {
  float v = in[threadIdx.x];
  for (int o = 16; o > 0; o /= 2) v += __shfl_xor_sync(0xffffffff, v, o);
  float up = __shfl_up_sync(0xffffffff, in[threadIdx.x], 1);
  float down = __shfl_down_sync(0xffffffff, in[threadIdx.x], 1);
  long long w = __shfl_sync(0xffffffff, (long long)in[threadIdx.x] << 33, 3);
  unsigned b = __ballot_sync(0xffffffff, in[threadIdx.x] > 15.0f);
  if (threadIdx.x % 32 == 0) out[threadIdx.x / 32] = v;
  out[2 + threadIdx.x] = up + down + (float)__popc(b);
  wide[threadIdx.x] = w;
}
int main() {
  float h[64], *in, *out; long long* wide;
  for (int i = 0; i < 64; ++i) h[i] = (float)(i % 32);
  cudaMalloc(&in, sizeof h); cudaMalloc(&out, 66 * sizeof(float)); cudaMalloc(&wide, 64 * sizeof(long long));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  warp_sum<<<1, 64>>>(in, out, wide);
  float r[66]; long long wr[64];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  cudaMemcpy(wr, wide, sizeof wr, cudaMemcpyDeviceToHost);
  printf("%g %g %g %g %lld\\n", r[0], r[1], r[2 + 0], r[2 + 5], wr[33]);
  return 0;
}
"""


def test_cxx11_cuda_source_compiles_for_gfx942_and_runs_on_cpu(tmp_path: Path) -> None:
    src = tmp_path / "warp11.cu"
    src.write_text(SRC, encoding="utf-8")
    run([XLATE_NVCC, "-std=c++11", "-arch=sm_80", "-c", src, "-o", tmp_path / "gfx.o"],
        env=nvcc_env(tmp_path / "cache"))
    cpu = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, "-std=c++11", src, "-o", tmp_path / "prog"], env=cpu)
    out = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=120, check=True).stdout
    # numpy-free oracle by hand: each 32-lane warp sums 0..31 = 496; lane 0: up is its own value (0),
    # down is lane 1 (1), 16 lanes of the warp hold a value > 15; lane 5: 4 + 6 + 16; lane 33 gets lane 35's 3 << 33 (lane 3 of its warp)
    assert out.split() == ["496", "496", "17", "26", str(3 << 33)]


CUB_SRC = """#include <cstdio>
#include <cub/cub.cuh>
__global__ void block_sum(const int* in, int* out) {
  typedef cub::BlockReduce<int, 128> Reduce;
  __shared__ typename Reduce::TempStorage tmp;
  int s = Reduce(tmp).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0) *out = s;
}
int main() {
  int h[128], *in, *out, r = 0;
  for (int i = 0; i < 128; ++i) h[i] = i;
  cudaMalloc(&in, sizeof h); cudaMalloc(&out, sizeof(int));
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  block_sum<<<1, 128>>>(in, out);
  cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost);
  printf("%d\\n", r);
  return 0;
}
"""


def test_cxx11_source_with_cub_is_compiled_as_cxx17(tmp_path: Path) -> None:
    """hipCUB's rocPRIM stops at `#error "rocPRIM requires at least C++17"`: a CUDA source nvcc compiles as
    C++11 (faiss 1.7's GpuDistance.cu) is compiled as C++17 on gfx942, as on the cpu target, and -v says so."""
    src = tmp_path / "cub11.cu"
    src.write_text(CUB_SRC, encoding="utf-8")
    proc = run([XLATE_NVCC, "-v", "-std=c++11", "-arch=sm_80", "-c", src, "-o", tmp_path / "gfx.o"],
               env=nvcc_env(tmp_path / "cache"))
    assert "-std=c++11 raised to c++17" in proc.stderr
    cpu = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu")
    run([XLATE_NVCC, "-std=c++11", src, "-o", tmp_path / "prog"], env=cpu)
    out = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=120, check=True).stdout
    assert out.split() == [str(sum(range(128)))]
