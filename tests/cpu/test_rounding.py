"""The rounding-mode intrinsics of the cpu backend (__fadd_rz, __int2float_ru, __double2float_rd,
__dsqrt_ru, __float2ull_rn, ...) against an exact oracle written here: every operation is done on
`fractions.Fraction` (square roots with integer square roots) and rounded to float32/float64 by the
IEEE rules of the mode (to nearest even, toward zero, up, down; subnormals and overflow included).
Float -> integer conversions saturate as PTX's cvt does (NaN -> 0)."""

from __future__ import annotations

import math
import struct
from fractions import Fraction

import numpy as np
import pytest

from tests.cpu.conftest import run

MODES = ("rn", "rz", "ru", "rd")
# (significand bits, minimum normal exponent, maximum exponent)
FORMATS = {"f": (24, -126, 127), "d": (53, -1022, 1023)}


# ----------------------------------------------------------------------------------- exact rounding

def _ilog2(m: Fraction) -> int:
    """floor(log2(m)) for m > 0."""
    e = m.numerator.bit_length() - m.denominator.bit_length()
    if Fraction(2) ** e > m:
        e -= 1
    elif Fraction(2) ** (e + 1) <= m:
        e += 1
    return e


def _pick(n: int, exact: bool, cmp_half: int, mode: str, negative: bool) -> int:
    """Round the magnitude floor(X) = n (X exact iff `exact`, cmp_half = sign(frac(X) - 1/2))."""
    if exact:
        return n
    if mode == "rz":
        return n
    if mode == "ru":
        return n if negative else n + 1
    if mode == "rd":
        return n + 1 if negative else n
    if cmp_half != 0:
        return n + 1 if cmp_half > 0 else n
    return n if n % 2 == 0 else n + 1


def _finish(n: int, qexp: int, fmt: str, mode: str, negative: bool) -> float:
    p, _emin, emax = FORMATS[fmt]
    mag = Fraction(n) * Fraction(2) ** qexp
    biggest = Fraction((1 << p) - 1) * Fraction(2) ** (emax - p + 1)
    if mag > biggest:  # overflow: infinity or the largest finite number, by the mode
        to_inf = mode == "rn" or (mode == "ru" and not negative) or (mode == "rd" and negative)
        mag_f = math.inf if to_inf else float(biggest)
    else:
        mag_f = float(mag)  # exact: representable in the format, hence in a Python float
    return -mag_f if negative else mag_f


def round_q(q: Fraction, fmt: str, mode: str) -> float:
    """The nonzero rational q rounded to format fmt in `mode`."""
    p, emin, _ = FORMATS[fmt]
    negative, m = q < 0, abs(q)
    qexp = max(_ilog2(m), emin) - (p - 1)
    x = m / Fraction(2) ** qexp
    n = math.floor(x)
    frac = x - n
    cmp_half = (frac > Fraction(1, 2)) - (frac < Fraction(1, 2))
    return _finish(_pick(n, frac == 0, cmp_half, mode, negative), qexp, fmt, mode, negative)


def round_sqrt(m: Fraction, fmt: str, mode: str) -> float:
    """sqrt(m) for m > 0 rounded to fmt in `mode`, with integer square roots."""
    p, emin, _ = FORMATS[fmt]
    qexp = max(_ilog2(m) // 2, emin) - (p - 1)
    x = m / Fraction(4) ** qexp  # sqrt(x) is the result in units of 2^qexp
    n = math.isqrt(math.floor(x))
    exact = Fraction(n * n) == x
    half = Fraction(2 * n + 1, 2) ** 2  # (n + 1/2)^2
    cmp_half = (x > half) - (x < half)
    return _finish(_pick(n, exact, cmp_half, mode, False), qexp, fmt, mode, False)


def _zero(sign_negative: bool) -> float:
    return -0.0 if sign_negative else 0.0


def sum_zero_sign(a_neg: bool, b_neg: bool, mode: str) -> float:
    """IEEE: an exact zero sum of x + y is -0 when both are -0... or in round-down mode, else +0."""
    if a_neg and b_neg:
        return -0.0
    if not a_neg and not b_neg:
        return 0.0
    return -0.0 if mode == "rd" else 0.0


# ------------------------------------------------------------------------------------ the oracle

def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def f64(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]


def _neg(x: float) -> bool:
    return math.copysign(1.0, x) < 0


def _add(x: float, y: float, fmt: str, mode: str) -> float:
    s = Fraction(x) + Fraction(y)
    return sum_zero_sign(_neg(x), _neg(y), mode) if s == 0 else round_q(s, fmt, mode)


def _mul(x: float, y: float, fmt: str, mode: str) -> float:
    s = Fraction(x) * Fraction(y)
    return _zero(_neg(x) != _neg(y)) if s == 0 else round_q(s, fmt, mode)


def _div(x: float, y: float, fmt: str, mode: str) -> float:
    s = Fraction(x) / Fraction(y)
    return _zero(_neg(x) != _neg(y)) if s == 0 else round_q(s, fmt, mode)


def _fma(x: float, y: float, z: float, fmt: str, mode: str) -> float:
    s = Fraction(x) * Fraction(y) + Fraction(z)
    if s == 0:
        return sum_zero_sign(_neg(x) != _neg(y), _neg(z), mode)
    return round_q(s, fmt, mode)


def _sqrt(x: float, fmt: str, mode: str) -> float:
    return x if x == 0 else round_sqrt(Fraction(x), fmt, mode)


def _to_float(v: int | Fraction, fmt: str, mode: str) -> float:
    return 0.0 if v == 0 else round_q(Fraction(v), fmt, mode)


def _rne(q: Fraction) -> int:
    n = math.floor(q)
    r = q - n
    return n + 1 if r > Fraction(1, 2) or (r == Fraction(1, 2) and n % 2) else n


def _to_int(x: float, mode: str, lo: int, hi: int) -> int:
    if math.isnan(x):
        return 0
    if math.isinf(x):
        return hi if x > 0 else lo
    q = Fraction(x)
    n = {"rn": _rne, "rz": math.trunc, "ru": math.ceil, "rd": math.floor}[mode](q)
    return min(max(n, lo), hi)


INT_RANGES = {"int": (-2**31, 2**31 - 1), "uint": (0, 2**32 - 1), "ll": (-2**63, 2**63 - 1), "ull": (0, 2**64 - 1)}


def expected(name: str, args: list[int]) -> tuple[str, float | int]:
    """(kind, value): kind 'f'/'d' for float/double results, 'i' for integers."""
    base, mode = name.rsplit("_", 1)
    if base in ("__fadd", "__fsub", "__fmul", "__fdiv", "__frcp", "__fsqrt", "__fmaf", "__frsqrt"):
        fmt, xs = "f", [f32(a) for a in args]
    elif base in ("__dadd", "__dsub", "__dmul", "__ddiv", "__drcp", "__dsqrt", "__fma"):
        fmt, xs = "d", [f64(a) for a in args]
    else:
        fmt, xs = "", []
    ops = {
        "add": lambda: _add(xs[0], xs[1], fmt, mode),
        "sub": lambda: _add(xs[0], -xs[1], fmt, mode),
        "mul": lambda: _mul(xs[0], xs[1], fmt, mode),
        "div": lambda: _div(xs[0], xs[1], fmt, mode),
        "rcp": lambda: _div(1.0, xs[0], fmt, mode),
        "sqrt": lambda: _sqrt(xs[0], fmt, mode),
    }
    if fmt:
        if base in ("__fmaf", "__fma"):
            return fmt, _fma(xs[0], xs[1], xs[2], fmt, mode)
        if base == "__frsqrt":
            return fmt, round_sqrt(1 / Fraction(xs[0]), fmt, mode)
        return fmt, ops[base[3:]]()
    src, dst = base[2:].split("2")
    if dst in ("float", "double"):
        out = "f" if dst == "float" else "d"
        if src == "double":
            x = f64(args[0])
            return out, x if x == 0 else _to_float(Fraction(x), out, mode)
        bits = {"int": 32, "uint": 32, "ll": 64, "ull": 64}[src]
        v = args[0] & ((1 << bits) - 1)
        if src in ("int", "ll") and v >= 1 << (bits - 1):
            v -= 1 << bits
        return out, _to_float(v, out, mode)
    x = f32(args[0]) if src == "float" else f64(args[0])
    lo, hi = INT_RANGES[dst]
    return "i", _to_int(x, mode, lo, hi)


def parse_result(text: str) -> tuple[str, float | int]:
    kind, val = text.split(":")
    if kind == "f":
        return "f", f32(int(val, 16))
    if kind == "d":
        return "d", f64(int(val, 16))
    return "i", int(val)


def same(got: tuple[str, float | int], want: tuple[str, float | int]) -> bool:
    if got[0] != want[0]:
        return False
    g, w = got[1], want[1]
    if isinstance(w, float):
        return (math.isnan(g) and math.isnan(w)) or (g == w and _neg(g) == _neg(w))
    return g == w


# ------------------------------------------------------------------------------------- the inputs

def _bits32(x: float) -> int:
    return int(np.float32(x).view(np.uint32))


def _bits64(x: float) -> int:
    return int(np.float64(x).view(np.uint64))


def _values(rng: np.random.Generator, fmt: str, count: int) -> list[float]:
    """Mixed magnitudes (random significands, exponents spread wide), signs, and edge values."""
    p, emin, emax = FORMATS[fmt]
    dtype = np.float32 if fmt == "f" else np.float64
    info = np.finfo(dtype)
    out = [1.0, -1.0, 3.0, 0.1, float(info.max), -float(info.max), float(info.tiny), float(info.smallest_subnormal),
           -float(info.smallest_subnormal) * 3, 2.0 ** p + 2, 0.0, -0.0]
    out = [float(dtype(v)) for v in out]
    for _ in range(count):
        e = int(rng.integers(-40, 41)) if rng.random() < 0.8 else int(rng.integers(emin - p + 1, emax + 1))
        sig = 1 + float(rng.random())
        out.append(float(dtype(math.ldexp(sig, e) * (1 if rng.random() < 0.5 else -1))))
    return out


def make_jobs() -> list[tuple[str, list[int]]]:
    rng = np.random.default_rng(20261122)
    jobs: list[tuple[str, list[int]]] = []
    fv, dv = _values(rng, "f", 40), _values(rng, "d", 40)
    for mode in MODES:
        for fmt, vals, bits, names in (("f", fv, _bits32, ("__fadd", "__fsub", "__fmul", "__fdiv", "__fmaf")),
                                       ("d", dv, _bits64, ("__dadd", "__dsub", "__dmul", "__ddiv", "__fma"))):
            for k in range(len(vals)):
                x, y, z = vals[k], vals[(k * 7 + 3) % len(vals)], vals[(k * 13 + 5) % len(vals)]
                dtype = np.float32 if fmt == "f" else np.float64
                with np.errstate(over="ignore"):
                    near = float(dtype(-x * (1 + 2.0 ** -20) if k % 4 == 1 else x * 2.0 ** -30))
                for name in names:
                    yy = near if name in ("__fadd", "__dadd") and k % 2 and math.isfinite(near) else y
                    if name.endswith("div") and yy == 0:
                        continue
                    args = [bits(x), bits(yy)] + ([bits(z)] if name in ("__fmaf", "__fma") else [])
                    if name in ("__fmaf", "__fma") and k % 3 == 0:  # c cancels most of a*b
                        with np.errstate(over="ignore"):
                            c = float(dtype(-(x * yy)))
                        if math.isfinite(c) and c != 0:
                            args[2] = bits(c)
                    jobs.append((f"{name}_{mode}", args))
                if x != 0:
                    jobs.append((("__frcp" if fmt == "f" else "__drcp") + f"_{mode}", [bits(x)]))
                if x > 0:
                    jobs.append((("__fsqrt" if fmt == "f" else "__dsqrt") + f"_{mode}", [bits(x)]))
        for d in dv:
            jobs.append((f"__double2float_{mode}", [_bits64(d)]))
        ints32 = [0, 1, -1, 16777217, 16777219, -16777219, 2**31 - 1, -2**31, 123456789, -987654321]
        ints64 = ints32 + [2**53 + 1, -(2**53 + 3), 2**63 - 1, -2**63, 2**62 + 2**40 + 1, 9007199254740993 * 17]
        uints64 = [0, 1, 2**53 + 1, 2**63, 2**63 + 1, 2**64 - 1, 2**64 - 2**39, 2**63 + 2**10 + 1]
        for v in ints32:
            jobs.append((f"__int2float_{mode}", [v & (2**64 - 1)]))
            jobs.append((f"__uint2float_{mode}", [v & (2**32 - 1)]))
        for v in ints64:
            jobs.append((f"__ll2float_{mode}", [v & (2**64 - 1)]))
            jobs.append((f"__ll2double_{mode}", [v & (2**64 - 1)]))
        for v in uints64:
            jobs.append((f"__ull2float_{mode}", [v]))
            jobs.append((f"__ull2double_{mode}", [v]))
        conv = [0.5, 1.5, 2.5, -0.5, -1.5, -2.5, 0.49999997, -7.75, 3e9, -3e9, 1e19, 2e19, -1e19, 4294967295.5,
                2147483647.5, -2147483648.5, 1e30, -1e30, math.inf, -math.inf, math.nan, -0.0, 123.456]
        for dst in ("int", "uint", "ll", "ull"):
            for v in conv:
                jobs.append((f"__float2{dst}_{mode}", [_bits32(v)]))
                jobs.append((f"__double2{dst}_{mode}", [_bits64(v)]))
    for v in [1.0, 2.0, 3.0, 0.1, 1e-40, 3e38, 12345.678] + fv:
        if v > 0:
            jobs.append(("__frsqrt_rn", [_bits32(v)]))
    for v in [0, 7, 2**31 - 1, -2**31]:
        jobs.append(("__int2double_rn", [v & (2**64 - 1)]))
        jobs.append(("__uint2double_rn", [v & (2**32 - 1)]))
    return jobs


@pytest.fixture(scope="module")
def results(built, tmp_path_factory):
    jobs = make_jobs()
    path = tmp_path_factory.mktemp("rounding") / "jobs.txt"
    path.write_text("".join(f"{n} {' '.join(str(a) for a in args)}\n" for n, args in jobs))
    proc = run(built["rounding", 64], str(path))
    assert proc.returncode == 0, proc.stderr + proc.stdout[-2000:]
    return jobs, proc.stdout.splitlines()


def test_every_intrinsic_is_rounded_as_its_mode_says(results):
    jobs, lines = results
    rows = [line for line in lines if not line.startswith("lit ")]
    assert len(rows) == len(jobs)
    names = {n for n, _ in jobs}
    assert len(names) >= 110  # the whole family: 4 modes x (arithmetic + conversions) + the _rn-only ones
    bad = []
    for (name, args), row in zip(jobs, rows, strict=True):
        text = row.split(" ", 1)[1]
        got, want = parse_result(text), expected(name, args)
        if not same(got, want):
            bad.append(f"{name}{tuple(args)}: got {got}, expected {want}")
    assert bad == [], f"{len(bad)} wrong of {len(jobs)}:\n" + "\n".join(bad[:20])


def test_directed_modes_differ_from_round_to_nearest(results):
    """Guards the oracle and the inputs: the directed modes are exercised (not all equal to _rn)."""
    jobs, lines = results
    by = {}
    rows = [line for line in lines if not line.startswith("lit ")]
    for (name, args), row in zip(jobs, rows, strict=True):
        base, mode = name.rsplit("_", 1)
        by.setdefault((base, tuple(args)), {})[mode] = row.split(" ", 1)[1]
    differing = {b for (b, _), m in by.items() if len(set(m.values())) > 1}
    assert {"__fadd", "__dmul", "__fdiv", "__dsqrt", "__fmaf", "__int2float", "__ull2float",
            "__double2float", "__float2int", "__double2ull"} <= differing


def test_literal_arguments_are_not_folded_in_round_to_nearest(results):
    _, lines = results
    lits = [line.split()[1:] for line in lines if line.startswith("lit ")]
    assert len(lits) == 9
    for name, *args, text in lits:
        assert same(parse_result(text), expected(name, [int(a) & (2**64 - 1) for a in args])), (name, args, text)
