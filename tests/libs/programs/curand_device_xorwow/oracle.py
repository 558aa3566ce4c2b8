"""Oracle from tests/libs/curand_model.py (cuRAND's XORWOW from its published description, checked
against real cuRAND recordings from an H100)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import curand_model as m


def expected() -> str:
    out = []
    for t in range(8):
        g = m.Xorwow(1234, t, 7)
        raw = g.next()
        uni = m.draw(g, "curand_uniform", 3)
        nrm = m.draw(g, "curand_normal", 2)
        g2 = m.Xorwow(1234, t, 7 + 1 + 3 + 2 + 100)
        dbl = m.draw(g2, "curand_uniform_double", 1)[0]
        out.append(f"t{t} {raw} {uni[0]:.7f} {uni[1]:.7f} {uni[2]:.7f} {nrm[0]:.6f} {nrm[1]:.6f} {dbl:.9f}")
    return "\n".join(out) + "\n"
