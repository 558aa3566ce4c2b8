"""XL5xx rules (xlate/rewrite/rules/lang/) beyond their fixtures: the fixtures
themselves (`tests/rules/XL5nn/`, expected output and CHECK lines) are run by tests/rules/test_fixtures.py;
here the header-name case, the waves-per-EU formula, and the full translations compiled for gfx942.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.lang import xl501_includes as includes
from xlate.rewrite.rules.lang import xl502_launch as launch
from xlate.rewrite.rules.lang import (
    xl503_dynamic_shared,
    xl504_launch_bounds,
    xl505_managed,
    xl506_texture_refs,
    xl507_unsupported,
    xl508_header_functions,
)
from xlate.rewrite.rules.lang import xl509_register as lang_register
from xlate.rewrite.rules.lang import xl510_transitive_includes as cuda_transitive
from xlate.rewrite.rules.lang import xl511_user_overloads as user_overloads
from xlate.rewrite.rules.lang import xl512_fp16_casts as fp16_casts

HERE = Path(__file__).resolve().parent
LANGUAGE = [xl503_dynamic_shared, xl504_launch_bounds, xl505_managed, xl506_texture_refs, xl507_unsupported,
            xl508_header_functions]
RULE_MODULES = [includes, *LANGUAGE, launch, lang_register, cuda_transitive, user_overloads, fp16_casts]


def test_project_header_named_like_cuda_is_kept():
    text = '#include "cuda.h"\n#include <cuda.h>\n'
    out, _ = translate_text(text, "t.cu", RULE_MODULES, extra_files={"cuda.h": "#pragma once\n"})
    assert out == '#include "cuda.h"\n#include <hip/hip_runtime.h>\n'


def test_waves_per_eu_formula():
    # ceil(minBlocks * ceil(maxThreads / 64) / 4), clamped to 1..8 (gfx942: wave64, 4 SIMDs per CU)
    assert xl504_launch_bounds.waves_per_eu(256, 2) == 2  # 4 waves per block, 8 waves over 4 SIMDs
    assert xl504_launch_bounds.waves_per_eu(100, 1) == 1  # 2 waves -> ceil(2/4) = 1
    assert xl504_launch_bounds.waves_per_eu(96, 3) == 2  # 2 waves per block, 6 waves -> ceil(6/4) = 2
    assert xl504_launch_bounds.waves_per_eu(1024, 4) == 8  # 64 waves -> 16 per SIMD, clamped
    assert xl504_launch_bounds.waves_per_eu(64, 0) == 1


# Fixtures whose full translation (every rule, API renaming included) must build for gfx942.
COMPILED = ["XL502/launch_forms.cu", "XL502/templates_and_names.cu", "XL502/expressions_and_macros.cu",
            "XL502/negative.cu", "XL503/dynamic_shared.cu", "XL503/renamed_type.cu", "XL504/launch_bounds.cu",
            "XL509/register.cu", "XL509/negative.cu", "XL510/transitive.cu", "XL510/negative.cu",
            "XL510/negative_members.cu", "XL511/collisions.cu", "XL511/negative.cu"]


def test_translated_launch_fixtures_compile_for_gfx942(tmp_path: Path):
    from xlate.errors import ToolchainError

    try:
        from xlate.toolchain import find_toolchain

        tc = find_toolchain()
    except (ImportError, ToolchainError):
        pytest.skip("toolchain not set up (run xlate setup)")
    srcs = []
    for rel in COMPILED:
        src = HERE / rel
        out, _ = translate_text(src.read_text(), src.name)
        dst = tmp_path / rel.replace("/", "_").replace(".cu", ".hip")
        dst.write_text("#include <hip/hip_runtime.h>\n" + out)
        srcs.append(str(dst))
    from xlate.pipeline.targets import translated_cuda_flags  # as `xlate build` compiles translated CUDA

    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), "-fsyntax-only", *srcs]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stderr[-4000:]}"
