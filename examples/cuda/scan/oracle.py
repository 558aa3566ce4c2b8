"""Oracle for scan (see examples/check.py for the interface).

Inputs: x[i] = (i % 13) + 1 for n = 100000; y = inclusive prefix sum; checksum = sum of y (64-bit).
Integers, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 100_000
    y = np.cumsum(np.arange(n, dtype=np.int64) % 13 + 1)
    return {
        "n": Exact(n),
        "y[0]": Exact(int(y[0])),
        "y[511]": Exact(int(y[511])),
        "y[512]": Exact(int(y[512])),
        "y[n-1]": Exact(int(y[n - 1])),
        "checksum": Exact(int(y.sum())),
        "mismatches": Exact(0),
    }
