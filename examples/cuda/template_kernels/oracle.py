"""Oracle for template_kernels (see examples/check.py for the interface).

Inputs: x[i] = (i % 50) * 0.5 - 10 for n = 4096 (multiples of 1/2 in [-10, 14.5], exact in float32);
blocks of 256. Stages: block sums of |x| and of x, x*x, 3x + 1 (a device lambda), then + 2 (a lambda
applied twice adding 1). Exactness: block sums are multiples of 1/2 below 256 * 14.5 = 3712; x*x is a
multiple of 1/4 <= 210.25; 3x + 1 a multiple of 1/2 <= 44.5: all exact in float32 in any order (fused
or not); host_sum adds at most 4096 of them in double, exactly. Compared as exact text.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 4096
    x = (np.arange(n) % 50) * 0.5 - 10.0
    affine = 3.0 * x + 1.0
    plus_two = affine + 2.0
    return {
        "abs_sum": Exact(f"{np.abs(x).sum():.2f}"),
        "sum": Exact(f"{x.sum():.2f}"),
        "square_sum": Exact(f"{(x * x).sum():.2f}"),
        "affine_sum": Exact(f"{affine.sum():.2f}"),
        "affine_plus_two_sum": Exact(f"{plus_two.sum():.2f}"),
        "y[7]": Exact(f"{plus_two[7]:.2f}"),
    }
