"""The front end's two ways of finding an identifier's declaration give the same answer: the
cursors of clang_annotateTokens (what xlate used until it turned out quadratic on a deep
expression) and those of libclang.cursor_map (one walk of the AST, what xlate uses now). For every
CUDA/C++ source under examples/ and tests/ (or the files and folders given), each parse pass is run
both ways in this process and the identifier references (token offset -> where its declaration
lives) of every project file are compared. The translation only reads the tokens (the same in
both) and these references, so equal references mean byte-identical output. Prints the files
compared, the references and the differences; exit 1 when any differ.

    .venv/bin/python benchmarks/annotate_equivalence.py [PATH ...]
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


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("paths", nargs="*", type=Path)
    a = ap.parse_args(argv)
    files = _sources(a.paths or [ROOT / "examples", ROOT / "tests"])
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
