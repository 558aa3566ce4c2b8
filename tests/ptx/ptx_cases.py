"""Form cases: an asm statement per PTX form, its operand constraints, the reference model of its
result (tests/ptx/ptx_model.py) and how to compare. Used by test_forms.py (host harness, vectors) and
test_gfx942.py (every case also compiles for gfx942)."""

from __future__ import annotations

import math
import random
import struct
from collections.abc import Callable
from dataclasses import dataclass

import ptx_model as M

# constraint letter -> (C type of the harness variable, bit width)
CTYPES = {"h": ("unsigned short", 16), "r": ("unsigned int", 32), "l": ("unsigned long long", 64),
          "f": ("float", 32), "d": ("double", 64)}


@dataclass
class Case:
    form: str  # the form under test (for reports)
    template: str  # PTX with %N operands (outputs first)
    outs: str  # constraint letters of outputs, e.g. "r"
    ins: str  # constraint letters of inputs
    ref: Callable[..., tuple]  # model: input bits -> output bits tuple
    cmp: str = "exact"  # exact | float | f16... | approx (bounds: approx_bounds.py, from the PTX ISA)
    gen: str = ""  # input generator per input ('' = by constraint letter); e.g. "s" small shift amounts
    extra_vectors: list[tuple[int, ...]] | None = None

    def asm(self) -> str:
        outs = ", ".join(f'"={c}"(o{i})' for i, c in enumerate(self.outs))
        ins = ", ".join(f'"{c}"(i{i})' for i, c in enumerate(self.ins))
        return f'asm volatile("{self.template}" : {outs} : {ins});'


# ------------------------------------------------------------------------- input generators

E32 = [0, 1, 2, 0xFFFFFFFF, 0x80000000, 0x7FFFFFFF, 0x7F, 0x80, 0xFF, 0x100, 0x8000, 0xFFFF, 31, 32, 33,
       63, 64, 65, 0xFFFFFFFE, 0x80000001, 0x12345678, 0xDEADBEEF]
E64 = [0, 1, 2, M.m(64), 1 << 63, (1 << 63) - 1, 0xFFFFFFFF, 1 << 32, 31, 32, 63, 64, 65, (1 << 64) - 2,
       0x0123456789ABCDEF]
E16 = [0, 1, 0xFFFF, 0x8000, 0x7FFF, 0xFF, 0x80, 15, 16, 17]


def _fb(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]


def _db(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


EF32 = [0x0, 0x80000000, _fb(1.0), _fb(-1.0), 0x7F800000, 0xFF800000, 0x7FC00000, 0xFFC00001, 0x7F800001,
        0x1, 0x80000001, 0x007FFFFF, 0x807FFFFF, 0x00800000, 0x7F7FFFFF, 0xFF7FFFFF, _fb(0.5), _fb(1.5),
        _fb(2.5), _fb(-2.5), _fb(-0.5), _fb(0.49999997), _fb(2147483648.0), _fb(-2147483648.0),
        _fb(4294967296.0), _fb(9.2233720e18), _fb(1.8446744e19), _fb(3.0), _fb(1e-3), _fb(123456.7)]
EF64 = [0, 1 << 63, _db(1.0), _db(-1.0), 0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 1,
        (1 << 63) | 1, 0x000FFFFFFFFFFFFF, _db(0.5), _db(2.5), _db(-2.5), _db(1.5), _db(3.4028235677973366e38),
        _db(3.4028236e38), _db(1e-40), _db(1e-46), _db(-1e-46), _db(9.2233720368547758e18),
        _db(1.8446744073709552e19), _db(-9.2233720368547758e18), _db(1.0000000596046448),
        _db(1.0000001788139343), _db(2.0 ** -149 * 1.5), _db(1e300), _db(-1e300)]


def _rand_f32(rng: random.Random) -> int:
    k = rng.random()
    if k < 0.5:  # moderate magnitudes
        return _fb(rng.uniform(-1, 1) * 2.0 ** rng.randint(-30, 40))
    if k < 0.6:  # denormals
        return rng.getrandbits(23) | (rng.getrandbits(1) << 31)
    return rng.getrandbits(32)


def _rand_f64(rng: random.Random) -> int:
    k = rng.random()
    if k < 0.5:
        return _db(rng.uniform(-1, 1) * 2.0 ** rng.randint(-160, 140))
    if k < 0.6:
        return _db(rng.uniform(-1, 1) * 2.0 ** rng.randint(-1074, -1000))
    return rng.getrandbits(64)


# f16 / bf16 edge values: zeros, ones, inf, NaN, smallest subnormal, largest subnormal, smallest normal,
# largest finite, halves and values whose sums and products round at ties
EH = {
    "f16": [0x0000, 0x8000, 0x3C00, 0xBC00, 0x7C00, 0xFC00, 0x7E00, 0x0001, 0x03FF, 0x0400, 0x7BFF, 0xFBFF,
            0x3800, 0x3E00, 0x4100, 0x3C01, 0x1400, 0x6800],
    "bf16": [0x0000, 0x8000, 0x3F80, 0xBF80, 0x7F80, 0xFF80, 0x7FC0, 0x0001, 0x007F, 0x0080, 0x7F7F, 0xFF7F,
             0x3F00, 0x3FC0, 0x4020, 0x3F81, 0x3B80, 0x4B00],
}


def _rand_half(rng: random.Random, kind: str) -> int:
    k = rng.random()
    if k < 0.6:  # moderate magnitudes: exponents near 1, where results stay finite
        mid = 15 if kind == "f16" else 127
        ebits = 5 if kind == "f16" else 8
        mbits = 15 - ebits
        e = rng.randint(max(mid - 12, 0), min(mid + 12, (1 << ebits) - 2))
        return (rng.getrandbits(1) << 15) | (e << mbits) | rng.getrandbits(mbits)
    return rng.getrandbits(16)


def _rand_int(rng: random.Random, w: int) -> int:
    k = rng.random()
    if k < 0.3:
        return rng.getrandbits(rng.randint(1, w))
    if k < 0.4:
        return (M.m(w) - rng.getrandbits(rng.randint(1, w))) & M.m(w)
    return rng.getrandbits(w)


def values(letter: str, gen: str, rng: random.Random | None) -> list[int] | int:
    """Edge list (rng None) or one random value."""
    if gen == "sh":  # shift amounts and bit positions
        return [0, 1, 7, 8, 15, 16, 31, 32, 33, 63, 64, 65, 255, 256, 0xFFFFFFFF] if rng is None \
            else rng.choice([rng.randint(0, 70), rng.getrandbits(32), rng.randint(0, 300)])
    if gen == "trig":  # |x| <= 100*pi, where sin/cos.approx have their documented error bound
        return [_fb(0.0), _fb(-0.0), _fb(1.0), _fb(3.1415927), _fb(-100.0), 0x7FC00000, 0x7F800000] \
            if rng is None else _fb(rng.uniform(-314.0, 314.0))
    if gen == "pos":  # positive finite f32 and specials
        return [_fb(1.0), _fb(0.0), _fb(-0.0), 0x7F800000, 0x7FC00000, 1, 0x7F7FFFFF, _fb(-1.0), _fb(2.0)] \
            if rng is None else _fb(abs(rng.uniform(0, 1)) * 2.0 ** rng.randint(-140, 120))
    if gen == "ex2":
        return [_fb(0.0), _fb(-0.0), _fb(1.0), _fb(-126.0), _fb(127.5), _fb(128.0), _fb(-150.0), 0x7F800000,
                0xFF800000, 0x7FC00000] if rng is None else _fb(rng.uniform(-140.0, 128.0))
    if gen in ("f16", "bf16"):
        return EH[gen] if rng is None else _rand_half(rng, gen)
    if gen in ("f16x2", "bf16x2"):
        g = gen[:-2]
        return [a | (b << 16) for a, b in zip(EH[g], EH[g][3:] + EH[g][:3])] if rng is None \
            else _rand_half(rng, g) | (_rand_half(rng, g) << 16)
    if letter == "f":
        return EF32 if rng is None else _rand_f32(rng)
    if letter == "d":
        return EF64 if rng is None else _rand_f64(rng)
    w = CTYPES[letter][1]
    if rng is None:
        return {16: E16, 32: E32, 64: E64}[w]
    return _rand_int(rng, w)


def vectors(case: Case, n: int = 1200, seed: int = 0) -> list[tuple[int, ...]]:
    gens = case.gen.split(",") if case.gen else [""] * len(case.ins)
    edges = [values(c, g, None) for c, g in zip(case.ins, gens)]
    out: list[tuple[int, ...]] = []
    # all pairs of edge values for the first two inputs, other inputs cycling through their edges
    if len(case.ins) == 1:
        out += [(x,) for x in edges[0]]
    else:
        for x in edges[0]:
            for k, y in enumerate(edges[1]):
                rest = tuple(e[(k + j) % len(e)] for j, e in enumerate(edges[2:]))
                out.append((x, y, *rest))
    out += case.extra_vectors or []
    rng = random.Random(f"{case.form}:{seed}")
    while len(out) < n:
        out.append(tuple(values(c, g, rng) for c, g in zip(case.ins, gens)))  # type: ignore[misc]
    return out


# ------------------------------------------------------------------------- cases

CASES: list[Case] = []


def add(form: str, template: str, outs: str, ins: str, ref: Callable[..., tuple], **kw) -> None:
    CASES.append(Case(form, template, outs, ins, ref, **kw))


def _one(f: Callable[..., int]) -> Callable[..., tuple]:
    return lambda *a: (f(*a),)


# integer add/sub
for t, w, c in (("u32", 32, "r"), ("s32", 32, "r"), ("u64", 64, "l"), ("s64", 64, "l"), ("u16", 16, "h")):
    add(f"add.{t}", f"add.{t} %0, %1, %2;", c, c + c, _one(lambda a, b, w=w: (a + b) & M.m(w)))
    add(f"sub.{t}", f"sub.{t} %0, %1, %2;", c, c + c, _one(lambda a, b, w=w: (a - b) & M.m(w)))
add("add.sat.s32", "add.sat.s32 %0, %1, %2;", "r", "rr",
    _one(lambda a, b: M.bits(M.clamp(M.sx(a, 32) + M.sx(b, 32), -2**31, 2**31 - 1), 32)))
add("sub.sat.s32", "sub.sat.s32 %0, %1, %2;", "r", "rr",
    _one(lambda a, b: M.bits(M.clamp(M.sx(a, 32) - M.sx(b, 32), -2**31, 2**31 - 1), 32)))


def _add_n(xs: list[int], ys: list[int], w: int) -> list[int]:
    a = sum(x << (w * i) for i, x in enumerate(xs))
    b = sum(y << (w * i) for i, y in enumerate(ys))
    s = (a + b) & M.m(w * len(xs))
    return [(s >> (w * i)) & M.m(w) for i in range(len(xs))]


def _sub_n(xs: list[int], ys: list[int], w: int) -> list[int]:
    a = sum(x << (w * i) for i, x in enumerate(xs))
    b = sum(y << (w * i) for i, y in enumerate(ys))
    s = (a - b) & M.m(w * len(xs))
    return [(s >> (w * i)) & M.m(w) for i in range(len(xs))]


# carry chains: multi-word add/sub inside one statement (%0.. = result words; inputs lo-first)
add("add.cc.u32+addc.u32", "add.cc.u32 %0, %2, %4;\\n\\taddc.u32 %1, %3, %5;", "rr", "rrrr",
    lambda a0, a1, b0, b1: tuple(_add_n([a0, a1], [b0, b1], 32)), gen=",,,")
add("add.cc.u32+addc.cc.u32+addc.u32",
    "add.cc.u32 %0, %3, %6; addc.cc.u32 %1, %4, %7; addc.u32 %2, %5, %8;", "rrr", "rrrrrr",
    lambda a0, a1, a2, b0, b1, b2: tuple(_add_n([a0, a1, a2], [b0, b1, b2], 32)))
add("sub.cc.u32+subc.cc.u32+subc.u32",
    "sub.cc.u32 %0, %3, %6; subc.cc.u32 %1, %4, %7; subc.u32 %2, %5, %8;", "rrr", "rrrrrr",
    lambda a0, a1, a2, b0, b1, b2: tuple(_sub_n([a0, a1, a2], [b0, b1, b2], 32)))
add("add.cc.u64+addc.u64", "add.cc.u64 %0, %2, %4; addc.u64 %1, %3, %5;", "ll", "llll",
    lambda a0, a1, b0, b1: tuple(_add_n([a0, a1], [b0, b1], 64)))
add("sub.cc.s64+subc.s64", "sub.cc.s64 %0, %2, %4; subc.s64 %1, %3, %5;", "ll", "llll",
    lambda a0, a1, b0, b1: tuple(_sub_n([a0, a1], [b0, b1], 64)))


def _mul64(a0: int, a1: int, b: int) -> tuple:
    p = ((a1 << 32) | a0) * b
    return (p & M.m(32), (p >> 32) & M.m(32))


# (a1:a0) * b mod 2^64 via mad.lo.cc / madc.hi: lo = a0*b.lo; hi = a0*b.hi + a1*b.lo
add("mul.lo+mul.hi+mad.lo.cc.u32+madc.hi.u32",
    "{ .reg .u32 t; mul.lo.u32 %0, %2, %4; mul.hi.u32 t, %2, %4; mad.lo.cc.u32 %1, %3, %4, t; "
    "madc.hi.u32 t, %3, %4, 0; }", "rr", "rrr", lambda a0, a1, b: _mul64(a0, a1, b))

# mul / mad
for t, c in (("u32", "r"), ("s32", "r"), ("u64", "l"), ("s64", "l"), ("u16", "h"), ("s16", "h")):
    w = M.m(int(t[1:])).bit_length()
    add(f"mul.lo.{t}", f"mul.lo.{t} %0, %1, %2;", c, c + c,
        _one(lambda a, b, t=t, w=w: M.bits(M.val(a, t) * M.val(b, t), w)))
    add(f"mul.hi.{t}", f"mul.hi.{t} %0, %1, %2;", c, c + c,
        _one(lambda a, b, t=t, w=w: M.bits((M.val(a, t) * M.val(b, t)) >> w, w)))
    add(f"mad.lo.{t}", f"mad.lo.{t} %0, %1, %2, %3;", c, c * 3,
        _one(lambda a, b, cc, t=t, w=w: M.bits(M.val(a, t) * M.val(b, t) + cc, w)))
    add(f"mad.hi.{t}", f"mad.hi.{t} %0, %1, %2, %3;", c, c * 3,
        _one(lambda a, b, cc, t=t, w=w: M.bits(((M.val(a, t) * M.val(b, t)) >> w) + cc, w)))
for t, c, dc in (("u32", "r", "l"), ("s32", "r", "l"), ("u16", "h", "r"), ("s16", "h", "r")):
    w = int(t[1:])
    add(f"mul.wide.{t}", f"mul.wide.{t} %0, %1, %2;", dc, c + c,
        _one(lambda a, b, t=t, w=w: M.bits(M.val(a, t) * M.val(b, t), 2 * w)))
    add(f"mad.wide.{t}", f"mad.wide.{t} %0, %1, %2, %3;", dc, c + c + dc,
        _one(lambda a, b, cc, t=t, w=w: M.bits(M.val(a, t) * M.val(b, t) + cc, 2 * w)))
add("mad.hi.sat.s32", "mad.hi.sat.s32 %0, %1, %2, %3;", "r", "rrr",
    _one(lambda a, b, c: M.bits(M.clamp(((M.sx(a, 32) * M.sx(b, 32)) >> 32) + M.sx(c, 32), -2**31, 2**31 - 1), 32)))

# min / max / abs / neg
for t, c in (("u32", "r"), ("s32", "r"), ("u64", "l"), ("s64", "l"), ("u16", "h"), ("s16", "h")):
    add(f"min.{t}", f"min.{t} %0, %1, %2;", c, c + c,
        _one(lambda a, b, t=t: a if M.val(a, t) < M.val(b, t) else b))
    add(f"max.{t}", f"max.{t} %0, %1, %2;", c, c + c,
        _one(lambda a, b, t=t: a if M.val(a, t) > M.val(b, t) else b))
for t, c, w in (("s32", "r", 32), ("s64", "l", 64), ("s16", "h", 16)):
    add(f"abs.{t}", f"abs.{t} %0, %1;", c, c, _one(lambda a, w=w: M.bits(abs(M.sx(a, w)), w)))
    add(f"neg.{t}", f"neg.{t} %0, %1;", c, c, _one(lambda a, w=w: M.bits(-M.sx(a, w), w)))

# logic
for t, c, w in (("b32", "r", 32), ("b64", "l", 64), ("b16", "h", 16)):
    add(f"and.{t}", f"and.{t} %0, %1, %2;", c, c + c, _one(lambda a, b: a & b))
    add(f"or.{t}", f"or.{t} %0, %1, %2;", c, c + c, _one(lambda a, b: a | b))
    add(f"xor.{t}", f"xor.{t} %0, %1, %2;", c, c + c, _one(lambda a, b: a ^ b))
    add(f"not.{t}", f"not.{t} %0, %1;", c, c, _one(lambda a, w=w: ~a & M.m(w)))
    add(f"cnot.{t}", f"cnot.{t} %0, %1;", c, c, _one(lambda a: 1 if a == 0 else 0))
add("and.pred+or.pred+xor.pred+not.pred",
    "{ .reg .pred p, q, r, s; setp.ne.u32 p, %3, 0; setp.ne.u32 q, %4, 0; and.pred r, p, q; "
    "selp.u32 %0, 1, 0, r; or.pred r, p, q; xor.pred s, p, q; not.pred s, s; selp.u32 %1, 1, 0, r; "
    "selp.u32 %2, 1, 0, s; }", "rrr", "rr",
    lambda a, b: (int(bool(a) and bool(b)), int(bool(a) or bool(b)), int(bool(a) == bool(b))))

# shifts (amount is .u32; amounts beyond the width clamp)
for t, c, w in (("b32", "r", 32), ("b64", "l", 64), ("b16", "h", 16)):
    add(f"shl.{t}", f"shl.{t} %0, %1, %2;", c, c + "r", _one(lambda a, n, w=w: M.shl(a, n, w)), gen=",sh")
for t, c in (("u32", "r"), ("s32", "r"), ("u64", "l"), ("s64", "l"), ("u16", "h"), ("s16", "h")):
    add(f"shr.{t}", f"shr.{t} %0, %1, %2;", c, c + "r", _one(lambda a, n, t=t: M.shr(a, n, t)), gen=",sh")

for lut in (0x96, 0xE8, 0xCA, 0xF8, 0x1E, 0x00, 0xFF, 0x80, 0x01, 0x6A, 0xB4):
    add(f"lop3.b32 (immLut {lut:#04x})", f"lop3.b32 %0, %1, %2, %3, {lut:#x};", "r", "rrr",
        _one(lambda a, b, c, lut=lut: M.lop3(a, b, c, lut)))

# bit fields
for t, c in (("u32", "r"), ("s32", "r"), ("u64", "l"), ("s64", "l")):
    add(f"bfe.{t}", f"bfe.{t} %0, %1, %2, %3;", c, c + "rr", _one(lambda a, b, cc, t=t: M.bfe(a, b, cc, t)),
        gen=",sh,sh")
for t, c, w in (("b32", "r", 32), ("b64", "l", 64)):
    add(f"bfi.{t}", f"bfi.{t} %0, %1, %2, %3, %4;", c, c + c + "rr",
        _one(lambda a, b, p, n, w=w: M.bfi(a, b, p, n, w)), gen=",,sh,sh")
    add(f"brev.{t}", f"brev.{t} %0, %1;", c, c, _one(lambda a, w=w: M.brev(a, w)))
    add(f"popc.{t}", f"popc.{t} %0, %1;", "r", c, _one(M.popc))
    add(f"clz.{t}", f"clz.{t} %0, %1;", "r", c, _one(lambda a, w=w: M.clz(a, w)))
for t, c in (("u32", "r"), ("s32", "r"), ("u64", "l"), ("s64", "l")):
    add(f"bfind.{t}", f"bfind.{t} %0, %1;", "r", c, _one(lambda a, t=t: M.bfind(a, t, False)))
    add(f"bfind.shiftamt.{t}", f"bfind.shiftamt.{t} %0, %1;", "r", c, _one(lambda a, t=t: M.bfind(a, t, True)))
add("prmt.b32", "prmt.b32 %0, %1, %2, %3;", "r", "rrr", _one(lambda a, b, c: M.prmt(a, b, c, None)))
for mode in ("f4e", "b4e", "rc8", "ecl", "ecr", "rc16"):
    add(f"prmt.b32.{mode}", f"prmt.b32.{mode} %0, %1, %2, %3;", "r", "rrr",
        _one(lambda a, b, c, mode=mode: M.prmt(a, b, c, mode)))
for d in ("l", "r"):
    for mode in ("wrap", "clamp"):
        add(f"shf.{d}.{mode}.b32", f"shf.{d}.{mode}.b32 %0, %1, %2, %3;", "r", "rrr",
            _one(lambda a, b, c, d=d, mode=mode: M.shf(a, b, c, d == "l", mode == "clamp")), gen=",,sh")

# scalar video instructions on words (old CUB's SHL_ADD, SHR_ADD, IADD3). Added 2026-12-06 while no H100
# was lent: checked against the ISA model (test_forms.py) until tests/ptx/gpu_record.py records them
# (AWAITING_H100; test_gpu_vectors.py checks that list against the recording).
_VIDEO_FROM = len(CASES)
for op in ("vshl", "vshr"):
    for at in ("u32", "s32"):
        for mode in ("clamp", "wrap"):
            form = f"{op}.u32.{at}.u32.{mode}"
            add(form, f"{form} %0, %1, %2;", "r", "rr",
                _one(lambda a, b, op=op, at=at, mode=mode: M.video(op, a, b, at, "u32", None, mode)), gen=",sh")
            add(f"{form}.add", f"{form}.add %0, %1, %2, %3;", "r", "rrr",
                _one(lambda a, b, c, op=op, at=at, mode=mode: M.video(op, a, b, at, "u32", c, mode)), gen=",sh,")
for op in ("vadd", "vsub", "vabsdiff", "vmin", "vmax"):
    for at, bt in (("u32", "u32"), ("s32", "s32"), ("s32", "u32"), ("u32", "s32")):
        form = f"{op}.u32.{at}.{bt}"
        add(form, f"{form} %0, %1, %2;", "r", "rr", _one(lambda a, b, op=op, at=at, bt=bt: M.video(op, a, b, at, bt)))
        add(f"{form}.add", f"{form}.add %0, %1, %2, %3;", "r", "rrr",
            _one(lambda a, b, c, op=op, at=at, bt=bt: M.video(op, a, b, at, bt, c)))
AWAITING_H100 = frozenset(c.form for c in CASES[_VIDEO_FROM:])

# dot products
for at in ("u32", "s32"):
    for bt in ("u32", "s32"):
        add(f"dp4a.{at}.{bt}", f"dp4a.{at}.{bt} %0, %1, %2, %3;", "r", "rrr",
            _one(lambda a, b, c, at=at, bt=bt: M.dp4a(a, b, c, at, bt)))
        for part in ("lo", "hi"):
            add(f"dp2a.{part}.{at}.{bt}", f"dp2a.{part}.{at}.{bt} %0, %1, %2, %3;", "r", "rrr",
                _one(lambda a, b, c, at=at, bt=bt, part=part: M.dp2a(a, b, c, at, bt, part == "hi")))

# comparisons
def _setp_case(cmp: str, t: str, c: str) -> None:
    form = f"setp.{cmp}.{t}"
    tmpl = (f"{{ .reg .pred p, q; setp.{cmp}.{t} p|q, %2, %3; selp.u32 %0, 1, 0, p; "
            "selp.u32 %1, 1, 0, q; }")
    if t[0] == "f":
        fmt = M.F32 if t == "f32" else M.F64
        conv = M.f32 if fmt is M.F32 else M.f64

        def ref(a: int, b: int) -> tuple:
            r = M.fcmp(conv(a), conv(b), cmp)
            return (int(r), int(not r))
    else:
        ops = {"eq": "==", "ne": "!=", "lt": "<", "le": "<=", "gt": ">", "ge": ">=",
               "lo": "<", "ls": "<=", "hi": ">", "hs": ">="}
        signed = t[0] == "s" and cmp not in ("lo", "ls", "hi", "hs")
        tt = t if signed else "u" + t[1:]

        def ref(a: int, b: int) -> tuple:
            r = eval(f"{M.val(a, tt)} {ops[cmp]} {M.val(b, tt)}")
            return (int(r), int(not r))
    add(form, tmpl, "rr", c + c, ref)


for cmp in ("eq", "ne", "lt", "le", "gt", "ge"):
    _setp_case(cmp, "s32", "r")
    _setp_case(cmp, "s64", "l")
for cmp in ("lo", "ls", "hi", "hs"):
    _setp_case(cmp, "u32", "r")
    _setp_case(cmp, "u64", "l")
_setp_case("eq", "b32", "r")
_setp_case("ne", "b16", "h")
for cmp in ("eq", "ne", "lt", "le", "gt", "ge", "equ", "neu", "ltu", "leu", "gtu", "geu", "num", "nan"):
    _setp_case(cmp, "f32", "f")
for cmp in ("lt", "neu", "nan"):
    _setp_case(cmp, "f64", "d")
for bop, fn in (("and", lambda x, y: x and y), ("or", lambda x, y: x or y), ("xor", lambda x, y: x != y)):
    add(f"setp.lt.{bop}.s32", "{ .reg .pred p, q, c; setp.ne.u32 c, %4, 0; "
        f"setp.lt.{bop}.s32 p|q, %2, %3, !c; selp.u32 %0, 1, 0, p; selp.u32 %1, 1, 0, q; }}", "rr", "rrr",
        lambda a, b, c, fn=fn: (int(fn(M.sx(a, 32) < M.sx(b, 32), c == 0)), int(fn(not M.sx(a, 32) < M.sx(b, 32), c == 0))))
add("set.lt.u32.s32", "set.lt.u32.s32 %0, %1, %2;", "r", "rr",
    _one(lambda a, b: 0xFFFFFFFF if M.sx(a, 32) < M.sx(b, 32) else 0))
add("set.gtu.f32.f32", "set.gtu.f32.f32 %0, %1, %2;", "f", "ff",
    _one(lambda a, b: 0x3F800000 if M.fcmp(M.f32(a), M.f32(b), "gtu") else 0))
add("set.eq.s32.f64", "set.eq.s32.f64 %0, %1, %2;", "r", "dd",
    _one(lambda a, b: 0xFFFFFFFF if M.fcmp(M.f64(a), M.f64(b), "eq") else 0))
add("selp.b32", "{ .reg .pred p; setp.gt.u32 p, %3, 5; selp.b32 %0, %1, %2, p; }", "r", "rrr",
    _one(lambda a, b, c: a if c > 5 else b))
add("selp.f64", "{ .reg .pred p; setp.lt.u32 p, %3, 100; selp.f64 %0, %1, %2, p; }", "d", "ddr",
    _one(lambda a, b, c: a if c < 100 else b))

# mov
add("mov.b32", "mov.b32 %0, %1;", "r", "f", _one(lambda a: a))
add("mov.b64 (pack)", "mov.b64 %0, {%1, %2};", "l", "rr", _one(lambda a, b: a | (b << 32)))
add("mov.b64 (unpack)", "mov.b64 {%0, %1}, %2;", "rr", "l", lambda a: (a & M.m(32), a >> 32))
add("mov.b32 (pack b16)", "mov.b32 %0, {%1, %2};", "r", "hh", _one(lambda a, b: a | (b << 16)))
add("mov.u32 (imm)", "mov.u32 %0, 0xfffffffe; add.u32 %0, %0, %1;", "r", "r",
    _one(lambda a: (a + 0xFFFFFFFE) & M.m(32)))
add("mov.f32 (0f imm)", "mov.f32 %0, 0f3FC00000; add.f32 %0, %0, %1;", "f", "f",
    _one(lambda a: M.fbits(M.fadd(1.5, M.f32(a), M.F32), M.F32)), cmp="float")

# cvt: integer <-> integer
_INT_C = {8: None, 16: "h", 32: "r", 64: "l"}
for dt, at in (("s32", "s16"), ("u32", "u16"), ("u32", "s16"), ("u16", "u32"), ("s64", "s32"), ("u64", "u32"),
               ("s64", "u32"), ("u32", "u64"), ("s8", "s32"), ("u8", "u32")):
    dw, aw = int(dt[1:]), int(at[1:])
    dc = _INT_C[dw] or "r"
    add(f"cvt.{dt}.{at}", f"cvt.{dt}.{at} %0, %1;", dc, _INT_C[aw],
        # a destination type narrower than the 32-bit register is extended by the destination's sign
        _one(lambda a, dt=dt, at=at, dw=dw: M.bits(M.val(a, at), dw) if dw >= 16
             else M.bits(M.val(M.bits(M.val(a, at), dw), dt), 32)))
for dt, at in (("u32", "s32"), ("s32", "u32"), ("s8", "s32"), ("u8", "s32"), ("u16", "s64"), ("s16", "s32"),
               ("s32", "s64"), ("u32", "u64"), ("u64", "s64"), ("s64", "u64")):
    dw, aw = int(dt[1:]), int(at[1:])
    dc = _INT_C[dw] or "r"

    def _sat_ref(a: int, dt: str = dt, at: str = at, dw: int = dw) -> tuple:
        v = M.clamp(M.val(a, at), *M.int_range(dt))
        # a destination narrower than the register is sign/zero-extended per the destination type
        return (M.bits(v, 32 if dw < 16 else dw),)
    add(f"cvt.sat.{dt}.{at}", f"cvt.sat.{dt}.{at} %0, %1;", dc, _INT_C[aw], _sat_ref)

# cvt: float -> integer (saturating, NaN -> 0)
for irnd in ("rni", "rzi", "rmi", "rpi"):
    for dt, at in (("s32", "f32"), ("u32", "f32"), ("s64", "f64"), ("u64", "f64"), ("s64", "f32"),
                   ("u64", "f32"), ("s32", "f64"), ("s16", "f32"), ("u8", "f64")):
        dw = int(dt[1:])
        dc = _INT_C[dw] or "r"
        if dw < 32:
            dc = "r"
        conv = M.f32 if at == "f32" else M.f64
        ac = "f" if at == "f32" else "d"

        def _f2i(a: int, irnd: str = irnd, dt: str = dt, conv=conv, dw: int = dw, sw: int = int(at[1:])) -> tuple:
            v = M.f_to_int(conv(a), irnd, dt, sw)
            return (M.bits(M.val(v, dt), 32) if dw < 32 else v,)
        add(f"cvt.{irnd}.{dt}.{at}", f"cvt.{irnd}.{dt}.{at} %0, %1;", dc, ac, _f2i)
add("cvt.rzi.ftz.s32.f32", "cvt.rzi.ftz.s32.f32 %0, %1;", "r", "f",
    _one(lambda a: M.f_to_int(M.ftz(M.f32(a)), "rzi", "s32")))
add("cvt.rmi.ftz.s32.f32", "cvt.rmi.ftz.s32.f32 %0, %1;", "r", "f",
    _one(lambda a: M.f_to_int(M.ftz(M.f32(a)), "rmi", "s32")))

# cvt: integer -> float
for frnd in ("rn", "rz", "rm", "rp"):
    for at, c in (("s32", "r"), ("u32", "r"), ("s16", "h")):
        add(f"cvt.{frnd}.f32.{at}", f"cvt.{frnd}.f32.{at} %0, %1;", "f", c,
            _one(lambda a, frnd=frnd, at=at: M.fbits(M.round_frac(M.Fraction(M.val(a, at)), M.F32, frnd), M.F32)))
    add(f"cvt.{frnd}.f64.s32", f"cvt.{frnd}.f64.s32 %0, %1;", "d", "r",
        _one(lambda a: M.fbits(float(M.sx(a, 32)), M.F64)))
for at, c in (("u64", "l"), ("s64", "l")):
    add(f"cvt.rn.f32.{at}", f"cvt.rn.f32.{at} %0, %1;", "f", c,
        _one(lambda a, at=at: M.fbits(M.round_frac(M.Fraction(M.val(a, at)), M.F32, "rn"), M.F32)))
    add(f"cvt.rn.f64.{at}", f"cvt.rn.f64.{at} %0, %1;", "d", c,
        _one(lambda a, at=at: M.fbits(M.round_frac(M.Fraction(M.val(a, at)), M.F64, "rn"), M.F64)))


# cvt: float <-> float
def _f64_to_f32(a: int, frnd: str, ftz_: bool = False, sat: bool = False) -> tuple:
    x = M.f64(a)
    if math.isnan(x):
        return (0 if sat else 0x7FFFFFFF,)  # .sat turns NaN into +0.0
    r = x if math.isinf(x) else M.round_frac(M.Fraction(x), M.F32, frnd, neg_zero=math.copysign(1, x) < 0)
    if ftz_:
        r = M.ftz(r)
    if sat:
        r = M.sat01(r)
    return (M.fbits(r, M.F32),)


for frnd in ("rn", "rz", "rm", "rp"):
    add(f"cvt.{frnd}.f32.f64", f"cvt.{frnd}.f32.f64 %0, %1;", "f", "d",
        lambda a, frnd=frnd: _f64_to_f32(a, frnd), cmp="float")
add("cvt.rn.ftz.f32.f64", "cvt.rn.ftz.f32.f64 %0, %1;", "f", "d", lambda a: _f64_to_f32(a, "rn", True), cmp="float")
add("cvt.rn.sat.f32.f64", "cvt.rn.sat.f32.f64 %0, %1;", "f", "d", lambda a: _f64_to_f32(a, "rn", False, True),
    cmp="float")
add("cvt.f64.f32", "cvt.f64.f32 %0, %1;", "d", "f", _one(lambda a: M.fbits(M.f32(a), M.F64)), cmp="float")
add("cvt.ftz.f64.f32", "cvt.ftz.f64.f32 %0, %1;", "d", "f", _one(lambda a: M.fbits(M.ftz(M.f32(a)), M.F64)),
    cmp="float")
for irnd in ("rni", "rzi", "rmi", "rpi"):
    add(f"cvt.{irnd}.f32.f32", f"cvt.{irnd}.f32.f32 %0, %1;", "f", "f",
        _one(lambda a, irnd=irnd: M.fbits(M.f_round_integral(M.f32(a), irnd), M.F32)), cmp="float")
    add(f"cvt.{irnd}.f64.f64", f"cvt.{irnd}.f64.f64 %0, %1;", "d", "d",
        _one(lambda a, irnd=irnd: M.fbits(M.f_round_integral(M.f64(a), irnd), M.F64)), cmp="float")
add("cvt.ftz.f32.f32", "cvt.ftz.f32.f32 %0, %1;", "f", "f", _one(lambda a: M.fbits(M.ftz(M.f32(a)), M.F32)),
    cmp="float")
add("cvt.sat.f32.f32", "cvt.sat.f32.f32 %0, %1;", "f", "f", _one(lambda a: M.fbits(M.sat01(M.f32(a)), M.F32)),
    cmp="float")


def _to_small(x: float, fmt: dict) -> int:
    if math.isnan(x) or math.isinf(x):
        return M.fbits(x, fmt)
    return M.fbits(M.round_frac(M.Fraction(x), fmt, "rn", neg_zero=math.copysign(1, x) < 0), fmt)


def _small_to_f32(h: int, fmt: dict) -> float:
    p = fmt["p"]
    ebits = 16 - p
    sign = -1.0 if h & 0x8000 else 1.0
    e = (h >> (p - 1)) & M.m(ebits)
    mant = h & M.m(p - 1)
    bias = (1 << (ebits - 1)) - 1
    if e == M.m(ebits):
        return math.nan if mant else sign * math.inf
    if e == 0:
        return sign * mant * 2.0 ** (1 - bias - (p - 1))
    return sign * (1 + mant / 2.0 ** (p - 1)) * 2.0 ** (e - bias)


add("cvt.rn.f16.f32", "cvt.rn.f16.f32 %0, %1;", "h", "f", _one(lambda a: _to_small(M.f32(a), M.F16)), cmp="f16")
add("cvt.rn.bf16.f32", "cvt.rn.bf16.f32 %0, %1;", "h", "f", _one(lambda a: _to_small(M.f32(a), M.BF16)),
    cmp="bf16")
add("cvt.rn.f16x2.f32", "cvt.rn.f16x2.f32 %0, %1, %2;", "r", "ff",
    _one(lambda a, b: (_to_small(M.f32(a), M.F16) << 16) | _to_small(M.f32(b), M.F16)), cmp="f16x2")
add("cvt.rn.bf16x2.f32", "cvt.rn.bf16x2.f32 %0, %1, %2;", "r", "ff",
    _one(lambda a, b: (_to_small(M.f32(a), M.BF16) << 16) | _to_small(M.f32(b), M.BF16)), cmp="bf16x2")
add("cvt.f32.f16", "cvt.f32.f16 %0, %1;", "f", "h", _one(lambda h: M.fbits(_small_to_f32(h, M.F16), M.F32)),
    cmp="float")
add("cvt.f32.bf16", "cvt.f32.bf16 %0, %1;", "f", "h", _one(lambda h: M.fbits(_small_to_f32(h, M.BF16), M.F32)),
    cmp="float")
add("cvt.rzi.s32.f16", "cvt.rzi.s32.f16 %0, %1;", "r", "h",
    _one(lambda h: M.f_to_int(_small_to_f32(h, M.F16), "rzi", "s32")))


# float arithmetic (correctly rounded: bit-exact; NaN results compare as "any NaN")
def _fop(fn: Callable[..., float], fmt: dict, ftz_: bool = False, sat: bool = False) -> Callable[..., tuple]:
    conv = M.f32 if fmt is M.F32 else M.f64

    def ref(*xs: int) -> tuple:
        vals = [conv(x) for x in xs]
        if ftz_:
            vals = [M.ftz(v) for v in vals]
        r = fn(*vals)
        if ftz_:
            r = M.ftz(r)
        if sat:
            r = M.sat01(r)
        return (M.fbits(r, fmt),)
    return ref


for t, fmt, c in (("f32", M.F32, "f"), ("f64", M.F64, "d")):
    for rn in ("", ".rn"):
        add(f"add{rn}.{t}", f"add{rn}.{t} %0, %1, %2;", c, c + c, _fop(lambda a, b, f=fmt: M.fadd(a, b, f), fmt),
            cmp="float")
        add(f"sub{rn}.{t}", f"sub{rn}.{t} %0, %1, %2;", c, c + c,
            _fop(lambda a, b, f=fmt: M.fadd(a, b, f, sub=True), fmt), cmp="float")
        add(f"mul{rn}.{t}", f"mul{rn}.{t} %0, %1, %2;", c, c + c, _fop(lambda a, b, f=fmt: M.fmul(a, b, f), fmt),
            cmp="float")
    add(f"fma.rn.{t}", f"fma.rn.{t} %0, %1, %2, %3;", c, c * 3,
        _fop(lambda a, b, cc, f=fmt: M.ffma(a, b, cc, f), fmt), cmp="float")
    add(f"mad.rn.{t}", f"mad.rn.{t} %0, %1, %2, %3;", c, c * 3,
        _fop(lambda a, b, cc, f=fmt: M.ffma(a, b, cc, f), fmt), cmp="float")
    add(f"rcp.rn.{t}", f"rcp.rn.{t} %0, %1;", c, c, _fop(lambda a, f=fmt: M.fdiv1(a, f), fmt), cmp="float")
    add(f"sqrt.rn.{t}", f"sqrt.rn.{t} %0, %1;", c, c, _fop(lambda a, f=fmt: M.fsqrt(a, f), fmt), cmp="float")
    # abs/neg of a NaN: an unspecified NaN (PTX ISA; an H100 returns the canonical NaN)
    add(f"abs.{t}", f"abs.{t} %0, %1;", c, c, _one(lambda a, w=fmt["w"]: a & ~(1 << (w - 1))), cmp="float")
    add(f"neg.{t}", f"neg.{t} %0, %1;", c, c, _one(lambda a, w=fmt["w"]: a ^ (1 << (w - 1))), cmp="float")
for op, fn in (("add", lambda a, b: M.fadd(a, b, M.F32)), ("mul", lambda a, b: M.fmul(a, b, M.F32))):
    add(f"{op}.ftz.f32", f"{op}.ftz.f32 %0, %1, %2;", "f", "ff", _fop(fn, M.F32, ftz_=True), cmp="float")
    add(f"{op}.rn.sat.f32", f"{op}.rn.sat.f32 %0, %1, %2;", "f", "ff", _fop(fn, M.F32, sat=True), cmp="float")
add("fma.rn.ftz.f32", "fma.rn.ftz.f32 %0, %1, %2, %3;", "f", "fff",
    _fop(lambda a, b, c: M.ffma(a, b, c, M.F32), M.F32, ftz_=True), cmp="float")
add("abs.ftz.f32", "abs.ftz.f32 %0, %1;", "f", "f", _one(lambda a: M.fbits(abs(M.ftz(M.f32(a))), M.F32)
                                                         if not math.isnan(M.f32(a)) else a & 0x7FFFFFFF),
    cmp="float")
add("neg.ftz.f32", "neg.ftz.f32 %0, %1;", "f", "f",
    _one(lambda a: (M.fbits(M.ftz(M.f32(a)), M.F32) ^ 0x80000000) if not math.isnan(M.f32(a)) else a ^ 0x80000000),
    cmp="float")
add("rcp.rn.ftz.f32", "rcp.rn.ftz.f32 %0, %1;", "f", "f", _fop(lambda a: M.fdiv1(a, M.F32), M.F32, ftz_=True),
    cmp="float")
add("sqrt.rn.ftz.f32", "sqrt.rn.ftz.f32 %0, %1;", "f", "f", _fop(lambda a: M.fsqrt(a, M.F32), M.F32, ftz_=True),
    cmp="float")


# .approx forms: exact value from Python's math (double), compared within the documented bound
# (approx_bounds.approx_ok)
def _approx(fn: Callable[[float], float], ftz_: bool = False) -> Callable[..., tuple]:
    def ref(a: int) -> tuple:
        x = M.f32(a)
        if ftz_:
            x = M.ftz(x)
        r = fn(x)
        if ftz_ and r != 0 and abs(r) < 2.0 ** -126:  # .ftz flushes subnormal results to signed zero
            r = math.copysign(0.0, r)
        return (_db(r),)
    return ref


def _safe(fn: Callable[[float], float]) -> Callable[[float], float]:
    def g(x: float) -> float:
        try:
            return fn(x)
        except (ValueError, OverflowError, ZeroDivisionError):
            return math.nan
    return g


def _rcp(x: float) -> float:
    return math.copysign(math.inf, x) if x == 0 else 1.0 / x


def _sqrt(x: float) -> float:
    return x if x == 0 else math.sqrt(x) if x >= 0 or math.isnan(x) else math.nan


def _rsqrt(x: float) -> float:
    if x == 0:
        return math.copysign(math.inf, x)
    return 0.0 if math.isinf(x) and x > 0 else (1.0 / math.sqrt(x) if x > 0 else math.nan)


def _ex2(x: float) -> float:
    return 0.0 if x == -math.inf else (math.inf if x > 1024 else 2.0 ** x)


def _lg2(x: float) -> float:
    if x == 0:
        return -math.inf
    return math.inf if x == math.inf else (math.log2(x) if x > 0 else math.nan)


def _sin(x: float) -> float:
    return math.nan if math.isinf(x) else math.copysign(0.0, x) if x == 0 else math.sin(x)


def _cos(x: float) -> float:
    return math.nan if math.isinf(x) else math.cos(x)


# (form, function, generator). The error bounds are the PTX ISA's, in approx_bounds.py.
APPROX = [
    ("rcp.approx.f32", _rcp, ""),
    ("rcp.approx.ftz.f32", _rcp, ""),
    ("sqrt.approx.f32", _sqrt, "pos"),
    ("sqrt.approx.ftz.f32", _sqrt, "pos"),
    ("rsqrt.approx.f32", _rsqrt, "pos"),
    ("rsqrt.approx.ftz.f32", _rsqrt, "pos"),
    ("ex2.approx.f32", _ex2, "ex2"),
    ("ex2.approx.ftz.f32", _ex2, "ex2"),
    ("lg2.approx.f32", _lg2, "pos"),
    ("lg2.approx.ftz.f32", _lg2, "pos"),
    ("sin.approx.f32", _sin, "trig"),
    ("sin.approx.ftz.f32", _sin, "trig"),
    ("cos.approx.f32", _cos, "trig"),
    ("cos.approx.ftz.f32", _cos, "trig"),
]
for form, fn, gen in APPROX:
    add(form, f"{form} %0, %1;", "f", "f", _approx(_safe(fn), ".ftz" in form), cmp="approx", gen=gen)

# control flow: a loop with a label and a guarded branch (4 iterations of %0 += %1)
add("bra (loop with label)", "{ .reg .pred p; .reg .u32 i; mov.u32 i, 0; mov.u32 %0, 0; "
    "LOOP: add.u32 %0, %0, %1; add.u32 i, i, 1; setp.lt.u32 p, i, 4; @p bra.uni LOOP; }", "r", "r",
    _one(lambda a: (4 * a) & M.m(32)))
add("@!p guard", "{ .reg .pred p; setp.eq.u32 p, %2, 0; mov.u32 %0, %1; @!p add.u32 %0, %0, 1; }", "r", "rr",
    _one(lambda a, c: (a + (c != 0)) & M.m(32)))

# Forms that need the GPU (special registers, memory, fences, barriers): compiled for gfx942 only.
# (name, template, outs, ins)
DEVICE_ONLY: list[tuple[str, str, str, str]] = [
    ("mov.u32 %laneid", "mov.u32 %0, %%laneid;", "r", ""),
    ("mov.u32 %warpid", "mov.u32 %0, %%warpid;", "r", ""),
    ("mov.u32 %tid.x", "mov.u32 %0, %%tid.x;", "r", ""),
    ("mov.u32 %tid.y", "mov.u32 %0, %%tid.y;", "r", ""),
    ("mov.u32 %tid.z", "mov.u32 %0, %%tid.z;", "r", ""),
    ("mov.u32 %ntid.x", "mov.u32 %0, %%ntid.x;", "r", ""),
    ("mov.u32 %ctaid.x", "mov.u32 %0, %%ctaid.x;", "r", ""),
    ("mov.u32 %nctaid.y", "mov.u32 %0, %%nctaid.y;", "r", ""),
    ("mov.u32 %clock", "mov.u32 %0, %%clock;", "r", ""),
    ("mov.u64 %clock64", "mov.u64 %0, %%clock64;", "l", ""),
    ("mov.u64 %globaltimer", "mov.u64 %0, %%globaltimer;", "l", ""),
    ("mov.u32 %lanemask_eq", "mov.u32 %0, %%lanemask_eq;", "r", ""),
    ("mov.u32 %lanemask_lt", "mov.u32 %0, %%lanemask_lt;", "r", ""),
    ("mov.u32 %lanemask_le", "mov.u32 %0, %%lanemask_le;", "r", ""),
    ("mov.u32 %lanemask_gt", "mov.u32 %0, %%lanemask_gt;", "r", ""),
    ("mov.u32 %lanemask_ge", "mov.u32 %0, %%lanemask_ge;", "r", ""),
    ("ld.global.u32", "ld.global.u32 %0, [%1+8];", "r", "l"),
    ("ld.global.nc.v4.f32", "ld.global.nc.v4.f32 {%0, %1, %2, %3}, [%4];", "ffff", "l"),
    ("ld.volatile.global.u64", "ld.volatile.global.u64 %0, [%1];", "l", "l"),
    ("ld.global.cs.v2.u32", "ld.global.cs.v2.u32 {%0, %1}, [%2+-16];", "rr", "l"),
    ("ld.u16", "ld.u16 %0, [%1];", "h", "l"),
    ("st.global.v2.u32", "st.global.v2.u32 [%0], {%1, %2};", "", "lrr"),
    ("st.global.wb.f64", "st.global.wb.f64 [%0+8], %1;", "", "ld"),
    ("membar.gl", "membar.gl;", "", ""),
    ("membar.cta", "membar.cta;", "", ""),
    ("membar.sys", "membar.sys;", "", ""),
    ("fence.acq_rel.gpu", "fence.acq_rel.gpu;", "", ""),
    ("fence.sc.cta", "fence.sc.cta;", "", ""),
    ("bar.sync 0", "bar.sync 0;", "", ""),
    ("barrier.sync.aligned 0", "barrier.sync.aligned 0;", "", ""),
    ("bar.sync 1", "bar.sync 1;", "", ""),
    ("bar.sync %0, %1 (counted)", "bar.sync %0, %1;", "", "rr"),
    ("bar.arrive %0, %1 (run-time stop)", "bar.arrive %0, %1;", "", "rr"),
    ("shfl.sync.idx.b32", "shfl.sync.idx.b32 %0, %1, %2, 0x1f, 0xffffffff;", "r", "rr"),
    ("shfl.sync.down.b32 (pred)", ("{ .reg .pred p; shfl.sync.down.b32 %0|p, %1, 1, 0x1f, %2; "
     "@!p mov.b32 %0, 0; }"), "r", "rr"),
    ("shfl.sync.up.b32", "shfl.sync.up.b32 %0, %1, 4, 0x1800, 0xffffffff;", "r", "r"),
    ("shfl.sync.bfly.b32", "shfl.sync.bfly.b32 %0, %1, 8, 0x1f, -1;", "f", "f"),
    ("vote.sync.ballot.b32", "{ .reg .pred p; setp.ne.u32 p, %1, 0; vote.sync.ballot.b32 %0, p, 0xffffffff; }",
     "r", "r"),
    ("vote.sync.all/any/uni.pred", ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.sync.all.pred q, p, %2; "
     "selp.u32 %0, 1, 0, q; vote.sync.any.pred q, !p, %2; @q add.u32 %0, %0, 2; vote.sync.uni.pred q, p, %2; "
     "@q add.u32 %0, %0, 4; }"), "r", "rr"),
    # part 2: memory model, atomics, async copies, match (run on the cpu backend in test_cpu_backend.py)
    ("ld.shared::cta.u32", "ld.shared::cta.u32 %0, [%1];", "r", "l"),
    ("st.shared.v2.u32", "st.shared.v2.u32 [%0+8], {%1, %2};", "", "lrr"),
    ("ld.acquire.gpu.global.u32", "ld.acquire.gpu.global.u32 %0, [%1];", "r", "l"),
    ("st.release.sys.global.u64", "st.release.sys.global.u64 [%0], %1;", "", "ll"),
    ("ld.global.L1::no_allocate.L2::256B.v4.u32",
     "ld.global.L1::no_allocate.L2::256B.v4.u32 {%0, %1, %2, %3}, [%4];", "rrrr", "l"),
    ("atom.global.add.u32", "atom.global.add.u32 %0, [%1], %2;", "r", "lr"),
    ("atom.acq_rel.gpu.global.cas.b32", "atom.acq_rel.gpu.global.cas.b32 %0, [%1], %2, %3;", "r", "lrr"),
    ("atom.global.cas.b64", "atom.global.cas.b64 %0, [%1], %2, %3;", "l", "lll"),
    ("atom.global.add.f32", "atom.global.add.f32 %0, [%1], %2;", "f", "lf"),
    ("atom.global.add.f64", "atom.global.add.f64 %0, [%1], %2;", "d", "ld"),
    ("atom.shared.add.u64", "atom.shared.add.u64 %0, [%1], %2;", "l", "ll"),
    ("atom.global.min.s32", "atom.global.min.s32 %0, [%1], %2;", "r", "lr"),
    ("atom.global.max.u64", "atom.global.max.u64 %0, [%1], %2;", "l", "ll"),
    ("atom.global.inc.u32", "atom.global.inc.u32 %0, [%1], %2;", "r", "lr"),
    ("atom.global.dec.u32", "atom.global.dec.u32 %0, [%1], %2;", "r", "lr"),
    ("atom.global.exch.b32", "atom.global.exch.b32 %0, [%1], %2;", "r", "lr"),
    ("atom.global.and/or.b32+xor.b64", ("{ .reg .b64 t; atom.global.and.b32 %0, [%1], %2; "
     "atom.global.or.b32 %0, [%1], %2; atom.global.xor.b64 t, [%1], %3; }"), "r", "lrl"),
    ("red.relaxed.gpu.global.add.f32", "red.relaxed.gpu.global.add.f32 [%0], %1;", "", "lf"),
    ("red.global.add.u64", "red.global.add.u64 [%0], %1;", "", "ll"),
    ("red.shared.or.b32", "red.shared.or.b32 [%0], %1;", "", "lr"),
    ("red.relaxed.global.add.noftz.f16x2", "red.relaxed.global.add.noftz.f16x2 [%0], %1;", "", "lr"),
    ("atom.global.add.noftz.bf16", "atom.global.add.noftz.bf16 %0, [%1], %2;", "h", "lh"),
    ("cp.async.cg.shared.global", "cp.async.cg.shared.global [%0], [%1], 16, %2;", "", "llr"),
    ("cp.async.ca.shared.global", "cp.async.ca.shared.global [%0], [%1], 8;", "", "ll"),
    ("cp.async.commit/wait", "cp.async.commit_group; cp.async.wait_group 1; cp.async.wait_all;", "", ""),
    ("prefetch.global.L2", "prefetch.global.L2 [%0]; prefetch.L1 [%0+64]; prefetchu.L1 [%0];", "", "l"),
    ("nanosleep.u32", "nanosleep.u32 %0; nanosleep.u32 20;", "", "r"),
    ("griddepcontrol", "griddepcontrol.wait; griddepcontrol.launch_dependents;", "", ""),
    ("cvta.to.global.u64", "cvta.to.global.u64 %0, %1; cvta.shared.u64 %0, %0;", "l", "l"),
    ("match.any.sync.b32", "match.any.sync.b32 %0, %1, 0xffffffff;", "r", "r"),
    ("shfl.up.b32 (no .sync)", "shfl.up.b32 %0, %1, %2, 0;", "r", "rr"),
    ("vote.ballot.b32/any/all (no .sync)", ("{ .reg .pred p, q; setp.ne.u32 p, %1, 0; vote.ballot.b32 %0, p; "
     "vote.any.pred q, p; @q add.u32 %0, %0, 1; vote.all.pred q, p; @q add.u32 %0, %0, 2; }"), "r", "r"),
    ("exit (run-time stop)", "{ .reg .pred p; setp.eq.u32 p, %0, 7; @p exit; }", "", "r"),
    ("trap", "{ .reg .pred p; setp.eq.u32 p, %0, 0; @p trap; }", "", "r"),
    ("match.all.sync.b64", "{ .reg .pred p; match.all.sync.b64 %0|p, %1, %2; @!p mov.u32 %0, 7; }", "r", "lr"),
]


# ------------------------------------------------------------------------- part 2 of issue 8

# float add/sub/mul/fma with directed rounding (the exact result rounded once with the mode)
for t, fmt, c in (("f32", M.F32, "f"), ("f64", M.F64, "d")):
    for rnd in ("rz", "rm", "rp"):
        add(f"add.{rnd}.{t}", f"add.{rnd}.{t} %0, %1, %2;", c, c + c,
            _fop(lambda a, b, f=fmt, r=rnd: M.fadd_r(a, b, f, r), fmt), cmp="float")
        add(f"sub.{rnd}.{t}", f"sub.{rnd}.{t} %0, %1, %2;", c, c + c,
            _fop(lambda a, b, f=fmt, r=rnd: M.fadd_r(a, b, f, r, sub=True), fmt), cmp="float")
        add(f"mul.{rnd}.{t}", f"mul.{rnd}.{t} %0, %1, %2;", c, c + c,
            _fop(lambda a, b, f=fmt, r=rnd: M.fmul_r(a, b, f, r), fmt), cmp="float")
for rnd in ("rz", "rm", "rp"):
    add(f"fma.{rnd}.f32", f"fma.{rnd}.f32 %0, %1, %2, %3;", "f", "fff",
        _fop(lambda a, b, c, r=rnd: M.ffma_r(a, b, c, M.F32, r), M.F32), cmp="float")
add("add.rz.ftz.f32", "add.rz.ftz.f32 %0, %1, %2;", "f", "ff",
    _fop(lambda a, b: M.fadd_r(a, b, M.F32, "rz"), M.F32, ftz_=True), cmp="float")
add("mul.rm.ftz.f32", "mul.rm.ftz.f32 %0, %1, %2;", "f", "ff",
    _fop(lambda a, b: M.fmul_r(a, b, M.F32, "rm"), M.F32, ftz_=True), cmp="float")
add("fma.rn.sat.f32", "fma.rn.sat.f32 %0, %1, %2, %3;", "f", "fff",
    _fop(lambda a, b, c: M.ffma(a, b, c, M.F32), M.F32, sat=True), cmp="float")
add("fma.rp.ftz.sat.f32", "fma.rp.ftz.sat.f32 %0, %1, %2, %3;", "f", "fff",
    _fop(lambda a, b, c: M.ffma_r(a, b, c, M.F32, "rp"), M.F32, ftz_=True, sat=True), cmp="float")

# float min / max
for t, fmt, c in (("f32", M.F32, "f"), ("f64", M.F64, "d")):
    conv = M.f32 if fmt is M.F32 else M.f64
    for op in ("min", "max"):
        add(f"{op}.{t}", f"{op}.{t} %0, %1, %2;", c, c + c,
            _one(lambda a, b, conv=conv, op=op, fmt=fmt: M.fminmax(conv(a), conv(b), op == "min", False, fmt)),
            cmp="float")
for op in ("min", "max"):
    add(f"{op}.NaN.f32", f"{op}.NaN.f32 %0, %1, %2;", "f", "ff",
        _one(lambda a, b, op=op: M.fminmax(M.f32(a), M.f32(b), op == "min", True, M.F32)), cmp="float")
    add(f"{op}.ftz.f32", f"{op}.ftz.f32 %0, %1, %2;", "f", "ff",
        _one(lambda a, b, op=op: M.fminmax(M.ftz(M.f32(a)), M.ftz(M.f32(b)), op == "min", False, M.F32)),
        cmp="float")

# f16 / bf16 arithmetic (scalar in "h" registers, packed x2 in "r" registers)
for kind, fmt in (("f16", M.F16), ("bf16", M.BF16)):
    for lanes, c in ((1, "h"), (2, "r")):
        t = kind if lanes == 1 else f"{kind}x2"
        for op in ("add", "sub", "mul"):
            add(f"{op}.rn.{t}", f"{op}.rn.{t} %0, %1, %2;", c, c + c,
                _one(lambda a, b, op=op, fmt=fmt, n=lanes: M.half_op_x(op, [a, b], fmt, n)), cmp=t,
                gen=f"{t},{t}")
        add(f"fma.rn.{t}", f"fma.rn.{t} %0, %1, %2, %3;", c, c * 3,
            _one(lambda a, b, cc, fmt=fmt, n=lanes: M.half_op_x("fma", [a, b, cc], fmt, n)), cmp=t,
            gen=f"{t},{t},{t}")
        sign = 0x8000 if lanes == 1 else 0x80008000
        add(f"neg.{t}", f"neg.{t} %0, %1;", c, c, _one(lambda a, s=sign: a ^ s), gen=t, cmp=t)
        add(f"abs.{t}", f"abs.{t} %0, %1;", c, c, _one(lambda a, s=sign: a & ~s), gen=t, cmp=t)
add("add.f16 (default rounding)", "add.f16 %0, %1, %2;", "h", "hh",
    _one(lambda a, b: M.half_op("add", [a, b], M.F16)), cmp="f16", gen="f16,f16")
