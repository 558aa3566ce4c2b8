"""Library failures by function (xlate/report/libfail.py) in the corpus report: a tiny corpus
(tests/report/fixtures/libs) whose files fail on a CUDA library in different ways, run through
`xlate report` for real (translation + gfx942 compile), and the point-4 flags checked against xlate's
mapping tables (xlate/data/libs)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from xlate.core.tables import ApiEntry
from xlate.data import libs
from xlate.errors import XlateError
from xlate.report import libfail
from xlate.report.render import validate

HERE = Path(__file__).resolve().parent
MANIFEST = HERE / "fixtures" / "libs" / "manifest.toml"
SUPPORT = Path(libfail.__file__).resolve().parents[1] / "rewrite" / "support" / "include"


@pytest.fixture(scope="module")
def rep(tmp_path_factory: pytest.TempPathFactory) -> tuple[dict, Path]:
    from xlate.toolchain import find_toolchain

    try:
        find_toolchain()
    except XlateError as exc:
        pytest.skip(f"no HIP toolchain for gfx942 (run `xlate setup`): {exc.message}")
    from xlate.report import runner
    from xlate.report.manifest import load_manifest, select
    from xlate.report.render import write_outputs

    tmp = tmp_path_factory.mktemp("libreport")
    mp = pytest.MonkeyPatch()
    mp.setenv("XLATE_REPORT_CACHE", str(tmp / "cache"))
    try:
        req = runner.ReportRequest(projects=select(load_manifest(MANIFEST), None, ["libs"]), out_dir=tmp / "out",
                                   jobs=1, nvcc=False, progress=False)
        write_outputs(runner.run_report(req), tmp / "out")
    finally:
        mp.undo()
    return json.loads((tmp / "out" / "report.json").read_text(encoding="utf-8")), tmp / "out"


def _by_file(report: dict) -> dict[str, list[dict]]:
    return {f["path"]: f["library_failures"] for f in report["projects"][0]["files"]}


def test_each_kind_of_library_failure_is_attributed(rep: tuple) -> None:
    report, _ = rep
    got = {path: [(a["library"], a["function"], a["status"]) for a in fails]
           for path, fails in _by_file(report).items()}
    table = libs.load_all()
    # (a) an unsupported library function: XL402 at its call, with the table's reason
    assert table["cublasLtMatmulAlgoGetIds"].status == "unsupported"
    assert got["lt_algo_ids.cu"] == [("cublaslt", "cublasLtMatmulAlgoGetIds", "unsupported")]
    (a,) = _by_file(report)["lt_algo_ids.cu"]
    assert a["via"] == "XL402" and a["where"] == "lt_algo_ids.cu:7"
    assert a["reason"] == table["cublasLtMatmulAlgoGetIds"].note
    # (b) a mapped function whose header the file lacks: the compiler does not know hipblasSgemm
    assert table["cublasSgemm"].status == "supported" and table["cublasSgemm"].hip == "hipblasSgemm"
    assert got["gemm_no_header.cu"] == [("cublas", "cublasSgemm", "mapped")]
    assert _by_file(report)["gemm_no_header.cu"][0]["where"] == "gemm_no_header.cu:8"
    # (b') a library header xlate does not map, missing for the compiler
    assert got["mg_header.cu"] == [("cusolver", "<cusolverMg.h>", "unmapped")]
    assert _by_file(report)["mg_header.cu"][0]["via"] == "missing header"
    assert got["plain.cu"] == []


def test_the_by_function_section(rep: tuple) -> None:
    report, out = rep
    section = report["library_failures"]
    funcs = {(lib["library"], f["function"]): f for lib in section["libraries"] for f in lib["functions"]}
    assert set(funcs) == {("cublaslt", "cublasLtMatmulAlgoGetIds"), ("cublas", "cublasSgemm"),
                          ("cusolver", "<cusolverMg.h>")}
    assert all(f["files"] == 1 and f["projects"] == ["libs"] for f in funcs.values())
    assert funcs[("cublas", "cublasSgemm")]["example"] == "libs: gemm_no_header.cu:8"
    # cublasSgemm (GEMM) and cublasLtMatmulAlgoGetIds (cuBLASLt matmul) are point-4 functions; cusolverMg is not
    assert section["point4_remaining"] == ["cublas:cublasSgemm", "cublaslt:cublasLtMatmulAlgoGetIds"]
    assert funcs[("cusolver", "<cusolverMg.h>")]["point4"] is None
    validate(report)
    md = (out / "summary.md").read_text(encoding="utf-8")
    assert "## Library failures by function" in md
    assert "Point-4 functions (issue 19) among the failures: 2 (cublas:cublasSgemm" in md
    assert "| `<cusolverMg.h>` | unmapped" in md
    html = (out / "index.html").read_text(encoding="utf-8")
    assert 'id="lib-cublaslt"' in html and "cublasLtMatmulAlgoGetIds" in html and 'id="point4"' in html


# ---------------------------------------------------------------- point 4 follows the mapping tables

# The functions issue 19's point 4 names, spelled as CUDA spells them (from the issue and CUDA's API, not from
# xlate's output): every one must be a row of xlate's tables and flagged.
POINT4_NAMED = {
    "cublas": ["cublasSgemm", "cublasDgemm", "cublasHgemm", "cublasCgemm", "cublasZgemm", "cublasGemmEx",
               "cublasSgemmBatched", "cublasDgemmStridedBatched", "cublasGemmBatchedEx", "cublasGemmStridedBatchedEx",
               "cublasSgemv", "cublasZgemv"],
    "cublaslt": ["cublasLtMatmul", "cublasLtMatmulDescCreate", "cublasLtMatrixLayoutCreate"],
    "cusolver": ["cusolverDnSgetrf", "cusolverDnDgetrs", "cusolverDnSpotrf", "cusolverDnDgeqrf", "cusolverDnSgesvd",
                 "cusolverDnDsyevd"],
    "cusparse": ["cusparseSpMV", "cusparseSpMM", "cusparseCreateCsr", "cusparseCreateCoo"],
    "cufft": ["cufftPlan1d", "cufftPlan2d", "cufftPlan3d", "cufftExecC2C", "cufftExecR2C", "cufftExecC2R",
              "cufftExecZ2Z"],
    "curand": ["curandCreateGenerator", "curandGenerateUniform", "curandGenerateNormal",
               "curandSetPseudoRandomGeneratorSeed"],
    "cub": ["DeviceRadixSort", "DeviceScan", "DeviceReduce", "DeviceHistogram", "DeviceSelect",
            "DeviceRunLengthEncode", "BlockRadixSort", "BlockScan", "BlockReduce"],
}
NOT_POINT4 = {"cublas": ["cublasSaxpy", "cublasCreate"], "cusparse": ["cusparseSpVV"], "curand": ["curand_init"],
              "cusolver": ["cusolverDnSgetri"], "cub": ["BlockLoad", "DeviceSpmv"], "cufft": ["cufftXtMalloc"]}


def test_point4_names_are_table_rows_and_flagged() -> None:
    table = libs.load_all()
    for lib, names in POINT4_NAMED.items():
        for name in names:
            assert name in table and table[name].category == lib, name
            assert libfail.point4_family(lib, name), name
    for lib, names in NOT_POINT4.items():
        for name in names:
            assert libfail.point4_family(lib, name) is None, name


def test_every_point4_family_matches_function_rows_of_its_table() -> None:
    table = libs.load_all()
    for family, lib, _ in libfail.POINT4:
        rows = [n for n, e in table.items() if e.category == lib and libfail.point4_family(lib, n) == family]
        assert rows, f"{family}: no row of {lib}.csv matches"


@pytest.fixture
def sgemm_unsupported(monkeypatch: pytest.MonkeyPatch):
    """xlate's tables with cublasSgemm marked unsupported (as if hipBLAS lost it)."""
    real = libs.load_all()
    row = real["cublasSgemm"]
    changed = {**real, "cublasSgemm": ApiEntry(row.cuda, "", row.kind, row.category, "unsupported",
                                               "test: hipBLAS without Sgemm", "", row.source)}
    monkeypatch.setattr(libs, "load_all", lambda: changed)
    libfail.reset_tables()
    yield
    monkeypatch.undo()
    libfail.reset_tables()


def test_status_and_flags_follow_the_tables(sgemm_unsupported) -> None:
    a = libfail.from_message("gemm.cu:8:3: error: use of undeclared identifier 'cublasSgemm'")
    assert (a.library, a.function, a.status, a.reason) == ("cublas", "cublasSgemm", "unsupported",
                                                          "test: hipBLAS without Sgemm")
    assert a.point4 == "GEMM/GEMV/batched GEMM" and a.where == "gemm.cu:8"
    assert "cublas:cublasSgemm" in libfail.table_point4_unsupported()


def test_status_from_the_real_tables() -> None:
    table = libs.load_all()
    a = libfail.make("cublas", "cublasSgemm", "test", None)
    assert (a.status, a.reason) == ("mapped", table["cublasSgemm"].hip)
    assert "cublas:cublasSgemm" not in libfail.table_point4_unsupported()
    assert libfail.make("cublas", "cublasNoSuchThing", "test", None).status == "unmapped"
    # a library header: its status is XL501's translation of it
    h = libfail.make("cublaslt", "<cublasLt.h>", "test", None)
    assert (h.status, h.reason) == ("mapped", "<hipblaslt/hipblaslt.h>")


@pytest.mark.parametrize("message, library, function", [
    ("x.cu:3:5: fatal error: 'hipblaslt/hipblaslt.h' file not found", "cublaslt", "<cublasLt.h>"),
    ("x.cu:3:5: error: no member named 'ScanTileState' in namespace 'hipcub'", "cub", "ScanTileState"),
    ("x.cu:3:5: error: use of undeclared identifier 'Max'", None, None),  # CUB's rows need cub:: to be CUB's
    ("x.cu:3:5: error: use of undeclared identifier 'cudaMalloc'", None, None),  # the runtime, not a library
    ("x.cu:4:1: error: no matching function for call to 'hipfftPlanMany'", "cufft", "cufftPlanMany"),
    # mamba_ssm's own HIP branch (small tier): a rocPRIM name, kept whole
    ("csrc/selective_scan/reverse_scan.cuh:139:67: error: no member named 'warp_size' in namespace 'rocprim'", "cub",
     "rocprim::warp_size"),
    # inside a library wrapper or a HIP library header: the library name it quotes, else the header
    (f"{SUPPORT}/xlate/hipblas.h:40:10: error: no matching function for call to 'hipblasSgetrsBatched'", "cublas",
     "cublasSgetrsBatched"),
    ("/opt/rocm/include/rocprim/device/device_scan.hpp:99:5: error: static assertion failed", "cub",
     "<rocprim/device/device_scan.hpp>"),
])
def test_compiler_messages(message: str, library: str | None, function: str | None) -> None:
    a = libfail.from_message(message)
    if library is None:
        assert a is None
    else:
        assert a is not None and (a.library, a.function) == (library, function)
