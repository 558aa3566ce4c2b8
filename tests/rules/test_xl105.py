"""XL105 (xlate/rewrite/rules/api/xl105_call_forms.py): CUDA calls whose form changed between CUDA versions.

Each `tests/rules/XL105/<name>.cu` has its expected translation by the API rules (api_names +
api_versions) in `<name>.hip`; XL105 diagnostics are listed in the input as `// CHECK: XL105 note L:C`.
The full translation of every fixture must compile for gfx942 (also with the CUDA 13 branch active).
"""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

from xlate.rewrite.engine import translate_text
from xlate.rewrite.rules.api import xl101_104_names as api_names
from xlate.rewrite.rules.api import xl105_call_forms as api_versions

HERE = Path(__file__).resolve().parent
FIXTURES = sorted((HERE / "XL105").glob("*.cu"))
CHECK = re.compile(r"//\s*CHECK:\s*(XL105)\s+(note|warning|error)\s+(\d+):(\d+)")


def test_has_positive_and_negative_fixtures():
    assert {p.stem for p in FIXTURES} >= {"negative", "call_forms"}


@pytest.mark.parametrize("src", FIXTURES, ids=lambda p: p.name)
def test_fixture(src: Path):
    text = src.read_text()
    out, diags = translate_text(text, src.name, [api_names, api_versions])
    assert out == src.with_suffix(".hip").read_text()
    got = sorted((d.code, d.severity.value, d.line, d.col) for d in diags if d.code == "XL105")
    assert got == sorted((m[1], m[2], int(m[3]), int(m[4])) for m in CHECK.finditer(text))
    assert [d for d in diags if d.code == "XL901"] == []  # the prelude accepts every form CUDA 12.4 does
    again, _ = translate_text(out, src.name, [api_names, api_versions])
    assert again == out


def test_kernel_cast_list_names_the_template_overloads():
    casts = api_versions.kernel_casts()
    assert casts["cudaFuncSetCacheConfig"] == 0 and casts["cudaFuncGetAttributes"] == 1
    # HIP has its own template overloads for these: no cast
    assert "cudaOccupancyMaxPotentialBlockSize" not in casts
    assert "cudaOccupancyMaxActiveBlocksPerMultiprocessor" not in casts


@pytest.mark.parametrize("cuda_version", [None, 13000])
def test_translated_fixtures_compile_for_gfx942(tmp_path: Path, cuda_version):
    from xlate.errors import XlateError

    try:
        from xlate.toolchain import find_toolchain

        tc = find_toolchain()
    except (ImportError, XlateError):
        pytest.skip("toolchain not set up (run xlate setup)")
    from xlate.toolchain.build import translated_cuda_flags

    srcs = []
    for src in FIXTURES:
        out, _ = translate_text(src.read_text(), src.name)
        dst = tmp_path / src.with_suffix(".hip").name
        dst.write_text(out)
        srcs.append(str(dst))
    extra = [f"-DCUDART_VERSION={cuda_version}"] if cuda_version else []
    cmd = [str(tc.clang), *tc.compile_args(["gfx942"]), *translated_cuda_flags(), *extra, "-fsyntax-only", *srcs]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300, check=False)
    assert proc.returncode == 0, f"{' '.join(cmd)} failed:\n{proc.stderr[-4000:]}"
