"""numpy oracle: sorting, reductions, counting, sum of squares of 3..22."""
import numpy as np


def expected() -> str:
    a = np.array([(i * 7) % 11 - 5 for i in range(20)])
    s = np.sort(a)
    return ("sorted:" + "".join(f" {x}" for x in s) + "\n"
            f"sum={s.sum()} prod={int(np.prod(s[:5]))} max={s.max()} zeros={(s == 0).sum()}\n"
            + "desc:" + "".join(f" {x}" for x in s[::-1]) + "\n"
            f"sum_squares={sum(x * x for x in range(3, 23))}\n")
