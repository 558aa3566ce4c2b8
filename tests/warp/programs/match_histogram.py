import numpy as np

i = np.arange(500)
counts = np.bincount((i * i + 7 * i) % 8, minlength=8)
LINES = [f"bin {b}: {counts[b]}" for b in range(8)]
