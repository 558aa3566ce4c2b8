import numpy as np

M, N, LDA, INCX, INCY = 5, 4, 7, 2, 3


def expected():
    a = np.array([[((i + 2 * j) % 7) - 3 for j in range(N)] for i in range(M)], dtype=np.float64)
    x_full = np.array([0.5 * (i // INCX) - 1.0 if i % INCX == 0 else -777.0 for i in range(INCX * M)])
    y_full = np.array([float(i // INCY) if i % INCY == 0 else -555.0 for i in range(INCY * M)])
    out = {}
    y = y_full.copy()
    y[0:INCY * M:INCY] = 2.0 * (a @ x_full[0:INCX * N:INCX]) - 0.5 * y_full[0:INCY * M:INCY]
    out["sgemv_n"] = [np.float32(v) for v in y]
    y = y_full.copy()[: INCY * N]
    y[0:INCY * N:INCY] = 2.0 * (a.T @ x_full[0:INCX * M:INCX]) - 0.5 * y_full[0:INCY * N:INCY]
    out["sgemv_t"] = [np.float32(v) for v in y]
    da = np.array([0.25 * ((i * 5) % 9) - 1.0 for i in range(M * N)]).reshape((M, N), order="F")
    dx = np.arange(1, N + 1, dtype=np.float64)
    dy = -2.0 * np.arange(M)
    out["dgemv_n"] = [float(v) for v in da @ dx + 3.0 * dy]
    return out
