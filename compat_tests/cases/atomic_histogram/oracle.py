import numpy as np


def expected():
    x = 12345
    vals = []
    for _ in range(20000):
        x = (x * 1103515245 + 12345) % (1 << 32)
        vals.append((x >> 16) & 0x7FFF)
    return {"bins": list(np.bincount(np.array(vals) % 64, minlength=64))}
