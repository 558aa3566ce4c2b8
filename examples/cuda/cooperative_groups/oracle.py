"""Oracle for cooperative_groups (see examples/check.py for the interface).

Inputs: x[i] = (i % 23) - 11 for n = 65536; blocks of 256 threads, one sum per block. Integer sums,
compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n, block = 65536, 256
    x = np.arange(n, dtype=np.int64) % 23 - 11
    sums = x.reshape(n // block, block).sum(axis=1)
    total = int(x.sum())
    return {
        "n": Exact(n),
        "block_sum[0]": Exact(int(sums[0])),
        "block_sum[1]": Exact(int(sums[1])),
        "block_sum[last]": Exact(int(sums[-1])),
        "total": Exact(total),
        "expected": Exact(total),
    }
