import numpy as np

x = (np.arange(300) * 37) % 101
sel = x[x % 3 == 0].astype(np.int64)
LINES = [f"count: {sel.size}", f"sum: {sel.sum()}", f"sumsq: {(sel * sel).sum()}"]
