"""Oracle for launch_macros (see examples/check.py for the interface).

Computation (header comment): x[i] = i * 3 % 17, doubled twice (two `scale` launches with factor 2),
count = number of x[i] > 16, for n = 5000. Integers, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n = 5000
    x = (np.arange(n, dtype=np.int64) * 3 % 17) * 2 * 2
    count = int((x > 16).sum())
    return {"n": Exact(n), "x[n-1]": Exact(int(x[n - 1])), "count": Exact(count), "expected": Exact(count)}
