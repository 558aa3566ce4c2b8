import numpy as np


def expected():
    v = (np.arange(256) * 7919) % 1000
    return {"max": list(np.repeat(v.reshape(8, 32).max(axis=1), 32))}
