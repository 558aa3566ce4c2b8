"""What the cpu target's two compiles cost (xlate.cpu.sides; docs/cpu-backend.md, "Two compiles where
the passes differ"). The same CUDA program is compiled by xlate-nvcc for the cpu target twice per round:
once as written (a `__host__ __device__` function with an `#ifdef __CUDA_ARCH__` branch: preprocessed
both ways, then compiled as the device and the host side and joined) and once with that test removed
(the same code on both sides: preprocessed both ways, compiled once). The translation is cached before
timing starts, so the figures are the compiles. Prints each median and their ratio.

    .venv/bin/python benchmarks/cpu_two_sided.py [--rounds N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.driver.test_two_sided import SIDES  # the program the tests check

ONE_SIDED = SIDES.replace("#ifdef __CUDA_ARCH__\n  return 1;\n#else\n  return 2;\n#endif", "  return 1;") \
                 .replace("__host__ __device__ void launch_late(int *d) {\n#ifndef __CUDA_ARCH__\n  late<<<1, 1>>>(d);\n#endif",
                          "void launch_late(int *d) {\n  late<<<1, 1>>>(d);")
NVCC = Path(sys.executable).parent / "xlate-nvcc"


def _compile(src: Path, env: dict[str, str]) -> float:
    start = time.perf_counter()
    subprocess.run([str(NVCC), "-c", str(src), "-o", str(src.with_suffix(".o"))], env=env, check=True,
                   capture_output=True)
    return time.perf_counter() - start


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args()
    assert "__CUDA_ARCH__" not in ONE_SIDED
    with tempfile.TemporaryDirectory(prefix="xlate-bench-sides-") as tmp:
        env = dict(os.environ, XLATE_NVCC_TARGET="cpu", XLATE_NVCC_CACHE=str(Path(tmp) / "cache"))
        two, one = Path(tmp) / "two.cu", Path(tmp) / "one.cu"
        two.write_text(SIDES)
        one.write_text(ONE_SIDED)
        _compile(two, env), _compile(one, env)  # translate once (cached)
        times: dict[str, list[float]] = {"two-sided": [], "one compile": []}
        for _ in range(args.rounds):
            times["two-sided"].append(_compile(two, env))
            times["one compile"].append(_compile(one, env))
    med = {k: statistics.median(v) for k, v in times.items()}
    for k, v in med.items():
        print(f"{k:12s} median {v:6.2f} s over {args.rounds} rounds")
    print(f"ratio two-sided / one compile: {med['two-sided'] / med['one compile']:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
