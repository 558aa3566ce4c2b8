"""Double cbrt, tanh and rsqrt on the cpu backend against exact oracles written here (integer cube and
square roots, tanh in Python's decimal at ample precision): CUDA documents 1 ulp for each (CUDA C++
Programming Guide, "Mathematical Functions", double-precision table); the backend computes them in
x87 extended precision and rounds once, so they are checked to 0.5 ulp + 2^-9 of the exact value
(a correctly rounded result is within 0.5 ulp). glibc's own cbrt/tanh reach 3.2/2.2 ulp."""

from __future__ import annotations

import decimal
import math
import struct
from fractions import Fraction

import numpy as np
import pytest

from tests.cpu.conftest import run

BOUND = 0.5 + 2.0 ** -9  # ulp


def f64(bits: int) -> float:
    return struct.unpack("<d", struct.pack("<Q", bits))[0]


def ulp(v: Fraction) -> Fraction:
    a = abs(v)
    e = a.numerator.bit_length() - a.denominator.bit_length()
    if Fraction(2) ** e > a:
        e -= 1
    return Fraction(2) ** (max(e, -1022) - 52)


def iroot(n: int, k: int) -> int:
    """floor(n ** (1/k)) for n >= 0, exactly."""
    if n < 2:
        return n
    x = 1 << -(-n.bit_length() // k)  # >= the root
    while True:
        y = ((k - 1) * x + n // x ** (k - 1)) // k
        if y >= x:
            return x
        x = y


def exact_root(x: float, k: int, scale_bits: int = 200) -> Fraction:
    """x^(1/k) for x > 0 within 2^-scale_bits relative (floor at a scale far beyond double)."""
    q = Fraction(x)
    e = (q.numerator.bit_length() - q.denominator.bit_length()) // k
    s = scale_bits - e  # result scaled by 2^s has ~scale_bits bits
    scaled = q * Fraction(2) ** (k * s)
    return Fraction(iroot(math.floor(scaled), k)) / Fraction(2) ** s


def exact_tanh(x: float) -> Fraction:
    d = decimal.Decimal(x)  # exact
    digits = 60 + max(0, -d.adjusted())
    with decimal.localcontext() as ctx:
        ctx.prec = digits
        e = (2 * d).exp()
        t = (e - 1) / (e + 1)
    return Fraction(t)


def inputs() -> list[float]:
    rng = np.random.default_rng(7)
    xs = list(rng.uniform(-400, 400, 700)) + list(rng.uniform(-1, 1, 500)) + list(rng.uniform(-22, 22, 500))
    xs += [float(s * 2.0 ** e) for s, e in zip(rng.choice([-1.0, 1.0], 400) * (1 + rng.random(400)),
                                                 rng.integers(-1074, 1000, 400), strict=True)]
    xs += [0.23271088854261279, -0.23277091824315765, -378.45287229088774, 8.0, 27.0, -1e-310, 5e-324, 1e300]
    return [float(x) for x in xs]


@pytest.fixture(scope="module")
def results(built, tmp_path_factory):
    xs = inputs()
    path = tmp_path_factory.mktemp("accmath") / "x.txt"
    path.write_text("".join(f"{struct.unpack('<Q', struct.pack('<d', x))[0]}\n" for x in xs))
    proc = run(built["accurate_math", 64], str(path))
    assert proc.returncode == 0, proc.stderr
    rows = [[f64(int(t, 16)) for t in line.split()] for line in proc.stdout.splitlines()]
    assert len(rows) == len(xs)
    return xs, rows


def _err(got: float, exact: Fraction) -> float:
    if exact == 0:
        return 0.0 if got == 0 else math.inf
    return float(abs(Fraction(got) - exact) / ulp(exact))


def test_cbrt_within_half_an_ulp(results):
    xs, rows = results
    bad = []
    for x, (c, _, _) in zip(xs, rows, strict=True):
        exact = exact_root(abs(x), 3) * (1 if x > 0 else -1) if x != 0 else Fraction(0)
        if _err(c, exact) > BOUND:
            bad.append((x, c, _err(c, exact)))
    assert bad == []


def test_tanh_within_half_an_ulp(results):
    xs, rows = results
    bad = []
    for x, (_, t, _) in zip(xs, rows, strict=True):
        if abs(x) >= 22:  # tanh(x) rounds to +-1 (1 - tanh(22) < 2^-54)
            if t != math.copysign(1.0, x):
                bad.append((x, t))
            continue
        exact = exact_tanh(x)
        if _err(t, exact) > BOUND:
            bad.append((x, t, _err(t, exact)))
    assert bad == []


def test_rsqrt_within_half_an_ulp(results):
    xs, rows = results
    bad = []
    for x, (_, _, r) in zip(xs, rows, strict=True):
        if x <= 0:
            continue
        exact = exact_root(1 / Fraction(x), 2)
        if _err(r, exact) > BOUND:
            bad.append((x, r, _err(r, exact)))
    assert bad == []
