"""CUDA's directed-rounding arithmetic intrinsics (`__fadd_ru`, `__frcp_rd`, `__fsqrt_rz`, `__dmul_ru`, ...),
which HIP 7.2 does not declare, come from <xlate/rounded_math.h> (found on xgboost 1.7.4's rank_obj.cu:
`__frcp_ru`). The program below computes each of them on inputs where the mode decides the last bit; the
expected values are the exact results (Python's Fraction) rounded in the mode, worked out here. It runs on
the cpu backend and builds for gfx942.

The gfx942 forms of float division, reciprocal and square root compute in double and round that to float
in the mode; `test_double_then_directed_is_exact` checks the claim this rests on (a correctly rounded double
never lands on or past a float boundary the exact value does not reach) on random float pairs, with the
same exact arithmetic."""

from __future__ import annotations

import math
import random
import struct
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from tests.driver.conftest import build_single, run_single_on_cpu

F32 = np.float32
INPUTS = [(1.0, 3.0, 0.1), (2.0, 3.0, -0.7), (-1.0, 3.0, 1e-8), (1.0, 1e-10, -1.0), (7.0, -0.3, 1e-30),
          (3.4e38, 10.0, 2.0), (1e-40, 3.0, 5.0), (2.0, 7.0, 11.0)]

SRC = r"""#include <cstdio>
__global__ void k(const float* in, int n, float* fo, double* dout) {
  for (int i = 0; i < n; ++i) {
    float a = in[3 * i], b = in[3 * i + 1], c = in[3 * i + 2];
    double x = a, y = b, z = c;
    float* f = fo + 21 * i;
    f[0] = __fadd_rd(a, b); f[1] = __fadd_ru(a, b); f[2] = __fadd_rz(a, b);
    f[3] = __fsub_rd(a, b); f[4] = __fsub_ru(a, b); f[5] = __fsub_rz(a, b);
    f[6] = __fmul_rd(a, b); f[7] = __fmul_ru(a, b); f[8] = __fmul_rz(a, b);
    f[9] = __fmaf_rd(a, b, c); f[10] = __fmaf_ru(a, b, c); f[11] = __fmaf_rz(a, b, c);
    f[12] = __fdiv_rd(a, b); f[13] = __fdiv_ru(a, b); f[14] = __fdiv_rz(a, b);
    f[15] = __frcp_rd(b); f[16] = __frcp_ru(b); f[17] = __frcp_rz(b);
    f[18] = __fsqrt_rd(fabsf(a)); f[19] = __fsqrt_ru(fabsf(a)); f[20] = __fsqrt_rz(fabsf(a));
    double* d = dout + 12 * i;
    // a tiny third operand makes the double sums inexact
    d[0] = __dadd_rd(x, z * 1e-20); d[1] = __dadd_ru(x, z * 1e-20); d[2] = __dadd_rz(x, z * 1e-20);
    d[3] = __dsub_rd(x, z * 1e-20); d[4] = __dsub_ru(x, z * 1e-20); d[5] = __dsub_rz(x, z * 1e-20);
    d[6] = __dmul_rd(x / 3.0, y); d[7] = __dmul_ru(x / 3.0, y); d[8] = __dmul_rz(x / 3.0, y);
    d[9] = __fma_rd(x, y / 7.0, z); d[10] = __fma_ru(x, y / 7.0, z); d[11] = __fma_rz(x, y / 7.0, z);
  }
}
int main() {
  const int n = NUM;
  float h_in[3 * NUM] = {VALUES};
  float *in, *fo;
  double* dout;
  cudaMalloc(&in, sizeof h_in);
  cudaMalloc(&fo, 21 * n * sizeof(float));
  cudaMalloc(&dout, 12 * n * sizeof(double));
  cudaMemcpy(in, h_in, sizeof h_in, cudaMemcpyHostToDevice);
  k<<<1, 1>>>(in, n, fo, dout);
  float hf[21 * NUM];
  double hd[12 * NUM];
  cudaMemcpy(hf, fo, sizeof hf, cudaMemcpyDeviceToHost);
  cudaMemcpy(hd, dout, sizeof hd, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 21 * n; ++i) printf("%a\n", (double)hf[i]);
  for (int i = 0; i < 12 * n; ++i) printf("%a\n", hd[i]);
  return 0;
}
"""


def _source() -> str:
    values = ", ".join(f"{float(F32(v)).hex()}f" for row in INPUTS for v in row)
    return SRC.replace("NUM", str(len(INPUTS))).replace("VALUES", values)


def _round(q: Fraction, mode: str, single: bool) -> float:
    """The exact value q rounded to float (single) or double in mode rd/ru/rz."""
    top = float(np.finfo(F32).max) if single else float(np.finfo(np.float64).max)
    if q > top:
        return math.inf if mode == "ru" else top
    if q < -top:
        return -math.inf if mode == "rd" else -top
    step = (lambda v, to: float(np.nextafter(F32(v), F32(to)))) if single else math.nextafter
    c = float(F32(float(q))) if single else float(q)
    while Fraction(c) > q:
        c = step(c, -math.inf)
    while Fraction(step(c, math.inf)) <= q:
        c = step(c, math.inf)
    down = c  # the largest value <= q
    up = down if Fraction(down) == q else step(down, math.inf)
    if mode == "rd":
        return down
    if mode == "ru":
        return up
    return down if q >= 0 else up


def _sqrt_round(x: Fraction, mode: str) -> float:
    """sqrt(x) (x a float) rounded to float in mode, by comparing squares exactly."""
    c = float(F32(math.sqrt(x)))
    step = lambda v, to: float(np.nextafter(F32(v), F32(to)))
    while Fraction(c) ** 2 > x:
        c = step(c, -math.inf)
    while Fraction(step(c, math.inf)) ** 2 <= x:
        c = step(c, math.inf)
    exact = Fraction(c) ** 2 == x
    return c if mode in ("rd", "rz") or exact else step(c, math.inf)


def _expected() -> list[float]:
    modes = ("rd", "ru", "rz")
    fl, dl = [], []
    for a, b, c in INPUTS:
        a, b, c = (Fraction(float(F32(v))) for v in (a, b, c))
        for q in (a + b, a - b, a * b, a * b + c, a / b, 1 / b):
            fl += [_round(q, m, True) for m in modes]
        fl += [_sqrt_round(abs(a), m) for m in modes]
        x, y, z = a, b, c
        tiny = Fraction(float(z) * 1e-20)  # z * 1e-20 in double, as the program computes it
        third = Fraction(float(x) / 3.0)
        seventh = Fraction(float(y) / 7.0)
        for q in (x + tiny, x - tiny, third * y, x * seventh + z):
            dl += [_round(q, m, False) for m in modes]
    return fl + dl


def test_rounded_intrinsics_on_cpu_and_gfx942(tmp_path: Path) -> None:
    src = _source()
    build_single(tmp_path, "rounded", src, ["k"])
    out = [float.fromhex(v) for v in run_single_on_cpu(tmp_path, "rounded", src)]
    want = _expected()
    assert len(out) == len(want)
    bad = [(i, o, w) for i, (o, w) in enumerate(zip(out, want)) if o != w]
    assert not bad, bad[:10]


@pytest.mark.parametrize("op", ["div", "sqrt"])
def test_double_then_directed_is_exact(op: str) -> None:
    """Rounding the correctly rounded double quotient (square root) of two floats to float in a directed
    mode gives the exact value rounded in that mode (what <xlate/rounded_math.h> does on gfx942)."""
    rng = random.Random(7)

    def rand_float() -> float:
        bits = rng.getrandbits(32) & 0x7F7FFFFF  # finite, positive; subnormals included
        return struct.unpack("<f", struct.pack("<I", bits))[0] * rng.choice((1, -1))

    for _ in range(3000):
        a, b = rand_float(), rand_float()
        if b == 0 or (op == "sqrt" and a <= 0):
            continue
        if op == "div":
            exact, via_double = Fraction(a) / Fraction(b), Fraction(a / b)  # Python's a / b: correctly rounded
        else:
            exact, via_double = None, Fraction(math.sqrt(a))  # math.sqrt: correctly rounded
        for mode in ("rd", "ru", "rz"):
            want = _round(exact, mode, True) if op == "div" else _sqrt_round(Fraction(a), mode)
            assert _round(via_double, mode, True) == want, (a, b, mode)
