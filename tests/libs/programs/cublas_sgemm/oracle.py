"""numpy oracle: column-major GEMM with transposes."""
import numpy as np


def expected() -> str:
    m, n, k = 5, 4, 3
    a = np.array([0.25 * (i % 7) - 0.5 for i in range(k * m)], dtype=np.float64)
    b = np.array([0.5 * (i % 5) - 1.0 for i in range(k * n)], dtype=np.float64)
    lines = []
    for ta in range(2):
        for tb in range(2):
            c = np.array([0.1 * i for i in range(m * n)], dtype=np.float32).astype(np.float64).reshape(n, m).T
            A = a.reshape(m, k, order="F") if not ta else a.reshape(k, m, order="F").T
            B = b.reshape(k, n, order="F") if not tb else b.reshape(n, k, order="F").T
            r = 1.5 * A @ B - 0.5 * c
            lines.append(f"ta={ta} tb={tb}:" + "".join(f" {v:.5f}" for v in r.flatten(order="F")))
    return "\n".join(lines) + "\n"
