import numpy as np


def expected():
    x = np.arange(64) - 20
    return {"out": list(np.clip(3 * x - 4, -30, 50))}
