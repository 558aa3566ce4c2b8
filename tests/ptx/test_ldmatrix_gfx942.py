"""ldmatrix on gfx942 moves its row addresses with the plain wavefront shuffle (issue 21, class 8).

ldmatrix is `.sync.aligned`: every lane of the 32-lane warp executes it together, so the lowering's
shuffles (xlate_ptx_ldmatrix_row_* of <xlate/ptx_shared.h>) use HIP's plain shuffle at width 32 on
gfx942, like compat32's warp operations and the lowered mma.sync, not HIP's __shfl_sync, whose per-call
loop over the distinct masks of the active lanes (`v_readfirstlane` of the mask, a backward branch)
multiplied the device compile time of llama.cpp's mmq files. Each addressing of ldmatrix (a 32-bit
shared window, a 64-bit `.shared::cta` operand, a generic pointer; `.trans`) is translated from CUDA
with all rules and compiled; its kernel must shuffle (ds_bpermute) and hold no such loop. The values
are tests/ptx/test_shared_window.py's and test_mma.py's (cpu backend, whose path is unchanged).
"""

from __future__ import annotations

import subprocess

import pytest

from tests.warp.test_compat32_gfx942_code import _body, _loops
from xlate.errors import XlateError

CUDA = r"""
#include <cuda_runtime.h>
__device__ __forceinline__ unsigned to_shared(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

extern "C" __global__ void ldm_x4(const unsigned short* in, unsigned* out) {
  __shared__ unsigned short tile[32 * 8];
  for (int i = threadIdx.x; i < 32 * 8; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  unsigned a = to_shared(&tile[8 * (threadIdx.x % 32)]), d0, d1, d2, d3;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(d0), "=r"(d1), "=r"(d2), "=r"(d3) : "r"(a));
  out[threadIdx.x] = d0 + d1 + d2 + d3;
}

extern "C" __global__ void ldm_x2_trans(const unsigned short* in, unsigned* out) {
  __shared__ unsigned short tile[32 * 8];
  for (int i = threadIdx.x; i < 32 * 8; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  unsigned a = to_shared(&tile[8 * (threadIdx.x % 32)]), d0, d1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];" : "=r"(d0), "=r"(d1) : "r"(a));
  out[threadIdx.x] = d0 ^ d1;
}

extern "C" __global__ void ldm_x1_shared64(const unsigned short* in, unsigned* out) {
  __shared__ unsigned short tile[32 * 8];
  for (int i = threadIdx.x; i < 32 * 8; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  unsigned long long a = __cvta_generic_to_shared(&tile[8 * (threadIdx.x % 8)]);
  unsigned d0;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16 {%0}, [%1];" : "=r"(d0) : "l"(a));
  out[threadIdx.x] = d0;
}

extern "C" __global__ void ldm_x2_generic(const unsigned short* in, unsigned* out) {
  __shared__ unsigned short tile[32 * 8];
  for (int i = threadIdx.x; i < 32 * 8; i += blockDim.x) tile[i] = in[i];
  __syncthreads();
  const unsigned short* row = &tile[8 * (threadIdx.x % 16)];
  unsigned d0, d1;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.b16 {%0, %1}, [%2];" : "=r"(d0), "=r"(d1) : "l"(row));
  out[threadIdx.x] = d0 - d1;
}
"""

KERNELS = ("ldm_x4", "ldm_x2_trans", "ldm_x1_shared64", "ldm_x2_generic")


@pytest.fixture(scope="module")
def assembly(tmp_path_factory) -> str:
    from xlate.rewrite.engine import translate_text
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    try:
        tc = find_toolchain(arch="gfx942")
    except XlateError as err:
        pytest.skip(f"toolchain not set up (run `xlate setup`): {err.message}")
    out, diags = translate_text(CUDA, filename="ldm.cu")
    errors = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"]
    assert errors == [], errors
    assert out.count("xlate_ptx_ldmatrix_row_") >= 4 and "asm volatile" not in out
    work = tmp_path_factory.mktemp("ldm")
    src, asm = work / "ldm.hip", work / "ldm.s"
    src.write_text(out, encoding="utf-8")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-O3", "-std=c++17", "--offload-device-only", "-S",
           "-isystem", str(SUPPORT_INCLUDE), "-w", str(src), "-o", str(asm)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, f"{' '.join(cmd)}\n{proc.stderr[-3000:]}"
    return asm.read_text()


@pytest.mark.parametrize("name", KERNELS)
def test_ldmatrix_shuffles_without_mask_loop(assembly, name):
    body = _body(assembly, name)
    # the kernel's own fill loop is a backward branch before the barrier; the mask loop would come after
    after = body[next(i for i, ins in enumerate(body) if ins.startswith("s_barrier")):]
    assert any("ds_bpermute" in ins for ins in after), after
    assert _loops(after) == []
    assert [ins for ins in body if ins.startswith(("v_readfirstlane", "s_ff1"))] == []
