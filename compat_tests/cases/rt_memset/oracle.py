import numpy as np


def expected():
    v = np.full(300, 0x01010101, dtype=np.int64)
    v[100:150] = 0
    v[200:210] = -1
    return {"v": list(v + np.arange(300))}
