def value(linear: int) -> int:
    src = (linear // 32) * 32 + 5
    return (src // 16) * 1000 + src % 16


LINES = [f"out[{i}]: {value(i)}" for i in range(0, 128, 7)]
