"""CUDA's C++ overloads of math functions for float under the double names keep float after translation
(<xlate/float_overloads.h>, <xlate/fp16_extras.h>).

HIP 7.2 lacks nine of those the prelude declares (exp10, erfcx, j0, j1, y0, y1, cyl_bessel_i0, cyl_bessel_i1,
rhypot: a float argument converted to double, so the call returned double) and sincos(float, float*, float*)
and sincospi's float form (relion's `sincos(XFLOAT, &s, &c)` did not compile). The first program
static_asserts, for every float overload the prelude's "C++ overloads" section declares, that the call
returns float, on gfx942 and the cpu target; the second computes sincos, sincospi and exp10 of floats,
checked against numpy here."""

from __future__ import annotations

import re
from pathlib import Path

import numpy as np

from tests.driver.conftest import build_and_run_on_cpu, build_single

HEADER = Path(__file__).resolve().parents[2] / "xlate" / "parse" / "prelude" / "include" / "math_functions.h"


def _overloads() -> list[tuple[str, int]]:
    text = HEADER.read_text(encoding="utf-8")
    section = text[text.index("/* C++ overloads of the float versions under the double names"):]
    section = section[:section.index("\n\n")]
    out = []
    for name, params in re.findall(r"^(?:__host__ )?__device__ float (\w+)\(([^)]*)\);", section, re.MULTILINE):
        kinds = params.split(",")
        if all(re.fullmatch(r"\s*float \w+", k) for k in kinds):  # float values only (not modf's float*)
            out.append((name, len(kinds)))
    return out


def test_every_float_overload_returns_float_on_both_targets(tmp_path: Path) -> None:
    overloads = _overloads()
    assert len(overloads) >= 60 and ("exp10", 1) in overloads and ("rhypot", 2) in overloads
    checks = "\n".join(
        f'  static_assert(std::is_same<decltype({n}({", ".join("xyz"[:k])})), float>::value, "{n}(float)");'
        f"\n  o[{i}] = {n}({', '.join('xyz'[:k])});" for i, (n, k) in enumerate(overloads))
    src = (f"#include <type_traits>\n__global__ void k(float* o, float x, float y, float z) {{\n{checks}\n}}\n"
           "int main() { return 0; }\n")
    build_single(tmp_path, "float_overloads", src, ["k"])
    build_and_run_on_cpu(tmp_path, "float_overloads", src)


SRC = r"""#include <cstdio>
#include <type_traits>
__global__ void k(const float* in, float* out, int n) {
  for (int i = 0; i < n; ++i) {
    float s, c, sp, cp;
    sincos(in[i], &s, &c);
    sincospi(in[i], &sp, &cp);
    auto e = exp10(in[i]);
    static_assert(std::is_same<decltype(e), float>::value, "exp10(float) is float");
    out[5 * i] = s; out[5 * i + 1] = c; out[5 * i + 2] = sp; out[5 * i + 3] = cp; out[5 * i + 4] = e;
  }
}
int main() {
  const int n = 6;
  float h[n] = {0.25f, -1.5f, 3.0f, 0.1f, 10.75f, -0.001f};
  float *in, *out;
  cudaMalloc(&in, sizeof h);
  cudaMalloc(&out, 5 * sizeof h);
  cudaMemcpy(in, h, sizeof h, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(in, out, n);
  float r[5 * n];
  cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost);
  float hs, hc;
  sincos(0.5f, &hs, &hc);  // CUDA declares the float overload for host code too
  for (int i = 0; i < 5 * n; ++i) printf("%.9g\n", r[i]);
  printf("%.9g\n%.9g\n", hs, hc);
  return 0;
}
"""


def test_float_sincos_sincospi_exp10_values(tmp_path: Path) -> None:
    build_single(tmp_path, "sincos_float", SRC, ["k"])
    proc = build_and_run_on_cpu(tmp_path, "sincos_float", SRC)
    got = np.array([float(v) for v in proc.stdout.split()])
    x = np.array([0.25, -1.5, 3.0, 0.1, 10.75, -0.001], dtype=np.float32).astype(np.float64)
    want = np.stack([np.sin(x), np.cos(x), np.sin(np.pi * x), np.cos(np.pi * x), 10.0 ** x], axis=1).ravel()
    want = np.concatenate([want, [np.sin(0.5), np.cos(0.5)]])
    # CUDA's float functions are within a few float ulps of the exact value (sincospi's zeros exact)
    np.testing.assert_allclose(got, want.astype(np.float32), rtol=4e-7, atol=2e-7)
