"""numpy oracle: stable sort by key (radix sort is stable), descending sort."""
import numpy as np


def expected() -> str:
    n = 12
    k = np.array([((i * 5) % 7) - 3.25 for i in range(n)])
    v = np.arange(n)
    order = np.argsort(k, kind="stable")
    ints = np.array([(i * 11) % 13 - 6 for i in range(n)])
    return ("keys:" + "".join(f" {x:.2f}" for x in k[order]) + "\n"
            + "values:" + "".join(f" {x}" for x in v[order]) + "\n"
            + "desc:" + "".join(f" {x}" for x in sorted(ints, reverse=True)) + "\n")
