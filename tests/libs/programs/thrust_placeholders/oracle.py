"""numpy oracle: |(2v + 1 - key) - v| summed per run of equal keys, the sum of v as double, and the
vector set to 9 by a placeholder assignment."""
import numpy as np


def expected() -> str:
    n = 12
    k = np.arange(n) // 4
    v = (np.arange(n) * 7) % 5
    t = np.abs((2 * v + 1 - k) - v)
    sums = [int(t[k == r].sum()) for r in range(3)]
    return f"runs=3 {' '.join(map(str, sums))} dsum={float(v.sum()):.1f} nines={9 * n}\n"
