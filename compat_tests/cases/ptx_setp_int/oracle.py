"""PTX ISA semantics of setp on integers, written from the ISA's comparison table, not from the CUDA
program: for .sN the operands are two's-complement signed, for .uN (lt le gt ge as well as lo ls hi hs)
and .bN (eq ne only) they are unsigned; `setp.CMP p|q, a, b` sets q = !(a CMP b); `setp.CMP.BOOL r, a,
b, {!}c` sets r = (a CMP b) BOOL ({!}c). numpy views give the signed and unsigned readings of the same
bit patterns. The loops: a top-tested loop with exit test i >= hi runs max(0, hi - lo) times, a
bottom-tested one with continue test i < hi runs max(1, hi - lo) times."""

import numpy as np

V32 = [0x80000000, 0x80000001, 0xFFFFFFFE, 0xFFFFFFFF, 0, 1, 2, 0x7FFE, 0x7FFFFFFE, 0x7FFFFFFF]
V64 = [1 << 63, (1 << 63) + 1, (1 << 64) - 2, (1 << 64) - 1, 0xFFFFFFFF00000000, 0, 1, 2, 1 << 31,
       (1 << 32) - 1, 1 << 32, (1 << 33) - 1, (1 << 63) - 2, (1 << 63) - 1]


def masks(values, udt, sdt):
    """One mask per ordered pair (a, b) of `values` (a major), bit k set when comparison k holds."""
    k = len(values)
    ua = np.repeat(np.array(values, dtype=udt), k)
    ub = np.tile(np.array(values, dtype=udt), k)
    sa, sb = ua.view(sdt), ub.view(sdt)
    eq_s = sa == sb
    bits = [
        eq_s, sa != sb, sa < sb, sa <= sb, sa > sb, sa >= sb,  # .s: eq ne lt le gt ge
        ua == ub, ua != ub, ua < ub, ua <= ub, ua > ub, ua >= ub,  # .u: eq ne lt le gt ge
        ua < ub, ua <= ub, ua > ub, ua >= ub,  # .u: lo ls hi hs
        ua == ub, ua != ub,  # .b: eq ne
        ~(sa < sb),  # q of setp.lt.s p|q
        (sa > sb) | eq_s,  # setp.gt.or.s r, a, b, e   (e: a == b)
        (ua >= ub) & ~eq_s,  # setp.ge.and.u r, a, b, !e
    ]
    out = np.zeros(k * k, dtype=np.int64)
    for bit, holds in enumerate(bits):
        out |= holds.astype(np.int64) << bit
    return [int(v) for v in out]


def expected():
    lo = [i - 2 for i in range(5) for _ in range(5)]
    hi = [j - 2 for _ in range(5) for j in range(5)]
    return {
        "cmp32": masks(V32, np.uint32, np.int32),
        "cmp64": masks(V64, np.uint64, np.int64),
        "trips_top": [max(0, h - l) for l, h in zip(lo, hi)],
        "trips_bottom": [max(1, h - l) for l, h in zip(lo, hi)],
    }
