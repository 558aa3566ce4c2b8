"""Oracle for matmul_tiled (see examples/check.py for the interface).

Inputs: A[r][c] = ((r + 2c) % 9 - 4) * 0.25 (M x K), B[r][c] = ((3r + c) % 7 - 3) * 0.5 (K x N), M = 200,
K = 150, N = 130.
Exactness: every A element is a multiple of 1/4 in [-1, 1], every B element a multiple of 1/2 in
[-1.5, 1.5], so every product is a multiple of 1/8 of magnitude <= 1.5 and every partial sum of K = 150
of them a multiple of 1/8 of magnitude <= 225: at most 11 significant bits, exact in float32 whatever
the order of summation (and whether or not the GPU fuses multiply and add). The checksum adds
26000 such values in double, again exactly. The program's host reference is computed the same way, so
max_abs_err is exactly 0. All printed values are therefore compared as exact text.
"""

from __future__ import annotations

import numpy as np
from check import Context, Exact, Expect


def expected(ctx: Context) -> dict[str, Expect]:
    m, k, n = 200, 150, 130
    r, c = np.meshgrid(np.arange(m), np.arange(k), indexing="ij")
    a = ((r + 2 * c) % 9 - 4) * 0.25
    r, c = np.meshgrid(np.arange(k), np.arange(n), indexing="ij")
    b = ((3 * r + c) % 7 - 3) * 0.5
    prod = a @ b
    return {
        "M": Exact(m),
        "K": Exact(k),
        "N": Exact(n),
        "C[0][0]": Exact(f"{prod[0, 0]:.4f}"),
        "C[0][N-1]": Exact(f"{prod[0, n - 1]:.4f}"),
        "C[M-1][0]": Exact(f"{prod[m - 1, 0]:.4f}"),
        "C[M-1][N-1]": Exact(f"{prod[m - 1, n - 1]:.4f}"),
        "checksum": Exact(f"{prod.sum():.4f}"),
        "max_abs_err": Exact(f"{0.0:.3e}"),
    }
