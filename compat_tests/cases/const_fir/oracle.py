import numpy as np


def expected():
    n = 500
    x = (np.arange(n) * 17) % 32
    c = (np.arange(9) + 1) / 16.0
    out = []
    for i in range(n):
        j = np.clip(np.arange(i - 4, i + 5), 0, n - 1)
        out.append(float((c * x[j]).sum()))  # sixteenths times integers < 32: exact in float32
    return {"out": out}
