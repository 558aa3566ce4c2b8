"""PTX ISA semantics of the predicated blocks (setp comparison table: ordered comparisons are false and
unordered ones true when an operand is NaN; selp; and/or.pred; p|q is (cmp, !cmp)) over the program's
xorshift inputs, with numpy float32; %laneid for 1-D blocks of 96 threads is threadIdx.x % 32."""

import numpy as np

M32 = (1 << 32) - 1


def s32(v):
    v &= M32
    return v - (1 << 32) if v >> 31 else v


def xorshift32(x):
    x ^= (x << 13) & M32
    x ^= x >> 17
    x ^= (x << 5) & M32
    return x


def expected():
    n, block = 288, 96
    x = 88675123
    a, b, f, g = [], [], [], []
    for i in range(n):
        x = xorshift32(x)
        ai = s32(x)
        x = xorshift32(x)
        bi = ai if i % 5 == 0 else ((x & 0xFF) - 128 if i % 7 == 0 else s32(x))
        fi = np.float32(((x % 2001) - 1000) * 0.25)
        gi = np.float32((((x >> 11) % 2001) - 1000) * 0.25)
        if i % 9 == 0:
            gi = fi
        if i % 13 == 0:
            fi = np.float32(np.nan)
        if i % 17 == 0:
            gi = np.float32(np.nan)
        a.append(ai); b.append(bi); f.append(fi); g.append(gi)
    out = {k: [] for k in ("max", "min", "umax", "flags", "eqs", "fcmp", "laneid")}
    for i in range(n):
        xi, yi = a[i], b[i]
        ux, uy = xi & M32, yi & M32
        out["max"].append(max(xi, yi))
        out["min"].append(min(xi, yi))
        out["umax"].append(s32(max(ux, uy)))
        p, q = xi < 0, yi > 0
        fl = (1 if (p and q) else 0) + (2 if (p or q) else 0)
        fl |= 4 if (ux & 255) == (uy & 255) else 0
        fl |= 8 if ux >= uy else 0
        out["flags"].append(fl)
        out["eqs"].append(10 if (ux & 3) == (uy & 3) else 20)
        fi, gi = f[i], g[i]
        nan = bool(np.isnan(fi) or np.isnan(gi))
        c = (1 if (not nan and fi < gi) else 0) | (2 if (nan or fi < gi) else 0) | (4 if nan else 0)
        c |= 8 if (not nan and fi >= gi) else 0
        out["fcmp"].append(c)
        out["laneid"].append((i % block) % 32)
    return out
