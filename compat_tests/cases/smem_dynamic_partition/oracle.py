import numpy as np


def expected():
    i = np.arange(1000)
    v = (i * i + 3) % 1001
    hist, sums = [], []
    for b in range(8):
        seg = v[b * 128:(b + 1) * 128]
        hist += list(np.bincount(seg % 8, minlength=8))
        sums.append(float((seg * 0.5).sum()))  # halves of integers < 2^40: exact in any order
    return {"hist": hist, "sums": sums}
