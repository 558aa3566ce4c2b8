import numpy as np

i = np.arange(256)
LINES = [f"sum {w}: {s}" for w, s in enumerate(((i * i) % 17).reshape(-1, 32).sum(axis=1))]
