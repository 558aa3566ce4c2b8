import numpy as np


def expected():
    i = np.arange(50000)
    a = (i % 17) * 0.5
    b = (i % 13) - 6.0
    return {"dot": [float((a * b).sum())]}  # halves of small integers: every order gives the exact sum
