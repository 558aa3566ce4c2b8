import numpy as np

M, N, K, BATCH = 8, 6, 16, 3


def vals(n, mul, mod, scale):
    return np.array([scale * ((i * mul) % mod - mod // 2) for i in range(n)], dtype=np.float64)


def expected():
    a = vals(M * K * BATCH, 7, 15, 0.125)
    b = vals(K * N * BATCH, 3, 11, 0.25)
    at = a[:M * K].reshape((K, M), order="F").T
    b0 = b[:K * N].reshape((K, N), order="F")
    c = at @ b0
    out = {"f32_out": [np.float32(v) for v in c.flatten(order="F")],
           "f16_out": [np.float32(np.float16(v)) for v in (0.5 * c).flatten(order="F")]}
    res = []
    for p in range(BATCH):
        ap = a[p * M * K:(p + 1) * M * K].reshape((M, K), order="F")
        bp = b[p * K * N:(p + 1) * K * N].reshape((K, N), order="F")
        res += list((ap @ bp).flatten(order="F"))
    out["strided_batched"] = [np.float32(v) for v in res]
    return out
