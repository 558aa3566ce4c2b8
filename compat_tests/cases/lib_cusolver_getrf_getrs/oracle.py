from fractions import Fraction

import numpy as np

A = [[1, 3, -2, 0.5], [4, -1, 2, 1], [-2, 5, 1, 3], [0.5, 2, 6, -3]]
B = [[1, -2], [0, 3], [4, 1], [-1, 0.5]]


def lu_partial_pivoting(a):
    """LAPACK getrf's result in exact rational arithmetic: one-based pivots and the packed L\\U. Every
    pivot column's largest |value| must be unique, so the pivots do not depend on rounding."""
    a = [[Fraction(v) for v in row] for row in a]
    n = len(a)
    piv = []
    for k in range(n):
        mags = [abs(a[i][k]) for i in range(k, n)]
        best = max(mags)
        assert mags.count(best) == 1, f"tie for the pivot of column {k}"
        p = k + mags.index(best)
        piv.append(p + 1)
        a[k], a[p] = a[p], a[k]
        for i in range(k + 1, n):
            a[i][k] /= a[k][k]
            for j in range(k + 1, n):
                a[i][j] -= a[i][k] * a[k][j]
    return piv, a


def expected():
    piv, lu = lu_partial_pivoting(A)
    a, b = np.array(A), np.array(B)
    return {
        "getrf_info": [0],
        "ipiv": piv,
        "lu": [float(lu[i][j]) for j in range(4) for i in range(4)],
        "getrs_info": [0, 0],
        "x_n": [float(v) for v in np.linalg.solve(a, b).flatten(order="F")],
        "x_t": [float(v) for v in np.linalg.solve(a.T, b).flatten(order="F")],
        "singular_info": [2],
    }
