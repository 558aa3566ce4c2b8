"""CUDA's OCP fp8 API through xlate's <xlate/fp8.h> (issue 21): one CUDA program decodes every one of the 256
codes of E4M3 and E5M2 in a kernel (to half bits, float, double, bfloat16, bool and integers; the x2/x4
vectors) and encodes a sweep of inputs (the formats' values, every tie between neighbours and points just
beside it, subnormals, overflow with and without saturation, +-inf, NaN, +-0; from float, double, __half,
bfloat16 and integers; scalars, pairs and quads). It runs on the cpu target and is compiled for gfx942 (no
AMD GPU here: compile only). Expected values come from models written here from the formats' definitions
(CUDA Math API "FP8 Intrinsics", OCP 8-bit floating point): E4M3 bias 7, 3 mantissa bits, no inf, S.1111.111
NaN, max 448; E5M2 bias 15, 2 mantissa bits, IEEE-like inf/NaN, max 57344; round to nearest even."""

from __future__ import annotations

import bisect
import itertools
import math
import struct
import subprocess
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from tests.api.test_fp8_fp4_names import _need_cpu, _need_gfx942, _xlate_nvcc, e4m3_value
from xlate.rewrite.engine import translate_text

# ----------------------------------------------------------------------------- the models

FORMATS = {"e4m3": (3, 7, 0x7E), "e5m2": (2, 15, 0x7B)}  # mantissa bits, bias, largest finite code


def fp8_value(code: int, fmt: str) -> Fraction | float:
    """The value of a code: a Fraction, or +-0.0/inf/-inf/nan (floats)."""
    mb, bias, _ = FORMATS[fmt]
    neg = code & 0x80
    e, m = (code & 0x7F) >> mb, code & ((1 << mb) - 1)
    emax = (1 << (7 - mb)) - 1
    if fmt == "e4m3" and e == emax and m == (1 << mb) - 1:
        return math.nan
    if fmt == "e5m2" and e == emax:
        return math.nan if m else (-math.inf if neg else math.inf)
    v = Fraction(m, 1 << mb) * Fraction(2) ** (1 - bias) if e == 0 else \
        (1 + Fraction(m, 1 << mb)) * Fraction(2) ** (e - bias)
    if v == 0:
        return -0.0 if neg else 0.0  # (a Fraction has no negative zero)
    return -v if neg else v


def _grid(fmt: str) -> list[tuple[int, Fraction]]:
    """(code, value) of every finite non-negative value, plus the next point of the grid past the largest
    one (its code is the largest + 1), which stands for overflow."""
    _, _, top = FORMATS[fmt]
    pts = [(c, fp8_value(c, fmt)) for c in range(top + 1)]
    ulp = pts[-1][1] - pts[-2][1]
    return pts + [(top + 1, pts[-1][1] + ulp)]


GRIDS = {f: _grid(f) for f in FORMATS}


def encode(x: float | Fraction, fmt: str, satfinite: bool, from_double: bool = False) -> int:
    """Round to nearest (ties to the even code, i.e. the even mantissa); past the largest finite value:
    saturate (SATFINITE) or NaN (E4M3) / inf (E5M2); the sign of zero is kept. NaN: from a float (or
    __half/bfloat16, through float) CUDA's canonical 0x7F in both formats; from a double the sign is kept,
    S.1111.111 (E4M3), S.11111.1x (E5M2, x the double's second leading mantissa bit) (CUDA's cuda_fp8.hpp)."""
    _, _, top = FORMATS[fmt]
    sign = 0x80 if math.copysign(1.0, float(x)) < 0 else 0
    over = top if satfinite else (0x7F if fmt == "e4m3" else 0x7C)
    if isinstance(x, float) and math.isnan(x):
        if not from_double:
            return 0x7F
        return sign | (0x7F if fmt == "e4m3" else 0x7E | (_f64_bits(x) >> 50) & 1)
    if isinstance(x, float) and math.isinf(x):
        return sign | over
    a = abs(Fraction(x))
    grid = GRIDS[fmt]
    k = bisect.bisect_left([v for _, v in grid], a)  # the neighbours of a on the grid (or a itself)
    near = grid[max(k - 1, 0):k + 1] if a <= grid[-1][1] else grid[-1:]
    code = min(near, key=lambda cv: (abs(cv[1] - a), cv[0] & 1))[0]
    return sign | (over if code > top else code)


def test_models_by_hand():
    assert [fp8_value(c, "e4m3") for c in (0x01, 0x08, 0x38, 0x7E, 0xFE)] == \
        [Fraction(1, 512), Fraction(1, 64), 1, 448, -448]
    assert [fp8_value(c, "e5m2") for c in (0x01, 0x04, 0x3C, 0x7B, 0x7C)] == \
        [Fraction(1, 65536), Fraction(1, 16384), 1, 57344, math.inf]
    assert math.isnan(fp8_value(0x7F, "e4m3")) and math.isnan(fp8_value(0xFD, "e5m2"))
    assert all(fp8_value(c, "e4m3") == e4m3_value(c) or math.isnan(e4m3_value(c)) for c in range(256))
    assert encode(464.0, "e4m3", False) == 0x7E  # the tie past 448 rounds to 448 (even mantissa)
    assert encode(464.5, "e4m3", False) == 0x7F and encode(464.5, "e4m3", True) == 0x7E
    assert encode(61440.0, "e5m2", False) == 0x7C and encode(61440.0, "e5m2", True) == 0x7B  # tie to even: inf
    assert encode(2.0 ** -10, "e4m3", True) == 0 and encode(-(2.0 ** -10), "e4m3", True) == 0x80
    assert encode(1.5 * 2.0 ** -10, "e4m3", True) == 1  # above half the smallest subnormal
    assert encode(1.0625, "e4m3", True) == 0x38 and encode(1.1875, "e4m3", True) == 0x3A  # ties to even
    assert encode(math.inf, "e5m2", True) == 0x7B and encode(-math.inf, "e4m3", False) == 0xFF
    assert encode(-math.nan, "e5m2", True) == 0x7F and encode(-math.nan, "e5m2", True, from_double=True) == 0xFE
    assert encode(struct.unpack("<d", struct.pack("<Q", 0x7FF4000000000000))[0], "e5m2", False, True) == 0x7F


# ----------------------------------------------------------------------------- inputs


def _f32(x: float) -> float:
    return float(np.float32(x))


def _float_inputs() -> list[float]:
    xs: set[float] = set()
    for fmt in FORMATS:
        vals = [float(v) for _, v in GRIDS[fmt]]
        xs.update(vals)
        for lo, hi in itertools.pairwise(vals):
            mid = (lo + hi) / 2
            d = (hi - lo) / 64
            xs.update((mid, mid + d, mid - d))
    xs.update((1e-40, 1e-30, 2.0 ** -149, 1e10, 3e38, 70000.0, 500.0, 1000.0))
    pos = sorted({_f32(x) for x in xs if x > 0})  # (a set holds one of 0.0 and -0.0: both are added here)
    return [0.0, -0.0, *pos, *(-x for x in pos), math.inf, -math.inf, math.nan, -math.nan]


def _double_inputs() -> list[float]:
    """Points a float could not hold: just beside the ties (float would round them onto the tie)."""
    xs: list[float] = []
    for fmt in FORMATS:
        vals = [float(v) for _, v in GRIDS[fmt]]
        for lo, hi in itertools.pairwise(vals):
            mid = (lo + hi) / 2
            xs += [mid * (1 + 2.0 ** -40), mid * (1 - 2.0 ** -40)]
    xs += [1e300, 1e-300, 5e-324]
    nans = [struct.unpack("<d", struct.pack("<Q", b))[0] for b in (0x7FF8000000000000, 0x7FF4000000000000,
                                                                  0xFFF8000000000000, 0xFFFC000000000001)]
    return xs + [-x for x in xs] + [math.inf, -math.inf, *nans]


INT_INPUTS = [0, 1, -1, 7, 17, 300, 448, 464, 465, 480, 1000, 57344, 61439, 61440, 70000, -100000, 2**31 - 1,
              -2**31, 2**62 + 1, -2**63, 2**24 + 1]


def _f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _f64_bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _half_bits(x: float) -> int:
    with np.errstate(over="ignore"):  # overflow gives +-inf, as it should
        return int(np.array([x], dtype=np.float32).astype(np.float16).view(np.uint16)[0])  # nearest even


def _bf16_bits(x: float) -> int:
    b = _f32_bits(x)
    if math.isnan(x):
        return (b >> 16) | 0x40
    return (b + 0x7FFF + ((b >> 16) & 1)) >> 16  # nearest even on the bits


def _half_value(bits: int) -> float:
    return float(np.array([bits], dtype=np.uint16).view(np.float16)[0])


def _bf16_value(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


# ----------------------------------------------------------------------------- the program

PROGRAM = r"""#include <cuda_fp8.h>
#include <cstdio>
#include <cstring>

static const unsigned xbits_h[] = {%(xbits)s};
static const unsigned long long dbits_h[] = {%(dbits)s};
static const unsigned short hbits_h[] = {%(hbits)s};
static const unsigned short bbits_h[] = {%(bbits)s};
static const long long ints_h[] = {%(ints)s};
const int N = sizeof(xbits_h) / sizeof(xbits_h[0]);
const int ND = sizeof(dbits_h) / sizeof(dbits_h[0]);
const int NI = sizeof(ints_h) / sizeof(ints_h[0]);
#define KD 18
#define KE 24

template <class T, class U> __device__ T as(U u) { T t; __builtin_memcpy(&t, &u, sizeof t); return t; }

template <class T> __device__ void dec1(T v, __nv_fp8_interpretation_t fmt, unsigned long long* o) {
  o[0] = __nv_cvt_fp8_to_halfraw(v.__x, fmt).x;
  o[1] = as<unsigned short>(__half(v));
  o[2] = as<unsigned>(float(v));
  o[3] = as<unsigned long long>(double(v));
  o[4] = as<unsigned short>(__nv_bfloat16(v));
  o[5] = bool(v);
  o[6] = (unsigned char)v;
  o[7] = (unsigned char)(signed char)v;
  o[8] = (unsigned short)(short)v;
  o[9] = (unsigned short)v;
  o[10] = (unsigned)(int)v;
  o[11] = (unsigned)v;
  o[12] = (unsigned long long)(long long)v;
  o[13] = (unsigned long long)v;
}

__global__ void decode(unsigned long long* out) {
  int c = blockIdx.x * blockDim.x + threadIdx.x;
  if (c >= 256) return;
  unsigned long long* o = out + 2 * KD * c;
  __nv_fp8_e4m3 a; a.__x = (__nv_fp8_storage_t)c;
  __nv_fp8_e5m2 b; b.__x = (__nv_fp8_storage_t)c;
  dec1(a, __NV_E4M3, o);
  dec1(b, __NV_E5M2, o + KD);
  __nv_fp8x2_storage_t p = (__nv_fp8x2_storage_t)(c | ((255 - c) << 8));
  __nv_fp8x4_storage_t q = (__nv_fp8x4_storage_t)(c | ((255 - c) << 8) | (((c * 7) & 255) << 16) | (((c * 13 + 5) & 255) << 24));
  __nv_fp8x2_e4m3 pa; pa.__x = p;  __nv_fp8x2_e5m2 pb; pb.__x = p;
  __nv_fp8x4_e4m3 qa; qa.__x = q;  __nv_fp8x4_e5m2 qb; qb.__x = q;
  o[14] = as<unsigned>(__nv_cvt_fp8x2_to_halfraw2(p, __NV_E4M3));
  o[KD + 14] = as<unsigned>(__nv_cvt_fp8x2_to_halfraw2(p, __NV_E5M2));
  o[15] = as<unsigned>(__half2(pa));
  o[KD + 15] = as<unsigned>(__half2(pb));
  float2 fa = float2(pa), fb = float2(pb);
  o[16] = as<unsigned>(fa.x) | ((unsigned long long)as<unsigned>(fa.y) << 32);
  o[KD + 16] = as<unsigned>(fb.x) | ((unsigned long long)as<unsigned>(fb.y) << 32);
  float4 ga = float4(qa), gb = float4(qb);
  o[17] = (unsigned long long)(as<unsigned>(ga.z) ^ as<unsigned>(ga.w)) << 32 | (as<unsigned>(ga.x) ^ as<unsigned>(ga.y));
  o[KD + 17] = (unsigned long long)(as<unsigned>(gb.z) ^ as<unsigned>(gb.w)) << 32 | (as<unsigned>(gb.x) ^ as<unsigned>(gb.y));
}

template <class T, class T2, class T4>
__device__ void enc1(float x, float y, float z, float w, __half hx, __half hy, __nv_bfloat16 bx, __nv_bfloat16 by,
                     __nv_fp8_interpretation_t fmt, unsigned long long* o) {
  o[0] = __nv_cvt_float_to_fp8(x, __NV_NOSAT, fmt);
  o[1] = __nv_cvt_float_to_fp8(x, __NV_SATFINITE, fmt);
  o[2] = T(x).__x;
  o[3] = __nv_cvt_double_to_fp8((double)x, __NV_NOSAT, fmt);
  o[4] = T((double)x).__x;
  o[5] = __nv_cvt_halfraw_to_fp8(as<__half_raw>(hx), __NV_NOSAT, fmt);
  o[6] = __nv_cvt_halfraw_to_fp8(as<__half_raw>(hx), __NV_SATFINITE, fmt);
  o[7] = T(hx).__x;
  o[8] = __nv_cvt_bfloat16raw_to_fp8(as<__nv_bfloat16_raw>(bx), __NV_NOSAT, fmt);
  o[9] = __nv_cvt_bfloat16raw_to_fp8(as<__nv_bfloat16_raw>(bx), __NV_SATFINITE, fmt);
  o[10] = T(bx).__x;
  o[11] = __nv_cvt_float2_to_fp8x2(make_float2(x, y), __NV_NOSAT, fmt);
  o[12] = __nv_cvt_double2_to_fp8x2(make_double2(x, y), __NV_SATFINITE, fmt);
  o[13] = __nv_cvt_halfraw2_to_fp8x2(as<__half2_raw>(__halves2half2(hx, hy)), __NV_SATFINITE, fmt);
  o[14] = __nv_cvt_bfloat16raw2_to_fp8x2(as<__nv_bfloat162_raw>(__halves2bfloat162(bx, by)), __NV_NOSAT, fmt);
  o[15] = T2(make_float2(x, y)).__x;
  o[16] = T2(make_double2(x, y)).__x;
  o[17] = T2(__halves2half2(hx, hy)).__x;
  o[18] = T2(__halves2bfloat162(bx, by)).__x;
  o[19] = T4(make_float4(x, y, z, w)).__x;
  o[20] = T4(make_double4(x, y, z, w)).__x;
  o[21] = T4(__halves2half2(hx, hy), __halves2half2(hy, hx)).__x;
  o[22] = T4(__halves2bfloat162(bx, by), __halves2bfloat162(by, bx)).__x;
  o[23] = 0;
}

__global__ void encode(const unsigned* xb, const unsigned short* hb, const unsigned short* bb, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  int j = (i + 1) %% n, k = (i + 2) %% n, l = (i + 3) %% n;
  float x = as<float>(xb[i]), y = as<float>(xb[j]), z = as<float>(xb[k]), w = as<float>(xb[l]);
  __half hx = as<__half>(hb[i]), hy = as<__half>(hb[j]);
  __nv_bfloat16 bx = as<__nv_bfloat16>(bb[i]), by = as<__nv_bfloat16>(bb[j]);
  enc1<__nv_fp8_e4m3, __nv_fp8x2_e4m3, __nv_fp8x4_e4m3>(x, y, z, w, hx, hy, bx, by, __NV_E4M3, out + 2 * KE * i);
  enc1<__nv_fp8_e5m2, __nv_fp8x2_e5m2, __nv_fp8x4_e5m2>(x, y, z, w, hx, hy, bx, by, __NV_E5M2, out + 2 * KE * i + KE);
}

__global__ void encode_double(const unsigned long long* db, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  double x = as<double>(db[i]);
  out[4 * i] = __nv_cvt_double_to_fp8(x, __NV_NOSAT, __NV_E4M3);
  out[4 * i + 1] = __nv_fp8_e4m3(x).__x;
  out[4 * i + 2] = __nv_cvt_double_to_fp8(x, __NV_NOSAT, __NV_E5M2);
  out[4 * i + 3] = __nv_fp8_e5m2(x).__x;
}

__global__ void encode_int(const long long* v, unsigned long long* out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long x = v[i];
  out[6 * i] = __nv_fp8_e4m3(x).__x;
  out[6 * i + 1] = __nv_fp8_e5m2(x).__x;
  out[6 * i + 2] = __nv_fp8_e4m3((int)x).__x;
  out[6 * i + 3] = __nv_fp8_e5m2((unsigned)x).__x;
  out[6 * i + 4] = __nv_fp8_e4m3((unsigned long long)x).__x;
  out[6 * i + 5] = __nv_fp8_e5m2((short)x).__x;
}

template <class T> static T* upload(const T* h, size_t n) {
  T* d; cudaMalloc(&d, n * sizeof(T)); cudaMemcpy(d, h, n * sizeof(T), cudaMemcpyHostToDevice); return d;
}
static void dump(const char* tag, unsigned long long* d, int items, int k) {
  unsigned long long* h = new unsigned long long[(size_t)items * k];
  cudaMemcpy(h, d, (size_t)items * k * sizeof(unsigned long long), cudaMemcpyDeviceToHost);
  for (int i = 0; i < items; ++i) {
    printf("%%s %%d", tag, i);
    for (int j = 0; j < k; ++j) printf(" %%llx", h[(size_t)i * k + j]);
    printf("\n");
  }
  delete[] h;
}

int main() {
  unsigned long long *dd, *de, *ddb, *di;
  cudaMalloc(&dd, 256 * 2 * KD * sizeof(unsigned long long));
  cudaMalloc(&de, (size_t)N * 2 * KE * sizeof(unsigned long long));
  cudaMalloc(&ddb, (size_t)ND * 4 * sizeof(unsigned long long));
  cudaMalloc(&di, (size_t)NI * 6 * sizeof(unsigned long long));
  decode<<<4, 64>>>(dd);
  encode<<<(N + 63) / 64, 64>>>(upload(xbits_h, N), upload(hbits_h, N), upload(bbits_h, N), de, N);
  encode_double<<<(ND + 63) / 64, 64>>>(upload(dbits_h, ND), ddb, ND);
  encode_int<<<(NI + 63) / 64, 64>>>(upload(ints_h, NI), di, NI);
  cudaDeviceSynchronize();
  dump("d", dd, 256, 2 * KD);
  dump("e", de, N, 2 * KE);
  dump("b", ddb, ND, 4);
  dump("i", di, NI, 6);
  return 0;
}
"""


def program() -> tuple[str, list[float], list[float]]:
    xs, ds = _float_inputs(), _double_inputs()
    text = PROGRAM % {
        "xbits": ", ".join(f"0x{_f32_bits(x):08x}u" for x in xs),
        "dbits": ", ".join(f"0x{_f64_bits(x):016x}ull" for x in ds),
        "hbits": ", ".join(f"0x{_half_bits(x):04x}" for x in xs),
        "bbits": ", ".join(f"0x{_bf16_bits(x):04x}" for x in xs),
        "ints": ", ".join(f"{v}LL" if v != -2**63 else "(-9223372036854775807LL - 1)" for v in INT_INPUTS),
    }
    return text, xs, ds


# ----------------------------------------------------------------------------- what the program must print


def _is_nan_bits(bits: int, exp_bits: int, man_bits: int) -> bool:
    e = (bits >> man_bits) & ((1 << exp_bits) - 1)
    return e == (1 << exp_bits) - 1 and bits & ((1 << man_bits) - 1) != 0


def _to_int(v, bits: int, signed: bool) -> int:
    """fp8 value -> integer: toward zero, clamped; NaN -> 0, 0x8000000000000000 for 64-bit types (as two's
    complement bits of the width)."""
    if isinstance(v, float) and math.isnan(v):
        return (1 << 63) if bits == 64 else 0
    lo, hi = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if signed else (0, (1 << bits) - 1)
    t = int(v) if not (isinstance(v, float) and math.isinf(v)) else (hi if v > 0 else lo)
    return min(max(t, lo), hi) & ((1 << bits) - 1)


def _exact_float_bits(v) -> int:
    return _f32_bits(float(v))


def check_decode(fields: list[int], c: int, fmt: str) -> None:
    v = fp8_value(c, fmt)
    nan = isinstance(v, float) and math.isnan(v)
    half = 0x7FFF if nan else int(np.array([float(v)], dtype=np.float16).view(np.uint16)[0])
    assert fields[0] == half, (fmt, c, hex(fields[0]))  # __nv_cvt_fp8_to_halfraw: exact, NaN -> 0x7FFF
    assert fields[1] == half, (fmt, c)  # operator __half
    if nan:
        assert _is_nan_bits(fields[2], 8, 23) and _is_nan_bits(fields[3], 11, 52) and _is_nan_bits(fields[4], 8, 7)
    else:
        assert fields[2] == _exact_float_bits(v), (fmt, c)
        assert fields[3] == _f64_bits(float(v)), (fmt, c)
        assert fields[4] == _exact_float_bits(v) >> 16, (fmt, c)  # bfloat16: exact
    assert fields[5] == (1 if nan or v != 0 else 0), (fmt, c)
    ints = [(8, False), (8, True), (16, True), (16, False), (32, True), (32, False), (64, True), (64, False)]
    for k, (bits, signed) in enumerate(ints):
        assert fields[6 + k] == _to_int(v, bits, signed), (fmt, c, bits, signed, hex(fields[6 + k]))


def _half_of(code: int, fmt: str) -> int:
    v = fp8_value(code, fmt)
    return 0x7FFF if isinstance(v, float) and math.isnan(v) else \
        int(np.array([float(v)], dtype=np.float16).view(np.uint16)[0])


def _float_of(code: int, fmt: str) -> float:
    return float(fp8_value(code, fmt))


def _same_float(bits: int, want: float) -> bool:
    got = struct.unpack("<f", struct.pack("<I", bits))[0]
    return math.isnan(got) if math.isnan(want) else bits == _f32_bits(want)


def check_vectors(fields: list[int], c: int, fmt: str) -> None:
    p_lo, p_hi = c, 255 - c
    q = [c, 255 - c, (c * 7) & 255, (c * 13 + 5) & 255]
    h2 = _half_of(p_lo, fmt) | (_half_of(p_hi, fmt) << 16)
    assert fields[14] == h2 and fields[15] == h2, (fmt, c)
    assert _same_float(fields[16] & 0xFFFFFFFF, _float_of(p_lo, fmt))
    assert _same_float(fields[16] >> 32, _float_of(p_hi, fmt))
    f = [_float_of(b, fmt) for b in q]
    if not any(math.isnan(x) for x in f):
        x = _f32_bits(f[0]) ^ _f32_bits(f[1]) | (_f32_bits(f[2]) ^ _f32_bits(f[3])) << 32
        assert fields[17] == x, (fmt, c)


def _run_cpu(tmp_path: Path) -> tuple[str, list[float], list[float]]:
    _need_cpu()
    text, xs, ds = program()
    (tmp_path / "f8.cu").write_text(text)
    proc = _xlate_nvcc(["f8.cu", "-o", "f8"], tmp_path, XLATE_NVCC_TARGET="cpu")
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "[XL102]" not in proc.stderr and "[XL103]" not in proc.stderr, proc.stderr[-3000:]
    run = subprocess.run([str(tmp_path / "f8")], capture_output=True, text=True, timeout=600, check=False)
    assert run.returncode == 0, run.stderr[-2000:]
    return run.stdout, xs, ds


@pytest.fixture(scope="module")
def cpu_output(tmp_path_factory) -> tuple[dict[str, list[list[int]]], list[float], list[float]]:
    out, xs, ds = _run_cpu(tmp_path_factory.mktemp("fp8"))
    rows: dict[str, list[list[int]]] = {}
    for line in out.splitlines():
        tag, i, *vals = line.split()
        rows.setdefault(tag, []).append([int(v, 16) for v in vals])
        assert int(i) == len(rows[tag]) - 1
    return rows, xs, ds


def test_every_code_decodes_on_the_cpu_target(cpu_output):
    rows, _, _ = cpu_output
    assert len(rows["d"]) == 256
    for c, f in enumerate(rows["d"]):
        for k, fmt in enumerate(FORMATS):
            part = f[18 * k:18 * (k + 1)]
            check_decode(part, c, fmt)
            check_vectors(part, c, fmt)


def test_float_half_bfloat16_inputs_encode_on_the_cpu_target(cpu_output):
    rows, xs, _ = cpu_output
    n = len(xs)
    assert len(rows["e"]) == n
    hs = [_half_value(_half_bits(x)) for x in xs]
    bs = [_bf16_value(_bf16_bits(x)) for x in xs]
    for i, f in enumerate(rows["e"]):
        x, y, z, w = xs[i], xs[(i + 1) % n], xs[(i + 2) % n], xs[(i + 3) % n]
        hx, hy, bx, by = hs[i], hs[(i + 1) % n], bs[i], bs[(i + 1) % n]
        for k, fmt in enumerate(FORMATS):
            g = f[24 * k:24 * (k + 1)]

            def enc(v, sat=True, fmt=fmt):
                return encode(v, fmt, sat)

            def dbl(v, sat=True, fmt=fmt):  # the float widened to double: the double conversion
                return encode(v, fmt, sat, from_double=True)

            want = [enc(x, False), enc(x), enc(x), dbl(x, False), dbl(x),
                    enc(hx, False), enc(hx), enc(hx), enc(bx, False), enc(bx), enc(bx),
                    enc(x, False) | enc(y, False) << 8, dbl(x) | dbl(y) << 8, enc(hx) | enc(hy) << 8,
                    enc(bx, False) | enc(by, False) << 8,
                    enc(x) | enc(y) << 8, dbl(x) | dbl(y) << 8, enc(hx) | enc(hy) << 8, enc(bx) | enc(by) << 8,
                    enc(x) | enc(y) << 8 | enc(z) << 16 | enc(w) << 24,
                    dbl(x) | dbl(y) << 8 | dbl(z) << 16 | dbl(w) << 24,
                    enc(hx) | enc(hy) << 8 | enc(hy) << 16 | enc(hx) << 24,
                    enc(bx) | enc(by) << 8 | enc(by) << 16 | enc(bx) << 24, 0]
            assert g == want, (fmt, x, [(j, hex(a), hex(b)) for j, (a, b) in enumerate(zip(g, want)) if a != b])


def test_double_inputs_round_once_on_the_cpu_target(cpu_output):
    rows, _, ds = cpu_output
    assert len(rows["b"]) == len(ds)
    for x, f in zip(ds, rows["b"]):
        want = [encode(x, f, sat, from_double=True) for f, sat in (("e4m3", False), ("e4m3", True), ("e5m2", False),
                                                                   ("e5m2", True))]
        assert f == want, (x, [hex(v) for v in f], [hex(v) for v in want])


def test_integer_inputs_go_through_float_on_the_cpu_target(cpu_output):
    rows, _, _ = cpu_output
    assert len(rows["i"]) == len(INT_INPUTS)

    def via_float(v: int) -> float:
        """int -> float: to 24 significant bits, to nearest even."""
        a = abs(v)
        if a < 2**24:
            return float(v)
        s = a.bit_length() - 24
        q, r = divmod(a, 1 << s)
        if r > 1 << (s - 1) or (r == 1 << (s - 1) and q & 1):
            q += 1
        return math.copysign(float(q << s), v)

    for v, f in zip(INT_INPUTS, rows["i"]):
        i32 = (v + 2**31) % 2**32 - 2**31
        u32 = v % 2**32
        u64 = v % 2**64
        i16 = (v + 2**15) % 2**16 - 2**15
        want = [encode(via_float(v), "e4m3", True), encode(via_float(v), "e5m2", True),
                encode(via_float(i32), "e4m3", True), encode(via_float(u32), "e5m2", True),
                encode(via_float(u64), "e4m3", True), encode(via_float(i16), "e5m2", True)]
        assert f == want, (v, [hex(x) for x in f], [hex(x) for x in want])


def test_sweep_covers_ties_subnormals_overflow_and_specials():
    """The sweep is what the docstring says it is (a guard against a shrunken input list)."""
    xs = _float_inputs()
    assert 464.0 in xs and 61440.0 in xs and 2.0 ** -10 in xs and 2.0 ** -17 in xs and 1e10 in [float(x) for x in xs]
    assert any(math.isnan(x) and math.copysign(1, x) < 0 for x in xs) and -math.inf in xs and -0.0 in xs
    assert any(math.copysign(1, x) < 0 and x == 0 for x in xs)
    assert sum(1 for x in xs if 0 < abs(x) < 2.0 ** -6) > 20  # E4M3 subnormal range


def test_program_compiles_for_gfx942(tmp_path: Path):
    """The same program compiles for gfx942 (its device code included): no AMD GPU here to run it."""
    _need_gfx942()
    (tmp_path / "f8.cu").write_text(program()[0])
    proc = _xlate_nvcc(["-c", "f8.cu", "-o", "f8.o"], tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "[XL102]" not in proc.stderr and "[XL103]" not in proc.stderr, proc.stderr[-3000:]
    assert (tmp_path / "f8.o").stat().st_size > 0


def test_issue_reproducer_compiles_for_gfx942(tmp_path: Path):
    _need_gfx942()
    (tmp_path / "f8.cu").write_text(
        "#include <cuda_fp8.h>\n__global__ void k(float* o, const __nv_fp8_e4m3* x) { o[0] = float(x[0]); "
        "__nv_fp8_storage_t s = __nv_cvt_float_to_fp8(1.0f, __NV_SATFINITE, __NV_E4M3); o[1] = s; }\n")
    proc = _xlate_nvcc(["-c", "f8.cu", "-o", "f8.o"], tmp_path)
    assert proc.returncode == 0, proc.stderr[-3000:]
    assert "XL103" not in proc.stderr and "behaves differently" not in proc.stderr, proc.stderr[-3000:]


def test_translation_includes_the_support_header_and_renames_every_name():
    src = ("#include <cuda_fp8.h>\n__device__ float f(unsigned char bits) {\n"
           "  const __nv_fp8_e4m3 xf = *reinterpret_cast<const __nv_fp8_e4m3 *>(&bits);\n"
           "  __nv_fp8x2_storage_t p = __nv_cvt_float2_to_fp8x2(make_float2(1.f, 2.f), __NV_NOSAT, __NV_E5M2);\n"
           "  return static_cast<float>(xf) + p;\n}\n")
    out, diags = translate_text(src, filename="f8.cu")
    assert "#include <xlate/fp8.h>" in out and "__nv_" not in out and "__NV_" not in out, out
    assert "xlate_fp8_e4m3" in out and "xlate_cvt_float2_to_fp8x2" in out and "XLATE_NOSAT" in out
    assert [d.code for d in diags if d.code in ("XL102", "XL103", "XL902", "XL903")] == []


def test_generator_takes_types_a_support_header_declares_and_refuses_others():
    """An override may name a type or enumerator of xlate's support headers (xlate.gen.api.support_types)
    as its HIP side; a name no header declares is refused."""
    from xlate.gen import api as g

    declared = g.support_types()
    assert {"xlate_fp8_e4m3", "xlate_fp8x4_e5m2", "xlate_fp8_storage_t", "xlate_saturation_t", "XLATE_E5M2",
            "XLATE_SATFINITE"} <= declared
    cuda = g.DeclSet()
    cuda.add(g.Decl("__nv_fp8_e4m3", "struct", "/p/cuda_fp8.h"))

    def override(hip: str) -> dict[str, str]:
        return {"cuda": "__nv_fp8_e4m3", "hip": hip, "kind": "type", "category": "fp8", "status": "supported",
                "note": "", "since_hip": "", "source": "test"}

    rows = {r["cuda"]: r for r in g.build_table(g.DeclSet(), cuda, {}, [override("xlate_fp8_e4m3")])}
    assert rows["__nv_fp8_e4m3"]["hip"] == "xlate_fp8_e4m3"
    with pytest.raises(SystemExit, match="xlate_fp8_nowhere is not declared"):
        g.build_table(g.DeclSet(), cuda, {}, [override("xlate_fp8_nowhere")])
