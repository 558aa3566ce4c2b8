import numpy as np


def expected():
    i = np.arange(200)
    k = (i - 100).astype(np.float32)
    x = k * np.float32(1.0009765625) * (2.0 ** (i % 18)).astype(np.float32) * np.float32(0.0078125)
    x = x.astype(np.float32)
    np.seterr(over="ignore")
    rt = x.astype(np.float16).astype(np.float32)
    a = (x * np.float32(0.001)).astype(np.float32).astype(np.float16).astype(np.float64)
    b = 1.5
    ar = []
    for av in a:
        # each operation exact in double, then rounded once to half (IEEE semantics of the intrinsics)
        ar += [np.float16(av + b), np.float16(av * b), np.float16(av - b), np.float16(av * b + av)]
    return {"input": list(x), "roundtrip": list(rt), "arith": [np.float32(v) for v in ar]}
