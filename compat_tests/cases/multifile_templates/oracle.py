import numpy as np


def expected():
    i = np.arange(40)
    return {"ints": list(i * 3 + 1), "doubles": list(i * 0.5 * -2.0 + 1)}
