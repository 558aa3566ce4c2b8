import numpy as np


def expected():
    i = np.arange(64)
    lut = np.array([1, 1, 2, 3, 5, 8, 13, 21])
    w = np.array([0.5, 0.25, 2.0, -1.0])
    return {"out": list(((i * 2 - 31) * 3 - 7 + lut[i % 8]) * w[i % 4])}
