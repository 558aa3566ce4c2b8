import numpy as np


def expected():
    i = np.arange(1000)
    h = (i * 37) % 101 - 50
    return {"out": list(3 * h + 7), "d2d_same": [1]}
