import numpy as np

x = (np.arange(144) * 17) % 10
LINES = [f"multiples of 3: {int((x % 3 == 0).sum())}"]
for i in range(0, 144, 11):
    b, t = divmod(i, 48)
    LINES.append(f"first[{i}]: {x[b * 48 + (t // 32) * 32]}")
