def value(i: int) -> int:
    base, lane = divmod(i, 32)
    base *= 32
    if lane < 16:
        return (base + 15 - lane) * 10
    return (base + 16 + 31 - lane) * 100


LINES = [f"out[{i}]: {value(i)}" for i in range(0, 128, 7)]
