import numpy as np


def expected():
    i = np.arange(384)
    v = (i * i + i // 32) % 13
    ballots, counts = [], []
    for w in range(12):
        if w % 3 == 1:
            ballots.append(0)
            counts.append(-1)
            continue
        b = sum(1 << k for k in range(32) if v[w * 32 + k] % 4 == 1)
        ballots.append(b)
        counts.append((b).bit_count())
    return {"ballots": ballots, "counts": counts}
