"""What nvcc accepts that clang did not (issue 21): the parse must accept it like nvcc (no XL901), and
the generated data behind XL510 must match the headers it is generated from."""

from __future__ import annotations

import pytest

from xlate.rewrite.engine import translate_text


def _clang_errors(diags) -> list[str]:
    return [f"{d.line}:{d.col} {d.message}" for d in diags if d.code == "XL901"]


def test_register_parses_like_nvcc():
    text = "__device__ float f(float x) { register float y = x; return y; }\n"
    _, diags = translate_text(text, "r.cu")
    assert _clang_errors(diags) == []


@pytest.mark.parametrize("use", ["INT_MAX", "UINT_MAX", "CHAR_BIT", "isdigit('1')", "toupper('a')",
                                 "strlen(\"a\")", "memcpy(nullptr, nullptr, 0) != nullptr", "(int)time(nullptr)",
                                 "std::min(1, 2)", "std::pair<int, int>(1, 2).first", "rand()", "abs(-1)"])
def test_names_cuda_runtime_brings_in_parse(use: str):
    # nvcc 13.0 compiles each of these with only <cuda_runtime.h> included (checked with its headers)
    text = f"#include <cuda_runtime.h>\nint main() {{ return (int)({use}); }}\n"
    _, diags = translate_text(text, "n.cu")
    assert _clang_errors(diags) == []


def test_transitive_names_are_generated_from_the_headers():
    from xlate.errors import XlateError
    from xlate.gen import cuda_headers as generate

    try:
        from xlate.toolchain import find_toolchain

        find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    assert generate.generate() == generate.OUT.read_text(encoding="utf-8"), \
        "transitive_names.txt is stale: run .venv/bin/python -m xlate.gen.cuda_headers"
    assert generate.hip_functions() == generate.HIP_FUNCTIONS.read_text(encoding="utf-8"), \
        "hip_functions.txt is stale: run .venv/bin/python -m xlate.gen.cuda_headers"
    assert generate.kernel_casts() == generate.KERNEL_CASTS.read_text(encoding="utf-8"), \
        "kernel_casts.txt is stale: run .venv/bin/python -m xlate.gen.cuda_headers"


def test_hip_signature_list_has_the_collisions_seen_in_real_code():
    from xlate.rewrite.rules.lang.xl511_user_overloads import hip_signatures

    sigs = hip_signatures()
    assert ("float", "float") in sigs["max"] and ("float", "float") in sigs["min"]
    assert ("float *", "float") in sigs["atomicMax"] and ("double *", "double") in sigs["atomicMin"]
    assert ("double *", "double") in sigs["atomicAdd"]
    assert ("int", "int") not in sigs.get("xlate_user_max", set())


def test_user_overload_renamed_across_files(tmp_path):
    """XL511: a header defines float max and a float atomicMax; every file's uses follow the rename,
    CUDA's own int max stays."""
    from xlate.rewrite.engine import build_model_for, run_engine
    from xlate.rewrite.rules.lang import xl511_user_overloads as user_overloads

    (tmp_path / "helper_math.cuh").write_text(
        "#pragma once\n"
        "inline __host__ __device__ float max(float a, float b) { return a > b ? a : b; }\n"
        "__device__ float atomicMax(float *a, float v);\n")
    (tmp_path / "atomics.cu").write_text(
        '#include "helper_math.cuh"\n'
        "__device__ float atomicMax(float *a, float v) { return atomicExch(a, max(*a, v)); }\n")
    (tmp_path / "main.cu").write_text(
        '#include "helper_math.cuh"\n'
        "__global__ void k(float *f, int *i) { atomicMax(f, max(f[1], 1.f)); i[0] = max(i[1], 2); }\n")
    srcs = [tmp_path / "atomics.cu", tmp_path / "main.cu"]
    model, fe = build_model_for(srcs, root=tmp_path, includes=[], defines=[], warp_mode="compat32")
    res = run_engine(model, [user_overloads], fe)
    out = {p.name: d.decode() for p, d in res.outputs.items()}
    assert out["helper_math.cuh"].splitlines()[1:] == [
        "inline __host__ __device__ float xlate_user_max(float a, float b) { return a > b ? a : b; }",
        "__device__ float xlate_user_atomicMax(float *a, float v);"]
    assert out["atomics.cu"].splitlines()[1] == \
        "__device__ float xlate_user_atomicMax(float *a, float v) { return atomicExch(a, xlate_user_max(*a, v)); }"
    assert out["main.cu"].splitlines()[1] == ("__global__ void k(float *f, int *i) { xlate_user_atomicMax(f, "
                                              "xlate_user_max(f[1], 1.f)); i[0] = max(i[1], 2); }")
    notes = sorted((d.file.name, d.line) for d in res.diagnostics if d.code == "XL511")
    assert notes == [("atomics.cu", 2), ("helper_math.cuh", 2)]


def test_support_header_includes_the_generator_headers():
    import re

    from xlate.gen.cuda_headers import CUDA_HEADERS
    from xlate.rewrite.support import SUPPORT_INCLUDE

    text = (SUPPORT_INCLUDE / "xlate" / "cuda_host_includes.h").read_text(encoding="utf-8")
    assert re.findall(r"^#include <([\w.]+)>", text, re.MULTILINE) == CUDA_HEADERS
