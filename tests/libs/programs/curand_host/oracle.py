"""Oracle from tests/libs/curand_model.py: the host API's output layout as the H100 recordings show it
(normal values generated without an offset: the offset layout of host normals is not established)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
import curand_model as m


def expected() -> str:
    out = []
    for name, rng, off in (("xorwow", "XORWOW", 3), ("philox", "PHILOX4_32_10", 5)):
        raw = m.host_generate(rng, 42, off, 8, "generate")
        uni = m.host_generate(rng, 42, off, 8, "generate_uniform")
        nrm = m.host_generate(rng, 42, 0, 8, "generate_normal")
        out.append(f"{name} raw:" + "".join(f" {r}" for r in raw))
        out.append(f"{name} uniform:" + "".join(f" {u:.7f}" for u in uni))
        out.append(f"{name} normal:" + "".join(f" {1.0 + 2.0 * v:.5f}" for v in nrm))
    return "\n".join(out) + "\n"
