"""XL1xx API renaming on hand-built models, and the mapping table checked against HIP's headers."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from xlate.core import tables
from xlate.core.model import RefOrigin, Region, Severity
from xlate.rewrite.engine import run_engine
from xlate.rewrite.rules.api import xl101_104_names as api_names

F = Path("/proj/a.cu")


def translate(model):
    res = run_engine(model, [api_names])
    return res.outputs[F].decode(), res.diagnostics


def test_checked_cuda_names_are_renamed_without_messages(model_of):
    src = "cudaError_t e = cudaMemcpy(d, s, n, cudaMemcpyHostToDevice); // cudaMemcpy stays\n"
    out, diags = translate(model_of({"a.cu": src}))
    assert out == "hipError_t e = hipMemcpy(d, s, n, hipMemcpyHostToDevice); // cudaMemcpy stays\n"
    assert diags == []


def test_driver_api_and_renamed_types(model_of):
    src = "CUresult r = cuInit(0); if (r != CUDA_SUCCESS) {} cudaDeviceProp p; CUdeviceptr q;\n"
    out, _ = translate(model_of({"a.cu": src}))
    assert out == "hipError_t r = hipInit(0); if (r != hipSuccess) {} hipDeviceProp_t p; hipDeviceptr_t q;\n"


def test_project_and_system_names_are_never_renamed(model_of):
    src = "int cudaMalloc(void**, int); cudaFree(p);\n"
    m = model_of({"a.cu": src}, refs={"cudaMalloc": RefOrigin.PROJECT, "cudaFree": RefOrigin.SYSTEM})
    out, diags = translate(m)
    assert out == src and diags == []


def test_unsupported_api_is_an_error_and_left_as_written(model_of):
    src = "cudaSetDoubleForDevice(&x);\n"
    out, diags = translate(model_of({"a.cu": src}))
    assert out == src
    [d] = diags
    assert (d.code, d.severity, d.line, d.col) == ("XL102", Severity.ERROR, 1, 1)
    assert "no HIP equivalent" in d.message


def test_different_semantics_renamed_with_warning(model_of):
    out, diags = translate(model_of({"a.cu": "cudaDeviceSetCacheConfig(cudaFuncCachePreferL1);\n"}))
    assert out == "hipDeviceSetCacheConfig(hipFuncCachePreferL1);\n"
    [d] = diags
    assert d.code == "XL103" and d.severity is Severity.WARNING and d.fixit == "hipDeviceSetCacheConfig"


def test_token_level_rename_in_inactive_code_and_macro_bodies(model_of):
    src = ("#define CHECK(x) if ((x) != cudaSuccess) abort()\n"
           "#if 0\n"
           "cudaFree(p); cudaFree(q);\n"
           "#endif\n")
    m = model_of({"a.cu": src}, refs={"cudaSuccess": RefOrigin.UNRESOLVED, "cudaFree": RefOrigin.UNRESOLVED},
                 regions={1: Region.MACRO_BODY, 3: Region.INACTIVE})
    out, diags = translate(m)
    assert out == src.replace("cudaSuccess", "hipSuccess").replace("cudaFree", "hipFree")
    # one note per name and file, at its first use
    assert [(d.code, d.severity, d.line, d.col) for d in diags] == [
        ("XL104", Severity.NOTE, 1, 29), ("XL104", Severity.NOTE, 3, 1)]
    assert "macro body" in diags[0].message and "inactive" in diags[1].message


def test_token_level_skips_members_foreign_qualifiers_includes_and_macro_names(model_of):
    src = ("#include \"cudaMalloc.h\"\n"
           "#define cudaFree myFree\n"
           "s.cudaMalloc = p->cudaFree + mylib::cudaMalloc + ::cudaMalloc;\n")
    ids = ("cudaMalloc", "cudaFree", "s", "p", "mylib", "myFree", "include", "define", "h")
    m = model_of({"a.cu": src}, refs={n: RefOrigin.UNRESOLVED for n in ids},
                 regions={1: Region.DIRECTIVE, 2: Region.MACRO_BODY})
    out, _ = translate(m)
    assert out == src.replace("+ ::cudaMalloc", "+ ::hipMalloc")


def test_unresolved_in_unchecked_file_says_why(model_of):
    m = model_of({"a.cu": "cudaMalloc(&p, 4);\n"}, refs={"cudaMalloc": RefOrigin.UNRESOLVED})
    m.unchecked[F] = "missing include <thrust/device_vector.h>"
    out, diags = translate(m)
    assert out == "hipMalloc(&p, 4);\n"
    [d] = diags
    assert d.code == "XL104" and "missing include <thrust/device_vector.h>" in d.message


def test_same_names_in_hip_are_not_edited(model_of):
    src = "__half h = __float2half(1.f); dim3 g; cooperative_groups::thread_block b;\n"
    res = run_engine(model_of({"a.cu": src}), [api_names])
    assert res.outputs[F].decode() == src and res.edit_count == 0


def test_table_is_well_formed():
    table = tables.load_table()
    assert len(table) > 300
    for e in table.values():
        assert e.status in tables.STATUSES and e.kind in tables.KINDS
        if e.status == "different":
            assert e.note, f"{e.cuda}: a 'different' row needs a note saying how"
        if e.status == "unsupported":
            assert e.hip == "" and e.note
    # spot checks written from the CUDA and HIP documentation
    assert table["cudaMallocHost"].hip == "hipHostMalloc"
    assert table["CUresult"].hip == "hipError_t"
    assert table["cudaLaunchCooperativeKernel"].hip == "hipLaunchCooperativeKernel"
    assert table["__half2"].hip == "__half2"
    assert table["dim3"].hip == "dim3"


def test_bad_table_rows_are_rejected(tmp_path):
    from xlate.errors import InternalError

    bad = tmp_path / "t.csv"
    bad.write_text("cuda,hip,kind,category,status,note,since_hip\ncudaX,,function,runtime,supported,,\n")
    with pytest.raises(InternalError, match="t.csv:2"):
        tables.load_table(bad)
    bad.write_text("cuda,hip,kind,category,status,note,since_hip\ncudaX,hipX,verb,runtime,supported,,\n")
    with pytest.raises(InternalError, match="unknown kind"):
        tables.load_table(bad)


def _hip_include() -> Path:
    from xlate.errors import XlateError

    try:
        from xlate.toolchain.discover import locate_toolchain

        inc = locate_toolchain().hip_include / "hip"
    except (ImportError, XlateError) as exc:
        pytest.skip(f"toolchain not set up ({exc}); run `xlate setup`")
    if not inc.is_dir():
        pytest.skip(f"toolchain not set up: {inc} missing; run `xlate setup`")
    return inc


def test_every_hip_name_is_declared_in_the_pinned_hip_headers():
    inc = _hip_include()
    text = []
    for p in sorted(inc.rglob("*")):
        if p.is_file():
            text.append(p.read_text(encoding="utf-8", errors="replace"))
    # Preprocessed HIP headers as a gfx942 compile sees them (both sides): clang's HIP wrapper headers
    # declare the device math functions, and HIP declares some names through macros (make_char1).
    from xlate.core.proc import run
    from xlate.toolchain.discover import find_toolchain

    tc = find_toolchain()
    src = "#include <hip/hip_runtime.h>\n#include <hip/hip_fp16.h>\n#include <hip/hip_bf16.h>\n"
    for side in ("--cuda-host-only", "--cuda-device-only"):
        proc = run([tc.clang, *tc.compile_args(["gfx942"]), side, "-E", "-P", "-"], timeout=120,
                   input_bytes=src.encode())
        text.append(proc.stdout)
    # xlate's support headers (<xlate/...>) define the names HIP lacks that xlate supplies itself
    from xlate.rewrite.support import SUPPORT_INCLUDE

    text += [q.read_text(encoding="utf-8") for q in sorted(SUPPORT_INCLUDE.rglob("*.h"))]
    code = re.sub(r"/\*.*?\*/", " ", "\n".join(text), flags=re.DOTALL)
    code = re.sub(r"//[^\n]*", " ", code)
    names = set(re.findall(r"\b[A-Za-z_]\w*\b", code))
    missing = sorted(f"{e.cuda}->{e.hip}" for e in tables.load_table().values() if e.hip and e.hip not in names)
    assert missing == [], f"hip names not found in {inc} (comments excluded)"
