"""Causes from facts: hand-written compiler outputs and diagnostics (no compiler needed)."""

from __future__ import annotations

import pytest

from xlate.report.classify import classify, is_toolkit_header, normalise
from xlate.report.job import asm_forms, naive_modules, parse_compiler_output
from xlate.rewrite import registry


@pytest.mark.parametrize("name", ["cub/cub.cuh", "thrust/device_vector.h", "cublas_v2.h", "curand_kernel.h",
                                  "cufft.h", "cuda_fp16.h", "cuda_bf16.h", "cooperative_groups.h",
                                  "cooperative_groups/reduce.h", "hipcub/hipcub.hpp", "hipblas/hipblas.h", "mma.h"])
def test_toolkit_headers_are_never_external(name: str) -> None:
    assert is_toolkit_header(name)


@pytest.mark.parametrize("name", ["torch/extension.h", "ATen/ATen.h", "c10/cuda/CUDAStream.h", "pybind11/pybind11.h",
                                  "cutlass/cutlass.h", "Python.h", "config.h"])
def test_other_headers_are_external(name: str) -> None:
    assert not is_toolkit_header(name)


def _tr(status: str = "ok", diags: list | None = None, forms: list | None = None) -> dict:
    return {"status": status, "message": None, "diagnostics": diags or [], "asm_forms": forms or []}


def _comp(text: str, rc: int = 1) -> dict:
    return {**parse_compiler_output(text), "rc": rc}


def test_ok() -> None:
    out = classify(_tr(), _comp("", 0))
    assert (out["cause"], out["translated"], out["compiled"]) == ("ok", True, True)


def test_missing_torch_is_a_dependency_and_missing_cub_is_not() -> None:
    out = classify(_tr(), _comp("a.cu:2:10: fatal error: 'torch/extension.h' file not found\n"))
    assert (out["cause"], out["detail"]) == ("external_dependency", "torch/extension.h")
    out = classify(_tr(), _comp("a.cu:2:10: fatal error: 'hipcub/hipcub.hpp' file not found\n"))
    assert (out["cause"], out["detail"]) == ("library_header_missing", "hipcub/hipcub.hpp")


def test_inline_ptx_rejected_by_the_assembler() -> None:
    text = ("<inline asm>:1:2: error: invalid instruction\n        mov.u32 v0, %laneid;\n"
            "a.cu:5:3: note: instantiated into assembly here\n")
    out = classify(_tr(forms=["mov"]), _comp(text))
    assert (out["cause"], out["detail"], out["ptx_forms"]) == ("ptx_not_lowered", "mov", ["mov"])


def test_xl102_and_undeclared_cuda_names_are_unsupported_apis() -> None:
    d = {"code": "XL102", "severity": "error", "file": "a.cu", "line": 3,
         "message": "cudaFoo has no HIP equivalent; left as written: rewrite this use"}
    out = classify(_tr("errors", [d]), _comp("a.cu:3:1: error: use of undeclared identifier 'cudaFoo'\n"))
    assert (out["cause"], out["detail"], out["translated"]) == ("unsupported_api", "cudaFoo", False)
    out = classify(_tr(), _comp("a.cu:3:1: error: use of undeclared identifier '__shfl_xor'\n"))
    assert (out["cause"], out["unsupported_apis"]) == ("unsupported_api", ["__shfl_xor"])


def test_other_compile_errors_are_normalised() -> None:
    out = classify(_tr(), _comp("src/a.cu:12:7: error: no viable conversion from 'Foo<int, 3>' to 'int'\n"))
    assert (out["cause"], out["detail"]) == ("compile_error", "no viable conversion from '…' to 'int'")
    assert out["message"] == "src/a.cu:12:7: error: no viable conversion from 'Foo<int, 3>' to 'int'"


def test_translator_crash_and_front_end_errors() -> None:
    out = classify({**_tr("crashed"), "message": "internal error: KeyError: 3"}, None)
    assert out["cause"] == "translator_error" and not out["compiled"]
    d = {"code": "XL904", "severity": "error", "file": "a.cu", "line": 1, "message": "binary file"}
    out = classify(_tr("errors", [d]), _comp("", 0))
    assert (out["cause"], out["translated"], out["compiled"]) == ("translator_error", False, True)


def test_warp_diagnostics_are_hazards() -> None:
    d = {"code": "XL201", "severity": "error", "file": "a.cu", "line": 9, "message": "full mask 0xffffffff"}
    out = classify(_tr("errors", [d]), _comp("", 0))
    assert out["cause"] == "warp_hazard" and out["warp_hazards"] == ["XL201: full mask 0xffffffff"]


def test_timeout() -> None:
    out = classify(None, None, timed_out=True, job_error="timed out after 5 s")
    assert out["cause"] == "timeout"


def test_normalise() -> None:
    assert normalise("/x/y.cu:1:2: fatal error: 'a/b.h' file not found") == "'…' file not found"
    assert normalise("a.cu:3:4: error: use of undeclared identifier 'warpSize'") == \
        "use of undeclared identifier 'warpSize'"
    assert normalise("error: array of 128 elements") == "array of N elements"


def test_asm_forms() -> None:
    src = r'''
    __device__ unsigned lane() { unsigned r; asm volatile("mov.u32 %0, %%laneid;" : "=r"(r)); return r; }
    __device__ void f(float* p) { asm("{\n\t.reg .pred p;\n\tsetp.ne.b32 p, %0, 0;\n\t@p st.global.f32 [%1], %2;\n}"
                                      :: "r"(1), "l"(p), "f"(1.0f)); }
    __device__ void g() { asm volatile("ld.global.nc.v4.f32 {%0,%1,%2,%3}, [%4];" : : ); }
    '''
    assert asm_forms(src) == ["mov", "setp.ne", "st.global", "ld.global.nc"]


def test_naive_selection_is_renaming_and_includes_only() -> None:
    mods = naive_modules(registry.discover())
    codes = {r.code for m in mods for r in m.RULES}
    assert "XL101" in codes and "XL501" in codes
    assert "XL502" not in codes  # no launch rewriting
    assert all(c.startswith(("XL1", "XL501")) for c in codes)
