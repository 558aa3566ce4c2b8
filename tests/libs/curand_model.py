"""Reference model of cuRAND's XORWOW and Philox4x32-10 generators, written from the algorithms'
published descriptions (independently of xlate's C++ in xlate/cpu/libs):

* XORWOW: Marsaglia, "Xorshift RNGs" (J. Stat. Softw. 8(14), 2003), the xorwow generator: five 32-bit
  words of xorshift state plus a Weyl sequence d += 362437, output v4 + d. cuRAND's seeding scrambles
  the 64-bit seed into the six words; sequences (subsequence) are 2**67 steps apart and the offset skips
  single steps (cuRAND device API documentation, curand_init). Skip-ahead is computed here by raising
  the 160x160 GF(2) transition matrix of the xorshift part to the needed power (the Weyl part advances
  by 362437 per step; a sequence jump leaves it unchanged, which the H100 recordings confirm).
* Philox4x32-10: Salmon et al., "Parallel random numbers: as easy as 1, 2, 3" (SC'11): 10 rounds of
  the 4x32 Philox bijection with multipliers 0xD2511F53, 0xCD9E8D57 and Weyl key bumps 0x9E3779B9,
  0xBB67AE85. cuRAND's state: a 128-bit counter whose upper 64 bits are the subsequence, the lower
  64 bits count blocks of four outputs; the key is the 64-bit seed.
* uniform floats: x * 2**-32 + 2**-33 in float (excludes 0, includes 1); doubles combine two 32-bit
  outputs; normals: Box-Muller on two uniforms, the first result returned and the second kept.
"""

from __future__ import annotations

import numpy as np

M32 = 0xFFFFFFFF
INV32 = np.float32(2.3283064e-10)  # 2**-32 as cuRAND's float constant
INV32_2PI = np.float32(2.3283064e-10 * 6.2831855)


# ------------------------------------------------------------------------------------------ XORWOW

def _xorshift_step(v: list[int]) -> list[int]:
    t = v[0] ^ (v[0] >> 2)
    new4 = (v[4] ^ ((v[4] << 4) & M32)) ^ (t ^ ((t << 1) & M32))
    return [v[1], v[2], v[3], v[4], new4 & M32]


def _pack(v: list[int]) -> int:
    return sum(w << (32 * i) for i, w in enumerate(v))


def _unpack(x: int) -> list[int]:
    return [(x >> (32 * i)) & M32 for i in range(5)]


def _step_matrix() -> list[int]:
    """Columns of the GF(2) matrix of one xorshift step: col[j] = step(e_j), as 160-bit ints."""
    return [_pack(_xorshift_step(_unpack(1 << j))) for j in range(160)]


def _apply(cols: list[int], x: int) -> int:
    out = 0
    j = 0
    while x:
        if x & 1:
            out ^= cols[j]
        x >>= 1
        j += 1
    return out


def _mul(a: list[int], b: list[int]) -> list[int]:
    """Columns of A*B."""
    return [_apply(a, c) for c in b]


_POW2: list[list[int]] = []  # _POW2[k] = M ** (2 ** k)


def _pow2(k: int) -> list[int]:
    while len(_POW2) <= k:
        _POW2.append(_step_matrix() if not _POW2 else _mul(_POW2[-1], _POW2[-1]))
    return _POW2[k]


def _skip_v(v: list[int], n: int, shift: int = 0) -> list[int]:
    """Advance the xorshift words by n * 2**shift steps."""
    x = _pack(v)
    k = shift
    while n:
        if n & 1:
            x = _apply(_pow2(k), x)
        n >>= 1
        k += 1
    return _unpack(x)


class Xorwow:
    def __init__(self, seed: int, subsequence: int = 0, offset: int = 0) -> None:
        s0 = (seed & M32) ^ 0xAAD26B49
        s1 = ((seed >> 32) & M32) ^ 0xF7DCEFDD
        t0 = (1099087573 * s0) & M32
        t1 = (2591861531 * s1) & M32
        self.d = (6615241 + t1 + t0) & M32
        self.v = [(123456789 + t0) & M32, 362436069 ^ t0, (521288629 + t1) & M32, 88675123 ^ t1,
                  (5783321 + t0) & M32]
        self.v = _skip_v(self.v, subsequence, 67)
        self.v = _skip_v(self.v, offset)
        self.d = (self.d + 362437 * offset) & M32
        self.extra: float | None = None
        self.extra_d: float | None = None

    def next(self) -> int:
        self.v = _xorshift_step(self.v)
        self.d = (self.d + 362437) & M32
        return (self.v[4] + self.d) & M32


# ------------------------------------------------------------------------------------------ Philox

PH_M0, PH_M1, PH_W0, PH_W1 = 0xD2511F53, 0xCD9E8D57, 0x9E3779B9, 0xBB67AE85


def philox4x32_10(ctr: tuple[int, int, int, int], key: tuple[int, int]) -> tuple[int, int, int, int]:
    c0, c1, c2, c3 = ctr
    k0, k1 = key
    for r in range(10):
        if r:
            k0 = (k0 + PH_W0) & M32
            k1 = (k1 + PH_W1) & M32
        p0 = PH_M0 * c0
        p1 = PH_M1 * c2
        c0, c1, c2, c3 = ((p1 >> 32) ^ c1 ^ k0, p1 & M32, (p0 >> 32) ^ c3 ^ k1, p0 & M32)
    return c0, c1, c2, c3


class Philox:
    def __init__(self, seed: int, subsequence: int = 0, offset: int = 0) -> None:
        self.key = (seed & M32, (seed >> 32) & M32)
        self.block = (subsequence << 64) + (offset >> 2)  # 128-bit counter
        self.pos = offset & 3
        self.out = self._gen()
        self.extra: float | None = None
        self.extra_d: float | None = None

    def _gen(self) -> tuple[int, int, int, int]:
        c = self.block
        return philox4x32_10(tuple((c >> (32 * i)) & M32 for i in range(4)), self.key)  # type: ignore[arg-type]

    def next(self) -> int:
        r = self.out[self.pos]
        self.pos += 1
        if self.pos == 4:
            self.pos = 0
            self.block = (self.block + 1) & ((1 << 128) - 1)
            self.out = self._gen()
        return r


# ------------------------------------------------------------------------------------- distributions

def uniform(x: int) -> np.float32:
    return np.float32(np.float32(x) * INV32 + INV32 / np.float32(2.0))


def uniform_double(x: int, y: int) -> float:
    # 53 random bits: y shifted up by 21 bits, XORed with x, scaled by 2**-53, plus half a step
    z = x ^ (y << 21)
    return z * 2.0**-53 + 2.0**-54


def box_muller(x: int, y: int) -> tuple[np.float32, np.float32]:
    u = np.float32(np.float32(x) * INV32 + INV32 / np.float32(2.0))
    v = np.float32(np.float32(y) * INV32_2PI + INV32_2PI / np.float32(2.0))
    s = np.float32(np.sqrt(np.float32(-2.0) * np.log(u, dtype=np.float32), dtype=np.float32))
    return np.float32(s * np.sin(v, dtype=np.float32)), np.float32(s * np.cos(v, dtype=np.float32))


def box_muller_double(x0: int, x1: int, y0: int, y1: int) -> tuple[float, float]:
    u = uniform_double(x0, x1)
    v = ((y0 ^ (y1 << 21)) * 2.0**-52 + 2.0**-53) * np.pi
    s = np.sqrt(-2.0 * np.log(u))
    return float(s * np.sin(v)), float(s * np.cos(v))


def draw(gen: Xorwow | Philox, what: str, n: int) -> list[float]:
    out: list[float] = []
    for _ in range(n):
        if what == "curand":
            out.append(gen.next())
        elif what == "curand_uniform":
            out.append(float(uniform(gen.next())))
        elif what == "curand_uniform_double":
            if isinstance(gen, Philox):
                # Philox: one 32-bit output per double, (x + 1) * 2**-32 (established from the H100
                # recordings: the documentation only says "excluding 0.0 and including 1.0")
                out.append((gen.next() + 1) * 2.0**-32)
            else:
                x = gen.next()
                out.append(uniform_double(x, gen.next()))
        elif what == "curand_normal":
            if gen.extra is not None:
                out.append(gen.extra)
                gen.extra = None
            else:
                x = gen.next()
                a, b = box_muller(x, gen.next())
                out.append(float(a))
                gen.extra = float(b)
        elif what == "curand_normal_double":
            if gen.extra_d is not None:
                out.append(gen.extra_d)
                gen.extra_d = None
            else:
                x0 = gen.next()
                x1 = gen.next()
                y0 = gen.next()
                a, b = box_muller_double(x0, x1, y0, gen.next())
                out.append(a)
                gen.extra_d = b
        else:
            raise ValueError(what)
    return out


# ----------------------------------------------------------------------------------------- host API
# The host API's output layout (which subsequence and position each output element comes from) is not
# spelled out in cuRAND's documentation beyond "the ordering is implementation-defined and may vary";
# the layout below is the one the H100 recordings show for the first elements (element g of the
# output stream, offset included): XORWOW takes element g from subsequence g, Philox takes blocks of
# four from subsequence g // 4; normals pair consecutive draws.

def host_generate(rng: str, seed: int, offset: int, n: int, what: str) -> list[float]:
    out: list[float] = []
    for i in range(n):
        g = offset + i
        if rng == "XORWOW":
            if what in ("generate", "generate_uniform"):
                x = Xorwow(seed, g).next()
                out.append(x if what == "generate" else float(uniform(x)))
            elif what == "generate_uniform_double":
                gen = Xorwow(seed, g)
                x = gen.next()
                out.append(uniform_double(x, gen.next()))
            elif what == "generate_normal":
                gen = Xorwow(seed, g // 2)
                x = gen.next()
                out.append(float(box_muller(x, gen.next())[g % 2]))
            elif what == "generate_normal_double":
                gen = Xorwow(seed, g // 2)
                v = [gen.next() for _ in range(4)]
                out.append(box_muller_double(*v)[g % 2])
            else:
                raise ValueError(what)
        else:
            def raw(k: int) -> int:
                gen = Philox(seed, k // 4)
                return [gen.next() for _ in range(4)][k % 4]
            if what == "generate":
                out.append(raw(g))
            elif what == "generate_uniform":
                out.append(float(uniform(raw(g))))
            elif what == "generate_uniform_double":
                out.append((raw(g) + 1) * 2.0**-32)
            elif what == "generate_normal":
                p = g - g % 2
                out.append(float(box_muller(raw(p), raw(p + 1))[g % 2]))
            elif what == "generate_normal_double":
                p = g - g % 2
                out.append(box_muller_double(raw(2 * p), raw(2 * p + 1), raw(2 * p + 2), raw(2 * p + 3))[g % 2])
            else:
                raise ValueError(what)
    return out
