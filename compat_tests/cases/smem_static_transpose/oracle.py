import numpy as np


def expected():
    a = (np.arange(2000) * 3 + 1).reshape(40, 50)
    return {"t": list(a.T.ravel())}
