import numpy as np

x = (np.arange(768) * 7919) % 1009
LINES = []
for b in range(3):
    seg = x[b * 256:(b + 1) * 256]
    k = int(np.argmax(seg)) + b * 256  # first index of the maximum
    LINES.append(f"block {b}: argmax {k} value {x[k]}")
