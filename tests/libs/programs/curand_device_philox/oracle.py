"""Oracle from tests/libs/curand_model.py (Philox4x32-10 per Salmon et al. with cuRAND's state layout,
checked against real cuRAND recordings from an H100)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import curand_model as m


def expected() -> str:
    out = []
    for t in range(6):
        g = m.Philox(0xDEADBEEFCAFE, t // 2, (t % 2) * 5)
        raw = [g.next() for _ in range(4)]
        uni = m.draw(g, "curand_uniform", 4)
        nrm = m.draw(g, "curand_normal", 2)
        out.append(f"t{t} " + " ".join(str(r) for r in raw) + "".join(f" {u:.7f}" for u in uni)
                   + f" {nrm[0]:.6f} {nrm[1]:.6f}")
    return "\n".join(out) + "\n"
