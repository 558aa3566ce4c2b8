import numpy as np

N = 200


def expected():
    x = np.array([(i * 29) % 17 - 8 for i in range(N)], dtype=np.int64)
    ints = lambda a: [int(v) for v in a]
    exc_max = np.concatenate(([-100], np.maximum.accumulate(np.maximum(x, -100))[:-1]))
    absmax = [int(x[0])]  # an inclusive scan starts with the first item itself, op applied from the second
    for v in x[1:]:
        absmax.append(max(abs(absmax[-1]), abs(int(v))))
    return {"inclusive_sum": ints(np.cumsum(x)), "exclusive_sum": ints(np.concatenate(([0], np.cumsum(x)[:-1]))),
            "exclusive_max_from_minus_100": ints(exc_max), "inclusive_absmax": ints(absmax),
            "sum": [int(x.sum())], "min": [int(x.min())], "max": [int(x.max())], "reduce_absmax": [max(abs(int(v)) for v in x)],
            "argmin": [int(np.argmin(x)), int(x.min())], "argmax": [int(np.argmax(x)), int(x.max())]}
