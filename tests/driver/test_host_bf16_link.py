"""A CUDA program that converts float and double to `__nv_bfloat16` in host code links for gfx942.

HIP's bf16 header converts with clang's `__bf16` in host code, which clang lowers to `__truncsfbf2` /
`__truncdfbf2`; bookworm's libgcc (GCC 12) defines neither, so the link stopped at `undefined symbol:
__truncsfbf2` until the toolchain's link flags named compiler-rt's builtins archive. The cpu target's run
checks the values against a round-to-nearest-even model of the bf16 format written here."""

from __future__ import annotations

import struct
import subprocess
from pathlib import Path

from tests.driver.conftest import XLATE_NVCC, nvcc_env, run

SRC = """#include <cstdio>
#include <cuda_bf16.h>
__global__ void twice(__nv_bfloat16* v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) v[i] = __float2bfloat16(2.0f * __bfloat162float(v[i]));
}
int main(int argc, char**) {
  float in[4] = {1.0f / 3.0f, 1.00390625f, 1.01171875f, -65504.0f};
  __nv_bfloat16 h[5];
  for (int i = 0; i < 4; ++i) h[i] = __float2bfloat16(in[i] * (float)argc);
  h[4] = __double2bfloat16(0.1 * argc);
  __nv_bfloat16* d;
  cudaMalloc(&d, sizeof h);
  cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice);
  twice<<<1, 32>>>(d, 5);
  cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 5; ++i) printf("%.17g\\n", __bfloat162float(h[i]));
  return 0;
}
"""


def bf16(x: float) -> float:
    """float32 -> bf16 with round to nearest even, back to a Python float (the format's definition)."""
    bits = struct.unpack("<I", struct.pack("<f", x))[0]
    bits = (bits + 0x7FFF + ((bits >> 16) & 1)) >> 16
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def test_host_bf16_conversions_link_for_gfx942_and_round_to_nearest_even(tmp_path: Path) -> None:
    src = tmp_path / "host_bf16.cu"
    src.write_text(SRC, encoding="utf-8")
    run([XLATE_NVCC, "-arch=sm_80", src, "-o", tmp_path / "gfx"], env=nvcc_env(tmp_path / "cache"))
    dyn = subprocess.run(["readelf", "--dyn-syms", "-W", str(tmp_path / "gfx")], capture_output=True, text=True,
                         check=True).stdout
    assert "__truncsfbf2" not in dyn and "__truncdfbf2" not in dyn

    run([XLATE_NVCC, src, "-o", tmp_path / "prog"], env=nvcc_env(tmp_path / "cache", XLATE_NVCC_TARGET="cpu"))
    out = subprocess.run([str(tmp_path / "prog")], capture_output=True, text=True, timeout=120, check=True).stdout
    one_third = struct.unpack("<f", struct.pack("<f", 1.0 / 3.0))[0]
    # the last one is double -> bf16 directly; 0.1 is far from a tie, so that equals rounding through float
    want = [2 * bf16(x) for x in (one_third, 1.00390625, 1.01171875, -65504.0)] + [2 * bf16(0.1)]
    assert [float(v) for v in out.split()] == want
