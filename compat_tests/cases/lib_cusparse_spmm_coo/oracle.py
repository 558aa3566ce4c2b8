import numpy as np

M, K, N = 4, 5, 3
ROWS = (0, 0, 1, 2, 2, 2, 3)
COLS = (1, 4, 0, 0, 3, 4, 1)
VALS = (2, -1, 3, -2, 1, 4, -3)


def dense(rows, cols, b, c):
    i, j = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    return (((i * b + j * c) % 7) - 3).astype(np.float64)


def expected():
    a = np.zeros((M, K))
    for r, c, v in zip(ROWS, COLS, VALS):
        a[r, c] += v
    n = 0.5 * (a @ dense(K, N, 2, 3)) + 2.0 * dense(M, N, 1, 5)
    t = -1.0 * (a.T @ dense(M, N, 2, 3)) + 0.25 * dense(K, N, 1, 5)
    return {
        "size": [M, K, len(VALS)],
        "spmm_n": [np.float32(v) for v in n.flatten(order="F")],
        "spmm_n_pad_nan": [1],
        "spmm_t": [np.float32(v) for v in t.flatten(order="F")],
        "spmm_t_pad_nan": [1],
    }
