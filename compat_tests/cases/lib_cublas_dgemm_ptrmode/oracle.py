import numpy as np

M, N, K = 4, 3, 5


def expected():
    a = np.array([(i * 7) % 11 - 5.0 for i in range(M * K)]).reshape((M, K), order="F")
    b = np.array([0.125 * ((i * 3) % 8) - 0.5 for i in range(K * N)]).reshape((K, N), order="F")
    c1 = 2.0 * (a @ b)  # beta = 0: the NaNs in C are not read
    at = np.array([(i * 7) % 11 - 5.0 for i in range(M * K)]).reshape((K, M), order="F").T  # A^T, lda = k
    c2 = -1.0 * (at @ b) + 1.5 * c1
    bt = np.array([0.125 * ((i * 3) % 8) - 0.5 for i in range(K * N)]).reshape((N, K), order="F").T  # B^T
    c3 = 0.25 * (a @ bt) - 1.0 * c2
    f = lambda c: [float(v) for v in c.flatten(order="F")]
    return {"default_mode_host": [1], "mode_device": [1], "beta0": f(c1), "accumulate": f(c2), "host_mode": f(c3)}
