"""Library failures in the validation table: a build step's real xlate-nvcc log (produced here, for gfx942)
is classified `library:<lib>:<function>` when its first error is a CUDA library's, and the table's
by-function section (validation.json / validation.md) lists it with its status in xlate's tables."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from xlate.data import libs
from xlate.errors import XlateError
from xlate.validate.classify import classify
from xlate.validate.table import library_failures, make_table, render_md

REPORT_FIXTURES = Path(__file__).resolve().parents[1] / "report" / "fixtures" / "libs" / "proj"

GEMM = """#include <cublas_v2.h>
int main() {
  cublasHandle_t h;
  cublasCreate(&h);
  const float one = 1.0f;
  float *a = nullptr;
  cublasSgemm(h, CUBLAS_OP_N, CUBLAS_OP_N, 1, 1, 1, &one, a, 1, a, 1, &one, a, 1);
  return 0;
}
"""


@pytest.fixture(scope="module")
def logs(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """xlate-nvcc's output for (a) an unsupported library function (compile), (b) a library header that
    is missing (compile), (c) a program calling cuBLAS linked without its library."""
    from xlate.toolchain import find_toolchain

    try:
        find_toolchain()
    except XlateError as exc:
        pytest.skip(f"no HIP toolchain for gfx942 (run `xlate setup`): {exc.message}")
    tmp = tmp_path_factory.mktemp("libfail")
    shutil.copy(REPORT_FIXTURES / "lt_algo_ids.cu", tmp / "lt_algo_ids.cu")
    shutil.copy(REPORT_FIXTURES / "mg_header.cu", tmp / "mg_header.cu")
    (tmp / "gemm.cu").write_text(GEMM, encoding="utf-8")
    nvcc = [sys.executable, "-c", "import sys; from xlate.driver import main; sys.exit(main())"]
    out = {}
    for name, args in (("unsupported", ["-c", "lt_algo_ids.cu", "-o", "lt.o"]),
                       ("header", ["-c", "mg_header.cu", "-o", "mg.o"]),
                       ("link", ["gemm.cu", "-o", "gemm"])):
        proc = subprocess.run([*nvcc, *args], cwd=tmp, capture_output=True, text=True, timeout=600, check=False)
        assert proc.returncode != 0, f"{name}: xlate-nvcc should fail\n{proc.stdout}{proc.stderr}"
        out[name] = proc.stdout + proc.stderr
    return out


def test_unsupported_function(logs: dict[str, str]) -> None:
    cause, first = classify("build", logs["unsupported"])
    assert cause == "library:cublaslt:cublasLtMatmulAlgoGetIds"
    assert "[XL402]" in first


def test_missing_library_header(logs: dict[str, str]) -> None:
    cause, first = classify("build", logs["header"])
    assert cause == "library:cusolver:<cusolverMg.h>"
    assert "cusolverMg.h" in first


def test_link_error_names_the_library_symbol(logs: dict[str, str]) -> None:
    cause, first = classify("build", logs["link"])
    # the first undefined symbol is hipblasCreate: cuBLAS's cublasCreate, as xlate's tables pair them
    assert libs.load_all()["cublasCreate"].hip == "hipblasCreate"
    assert cause == "library:cublas:cublasCreate"
    assert "undefined symbol: hipblasCreate" in first


def test_other_failures_keep_their_class() -> None:
    assert classify("build", "a.cu:3:1: error: use of undeclared identifier 'frobnicate'\n")[0] == "compile-error"
    assert classify("configure", "CMake Error: Could NOT find cublas\n")[0] == "find-package:cublas"


def _row(name: str, cause: str | None, test_causes: list[str]) -> dict:
    """A table row as the runner writes it (the fields the table renders)."""
    return {"project": name, "row": f"{name}-gfx942", "required": False, "target": "gfx942", "warp_size": 64,
            "source": None, "patched": False, "fetched": True, "configured": True, "built": cause is None,
            "verified": None, "seconds": 1.0,
            "first_failure": {"step": "build", "cause": cause, "first_error": "", "command": "cmake --build ."}
            if cause else None,
            "tests": {"not_run": "", "passed": 0, "run": len(test_causes), "failed": len(test_causes), "timeout": 0,
                      "skipped": 0,
                      "commands": [{"name": "ctest", "failures": [{"name": f"t{i}", "cause": c}
                                                                  for i, c in enumerate(test_causes)]}]}}


def test_table_section_by_function(logs: dict[str, str]) -> None:
    rows = [_row("p1", classify("build", logs["link"])[0], []),
            _row("p2", "compile-error", ["library:cublas:cublasSgemm", "wrong-result"]),
            _row("p3", classify("build", logs["unsupported"])[0], [])]
    section = library_failures(rows)
    funcs = {(lib["library"], f["function"]): f for lib in section["libraries"] for f in lib["functions"]}
    assert set(funcs) == {("cublas", "cublasCreate"), ("cublas", "cublasSgemm"),
                          ("cublaslt", "cublasLtMatmulAlgoGetIds")}
    assert funcs[("cublas", "cublasSgemm")]["example"] == "p2-gfx942: test ctest: t0"
    assert funcs[("cublaslt", "cublasLtMatmulAlgoGetIds")]["status"] == "unsupported"
    assert funcs[("cublas", "cublasCreate")]["status"] == "mapped"
    assert section["point4_remaining"] == ["cublas:cublasSgemm", "cublaslt:cublasLtMatmulAlgoGetIds"]
    md = render_md(make_table(rows, {"target": "gfx942", "warp_size": 64}))
    assert "## Library failures by function" in md
    assert "| `cublasLtMatmulAlgoGetIds` | unsupported" in md
