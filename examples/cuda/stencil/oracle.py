"""Oracle for stencil (see examples/check.py for the interface).

Inputs: x[i] = roundf(sinf(i * 0.001f) * 1000) / 1000 in float32 for n = 1 << 18; weights
w = {0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05} as float32; out-of-range neighbours are 0.
The oracle reproduces the input rule in float32: i * 0.001f, sinf taken as the correctly rounded
float32 sine (glibc's sinf is accurate to < 1 ulp; a host whose sinf rounds the other way at a point
where sin * 1000 sits on a .5 boundary would change one x by 1e-3, which moves the checksum by at most
1e-3, inside its tolerance, and a printed element only if it is within 3 of that point), roundf
(half away from zero) and the float32 division. The stencil itself is evaluated in float64.

Tolerances: the device sums 7 float32 products; |x| <= 1 and the weights add up to 1, so every product
is <= 0.3 (rounding <= 1.5e-8 each, 7 of them) and every partial sum <= 1 + 1e-7 (rounding <= 6e-8 each,
6 of them): <= 4.6e-7 per element, allowed 5e-7. The checksum adds n elements in double: n * 5e-7 =
0.13. The program's own max_abs_err (float32 result against a double reference from the same inputs)
is bounded by the same 5e-7. Every printed value also gets half a unit of its last printed digit.
"""

from __future__ import annotations

import numpy as np
from check import AtMost, Context, Exact, Expect, Near

ELEMENT_ABS = 5e-7


def inputs(n: int) -> np.ndarray:
    t = np.arange(n).astype(np.float32) * np.float32(0.001)
    s = np.sin(t.astype(np.float64)).astype(np.float32)
    v = (s * np.float32(1000.0)).astype(np.float64)  # float32 product, exact in float64
    r = np.sign(v) * np.floor(np.abs(v) + 0.5)  # roundf: half away from zero
    return r.astype(np.float32) / np.float32(1000.0)


def expected(ctx: Context) -> dict[str, Expect]:
    n, radius = 1 << 18, 3
    w = np.array([0.05, 0.1, 0.2, 0.3, 0.2, 0.1, 0.05], dtype=np.float32).astype(np.float64)
    padded = np.concatenate([np.zeros(radius), inputs(n).astype(np.float64), np.zeros(radius)])
    y = sum(w[k] * padded[k:k + n] for k in range(2 * radius + 1))
    return {
        "n": Exact(n),
        "weight[3]": Exact("0.30"),
        "y[0]": Near(y[0], abs=ELEMENT_ABS),
        "y[1000]": Near(y[1000], abs=ELEMENT_ABS),
        "y[n-1]": Near(y[n - 1], abs=ELEMENT_ABS),
        "checksum": Near(y.sum(), abs=n * ELEMENT_ABS),
        "max_abs_err": AtMost(ELEMENT_ABS),
    }
