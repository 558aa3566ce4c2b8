from functools import reduce


def expected():
    n = 1000
    # atomicInc(p, 16): old >= 16 ? 0 : old + 1 -> after n increments from 0: n mod 17
    inc = n % 17
    # atomicDec(p, 9): (old == 0 || old > 9) ? 9 : old - 1 -> a cycle 0 -> 9 -> 8 ... -> 0 of length 10
    dec = 0
    for _ in range(n):
        dec = 9 if dec == 0 or dec > 9 else dec - 1
    vals = [(i * 37) % 1001 - 500 for i in range(n)]
    bits_and = 0xFFFFFFFF
    for i in range(n):
        bits_and &= ~(1 << (i % 32)) & 0xFFFFFFFF
    bits_or = 0
    for i in range(n):
        bits_or |= 1 << (i % 29)
    x = reduce(lambda a, b: a ^ b, range(n), 0)
    return {"u": [inc, dec, bits_and, bits_or, x], "s": [min(vals), max(vals), -3 * n, 42]}
