import numpy as np


def expected():
    i = np.arange(256)
    v = (i * 37) % 101 - np.where(i // 32 == 2, 10, 0) + np.where(i // 32 == 5, 100, 0)
    ballots, flags = [], []
    for w in range(8):
        x = v[w * 32:(w + 1) * 32]
        b = sum(1 << k for k in range(32) if x[k] > 50)
        ballots.append(b)
        flags += [(b).bit_count(), int((x < 0).any()), int((x < 100).all())]
    return {"ballots": ballots, "flags": flags}
