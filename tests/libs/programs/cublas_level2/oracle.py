"""numpy oracle: BLAS gemv/axpy/dot/nrm2/asum/iamax (1-based)/scal/trsv, column-major."""
import numpy as np


def expected() -> str:
    m, n = 6, 4
    a = np.array([0.5 * ((i * 3) % 11) - 2.0 for i in range(m * n)]).reshape(m, n, order="F")
    x = np.array([1.0 + 0.25 * i for i in range(n)])
    y = np.array([0.125 * i - 0.3 for i in range(m)])
    y = 2.0 * a @ x + 0.5 * y
    out = ["gemv_n:" + "".join(f" {v:.6f}" for v in y)]
    x = 2.0 * a.T @ y + 0.5 * x
    out.append("gemv_t:" + "".join(f" {v:.6f}" for v in x))
    z = y - 1.5 * a[:, 0]
    out.append(f"dot={z @ y:.6f} nrm2={np.linalg.norm(z):.6f} asum={np.abs(z).sum():.6f} "
               f"iamax={int(np.argmax(np.abs(z))) + 1}")
    out.append("scal:" + "".join(f" {v:.6f}" for v in 0.25 * z))
    v = np.linalg.solve(np.tril(a[:n, :n]), x[::-1])  # incx -1: the vector is x reversed
    out.append("trsv:" + "".join(f" {w:.6f}" for w in v[::-1]))
    return "\n".join(out) + "\n"
