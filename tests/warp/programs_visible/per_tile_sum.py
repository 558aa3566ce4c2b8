import numpy as np

i = np.arange(256)
LINES = [f"tile {t}: {s}" for t, s in enumerate(((i * 13) % 11).reshape(-1, 32).sum(axis=1))]
