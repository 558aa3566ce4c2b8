import numpy as np


def expected():
    v = (np.arange(1000) * 17) % 233
    sel = np.sort(v[v % 3 == 0])
    return {"count": [len(sel)], "values": list(sel)}
