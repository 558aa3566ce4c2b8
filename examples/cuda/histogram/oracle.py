"""Oracle for histogram (see examples/check.py for the interface).

Inputs: data[i] = (uint32)(i * 2654435761) >> 24 for n = 2,000,000 (the product wraps modulo 2^32 as
unsigned arithmetic does); bin = data[i] % 64. Counts, compared exactly.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    n, bins = 2_000_000, 64
    data = ((np.arange(n, dtype=np.uint64) * 2654435761) & 0xFFFFFFFF) >> 24
    hist = np.bincount((data % bins).astype(np.int64), minlength=bins)
    return {
        "n": Exact(n),
        "bin[0]": Exact(int(hist[0])),
        "bin[1]": Exact(int(hist[1])),
        "bin[31]": Exact(int(hist[31])),
        "bin[63]": Exact(int(hist[63])),
        "total": Exact(int(hist.sum())),
        "wrong_bins": Exact(0),
    }
