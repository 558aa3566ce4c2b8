import numpy as np

ROWS, COLS = 6, 8


def expected():
    a = np.array([[((3 * i + 5 * j) % 13) - 6 for j in range(COLS)] for i in range(ROWS)], dtype=np.float64)
    a[1, :] += 0.5 * a[4, :]
    a[0:ROWS:2, 2] *= -3.0
    out = {"matrix": [np.float32(v) for v in a.flatten(order="F")]}
    out["sdot"] = [np.float32(a[1, :] @ a[3, :])]
    out["snrm2"] = [float(np.sqrt(np.sum(a[:, 5] ** 2)))]
    out["sasum"] = [np.float32(np.sum(np.abs(a[0, 0:COLS:2])))]
    row = np.abs(a[2, :])
    out["isamax"] = [int(np.argmax(row)) + 1]  # first of the largest, 1-based (BLAS)
    x = np.array([0.5 * i - 3.0 for i in range(20)])
    y = np.array([(i % 5) - 2.0 for i in range(30)])
    out["ddot_device"] = [float(x[0:20:2] @ y[0:30:3])]
    return out
