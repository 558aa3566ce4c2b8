"""The __half functions with an explicit rounding that the cpu backend gained for issue 21's class 12
(xlate/cpu/include/xlate_cpu/fp16_rounding.h, half_math.h), run on the cpu backend and checked against
oracles written here from the definitions with Python's exact rationals (fractions), not from
another floating-point implementation:

* float -> __half toward -inf, +inf and zero (__float2half_rd/_ru/_rz), on every 7th binary16 value,
  the midpoints between neighbours, the floats next to both, their negatives and the special values;
* __half -> short/ushort/int/uint/ll/ull rounded to nearest even, down and up, saturating (NaN -> 0),
  and hceil/hfloor/htrunc/hrint, on all 65536 binary16 encodings."""

from __future__ import annotations

import math
import subprocess
from fractions import Fraction

PROGRAM = r"""
#include <hip/hip_runtime.h>
#include <hip/hip_fp16.h>
#include <cstdio>
#include <cstring>

static unsigned fbits(float f) { unsigned u; memcpy(&u, &f, 4); return u; }
static float bitsf(unsigned u) { float f; memcpy(&f, &u, 4); return f; }
static unsigned hb(__half h) { return __half_as_ushort(h); }

static void conv(float f) {
  printf("F %08x %04x %04x %04x\n", fbits(f), hb(__float2half_rd(f)), hb(__float2half_ru(f)), hb(__float2half_rz(f)));
}

int main() {
  for (unsigned b = 0; b < 0x7c00; b += 7) {
    float v = __half2float(__ushort_as_half(b));
    float w = __half2float(__ushort_as_half(b + 1));  // the next binary16 value (inf after 65504)
    float mid = b + 1 < 0x7c00 ? (v + w) / 2 : 65520.0f;  // exact in float
    float xs[] = {v, mid, nextafterf(mid, -1e30f), nextafterf(mid, 1e30f), nextafterf(v, 1e30f)};
    for (float x : xs) { conv(x); conv(-x); }
  }
  float specials[] = {0.0f, -0.0f, 1e-30f, -1e-30f, 65504.0f, 65519.99f, 65520.0f, 65536.0f, 1e30f,
                      3.4028235e38f, bitsf(0x7f800000u), bitsf(0xff800000u), bitsf(0x7fc00000u), bitsf(1u)};
  for (float x : specials) { conv(x); conv(-x); }
  for (unsigned b = 0; b < 0x10000; ++b) {
    __half h = __ushort_as_half(static_cast<unsigned short>(b));
    printf("H %04x %d %d %d %d %d %d %u %u %u %u %u %u %lld %lld %lld %llu %llu %llu %04x %04x %04x %04x\n", b,
           __half2int_rn(h), __half2int_rd(h), __half2int_ru(h), __half2short_rn(h), __half2short_rd(h), __half2short_ru(h),
           __half2ushort_rn(h), __half2ushort_rd(h), __half2ushort_ru(h),
           __half2uint_rn(h), __half2uint_rd(h), __half2uint_ru(h),
           __half2ll_rn(h), __half2ll_rd(h), __half2ll_ru(h), __half2ull_rn(h), __half2ull_rd(h), __half2ull_ru(h),
           hb(hceil(h)), hb(hfloor(h)), hb(htrunc(h)), hb(hrint(h)));
  }
  return 0;
}
"""

MAX_HALF = Fraction(65504)
INF = "inf"


def half_value(bits: int):
    """(sign, value): value a Fraction, INF, or None for NaN."""
    sign = -1 if bits & 0x8000 else 1
    exp, man = (bits >> 10) & 0x1F, bits & 0x3FF
    if exp == 0x1F:
        return sign, (INF if man == 0 else None)
    if exp == 0:
        return sign, sign * Fraction(man, 1 << 24)
    return sign, sign * Fraction(1024 + man, 1024) * Fraction(2) ** (exp - 15)


def float_value(bits: int):
    sign = -1 if bits >> 31 else 1
    exp, man = (bits >> 23) & 0xFF, bits & 0x7FFFFF
    if exp == 0xFF:
        return sign, (INF if man == 0 else None)
    if exp == 0:
        return sign, sign * Fraction(man, 1 << 149)
    return sign, sign * Fraction((1 << 23) + man, 1 << 23) * Fraction(2) ** (exp - 127)


def directed_half(sign: int, x, mode: str):
    """x (Fraction, INF or None=NaN) rounded to binary16 toward 'down', 'up' or 'zero': (sign, value)."""
    if x is None:
        return sign, None
    if x == INF:
        return sign, INF
    if x == 0:
        return sign, Fraction(0)
    a = abs(x)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    ulp = Fraction(2) ** (max(e, -14) - 10)
    n = x / ulp
    q = math.floor(n) if mode == "down" or (mode == "zero" and x > 0) else math.ceil(n)
    r = q * ulp
    if abs(r) > MAX_HALF:  # beyond the largest finite value: infinity only when rounding away from zero
        away = (mode == "up" and x > 0) or (mode == "down" and x < 0)
        return sign, (INF if away else sign * MAX_HALF)
    return sign, r  # a zero result keeps the operand's sign


def same(got_bits: int, want) -> bool:
    gs, gv = half_value(got_bits)
    ws, wv = want
    if wv is None or gv is None:
        return wv is None and gv is None
    if wv == INF or gv == INF:
        return wv == gv and gs == ws
    return gv == wv and (gv != 0 or gs == ws)


def saturate(v, lo: int, hi: int) -> int:
    return max(lo, min(v, hi))


INT_RANGES = {"int": (-(1 << 31), (1 << 31) - 1), "short": (-(1 << 15), (1 << 15) - 1), "ushort": (0, (1 << 16) - 1),
              "uint": (0, (1 << 32) - 1), "ll": (-(1 << 63), (1 << 63) - 1), "ull": (0, (1 << 64) - 1)}


def to_int(sign: int, x, mode: str, kind: str) -> int:
    lo, hi = INT_RANGES[kind]
    if x is None:
        return 0
    if x == INF:
        return hi if sign > 0 else lo
    v = round(x) if mode == "rn" else math.floor(x) if mode == "rd" else math.ceil(x)  # round(): ties to even
    return saturate(v, lo, hi)


def integral(sign: int, x, how: str):
    if x is None or x == INF:
        return sign, x
    return sign, Fraction({"ceil": math.ceil, "floor": math.floor, "trunc": math.trunc, "rint": round}[how](x))


def test_half_rounding_functions_match_their_definitions(cpu_cache, tmp_path):
    from xlate.pipeline.cpu_programs import ProgramBuild, build_program

    src = tmp_path / "fp16_rounding.hip"
    src.write_text(PROGRAM, encoding="utf-8")
    exe = build_program(ProgramBuild([src], tmp_path / "fp16_rounding"))
    proc = subprocess.run([str(exe)], check=False, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    wrong: list[str] = []
    conversions = halves = 0
    for line in proc.stdout.splitlines():
        f = line.split()
        if f[0] == "F":
            conversions += 1
            x = float_value(int(f[1], 16))
            for mode, got in zip(("down", "up", "zero"), f[2:5], strict=True):
                want = directed_half(*x, mode)
                if not same(int(got, 16), want):
                    wrong.append(f"float {f[1]} toward {mode}: got {got}, want {want}")
        elif f[0] == "H":
            halves += 1
            h = half_value(int(f[1], 16))
            ints = [("int", "rn"), ("int", "rd"), ("int", "ru")] + [(k, m) for k in ("short", "ushort", "uint", "ll", "ull")
                                                     for m in ("rn", "rd", "ru")]
            for (kind, mode), got in zip(ints, f[2:20], strict=True):
                if int(got) != to_int(*h, mode, kind):
                    wrong.append(f"half {f[1]} -> {kind} {mode}: got {got}, want {to_int(*h, mode, kind)}")
            for how, got in zip(("ceil", "floor", "trunc", "rint"), f[20:24], strict=True):
                if not same(int(got, 16), integral(*h, how)):
                    wrong.append(f"h{how}({f[1]}): got {got}")
    assert halves == 0x10000 and conversions > 40000
    assert wrong == [], f"{len(wrong)} wrong results, first: {wrong[:10]}"
