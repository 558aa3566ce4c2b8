"""Racecheck (docs/cpu-backend.md, "Racecheck"): XLATE_NVCC_RACECHECK=1 builds report hazards between warps
on __shared__ and global memory with no __syncthreads() between them, naming both accesses' file:line, and
end the program with exit code 99.

The kernels pair a racy form with the same kernel made correct by one barrier:
  * `neighbour`: each thread writes its word of a static __shared__ array and reads the word 64 threads
    on, in another warp at wave 64 and 32 (the textbook missing __syncthreads()).
  * `tiles`: one block works through several tiles, as llama.cpp's flash-attention kernel does when a
    block gets more than one output tile: a tile is written to dynamic shared memory, a barrier, each warp
    reads rows other warps wrote, then the loop goes on and the next tile overwrites the rows with no
    barrier first (the write-after-read hazard found in ggml's fattn-mma-f16.cuh; docs/validation.md).
  * `warp_local`: each group of 32 threads reads only what its own lanes wrote, after __syncwarp() and
    with no block barrier (within one warp at wave 64 and 32): never reported.
  * `shuffled`: sums over 32 threads through shuffles, no shared memory: the runtime's own thread-locals
    (its shuffle tables) are not mistaken for __shared__ variables.
  * `counted`: every thread adds to one __shared__ counter with atomicAdd: atomics are not hazards.
  * `folded`: partial sums in global memory (a cudaMalloc'ed scratch), a barrier, then the fold of the
    third word into the first: by every thread in the racy form (as Eigen's FullReductionKernelHalfFloat
    does; every thread of another warp reads the first word another warp already wrote), by thread 0 in
    the correct one. The fold is a function of its own, inlined: the report names its line and the call's.
Each program's printed results are checked against numpy's model of the correct kernel, so the
instrumented build still computes what the plain build computes."""

from __future__ import annotations

import re
import sys

import numpy as np
import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

HEADER = r"""#include <cstdio>
#define N_TILES 3
#define ROWS 8
#define WIDTH 64
#ifndef RACY
#define RACY 0
#endif
// host and device code differ: the cpu target compiles the file twice, host side and device side
// (docs/cpu-backend.md, "Two compiles where the passes differ"); racecheck must see the device side
__host__ __device__ inline float twice(float x) {
#ifdef __CUDA_ARCH__
  return 2.0f * x;
#else
  return x + x;
#endif
}
"""

NEIGHBOUR = r"""
__global__ void neighbour(float* out) {
  __shared__ float s[256];
  s[threadIdx.x] = twice(threadIdx.x);
#if !RACY
  __syncthreads();
#endif
  out[blockIdx.x * 256 + threadIdx.x] = s[(threadIdx.x + 64) % 256];
}
"""

TILES = r"""
// 256 threads; per tile: ROWS rows of WIDTH floats in dynamic shared memory, row r written by warp r % 4's
// threads (at wave 64) and summed by the thread whose index is r.
__global__ void tiles(const float* in, float* out) {
  extern __shared__ float buf[];
  for (int t = 0; t < N_TILES; ++t) {
#if !RACY
    __syncthreads();  // the previous tile's rows are all read
#endif
    for (int i = threadIdx.x; i < ROWS * WIDTH; i += blockDim.x) buf[i] = in[t * ROWS * WIDTH + i];
    __syncthreads();
    if (threadIdx.x < ROWS) {
      float sum = 0.0f;
      for (int k = 0; k < WIDTH; ++k) sum += buf[threadIdx.x * WIDTH + k];
      out[t * ROWS + threadIdx.x] = sum;
    }
  }
}
"""

WARP_LOCAL = r"""
__global__ void warp_local(float* out) {
  __shared__ float s[256];
  s[threadIdx.x] = threadIdx.x + 0.5f;
  __syncwarp();
  const int base = threadIdx.x / 32 * 32;
  out[threadIdx.x] = s[base + (threadIdx.x - base + 1) % 32];
}
"""

SHUFFLED = r"""
// no shared memory: a sum per 32 threads through shuffles (the runtime's own thread-locals are not __shared__)
__global__ void shuffled(float* out) {
  float v = threadIdx.x;
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o, 32);
  out[threadIdx.x] = v;
}
"""

COUNTED = r"""
__global__ void counted(int* out) {
  __shared__ int n;
  if (threadIdx.x == 0) n = 0;
  __syncthreads();
  atomicAdd(&n, 1);
  __syncthreads();
  if (threadIdx.x == 0) out[blockIdx.x] = n;
}
"""

FOLDED = r"""
__device__ inline void fold(float* to, const float* from) {
  *to += *from;
}
__global__ void folded(float* scratch) {
  if (threadIdx.x < 4) scratch[threadIdx.x] = threadIdx.x + 1.0f;
  __syncthreads();
#if RACY
  fold(&scratch[0], &scratch[2]);
#else
  if (threadIdx.x == 0) fold(&scratch[0], &scratch[2]);
#endif
}
"""

MAIN = r"""
int main() {
  float *o, *in, *t;
  int* c;
  float h[512], hin[N_TILES * ROWS * WIDTH], ht[N_TILES * ROWS], hw[256], hs[256], hf[4];
  int hc[2];
  for (int i = 0; i < N_TILES * ROWS * WIDTH; ++i) hin[i] = (float)((i * 7) % 13);
  cudaMalloc(&o, sizeof h);
  cudaMalloc(&in, sizeof hin);
  cudaMalloc(&t, sizeof ht);
  cudaMalloc(&c, sizeof hc);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  neighbour<<<2, 256>>>(o);
  cudaMemcpy(h, o, sizeof h, cudaMemcpyDeviceToHost);
  tiles<<<1, 256, ROWS * WIDTH * sizeof(float)>>>(in, t);
  cudaMemcpy(ht, t, sizeof ht, cudaMemcpyDeviceToHost);
  warp_local<<<1, 256>>>(o);
  cudaMemcpy(hw, o, sizeof hw, cudaMemcpyDeviceToHost);
  counted<<<2, 128>>>(c);
  cudaMemcpy(hc, c, sizeof hc, cudaMemcpyDeviceToHost);
  shuffled<<<1, 256>>>(o);
  cudaMemcpy(hs, o, sizeof hs, cudaMemcpyDeviceToHost);
  folded<<<1, 256>>>(o);
  cudaMemcpy(hf, o, sizeof hf, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 512; ++i) printf("%g\n", h[i]);
  for (int i = 0; i < N_TILES * ROWS; ++i) printf("%g\n", ht[i]);
  for (int i = 0; i < 256; ++i) printf("%g\n", hw[i]);
  printf("%d\n%d\n", hc[0], hc[1]);
  for (int i = 0; i < 256; ++i) printf("%g\n", hs[i]);
  for (int i = 0; i < 4; ++i) printf("%g\n", hf[i]);
  return 0;
}
"""

SOURCE = HEADER + NEIGHBOUR + TILES + WARP_LOCAL + SHUFFLED + COUNTED + FOLDED + MAIN
# the lines the reports must name
LINE = {name: SOURCE.splitlines().index(text) + 1 for name, text in {
    "neighbour_write": "  s[threadIdx.x] = twice(threadIdx.x);",
    "neighbour_read": "  out[blockIdx.x * 256 + threadIdx.x] = s[(threadIdx.x + 64) % 256];",
    "tile_write": "    for (int i = threadIdx.x; i < ROWS * WIDTH; i += blockDim.x) buf[i] = in[t * ROWS * WIDTH + i];",
    "tile_read": "      for (int k = 0; k < WIDTH; ++k) sum += buf[threadIdx.x * WIDTH + k];",
    "fold": "  *to += *from;",
    "fold_call": "  fold(&scratch[0], &scratch[2]);",
}.items()}


def expected() -> list[float]:
    """numpy's model of the correct kernels."""
    tid = np.arange(256)
    neighbour = np.tile(((tid + 64) % 256) * 2.0, 2)
    n_tiles, rows, width = 3, 8, 64
    data = (np.arange(n_tiles * rows * width) * 7 % 13).astype(np.float64).reshape(n_tiles, rows, width)
    tiles = data.sum(axis=2).ravel()
    base = tid // 32 * 32
    warp_local = base + (tid - base + 1) % 32 + 0.5
    shuffled = (tid // 32 * 32 * 32 + 32 * 31 / 2).astype(np.float64)  # the sum of the 32 indices
    folded = [1.0 + 3.0, 2.0, 3.0, 4.0]
    return [*neighbour, *tiles, *warp_local, 128.0, 128.0, *shuffled, *folded]


def build_and_run(tmp_path, racy: bool, wave: str, racecheck: bool = True):
    src = tmp_path / "race.cu"
    src.write_text(SOURCE)
    exe = tmp_path / "race_cpu"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=wave,
                   XLATE_NVCC_RACECHECK="1" if racecheck else "0")
    run([XLATE_NVCC, src, f"-DRACY={int(racy)}", "-o", exe], env, cwd=tmp_path)
    return run([exe], env, cwd=tmp_path, check=False), src


# groups: kind, memory, kernel, then per access: file, line, the line of the call it was inlined from (or "")
CALLED = r"(?: \(called at \S+:(\d+):\d+\))?"
REPORT = re.compile(r"xlate-cpu: racecheck: (\S+) hazard on (__shared__|global) memory in kernel (\w+), "
                    r"block \(\d+,\d+,\d+\): "
                    r"thread \(\d+,\d+,\d+\) (?:reads|writes) \d+ bytes at (\S+):(\d+):\d+" + CALLED + "; "
                    r"thread \(\d+,\d+,\d+\) of another warp (?:read|wrote) them at (\S+):(\d+):\d+" + CALLED)


@pytest.mark.parametrize("wave", ["64", "32"])
def test_racy_kernels_are_reported_with_both_sites(tmp_path, wave):
    proc, src = build_and_run(tmp_path, racy=True, wave=wave)
    assert proc.returncode == 99, proc.stderr
    found = {(m[2], m[0], int(m[4]), int(m[7])) for m in REPORT.findall(proc.stderr)}
    assert all(m[3] == str(src) and m[6] == str(src) for m in REPORT.findall(proc.stderr)), proc.stderr
    spaces = {(m[2], m[1]) for m in REPORT.findall(proc.stderr)}
    # not warp_local, shuffled or counted
    assert spaces == {("neighbour", "__shared__"), ("tiles", "__shared__"), ("folded", "global")}, proc.stderr
    # the neighbour's write and read, in one order or the other
    assert {(f[2], f[3]) for f in found if f[0] == "neighbour"} & {
        (LINE["neighbour_write"], LINE["neighbour_read"]), (LINE["neighbour_read"], LINE["neighbour_write"])}
    # the next tile's write over rows another warp read in the previous tile
    assert ("tiles", "write-after-read", LINE["tile_write"], LINE["tile_read"]) in found, proc.stderr
    # a thread of another warp reads the first word after one warp's fold wrote it
    assert ("folded", "read-after-write", LINE["fold"], LINE["fold"]) in found, proc.stderr
    # the fold is inlined into the kernel: both accesses also name the kernel's call of it
    assert {(m[5], m[8]) for m in REPORT.findall(proc.stderr) if m[2] == "folded"} == {
        (str(LINE["fold_call"]), str(LINE["fold_call"]))}, proc.stderr
    assert re.search(r"xlate-cpu: racecheck: \d+ hazard\(s\) on __shared__ memory, [1-9]\d* on global memory, "
                     r"\d+ distinct", proc.stderr)


@pytest.mark.parametrize("wave", ["64", "32"])
def test_correct_kernels_are_silent_and_compute_the_same(tmp_path, wave):
    proc, _ = build_and_run(tmp_path, racy=False, wave=wave)
    assert proc.returncode == 0, proc.stderr
    assert "racecheck" not in proc.stderr
    np.testing.assert_array_equal(np.array(proc.stdout.split(), dtype=np.float64), expected())


def test_plain_build_has_no_racecheck(tmp_path):
    """The same racy program without XLATE_NVCC_RACECHECK: no report, exit 0 (the fiber order makes the
    neighbour read the value before its writer runs; what matters here is that nothing is checked)."""
    proc, _ = build_and_run(tmp_path, racy=True, wave="64", racecheck=False)
    assert proc.returncode == 0, proc.stderr
    assert "racecheck" not in proc.stderr


def test_xlate_run_racecheck(tmp_path):
    """`xlate run --racecheck` (the one-call build of xlate.cpu.build, not xlate-nvcc's compiles): the same
    reports and exit 99."""
    src = tmp_path / "race.cu"
    src.write_text(SOURCE)
    env = nvcc_env(tmp_path / "cache")
    proc = run([sys.executable, "-m", "xlate", "run", "--racecheck", "-D", "RACY=1", src], env, cwd=tmp_path,
               check=False)
    assert proc.returncode == 99, proc.stderr
    assert {m[2] for m in REPORT.findall(proc.stderr)} == {"neighbour", "tiles", "folded"}, proc.stderr


def test_a_program_that_aborts_after_a_race_still_says_how_many(tmp_path):
    """A program whose own check fails after a racy kernel (Eigen's tests abort()): the hazard lines, then
    after the crash line the counts, and the signal's exit status, not 99."""
    src = tmp_path / "abort.cu"
    racy = NEIGHBOUR.replace("#if !RACY\n  __syncthreads();\n#endif\n", "").replace("twice(threadIdx.x)", "threadIdx.x")
    src.write_text("#include <cstdlib>\n" + racy + "int main() {\n  float* o;\n  cudaMalloc(&o, 512 * sizeof(float));\n"
                   "  neighbour<<<2, 256>>>(o);\n  cudaDeviceSynchronize();\n  abort();\n}\n")
    exe = tmp_path / "abort_cpu"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_RACECHECK="1")
    run([XLATE_NVCC, src, "-o", exe], env, cwd=tmp_path)
    proc = run([exe], env, cwd=tmp_path, check=False)
    assert proc.returncode == -6, proc.stderr  # SIGABRT
    assert REPORT.search(proc.stderr), proc.stderr
    assert re.search(r"xlate-cpu: racecheck: [1-9]\d* hazard\(s\) on __shared__ memory, 0 on global memory, before "
                     r"the program ended by a signal", proc.stderr), proc.stderr


def test_a_race_in_a_header_names_the_users_header(tmp_path):
    """xlate-nvcc compiles a translated copy of the project's headers (its translation tree); a racecheck
    build records the user's folders in the line table (-fdebug-prefix-map), so the report names the
    user's header, not the copy."""
    inc = tmp_path / "include" / "kernels"
    inc.mkdir(parents=True)
    header = inc / "neighbour.cuh"
    racy = NEIGHBOUR.replace("#if !RACY\n  __syncthreads();\n#endif\n", "").replace("twice(threadIdx.x)", "threadIdx.x")
    header.write_text("#pragma once\n" + racy)
    src = tmp_path / "main.cu"
    src.write_text('#include "kernels/neighbour.cuh"\n'
                   "int main() {\n  float* o;\n  cudaMalloc(&o, 512 * sizeof(float));\n  neighbour<<<2, 256>>>(o);\n"
                   "  cudaDeviceSynchronize();\n  return 0;\n}\n")
    exe = tmp_path / "main_cpu"
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_RACECHECK="1")
    run([XLATE_NVCC, "-I", tmp_path / "include", src, "-o", exe], env, cwd=tmp_path)
    proc = run([exe], env, cwd=tmp_path, check=False)
    assert proc.returncode == 99, proc.stderr
    found = REPORT.findall(proc.stderr)
    assert found and all(m[3] == str(header) and m[6] == str(header) for m in found), proc.stderr
