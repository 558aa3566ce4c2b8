"""The documented maximum errors of PTX's `.approx` f32 instructions, and the one acceptance rule that
checks a result (GPU's or lowered code's) against the EXACT value with them.

Every figure below is NVIDIA's, from the PTX ISA (version 9.1), section 9.7.3 "Floating Point
Instructions"; none was fitted to recorded results:

- 9.7.3.13 rcp:   "rcp.approx.f32 ... The maximum ulp error is 1 across the full range of inputs."
- 9.7.3.15 sqrt:  "sqrt.approx.f32 ... The maximum relative error over the entire positive finite
                  floating-point range is 2^-23."
- 9.7.3.16 rsqrt: "The maximum relative error for rsqrt.f32 over the entire positive finite
                  floating-point range is 2^-22.9."
- 9.7.3.18 sin, 9.7.3.19 cos: maximum absolute error 2^-20.5 over [-2pi, 2pi] and 2^-14.7 over
                  [-100pi, +100pi]; "Outside of the range [-100pi .. +100pi], only best effort is
                  provided. There are no defined error guarantees."
- 9.7.3.20 lg2:   "The maximum absolute error is 2^-22 when the input operand is in the range (0.5, 2).
                  For positive finite inputs outside of this interval, maximum relative error is 2^-22."
- 9.7.3.21 ex2:   "The maximum ulp error is 2 ulp from correctly rounded result across the full range
                  of inputs."

"ulp error" (rcp) is measured against the exact result in units of the last place of the f32 binade
the exact result lies in (as the CUDA Math API defines it); "ulp from correctly rounded result" (ex2)
is the distance, in representable f32 values, from the exact result rounded to nearest.

The rule never compares a value with a bound that depends on that value: the bound is a function of
the input and of the exact result only.
"""

from __future__ import annotations

import math
import struct

PI = math.pi

# op -> (ISA section, what the bound is); the table test_gpu_vectors and test_forms report from
ISA_SECTION = {
    "rcp": "9.7.3.13", "sqrt": "9.7.3.15", "rsqrt": "9.7.3.16", "sin": "9.7.3.18", "cos": "9.7.3.19",
    "lg2": "9.7.3.20", "ex2": "9.7.3.21",
}


class NoDocumentedBound(ValueError):
    """The ISA gives no error bound for this input (sin/cos outside [-100pi, 100pi])."""


def f32(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits & 0xFFFFFFFF))[0]


def f64(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits & 0xFFFFFFFFFFFFFFFF))[0]


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _ordinal(bits: int) -> int:
    """f32 bits -> an integer that counts representable values (+0 and -0 both 0, inf next to FLT_MAX)."""
    bits &= 0xFFFFFFFF
    return -(bits & 0x7FFFFFFF) if bits & 0x80000000 else bits


def _round_f32(w: float) -> float:
    """The exact value rounded to the nearest f32 (ties to even); +-inf beyond the f32 range."""
    try:
        return struct.unpack("<f", struct.pack("<f", w))[0]
    except OverflowError:
        return math.copysign(math.inf, w)


def ulp_f32(w: float) -> float:
    """The ulp of the f32 binade the (finite) exact value w lies in; 2^-149 for subnormals and zero."""
    if w == 0:
        return 2.0 ** -149
    _, e = math.frexp(w)  # w = m * 2^e, 0.5 <= |m| < 1
    return 2.0 ** (max(e, -125) - 24)


def op_of(form: str) -> str:
    return form.split(".")[0]


def abs_bound(op: str, x: float, w: float) -> float:
    """The largest |result - exact| the ISA allows for input x with exact result w (finite)."""
    if op == "rcp":
        return 1.0 * ulp_f32(w)
    if op == "sqrt":
        return 2.0 ** -23 * abs(w)
    if op == "rsqrt":
        return 2.0 ** -22.9 * abs(w)
    if op in ("sin", "cos"):
        if abs(x) <= 2 * PI:
            return 2.0 ** -20.5
        if abs(x) <= 100 * PI:
            return 2.0 ** -14.7
        raise NoDocumentedBound(f"{op}.approx.f32: no documented error bound for |x| > 100*pi (x = {x!r})")
    if op == "lg2":
        return 2.0 ** -22 if 0.5 < x < 2.0 else 2.0 ** -22 * abs(w)
    raise KeyError(f"no documented bound for {op}.approx")


def approx_ok(form: str, x_bits: int, got_bits: int, exact_bits: int) -> bool:
    """Is the f32 result `got_bits` of `form` on input `x_bits` within the ISA's documented error of the
    exact result (`exact_bits`, an f64 from the reference model, already flushed for .ftz forms)?"""
    op = op_of(form)
    x, g, w = f32(x_bits), f32(got_bits), f64(exact_bits)
    if math.isnan(w):
        return math.isnan(g)
    if math.isnan(g):
        return False
    if op == "ex2":  # distance in f32 values from the correctly rounded result
        return abs(_ordinal(got_bits) - _ordinal(f32_bits(_round_f32(w)))) <= 2
    if math.isinf(w):
        return g == w
    if math.isinf(g):  # only where the exact value itself rounds beyond the f32 range
        return math.isinf(_round_f32(w)) and g == _round_f32(w)
    return abs(g - w) <= abs_bound(op, x, w)
