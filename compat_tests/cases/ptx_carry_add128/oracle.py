"""128-bit sum and difference (mod 2**128) and the exact 128-bit product of two 64-bit numbers, with
Python integers; printed as four 32-bit limbs, least significant first."""

M32 = (1 << 32) - 1
M128 = (1 << 128) - 1


def xorshift32(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def limbs(v):
    return [(v >> (32 * k)) & M32 for k in range(4)]


def value(w):
    return sum(w[k] << (32 * k) for k in range(4))


def inputs(n=96):
    x = 2463534242
    a, b = [], []
    for i in range(n):
        wa, wb = [0] * 4, [0] * 4
        for k in range(4):
            x = xorshift32(x)
            wa[k] = x
            x = xorshift32(x)
            wb[k] = x
        if i % 8 == 1:
            wa, wb = [M32] * 4, [M32] * 4
        if i % 8 == 2:
            wa, wb = [M32] * 4, [1, 0, 0, 0]
        if i % 8 == 3:
            wa = [0] * 4
            wb[0] = 1
        if i % 8 == 4:
            wa[1] = wa[2] = M32
            wb[1] = 1
        a.append(wa)
        b.append(wb)
    return a, b


def expected():
    a, b = inputs()
    s, d, p = [], [], []
    for wa, wb in zip(a, b):
        va, vb = value(wa), value(wb)
        s += limbs((va + vb) & M128)
        d += limbs((va - vb) & M128)
        p += limbs((va & ((1 << 64) - 1)) * (vb >> 64))
    return {"sum": s, "diff": d, "prod": p}
