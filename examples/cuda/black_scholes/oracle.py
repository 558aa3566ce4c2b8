"""Oracle for black_scholes (see examples/check.py for the interface).

Inputs: S[i] = 80 + (i % 41), K[i] = 70 + (i % 61), T[i] = 0.25 + (i % 8) * 0.25 (all exact in float32),
r = 0.02f, sigma = 0.3f (taken at their float32 values), n = 4000. The oracle evaluates the same
Black-Scholes formula in float64 with N(x) = erfc(-x / sqrt 2) / 2 (math.erfc).

What is allowed, and why. The program works in float32 (2^-24 = 6e-8 relative per rounding) with
functions whose CUDA error bounds are logf 1 ulp, expf 2 ulp, erfcf 4 ulp, __fdividef 2 ulp (for
divisors in its normal range), sqrtf correctly rounded. A price is S*N(d1) - K e^{-rT} N(d2) with terms
<= 130: each factor carries <= ~10 ulp of relative error (the chain of ulp bounds above plus the
multiplications), i.e. <= 6e-7 * 130 = 8e-5 per term and 1.6e-4 per price. Errors in d1 that d2
shares (the log and the division) cancel to first order, because S phi(d1) = K e^{-rT} phi(d2); the
unshared part (sigma*sqrt(T) and the subtraction, ~3e-7) times the slope S phi(d1) <= 52 adds < 2e-5.
Allowed per price: 5e-4 absolute (2.5x the estimate); per sum of n = 4000 prices: n * 5e-4 = 2.0 (the
sums are ~6e4, so that is 3e-5 relative; an error in the formula moves them by far more). Put-call
parity holds exactly for the exact prices, so the printed residual |C - P - (S - K e^{-rT})| is bounded
by the two price errors: <= 1e-3.
Every printed value also gets half a unit of its last printed digit.
"""

from __future__ import annotations

import math

import numpy as np
from check import AtMost, Context, Exact, Expect, Near

PRICE_ABS = 5e-4


def prices(n: int) -> tuple[np.ndarray, np.ndarray]:
    i = np.arange(n)
    s = 80.0 + (i % 41)
    k = 70.0 + (i % 61)
    t = 0.25 + (i % 8) * 0.25
    r = float(np.float32(0.02))
    sigma = float(np.float32(0.3))
    cdf = np.vectorize(lambda v: 0.5 * math.erfc(-v / math.sqrt(2.0)))
    d1 = (np.log(s / k) + (r + 0.5 * sigma * sigma) * t) / (sigma * np.sqrt(t))
    d2 = d1 - sigma * np.sqrt(t)
    discounted_k = k * np.exp(-r * t)
    call = s * cdf(d1) - discounted_k * cdf(d2)
    put = discounted_k * cdf(-d2) - s * cdf(-d1)
    return call, put


def expected(ctx: Context) -> dict[str, Expect]:
    n = 4000
    call, put = prices(n)
    return {
        "n": Exact(n),
        "call[0]": Near(call[0], abs=PRICE_ABS),
        "put[0]": Near(put[0], abs=PRICE_ABS),
        "call[1234]": Near(call[1234], abs=PRICE_ABS),
        "call_sum": Near(call.sum(), abs=n * PRICE_ABS),
        "put_sum": Near(put.sum(), abs=n * PRICE_ABS),
        "max_parity_residual": AtMost(2 * PRICE_ABS),
    }
