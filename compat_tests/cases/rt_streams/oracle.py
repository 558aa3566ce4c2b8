import numpy as np


def expected():
    i = np.arange(4000)
    v = (i % 97) ** 2 + i // 1000
    return {"v": list(v), "query": [1]}
