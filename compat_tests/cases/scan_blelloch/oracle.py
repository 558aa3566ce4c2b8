import numpy as np


def expected():
    v = (np.arange(1024) * 31) % 9
    return {"scan": list(np.concatenate([[0], np.cumsum(v)[:-1]]).astype(float))}
