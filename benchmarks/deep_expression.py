"""Translation time of one long expression (issue 16: a 20k-term expression took 150 s, because the
warp analysis scanned back through the statement for every `[`). A kernel whose body is one
statement `v += a[0] + a[1] + ... + warpSize + ... + __shfl_down_sync(0xffffffff, v, o) + ...;`
inside a shuffle loop, of 5k/10k/20k/40k terms. Prints, per size, the time of the front end
(libclang parse in a worker process, tokens, references) and of the rules (warp analysis and the
other rules, edits applied), and the ratio per doubling (2.0 is linear, 4.0 quadratic). Asserts nothing.

    .venv/bin/python benchmarks/deep_expression.py [--sizes 5000 10000 20000 40000] [--before]

The front end used clang_annotateTokens for the declaration of every identifier; on such a line it
takes time quadratic in the length (it computes each cursor's extent, a descent of the left-nested
`+` tree). It now walks the AST once (xlate.parse.libclang.cursor_map); --before also runs the old
way (XLATE_PARSE_ANNOTATE=1) in the same run.
"""

from __future__ import annotations

import argparse
import os
import tempfile
import time
from pathlib import Path


def source(terms: int) -> str:
    parts = []
    for k in range(terms):
        if k % 16 == 15:
            parts.append("__shfl_down_sync(0xffffffff, v, o)")
        elif k % 8 == 7:
            parts.append("warpSize")
        else:
            parts.append(f"a[{k % 64}]")
    return ("__global__ void deep(float* a) {\n  float v = a[threadIdx.x];\n"
            "  for (int o = 16; o > 0; o /= 2) {\n    v += " + " + ".join(parts) + ";\n  }\n"
            "  a[threadIdx.x] = v;\n}\n")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", type=int, nargs="+", default=[5000, 10000, 20000, 40000])
    ap.add_argument("--before", action="store_true",
                    help="first the same sizes with the front end's old token annotation "
                         "(clang_annotateTokens, XLATE_PARSE_ANNOTATE=1: quadratic), for comparison")
    a = ap.parse_args(argv)
    modes = [("annotateTokens (before)", "1"), ("one AST walk (now)", "")] if a.before else [("", "")]
    for title, env in modes:
        if title:
            print(f"front end: {title}")
        old = os.environ.pop("XLATE_PARSE_ANNOTATE", None)
        if env:
            os.environ["XLATE_PARSE_ANNOTATE"] = env
        try:
            _run(a.sizes)
        finally:
            os.environ.pop("XLATE_PARSE_ANNOTATE", None)
            if old is not None:
                os.environ["XLATE_PARSE_ANNOTATE"] = old
    return 0


def _run(sizes: list[int]) -> None:
    from xlate.rewrite.engine import build_model_for, run_engine

    rows = []
    with tempfile.TemporaryDirectory(prefix="xlate-deep-") as tmp:
        root = Path(tmp).resolve()
        for n in sizes:
            f = root / f"deep_{n}.cu"
            f.write_text("// generated\n" + source(n))
            t0 = time.perf_counter()
            model, fe = build_model_for([f], root=root, includes=[], defines=[], warp_mode="compat32")
            t1 = time.perf_counter()
            res = run_engine(model, None, fe)
            t2 = time.perf_counter()
            codes = sorted({d.code for d in res.diagnostics if d.severity.value == "error"})
            rows.append((n, t1 - t0, t2 - t1, res.edit_count, codes))
    print(f"{'terms':>7} {'front end s':>12} {'rules s':>9} {'total s':>9} {'x/doubling (fe, rules, total)':>31}"
          "  edits  errors")
    prev = None
    for n, fe_s, ru_s, edits, codes in rows:
        tot = fe_s + ru_s
        ratio = ""
        if prev is not None and n == 2 * prev[0]:
            ratio = f"{fe_s / prev[1]:.2f}, {ru_s / prev[2]:.2f}, {tot / (prev[1] + prev[2]):.2f}"
        print(f"{n:>7} {fe_s:>12.2f} {ru_s:>9.2f} {tot:>9.2f} {ratio:>31}  {edits:>5}  {','.join(codes) or '-'}")
        prev = (n, fe_s, ru_s)


if __name__ == "__main__":
    raise SystemExit(main())
