"""32-bit shared-window addresses end to end: a CUDA program in the style of deepspeed's
memory_access_utils.h (`__cvta_generic_to_shared`, then `ld/st.shared{,.v2,.v4}.u32`, `cp.async`,
`atom.shared` on "r" operands; `cvta.to.shared.u64` + `cvt.u32.u64` in PTX; a 64-bit window from
`"l"(__cvta_generic_to_shared(p))`; static and dynamic shared memory) is translated by xlate with all
rules, then

* built and RUN on the cpu backend at wavefront 64 and 32, every output checked against the
  semantics computed here in Python (numpy);
* compiled for gfx942, whose assembly must access shared memory with LDS instructions (ds_read /
  ds_write), not flat loads.
"""

from __future__ import annotations

import re
import subprocess

import numpy as np
import pytest

from xlate.errors import XlateError

NB, NT, NO = 2, 64, 23  # blocks, threads per block, outputs per thread

CUDA = r"""
#include <cuda_runtime.h>
#include <cstdio>

#define NT 64
#define NO 23

__device__ __forceinline__ unsigned to_shared(const void* p) { return (unsigned)__cvta_generic_to_shared(p); }

__global__ void k(const unsigned* in, unsigned* out) {
  __shared__ unsigned buf[NT * 4];
  __shared__ unsigned stage[NT * 4];
  __shared__ unsigned count;
  __shared__ unsigned short tile[64 * 8];  // 64 rows of 8 b16 (16 bytes): ldmatrix rows
  extern __shared__ unsigned dyn[];
  unsigned t = threadIdx.x, g = blockIdx.x * NT + t;
  const unsigned* p = in + g * 4;
  unsigned* o = out + g * NO;
  if (t == 0) count = 0;
  for (unsigned i = t; i < 64 * 8; i += NT) tile[i] = (unsigned short)((i * 0x9e37u + blockIdx.x * 0x51u) & 0xffffu);
  unsigned a = to_shared(&buf[t * 4]);
  asm volatile("st.shared.v4.u32 [%0], {%1, %2, %3, %4};\n" :: "r"(a), "r"(p[0]), "r"(p[1]), "r"(p[2]), "r"(p[3]));
  unsigned s = to_shared(&stage[t * 4]);
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16;\n" :: "r"(s), "l"(p));
  unsigned d = to_shared(&dyn[t * 4]);
  asm volatile("{\n .reg .pred q;\n setp.ne.b32 q, %0, 0;\n @q cp.async.ca.shared.global [%1], [%2], %3, %4;\n}\n"
               :: "r"(1), "r"(d), "l"(p), "n"(16), "r"(8));  // cp-size from an "n" operand (deepspeed)
  asm volatile("cp.async.commit_group;\n" ::);
  asm volatile("cp.async.wait_group %0;\n" :: "n"(0));
  __syncthreads();
  unsigned nb = to_shared(&buf[((t + 1) % NT) * 4]);
  unsigned x0, x1, x2, x3;
  asm volatile("ld.shared.v4.u32 {%0, %1, %2, %3}, [%4];\n" : "=r"(x0), "=r"(x1), "=r"(x2), "=r"(x3) : "r"(nb));
  o[0] = x0; o[1] = x1; o[2] = x2; o[3] = x3;
  asm volatile("ld.shared.u32 %0, [%1+12];\n" : "=r"(o[4]) : "r"(s));
  asm volatile("ld.shared.v2.u32 {%0, %1}, [%2+8];\n" : "=r"(o[5]), "=r"(o[6]) : "r"(d));
  asm volatile("ld.shared.u32 %0, [%1+4];\n" : "=r"(o[7]) : "r"(d));
  unsigned w;
  asm volatile("{\n .reg .u64 u;\n cvta.to.shared.u64 u, %1;\n cvt.u32.u64 %0, u;\n}\n" : "=r"(w) : "l"(&buf[t * 4]));
  o[8] = (w == a);
  o[9] = *(const unsigned*)__cvta_shared_to_generic(w + 8);
  asm volatile("ld.shared.u32 %0, [%1];\n" : "=r"(o[10]) : "l"((unsigned long long)__cvta_generic_to_shared(&stage[t * 4 + 1])));
  unsigned old;
  asm volatile("atom.shared.add.u32 %0, [%1], %2;\n" : "=r"(old) : "r"(to_shared(&count)), "r"(t + 1));
  asm volatile("st.shared.u32 [%0+-4], %1;\n" :: "r"(to_shared(&stage[t * 4 + 1])), "r"(t * 7u));
  __syncthreads();
  o[11] = count;
  o[12] = stage[t * 4];
  unsigned long long gp;
  asm volatile("{\n .reg .u32 r;\n mov.u32 r, %1;\n cvta.shared.u64 %0, r;\n}\n" : "=l"(gp) : "r"(nb));
  o[13] = *(const unsigned*)gp;
  o[14] = (to_shared(&dyn[0]) + 4u * (t * 4u + 2u) == d + 8u);
  o[15] = (unsigned)(old <= (NT * (NT + 1)) / 2);
  // ldmatrix: lane l of warp w gives the address of row (5 l + w) % 64
  unsigned lane = t % 32, row = (5u * lane + t / 32) % 64;
  unsigned ra = to_shared(&tile[row * 8]);
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];\n"
               : "=r"(o[16]), "=r"(o[17]), "=r"(o[18]), "=r"(o[19]) : "r"(ra));
  // the next ldmatrix reads other rows (3 l + 7 + w) % 64: each must see its own instruction's addresses
  unsigned rb = to_shared(&tile[((3u * lane + 7u + t / 32) % 64) * 8]);
  asm volatile("ldmatrix.sync.aligned.x2.trans.m8n8.shared.b16 {%0, %1}, [%2];\n" : "=r"(o[20]), "=r"(o[21]) : "r"(rb));
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared::cta.b16 {%0}, [%1];\n"
               : "=r"(o[22]) : "l"((unsigned long long)__cvta_generic_to_shared(&tile[row * 8])));
}

int main() {
  const int NB = 2, N = NB * NT;
  unsigned *in, *out;
  cudaMalloc(&in, N * 16);
  cudaMalloc(&out, N * NO * 4);
  static unsigned hin[N * 4], hout[N * NO];
  for (int i = 0; i < N * 4; ++i) hin[i] = 0x9e3779b9u * (unsigned)(i + 1);
  cudaMemcpy(in, hin, sizeof hin, cudaMemcpyHostToDevice);
  k<<<NB, NT, NT * 16>>>(in, out);
  if (cudaDeviceSynchronize() != cudaSuccess) { printf("sync failed\n"); return 1; }
  cudaMemcpy(hout, out, sizeof hout, cudaMemcpyDeviceToHost);
  for (int i = 0; i < N * NO; ++i) printf("%u\n", hout[i]);
  return 0;
}
"""


def expected() -> np.ndarray:
    """The PTX semantics of the program, per thread (uint32)."""
    n = NB * NT
    hin = (np.arange(1, n * 4 + 1, dtype=np.uint64) * 0x9E3779B9 & 0xFFFFFFFF).astype(np.uint32).reshape(n, 4)
    e = np.zeros((n, NO), dtype=np.uint32)
    for g in range(n):
        b, t = divmod(g, NT)
        nb = b * NT + (t + 1) % NT
        e[g, 0:4] = hin[nb]  # neighbour's row, stored with st.shared.v4 through its window address
        e[g, 4] = hin[g, 3]  # cp.async.cg copy of the own row: word 3
        e[g, 5:7] = 0  # cp.async with src-size 8: bytes 8..15 zero-filled
        e[g, 7] = hin[g, 1]  # ... bytes 0..7 copied
        e[g, 8] = 1  # cvta.to.shared.u64 + cvt.u32.u64 == __cvta_generic_to_shared
        e[g, 9] = hin[g, 2]  # __cvta_shared_to_generic(w + 8)
        e[g, 10] = hin[g, 1]  # 64-bit window operand
        e[g, 11] = NT * (NT + 1) // 2  # atom.shared.add of t + 1 by every thread of the block
        e[g, 12] = t * 7  # st.shared [a + -4]: stage[t*4]
        e[g, 13] = hin[nb, 0]  # cvta.shared.u64 back to a generic pointer
        e[g, 14] = 1  # window arithmetic follows the dynamic array
        e[g, 15] = 1
        # ldmatrix (PTX ISA): lanes 8j..8j+7 of the 32-lane warp address the rows of matrix j; lane l
        # gets row l/4, columns 2(l%4), 2(l%4)+1; .trans: rows 2(l%4), 2(l%4)+1 of column l/4
        tile = [(i * 0x9E37 + b * 0x51) & 0xFFFF for i in range(64 * 8)]
        lane, w = t % 32, t // 32

        def rowaddr(src_lane: int, w: int = w) -> int:
            return ((5 * src_lane + w) % 64) * 8

        for j in range(4):
            r = rowaddr(8 * j + lane // 4)
            e[g, 16 + j] = tile[r + 2 * (lane % 4)] | tile[r + 2 * (lane % 4) + 1] << 16
        def rowaddr_b(src_lane: int, w: int = w) -> int:
            return ((3 * src_lane + 7 + w) % 64) * 8

        for j in range(2):
            lo = tile[rowaddr_b(8 * j + 2 * (lane % 4)) + lane // 4]
            hi = tile[rowaddr_b(8 * j + 2 * (lane % 4) + 1) + lane // 4]
            e[g, 20 + j] = lo | hi << 16
        r = rowaddr(lane // 4)
        e[g, 22] = tile[r + 2 * (lane % 4)] | tile[r + 2 * (lane % 4) + 1] << 16
    return e


@pytest.fixture(scope="module")
def translated(tmp_path_factory):
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(CUDA, "shared_window.cu")
    errors = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"]
    assert errors == [], errors
    assert "#include <xlate/ptx_shared.h>" in out and "asm" not in out.split("int main")[0]
    assert "xlate_cvta_generic_to_shared(" in out and "__cvta_generic_to_shared" not in out
    work = tmp_path_factory.mktemp("shared_window")
    src = work / "shared_window.hip"
    src.write_text(out)
    return src


@pytest.mark.parametrize("width", [64, 32])
def test_cvta_shared_window_program_runs_on_the_cpu_backend(translated, width, tmp_path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    try:
        exe = build_program(ProgramBuild(sources=[translated], output=tmp_path / "sw", warp_size=width))
    except XlateError as err:
        if "not set up" in err.message or "no C++ compiler" in err.message:
            pytest.skip(err.message)
        raise
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
    got = np.array([int(x) for x in proc.stdout.split()], dtype=np.uint64).astype(np.uint32).reshape(NB * NT, NO)
    want = expected()
    bad = [f"thread {g} slot {k}: got {got[g, k]:#x}, want {want[g, k]:#x}"
           for g, k in zip(*np.nonzero(got != want))]
    assert not bad, f"{len(bad)} mismatches: " + "; ".join(bad[:8])


def test_cvta_shared_window_program_uses_lds_on_gfx942(translated, tmp_path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    try:
        tc = find_toolchain()
    except XlateError as err:
        pytest.skip(f"toolchain not set up (run `xlate setup`): {err.message}")
    asm = tmp_path / "sw.s"
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-O2", "-w",
           "--cuda-device-only", "-S", str(translated), "-o", str(asm)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, f"command failed: {' '.join(cmd)}\n{proc.stderr[-4000:]}"
    text = asm.read_text()
    kernel = text[text.index("_Z1kPKjPj:"):]
    kernel = kernel[:kernel.index("s_endpgm")]
    ops = re.findall(r"^\s+(ds_\w+|flat_\w+)", kernel, re.MULTILINE)
    assert any(o.startswith("ds_write_b128") for o in ops), ops  # st.shared.v4.u32
    assert any(o.startswith("ds_read_b128") for o in ops), ops  # ld.shared.v4.u32
    assert any(o.startswith("ds_add") for o in ops), ops  # atom.shared.add.u32
    assert any(o.startswith("ds_read_u16") for o in ops), ops  # ldmatrix .trans (b16 pairs)
    # only the three 64-bit window operands (ld, ldmatrix.x1) and the pointer from cvta.shared.u64
    # may need flat accesses (a generic pointer chosen at run time)
    assert sum(o.startswith("flat_") for o in ops) <= 4, ops
