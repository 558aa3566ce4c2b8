import numpy as np


def expected():
    i = np.arange(100)
    x, y = i % 10, i // 10
    return {"i": list(3 * x + y), "f": list(2.5 * x + y), "d": list(-0.125 * x + y)}
