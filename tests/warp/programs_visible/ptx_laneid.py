LINES = [f"{i}: lane {i % 32} first {100 + (i // 32) * 32}" for i in range(0, 128, 9)]
