"""Oracle for vector_add (see examples/check.py for the interface).

Inputs (header comment): a[i] = (i % 1000) * 0.5, b[i] = (i % 7) * 2.0, n = 1 << 20.
Every a[i], b[i] and c[i] = a[i] + b[i] is a multiple of 0.5 below 2^9, exact in float32, so the
float32 sum is exact. The checksum adds 2^20 such values in double: every partial sum is a multiple of
0.5 below 2^29, exact in double. Hence all printed values are exact and compared as text.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 1 << 20
    i = np.arange(n, dtype=np.int64)
    c = (i % 1000) * 0.5 + (i % 7) * 2.0
    return {
        "n": Exact(n),
        "c[0]": Exact(f"{c[0]:.1f}"),
        "c[12345]": Exact(f"{c[12345]:.1f}"),
        "c[n-1]": Exact(f"{c[n - 1]:.1f}"),
        "checksum": Exact(f"{c.sum():.1f}"),
        "errors": Exact(0),
    }
