import math
from fractions import Fraction

import numpy as np


def f32_round(q: Fraction, mode: str) -> float:
    """Round the rational q to float32 with the given IEEE mode (no overflow in these inputs)."""
    if q == 0:
        return 0.0
    x = float(np.float32(float(q)))  # a neighbour; step to the right one
    lo = x
    while Fraction(lo) > q:
        lo = float(np.nextafter(np.float32(lo), np.float32(-np.inf)))
    while Fraction(float(np.nextafter(np.float32(lo), np.float32(np.inf)))) <= q:
        lo = float(np.nextafter(np.float32(lo), np.float32(np.inf)))
    hi = lo if Fraction(lo) == q else float(np.nextafter(np.float32(lo), np.float32(np.inf)))
    if mode == "rd":
        return lo
    if mode == "ru":
        return hi
    if mode == "rz":
        return lo if q > 0 else hi
    dl, dh = q - Fraction(lo), Fraction(hi) - q
    if dl != dh:
        return lo if dl < dh else hi
    return lo if int(np.float32(lo).view(np.int32)) % 2 == 0 else hi


def rne(q: Fraction) -> int:
    fl = math.floor(q)
    r = q - fl
    if r != Fraction(1, 2):
        return fl + (1 if r > Fraction(1, 2) else 0)
    return fl if fl % 2 == 0 else fl + 1


def expected():
    out = []
    for i in range(48):
        f = Fraction(i - 24, 4) + (Fraction(1, 2) if i % 3 == 0 else 0)
        d = Fraction(float((i - 24) * 0.1 + 1.0 / 3.0))
        k = (i - 24) * 16777219 + i
        out += [rne(f), math.trunc(f), math.ceil(f), math.floor(f), rne(abs(f)),
                f32_round(d, "rn"), f32_round(d, "rz"),
                f32_round(Fraction(k), "rn"), f32_round(Fraction(k), "rz"),
                f32_round(Fraction(k), "ru"), f32_round(Fraction(k), "rd"),
                rne(f), math.floor(abs(f) + Fraction(1, 2)) * (1 if f >= 0 else -1),
                math.trunc(f) + math.floor(f) * 1000, math.ceil(f),
                int(np.float32(float(f)).view(np.int32))]
    return {"out": [float(v) for v in out]}
