import numpy as np

x = ((np.arange(128) * 29 + 7) % 50).reshape(4, 32)
LINES = [f"warp {w}: sum {x[w].sum()} max {x[w].max()}" for w in range(4)]
