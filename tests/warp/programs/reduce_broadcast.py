import numpy as np

x = (np.arange(256) * 7) % 11
warp = x.reshape(-1, 32).sum(axis=1)
LINES = [f"out[{i}]: {warp[i // 32]}" for i in range(0, 256, 16)]
