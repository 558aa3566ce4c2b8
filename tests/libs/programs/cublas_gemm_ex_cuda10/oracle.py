"""numpy oracle: column-major GEMMs of small exact values (multiples of 1/4, 1/2: exact in float and half)."""
import numpy as np


def expected() -> str:
    m, n, k, batch = 3, 2, 4, 2
    a = np.array([0.25 * (i % 5) - 0.5 for i in range(m * k * batch)])
    b = np.array([0.5 * (i % 3) - 0.25 for i in range(k * n * batch)])

    def gemm(j: int, alpha: float) -> np.ndarray:
        A = a[j * m * k:(j + 1) * m * k].reshape(m, k, order="F")
        B = b[j * k * n:(j + 1) * k * n].reshape(k, n, order="F")
        return (alpha * (A @ B)).flatten(order="F")

    def fmt(vals) -> str:
        return "".join(f" {v:.4f}" for v in vals)

    first = gemm(0, 1.0)
    return (f"gemmex 0:{fmt(first)}\n"
            f"strided 0:{fmt(np.concatenate([gemm(0, 2.0), gemm(1, 2.0)]))}\n"
            f"sgemmex 0:{fmt(first)}\n"
            "migrate 0 1 1\n")
