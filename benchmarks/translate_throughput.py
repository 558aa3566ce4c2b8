"""Translation throughput: files/s and lines/s of a full translation (front end + rules + apply),
and its ratio to a libclang parse of the same files with the same flags (both passes), measured in
the same run. Prints figures; asserts nothing.

    .venv/bin/python benchmarks/translate_throughput.py [PATH ...]   (default: examples/cuda, tests fixtures)
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def _parse_only(files: list[Path], includes: list[Path]) -> float:
    from xlate.parse import flags
    from xlate.parse.libclang import PARSE_KEEP_GOING, cindex, resource_dir

    index = cindex().Index.create()
    t0 = time.perf_counter()
    for f in files:
        if f.suffix not in (".cu", ".cpp", ".cc", ".cxx"):
            continue
        for side in (flags.HOST, flags.DEVICE):
            args = flags.cuda_parse_args(side, includes=includes) + ["-resource-dir", str(resource_dir())]
            opts = cindex().TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD | PARSE_KEEP_GOING
            index.parse(str(f), args=args, options=opts)  # the options the front end uses
    return time.perf_counter() - t0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--repeat", type=int, default=3, help="runs of each measurement; the best is kept")
    a = ap.parse_args(argv)
    paths = a.paths or [p for p in (REPO / "examples" / "cuda", REPO / "tests" / "rewrite" / "fixtures" / "proj")
                        if p.is_dir()]
    if not paths:
        print("nothing to translate: give a CUDA folder", file=sys.stderr)
        return 2
    from xlate.parse.source import discover
    from xlate.rewrite.engine import build_model_for, run_engine
    from xlate.rewrite.translate import project_root

    files = discover(paths)
    includes = sorted({d for p in paths for d in Path(p).rglob("include") if d.is_dir()})
    root = project_root(paths, includes)
    lines = sum(f.read_bytes().count(b"\n") for f in files)
    best_t = best_p = float("inf")
    for _ in range(a.repeat):
        t0 = time.perf_counter()
        model, _d = build_model_for(paths, root=root, includes=includes, defines=[], warp_mode="compat32")
        res = run_engine(model)
        best_t = min(best_t, time.perf_counter() - t0)
        best_p = min(best_p, _parse_only(files, includes))
    print(f"inputs: {', '.join(str(p) for p in paths)}")
    print(f"files: {len(files)}  lines: {lines}  edits: {res.edit_count}")
    print(f"translate: {best_t:.3f} s  -> {len(files) / best_t:.1f} files/s, {lines / best_t:.0f} lines/s")
    print(f"libclang parse only (host+device): {best_p:.3f} s")
    print(f"translate / parse-only ratio: {best_t / best_p:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
