"""Statements of a converged warp whose order across lanes the program relies on (XL213, docs/warp.md):
a GPU finishes each statement for every lane before the next starts; the cpu backend's fiber form runs
each lane to its next warp operation, one lane after the other, and its block form runs each region as
a loop over the threads. The translation's `xlate_c32::syncwarp()` between the statements keeps the
GPU's order in both forms, at wave64 and wave32.

References are oracles written here from the kernels' sources (numpy, or worked out by hand where
stated), never a run of the cpu backend. The first program is the shape of ggml's
quantize_q8_1_to_shared (llama.cpp's FLASH_ATTN_EXT with quantised K/V), which lost its scales before
XL213: 32 lanes store a word each, lanes 16-31 past the 16 words onto the scales lanes 0 and 8 store in
the next statement."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from cuda_program import run_cuda_source

from tests.cpu.conftest import CPU_FORMS, WARP_SIZES

# lanes 0-15 and 16-31 of every warp store a word; the scales of lanes 0 and 8 land where lanes 16-31
# stored (expected by hand: 42 in both)
LAST_STORE = r"""
#include <cstdio>
__global__ void k(float* out) {
  __shared__ int buf[32];
  float v = threadIdx.x;
  for (int m = 4; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m, 32);
  buf[threadIdx.x] = 0;
  if (threadIdx.x % 8 == 0 && threadIdx.x < 16) buf[16 + threadIdx.x / 8] = 42;
  __syncthreads();
  if (threadIdx.x == 0) { out[0] = buf[16]; out[1] = buf[17]; }
}
int main() {
  float* o;
  cudaMallocManaged(&o, 2 * sizeof(float));
  k<<<1, 32>>>(o);
  cudaDeviceSynchronize();
  printf("%g %g\n", o[0], o[1]);
  return 0;
}
"""

# ggml's shape, in a device function with __restrict__ pointers, for several rows in a loop
QUANTIZE = r"""
#include <cstdio>
#include <cstdint>
__device__ void quantize(const float* __restrict__ x, int* __restrict__ q, void* __restrict__ ds) {
  float vals[4] = {0.0f};
  for (int l = 0; l < 4; ++l) vals[l] = threadIdx.x < 16 ? x[4 * threadIdx.x + l] : 0.0f;
  float amax = fabsf(vals[0]);
  for (int l = 1; l < 4; ++l) amax = fmaxf(amax, fabsf(vals[l]));
  for (int m = 4; m > 0; m >>= 1) amax = fmaxf(amax, __shfl_xor_sync(0xffffffff, amax, m, 32));
  const float d = amax / 127;
  int q32 = 0;
  int8_t* q8 = (int8_t*) &q32;
  if (d != 0.0f) {
    for (int l = 0; l < 4; ++l) q8[l] = (int8_t) roundf(vals[l] / d);
  }
  q[threadIdx.x] = q32;
  if (threadIdx.x % 8 == 0 && threadIdx.x < 16) ((float2*) ds)[threadIdx.x / 8] = make_float2(d, 1.0f);
}
__global__ void rows(const float* x, float* scales, int* words, int n) {
  __shared__ int tmp[32 + 16];  // 16 words, then 2 float2 scales, then room the upper lanes write into
  for (int r = 0; r < n; ++r) {
    quantize(x + 64 * r, tmp, tmp + 16);
    __syncthreads();
    if (threadIdx.x < 16) words[16 * r + threadIdx.x] = tmp[threadIdx.x];
    if (threadIdx.x < 4) scales[4 * r + threadIdx.x] = ((float*) (tmp + 16))[threadIdx.x];
    __syncthreads();
  }
}
int main() {
  const int n = 3;
  float *x, *s;
  int* w;
  cudaMallocManaged(&x, 64 * n * sizeof(float));
  cudaMallocManaged(&s, 4 * n * sizeof(float));
  cudaMallocManaged(&w, 16 * n * sizeof(int));
  for (int i = 0; i < 64 * n; ++i) x[i] = ((i * 37) % 101 - 50) * 0.125f;
  rows<<<1, 32>>>(x, s, w, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < 4 * n; ++i) printf("s %.9g\n", s[i]);
  for (int i = 0; i < 16 * n; ++i) printf("w %d\n", w[i]);
  return 0;
}
"""

# a ballot's count stored by lane 0 of each warp and read back by every lane of it (a read after
# another lane's store), then a reduction through a called helper in a loop, read mirrored
READ_BACK = r"""
#include <cstdio>
__device__ float warp_sum(float x) {
  for (int m = 16; m > 0; m >>= 1) x += __shfl_xor_sync(0xffffffff, x, m);
  return x;
}
__global__ void k(const int* in, int* count, const float* f, float* mirrored, int n) {
  __shared__ int first[4];
  __shared__ float s[128];
  int lane = threadIdx.x % 32;
  unsigned b = __ballot_sync(0xffffffff, in[threadIdx.x] > 0);
  if (lane == 0) first[threadIdx.x / 32] = __popc(b);
  count[threadIdx.x] = first[threadIdx.x / 32];
  for (int i = 0; i < n; ++i) {
    float v = warp_sum(f[i * 128 + threadIdx.x]) + lane;
    s[threadIdx.x] = v;
    mirrored[i * 128 + threadIdx.x] = s[(threadIdx.x / 32) * 32 + 31 - lane];
  }
}
int main() {
  const int n = 3;
  int *in, *count;
  float *f, *m;
  cudaMallocManaged(&in, 128 * sizeof(int));
  cudaMallocManaged(&count, 128 * sizeof(int));
  cudaMallocManaged(&f, 128 * n * sizeof(float));
  cudaMallocManaged(&m, 128 * n * sizeof(float));
  for (int i = 0; i < 128; ++i) in[i] = (i * 7) % 5 - 1;
  for (int i = 0; i < 128 * n; ++i) f[i] = (i % 13) - 6;
  k<<<1, 128>>>(in, count, f, m, n);
  cudaDeviceSynchronize();
  for (int i = 0; i < 128; ++i) printf("c %d\n", count[i]);
  for (int i = 0; i < 128 * n; ++i) printf("m %g\n", m[i]);
  return 0;
}
"""

# nothing proves every lane is there, so no sync is added (a full-mask one would name the returned
# lanes, an error) and the programs run: after a barrier that returned threads skip, and after a
# full-mask reduction a uniform condition skips
EXITED = r"""
#include <cstdio>
__global__ void k(const int* in, int* out, int n) {
  __shared__ int s[64];
  int t = threadIdx.x;
  if (t >= n) return;
  __syncthreads();
  s[t] = in[t];
  out[t] = s[t] * 2;
}
__global__ void skipped(const int* in, int* out, int n) {
  if (threadIdx.x >= n) return;
  int v = in[threadIdx.x];
  if (blockDim.x > 1024) {
    for (int m = 16; m > 0; m >>= 1) v += __shfl_xor_sync(0xffffffff, v, m);
  }
  out[threadIdx.x] += v;
  out[threadIdx.x] += 1;
}
int main() {
  int *in, *out;
  cudaMallocManaged(&in, 64 * sizeof(int));
  cudaMallocManaged(&out, 64 * sizeof(int));
  for (int i = 0; i < 64; ++i) { in[i] = i; out[i] = -1; }
  k<<<1, 64>>>(in, out, 45);
  skipped<<<1, 64>>>(in, out, 45);
  cudaDeviceSynchronize();
  for (int i = 0; i < 64; ++i) printf("%d\n", out[i]);
  return 0;
}
"""


def _run(tmp_path: Path, src: str, name: str, ws: int, form: str):
    proc = run_cuda_source(src, tmp_path, name, warp_size=ws, env=CPU_FORMS[form])
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout.split("\n")


def _tagged(lines: list[str], tag: str, kind=float) -> list:
    """The values of the output lines `<tag> <value>`, in order."""
    return [kind(x[len(tag) + 1:]) for x in lines if x.startswith(tag + " ")]


@pytest.mark.parametrize("form", CPU_FORMS)
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_later_store_of_a_converged_warp_wins(tmp_path: Path, ws: int, form: str):
    assert _run(tmp_path, LAST_STORE, "store_order", ws, form)[0].split() == ["42", "42"]


def _roundf(y: np.float32) -> int:
    """C's roundf: halves away from zero (numpy's round goes to even), exact in float64."""
    a = float(y)
    return int(np.copysign(np.floor(abs(a) + 0.5), a))


def _quantize_oracle(n: int) -> tuple[list[float], list[int]]:
    i = np.arange(64 * n)
    x = (((i * 37) % 101 - 50) * 0.125).astype(np.float32).reshape(n, 16, 4)
    scales: list[float] = []
    words: list[int] = []
    for r in range(n):
        for g in range(2):  # lanes 0-7 and 8-15 (the xor shuffles over masks 4, 2, 1)
            amax = np.max(np.abs(x[r, 8 * g:8 * g + 8]))
            d = np.float32(amax) / np.float32(127)
            scales += [float(d), 1.0]
            for lane in range(8 * g, 8 * g + 8):
                q = [_roundf(np.float32(v) / d) if d != 0 else 0 for v in x[r, lane]]
                words.append(int(np.array(q, dtype=np.int8).view(np.int32)[0]))
    return scales, words


@pytest.mark.parametrize("form", CPU_FORMS)
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_quantised_scales_survive_the_upper_lanes_stores(tmp_path: Path, ws: int, form: str):
    lines = _run(tmp_path, QUANTIZE, "quantize", ws, form)
    scales, words = _tagged(lines, "s"), _tagged(lines, "w", int)
    want_s, want_w = _quantize_oracle(3)
    assert words == want_w
    assert np.array_equal(np.float32(scales), np.float32(want_s))


@pytest.mark.parametrize("form", CPU_FORMS)
@pytest.mark.parametrize("ws", WARP_SIZES, ids=lambda w: f"wave{w}")
def test_reads_after_another_lanes_store(tmp_path: Path, ws: int, form: str):
    lines = _run(tmp_path, READ_BACK, "read_back", ws, form)
    counts, mirrored = _tagged(lines, "c", int), _tagged(lines, "m")
    i = np.arange(128)
    positive = ((i * 7) % 5 - 1) > 0
    assert counts == [int(positive[(t // 32) * 32:(t // 32) * 32 + 32].sum()) for t in range(128)]
    f = (np.arange(128 * 3) % 13 - 6).reshape(3, 4, 32).astype(np.float64)
    sums = f.sum(axis=2)  # per row and warp
    lane = np.arange(32)
    want = (sums[:, :, None] + (31 - lane)[None, None, :]).reshape(-1)
    assert mirrored == list(want)


@pytest.mark.parametrize("form", CPU_FORMS)
def test_no_sync_where_lanes_may_have_returned(tmp_path: Path, form: str):
    from xlate.rewrite.engine import translate_text

    assert "syncwarp" not in translate_text(EXITED, filename="exited.cu")[0]
    out = [int(x) for x in _run(tmp_path, EXITED, "exited", 64, form) if x]
    assert out == [3 * t + 1 if t < 45 else -1 for t in range(64)]
