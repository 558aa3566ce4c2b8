import numpy as np


def expected():
    i = np.arange(4096)
    v = ((i * 7919) % 4099) * 0.5 - 1000.0
    # budget: increments of 1..10 accepted while the total stays <= 5000; the final total is within 10 of
    # the limit whatever the order (every later increment that failed was <= 10), accepted count in (0, n)
    return {"max": [float(v.max())], "budget_le_limit": [1], "accepted_some": [1]}
