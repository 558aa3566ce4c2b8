import numpy as np


def expected():
    x = (np.arange(300) % 25) - 12.0
    out = np.where(x < 0, -x * 0.5, x * 2.0) - 3.0
    return {"out": list(out), "count_positive": [int((out > 0).sum())]}
