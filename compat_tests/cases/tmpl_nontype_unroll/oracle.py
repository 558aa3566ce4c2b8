import numpy as np


def expected():
    x = np.arange(1000, dtype=np.int64) % 300 - 150
    return {"out": list(x ** 3 - x ** 2)}
