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

import math

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
# cuRAND's documentation leaves the host API's output layout open ("the ordering is implementation-
# defined"); the rules below are the ones the H100 recordings (tests/libs/fixtures/nvidia_h100) show,
# found by testing hypotheses against every recorded case, including windows of 2**20-element calls:
#
# * XORWOW: 4096 work items run side by side. With the generator's offset o, work item t starts from
#   subsequence (o + t) % 4096 advanced by (o + t) // 4096 single steps; the k-th result of work item t
#   is element t + 4096 k of the call and consumes `per` outputs: 1 for 32-bit results and floats, 2 for
#   a double or for a Box-Muller pair of floats, 4 for a pair of normal doubles. The offset counts work
#   items: a call of n results advances it by n, except normals (float and double), which advance it by
#   n / 2 pairs. An odd length of normals is refused (CURAND_STATUS_LENGTH_NOT_MULTIPLE).
# * Philox4x32-10: the offset counts output elements; element g = offset + i belongs to quad q = g // 4,
#   computed by work item q % 65536 of subsequence q % 65536, which for its (q // 65536)-th quad uses
#   one block of four outputs (floats, 32-bit results: result g % 4 of the block; normals: the Box-Muller
#   pair (2 (r // 2), +1), r = g % 4) or two blocks (doubles: outputs 2r, 2r + 1; normal doubles: the
#   four outputs 4 (r // 2) .. +3). Odd lengths of normals are accepted. A call advances the offset by n.
# * Orderings BEST, DEFAULT, LEGACY and DYNAMIC give the default layout (recorded for 67 elements at
#   offsets 0 and 5); SEEDED is refused for Philox (CURAND_STATUS_OUT_OF_RANGE). XORWOW with SEEDED
#   skips the subsequence jumps: work item v = offset + t is a generator seeded with
#   seed + 3133713 * v at subsequence 0 (found by solving xorwow's seeding for the recorded outputs,
#   then checked on every recorded SEEDED element: 32-bit, uniform and normal outputs at offsets 0 and 5).
#   Established only while every work item has one result (v < 4096) and seed's low word + 3133713 v
#   does not carry into the high word; the model refuses other SEEDED calls and kinds not recorded.
# * log-normal: exp of the shifted normal; shifted normal: mean + stddev * n.
# * Poisson: cuRAND's host algorithm is not reproduced (see poisson_inversion); its statistics are.

XORWOW_HOST_ITEMS = 4096
PHILOX_HOST_ITEMS = 65536
XORWOW_SEEDED_STRIDE = 3133713
STATUS_OUT_OF_RANGE = 104
STATUS_LENGTH_NOT_MULTIPLE = 105


class HostGenerator:
    """cuRAND's host generator (XORWOW or PHILOX4_32_10) as the recordings show it. Each call returns
    the list of results, or an int status where cuRAND refuses the call; `window` gives elements
    [start, start + count) of a call of length n without computing the others."""

    KINDS = ("generate", "uniform", "uniform_double", "normal", "normal_double", "log_normal",
             "log_normal_double", "poisson")

    def __init__(self, rng: str, seed: int, offset: int = 0, ordering: str = "default") -> None:
        if rng not in ("XORWOW", "PHILOX4_32_10"):
            raise ValueError(f"not supported: host generator {rng}")
        if ordering == "seeded" and rng != "XORWOW":
            raise ValueError("not supported: CURAND_ORDERING_PSEUDO_SEEDED for Philox (cuRAND refuses it, see "
                             "ordering_status)")
        self.rng, self.seed, self.offset = rng, seed, offset
        self.seeded = ordering == "seeded"
        self._x: dict[int, Xorwow] = {}

    @staticmethod
    def ordering_status(rng: str, ordering: str) -> int:
        return STATUS_OUT_OF_RANGE if (rng == "PHILOX4_32_10" and ordering == "seeded") else 0

    # ---- raw outputs behind one element
    def _xorwow_item(self, w: int, per: int) -> list[int]:
        t, k = w % XORWOW_HOST_ITEMS, w // XORWOW_HOST_ITEMS
        v = self.offset + t
        if self.seeded:
            if k or v >= XORWOW_HOST_ITEMS or (self.seed & M32) + XORWOW_SEEDED_STRIDE * v > M32:
                raise ValueError("not supported: SEEDED ordering beyond the recorded range (one result per work "
                                 "item, no carry out of the seed's low word)")
            g = Xorwow(self.seed + XORWOW_SEEDED_STRIDE * v)
            return [g.next() for _ in range(per)]
        sub = v % XORWOW_HOST_ITEMS
        if sub not in self._x:
            self._x[sub] = Xorwow(self.seed, sub)
        g = Xorwow.__new__(Xorwow)
        g.v, g.d = list(self._x[sub].v), self._x[sub].d
        for _ in range(v // XORWOW_HOST_ITEMS + per * k):
            g.next()
        return [g.next() for _ in range(per)]

    def _philox_quad(self, i: int, blocks: int) -> tuple[list[int], int]:
        g = self.offset + i
        q = g // 4
        gen = Philox(self.seed, q % PHILOX_HOST_ITEMS, 4 * blocks * (q // PHILOX_HOST_ITEMS))
        return [gen.next() for _ in range(4 * blocks)], g % 4

    def _normal(self, i: int, double: bool) -> float:
        if self.rng == "XORWOW":
            v = self._xorwow_item(i // 2, 4 if double else 2)
            return box_muller_double(*v)[i % 2] if double else float(box_muller(*v)[i % 2])
        if double:
            v, r = self._philox_quad(i, 2)
            return box_muller_double(*v[4 * (r // 2):4 * (r // 2) + 4])[r % 2]
        v, r = self._philox_quad(i, 1)
        return float(box_muller(v[2 * (r // 2)], v[2 * (r // 2) + 1])[r % 2])

    def element(self, kind: str, i: int, a: float = 0.0, b: float = 1.0) -> float:
        """Element i of a call of `kind` (a, b: mean and stddev, or lambda for poisson)."""
        if self.seeded and "double" in kind:
            raise ValueError(f"not supported: SEEDED ordering with {kind} (not recorded)")
        if kind in ("generate", "uniform", "poisson"):
            if self.rng == "XORWOW":
                x = self._xorwow_item(i, 1)[0]
            else:
                v, r = self._philox_quad(i, 1)
                x = v[r]
            if kind == "generate":
                return x
            if kind == "uniform":
                return float(uniform(x))
            return poisson_inversion(1.0 - (x + 0.5) * 2.0**-32, a)
        if kind == "uniform_double":
            if self.rng == "XORWOW":
                return uniform_double(*self._xorwow_item(i, 2))
            v, r = self._philox_quad(i, 2)
            return uniform_double(v[2 * r], v[2 * r + 1])
        if kind in ("normal", "log_normal"):
            z = np.float32(np.float32(a) + np.float32(b) * np.float32(self._normal(i, False)))
            return float(np.exp(z, dtype=np.float32) if kind == "log_normal" else z)
        if kind in ("normal_double", "log_normal_double"):
            z = a + b * self._normal(i, True)
            return float(np.exp(z)) if kind == "log_normal_double" else z
        raise ValueError(kind)

    def status(self, kind: str, n: int, a: float = 0.0) -> int:
        if "normal" in kind and self.rng == "XORWOW" and n % 2:
            return STATUS_LENGTH_NOT_MULTIPLE
        if kind == "poisson" and a <= 0:
            return STATUS_OUT_OF_RANGE
        return 0

    def window(self, kind: str, n: int, start: int, count: int, a: float = 0.0, b: float = 1.0) -> list[float] | int:
        st = self.status(kind, n, a)
        return st if st else [self.element(kind, i, a, b) for i in range(start, start + count)]

    def call(self, kind: str, n: int, a: float = 0.0, b: float = 1.0) -> list[float] | int:
        """A whole call; on success the offset advances (XORWOW normals: by n / 2 pairs)."""
        out = self.window(kind, n, 0, n, a, b)
        if not isinstance(out, int):
            self.offset += n // 2 if (self.rng == "XORWOW" and "normal" in kind) else n
        return out


def poisson_inversion(q: float, lam: float) -> int:
    """Smallest k with P(X <= k) >= q for X ~ Poisson(lam), summing the pmf in log space from the lowest
    k that carries any mass (so that large lambdas do not underflow exp(-lambda))."""
    lo = max(0, int(lam - 40.0 * math.sqrt(lam) - 40.0))
    s = 0.0
    k = lo
    while True:
        s += math.exp(-lam + k * math.log(lam) - math.lgamma(k + 1.0))
        if s >= q or k > lam + 40.0 * math.sqrt(lam) + 40.0:
            return k
        k += 1


def host_generate(rng: str, seed: int, offset: int, n: int, what: str) -> list[float]:
    """One host call on a fresh generator (the layout of test_curand_recorded.py's keys)."""
    out = HostGenerator(rng, seed, offset).call(what.removeprefix("generate_"), n)
    if isinstance(out, list):
        return out
    raise ValueError(f"cuRAND refuses {what} of {n} elements (status {out})")
