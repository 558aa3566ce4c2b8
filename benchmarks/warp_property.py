"""Issue 20's property at scale: random warp kernels (tests/warp/property_gen.py) must print the same in
native64 and compat32 on the cpu backend. Batches of --batch programs are translated, built once per mode
and run; prints the count reached, the differences found, how many kernels native64 rewrote, and the rate.
Asserts nothing; exits 1 when a difference was found (the programs are printed).

    .venv/bin/python benchmarks/warp_property.py [-n 10000] [--batch 250] [--seed 0] [--wave 64]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))


def main() -> int:
    from tests.warp import property_gen

    ap = argparse.ArgumentParser()
    ap.add_argument("-n", type=int, default=10000)
    ap.add_argument("--batch", type=int, default=250)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--wave", type=int, default=64, choices=(32, 64))
    ap.add_argument("--budget-s", type=float, default=None, help="stop after this many seconds")
    args = ap.parse_args()
    t0 = time.monotonic()
    done = native = 0
    diffs: list[str] = []
    batch = 0
    while done < args.n:
        if args.budget_s is not None and time.monotonic() - t0 > args.budget_s:
            break
        k = min(args.batch, args.n - done)
        d, nat = property_gen.check(k, seed=args.seed * 1_000_003 + batch, warp_size=args.wave)
        diffs += d
        native += nat
        done += k
        batch += 1
        el = time.monotonic() - t0
        print(f"{done} programs, {len(diffs)} differences, {native} kernels rewritten by native64, "
              f"{done / el:.1f} programs/s", flush=True)
    el = time.monotonic() - t0
    print(f"warp property (wave{args.wave}): {done} random programs in {el:.0f} s ({done / el:.1f}/s), "
          f"{native} rewritten by native64, {len(diffs)} output differences")
    for d in diffs[:5]:
        print(d)
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
