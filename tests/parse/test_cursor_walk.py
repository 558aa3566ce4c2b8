"""Identifier references come from one walk of the AST (libclang.cursor_map), not from
clang_annotateTokens, which takes time quadratic in the length of a long expression (issue 16:
front end 0.67 / 1.64 / 6.28 / 25.6 s for 5k..40k terms). The walk must give the references the
annotation gave (benchmarks/annotate_equivalence.py checks every example and test source; here the
shapes where the two differ easily: templates and their instantiations, lambdas, macros and their
arguments, #define bodies naming macros, a header entered twice, constructor calls beside types)."""

from __future__ import annotations

import sys
import threading
from pathlib import Path

import pytest

pytest.importorskip("clang.cindex")

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "benchmarks"))


def _on_big_stack(fn):
    box: list = []
    th = threading.Thread(target=lambda: box.append(fn()))
    old = threading.stack_size(1 << 28)
    try:
        th.start()
        th.join()
    finally:
        threading.stack_size(old)
    return box[0]


def test_walk_gives_the_references_annotation_gave():
    import annotate_equivalence as eq

    files = [ROOT / "examples/cuda/template_kernels/template_kernels.cu",
             ROOT / "examples/cuda/launch_macros/launch_macros.cu",
             ROOT / "tests/libs/programs/cub_block/main.cu",
             ROOT / "tests/libs/programs/cufft_c2c_1d/main.cu",
             *sorted((ROOT / "tests/parse/fixtures/inactive").glob("*.cu"))]
    n_files, n_refs, diffs = _on_big_stack(lambda: eq.compare(files))
    assert n_files == len(files) and n_refs > 500
    assert diffs == []


def test_a_long_expression_is_not_annotated_token_by_token(tmp_path):
    """Only the tokens of #define directives go through clang_annotateTokens (it lexes macro bodies);
    the 3000-term expression does not. The old front end annotated every token of the file."""
    from xlate.parse import flags, model, passes
    from xlate.parse.libclang import cindex

    terms = " + ".join(f"a[{k % 7}]" if k % 5 else "cudaGetLastError()" for k in range(3000))
    f = tmp_path / "long.cu"
    f.write_text("#define N 64\n#define TWICE(x) ((x) + (x))\n"
                 f"__global__ void k(int* a) {{ a[0] = TWICE(N) + {terms}; }}\n")
    lib = cindex().conf.lib
    real = lib.clang_annotateTokens
    annotated: list[int] = []

    def counting(tu, toks, n, cursors):
        annotated.append(n)
        return real(tu, toks, n, cursors)

    b = model._Builder(tmp_path, [], [], {}, model.DEFAULT_MAX_FILE_BYTES, flags.PRELUDE_ROOT.resolve())
    b.add_file(f.resolve())
    ctx = b.context()
    job = b.jobs_for(f.resolve(), (flags.DEVICE,))[0]
    lib.clang_annotateTokens = counting
    try:
        r = _on_big_stack(lambda: passes.run(ctx, job))
    finally:
        lib.clang_annotateTokens = real
    assert r.ok
    [fd] = r.files
    assert len(fd.tokens) > 14000
    assert 0 < sum(annotated) < 30, annotated  # the two #define lines
    data = f.read_bytes()
    # every cudaGetLastError of the expression still resolves to the CUDA API, `a` to the project
    from xlate.core.model import RefOrigin

    api = [s for s, e in ((t[1], t[2]) for t in fd.tokens) if data[s:e] == b"cudaGetLastError"]
    assert len(api) == 600 and all(fd.refs.get(s) is RefOrigin.CUDA_API for s in api)
    params = [t[1] for t in fd.tokens if data[t[1]:t[2]] == b"a"]
    assert all(fd.refs.get(s) is RefOrigin.PROJECT for s in params)
