"""`__nv_cvt_e8m0_to_bf16raw` (CUDA 12.8 cuda_fp8.h, used by ggml): HIP 7.2 has no E8M0 type, so the API
table maps it to `xlate_cvt_e8m0_to_bf16raw` of <xlate/fp16_extras.h>. A CUDA kernel decoding all 256
codes the way ggml does (`nv_bfloat16 e = __nv_cvt_e8m0_to_bf16raw(x); (float)e`) is translated, run
on the cpu backend and built for gfx942. Oracle, from the E8M0 definition (OCP MX): code x is
2^(x - 127), and 0xFF is NaN; the bfloat16 bits of a power of two are the upper half of its float32
bits (exact: bfloat16 keeps float32's exponent range), computed here with Python's struct."""

from __future__ import annotations

import math
import struct
import subprocess
from pathlib import Path

import pytest

PROGRAM = """#include <cstdint>
#include <cstdio>
#include <cstring>
#include <cuda_bf16.h>
#include <cuda_fp8.h>

__global__ void decode(unsigned short* bits, float* vals) {
  const unsigned x = threadIdx.x;
  const nv_bfloat16 e = __nv_cvt_e8m0_to_bf16raw((uint8_t)x);  // as ggml calls it
  unsigned short b;
  memcpy(&b, &e, sizeof b);
  bits[x] = b;
  vals[x] = __bfloat162float(e);
}

int main() {
  unsigned short* bits;
  float* vals;
  cudaMallocManaged(&bits, 256 * sizeof(unsigned short));
  cudaMallocManaged(&vals, 256 * sizeof(float));
  decode<<<1, 256>>>(bits, vals);
  cudaDeviceSynchronize();
  for (int x = 0; x < 256; ++x) {
    unsigned int f;
    memcpy(&f, &vals[x], sizeof f);
    printf("%d %04x %08x\\n", x, bits[x], f);
  }
  return 0;
}
"""


def bf16_bits(x: int) -> int | None:
    """The bfloat16 bits of E8M0 code x; None for NaN."""
    if x == 0xFF:
        return None
    f32 = struct.unpack("<I", struct.pack("<f", math.ldexp(1.0, x - 127)))[0]
    assert f32 & 0xFFFF == 0  # a power of two: bfloat16 holds it exactly
    return f32 >> 16


def test_oracle_known_values():
    assert bf16_bits(127) == 0x3F80  # 1.0
    assert bf16_bits(128) == 0x4000  # 2.0
    assert bf16_bits(1) == 0x0080  # 2^-126, the smallest normal
    assert bf16_bits(0) == 0x0040  # 2^-127, a subnormal
    assert bf16_bits(254) == 0x7F00  # 2^127
    assert bf16_bits(255) is None


@pytest.fixture(scope="module")
def translated(tmp_path_factory) -> Path:
    from xlate.rewrite.engine import translate_text

    out, diags = translate_text(PROGRAM, filename="e8m0.cu")
    problems = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value in ("error", "warning")]
    assert problems == []
    assert "#include <xlate/fp16_extras.h>" in out
    assert "__nv_cvt_e8m0_to_bf16raw" not in out and "xlate_cvt_e8m0_to_bf16raw(" in out
    path = tmp_path_factory.mktemp("e8m0") / "e8m0.hip"
    path.write_text(out, encoding="utf-8")
    return path


def test_e8m0_decodes_every_code_on_cpu_backend(translated: Path, tmp_path: Path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    exe = build_program(ProgramBuild([translated], tmp_path / "e8m0", warp_size=64))
    proc = subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr[-2000:]
    rows = [line.split() for line in proc.stdout.splitlines()]
    assert [int(r[0]) for r in rows] == list(range(256))
    wrong = []
    for x, bits, f32 in rows:
        code, b, f = int(x), int(bits, 16), int(f32, 16)
        want = bf16_bits(code)
        if want is None:
            ok = (b & 0x7F80) == 0x7F80 and (b & 0x7F) != 0 and (f & 0x7F800000) == 0x7F800000 and f & 0x7FFFFF
        else:
            ok = b == want and f == want << 16  # bfloat16 -> float is exact
        if not ok:
            wrong.append(f"code {code}: bits {bits} float {f32}, want {want}")
    assert wrong == []


def test_e8m0_builds_for_gfx942(translated: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-Wno-unused-result",
           "-c", str(translated), "-o", str(tmp_path / "e8m0.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
