"""Fixtures of the mapping rows issue 21 fixed (tests/rules/XL101/fp16_dot_atomics.cu,
tests/rules/XL401/half_gemm_cub_debug.cu): the translation equals the expected `.hip` beside the input,
translating it again changes nothing, and it compiles for gfx942 against the pinned HIP headers
(hipBLAS's Hgemm family with __half pointers, hipCUB plus xlate's CubDebugExit, the bfloat16 pair
constructors, the dot products and atomicAdd on __half/__half2/__nv_bfloat16/__nv_bfloat162, Thrust names
in host code: tuple, get, device_reference, random engines and distributions, merge, bit_and ...)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text

RULES = Path(__file__).resolve().parents[1] / "rules"
FIXTURES = [RULES / "XL101" / "fp16_dot_atomics.cu", RULES / "XL401" / "half_gemm_cub_debug.cu",
            RULES / "XL401" / "thrust_host_names.cu", RULES / "XL101" / "host_math.cu"]


@pytest.mark.parametrize("src", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_translation_matches_expected(src: Path):
    out, diags = translate_text(src.read_text(encoding="utf-8"), filename=src.name)
    assert out == src.with_suffix(".hip").read_text(encoding="utf-8")
    assert [d for d in diags if d.severity.value == "error" or d.code in ("XL102", "XL402")] == []
    assert translate_text(out, filename=src.name)[0] == out


@pytest.mark.parametrize("src", FIXTURES, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_translation_compiles_for_gfx942(src: Path, tmp_path: Path):
    from xlate.rewrite.support import SUPPORT_INCLUDE
    from xlate.toolchain import find_toolchain

    hip = tmp_path / (src.stem + ".hip")
    hip.write_text(src.with_suffix(".hip").read_text(encoding="utf-8"), encoding="utf-8")
    tc = find_toolchain()
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), "-isystem", str(SUPPORT_INCLUDE), "-c", str(hip),
           "-o", str(tmp_path / "o.o")]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, check=False)
    assert proc.returncode == 0, proc.stderr[-3000:]
