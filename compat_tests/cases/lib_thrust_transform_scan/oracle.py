import numpy as np

N = 80


def expected():
    x = np.array([(i * 41) % 23 - 11 for i in range(N)], dtype=np.int64)
    f = np.array([0.25 * (i % 9) for i in range(N)])
    saxpy = -2.0 * f + 1.5
    ints = lambda a: [int(v) for v in a]
    return {"sum_squares": [int((x * x).sum())], "max_abs": [int(np.abs(x).max())],
            "inclusive_sum": ints(np.cumsum(x)), "running_max": ints(np.maximum.accumulate(x)),
            "exclusive_from_1000": ints(1000 + np.concatenate(([0], np.cumsum(x)[:-1]))),
            "saxpy": [np.float32(v) for v in saxpy], "saxpy_total": [np.float32(0.5 + saxpy.sum())]}
