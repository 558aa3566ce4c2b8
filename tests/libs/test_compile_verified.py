"""Every supported (and different-semantics) entry of the library tables (xlate/data/libs), used with its
real CUDA types, translated by xlate and compiled for gfx942 against the pinned HIP library headers
(hipBLAS, hipBLASLt, hipRAND, hipFFT, hipFFTW, hipSPARSE, hipSOLVER, rocTX, hipCUB, rocThrust).

The typed uses of the C libraries are written from xlate's CUDA prelude by tests/api/api_calls.py (the
core table's generator of uses, loaded here with this file's header); CUB names are used through a
using-declaration (`using cub::NAME;` must name a hipCUB entity after translation), CUB macros through
`#ifndef`. Uses are compiled in one batch per side; entries whose lines errors point at are collected,
the rest compiled again, and the test lists every entry that did not compile."""

from __future__ import annotations

import functools
import importlib.util
import re
import sys
from pathlib import Path

import pytest

from xlate.data.libs import load_all

HEADER = ("#include <cuda_runtime.h>\n#include <cublas.h>\n#include <cublas_v2.h>\n#include <curand.h>\n#include <curand_kernel.h>\n"
          "#include <curand_mtgp32_host.h>\n"
          "#include <cufft.h>\n#include <cufftXt.h>\n#include <cufftw.h>\n#include <cusparse.h>\n#include <cusolverDn.h>\n#include <cusolverSp.h>\n"
          "#include <cusolverRf.h>\n#include <cublasLt.h>\n#include <nvToolsExt.h>\n#include <cudnn.h>\n"
          "#include <cub/cub.cuh>\n#include <thrust/device_vector.h>\n"
          "template <class T> using xlate_type = T;\n")
MAX_ROUNDS = 6


def _api_calls():
    path = Path(__file__).resolve().parents[1] / "api" / "api_calls.py"
    spec = importlib.util.spec_from_file_location("libs_api_calls", path)
    mod = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["libs_api_calls"] = mod  # dataclasses look their module up
    spec.loader.exec_module(mod)
    mod.HEADER = HEADER  # prelude_api() parses this header
    return mod


calls = _api_calls()


def _removed_in_reported_cuda(name: str) -> bool:
    """A name the reported CUDA version no longer has (xlate/data/libs/cuda_versions.csv): the prelude declares
    it only where an older CUDA is reported (CUDA 11's cuSPARSE SpMV/SpMM enumerators), so it is checked by
    test_cuda11_names_translate_and_compile_for_gfx942 instead."""
    from xlate.core.cuda_version import cuda_major_minor
    from xlate.data.libs import version_tuple, versions

    removed = versions().get(name, ("", "", ""))[2]
    return bool(removed) and version_tuple(removed) <= cuda_major_minor()


def entries():
    return [e for e in load_all().values()
            if e.status in ("supported", "different") and not _removed_in_reported_cuda(e.cuda)]


def cub_use(e, n: int):
    tag = f"u{n}_{e.cuda}"
    if e.kind == "namespace":
        code = f"namespace {tag} = {e.cuda};\n"
    elif e.kind == "macro":
        code = f"#ifndef {e.cuda}\n#error {e.cuda} is not defined\n#endif\n"
    else:
        code = f"namespace {tag} {{ using cub::{e.cuda}; }}\n"
    return calls.Use(e.cuda, e.kind, ((e.cuda, code),))


def _prelude_api():
    """The prelude's API as api_calls reads it, with the library tables joined to the core table so that an enum
    parameter gets an enumerator the tables translate (cuBLASLt's first matmul-descriptor attribute,
    CUBLASLT_MATMUL_DESC_COMPUTE_TYPE, has no hipBLASLt counterpart; the use is about the function)."""
    from unittest import mock

    from xlate.rewrite.rules.api import xl101_104_names as api_names

    joined = {**api_names.load_table(), **load_all()}
    with mock.patch.object(api_names, "load_table", lambda *a: joined):
        return calls.prelude_api.__wrapped__()


@functools.cache
def uses() -> tuple[tuple, tuple]:
    """(typed uses, entries without one), read once per process (about 18 s: the prelude's API through
    libclang) for this file, test_cpu_unsupported.py and test_cpu_hipsparse.py; tuples, so no caller can
    change what the next one reads."""
    api = _prelude_api()
    out, missing = [], []
    for i, e in enumerate(entries()):
        if e.category in ("cub", "thrust"):
            u = cub_use(e, i)
        else:
            u = calls.use_for(e, api, i)
        if u is None:
            missing.append(f"{e.cuda} ({e.kind}, {e.category})")
        else:
            out.append(u)
    return tuple(out), tuple(missing)


def test_every_supported_entry_has_a_typed_use():
    _, missing = uses()
    assert missing == (), f"supported entries without a CUDA declaration in the prelude: {missing}"


def _compile(tc, text: str, path: Path) -> str:
    from xlate.core.proc import run
    from xlate.pipeline.targets import translated_cuda_flags  # as `xlate build` compiles translated CUDA

    path.write_text(text, encoding="utf-8")
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-std=c++17", "-O0",
           "-Wno-deprecated-declarations",
           "-ferror-limit=0", "-c", str(path), "-o", str(path.with_suffix(".o"))]
    proc = run(cmd, timeout=900, check=False)
    return "" if proc.returncode == 0 else (proc.stderr + proc.stdout)


def test_supported_library_entries_translate_and_compile_for_gfx942(tmp_path):
    from xlate.errors import XlateError
    from xlate.rewrite.engine import translate_text
    from xlate.toolchain.discover import find_toolchain

    try:
        tc = find_toolchain()
    except XlateError as exc:
        pytest.fail(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")
    all_uses, _ = uses()
    assert len(all_uses) > 300
    out, diags = translate_text(calls.write_batch(all_uses, HEADER), filename="libs_uses.cu")
    errors = [f"{d.line}: {d.code} {d.message}" for d in diags if d.severity.value == "error"]
    assert errors == [], errors[:10]
    assert "#include <xlate/hipfftw.h>" in out
    head, translated = calls.split_uses(out)
    assert len(translated) == sum(len(u.parts) for u in all_uses), "markers lost in translation"
    assert not re.search(r"\b(cublas|curand|cufft|cusparse|cusolver|nvtx)\w*\b", head.split("xlate_type")[0].replace("#include", "")
                         .replace(".h", "")), head
    failing: dict[str, str] = {}
    remaining = dict(translated)
    for rnd in range(MAX_ROUNDS):
        text = head + "".join(remaining.values())
        src = tmp_path / f"libs_{rnd}.hip"
        err = _compile(tc, text, src)
        if not err:
            break
        bad, unplaced = calls.failing_entries(err, src, calls.spans_of(text))
        assert bad, f"compiler errors not placed on an entry: {(unplaced or [err])[:5]}"
        failing.update(bad)
        for b in bad:
            remaining.pop(b, None)
    else:
        pytest.fail(f"still failing after {MAX_ROUNDS} rounds")
    by_name = {e.cuda: e for e in entries()}
    wrong = [f"{k} ({by_name[k.split('#')[0]].status}): {v}" for k, v in failing.items()
             if by_name[k.split("#")[0]].status == "supported"]
    assert wrong == [], f"{len(wrong)} supported entries do not compile:\n" + "\n".join(wrong)


CUDA11_SPMV = """\
#include <cusparse.h>
cusparseStatus_t mv(cusparseHandle_t h, cusparseSpMatDescr_t A, cusparseDnVecDescr_t x, cusparseDnVecDescr_t y,
                    const float* one, size_t* size) {
  cusparseSpMVAlg_t algs[] = {CUSPARSE_MV_ALG_DEFAULT, CUSPARSE_COOMV_ALG, CUSPARSE_CSRMV_ALG1, CUSPARSE_CSRMV_ALG2};
  cusparseSpMMAlg_t mm[] = {CUSPARSE_MM_ALG_DEFAULT, CUSPARSE_COOMM_ALG1, CUSPARSE_COOMM_ALG2, CUSPARSE_COOMM_ALG3,
                            CUSPARSE_CSRMM_ALG1};
  (void)mm;
  return cusparseSpMV_bufferSize(h, CUSPARSE_OPERATION_NON_TRANSPOSE, one, A, x, one, y, CUDA_R_32F, algs[0], size);
}
"""


def test_cuda11_names_translate_and_compile_for_gfx942(tmp_path, monkeypatch):
    """Names CUDA 12 removed, declared where CUDA 11 is reported (XLATE_CUDA_VERSION=11.8, as SUNDIALS 6.4's
    recipe reports): they translate to hipSPARSE's names, which keep CUDA 11's values, and compile."""
    from xlate.errors import XlateError
    from xlate.rewrite.engine import translate_text
    from xlate.toolchain.discover import find_toolchain

    removed = [e.cuda for e in load_all().values() if e.status == "supported" and _removed_in_reported_cuda(e.cuda)]
    assert {"CUSPARSE_MV_ALG_DEFAULT", "CUSPARSE_CSRMM_ALG1"} <= set(removed)
    monkeypatch.setenv("XLATE_CUDA_VERSION", "11.8")
    text, diags = translate_text(CUDA11_SPMV, "spmv11.cu")
    assert [d for d in diags if d.severity.value == "error"] == []
    for name in ("HIPSPARSE_MV_ALG_DEFAULT", "HIPSPARSE_CSRMV_ALG2", "HIPSPARSE_CSRMM_ALG1"):
        assert name in text
    try:
        tc = find_toolchain()
    except XlateError as exc:
        pytest.fail(f"the pinned HIP toolchain is not set up ({exc.message}); run `xlate setup`")
    err = _compile(tc, text, tmp_path / "spmv11.hip")
    assert err == "", err[-3000:]
