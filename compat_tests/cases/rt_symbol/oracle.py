import numpy as np


def expected():
    t = np.arange(16) ** 2 - 3
    t[12:16] = [1000, 1001, 1002, 1003]
    return {"total": [int((t * np.arange(1, 17)).sum())], "table": list(t + 100)}
