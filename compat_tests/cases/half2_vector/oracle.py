import numpy as np


def expected():
    i = np.arange(64)
    a = ((i - 32).astype(np.float32) * np.float32(0.3)).astype(np.float32)
    b = ((i % 7).astype(np.float32) * np.float32(1.7) - np.float32(4.0)).astype(np.float32)
    out = []
    for av, bv in zip(a, b):
        xl, xh = np.float16(av), np.float16(bv)
        yl, yh = np.float16(bv), np.float16(0.75)
        f = np.float64
        out += [np.float16(f(xl) + f(yl)), np.float16(f(xh) + f(yh)),
                np.float16(f(xl) * f(yl)), np.float16(f(xh) * f(yh)),
                np.float32(-f(xl)) + np.float32(-f(xh)),
                1.0 if xl > xh else (-1.0 if xl < xh else 0.0)]
    return {"a": list(a), "b": list(b), "out": [np.float32(v) for v in out]}
