"""CUB's documented bins: HistogramEven splits [lower, upper) into num_levels - 1 equal bins,
HistogramRange bin b is [levels[b], levels[b + 1]); samples outside are not counted."""

import numpy as np

N = 500


def expected():
    i = np.arange(N)
    si = (i * 53) % 130 - 15
    sf = (0.0625 * ((i * 11) % 71) - 2.21875).astype(np.float32)
    ints = lambda a: [int(v) for v in a]
    return {"even_int": ints(np.histogram(si[(si >= 0) & (si < 100)], bins=10, range=(0, 100))[0]),
            "even_float": ints(np.histogram(sf[(sf >= -2) & (sf < 2)], bins=8, range=(-2, 2))[0]),
            "range_int": ints(np.histogram(si[(si >= -10) & (si < 110)], bins=[-10, 0, 5, 20, 60, 110])[0])}
