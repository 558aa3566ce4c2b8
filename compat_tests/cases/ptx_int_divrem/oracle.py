"""Integer division truncating toward zero and the remainder with the dividend's sign (PTX ISA div/rem,
C semantics), with Python integers; unsigned forms on the two's-complement bit patterns."""

M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def tdiv(a, b):
    qt = abs(a) // abs(b)
    return qt if (a < 0) == (b < 0) else -qt


def expected():
    n = 128
    x, y = 521288629, 88172645463325252
    a, b, p, q = [], [], [], []
    for i in range(n):
        x ^= (x << 13) & M32; x ^= x >> 17; x ^= (x << 5) & M32
        a.append(s32(x))
        x ^= (x << 13) & M32; x ^= x >> 17; x ^= (x << 5) & M32
        bi = (x % 2001) - 1000 if i % 3 == 0 else s32(x) >> (x & 15)
        b.append(bi or 7)
        y ^= (y << 13) & M64; y ^= y >> 7; y ^= (y << 17) & M64
        p.append(s64(y))
        y ^= (y << 13) & M64; y ^= y >> 7; y ^= (y << 17) & M64
        qi = (y % 100003) - 50001 if i % 4 == 0 else s64(y) >> (y & 31)
        q.append(qi or -13)
    keys = ["div_u32", "rem_u32", "div_s32", "rem_s32", "div_u64", "rem_u64", "div_s64", "rem_s64"]
    out = {k: [] for k in keys}
    for i in range(n):
        ua, ub, up, uq = a[i] & M32, b[i] & M32, p[i] & M64, q[i] & M64
        sq, lq = tdiv(a[i], b[i]), tdiv(p[i], q[i])
        vals = [ua // ub, ua % ub, sq, a[i] - sq * b[i], s64(up // uq), s64(up % uq), lq, p[i] - lq * q[i]]
        for k, v in zip(keys, vals):
            out[k].append(v)
    return out
