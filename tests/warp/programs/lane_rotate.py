LINES = [f"out[{i}]: {(i // 32) * 100 + ((i % 32 + 1) % 32)}" for i in range(0, 128, 5)]
