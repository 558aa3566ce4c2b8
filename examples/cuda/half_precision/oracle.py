"""Oracle for half_precision (see examples/check.py for the interface).

Inputs: x[i] = ((i % 16) - 8) * 0.125, y[i] = (i % 5) * 0.25, a = 1.5, n = 8192.
Exactness: x is a multiple of 1/8 in [-1, 0.875] and y a multiple of 1/4 in [0, 1], all exact in half.
a * x + y is a multiple of 1/16 of magnitude <= 2.5 (6 significant bits), exact in half (11 bits), so
__hfma2's single rounding is exact; y_sum adds 8192 multiples of 1/16 in double, exactly. The dot
product adds products x*y (multiples of 1/32, |.| <= 1) with float atomicAdd in any order: every
partial sum is a multiple of 1/32 of magnitude <= 8192, i.e. at most 18 significant bits, exact in
float32 for every order. All values are exact and compared as text (a printed tie such as
-255.71875 -> "%.4f" is rounded to even by both C's printf and Python's format).
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 8192
    i = np.arange(n)
    x = ((i % 16) - 8) * 0.125
    y = (i % 5) * 0.25
    out = 1.5 * x + y
    return {
        "n": Exact(n),
        "y[0]": Exact(f"{out[0]:.4f}"),
        "y[13]": Exact(f"{out[13]:.4f}"),
        "y_sum": Exact(f"{out.sum():.4f}"),
        "dot": Exact(f"{(x * y).sum():.4f}"),
        "errors": Exact(0),
    }
