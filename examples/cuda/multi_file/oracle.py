"""Oracle for multi_file (see examples/check.py for the interface).

Inputs: x[i] = (i % 41) * 0.1f - 1.0f for n = 10000, generated in float32 by the program; the oracle
reproduces that input rule in float32 (two IEEE roundings, the same on every conforming machine) and
computes everything after it in float64:
normalized = clamp01((x + 0.5) / 3), smooth = t * t * (3 - 2t) with t = normalized.

Tolerances (the device works in float32; half an ulp of a value in [2^e, 2^(e+1)) is 2^(e-24)):
* normalized: x - lo (< 4, half ulp 1.2e-7) then / 3 (divides that error by 3) and one more rounding of
  a result <= 1.2 (6e-8): <= 1.1e-7; allowed 2e-7.
* smooth: the error of t times the slope 6t(1 - t) <= 1.5 (1.7e-7), t*t (3e-8, times 3), 3 - 2t (1.2e-7,
  times t*t <= 1) and the final product (6e-8): <= 4e-7; allowed 6e-7 (a fused multiply-add only
  removes roundings).
* the sums add n = 10000 elements in double (rounding negligible, < 1e-9): n times the element bound.
Every printed value also gets half a unit of its last printed digit.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect, Near

NORMALIZED_ABS = 2e-7
SMOOTH_ABS = 6e-7


def expected(ctx: Context) -> dict[str, Expect]:
    n = 10_000
    x32 = (np.arange(n) % 41).astype(np.float32) * np.float32(0.1) - np.float32(1.0)
    t = np.clip((x32.astype(np.float64) + 0.5) / 3.0, 0.0, 1.0)
    s = t * t * (3.0 - 2.0 * t)
    return {
        "n": Exact(n),
        "normalized[0]": Near(t[0], abs=NORMALIZED_ABS),
        "normalized[20]": Near(t[20], abs=NORMALIZED_ABS),
        "smooth[20]": Near(s[20], abs=SMOOTH_ABS),
        "normalized_sum": Near(t.sum(), abs=n * NORMALIZED_ABS),
        "smooth_sum": Near(s.sum(), abs=n * SMOOTH_ABS),
    }
