import numpy as np

M, N, K = 5, 7, 6


def vals(n, mul, mod, scale):
    return np.array([scale * ((i * mul) % mod - mod // 2) for i in range(n)], dtype=np.float64)


def expected():
    out = {}
    for t, name in enumerate(("nn", "tt")):
        a = vals(M * K, 5, 9, 1.0)
        b = vals(K * N, 3, 7, 0.5)
        c = vals(M * N, 2, 5, 1.0).reshape((M, N), order="F")
        am = a.reshape((K, M), order="F").T if t else a.reshape((M, K), order="F")
        bm = b.reshape((N, K), order="F").T if t else b.reshape((K, N), order="F")
        r = 0.5 * (am @ bm) - c
        out[name] = [np.float32(np.float16(v)) for v in r.flatten(order="F")]
    return out
