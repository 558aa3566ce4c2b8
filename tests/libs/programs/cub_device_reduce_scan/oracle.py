"""numpy oracle: sum/max/min and inclusive/exclusive prefix sums."""
import numpy as np


def expected() -> str:
    a = np.array([(i * 37) % 101 - 50 for i in range(1000)])
    inc = np.cumsum(a)
    exc = np.concatenate([[0], inc[:-1]])
    return (f"sum={a.sum()} max={a.max()} min={a.min()}\n"
            f"inclusive: {inc[0]} {inc[1]} {inc[499]} {inc[-1]}\n"
            f"exclusive: {exc[0]} {exc[1]} {exc[499]} {exc[-1]}\n")
