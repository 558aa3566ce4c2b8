"""numpy oracle: per-block sums and exclusive prefix sums."""
import numpy as np


def expected() -> str:
    block, blocks = 128, 3
    a = np.array([(i * 13) % 17 - 8 for i in range(block * blocks)]).reshape(blocks, block)
    out = []
    for b in range(blocks):
        ex = np.concatenate([[0], np.cumsum(a[b])[:-1]])
        out.append(f"block {b}: sum={a[b].sum()} total={a[b].sum()} scan[1]={ex[1]} scan[64]={ex[64]} "
                   f"scan[127]={ex[127]}")
    return "\n".join(out) + "\n"
