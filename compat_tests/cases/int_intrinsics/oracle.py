M32, M64 = (1 << 32) - 1, (1 << 64) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def s64(v):
    v &= M64
    return v - (1 << 64) if v >> 63 else v


def clz(v, bits):
    return bits - v.bit_length()


def ffs(v):
    return (v & -v).bit_length() if v else 0


def byte_perm(x, y, s):
    # CUDA Math API: bytes of {y, x} as an 8-byte value; selector nibble k picks the result's byte k
    src = ((y & M32) << 32) | (x & M32)
    r = 0
    for k in range(4):
        sel = (s >> (4 * k)) & 7
        r |= ((src >> (8 * sel)) & 0xFF) << (8 * k)
    return r


def expected():
    n = 40
    x, y = 2463534242, 88172645463325252
    u, l = [], []
    for i in range(n):
        x ^= (x << 13) & M32; x ^= x >> 17; x ^= (x << 5) & M32
        y ^= (y << 13) & M64; y ^= y >> 7; y ^= (y << 17) & M64
        u.append(0 if i % 10 == 0 else x)
        l.append(0 if i % 11 == 0 else s64(y))
    out = []
    for i in range(n):
        a, b = u[i], u[(i + 7) % n]
        p, q = l[i], l[(i + 3) % n]
        sa, sb = s32(a), s32(b)
        out += [(a).bit_count(), (p & M64).bit_count(), clz(a, 32), clz(p & M64, 64), ffs(a), ffs(p & M64),
                int(f"{a:032b}"[::-1], 2), (sa * sb) >> 32, (a * b) >> 32, (p * q) >> 64,
                s64(((p & M64) * (q & M64)) >> 64), byte_perm(a, b, 0x5140), (abs(sa - sb) + 5) & M32,
                (abs(a - b) + 7) & M32, max(sa, sb) - min(sa, sb) + abs(sa >> 1)]
    return {"out": [s64(v) for v in out]}
