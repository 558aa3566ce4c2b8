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
    from xlate.data.cuda_headers import generate
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    assert generate.generate() == generate.OUT.read_text(encoding="utf-8"), \
        "transitive_names.txt is stale: run .venv/bin/python -m xlate.data.cuda_headers.generate"


def test_support_header_includes_the_generator_headers():
    import re

    from xlate.data.cuda_headers.generate import CUDA_HEADERS
    from xlate.rewrite.support import SUPPORT_INCLUDE

    text = (SUPPORT_INCLUDE / "xlate" / "cuda_host_includes.h").read_text(encoding="utf-8")
    assert re.findall(r"^#include <([\w.]+)>", text, re.MULTILINE) == CUDA_HEADERS
