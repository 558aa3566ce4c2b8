import numpy as np

M, N, K = 6, 5, 7


def stored(rows, cols, a, b, c):
    i, j = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    return a * (((i * b + j * c) % 9) - 4).astype(np.float64)


def expected():
    out = {"stream_set": [1]}
    for t, name in enumerate(("c_nn", "c_nt", "c_tn", "c_tt")):
        ta, tb = bool(t & 2), bool(t & 1)
        a = stored(K, M, 1.0, 2, 3).T if ta else stored(M, K, 1.0, 2, 3)
        b = stored(N, K, 0.25, 5, 1).T if tb else stored(K, N, 0.25, 5, 1)
        c = stored(M, N, 1.0, 1, 4)
        r = 0.5 * (a @ b) - 2.0 * c
        out[name] = [np.float32(v) for v in r.flatten(order="F")]
    out["negative_m"] = ["INVALID_VALUE"]
    return out
