"""Class 10 of issue 21: every conversion CUDA allows between __half / __nv_bfloat16 and the
arithmetic types (C-style casts and static_cast: float/double/integers -> half/bf16, half/bf16 ->
integers, bool, double, and half <-> bf16) compiles on the cpu target and gives CUDA's results:
round to nearest even from the exact value (once), integer results truncated toward zero with NaN -> 0
and saturation (CUDA's __half2int_rz family), bool false only for +-0. Oracles: numpy's float16 for
half, an exhaustive table of all finite bfloat16 values (exact rationals) for bf16."""

from __future__ import annotations

import math
import struct
import subprocess
import sys
from bisect import bisect_left
from fractions import Fraction
from pathlib import Path

import numpy as np

PROGRAM = Path(__file__).resolve().parent / "fp16_conversions" / "conversions.cu"
XLATE = Path(sys.executable).parent / "xlate"


def bf16_value(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


# every finite non-negative bfloat16 value, exactly, with its bits (0x0000 ... 0x7f7f), then +inf at
# the place the next binade would start (2^128) for the rounding decision
_BF16_POS = [(Fraction(bf16_value(b)), b) for b in range(0x7F80)]
_BF16_POS.append((Fraction(2) ** 128, 0x7F80))
_BF16_KEYS = [v for v, _ in _BF16_POS]


def bf16_rne(x: Fraction | float) -> int:
    """The bits of x rounded to bfloat16, to nearest, ties to the even significand (exact oracle)."""
    if isinstance(x, float):
        if math.isnan(x):
            return -1  # any NaN
        if math.isinf(x):
            return 0x7F80 | (0x8000 if x < 0 else 0)
    negative_zero = isinstance(x, float) and x == 0.0 and math.copysign(1.0, x) < 0
    x = Fraction(x)
    sign = 0x8000 if x < 0 or negative_zero else 0
    a = abs(x)
    i = bisect_left(_BF16_KEYS, a)
    if i < len(_BF16_KEYS) and _BF16_KEYS[i] == a:
        return sign | _BF16_POS[i][1]
    if i >= len(_BF16_KEYS):
        return sign | 0x7F80
    lo, hi = _BF16_POS[i - 1], _BF16_POS[i]
    d_lo, d_hi = a - lo[0], hi[0] - a
    pick = lo if d_lo < d_hi else hi if d_hi < d_lo else (lo if lo[1] % 2 == 0 else hi)
    return sign | pick[1]


def half_bits(x) -> int:
    with np.errstate(over="ignore"):  # overflow to inf is the expected result
        return int(np.array(x, dtype=np.float16).view(np.uint16))


def to_int_rz(v: float, bits: int, signed: bool) -> int:
    if math.isnan(v):
        return 0
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    if math.isinf(v):
        return hi if v > 0 else lo
    return max(lo, min(hi, math.trunc(v)))


def as_signed64(u: int) -> int:
    return u - (1 << 64) if u >= 1 << 63 else u


FLOATS = [0.0, -0.0, 1.0, -2.5, 3.14159265358979, 65504.0, 65519.99, 65520.0, -65520.0, 1e-8, 2.0 ** -24,
          2.0 ** -25, 2.0 ** -25 * 1.0000001, 1.5 * 2.0 ** -24, 1e10, -1e10, 3.3e38, 3.4e38, 1e300, -1e300,
          1.00390625, 1.01171875, 1.00390625 + 2.0 ** -30, 2049.0, 2051.0, 257.0, 259.0, 255.5, -32768.9,
          1.0 + 2.0 ** -11 + 2.0 ** -40, 2.0 ** -133, 2.0 ** -140, 1.1754942e-38, math.inf, -math.inf, math.nan]
INTS = [0, 1, -1, 127, 128, 255, 256, 257, 2049, 2051, 4097, 32767, -32768, 65504, 65519, 65520, 100000,
        -100000, 2 ** 24 + 1, 2 ** 24 + 2 ** 16, 2 ** 24 + 2 ** 16 + 1, 2 ** 31 - 1, -2 ** 31,
        2 ** 40 + 2 ** 32 + 1, 2 ** 62 + 2 ** 54 + 1, 2 ** 63 - 1, -2 ** 63]
HALF_BITS = [0x0000, 0x8000, 0x3C00, 0xBC00, 0x3E00, 0xBE00, 0x7BFF, 0xFBFF, 0x0001, 0x7C00, 0xFC00, 0x7E00,
             0x5BF8, 0x57F8, 0x5800, 0xD800, 0x5A00, 0x7800, 0x3BFF, 0xB8CD, 0x4248, 0x3555]
BF16_BITS = [0x0000, 0x8000, 0x3F80, 0xBF80, 0x3FC0, 0xBFC0, 0x7F7F, 0xFF7F, 0x0001, 0x7F80, 0xFF80, 0x7FC0,
             0x4F00, 0xCF00, 0x4EFF, 0xCF01, 0x5F00, 0x5F80, 0xDF00, 0xDF01, 0x477F, 0x4780, 0x4380, 0x4300,
             0xC300, 0xC301, 0x4B80, 0x3F7F, 0x42F7, 0xC7FF, 0x3555]


def run_program(args: list[str]) -> list[list[int]]:
    proc = subprocess.run([str(XLATE), "run", str(PROGRAM), "--", *args], capture_output=True, text=True,
                          timeout=900, check=False)
    assert proc.returncode == 0, proc.stderr[-4000:]
    return [[int(w) for w in ln.split()] for ln in proc.stdout.splitlines()]


def test_every_cuda_conversion_compiles_and_rounds_as_cuda():
    args: list[str] = []
    for x in FLOATS:
        args += ["F", x.hex() if math.isfinite(x) else repr(x)]
    for n in INTS:
        args += ["I", str(n)]
    for b in HALF_BITS:
        args += ["H", str(b)]
    for b in BF16_BITS:
        args += ["B", str(b)]
    rows = run_program(args)
    assert len(rows) == len(FLOATS) + len(INTS) + len(HALF_BITS) + len(BF16_BITS)
    it = iter(rows)
    failures = []

    def check(what, got, want, half=None):
        half = what.startswith(("(__half)", "static_cast<__half>")) if half is None else half
        if want == -1:  # a NaN: exponent all ones and a non-zero significand
            ok = (got & 0x7C00) == 0x7C00 and (got & 0x3FF) != 0 if half else \
                (got & 0x7F80) == 0x7F80 and (got & 0x7F) != 0
        else:
            ok = got == want
        if not ok:
            failures.append(f"{what}: got {got:#x} want {want:#x}" if want >= 0 else f"{what}: got {got:#x}, not NaN")

    for x in FLOATS:
        r = next(it)
        with np.errstate(over="ignore"):
            f32 = np.float32(x)
        want_h_f = half_bits(f32) if not math.isnan(x) else -1
        want_h_d = half_bits(np.float64(x)) if not math.isnan(x) else -1
        check(f"(__half)(float){x!r}", r[0], want_h_f)
        check(f"static_cast<__half>(double){x!r}", r[1], want_h_d)
        f32v = float(f32)
        check(f"(bf16)(float){x!r}", r[2], bf16_rne(f32v) if not math.isnan(x) else -1)
        check(f"static_cast<bf16>(double){x!r}", r[3], bf16_rne(x) if not math.isnan(x) else -1)
    for n in INTS:
        r = next(it)
        i32 = (n + 2 ** 31) % 2 ** 32 - 2 ** 31
        u32 = n % 2 ** 32
        s16 = (n + 2 ** 15) % 2 ** 16 - 2 ** 15
        u64 = n % 2 ** 64
        check(f"(__half)(int){n}", r[0], half_bits(np.float64(i32)))
        # long long -> half: every |n| >= 65520 is inf; below that the double is exact
        check(f"(__half)(long long){n}", r[1], half_bits(np.float64(n)) if abs(n) < 2 ** 53 else
              (0x7C00 if n > 0 else 0xFC00))
        check(f"(bf16)(int){n}", r[2], bf16_rne(i32))
        check(f"(bf16)(long long){n}", r[3], bf16_rne(n))
        check(f"static_cast<bf16>(unsigned long long){n}", r[4], bf16_rne(u64))
        check(f"static_cast<__half>(unsigned){n}", r[5], half_bits(np.float64(u32)))
        check(f"(__half)(short){n}", r[6], half_bits(np.float64(s16)))
        check(f"(bf16)(short){n}", r[7], bf16_rne(s16))
    for kind, bits_list in (("half", HALF_BITS), ("bf16", BF16_BITS)):
        for b in bits_list:
            r = next(it)
            v = float(np.array(b, dtype=np.uint16).view(np.float16)) if kind == "half" else bf16_value(b)
            want = [to_int_rz(v, 32, True), to_int_rz(v, 32, False), to_int_rz(v, 16, True),
                    to_int_rz(v, 16, False), to_int_rz(v, 8, True), to_int_rz(v, 8, False),
                    to_int_rz(v, 64, True), as_signed64(to_int_rz(v, 64, False)),
                    int(v != 0.0 or math.isnan(v)), to_int_rz(v, 32, True)]
            names = ["int", "unsigned", "short", "unsigned short", "signed char", "unsigned char", "long long",
                     "unsigned long long", "bool", "static_cast<int>"]
            for name, got, w in zip(names, r[:10], want):
                check(f"({name})({kind} {b:#06x} = {v!r})", got, w)
            dbl = struct.unpack("<d", struct.pack("<q", r[10]))[0]
            if not (math.isnan(v) and math.isnan(dbl)) and not (dbl == v and math.copysign(1, dbl) == math.copysign(1, v)):
                failures.append(f"(double)({kind} {b:#06x}): got {dbl!r} want {v!r}")
            if kind == "half":
                want_other = bf16_rne(v) if not math.isnan(v) else -1
                check(f"(bf16)(half {b:#06x})", r[11], want_other)
                check(f"static_cast<bf16>(half {b:#06x})", r[12], want_other)
            else:
                want_other = half_bits(np.float32(v)) if not math.isnan(v) else -1
                check(f"(__half)(bf16 {b:#06x}) half", r[11], want_other)
                check(f"static_cast<__half>(bf16 {b:#06x}) half", r[12], want_other)
    assert not failures, "\n".join(failures)
