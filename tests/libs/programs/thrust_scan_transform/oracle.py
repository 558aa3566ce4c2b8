"""numpy oracle: saxpy transform, sum of squares, prefix sums, stable sort by key."""
import numpy as np


def expected() -> str:
    n = 10
    x = np.array([0.5 * i for i in range(n)], dtype=np.float32)
    y = np.array([1.0 - 0.25 * i for i in range(n)], dtype=np.float32)
    z = 2.0 * x + y
    a = np.array([i % 4 + 1 for i in range(n)])
    inc = np.cumsum(a)
    exc = 10 + np.concatenate([[0], inc[:-1]])
    keys = np.array([(i * 3) % 5 for i in range(n)])
    order = np.argsort(keys, kind="stable")
    return ("z:" + "".join(f" {v:.3f}" for v in z) + "\n"
            f"sum_sq={float((z * z).sum()):.3f}\n"
            + "inc:" + "".join(f" {v}" for v in inc) + "\n"
            + "exc:" + "".join(f" {v}" for v in exc) + "\n"
            + "by_key:" + "".join(f" {keys[i]}:{i}" for i in order) + "\n")
