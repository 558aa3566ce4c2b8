"""The acceptance rule for `.approx` results (approx_bounds.approx_ok) rejects wrong values: it is the
rule test_gpu_vectors.py and test_forms.py apply to the H100's and the lowered code's results, so a
rule that accepted anything would make both checks pass for any output."""

from __future__ import annotations

import math
import random
import struct

import pytest
from approx_bounds import NoDocumentedBound, abs_bound, approx_ok, f32_bits, ulp_f32
from ptx_cases import CASES

APPROX_CASES = [c for c in CASES if c.cmp == "approx"]


def _db(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _inputs(case, n: int = 60) -> list[float]:
    """Finite inputs of the case's domain whose exact results are finite, normal f32 values."""
    rng = random.Random(case.form)
    out = []
    op = case.form.split(".")[0]
    while len(out) < n:
        if op in ("sin", "cos"):
            x = rng.uniform(-314.0, 314.0)
        elif op == "ex2":
            x = rng.uniform(-120.0, 120.0)
        else:
            x = rng.uniform(0.001, 4.0) * 2.0 ** rng.randint(-60, 60)
        x = struct.unpack("<f", struct.pack("<f", x))[0]
        w = case.ref(f32_bits(x))[0]
        wv = struct.unpack("<d", struct.pack("<Q", w))[0]
        if math.isfinite(wv) and abs(wv) > 2.0 ** -100:
            out.append(x)
    return out


def _exact(case, x: float) -> tuple[int, float]:
    w = case.ref(f32_bits(x))[0]
    return w, struct.unpack("<d", struct.pack("<Q", w))[0]


def _nearest_f32(w: float) -> float:
    return struct.unpack("<f", struct.pack("<f", w))[0]


def _width(case, x: float, w: float) -> float:
    op = case.form.split(".")[0]
    return 2 * ulp_f32(w) if op == "ex2" else abs_bound(op, x, w)


@pytest.mark.parametrize("case", APPROX_CASES, ids=[c.form for c in APPROX_CASES])
def test_correct_values_accepted(case):
    for x in _inputs(case):
        w_bits, w = _exact(case, x)
        assert approx_ok(case.form, f32_bits(x), f32_bits(_nearest_f32(w)), w_bits), (case.form, x)


@pytest.mark.parametrize("case", APPROX_CASES, ids=[c.form for c in APPROX_CASES])
def test_wrong_values_rejected(case):
    rng = random.Random(1 + len(case.form))
    for x in _inputs(case):
        w_bits, w = _exact(case, x)
        xb = f32_bits(x)
        wrong = [math.inf, -math.inf, math.nan, -1e38, 1e38, -w if abs(w) > 1e-3 else w + 1.0]
        # off by several bound widths, either side
        for k in (4, -4, 16):
            wrong.append(_nearest_f32(w + k * _width(case, x, w) + k * 2 * ulp_f32(w)))
        for v in wrong:
            assert not approx_ok(case.form, xb, f32_bits(v), w_bits), (case.form, x, w, v)
        # random garbage bit patterns: anything accepted must really lie within the documented bound
        for _ in range(200):
            gb = rng.getrandbits(32)
            g = struct.unpack("<f", struct.pack("<I", gb))[0]
            if approx_ok(case.form, xb, gb, w_bits):
                assert math.isfinite(g) and abs(g - w) <= _width(case, x, w) + ulp_f32(w), (case.form, x, g)


def test_special_values():
    # NaN exact -> NaN only; infinite exact -> that infinity only
    sin = next(c for c in APPROX_CASES if c.form == "sin.approx.f32")
    nan_w = sin.ref(0x7F800000)[0]  # sin(inf) = NaN
    assert approx_ok("sin.approx.f32", 0x7F800000, 0x7FC00000, nan_w)
    assert not approx_ok("sin.approx.f32", 0x7F800000, f32_bits(0.5), nan_w)
    rcp = next(c for c in APPROX_CASES if c.form == "rcp.approx.f32")
    inf_w = rcp.ref(0)[0]  # 1/+0 = +inf
    assert approx_ok("rcp.approx.f32", 0, 0x7F800000, inf_w)
    assert not approx_ok("rcp.approx.f32", 0, 0xFF800000, inf_w)
    assert not approx_ok("rcp.approx.f32", 0, f32_bits(3.4e38), inf_w)
    assert not approx_ok("rcp.approx.f32", 0, 0x7FC00000, inf_w)
    # a NaN is never an approximation of a number
    assert not approx_ok("sqrt.approx.f32", f32_bits(4.0), 0x7FC00000, _db(2.0))
    # ex2: 2 ulp from the correctly rounded result, counted in f32 values (3 is too many)
    one = f32_bits(1.0)
    assert approx_ok("ex2.approx.f32", 0, one + 2, _db(1.0))
    assert approx_ok("ex2.approx.f32", 0, one - 2, _db(1.0))
    assert not approx_ok("ex2.approx.f32", 0, one + 3, _db(1.0))


def test_isa_figures():
    """The bounds are the ISA's numbers (PTX ISA 9.1, 9.7.3.x), not a fit to recorded results."""
    assert abs_bound("sqrt", 4.0, 2.0) == 2.0 ** -23 * 2.0
    assert abs_bound("rsqrt", 4.0, 0.5) == 2.0 ** -22.9 * 0.5
    assert abs_bound("rcp", 4.0, 0.25) == 2.0 ** -25  # 1 ulp of 0.25
    assert abs_bound("sin", 1.0, math.sin(1.0)) == 2.0 ** -20.5
    assert abs_bound("cos", 100.0, math.cos(100.0)) == 2.0 ** -14.7
    assert abs_bound("lg2", 1.5, math.log2(1.5)) == 2.0 ** -22
    assert abs_bound("lg2", 8.0, 3.0) == 2.0 ** -22 * 3.0
    with pytest.raises(NoDocumentedBound):
        abs_bound("sin", 400.0, math.sin(400.0))
