"""Oracle from tests/libs/curand_model.py: the same draws from the XORWOW model, counted with numpy's
float32 arithmetic."""
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import curand_model as m


def expected() -> str:
    hits = []
    for t in range(32):
        g = m.Xorwow(2024, t, 0)
        u = np.array(m.draw(g, "curand_uniform", 80), dtype=np.float32).reshape(40, 2)
        hits.append(int(((u[:, 0] * u[:, 0] + u[:, 1] * u[:, 1]) <= np.float32(1.0)).sum()))
    total = sum(hits)
    return "hits:" + "".join(f" {h}" for h in hits) + f"\ntotal={total} pi~{4.0 * total / (32 * 40):.5f}\n"
