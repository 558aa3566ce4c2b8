import numpy as np

x = (np.arange(1000) * 31) % 17 - 8
LINES = [f"positive: {int((x > 0).sum())}"]
