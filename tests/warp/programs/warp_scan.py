import numpy as np

x = (np.arange(256) % 5 + 1).reshape(-1, 32)
scan = np.cumsum(x, axis=1).ravel()
total = np.repeat(x.sum(axis=1), 32)
LINES = [f"scan[{i}]: {scan[i]} total: {total[i]}" for i in range(0, 256, 13)]
