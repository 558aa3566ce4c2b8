"""Oracle for warp_reduce (see examples/check.py for the interface).

Inputs: x[i] = (i % 10) + 1 for n = 1 << 20. An integer sum, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 1 << 20
    total = int((np.arange(n, dtype=np.int64) % 10 + 1).sum())
    return {"n": Exact(n), "sum": Exact(total), "expected": Exact(total)}
