import numpy as np


def expected():
    i = np.arange(3000)
    return {"scan": list(np.cumsum((i * 13) % 7 - 2))}
