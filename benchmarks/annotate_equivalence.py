"""The front end's two ways of finding an identifier's declaration give the same answer: the
cursors of clang_annotateTokens (what xlate used until it turned out quadratic on a deep
expression) and those of libclang.cursor_map (one walk of the AST, what xlate uses now). For every
CUDA/C++ source under examples/ and tests/ (or the files and folders given), each parse pass is run
both ways in this process and the identifier references (token offset -> where its declaration
lives) of every project file are compared. The translation only reads the tokens (the same in
both) and these references, so equal references mean byte-identical output. Prints the files
compared, the references and the differences; exit 1 when any differ.

    .venv/bin/python benchmarks/annotate_equivalence.py [--outputs] [PATH ...]
"""

from __future__ import annotations

import argparse
import os
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = (".cu", ".cpp", ".cc", ".cxx")


def _sources(paths: list[Path]) -> list[Path]:
    out: list[Path] = []
    for p in paths:
        if p.is_dir():
            out += sorted(q for q in p.rglob("*") if q.suffix in SOURCES and q.is_file())
        elif p.suffix in SOURCES:
            out.append(p)
    return out


def compare(files: list[Path], show: int = 20) -> tuple[int, int, list[str]]:
    from xlate.parse import flags, model, passes

    n_refs = 0
    diffs: list[str] = []
    for f in files:
        f = f.resolve()
        b = model._Builder(f.parent, [], [], {}, model.DEFAULT_MAX_FILE_BYTES, flags.PRELUDE_ROOT.resolve())
        b.add_file(f)
        ctx = b.context()
        for job in b.jobs_for(f, (flags.HOST, flags.DEVICE)):
            got = {}
            for how in (True, False):
                passes._ANNOTATE = how
                try:
                    r = passes.run(ctx, job)
                finally:
                    passes._ANNOTATE = False
                got[how] = {fd.path: fd.refs for fd in r.files}
            old, new = got[True], got[False]
            for path in sorted(set(old) | set(new)):
                a, b2 = old.get(path, {}), new.get(path, {})
                n_refs += len(a)
                for off in sorted(set(a) | set(b2)):
                    if a.get(off) != b2.get(off):
                        data = path.read_bytes()
                        line = data.count(b"\n", 0, off) + 1
                        word = data[off:off + 40].split(b"\n")[0].decode("utf-8", "replace")
                        diffs.append(f"{path}:{line} ({job.side}) {word!r}: annotate {a.get(off)} walk {b2.get(off)}")
    return len(files), n_refs, diffs


def compare_outputs(files: list[Path]) -> tuple[int, list[str]]:
    """Translate each file (its folder's other files not included) both ways through build_model and
    the engine (every rule), the old way through $XLATE_PARSE_ANNOTATE=1 in the parse workers;
    (files compared, the files whose outputs or diagnostics differ)."""
    from xlate.parse.model import build_model
    from xlate.rewrite.engine import run_engine

    diffs: list[str] = []
    for f in files:
        got = []
        for env in ("1", ""):
            os.environ["XLATE_PARSE_ANNOTATE"] = env
            try:
                model, fe = build_model([f], root=f.parent)
                res = run_engine(model, None, fe)
                got.append(({p: res.outputs[p] for p in sorted(res.outputs)},
                            [(d.code, str(d.file), d.line, d.col, d.message) for d in res.diagnostics]))
            except Exception as exc:  # noqa: BLE001 - the same failure both ways is no difference
                got.append((f"{type(exc).__name__}: {exc}", []))
            finally:
                os.environ.pop("XLATE_PARSE_ANNOTATE", None)
        if got[0] != got[1]:
            diffs.append(str(f))
    return len(files), diffs


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    ap.add_argument("--outputs", action="store_true",
                    help="also translate every file both ways (all rules) and compare the output bytes and "
                         "the diagnostics")
    a = ap.parse_args(argv)
    files = _sources(a.paths or [ROOT / "examples", ROOT / "tests"])
    if a.outputs:
        n, bad = compare_outputs(files)
        for b in bad:
            print(f"output differs: {b}")
        print(f"{n} files translated both ways, {len(bad)} with different output or diagnostics")
        if bad:
            return 1
    os.environ["LIBCLANG_NOTHREADS"] = "1"
    threading.stack_size(1 << 30)  # as the parse workers: clang recurses over deep code
    box: list[tuple[int, int, list[str]]] = []
    th = threading.Thread(target=lambda: box.append(compare(files)))
    th.start()
    th.join()
    n_files, n_refs, diffs = box[0]
    for d in diffs[:50]:
        print(d)
    print(f"{n_files} files, {n_refs} references by annotation, {len(diffs)} differences")
    return 1 if diffs else 0


if __name__ == "__main__":
    sys.exit(main())
