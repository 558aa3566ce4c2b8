"""Radix sort is stable (CUB documents it): numpy's stable argsort gives the same order."""

import numpy as np

N = 100


def expected():
    i = np.arange(N)
    keys = (0.5 * ((i * 37) % 23) - 5.0).astype(np.float32)
    order = np.argsort(keys, kind="stable")
    u = ((i * 2654435761) % 2**32).astype(np.uint64)
    field = (u >> 4) & 0xFF
    desc = np.argsort(-field.astype(np.int64), kind="stable")  # descending, ties in input order
    return {"size_query_nonzero": [1], "keys": list(keys[order]), "values": [int(x) for x in order],
            "bits_4_12_descending": [int(x) for x in u[desc]], "double_buffer": [int(x) for x in np.sort(u)]}
