import numpy as np

x = ((np.arange(512) * 11) % 23) * 0.25
LINES = [f"total: {x.sum():.2f}"]
