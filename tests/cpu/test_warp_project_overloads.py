"""A CUDA warp intrinsic the project overloads for its own type (Eigen's `__shfl_down_sync` for
Eigen::half): a template kernel's call reaches the project's overload for that type and CUDA's for the
others, so the translation leaves the call as written (XL202 note) and <xlate/compat32.h>'s global
overloads for CUDA's 32-bit mask give CUDA's types the 32-lane semantics. Before, HIP's template took the
call and rejected the 32-bit mask (static_assert) on gfx942 and the cpu target. Per-warp results stored
by lane 0 of each 32-lane warp, 4 warps per block, against a numpy model of CUDA's shuffle tree; the
project's overload marks each shuffle it performs, so the model also checks which overload ran."""

from __future__ import annotations

import numpy as np
import pytest

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run
from xlate.rewrite.engine import translate_text
from xlate.toolchain.verify import verify_binary

SRC = r"""#include <cstdio>
namespace proj { struct pair16 { short lo, hi; }; }
// the project's own overload: moves both halves in one int and counts its shuffles in `hi`
__device__ proj::pair16 __shfl_down_sync(unsigned mask, proj::pair16 v, unsigned int delta, int width = warpSize) {
  int packed = (int(v.hi) << 16) | (unsigned short)v.lo;
  packed = __shfl_down_sync(mask, packed, delta, width);
  proj::pair16 out;
  out.lo = (short)(packed & 0xffff);
  out.hi = (short)((packed >> 16) + 1);
  return out;
}
__device__ int add(int a, int b) { return a + b; }
__device__ proj::pair16 add(proj::pair16 a, proj::pair16 b) {
  proj::pair16 r;
  r.lo = a.lo + b.lo;
  r.hi = a.hi + b.hi;
  return r;
}
template <typename T> __global__ void warp_sum(const T* in, T* out) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  T acc = in[i];
  for (int o = 16; o > 0; o /= 2) acc = add(acc, __shfl_down_sync(0xffffffffu, acc, o));
  if ((threadIdx.x & 31) == 0) out[i / 32] = acc;
}
int main() {
  const int n = 256;
  int hi[n], ho[n / 32];
  proj::pair16 pi[n], po[n / 32];
  for (int i = 0; i < n; ++i) { hi[i] = (i * 7) % 13; pi[i].lo = (short)(i % 5); pi[i].hi = (short)(i % 3); }
  int *di, *dout;
  proj::pair16 *dpi, *dpo;
  cudaMalloc(&di, sizeof hi); cudaMalloc(&dout, sizeof ho); cudaMalloc(&dpi, sizeof pi); cudaMalloc(&dpo, sizeof po);
  cudaMemcpy(di, hi, sizeof hi, cudaMemcpyHostToDevice);
  cudaMemcpy(dpi, pi, sizeof pi, cudaMemcpyHostToDevice);
  warp_sum<<<2, 128>>>(di, dout);
  warp_sum<<<2, 128>>>(dpi, dpo);
  cudaMemcpy(ho, dout, sizeof ho, cudaMemcpyDeviceToHost);
  cudaMemcpy(po, dpo, sizeof po, cudaMemcpyDeviceToHost);
  for (int w = 0; w < n / 32; ++w) printf("%d %d %d\n", ho[w], po[w].lo, po[w].hi);
  return 0;
}
"""


def _model() -> np.ndarray:
    """CUDA's __shfl_down_sync over 32-lane warps (a lane whose source is past the warp keeps its value);
    the project's overload adds 1 to `hi` of every value it moves."""
    i = np.arange(256)
    rows = []
    for w in range(8):
        v = ((i * 7) % 13)[32 * w:32 * w + 32].copy()
        lo = (i % 5)[32 * w:32 * w + 32].copy()
        hi = (i % 3)[32 * w:32 * w + 32].copy()
        for o in (16, 8, 4, 2, 1):
            src = np.where(np.arange(32) + o < 32, np.arange(32) + o, np.arange(32))
            v = v + v[src]
            lo, hi = lo + lo[src], hi + hi[src] + 1
        rows.append([v[0], lo[0], hi[0]])
    return np.array(rows)


def _program(tmp_path):
    src = tmp_path / "overloads.cu"
    src.write_text(SRC)
    return src


def test_the_call_stays_with_a_note():
    out, diags = translate_text(SRC, "overloads.cu")
    assert "acc = add(acc, __shfl_down_sync(0xffffffffu, acc, o));" in out
    assert "packed = xlate_c32::shfl_down_sync(mask, packed, delta, width);" in out  # CUDA's, renamed
    assert "#include <xlate/compat32.h>" in out
    assert [d.line for d in diags if d.code == "XL202" and "left as written" in d.message] == [22]


def test_builds_for_gfx942(tmp_path):
    src = _program(tmp_path)
    run([XLATE_NVCC, src, "-o", tmp_path / "ov"], nvcc_env(tmp_path / "cache"), cwd=tmp_path)
    assert verify_binary(tmp_path / "ov", ["warp_sum"]).ok


@pytest.mark.parametrize("wave", ["64", "32"])
def test_each_type_reaches_its_overload_on_the_cpu_target(tmp_path, wave):
    src = _program(tmp_path)
    env = nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu", XLATE_NVCC_WARP_SIZE=wave)
    run([XLATE_NVCC, src, "-o", tmp_path / "ov_cpu"], env, cwd=tmp_path)
    out = run([tmp_path / "ov_cpu"], env, cwd=tmp_path).stdout
    got = np.array([[int(x) for x in line.split()] for line in out.splitlines()])
    np.testing.assert_array_equal(got, _model())
