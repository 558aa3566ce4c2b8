"""Reference model of PTX instruction semantics, written from the PTX ISA descriptions (the
pseudo-code of each instruction's "Semantics" section) and IEEE 754, independently of the lowering
in xlate/ptx/lower/: plain Python integers, exact rationals (fractions.Fraction) for correctly
rounded floating point, numpy float32 only for reading/writing bit patterns.

Every function takes and returns register *bits* as non-negative Python ints.
"""

from __future__ import annotations

import math
import struct
from fractions import Fraction

# ----------------------------------------------------------------------------- integers


def m(w: int) -> int:
    return (1 << w) - 1


def sx(x: int, w: int) -> int:
    """Bits -> signed value."""
    x &= m(w)
    return x - (1 << w) if x >> (w - 1) else x


def bits(v: int, w: int) -> int:
    return v & m(w)


def clamp(v: int, lo: int, hi: int) -> int:
    return lo if v < lo else min(v, hi)


def int_range(t: str) -> tuple[int, int]:
    w = int(t[1:])
    if t[0] == "s":
        return -(1 << (w - 1)), (1 << (w - 1)) - 1
    return 0, (1 << w) - 1


def val(x: int, t: str) -> int:
    """Bits interpreted as integer type t ('u32', 's16', 'b64' ...)."""
    w = int(t[1:])
    return sx(x, w) if t[0] == "s" else x & m(w)


def shl(a: int, n: int, w: int) -> int:
    return 0 if n >= w else (a << n) & m(w)


def shr(a: int, n: int, t: str) -> int:
    w = int(t[1:])
    n = min(n, w)  # shift amounts larger than the width are clamped to the width
    if t[0] == "s":
        return bits(sx(a, w) >> n, w)
    return (a & m(w)) >> n


def _field(pos: int, ln: int, w: int) -> tuple[int, int]:
    """bfe/bfi position and length. The PTX ISA takes both mod 256 ("range 0..255"); the H100
    recordings agree for 32-bit types, but the 64-bit forms use the full 32-bit values (a position
    of 0x108 selects nothing)."""
    if w == 32:
        return pos & 0xFF, ln & 0xFF
    return pos & m(32), ln & m(32)


def bfe(a: int, b: int, c: int, t: str) -> int:
    """PTX ISA bfe: d[i] = (i < len && pos+i <= msb) ? a[pos+i] : sbit."""
    w = int(t[1:])
    msb = w - 1
    pos, ln = _field(b, c, w)
    if t[0] == "u" or ln == 0:
        sbit = 0
    else:
        sbit = (a >> min(pos + ln - 1, msb)) & 1
    d = 0
    for i in range(w):
        bit = (a >> (pos + i)) & 1 if (i < ln and pos + i <= msb) else sbit
        d |= bit << i
    return d


def bfi(a: int, b: int, c: int, dd: int, w: int) -> int:
    """PTX ISA bfi: f = b; f[pos+i] = a[i] for i < len && pos+i <= msb."""
    pos, ln = _field(c, dd, w)
    f = b
    i = 0
    while i < ln and pos + i <= w - 1:
        f = (f & ~(1 << (pos + i))) | (((a >> i) & 1) << (pos + i))
        i += 1
    return f & m(w)


def brev(a: int, w: int) -> int:
    return int(format(a & m(w), f"0{w}b")[::-1], 2)


def popc(a: int) -> int:
    return a.bit_count()


def clz(a: int, w: int) -> int:
    a &= m(w)
    return w - a.bit_length()


def bfind(a: int, t: str, shiftamt: bool) -> int:
    w = int(t[1:])
    msb = w - 1
    a &= m(w)
    if t[0] == "s" and a >> msb:
        a = ~a & m(w)
    d = 0xFFFFFFFF
    for i in range(msb, -1, -1):
        if a >> i & 1:
            d = i
            break
    if shiftamt and d != 0xFFFFFFFF:
        d = msb - d
    return d


# prmt: byte selections (d.b3, d.b2, d.b1, d.b0) for c[1:0] = 0..3, as in the PTX ISA's table
PRMT_TABLE = {
    "f4e": [(3, 2, 1, 0), (4, 3, 2, 1), (5, 4, 3, 2), (6, 5, 4, 3)],
    "b4e": [(5, 6, 7, 0), (6, 7, 0, 1), (7, 0, 1, 2), (0, 1, 2, 3)],
    "rc8": [(0, 0, 0, 0), (1, 1, 1, 1), (2, 2, 2, 2), (3, 3, 3, 3)],
    "ecl": [(3, 2, 1, 0), (3, 2, 1, 1), (3, 2, 2, 2), (3, 3, 3, 3)],
    "ecr": [(0, 0, 0, 0), (1, 1, 1, 0), (2, 2, 1, 0), (3, 2, 1, 0)],
    "rc16": [(1, 0, 1, 0), (3, 2, 3, 2), (1, 0, 1, 0), (3, 2, 3, 2)],
}


def prmt(a: int, b: int, c: int, mode: str | None) -> int:
    src = [(a >> (8 * i)) & 0xFF for i in range(4)] + [(b >> (8 * i)) & 0xFF for i in range(4)]
    out = 0
    if mode is None:
        for i in range(4):
            sel = (c >> (4 * i)) & 0xF
            byte = src[sel & 7]
            if sel & 8:
                byte = 0xFF if byte & 0x80 else 0
            out |= byte << (8 * i)
        return out
    row = PRMT_TABLE[mode][c & 3]
    for i in range(4):
        out |= src[row[3 - i]] << (8 * i)
    return out


def shf(a: int, b: int, c: int, left: bool, clampmode: bool) -> int:
    n = min(c, 32) if clampmode else c & 0x1F
    if left:
        return ((b << n) | (a >> (32 - n))) & 0xFFFFFFFF if n else b
    return ((b << (32 - n)) | (a >> n)) & 0xFFFFFFFF if n else a


def lop3(a: int, b: int, c: int, lut: int) -> int:
    d = 0
    for i in range(32):
        idx = ((a >> i & 1) << 2) | ((b >> i & 1) << 1) | (c >> i & 1)
        d |= ((lut >> idx) & 1) << i
    return d


def video(op: str, a: int, b: int, at: str, bt: str, c: int | None = None, mode: str = "") -> int:
    """Scalar video instruction on words (PTX ISA, "Scalar video instructions"): a and b extended by their
    types, the operation without overflow (Python integers), a shift amount clamped to 32 (.clamp) or
    taken modulo 32 (.wrap), the secondary add of c, then the destination's low 32 bits (no .sat)."""
    ta, tb = val(a, at), val(b, bt)
    if op in ("vshl", "vshr"):
        tb = min(tb, 32) if mode == "clamp" else tb & 0x1F
        t = ta << tb if op == "vshl" else ta >> tb  # Python's >> of a negative number is arithmetic
    else:
        t = {"vadd": ta + tb, "vsub": ta - tb, "vabsdiff": abs(ta - tb), "vmin": min(ta, tb),
             "vmax": max(ta, tb)}[op]
    if c is not None:
        t += c
    return t & 0xFFFFFFFF


def dp4a(a: int, b: int, c: int, at: str, bt: str) -> int:
    acc = val(c, "s32" if "s" in (at[0], bt[0]) else "u32")
    for i in range(4):
        ea = (a >> (8 * i)) & 0xFF
        eb = (b >> (8 * i)) & 0xFF
        acc += (sx(ea, 8) if at[0] == "s" else ea) * (sx(eb, 8) if bt[0] == "s" else eb)
    return bits(acc, 32)


def dp2a(a: int, b: int, c: int, at: str, bt: str, hi: bool) -> int:
    acc = val(c, "s32" if "s" in (at[0], bt[0]) else "u32")
    base = 2 if hi else 0
    for i in range(2):
        ea = (a >> (16 * i)) & 0xFFFF
        eb = (b >> (8 * (base + i))) & 0xFF
        acc += (sx(ea, 16) if at[0] == "s" else ea) * (sx(eb, 8) if bt[0] == "s" else eb)
    return bits(acc, 32)


# ----------------------------------------------------------------------------- floating point

F32 = {"p": 24, "emin": -126, "emax": 127, "w": 32}
F64 = {"p": 53, "emin": -1022, "emax": 1023, "w": 64}
F16 = {"p": 11, "emin": -14, "emax": 15, "w": 16}
BF16 = {"p": 8, "emin": -126, "emax": 127, "w": 16}


def f32(b: int) -> float:
    return struct.unpack("<f", struct.pack("<I", b & 0xFFFFFFFF))[0]


def f64(b: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", b & m(64)))[0]


def fbits(x: float, fmt: dict) -> int:
    """Bits of a value already representable in fmt (or inf/nan)."""
    if fmt is F64:
        return struct.unpack("<Q", struct.pack("<d", x))[0]
    if fmt is F32:
        return struct.unpack("<I", struct.pack("<f", x))[0]
    return _small_bits(x, fmt)


def _small_bits(x: float, fmt: dict) -> int:
    p, emin, emax = fmt["p"], fmt["emin"], fmt["emax"]
    ebits = 16 - p
    if math.isnan(x):
        return 0x7E00 if fmt is F16 else 0x7FC0
    sign = 0x8000 if math.copysign(1.0, x) < 0 else 0
    a = abs(x)
    if math.isinf(a):
        return sign | (m(ebits) << (p - 1))
    if a == 0:
        return sign
    q = Fraction(a)
    e = _exp2_floor(q)
    if e < emin:
        return sign | int(q / Fraction(2) ** (emin - p + 1))
    mant = int(q / Fraction(2) ** (e - p + 1)) - (1 << (p - 1))
    assert e <= emax
    return sign | ((e + (1 << (ebits - 1)) - 1) << (p - 1)) | mant


def _exp2_floor(q: Fraction) -> int:
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if Fraction(2) ** e > q:
        e -= 1
    if Fraction(2) ** (e + 1) <= q:
        e += 1
    return e


def round_frac(q: Fraction, fmt: dict, mode: str = "rn", neg_zero: bool = False) -> float:
    """Round the exact rational q to format fmt with IEEE rounding mode rn/rz/rm/rp; returns a
    Python float holding the (exactly representable) result, inf on overflow per mode."""
    if q == 0:
        return -0.0 if neg_zero else 0.0
    p, emin, emax = fmt["p"], fmt["emin"], fmt["emax"]
    neg = q < 0
    a = -q if neg else q
    e = max(_exp2_floor(a), emin)
    quantum = Fraction(2) ** (e - p + 1)
    n = a / quantum
    fl = n.numerator // n.denominator
    rem = n - fl
    if mode == "rn":
        up = rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2 == 1)
    elif mode == "rz":
        up = False
    elif mode == "rp":
        up = rem > 0 and not neg
    elif mode == "rm":
        up = rem > 0 and neg
    else:
        raise ValueError(mode)
    n_int = fl + (1 if up else 0)
    res = n_int * quantum
    maxval = (2 - Fraction(2) ** (1 - p)) * Fraction(2) ** emax
    if res > maxval:
        to_inf = mode == "rn" or (mode == "rp" and not neg) or (mode == "rm" and neg)
        out = math.inf if to_inf else float(maxval)
    else:
        out = float(res)
    if out == 0:
        return -0.0 if neg else 0.0
    return -out if neg else out


def is_denormal(x: float, fmt: dict) -> bool:
    return x != 0 and math.isfinite(x) and abs(x) < 2.0 ** fmt["emin"]


def ftz(x: float, fmt: dict = F32) -> float:
    return math.copysign(0.0, x) if is_denormal(x, fmt) else x


def sat01(x: float) -> float:
    """.sat: clamp to [0.0, 1.0], NaN -> +0.0, and -0.0 -> +0.0 (PTX ISA; confirmed on an H100)."""
    if math.isnan(x):
        return 0.0
    if x <= 0:
        return 0.0
    if x > 1:
        return 1.0
    return x


QNAN = float("nan")


def _nan_in(*xs: float) -> bool:
    return any(math.isnan(x) for x in xs)


def fadd(a: float, b: float, fmt: dict, sub: bool = False) -> float:
    if sub:
        b = -b
    if _nan_in(a, b):
        return QNAN
    if math.isinf(a) or math.isinf(b):
        if math.isinf(a) and math.isinf(b) and (a > 0) != (b > 0):
            return QNAN
        return a if math.isinf(a) else b
    q = Fraction(a) + Fraction(b)
    neg_zero = q == 0 and math.copysign(1, a) < 0 and math.copysign(1, b) < 0
    return round_frac(q, fmt, "rn", neg_zero)


def fmul(a: float, b: float, fmt: dict) -> float:
    if _nan_in(a, b):
        return QNAN
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isinf(a) or math.isinf(b):
        if a == 0 or b == 0:
            return QNAN
        return -math.inf if neg else math.inf
    return round_frac(Fraction(a) * Fraction(b), fmt, "rn", neg)


def ffma(a: float, b: float, c: float, fmt: dict) -> float:
    if _nan_in(a, b, c):
        return QNAN
    pneg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isinf(a) or math.isinf(b):
        if a == 0 or b == 0:
            return QNAN
        pinf = -math.inf if pneg else math.inf
        if math.isinf(c) and (c > 0) != (pinf > 0):
            return QNAN
        return pinf
    if math.isinf(c):
        return c
    q = Fraction(a) * Fraction(b) + Fraction(c)
    prod_zero = a == 0 or b == 0
    neg_zero = q == 0 and prod_zero and c == 0 and pneg and math.copysign(1, c) < 0
    return round_frac(q, fmt, "rn", neg_zero)


def fdiv1(x: float, fmt: dict) -> float:
    """Correctly rounded 1/x."""
    if math.isnan(x):
        return QNAN
    if x == 0:
        return math.copysign(math.inf, x)
    if math.isinf(x):
        return math.copysign(0.0, x)
    return round_frac(Fraction(1) / Fraction(x), fmt)


def fsqrt(x: float, fmt: dict) -> float:
    """Correctly rounded square root (exact integer arithmetic)."""
    if math.isnan(x) or x < 0:
        return QNAN
    if x == 0 or math.isinf(x):
        return x
    q = Fraction(x)
    # scale so the integer square root has plenty of bits beyond the precision
    k = 2 * (fmt["p"] + 10) - _exp2_floor(q)
    k += k % 2
    scaled = q * Fraction(2) ** k
    n = scaled.numerator // scaled.denominator
    r = math.isqrt(n)
    exact = r * r == n and scaled.denominator == 1
    # r <= sqrt(scaled) < r+1; add a sticky fraction when inexact
    approx = Fraction(r) + (0 if exact else Fraction(1, 4))
    return round_frac(approx / Fraction(2) ** (k // 2), fmt)


def f_to_int(x: float, irnd: str, t: str, src_w: int = 32) -> int:
    """cvt.{rni,rzi,rmi,rpi}.<int>.<float>: round to integral, saturate. NaN: the PTX ISA says 0;
    an H100 gives 0 only from f32/f16 sources to destinations of at most 32 bits, and otherwise
    the destination's top bit alone (0x80000000 for cvt.rzi.s32.f64, 0x80 for .u8.f64,
    0x8000000000000000 for .s64/.u64 from f32 or f64)."""
    lo, hi = int_range(t if t[0] != "b" else "u" + t[1:])
    if math.isnan(x):
        w = int(t[1:])
        return 1 << (w - 1) if (src_w == 64 or w == 64) else 0
    if math.isinf(x):
        return bits(hi if x > 0 else lo, int(t[1:]))
    q = Fraction(x)
    fl = math.floor(q)
    if irnd == "rmi":
        v = fl
    elif irnd == "rpi":
        v = math.ceil(q)
    elif irnd == "rzi":
        v = math.trunc(q)
    else:
        rem = q - fl
        v = fl + 1 if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2) else fl
    return bits(clamp(v, lo, hi), int(t[1:]))


def f_round_integral(x: float, irnd: str) -> float:
    if math.isnan(x) or math.isinf(x) or x == 0:
        return x
    q = Fraction(x)
    fl = math.floor(q)
    if irnd == "rmi":
        v = fl
    elif irnd == "rpi":
        v = math.ceil(q)
    elif irnd == "rzi":
        v = math.trunc(q)
    else:
        rem = q - fl
        v = fl + 1 if rem > Fraction(1, 2) or (rem == Fraction(1, 2) and fl % 2) else fl
    return math.copysign(float(v), x) if v == 0 else float(v)


def fcmp(a: float, b: float, op: str) -> bool:
    nan = math.isnan(a) or math.isnan(b)
    if op == "num":
        return not nan
    if op == "nan":
        return nan
    unordered = op.endswith("u")
    base = op[:-1] if unordered else op
    if nan:
        return unordered
    return {"eq": a == b, "ne": a != b, "lt": a < b, "le": a <= b, "gt": a > b, "ge": a >= b}[base]


# ----------------------------------------------------------------------------- directed rounding


def _exact_zero_sign(x: float, y: float, mode: str) -> float:
    """IEEE 754 6.3: an exact zero sum x + y is -0 when both are -0, +0 when both are +0, and
    otherwise +0 in every mode but roundTowardNegative (.rm), where it is -0."""
    sx_, sy_ = math.copysign(1, x) < 0, math.copysign(1, y) < 0
    if x == 0 and y == 0 and sx_ == sy_:
        return -0.0 if sx_ else 0.0
    return -0.0 if mode == "rm" else 0.0


def fadd_r(a: float, b: float, fmt: dict, mode: str, sub: bool = False) -> float:
    """add/sub.{rn,rz,rm,rp}: the exact sum rounded once with the mode."""
    if sub:
        b = -b
    if _nan_in(a, b):
        return QNAN
    if math.isinf(a) or math.isinf(b):
        if math.isinf(a) and math.isinf(b) and (a > 0) != (b > 0):
            return QNAN
        return a if math.isinf(a) else b
    q = Fraction(a) + Fraction(b)
    if q == 0:
        return _exact_zero_sign(a, b, mode)
    return round_frac(q, fmt, mode)


def fmul_r(a: float, b: float, fmt: dict, mode: str) -> float:
    if _nan_in(a, b):
        return QNAN
    neg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isinf(a) or math.isinf(b):
        if a == 0 or b == 0:
            return QNAN
        return -math.inf if neg else math.inf
    q = Fraction(a) * Fraction(b)
    if q == 0:
        return -0.0 if neg else 0.0
    return round_frac(q, fmt, mode)


def ffma_r(a: float, b: float, c: float, fmt: dict, mode: str) -> float:
    if _nan_in(a, b, c):
        return QNAN
    pneg = (math.copysign(1, a) < 0) != (math.copysign(1, b) < 0)
    if math.isinf(a) or math.isinf(b):
        if a == 0 or b == 0:
            return QNAN
        pinf = -math.inf if pneg else math.inf
        if math.isinf(c) and (c > 0) != (pinf > 0):
            return QNAN
        return pinf
    if math.isinf(c):
        return c
    prod = Fraction(a) * Fraction(b)
    q = prod + Fraction(c)
    if q == 0:
        # the product's sign takes part like an operand of an addition
        p = (-0.0 if pneg else 0.0) if prod == 0 else (-1.0 if prod < 0 else 1.0)
        return _exact_zero_sign(p, c, mode) if (prod == 0 and c == 0) else (-0.0 if mode == "rm" else 0.0)
    return round_frac(q, fmt, mode)


# ----------------------------------------------------------------------------- 16-bit floats


def half_value(h: int, fmt: dict) -> float:
    """The value of an f16 / bf16 bit pattern."""
    p = fmt["p"]
    ebits = 16 - p
    sign = -1.0 if h & 0x8000 else 1.0
    e = (h >> (p - 1)) & m(ebits)
    mant = h & m(p - 1)
    bias = (1 << (ebits - 1)) - 1
    if e == m(ebits):
        return math.nan if mant else sign * math.inf
    if e == 0:
        return sign * mant * 2.0 ** (1 - bias - (p - 1))
    return sign * (1 + mant / 2.0 ** (p - 1)) * 2.0 ** (e - bias)


def half_op(op: str, hs: list[int], fmt: dict) -> int:
    """add/sub/mul/fma.rn on one 16-bit lane: exact result rounded to nearest even."""
    xs = [half_value(h, fmt) for h in hs]
    if op == "add":
        r = fadd_r(xs[0], xs[1], fmt, "rn")
    elif op == "sub":
        r = fadd_r(xs[0], xs[1], fmt, "rn", sub=True)
    elif op == "mul":
        r = fmul_r(xs[0], xs[1], fmt, "rn")
    else:
        r = ffma_r(xs[0], xs[1], xs[2], fmt, "rn")
    return fbits(r, fmt)


def half_op_x(op: str, regs: list[int], fmt: dict, lanes: int) -> int:
    out = 0
    for k in range(lanes):
        out |= half_op(op, [(r >> (16 * k)) & 0xFFFF for r in regs], fmt) << (16 * k)
    return out


# ----------------------------------------------------------------------------- float min/max


def fminmax(a: float, b: float, is_min: bool, nan_mode: bool, fmt: dict) -> int:
    """min/max{.NaN}.f32/.f64 (PTX ISA): with one NaN operand the other is the result, with two (or
    with .NaN, any) the canonical NaN; -0.0 is taken as smaller than +0.0."""
    canon = 0x7FFFFFFF if fmt is F32 else 0x7FFFFFFFFFFFFFFF
    na, nb = math.isnan(a), math.isnan(b)
    if na and nb or nan_mode and (na or nb):
        return canon
    if na:
        return fbits(b, fmt)
    if nb:
        return fbits(a, fmt)
    ka = (a, math.copysign(1, a))
    kb = (b, math.copysign(1, b))
    lo, hi = (a, b) if ka <= kb else (b, a)
    return fbits(lo if is_min else hi, fmt)
