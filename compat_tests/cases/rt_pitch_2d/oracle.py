import numpy as np


def expected():
    w, h = 37, 23
    y, x = np.mgrid[0:h, 0:w]
    m = ((x * 7 + y * 3) % 11) * 2.0 + y * 1000 + x  # small integers: exact in float32
    return {"pitch_ok": [1], "m": list(m.ravel())}
