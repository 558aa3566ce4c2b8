def value(i: int) -> int:
    w, lane = divmod(i, 32)
    n = 4 + 5 * w
    return n if lane < n else -1


LINES = [f"out[{i}]: {value(i)}" for i in range(0, 128, 3)]
