"""Oracle for reduction (see examples/check.py for the interface).

Inputs: x[i] = (i * 7) % 101 - 50 for n = 1,000,000. An integer sum, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 1_000_000
    total = int(((np.arange(n, dtype=np.int64) * 7) % 101 - 50).sum())
    return {"n": Exact(n), "sum": Exact(total), "expected": Exact(total), "match": Exact("yes")}
