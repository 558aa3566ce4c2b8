import numpy as np


def expected():
    v = (np.arange(512) * 53) % 61 - 30
    s = v.reshape(16, 32).sum(axis=1)
    return {"sums": list(s), "bcast": list(np.repeat(s, 32))}
