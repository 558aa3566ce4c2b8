"""With xlate's own CUDA prelude (xlate/parse/prelude): CUDA names resolve to CUDA_API, cleanly."""

from __future__ import annotations

from pathlib import Path

import pytest
from parsehelp import FIXTURES, file_of, tokens_named

from xlate.core.model import RefOrigin
from xlate.parse.model import build_model


@pytest.fixture(scope="module")
def saxpy():
    return build_model([FIXTURES / "real_prelude" / "saxpy.cu"])


def test_real_prelude_parses_a_cuda_program_without_errors(saxpy):
    model, diags = saxpy
    assert [d for d in diags if d.severity.value != "note"] == []
    assert model.unchecked == {}


def test_real_prelude_names_are_cuda_api(saxpy):
    sf = file_of(saxpy[0], "saxpy.cu")
    for name in ("cudaMalloc", "cudaMemcpy", "cudaMemcpyDeviceToDevice", "cudaStream_t", "cudaStreamCreate",
                 "cudaError_t", "cudaGetLastError", "cudaGetErrorString", "cudaFree", "dim3", "blockIdx",
                 "threadIdx", "blockDim", "__syncthreads", "__global__"):
        refs = {t.ref for t in tokens_named(sf, name)}
        assert refs == {RefOrigin.CUDA_API}, (name, refs)
    assert {t.ref for t in tokens_named(sf, "cudaMyThing")} == {RefOrigin.PROJECT}
    assert {t.ref for t in tokens_named(sf, "printf")} == {RefOrigin.SYSTEM}


def test_real_prelude_pch_changes_nothing(monkeypatch):
    """The precompiled real prelude and the plain `-include` give the same tokens, regions,
    references, kernels and diagnostics."""
    from xlate.parse import pch

    src = FIXTURES / "real_prelude" / "saxpy.cu"
    pch.reset()
    with_pch = build_model([src])
    assert pch.STATUS.built + pch.STATUS.reused == 2 and pch.STATUS.fallbacks == []
    monkeypatch.setenv("XLATE_PCH", "0")
    pch.reset()
    plain = build_model([src])
    assert pch.STATUS.built == pch.STATUS.reused == 0

    def snap(result):
        model, diags = result
        return ([(t.spelling, t.start, t.region, t.ref) for sf in model.files.values() for t in sf.tokens],
                model.unchecked, diags)

    assert snap(plain) == snap(with_pch)


def test_real_prelude_declares_thrust_vector_members():
    # host code calls the containers' whole std::vector-like interface (front/back, reserve, capacity...)
    _, diags = build_model([FIXTURES / "real_prelude" / "thrust_vectors.cu"])
    assert [d for d in diags if d.severity.value != "note"] == []


def test_real_prelude_declares_thrust_functional_bases_and_placeholders():
    # hypre's _hypre_utilities.hpp: functors on thrust::unary_function, placeholder expressions, and
    # reduce_by_key's pair (`new_end.second`); the parse must be clean for the translation to run (the
    # library program tests/libs/programs/thrust_placeholders runs it against a numpy oracle)
    program = Path(__file__).resolve().parents[1] / "libs" / "programs" / "thrust_placeholders" / "main.cu"
    _, diags = build_model([program])
    assert [d for d in diags if d.severity.value != "note"] == []


def test_real_prelude_declares_zip_iterator_forms_and_negators():
    _, diags = build_model([FIXTURES / "real_prelude" / "thrust_zip_not1.cu"])
    assert [d for d in diags if d.severity.value != "note"] == []


MATH_UNDER_USING_STD = """{first}
{second}
using namespace std;
__device__ __forceinline__ double E(double x) {{ return exp(x) + sqrt(x) + fabs(x) + pow(x, 2.0); }}
__device__ __forceinline__ float F(float x) {{ return exp(x) + sqrtf(x); }}
__device__ double G(double x, long l, int* e) {{ return std::exp(x) + std::abs(l) + std::frexp(x, e) + abs(-3); }}
__global__ void k(double* p, int* e) {{ p[0] = E(p[0]) + F(1.0f) + G(p[1], 3L, e); }}
"""


@pytest.mark.parametrize("order", [("<cmath>", "<cuda.h>"), ("<cuda.h>", "<cmath>")])
def test_device_math_under_using_namespace_std_is_not_ambiguous(tmp_path, order):
    """`using namespace std;` then `exp(x)` on a double in device code (an outside benchmark program): nvcc
    takes it, as std::exp and ::exp are the same functions. The prelude's std:: device overloads are
    using-declarations of its global ones, so the parse finds one function, in either include order."""
    src = tmp_path / "using_std.cu"
    src.write_text(MATH_UNDER_USING_STD.format(first=f"#include {order[0]}", second=f"#include {order[1]}"))
    model, diags = build_model([src], root=tmp_path)
    assert [d for d in diags if d.severity.value != "note"] == []
    assert model.unchecked == {}
