import numpy as np

M, N = 5, 3
CFGS = (("left_lower_n_nonunit", "L", "lower", False, False), ("left_upper_t_unit", "L", "upper", True, True),
        ("right_upper_n_nonunit", "R", "upper", False, False), ("right_lower_t_unit", "R", "lower", True, True))


def tri(n, lower, unit):
    a = np.zeros((n, n))
    for i in range(n):
        for j in range(n):
            if i == j:
                a[i, j] = 1.0 if unit else float(2 ** (i % 3))
            elif (i > j) == lower:
                a[i, j] = float((i + 2 * j) % 5 - 2)
    return a


def expected():
    out = {}
    b0 = np.array([(i * 7) % 9 - 4 for i in range(M * N)], dtype=np.float64).reshape((M, N), order="F")
    for name, side, uplo, trans, unit in CFGS:
        na = M if side == "L" else N
        a = tri(na, uplo == "lower", unit)
        op = a.T if trans else a
        x = np.linalg.solve(op, 2.0 * b0) if side == "L" else np.linalg.solve(op.T, (2.0 * b0).T).T
        out[name] = [float(v) for v in x.flatten(order="F")]
    low = np.array([[4.0, 0, 0], [-2, 2, 0], [1, 3, 8]])
    out["dtrsm"] = [float(v) for v in np.linalg.solve(low, np.array([8.0, 2, 5]))]
    return out
