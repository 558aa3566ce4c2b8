"""cuBLAS's behaviour for gemv with incx = 0, as observed (not documented): every element of op(A)'s
row is multiplied by x[0]."""

import numpy as np


def expected():
    m, n = 5, 3
    a = np.arange(1, m * n + 1, dtype=np.float64).reshape(n, m).T  # column-major, lda = m
    x0 = 3.0
    y = -1.0 * np.arange(1, m + 1)
    out = {}
    y = 0.5 * a.sum(axis=1) * x0 + 2.0 * y  # small integers and halves: exact in float
    out["gemv_incx0"] = ["SUCCESS"]
    out["gemv_incx0_y"] = [np.float32(v) for v in y]
    return out
