import numpy as np


def expected():
    i = np.arange(512)
    v = (i * i) % 97 - 40
    return {"sums": list(v.reshape(16, 32).sum(axis=1))}
