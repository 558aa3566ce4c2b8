"""numpy oracle: C_b = alpha * A_b @ B_b^T per batch (column-major, float32 inputs)."""
import numpy as np


def expected() -> str:
    m, n, k, batch = 3, 2, 4, 3
    sa, sb = m * k, n * k
    a = np.array([0.1 * (i % 9) - 0.3 for i in range(sa * batch)], dtype=np.float32).astype(np.float64)
    b = np.array([0.2 * (i % 7) - 0.5 for i in range(sb * batch)], dtype=np.float32).astype(np.float64)
    out = []
    for j in range(batch):
        A = a[j * sa:(j + 1) * sa].reshape(m, k, order="F")
        B = b[j * sb:(j + 1) * sb].reshape(n, k, order="F")
        c = A @ B.T
        out.append(f"s{j}:" + "".join(f" {v:.5f}" for v in c.flatten(order="F")))
        out.append(f"d{j}:" + "".join(f" {v:.5f}" for v in (2 * c).flatten(order="F")))
    return "\n".join(out) + "\n"
