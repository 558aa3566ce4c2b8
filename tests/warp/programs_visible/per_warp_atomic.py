import numpy as np

i = np.arange(192)
x = np.where((i < 32) | ((i >= 96) & (i < 128)), 1, (i * 3) % 4)
flag = (x == 3).reshape(-1, 32)
LINES = [f"warp {w}: count {flag[w].sum()} busy {int(flag[w].any())}" for w in range(6)]
