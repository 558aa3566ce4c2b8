"""Population count, 32-bit reversal, wrapping power (pow(b, e, 2**32)) and the Collatz step count
(bounded at 1000), computed directly in Python from their definitions."""

M32 = (1 << 32) - 1


def xorshift32(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def collatz(start, limit=1000):
    x, k = start, 0
    while x != 1 and k < limit:
        x = x // 2 if x % 2 == 0 else (3 * x + 1) & M32
        k += 1
    return k


def expected():
    n = 160
    x = 123456789
    v = []
    for _ in range(n):
        x = xorshift32(x)
        v.append(x)
    v[0:5] = [0, M32, 1, 0x80000000, 26]
    out = {"popc": [], "popc2": [], "brev": [], "pow": [], "pow3": [], "collatz": []}
    for i, a in enumerate(v):
        out["popc"].append(a.bit_count())
        out["popc2"].append((a ^ (a >> 7)).bit_count())
        out["brev"].append(int(f"{a:032b}"[::-1], 2))
        out["pow"].append(pow(a | 1, (i * 37) & M32, 1 << 32))
        out["pow3"].append(pow(3, a & 0xFFFF, 1 << 32))
        out["collatz"].append(collatz(a % 5000 + 1))
    return out
