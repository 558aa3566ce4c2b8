import numpy as np

x = ((np.arange(128) * 53) % 97).reshape(4, 32)
LINES = [f"out[{i}]: {x[i // 32].max()}" for i in range(0, 128, 10)]
