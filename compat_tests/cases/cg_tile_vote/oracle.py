import numpy as np


def expected():
    i = np.arange(256)
    v = np.where((i < 64) & (i % 8 < 4), 2 * i % 40, (i * 41) % 97)
    b32 = [sum(1 << k for k in range(32) if v[w * 32 + k] % 5 == 0) for w in range(8)]
    t8 = []
    for g in range(32):
        x = v[g * 8:(g + 1) * 8]
        t8 += [int((x > 90).any()), int((x % 2 == 0).all()), sum(1 << k for k in range(8) if x[k] > 50)]
    return {"ballot32": b32, "tile8": t8}
