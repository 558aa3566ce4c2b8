"""Time the conformance suite: per case, translate / build for the cpu backend (wave64 + wave32) / run /
build for gfx942, and the total wall time; optionally the mutation score.

    .venv/bin/python benchmarks/conformance_time.py [--jobs 2] [--case NAME ...] [--cold] [--mutations]

--cold uses an empty build cache (a fresh XLATE_CACHE/conformance folder), as CI's first run does;
without it, builds cached by content hash from earlier runs are reused (shown as 0.0 s). Figures only:
nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "compat_tests"))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--case", action="append", default=[])
    ap.add_argument("--cold", action="store_true", help="start from an empty conformance build cache")
    ap.add_argument("--mutations", action="store_true", help="also time the mutation hunt and print the score")
    a = ap.parse_args(argv)

    cache_tmp = None
    if a.cold:
        from xlate.core.cache import cache_dir

        cache_tmp = Path(tempfile.mkdtemp(prefix="xlate-cold-"))
        # keep the toolchain and the cpu runtime library (set-up work, not the suite's), drop case builds
        for sub in ("toolchain", "cpu", "pch"):
            if cache_dir(sub).exists():
                os.symlink(cache_dir(sub), cache_tmp / sub)
        os.environ["XLATE_CACHE"] = str(cache_tmp)

    import runner  # imported after XLATE_CACHE is set

    t0 = time.perf_counter()
    doc = runner.selftest("cpu", a.case or None, jobs=a.jobs, mutations=a.mutations, progress=lambda _l: None)
    wall = time.perf_counter() - t0

    per: dict[str, dict[str, float]] = {}
    status: dict[str, list[str]] = {}
    for r in doc["results"]:
        d = per.setdefault(r["case"], {"translate": 0.0, "build_cpu": 0.0, "run": 0.0, "build_gfx942": 0.0})
        t = r["times"]
        d["translate"] = max(d["translate"], t.get("translate", 0.0))
        for k in ("build_cpu", "run", "build_gfx942"):
            d[k] += t.get(k, 0.0)
        status.setdefault(r["case"], []).append(f"{r['target']}:{r['status']}")
    cols = ("translate", "build_cpu", "run", "build_gfx942")
    print(f"{'case':28} " + " ".join(f"{c:>12}" for c in cols) + "  outcome")
    sums = dict.fromkeys(cols, 0.0)
    for name in sorted(per):
        d = per[name]
        for c in cols:
            sums[c] += d[c]
        print(f"{name:28} " + " ".join(f"{d[c]:12.2f}" for c in cols) + "  " + " ".join(status[name]))
    print(f"{'sum (CPU seconds of steps)':28} " + " ".join(f"{sums[c]:12.2f}" for c in cols))
    t = doc["totals"]
    print(f"total wall: {wall:.1f} s with {a.jobs} parallel case(s) on {os.cpu_count()} CPUs; "
          f"{len(per)} cases: {t['pass']} passed, {t['xfail']} known failures, {t['fail']} failed")
    if "mutations" in doc:
        print(f"mutation score: {doc['mutations']['score']}")
        for m in doc["mutations"]["results"]:
            print(f"  {m['name']}: {m['caught_by'] or 'NOT caught'}")
    if cache_tmp is not None:
        shutil.rmtree(cache_tmp, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
