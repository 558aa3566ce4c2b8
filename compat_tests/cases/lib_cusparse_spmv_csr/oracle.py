import numpy as np

M, N = 5, 6


def matrix(scale):
    a = np.zeros((M, N))
    for i in range(M):
        for j in range(N):
            if i != 3 and (2 * i + j) % 3 == 0:
                a[i, j] = scale * ((i + 2 * j) % 5 - 2)
    return a


def vec(n, a, b):
    return np.array([a * ((i * b) % 7 - 3) for i in range(n)], dtype=np.float64)


def expected():
    a = matrix(1.0)
    nnz = sum(1 for i in range(M) for j in range(N) if i != 3 and (2 * i + j) % 3 == 0)
    out = {"nnz": [nnz], "stream_set": [1]}
    out["spmv_n"] = [float(v) for v in 2.0 * (a @ vec(N, 1.0, 3)) - vec(M, 0.5, 2)]
    out["spmv_t"] = [float(v) for v in -0.5 * (a.T @ vec(M, 1.0, 4)) + 3.0 * vec(N, 1.0, 5)]
    out["spmv_base1_d"] = [float(v) for v in 1.5 * (matrix(0.5) @ vec(N, 0.25, 2))]
    return out
