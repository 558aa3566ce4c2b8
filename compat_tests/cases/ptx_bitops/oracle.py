"""PTX ISA definitions (chapter "Integer Arithmetic / Logic and Shift Instructions"), written bit by
bit in Python: lop3 (result bit = immLut bit a*4 + b*2 + c), prmt default mode (bytes of {b, a},
selector bit 3 replicates the chosen byte's sign), bfe/bfi (position and length are b & 0xff, c & 0xff;
bits beyond the msb take the field's sign bit for .s32, zero for .u32; length 0 gives 0), shf
(wrap: shift & 31; clamp: min(shift, 32); on the 64-bit value {b, a}), brev, clz, popc."""

M32 = (1 << 32) - 1


def xorshift32(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def bit(v, k):
    return (v >> k) & 1


def lop3(a, b, c, lut):
    return sum(((lut >> (bit(a, k) * 4 + bit(b, k) * 2 + bit(c, k))) & 1) << k for k in range(32))


def prmt(a, b, c):
    src = [((a | (b << 32)) >> (8 * k)) & 0xFF for k in range(8)]
    r = 0
    for k in range(4):
        s = (c >> (4 * k)) & 0xF
        byte = src[s & 7]
        if s & 8:
            byte = 0xFF if byte & 0x80 else 0
        r |= byte << (8 * k)
    return r


def bfe(a, b, c, signed):
    pos, ln = b & 0xFF, c & 0xFF
    if ln == 0:
        return 0
    sbit = bit(a, min(pos + ln - 1, 31)) if signed else 0
    return sum(((bit(a, pos + k) if (k < ln and pos + k <= 31) else sbit) << k) for k in range(32))


def bfi(a, b, c, d):
    pos, ln = c & 0xFF, d & 0xFF
    f = b
    k = 0
    while k < ln and pos + k <= 31:
        f = (f & ~(1 << (pos + k))) | (bit(a, k) << (pos + k))
        k += 1
    return f & M32


def shf_l_wrap(a, b, c):
    return (((b << 32) | a) << (c & 31)) >> 32 & M32


def shf_r_clamp(a, b, c):
    return (((b << 32) | a) >> min(c, 32)) & M32


def expected():
    n = 192
    x = 362436069
    v = []
    for i in range(n):
        x = xorshift32(x)
        v.append(x >> (x & 31) if i % 16 == 3 else x)
    v[0], v[7], v[11], v[13] = 0, M32, 0x80000000, 1
    keys = ["lop3_96", "lop3_e8", "lop3_ca", "lop3_1e", "prmt", "prmt_sign", "bfe_u32", "bfe_s32", "bfi",
            "shf_l_wrap", "shf_r_clamp", "brev", "clz", "popc"]
    out = {k: [] for k in keys}
    for i in range(n):
        a, b, c = v[i], v[(i + 1) % n], v[(i + 5) % n]
        pos, ln = (c >> 3) % 40, (c >> 9) % 40
        sh = c % 70
        vals = [lop3(a, b, c, 0x96), lop3(a, b, c, 0xE8), lop3(a, b, c, 0xCA), lop3(a, b, c, 0x1E),
                prmt(a, b, c & 0xFFFF), prmt(a, 0, 0x89AB), bfe(a, pos, ln, False), bfe(a, pos, ln, True),
                bfi(a, b, pos, ln), shf_l_wrap(a, b, sh), shf_r_clamp(a, b, sh),
                int(f"{a:032b}"[::-1], 2), 32 - a.bit_length(), a.bit_count()]
        for k, val in zip(keys, vals):
            out[k].append(val)
    return out
