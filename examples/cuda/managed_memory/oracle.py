"""Oracle for managed_memory (see examples/check.py for the interface).

Inputs: data[i] = i % 9 for n = 100000; the kernel squares every element and adds it to a 64-bit
total. Integers, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 100_000
    squared = (np.arange(n, dtype=np.int64) % 9) ** 2
    total = int(squared.sum())
    return {
        "n": Exact(n),
        "data[8]": Exact(int(squared[8])),
        "data[n-1]": Exact(int(squared[n - 1])),
        "total": Exact(total),
        "expected": Exact(total),
    }
