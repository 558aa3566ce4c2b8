import numpy as np


def expected():
    v = ((np.arange(1536) * 29) % 64) * 0.5
    return {"sums": list(v.reshape(6, 256).sum(axis=1))}  # halves of small integers: exact in float32
