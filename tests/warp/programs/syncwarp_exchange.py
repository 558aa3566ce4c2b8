def value(i: int) -> int:
    w, lane = divmod(i, 32)
    return (w * 32 + 31 - lane) * 3 * 2 + 2 if w % 2 == 0 else i * 3 + 1


LINES = [f"out[{i}]: {value(i)}" for i in range(0, 128, 9)]
