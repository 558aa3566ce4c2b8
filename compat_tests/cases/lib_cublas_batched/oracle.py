import numpy as np

M, N, K, BATCH = 3, 4, 2, 4
SA, SB, SC = M * K + 5, K * N + 3, M * N + 2


def fill(n, mul, mod, scale):
    return np.array([scale * ((i * mul) % mod - mod // 2) for i in range(n)], dtype=np.float64)


def expected():
    a, b, c = fill(SA * BATCH, 7, 11, 1.0), fill(SB * BATCH, 5, 9, 0.5), fill(SC * BATCH, 3, 7, 1.0)
    for p in range(BATCH):
        ap = a[p * SA:p * SA + M * K].reshape((M, K), order="F")
        bp = b[p * SB:p * SB + N * K].reshape((N, K), order="F")  # stored n x k, used transposed
        cp = c[p * SC:p * SC + M * N].reshape((M, N), order="F")
        c[p * SC:p * SC + M * N] = (ap @ bp.T + 2.0 * cp).flatten(order="F")
    out = {"strided": [np.float32(v) for v in c]}
    dm, dn, dk, db = 2, 2, 3, 3
    da = np.array([(i % 5) - 1.0 for i in range(dm * dk * db)])
    dbm = np.array([0.25 * (i % 7) for i in range(dk * dn * db)])
    res = []
    for p in range(db):
        ap = da[p * dm * dk:(p + 1) * dm * dk].reshape((dm, dk), order="F")
        bp = dbm[p * dk * dn:(p + 1) * dk * dn].reshape((dk, dn), order="F")
        res += list((-(ap @ bp)).flatten(order="F"))
    out["batched"] = [float(v) + 0.0 for v in res]
    return out
