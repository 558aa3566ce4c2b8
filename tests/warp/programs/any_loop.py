def steps(v: int) -> int:
    n = 0
    while v != 1:
        v = v // 2 if v % 2 == 0 else 3 * v + 1
        n += 1
    return n


LINES = [f"steps({i + 1}): {steps(i + 1)}" for i in range(0, 128, 9)]
