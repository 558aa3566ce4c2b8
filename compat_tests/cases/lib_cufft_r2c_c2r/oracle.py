import numpy as np

N, BATCH = 16, 2


def rows(n, count):
    return np.array([[0.25 * ((i * (r + 3)) % 9) - 1.0 for i in range(n)] for r in range(count)])


def expected():
    ri = lambda z: [v for c in z.flatten() for v in (c.real, c.imag)]
    x = rows(N, BATCH)
    f = np.fft.rfft(x, axis=1)  # n/2 + 1 outputs per row
    out = {"r2c": ri(f), "c2r_unnormalised": [float(v) for v in (N * x).flatten()], "r2c_in_place": ri(f)}
    out["r2c_2d"] = ri(np.fft.rfft2(rows(10, 6)))  # 6 x 10, last dimension halved
    return out
