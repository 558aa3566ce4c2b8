"""Oracle for streams_events (see examples/check.py for the interface).

Inputs: x[i] = (i % 100) * 0.01f, y[i] = (i % 10) * 1.0f, a = 2, n = 1 << 22 in 4 streams. The oracle
reproduces x in float32 (the program's input rule: one IEEE rounding) and computes a * x + y in float64.

Tolerances: the device result is one float32 rounding of a*x + y (a*x is exact, a power of two), at
most half an ulp of the result (<= 4.8e-7 below 16). The checksum adds the n float32 results in double
in order: the sum of those half-ulps plus n * 2^-53 * sum|y| for the double additions (~0.01).
elapsed_ms is a timing, not a result: only its form is checked (a positive number). Every printed
value also gets half a unit of its last printed digit.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect, Near, Shape, positive_number


def expected(ctx: Context) -> dict[str, Expect]:
    n, nstreams = 1 << 22, 4
    i = np.arange(n)
    x32 = (i % 100).astype(np.float32) * np.float32(0.01)
    out = 2.0 * x32.astype(np.float64) + (i % 10)
    half_ulp = np.spacing(out.astype(np.float32)).astype(np.float64) / 2
    checksum_tol = float(half_ulp.sum()) + n * 2.0**-53 * float(np.abs(out).sum())
    return {
        "n": Exact(n),
        "streams": Exact(nstreams),
        "y[0]": Near(out[0], abs=half_ulp[0]),
        "y[123457]": Near(out[123457], abs=half_ulp[123457]),
        "y[n-1]": Near(out[n - 1], abs=half_ulp[n - 1]),
        "checksum": Near(float(out.sum()), abs=checksum_tol),
        "errors": Exact(0),
        "elapsed_ms": Shape("a positive number of milliseconds (a timing; its value is not checked)",
                            positive_number),
    }
