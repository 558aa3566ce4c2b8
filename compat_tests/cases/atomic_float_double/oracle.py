import numpy as np


def expected():
    i = np.arange(10000)
    f = [float(((i[i % 4 == k] % 50) * 0.25).sum()) for k in range(4)]  # < 2^24 quarters: exact in float32
    d = [float(((i[i % 3 == k] % 1000) * 0.125).sum()) for k in range(3)]
    return {"f": f, "d": d}
