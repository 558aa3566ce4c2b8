import numpy as np

M, N, LD = 4, 6, 8


def fill(n, mul, mod):
    return np.array([(i * mul) % mod - mod // 2 for i in range(n)], dtype=np.float64)


def expected():
    a_raw, b_raw = fill(LD * N, 5, 17), fill(LD * N, 3, 13)
    f32 = lambda x: [np.float32(v) for v in x]
    a = a_raw[:M * N].reshape((M, N), order="F")
    out = {"transpose": f32(a.T.flatten(order="F"))}
    bt = b_raw[:N * M].reshape((N, M), order="F").T
    out["weighted"] = f32((0.5 * a - 2.0 * bt).flatten(order="F"))
    ap = a_raw.reshape((LD, N), order="F")
    bp = b_raw.reshape((LD, N), order="F")
    c = np.zeros((LD, N))
    c[:M, :] = ap[:M, :] - bp[:M, :]
    out["padded"] = f32(c.flatten(order="F"))
    d1 = np.arange(1, 7, dtype=np.float64)
    d2 = np.array([0.5, -0.5, 0.25, -0.25, 0.125, -0.125])
    out["dgeam"] = [float(v) for v in 3 * d1 + 4 * d2]
    return out
