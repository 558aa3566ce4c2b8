import numpy as np


def expected():
    n, block = 100003, 256
    i = np.arange(n, dtype=np.uint64)
    v = ((i * np.uint64(2654435761)) % np.uint64(1 << 32) % np.uint64(10007)).astype(np.int64) - 5000
    blocks = (n + 2 * block - 1) // (2 * block)
    parts = [int(v[b * 512:(b + 1) * 512].sum()) for b in range(blocks)]
    return {"blocks": [blocks], "first_partials": [parts[0], parts[1], parts[-1]], "total": [int(v.sum())]}
